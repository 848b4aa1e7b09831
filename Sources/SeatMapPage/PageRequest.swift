import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme
import SeatMapVenue

/// Everything that decides one picture, as one value: the composition root the command line,
/// batch rendering and the snapshot strategies share, so a page asked for in any of them is the
/// same page.
public struct PageRequest: Sendable {
    /// Which seats show as selected.
    public enum Selection: Sendable, Equatable {
        /// Tapped in this order (limits, sofas and every rule apply).
        case ids([String])
        /// The best N seats side by side (`SeatSuggester`).
        case suggest(Int)
    }

    public var hall: Hall
    public var theme: Theme
    public var device: Device
    public var mode: RenderMode
    public var zoom: Zoom
    /// Scroll offset in device points; nil centres the map horizontally and aligns its top.
    public var offset: Point?
    public var selection: Selection
    public var highlightZone: SeatZone?
    /// Pixels per design point of `--mode full`; nil uses the device's scale.
    public var pixelsPerDesignPoint: Double?
    /// Dynamic Type / Android font scale of every page text (`PageLayout.textScaleRange`).
    public var textScale: Double = 1
    /// A toast over the page (`render --toast`).
    public var toast: String?
    /// With `.suggest(N)`: the seats tapped before asking, shown selected under the dialog that
    /// asks whether to replace them (`render --selected … --suggest N`).
    public var manualSelection: [String] = []
    /// A venue's page (`init(venue:…)`): the viewport shows its map; `hall` is its rule hall.
    public var venue: VenueLayout? { venuePage?.layout }
    /// The venue with its rules and hit index, built once for every use of this request.
    private var venuePage: VenueOnPage?
    /// On a venue's page: the section the map is zoomed into, as a tap on it does
    /// (`VenueOnPage.zoomTarget`); `zoom` and `offset` are then decided by it.
    public var zoomedSection: String?
    /// On a venue's page: places chosen by count in its general-admission areas (`--area ID:N`),
    /// checked by `VenueRules.areaPlaces` with the selected seats.
    public var areas: [(areaId: String, count: Int)] = []

    public init(hall: Hall, theme: Theme = .builtinDefault, device: Device = .default, mode: RenderMode = .screen,
                zoom: Zoom = .fit, offset: Point? = nil, selection: Selection = .ids([]), highlightZone: SeatZone? = nil,
                pixelsPerDesignPoint: Double? = nil, textScale: Double = 1) {
        self.hall = hall
        self.textScale = textScale
        self.theme = theme
        self.device = device
        self.mode = mode
        self.zoom = zoom
        self.offset = offset
        self.selection = selection
        self.highlightZone = highlightZone
        self.pixelsPerDesignPoint = pixelsPerDesignPoint
    }

    /// The phone page around a venue's map: its rule hall (`VenueRules.hall`) fills the bars,
    /// its map the viewport (by default all of it, `contain`, as venue apps open on the whole venue).
    public init(venue: VenueLayout, theme: Theme = .builtinDefault, device: Device = .default, zoom: Zoom = .contain, offset: Point? = nil,
                selection: Selection = .ids([]), textScale: Double = 1) {
        let page = VenueOnPage(layout: venue, rules: VenueRules(venue))
        self.init(hall: page.rules.hall, theme: theme, device: device, mode: .screen, zoom: zoom, offset: offset, selection: selection,
                  textScale: textScale)
        venuePage = page
    }

    /// A venue's best `n` seats (`VenueRules.bestAvailable`): side by side in a row, else the
    /// nearest apart.
    func bestAvailable(_ rules: VenueRules, _ n: Int) throws(PageError) -> (ids: [String], nextToEachOther: Bool) {
        switch rules.bestAvailable(count: n) {
        case .success(let found): return found
        case .failure(let reason): throw .suggestion(count: n, reason)
        }
    }

    /// The seat ids the selection stands for (suggestions resolved).
    public func selectedIds() throws(PageError) -> [String] {
        switch selection {
        case .ids(let ids): return ids
        case .suggest(let n) where venuePage != nil:
            // seats.io's best available: side by side in a row, else the nearest apart
            // (`make` says so).
            return try bestAvailable(venuePage!.rules, n).ids
        case .suggest(let n):
            switch SeatSuggester(hall: hall).suggest(count: n) {
            case .success(let seats): return seats.map { hall[$0].seatId }
            case .failure(let reason): throw .suggestion(count: n, reason)
            }
        }
    }

    /// The page: laid out with the theme's metrics, the selection applied. A suggestion over a
    /// manual selection is the page the seed describes: the manual seats stay selected and a
    /// dialog asks before replacing them.
    public func make() throws -> SeatPage {
        var overlay = PageOverlay(toast: toast)
        var ids: [String]
        var notes: [String] = []
        if case .suggest(let n) = selection, let venuePage {
            let found = try bestAvailable(venuePage.rules, n)
            ids = found.ids
            if !found.nextToEachOther {
                notes.append("suggest \(n): " + venuePage.rules.apartWarning(count: n))
            }
        } else {
            ids = try selectedIds()
        }
        if case .suggest = selection, !manualSelection.isEmpty {
            var manual = SeatSelection(hall: hall)
            // A venue's taps take a table sold whole whole.
            let tapped = venuePage.map { $0.rules.tap(manualSelection, into: &manual) } ?? manual.select(manualSelection).map { _ in }
            if case .failure(let e) = tapped { throw PageError.selection(e) }
            if Set(manual.selected.map { hall[$0].seatId }) == Set(ids) {
                // Replacing a selection with itself is no question to ask.
                notes.append("the suggestion (\(ids.joined(separator: ", "))) is the selection already: no dialog asks to replace it")
            } else {
                overlay.dialog = PageDialog.replaceSelection(selected: manual.selected.count, suggested: ids, strings: theme.strings)
            }
            ids = manualSelection
        }
        var page: SeatPage
        guard areas.isEmpty || venuePage != nil else { throw PageError.selection(.unknownArea(areas[0].areaId, nearest: nil)) }
        if let venuePage {
            page = try SeatPage.make(venue: venuePage, theme: theme, device: device, zoom: zoom, offset: offset, selectedIds: ids, textScale: textScale)
            if let name = zoomedSection {
                // The section's id or its label.
                let venue = venuePage.layout.venue
                guard let id = venue.sectionId(named: name), let target = venuePage.zoomTarget(section: id, on: page.layout) else {
                    throw PageError.noSection(name, nearest: venue.nearestSectionName(to: name))
                }
                // The same venue and selection, at the section's zoom.
                page = try SeatPage.make(venue: venuePage, theme: theme, device: device, zoom: .scale(target.zoom), offset: target.offset,
                                         selection: page.selection, textScale: textScale)
            }
        } else {
            page = try SeatPage.make(hall: hall, theme: theme, device: device, mode: mode, zoom: zoom, offset: offset,
                                     selectedIds: ids, highlightZone: highlightZone, pixelsPerDesignPoint: pixelsPerDesignPoint,
                                     textScale: textScale)
        }
        if let venue = page.venue, !areas.isEmpty {
            switch venue.rules.areaPlaces(areas, seats: page.selection.selected.count) {
            case .success(let places): page.areaPlaces = places
            case .failure(let e): throw PageError.selection(e)
            }
        }
        page.overlay = overlay
        page.requestNotes = notes
        return page
    }
}
