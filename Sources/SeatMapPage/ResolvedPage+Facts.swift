import SeatMapCore
import SeatMapLayout
import SeatMapTheme
import SeatMapRules

/// What outputs read of a resolved page besides its elements: its size, its title, the theme
/// its colours came from, and every seat with its frames — never the `SeatPage` it was made
/// from, so each output has one source for each answer.
extension ResolvedPage {
    /// The page's size in page (device) points; vector outputs use it as their size.
    public var size: Size { page.layout.pageSize }
    /// The raster image's size in pixels (the page times the device scale, rounded up).
    public var imageWidth: Int { page.layout.imageWidth }
    public var imageHeight: Int { page.layout.imageHeight }
    /// Image pixels per page point.
    public var pixelScale: Double { page.layout.pixelScale }
    public var mode: RenderMode { page.layout.mode }
    /// The device the page is laid out for (its name, as the layout JSON writes it).
    public var deviceName: String { page.layout.device.name }
    /// The PDF's and SVG's title: movie, cinema, hall and showtime.
    public var documentTitle: String { page.documentTitle }
    /// The theme the page's colours, fonts and seat symbols come from.
    public var theme: Theme { page.theme }
    /// What the hall and the selection say a user should know (an unknown selected id…),
    /// besides `warnings`, which are the resolution's own.
    public var inputWarnings: [String] { page.warnings }
    /// The selected seats, in tap order, and their total in the hall's minor units.
    public var selectedSeatIds: [String] { page.selection.selectedSeatIds }
    /// Places chosen in a venue's general-admission areas and booths, as the page has them.
    public var areaPlaces: [AreaPlaces] { page.areaPlaces }
    public var totalMinorUnits: Int { page.totalMinorUnits }

    /// The page's layout as resolved — laid out again for its words where they needed room — so
    /// a flow's next step (a zoom on a tapped seat) starts from the frames the page was drawn with.
    public var layout: PageLayout { page.layout }
    /// The hall the page shows (its seats' ids, labels and prices as given; a venue's rule hall).
    public var hall: Hall { page.hall }
    /// The venue whose map the page shows; nil on a hall's page.
    public var venue: VenueOnPage? { page.venue }
    /// The toast and the dialog the page shows, as asked for.
    public var toast: String? { page.overlay.toast }
    public var dialog: PageDialog? { page.overlay.dialog }

    /// Every seat of the hall (in view or not), row by row: what the layout JSON, the batch
    /// gallery, snapshots and `hit` report of a seat.
    public func forEachSeat<E: Error>(_ body: (ResolvedSeat) throws(E) -> Void) throws(E) {
        try page.hall.forEachSeat { (index, seat) throws(E) in try body(resolvedSeat(index, seat)) }
    }

    /// The seats whose frames show in the viewport (all of them in `--mode full`), in the same
    /// order, until `body` returns false; the raster backend decides from them whether pixel
    /// icons pay.
    public func forEachVisibleSeat(_ body: (ResolvedSeat) -> Bool) {
        for (index, seat) in page.hall.allSeats where page.isVisible(index) {
            guard body(resolvedSeat(index, seat)) else { return }
        }
    }

    /// The seat at `index`.
    public func seat(at index: GridIndex) -> ResolvedSeat { resolvedSeat(index, page.hall[index]) }

    private func resolvedSeat(_ index: GridIndex, _ seat: Seat) -> ResolvedSeat {
        ResolvedSeat(index: index, seat: seat, state: page.state(of: index), pixelFrame: page.pixelFrame(index))
    }

    /// How many seats the hall has.
    public var seatCount: Int { page.hall.seatCount }

    /// The seat a touch at `point` (viewport points) lands on: the topmost whose frame holds it,
    /// else the nearest within `slop` device points.
    public func seat(atViewport point: Point, slop: Double = 0) throws -> ResolvedSeat? {
        if page.venue != nil {
            let vp = page.layout.viewport
            guard case .seat(let index) = venueHit(design: vp.designPoint(fromViewport: point)) else { return nil }
            return seat(at: index)
        }
        return try HitTester(layout: page.layout).seat(atViewport: point, slop: slop).map(seat(at:))
    }

    /// `5排3号`.
    public func label(of s: ResolvedSeat) -> String { labeler.label(s.seat) }
    /// `5排3号座位，可选，¥45`.
    public func accessibilityLabel(of s: ResolvedSeat) -> String { labeler.accessibilityLabel(s.seat, state: s.state) }
    /// A price as the page writes it (`¥45`, `5.800 ₫`), or nil for none.
    public func priceText(_ minorUnits: Int) -> String? { labeler.priceText(minorUnits) }
}

/// One seat of a resolved page: the hall's seat, its state on this page and its frame in the
/// rendered image.
public struct ResolvedSeat: Sendable {
    public var index: GridIndex
    public var seat: Seat
    public var state: SeatState
    /// In image pixels.
    public var pixelFrame: Rect
}
