import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// The page resolved into elements, in paint order (back to front): every rectangle, path,
/// colour and fitted text the picture has, decided here and nowhere else. `PageLayout` gives the
/// page's bars and the viewport; the resolver adds what depends on the hall, the theme and text
/// widths: seat nodes, the screen band, the row rail and its labels, the title, the legend items
/// and the selected-seat chips. Backends draw its scene (`PageScene`, from the elements); outputs
/// read its facts (`ResolvedPage+Facts.swift`: size, title, theme, every seat with its frames),
/// never the `SeatPage` it was made from, so each answer has one source.
public struct ResolvedPage: Sendable {
    /// The page as laid out for its words (internal: what outputs need of it is a fact above).
    let page: SeatPage
    /// What the whole image is painted with first.
    public let background: Color
    public let elements: [PageElement]
    /// Font warnings of the text measurement (a missing family, a character no font has), what
    /// had to give (a dropped legend line…), shortened texts, and every broken page rule
    /// (`invariantViolations`, prefixed `page: `).
    public private(set) var warnings: [String]
    /// Reports the fonts the text was measured (and so is drawn) with.
    let fontReporter: (any FontReporting)?
    /// The fonts the text was measured (and so is drawn) with; nil for measurers without fonts.
    /// Computed when asked (it hashes the font files, once per process).
    public var fonts: FontReport? { fontReporter?.report }
    /// The characters of the drawn text no font has (drawn as the first font's box).
    public var missingCharacters: [String] { fontReporter?.missingCharacters ?? [] }
    /// The theme's label templates, parsed once (the SVG labels every seat).
    let labeler: SeatLabeler

    /// Resolves `page`, first laying it out again for what its words need (`PageLayout.Needs`:
    /// the rail's width, the legend's wrapped lines, a total too wide to sit beside the button),
    /// so the page laid out again — not the page passed in — is the one every fact comes from.
    public init(_ page: SeatPage, measure: some TextMeasuring) {
        let setter = TextSetter(measure: measure, scale: page.layout.textScale)
        var page = page
        var notes: [String] = []
        if page.layout.mode == .screen {
            let needs = PageResolver(page: page, text: setter).needs()
            if needs != page.layout.needs {
                do { page = page.relaidOut(try page.layout.relaidOut(for: needs)) } catch {
                    notes.append("page: could not lay the page out for its words (\(error)); bars keep their fixed heights")
                }
            }
        }
        self.page = page
        background = page.theme.background
        var r = PageResolver(page: page, text: setter)
        r.resolve()
        // A right-to-left page mirrors its chrome, never the hall (PageElement+Mirror.swift).
        elements = page.theme.isRightToLeft ? Self.mirrored(r.elements, pageWidth: page.layout.pageSize.width) : r.elements
        notes += r.notes
        let l = page.layout
        if l.mapOverflowsFit {
            notes.append("map: \(NumberText.rounded(l.seatLayout.contentSize.width, places: 0)) design points wide, the hall does not fit the \(NumberText.rounded(l.viewport.frame.width, places: 0))-pt map even at the smallest zoom (\(NumberText.rounded(Zoom.range.lowerBound, places: 2))): its sides are cut; --mode full shows all of it")
        }
        if page.layout.stripDropped {
            notes.insert("strip: no room for the showtime strip on \(page.layout.device.name) at text scale \(NumberText.rounded(page.layout.textScale, places: 2)); the seat map keeps the space", at: 0)
        }
        warnings = measure.warnings + notes + Self.shortenedTexts(elements, textScale: page.layout.textScale)
        fontReporter = measure.fontReporter
        labeler = page.labeler
        let broken = invariantViolations
        // A broken rule is a warning on the page (`page: rule: …`), failed by `audit` and by the
        // sweeps' own expectations — never a trap: a debug test process that traps takes every
        // other test with it, and a consumer's `#expect` on the violations would be unreachable.
        warnings += broken.map { "page: \($0)" }
    }

    /// The elements of a right-to-left page: each mirrored about its container's centre
    /// (`PageElement.mirrored(about:)`), the hall's left where they are.
    static func mirrored(_ elements: [PageElement], pageWidth: Double) -> [PageElement] {
        func frame(_ kind: PageElement.Kind) -> Rect? { elements.first { $0.kind == kind }?.visibleFrame }
        let column = frame(.navigation) ?? Rect(x: 0, y: 0, width: pageWidth, height: 0)
        let statusBar = frame(.statusBar), dialog = frame(.dialog)
        return elements.map { e in
            guard !e.isHall else { return e }
            let f = e.visibleFrame ?? column
            let axis: Double
            switch e.kind {
            case .clock, .battery: axis = (statusBar ?? f).midX
            case .dialogButton: axis = (dialog ?? f).midX
            default: axis = f.minX >= column.minX - 1e-9 && f.maxX <= column.maxX + 1e-9 ? column.midX : f.midX
            }
            return e.mirrored(about: axis)
        }
    }

