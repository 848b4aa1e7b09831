import Foundation
import SeatMapCore
@_exported import SeatMapCompare
import SeatMapDiff
import SeatMapPage
import SeatMapPNG

/// What a page's snapshot reference holds besides its pixels: its seats, fonts and pixel digest.
extension PageImage {
    package static let chunkKeyword = "SeatMap seats"
    package static let fontsKeyword = "SeatMap fonts"
    package static let pixelsKeyword = "SeatMap pixels"

    /// The text chunks a reference of this page carries, in order.
    package var textChunks: [(keyword: String, text: String)] {
        var text: [(keyword: String, text: String)] = []
        if let seats { text.append((Self.chunkKeyword, seats.chunkText)) }
        if let fonts { text.append((Self.fontsKeyword, fonts.json.serialized())) }
        return text
    }

    /// The reference file: the PNG with its seats and fonts, and — for a rendered page — the
    /// pixel digest, which names the digest of the image data it sits beside
    /// (`xxh64:… 1179x2556 image-data xxh64:…`), so a reference whose pixels were rewritten by
    /// another tool is compared, never trusted.
    package func referenceBytes() throws -> [UInt8] {
        guard let premultiplied = pixels.premultiplied else { return try PNGCodec.encode(image, text: textChunks) }
        let png = try premultiplied.png(text: textChunks)
        guard let imageData = PNGChunks.imageDataDigest(png) else { return png }
        return try PNGChunks.inserting(keyword: Self.pixelsKeyword,
                                       text: "\(premultiplied.digest) \(premultiplied.width)x\(premultiplied.height) image-data \(imageData)",
                                       into: png)
    }

    /// Whether `reference` (a reference file's bytes) holds exactly this page. Its texts may
    /// only say no: a pixel digest, size, seats or fonts other than this page's send it to the
    /// comparison at once. A yes rests on what the file *is* — its image data, inflated and
    /// unfiltered a row at a time, is exactly this page's pixels, every CRC holds, and it has
    /// nothing else that could change what it decodes to (`PremultipliedImage.isEncoded(in:)`)
    /// — never on what it says about itself: a reference whose `SeatMap pixels` text was
    /// edited to this page's digest beside an old picture (anyone can compute XXH64) is
    /// compared, and fails. (An inflate costs a fraction of encoding the page, which the
    /// verdict did before, and of decoding the reference whole.)
    package func isRecorded(in reference: [UInt8]) -> Bool {
        guard let premultiplied = pixels.premultiplied,
              let recorded = PNGChunks.text(keyword: Self.pixelsKeyword, in: reference) else { return false }
        let parts = recorded.split(separator: " ").map(String.init)
        guard parts.count == 4, parts[2] == "image-data",
              parts[0] == pixels.digest, parts[1] == "\(premultiplied.width)x\(premultiplied.height)",
              PNGChunks.text(keyword: Self.chunkKeyword, in: reference) == seats?.chunkText,
              PNGChunks.text(keyword: Self.fontsKeyword, in: reference) == fonts?.json.serialized() else { return false }
        return premultiplied.isEncoded(in: reference)
    }
}

extension Diffing where Format == PageImage {
    /// Pixels compared as `.image` does, and the seats' states as the reference records them:
    /// a seat whose state changed where no pixel shows it (below the fold, under a panel) fails
    /// too, unless `pixelsOnly`. A failure names the changed seats, and its diff image outlines them.
    /// A reference that carries this page's pixel digest passes with nothing decoded.
    public static func page(options: DiffOptions = DiffOptions(), budget: DiffBudget = DiffBudget(), pixelsOnly: Bool = false) -> Diffing {
        Diffing(
            toData: { page in try page.referenceBytes() },
            fromData: { bytes in
                let seats = PNGChunks.text(keyword: PageImage.chunkKeyword, in: bytes).flatMap { SeatFrames(chunkText: $0) }
                let fonts = PNGChunks.text(keyword: PageImage.fontsKeyword, in: bytes)
                    .flatMap { try? JSONParser.parse(utf8: Array($0.utf8)) }.flatMap { FontReport(json: $0) }
                return PageImage(image: try PNGCodec.decode(bytes), seats: seats, fonts: fonts)
            },
            diff: { reference, actual in
                let comparison = PageComparison.compare(reference, actual, options: options)
                let result = comparison.pixels
                if comparison.passes(budget, pixelsOnly: pixelsOnly) { return nil }
                if result.passes(budget) {
                    // Every changed seat counts: the states say what no pixel shows.
                    return ("changed seats: " + SeatChange.names(comparison.hiddenSeats)
                            + "; no pixel shows them (\(result.summary)); pixelsOnly: true compares pixels alone", nil)
                }
                // The change itself first (`changed seats: 5_5 (available→sold)`), then the pixels.
                let pixels = comparison.budgetText(budget, options: options)
                var message = comparison.seats.map { $0.summary() + "; " + pixels } ?? (result.sizeMismatch != nil ? result.summary : pixels)
                // Another font or library version explains a failure before any pixel count does.
                if let fonts = comparison.fontDifference { message = fonts + ". " + message }
                return (message, try? comparison.diffImage.map { try PNGCodec.encode($0) })
            },
            matchesReference: { actual, reference in actual.isRecorded(in: reference) })
    }
}

