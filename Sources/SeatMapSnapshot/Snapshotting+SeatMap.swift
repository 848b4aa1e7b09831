import SeatMapDiff
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapOutput

/// A rendered page and where its seats are: the snapshot format of `.png` and `.page`.
///
/// The reference PNG carries the seat frames and states in a text chunk (`SeatMap seats`), so a
/// failing comparison can say which seats changed and from which state to which, and the fonts
/// it was drawn with (`SeatMap fonts`), so a failure caused by another font or library version
/// says so before any pixel count.
public struct PageImage: Sendable {
    public var image: RGBAImage
    /// nil for a reference recorded without seat information.
    public var seats: SeatFrames?
    /// nil for a reference recorded without a font report.
    public var fonts: FontReport?

    public init(image: RGBAImage, seats: SeatFrames?, fonts: FontReport? = nil) {
        self.image = image
        self.seats = seats
        self.fonts = fonts
    }

    static let chunkKeyword = "SeatMap seats"
    static let fontsKeyword = "SeatMap fonts"
}

extension Diffing where Format == PageImage {
    /// Pixels compared as `.image` does, and the seats' states as the reference records them:
    /// a seat whose state changed where no pixel shows it (below the fold, under a panel) fails
    /// too, unless `pixelsOnly`. A failure names the changed seats, and its diff image outlines them.
    public static func page(options: DiffOptions = DiffOptions(), budget: DiffBudget = DiffBudget(), pixelsOnly: Bool = false) -> Diffing {
        Diffing(
            toData: { page in
                var text: [(keyword: String, text: String)] = []
                if let seats = page.seats { text.append((PageImage.chunkKeyword, seats.chunkText)) }
                if let fonts = page.fonts { text.append((PageImage.fontsKeyword, fonts.json.serialized())) }
                return try PNGCodec.encode(page.image, text: text)
            },
            fromData: { bytes in
                let seats = PNGTextChunk.text(keyword: PageImage.chunkKeyword, in: bytes).flatMap { SeatFrames(chunkText: $0) }
                let fonts = PNGTextChunk.text(keyword: PageImage.fontsKeyword, in: bytes)
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
            })
    }
}

extension Snapshotting where Value == SeatPage, Format == PageImage {
    /// The rendered page as a PNG, compared with a pixelmatch threshold and Playwright budgets.
    /// The default budget is 0 differing pixels: any seat whose state changes fails, named.
    public static func png(threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .page(options: options, budget: budget)) { page in
            let resolved = try PageOutput.resolve(page)
            return PageImage(image: try PageOutput.image(resolved).image, seats: SeatFrames(resolved), fonts: resolved.fonts)
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
