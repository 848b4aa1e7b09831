import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// What one picture is of: the hall with its selection, the theme and the page's layout
/// (hall file → `Hall` → `SeatLayout` → `PageLayout` → `SeatPage` → `ResolvedPage` → backends).
/// Not yet what is drawn: `ResolvedPage(page, measure:)` measures its words, may lay it out again
/// for them (`PageLayout.Needs`), and its `page` is the one outputs read.
public struct SeatPage: Sendable {
    public let theme: Theme
    public let layout: PageLayout
    public let selection: SeatSelection
    /// A toast or a dialog over the page (`PageOverlay.none` on the steady page).
    public var overlay: PageOverlay
    /// What the request that made this page had to decide for the user (a suggestion that is the
    /// selection already shows no dialog): reported with the page's warnings.
    public var requestNotes: [String] = []
    /// The venue whose map the viewport shows (`SeatPage.make(venue:)`); nil on a hall's page,
    /// whose map is `hall`'s grid.
    public var venue: VenueOnPage?
    /// Places chosen by count in a venue's general-admission areas (`VenueRules.areaPlaces`):
    /// chips and the total count them with the seats.
    public var areaPlaces: [AreaPlaces] = []

    /// Seats and places chosen: what the price bar counts.
    public var chosenCount: Int { selection.selected.count + areaPlaces.reduce(0) { $0 + $1.count } }
    /// The selected seats' and the places' prices, minor units.
    public var totalMinorUnits: Int { MinorUnits.total([selection.totalMinorUnits] + areaPlaces.compactMap(\.amount)) }
    /// Zone emphasised (a price zone the user asked to see): seats of other zones are dimmed.
    public var highlightZone: SeatZone? { selection.highlightZone }

    public var hall: Hall { selection.hall }

    public init(theme: Theme, layout: PageLayout, selection: SeatSelection, overlay: PageOverlay = .none) {
        self.theme = theme
        self.layout = layout
        self.selection = selection
        self.overlay = overlay
    }

    /// Lays out `hall` with the theme's metrics for a device and applies the taps in `selectedIds`.
    public static func make(hall: Hall, theme: Theme = .builtinDefault, device: Device = .default,
                            mode: RenderMode = .screen, zoom: Zoom = .fit, offset: Point? = nil,
                            selectedIds: [String] = [], highlightZone: SeatZone? = nil,
                            pixelsPerDesignPoint: Double? = nil, textScale: Double = 1) throws -> SeatPage {
        var selection = SeatSelection(hall: hall, highlightZone: highlightZone)
        if case .failure(let e) = selection.select(selectedIds) { throw PageError.selection(e) }
        let layout = try PageLayout.make(seatLayout: SeatLayout(hall: hall, metrics: theme.metrics), device: device,
                                         mode: mode, zoom: zoom, offset: offset, pixelsPerDesignPoint: pixelsPerDesignPoint,
                                         textScale: textScale)
        return SeatPage(theme: theme, layout: layout, selection: selection)
    }

    public func state(of index: GridIndex) -> SeatState { selection.state(of: index) }

    /// The same page on `layout` (laid out again for its words): everything else kept.
    func relaidOut(_ layout: PageLayout) -> SeatPage {
        var page = SeatPage(theme: theme, layout: layout, selection: selection, overlay: overlay)
        page.requestNotes = requestNotes
        page.venue = venue
        page.areaPlaces = areaPlaces
        return page
    }
}

/// Why a page cannot be made.
public enum PageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A seat asked to be shown selected cannot be selected (sold, locked, an aisle, over the limit…).
    case selection(RuleError)
    /// No N seats side by side to suggest.
    case suggestion(count: Int, RuleError)
    /// A venue's page asked to zoom into a section the venue has not (or one without an outline).
    case noSection(String, nearest: String?)

    public var description: String {
        switch self {
        case .selection(let e): return "selected seats: \(e)"
        case let .suggestion(n, e): return "suggesting \(n) seats: \(e)"
        case let .noSection(id, near):
            return "section \(MessageText.quoted(id)): the venue has no such section with an outline to zoom into" + (near.map { " (did you mean \(MessageText.quoted($0))?)" } ?? "")
        }
    }
}

extension SeatPage {
    /// A title for the document a render makes (PDF metadata): the movie, cinema and hall the
    /// hall file names, joined by " · " ("沙丘3 · CGV影城 · 1号IMAX激光厅"), or "SeatMap" for a
    /// bare seat map.
    public var documentTitle: String {
        let parts = [hall.movie?.title, hall.cinemaName, hall.hallName].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? "SeatMap" : parts.joined(separator: " · ")
    }

    /// What the page calls a zone: the hall's own name (an import's area name) when it has one,
    /// else the theme's.
    public func zoneName(_ zone: SeatZone) -> String {
        hall.zoneNames[zone] ?? theme.zoneStyle(zone).name
    }

    /// Things about the page a reviewer should know, none fatal: rows whose frames overlap, and
    /// a highlighted zone the hall does not have (every seat would be dimmed without a word).
    public var warnings: [String] {
        var out = (venue == nil ? layout.seatLayout.overlapWarnings() : []) + requestNotes
        if let zone = highlightZone {
            let present = Set(hall.allSeats.map(\.seat.zone)).sorted()
            if !present.contains(zone) {
                func name(_ z: SeatZone) -> String { "\(z.rawValue) (\(zoneName(z)))" }
                out.append("the hall has no zone \(name(zone)) to highlight; its zones are \(present.map(name).joined(separator: ", ")): every seat is dimmed")
            }
        }
        // A page scrolled past every seat (`--offset 5000,5000`) would show an empty map in
        // silence.
        if layout.mode == .screen, hall.seatCount > 0 {
            var anyInView = false
            hall.forEachSeat { index, _ in if !anyInView && isVisible(index) { anyInView = true } }
            if !anyInView {
                let o = layout.viewport.contentOffset
                out.append("no seat is in view at offset \(NumberText.rounded(o.x, places: 1)),\(NumberText.rounded(o.y, places: 1)): the map shows nothing; a smaller --offset (or --zoom fit) brings the seats back")
            }
        }
        return out
    }
}
