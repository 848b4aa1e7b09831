import SeatMapDiff
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapOutput
import Foundation

/// A rendered page and where its seats are: the snapshot format of `.png` and `.page`.
///
/// The reference PNG carries the seat frames and states in a text chunk (`SeatMap seats`), so a
/// failing comparison can say which seats changed and from which state to which, the fonts
/// it was drawn with (`SeatMap fonts`), so a failure caused by another font or library version
/// says so before any pixel count, and the digest of its pixels (`SeatMap pixels`), so an
/// unchanged page is known unchanged without decoding the reference or comparing a pixel.
public struct PageImage: Sendable {
    /// The straight-alpha pixels. A rendered page keeps Cairo's premultiplied pixels and makes
    /// these (in C) the first time they are read: an unchanged assertion never reads them.
    public var image: RGBAImage {
        get { pixels.straight }
        set { pixels = PagePixels(newValue) }
    }
    /// nil for a reference recorded without seat information.
    public var seats: SeatFrames?
    /// nil for a reference recorded without a font report.
    public var fonts: FontReport?
    var pixels: PagePixels

    public init(image: RGBAImage, seats: SeatFrames?, fonts: FontReport? = nil) {
        pixels = PagePixels(image)
        self.seats = seats
        self.fonts = fonts
    }

    /// A page as rendered: its premultiplied pixels, digested without conversion.
    public init(rendered: PremultipliedImage, seats: SeatFrames?, fonts: FontReport? = nil) {
        pixels = PagePixels(rendered)
        self.seats = seats
        self.fonts = fonts
    }

    /// The page rendered as a snapshot's actual side (the strategies `.png`, `.page` and `.frame`).
    static func rendered(_ resolved: ResolvedPage) throws -> PageImage {
        PageImage(rendered: try PageOutput.premultipliedImage(resolved).image, seats: SeatFrames(resolved), fonts: resolved.fonts)
    }

    static let chunkKeyword = "SeatMap seats"
    static let fontsKeyword = "SeatMap fonts"
    static let pixelsKeyword = "SeatMap pixels"

    /// The text chunks a reference of this page carries, in order.
    var textChunks: [(keyword: String, text: String)] {
        var text: [(keyword: String, text: String)] = []
        if let seats { text.append((Self.chunkKeyword, seats.chunkText)) }
        if let fonts { text.append((Self.fontsKeyword, fonts.json.serialized())) }
        return text
    }

    /// The reference file: the PNG with its seats and fonts, and — for a rendered page — the
    /// pixel digest, which names the digest of the image data it sits beside
    /// (`xxh64:… 1179x2556 image-data xxh64:…`), so a reference whose pixels were rewritten by
    /// another tool is compared, never trusted.
    func referenceBytes() throws -> [UInt8] {
        guard let premultiplied = pixels.premultiplied else { return try PNGCodec.encode(image, text: textChunks) }
        let png = try premultiplied.png(text: textChunks)
        guard let imageData = PNGChunks.imageDataDigest(png) else { return png }
        return try PNGChunks.inserting(keyword: Self.pixelsKeyword, text: "\(premultiplied.digest) \(premultiplied.width)x\(premultiplied.height) image-data \(imageData)",
                                       into: png)
    }

    /// Whether `reference` (a reference file's bytes) holds exactly this page: its pixel digest
    /// is this page's and still describes its own image data, and its seats and fonts texts are
    /// this page's. Decided from a few chunks and two hashes; false means "compare".
    func isRecorded(in reference: [UInt8]) -> Bool {
        guard let premultiplied = pixels.premultiplied,
              let recorded = PNGChunks.text(keyword: Self.pixelsKeyword, in: reference) else { return false }
        let parts = recorded.split(separator: " ").map(String.init)
        guard parts.count == 4, parts[2] == "image-data",
              parts[0] == pixels.digest, parts[1] == "\(premultiplied.width)x\(premultiplied.height)",
              PNGChunks.imageDataDigest(reference) == parts[3] else { return false }
        return PNGChunks.text(keyword: Self.chunkKeyword, in: reference) == seats?.chunkText
            && PNGChunks.text(keyword: Self.fontsKeyword, in: reference) == fonts?.json.serialized()
    }
}

