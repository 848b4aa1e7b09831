import SeatMapCore
import SeatMapLayout


/// The JSON of `seatmap layout` (DESIGN.md): where every seat lies, in design space and in the
/// rendered image.
public enum LayoutReport {
    /// Throws only when a frame or the viewport is not finite, which the page's own checks
    /// prevent; JSON cannot hold such a number, so it is an error rather than a trap.
    public static func json(_ page: SeatPage) throws(NonFiniteNumberError) -> JSONValue {
        let l = page.layout
        let m = l.seatLayout.metrics
        var seats: [JSONValue] = []
        seats.reserveCapacity(page.hall.seatCount)
        for entry in page.hall.allSeats {
            let s = entry.seat
            seats.append(.object([
                ("id", .string(s.seatId)), ("row", .int(entry.index.row)), ("col", .int(entry.index.col)),
                ("rowNo", .int(s.rowNo)), ("colNo", .int(s.colNo)), ("zone", .int(s.zone.rawValue)),
                ("price", .int(s.priceFen)),
                ("state", .string(page.state(of: entry.index).rawValue)),
                ("designFrame", try .doubles(l.seatLayout.designFrame(entry.index).array)),
                ("pixelFrame", try .doubles(l.pixelFrame(entry.index).array)),
            ]))
        }
        return .object([
            ("mode", .string(l.mode.rawValue)),
            ("device", .object([("name", .string(l.device.name)), ("width", try .double(l.device.width)),
                                ("height", try .double(l.device.height)), ("scale", try .double(l.device.scale))])),
            ("metrics", .object([("seatWidth", try .double(m.seatWidth)), ("seatHeight", try .double(m.seatHeight)),
                                 ("hGap", try .double(m.hGap)), ("vGap", try .double(m.vGap)), ("zoneOffset", try .double(m.zoneOffset)),
                                 ("insetLeft", try .double(m.insetLeft)), ("insetTop", try .double(m.insetTop))])),
            ("contentSize", try .doubles([l.seatLayout.contentSize.width, l.seatLayout.contentSize.height])),
            ("screenScale", try .double(l.viewport.screenScale)),
            ("zoom", try .double(l.viewport.zoom)),
            ("contentOffset", try .doubles([l.viewport.contentOffset.x, l.viewport.contentOffset.y])),
            ("viewport", try .doubles(l.viewport.frame.array)),
            ("image", .array([.int(l.imageWidth), .int(l.imageHeight)])),
            ("selected", .array(page.selection.selectedSeatIds.map { .string($0) })),
            ("total", .int(page.selection.totalFen)),
            ("seats", .array(seats)),
        ])
    }
}