    /// One warning per text that had to be cut to fit (and, at a text scale other than 1, per
    /// text set smaller than asked), naming the element: nothing is shortened silently.
    static func shortenedTexts(_ elements: [PageElement], textScale: Double) -> [String] {
        var out: [String] = []
        for e in elements {
            for t in e.texts where t.original != nil || (textScale != 1 && t.isShortened) {
                let what = t.original.map { "cut to \(MessageText.quoted(t.string)) from \(MessageText.quoted($0))" }
                    ?? "\(MessageText.quoted(t.string)) set at \(NumberText.rounded(t.size, places: 2)) pt instead of \(NumberText.rounded(t.requestedSize, places: 2))"
                out.append("text shortened to fit (\(e.kind)): \(what)")
            }
        }
        return out
    }

    /// The first element of `kind`, for callers that look one up (tests, `hit --page`).
    public func first(_ kind: PageElement.Kind) -> PageElement? { elements.first { $0.kind == kind } }
    public func all(_ kind: PageElement.Kind) -> [PageElement] { elements.filter { $0.kind == kind } }

    /// The seat layer (every page has one).
    public var seatLayer: SeatLayer? {
        for case .seats(let layer) in elements { return layer }
        return nil
    }

    /// Every seat's node, in row-major order (a venue's: in `Venue.allSeats` order, as drawn).
    public var seats: [SeatNode] {
        if let layer = venueLayer { return layer.venue.seats.map(\.node) }
        return seatLayer?.nodes ?? []
    }
}

extension ResolvedPage {
    /// The word for the screen in every built-in locale (a test keeps this list in step with the
    /// locale tables): a hall's name is written in its data's language, not the page's.
    static let screenWords = ["银幕", "銀幕", "Screen", "スクリーン", "스크린", "จอ", "Màn hình", "Layar", "स्क्रीन", "الشاشة", "מסך"]

    /// Whether a hall's `name` already says "screen", in the page's `word` or any built-in
    /// locale's, ignoring case.
    static func namesScreen(_ name: String, word: String) -> Bool {
        let lower = name.lowercased()
        return ([word] + screenWords).contains { !$0.isEmpty && lower.contains($0.lowercased()) }
    }

    /// The seat's printed label, e.g. `5排3号`.
    public func label(of node: SeatNode) -> String { labeler.label(page.hall[node.index]) }

    /// What a screen reader says for the seat, e.g. `5排3号座位，可选，¥45`.
    public func accessibilityLabel(of node: SeatNode) -> String {
        labeler.accessibilityLabel(page.hall[node.index], state: node.state)
    }
}

/// Builds the elements of a page in paint order.
struct PageResolver<M: TextMeasuring> {
    let page: SeatPage
    let text: TextSetter<M>
    var elements: [PageElement] = []
    /// What had to give (a legend line, the chips' row): warnings, each naming what was dropped.
    var notes: [String] = []

    var layout: PageLayout { page.layout }
    var theme: Theme { page.theme }
    var strings: PageStrings { page.theme.strings }
    /// The page's text scale, for offsets of text inside its bars (the bars grow by it too).
    var textScale: Double { layout.textScale }
    var colors: PageColors { page.theme.page }

    mutating func add(_ e: PageElement) { elements.append(e) }

    mutating func resolve() {
        map()
        guard layout.mode == .screen else {
            if !page.overlay.isEmpty {
                notes.append("\(page.overlay.dialog == nil ? "toast" : "dialog"): not drawn in --mode full (the whole map, without the page); --mode screen shows it")
            }
            return
        }
        if page.venue == nil { screenHeader() } else { venueHeader() }
        minimap()
        statusBar()
        navigation()
        strip()
        legend()
        priceBar()
        overlays()
    }

    /// "7号IMAX厅 银幕", or the theme's word alone when the hall has no name, or the hall's name
    /// alone when it names the screen already ("Screen 1", not "Screen 1 Screen" or "Screen 1
    /// الشاشة").
    var screenLabel: String {
        guard let name = page.hall.hallName else { return strings.screen }
        return ResolvedPage.namesScreen(name, word: strings.screen) ? name : name + " " + strings.screen
    }

}
