import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme
import SeatMapVenue

/// A venue on the phone page (`render VENUE`, `--mode screen`): the page's bars are laid out
/// and filled as for a hall, from the venue's rule hall (`VenueRules.hall`: its name, its rows
/// with `中区 1` labels, its prices), while the viewport shows the venue's own map — its seats at
/// their coordinates, turned, sections and areas — drawn from the same `ResolvedVenue` as the
/// whole map, under the viewport's transform.
public struct VenueOnPage: Sendable {
    public let layout: VenueLayout
    public let rules: VenueRules
    /// The venue seat (its index in `layout.placements`, `Venue.allSeats` order) of each seat of
    /// the rule hall, by its grid index there.
    public let seatIndex: [GridIndex: Int]
    /// The rule hall's grid index of each venue seat, in `Venue.allSeats` order.
    public let gridIndex: [GridIndex]
    /// Touches on the map, built once per page.
    public let hitIndex: VenueHitIndex
    /// Each venue seat's section id (nil outside any), in `Venue.allSeats` order.
    public let sectionIds: [String?]
    /// The rule hall's `rowNo` of each row that is a table (its seats read `5桌 1号`).
    public let tableRows: Set<Int>

    public init(layout: VenueLayout, rules: VenueRules) {
        self.layout = layout
        self.rules = rules
        var byId: [String: Int] = [:]
        for (i, s) in layout.venue.allSeats.enumerated() { byId[s.seatId] = i }
        var out: [GridIndex: Int] = [:]
        var grid = [GridIndex](repeating: GridIndex(row: 0, col: 0), count: byId.count)
        for (index, seat) in rules.hall.allSeats {
            if let i = byId[seat.seatId] {
                out[index] = i
                grid[i] = index
            }
        }
        seatIndex = out
        gridIndex = grid
        hitIndex = VenueHitIndex(layout)
        sectionIds = layout.venue.rows.flatMap { row in row.seats.map { _ in row.sectionId } }
        tableRows = Set(layout.venue.rows.indices.filter { layout.venue.rows[$0].table != nil }.map { $0 + 1 })
    }

    /// The seat's turned box on the map, in design points.
    public func designFrame(_ index: GridIndex) -> Rect? { seatIndex[index].map { layout.placements[$0].boundingBox } }

    /// The zoom and content offset (device points) at which `sectionId`'s outline fills the
    /// viewport of `page`, centred as far as the map's edges allow, and its seats are drawn:
    /// what a tap on a section shows.
    /// At least the zoom at which seats reach `ResolvedVenue.minimumSeatPoints` (with 10 %
    /// to spare), at most `Zoom.range`'s top. Nil for a section the venue has not or that has
    /// no outline.
    public func zoomTarget(section sectionId: String, on page: PageLayout) -> (zoom: Double, offset: Point)? {
        guard let section = layout.venue.sections.first(where: { $0.id == sectionId }),
              let b = Polygon.bounds(section.outline.map(layout.designPoint(fromSource:))) else { return nil }
        let vp = page.viewport
        let frame = vp.frame
        let s = vp.screenScale
        let fill = min(frame.width / (b.width * s), frame.height / (b.height * s)) * 0.92
        let seatsShow = ResolvedVenue.minimumSeatPoints / (layout.metrics.seatWidth * s) * 1.1
        let zoom = min(max(fill, seatsShow, Zoom.range.lowerBound), Zoom.range.upperBound)
        let ppd = s * zoom
        // Centred on the section, then kept inside the map as a scroll view keeps its content
        // (a map narrower than the viewport is centred on that axis instead).
        func axis(_ centre: Double, _ content: Double, _ view: Double) -> Double {
            let scaled = content * ppd
            guard scaled > view else { return (scaled - view) / 2 }
            return min(max(centre * ppd - view / 2, 0), scaled - view)
        }
        let offset = Point(x: axis(b.midX, layout.contentSize.width, frame.width), y: axis(b.midY, layout.contentSize.height, frame.height))
        return (zoom, offset)
    }
}

extension SeatPage {
    /// The phone page around a venue's map: `selectedIds` tapped in order under the venue's
    /// rules (unknown, sold or locked seats, the limit; a table sold whole taken whole), the
    /// page laid out for the venue's map — by default all of it (`contain`), in the viewport's
    /// middle.
    public static func make(venue layout: VenueLayout, theme: Theme = .builtinDefault, device: Device = .default, zoom: Zoom = .contain,
                            offset: Point? = nil, selectedIds: [String] = [], textScale: Double = 1) throws -> SeatPage {
        try make(venue: VenueOnPage(layout: layout, rules: VenueRules(layout)), theme: theme, device: device, zoom: zoom, offset: offset,
                 selectedIds: selectedIds, textScale: textScale)
    }

    /// The page of `venue` with `selectedIds` tapped in order under its rules.
    public static func make(venue: VenueOnPage, theme: Theme, device: Device, zoom: Zoom, offset: Point?, selectedIds: [String],
                            textScale: Double = 1) throws -> SeatPage {
        var selection = SeatSelection(hall: venue.rules.hall)
        // Tap by tap, as on a hall's page (a table sold whole taken whole); the lone-seat rule
        // is the order's, as a hall page's selection is.
        if case .failure(let e) = venue.rules.tap(selectedIds, into: &selection) { throw PageError.selection(e) }
        return try make(venue: venue, theme: theme, device: device, zoom: zoom, offset: offset, selection: selection, textScale: textScale)
    }

    /// The page of `venue` with `selection` (of its rule hall) as it stands: a flow's frame.
    public static func make(venue: VenueOnPage, theme: Theme, device: Device, zoom: Zoom, offset: Point?, selection: SeatSelection,
                            overlay: PageOverlay = .none, textScale: Double = 1) throws -> SeatPage {
        let content = MapContent.venue(size: venue.layout.contentSize)
        let chrome = SeatLayout(hall: venue.rules.hall, metrics: theme.metrics)
        var pageLayout = try PageLayout.make(venue: content, chromeHall: chrome, device: device, zoom: zoom, offset: offset, textScale: textScale)
        // Unscrolled, a map shorter than its viewport sits in its middle, as venue apps show a
        // whole venue (a cinema's grid stays under its screen band, at the top).
        let vp = pageLayout.viewport
        let height = venue.layout.contentSize.height * vp.pointsPerDesignPoint
        if offset == nil, height < vp.frame.height - 0.5 {
            pageLayout = try PageLayout.make(venue: content, chromeHall: chrome, device: device, zoom: zoom,
                                             offset: Point(x: vp.contentOffset.x, y: -(vp.frame.height - height) / 2), textScale: textScale)
        }
        var page = SeatPage(theme: theme, layout: pageLayout, selection: selection, overlay: overlay)
        page.venue = venue
        return page
    }

    /// A seat's frame on the page's map, in design points: the grid's slot, or a venue seat's
    /// turned box.
    public func designFrame(_ index: GridIndex) -> Rect {
        if let venue { return venue.designFrame(index) ?? .zero }
        return layout.seatLayout.designFrame(index)
    }

    /// A seat's frame in the image, in pixels.
    public func pixelFrame(_ index: GridIndex) -> Rect { layout.viewport.pixelRect(fromDesign: designFrame(index)) }

    /// Whether any part of the seat shows inside the viewport.
    public func isVisible(_ index: GridIndex) -> Bool {
        guard venue != nil else { return layout.isVisible(index) }
        let vp = layout.viewport
        return vp.viewportRect(fromDesign: designFrame(index)).intersects(Rect(x: 0, y: 0, width: vp.frame.width, height: vp.frame.height))
    }
}