/// A page's pixels, premultiplied as drawn or straight as read, converted once when the other
/// form is asked for. Immutable but for that cache (guarded by a lock), so a `PageImage` stays
/// a value.
final class PagePixels: @unchecked Sendable {
    let premultiplied: PremultipliedImage?
    private var converted: RGBAImage?
    private var computedDigest: String?
    private let lock = NSLock()

    init(_ image: RGBAImage) { premultiplied = nil; converted = image }
    init(_ image: PremultipliedImage) { premultiplied = image }

    var straight: RGBAImage {
        lock.lock()
        defer { lock.unlock() }
        if let converted { return converted }
        let image = premultiplied!.straight()
        converted = image
        return image
    }

    /// Whether the straight-alpha pixels exist yet (tests: an unchanged assertion never makes them).
    var hasStraightPixels: Bool {
        lock.lock()
        defer { lock.unlock() }
        return converted != nil
    }

    /// The premultiplied pixels' digest (nil for pixels read as straight alpha).
    var digest: String? {
        lock.lock()
        defer { lock.unlock() }
        if let computedDigest { return computedDigest }
        computedDigest = premultiplied?.digest
        return computedDigest
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
                let comparison = PageOutput.compare(ComparedPage(image: reference.image, seats: reference.seats, fonts: reference.fonts),
                                                    ComparedPage(image: actual.image, seats: actual.seats, fonts: actual.fonts),
                                                    options: options)
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

extension Snapshotting where Value == SeatPage, Format == PageImage {
    /// The rendered page as a PNG, compared with a pixelmatch threshold and Playwright budgets.
    /// The default budget is 0 differing pixels: any seat whose state changes fails, named.
    public static func png(threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .page(options: options, budget: budget)) { page in
            try PageImage.rendered(try PageOutput.resolve(page))
        }
    }
}

extension Snapshotting where Value == Hall, Format == PageImage {
    /// A hall rendered with a theme (default maoyan), device and mode: the strategy most golden
    /// tests want. Strict by default: 0 differing pixels at pixelmatch threshold 0.1.
    public static func page(theme: Theme = .builtinDefault, device: Device = .default, mode: RenderMode = .screen,
                            zoom: Zoom = .fit, offset: Point? = nil, selected: [String] = [], highlightZone: SeatZone? = nil,
                            threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<SeatPage, PageImage>.png(threshold: threshold, budget: budget).pullback { hall in
            try PageRequest(hall: hall, theme: theme, device: device, mode: mode, zoom: zoom, offset: offset,
                            selection: .ids(selected), highlightZone: highlightZone).make()
        }
    }

    /// A hall with the best `count` seats suggested and selected, as `seatmap render --suggest`.
    public static func page(suggesting count: Int, theme: Theme = .builtinDefault, device: Device = .default,
                            threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<SeatPage, PageImage>.png(threshold: threshold, budget: budget).pullback { hall in
            try PageRequest(hall: hall, theme: theme, device: device, selection: .suggest(count)).make()
        }
    }
}

extension Snapshotting where Value == SeatPage, Format == String {
    /// The layout as reviewable text: one line per seat with its state and pixel frame (rounded
    /// to 1/100 px), plus the page rectangles, so a geometry change shows up in code review.
    public static var layoutDump: Snapshotting {
        // Resolved first: the page's words decide its bars and the fit zoom, as in the render.
        Snapshotting<String, String>.lines.pullback { page in LayoutDump.text(try PageOutput.resolve(page)) }
    }
}

/// The page's geometry as reviewable text, a line per bar and per seat (the `.layout` strategy).
public enum LayoutDump {
    public static func text(_ resolved: ResolvedPage) -> String { LayoutReport.text(resolved) }
}
