import SeatMapCore
import SeatMapDiff
import SeatMapPage
import SeatMapPNG

/// What differs between a reference page and an actual one, in pixels and in the page's own
/// terms: `seatmap diff`, a batch's baseline and the snapshot strategies all read this one answer
/// (ARCHITECTURE.md), so they name the same seats, outline them alike and explain a font change
/// the same way.
public struct PageComparison: Sendable {
    /// pixelmatch's counts (its raw diff image is `diffImage` before outlining).
    public var pixels: DiffResult
    /// The differing pixels attributed to seats, with their states before and after; nil when
    /// neither side knows its seats, or when the sizes differ (nothing was compared).
    public var seats: SeatDiffReport?
    /// pixelmatch's diff image with every changed seat outlined (when one was asked for and the
    /// sizes match).
    public var diffImage: RGBAImage?
    /// Another font or library version on one side (`fonts differ: …`), which explains a pixel
    /// difference before any count does; nil when both sides used the same, or one is unknown.
    public var fontDifference: String?

    /// Seats whose state changed where no pixel shows it (below the fold, under a panel).
    public var hiddenSeats: [SeatChange] { seats?.offScreenSeats ?? [] }

    /// Within `budget`, and — unless `pixelsOnly` — no seat changed where no pixel shows it.
    public func passes(_ budget: DiffBudget, pixelsOnly: Bool = false) -> Bool {
        pixels.passes(budget) && (pixelsOnly || hiddenSeats.isEmpty)
    }

    /// `12 pixels differ (0.0036%); the budget allows 0 at threshold 0.1`: the pixels against
    /// the budget, as a failing snapshot says it.
    public func budgetText(_ budget: DiffBudget, options: DiffOptions) -> String {
        let allowed = budget.allowedPixels(total: pixels.totalPixels)
        return "\(pixels.summary); the budget allows \(allowed == allowed.rounded() ? String(Int(allowed)) : String(allowed)) at threshold \(options.threshold)"
    }

    /// The comparison with the seats no pixel shows dropped from the report (`--pixels-only`
    /// makes them a note, not a change).
    public var pixelsOnly: PageComparison {
        var out = self
        out.seats?.changedSeats.removeAll(where: \.offScreen)
        return out
    }
}

extension PageComparison {
    /// Compares `actual` with `reference`. Pixels are attributed with the reference's frames and
    /// states when it has them, else with the actual page's frames (whose old states are then
    /// unknown); with neither, only pixels are compared.
    public static func compare(_ reference: PageImage, _ actual: PageImage, options: DiffOptions = DiffOptions(),
                               diffImage: Bool = true) -> PageComparison {
        var positions: [Int32]? = reference.seats ?? actual.seats == nil ? nil : []
        let result = Pixelmatch.compare(reference.image, actual.image, options: options, diffImage: diffImage, positions: &positions)
        return assembled(result, positions: positions ?? [], width: reference.image.width, height: reference.image.height,
                         referenceSeats: reference.seats, actualSeats: actual.seats,
                         fonts: FontReport.difference(reference: reference.fonts, actual: actual.fonts))
    }

    /// Compares two PNG files without decoding either whole (`Pixelmatch.compare(encoded:)`:
    /// both decoded a window of rows at a time while compared): the same comparison as `compare`
    /// of the decoded pages (files of other sizes: their sizes, each checked row by row). nil
    /// when the files cannot be compared so (an interlaced file): decode them and call
    /// `compare`. A file that fails to decode is named.
    public static func compare(encoded reference: [UInt8], _ actual: [UInt8], referenceSeats: SeatFrames?, actualSeats: SeatFrames?,
                               options: DiffOptions = DiffOptions(), diffImage: Bool = true) throws(EncodedDiffError) -> PageComparison? {
        var positions: [Int32]? = referenceSeats ?? actualSeats == nil ? nil : []
        guard let result = try Pixelmatch.compare(encoded: reference, actual, options: options, diffImage: diffImage,
                                                  positions: &positions),
              let size = PNGChunks.size(reference) else { return nil }
        return assembled(result, positions: positions ?? [], width: size.width, height: size.height,
                         referenceSeats: referenceSeats, actualSeats: actualSeats,
                         fonts: FontReport.difference(reference: referenceSeats?.fonts, actual: actualSeats?.fonts))
    }

    /// The comparison `compare` gives two pages whose pixels are known to be identical (the
    /// same PNG bytes), decided from their seats alone: no pixel differs, and a seat whose state
    /// changed is one no pixel shows. Nothing is decoded; there is no diff image to draw.
    /// The fonts default to what the layouts say.
    public static func samePixels(width: Int, height: Int, reference: SeatFrames?, actual: SeatFrames?,
                                  referenceFonts: FontReport? = nil, actualFonts: FontReport? = nil) -> PageComparison {
        assembled(DiffResult(diffPixels: 0, totalPixels: width * height, sizeMismatch: nil, image: nil), positions: [],
                  width: width, height: height, referenceSeats: reference, actualSeats: actual,
                  fonts: FontReport.difference(reference: referenceFonts ?? reference?.fonts, actual: actualFonts ?? actual?.fonts))
    }

    /// pixelmatch's answer (and the pixels it counted) as a page comparison: the pixels attributed
    /// with the reference's frames and states, else the actual page's frames without states, and
    /// the diff image with the changed seats outlined; with neither page's seats, or images of
    /// different sizes, pixels alone.
    static func assembled(_ result: DiffResult, positions: [Int32], width: Int, height: Int,
                          referenceSeats: SeatFrames?, actualSeats: SeatFrames?, fonts: String?) -> PageComparison {
        guard let before = referenceSeats ?? actualSeats?.withoutStates, result.sizeMismatch == nil else {
            return PageComparison(pixels: result, seats: nil, diffImage: result.image, fontDifference: fonts)
        }
        let report = SeatDiff.attribute(positions, width: width, height: height, before: before, after: actualSeats)
        return PageComparison(pixels: result, seats: report,
                              diffImage: result.image.map { SeatDiff.outlined($0, changed: report.changedSeats, frames: before) },
                              fontDifference: fonts)
    }
}
