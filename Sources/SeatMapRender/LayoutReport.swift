import SeatMapCore
import SeatMapLayout


/// The JSON of `seatmap layout` (DESIGN.md): where every seat lies, in design space and in the
/// rendered image.
public enum LayoutReport {
    public static func json(_ page: SeatPage) -> JSONValue {
        let l = page.layout
        let m = l.seatLayout.metrics
        let seats: [JSONValue] = page.hall.allSeats.map { entry in
            let s = entry.seat
            return .object([
                ("id", .string(s.seatId)), ("row", .int(entry.index.row)), ("col", .int(entry.index.col)),
                ("rowNo", .int(s.rowNo)), ("colNo", .int(s.colNo)), ("zone", .int(s.zone.rawValue)),
                ("price", .int(s.priceFen)),
                ("state", .string(page.state(of: entry.index).rawValue)),
                ("designFrame", .doubles(l.seatLayout.designFrame(entry.index).array)),
                ("pixelFrame", .doubles(l.pixelFrame(entry.index).array)),
            ])
        }
        return .object([
            ("mode", .string(l.mode.rawValue)),
            ("device", .object([("name", .string(l.device.name)), ("width", .double(l.device.width)),
                                ("height", .double(l.device.height)), ("scale", .double(l.device.scale))])),
            ("metrics", .object([("seatWidth", .double(m.seatWidth)), ("seatHeight", .double(m.seatHeight)),
                                 ("hGap", .double(m.hGap)), ("vGap", .double(m.vGap)), ("zoneOffset", .double(m.zoneOffset)),
                                 ("insetLeft", .double(m.insetLeft)), ("insetTop", .double(m.insetTop))])),
            ("contentSize", .doubles([l.seatLayout.contentSize.width, l.seatLayout.contentSize.height])),
            ("screenScale", .double(l.viewport.screenScale)),
            ("zoom", .double(l.viewport.zoom)),
            ("contentOffset", .doubles([l.viewport.contentOffset.x, l.viewport.contentOffset.y])),
            ("viewport", .doubles(l.viewport.frame.array)),
            ("image", .array([.int(l.imageWidth), .int(l.imageHeight)])),
            ("selected", .array(page.selection.selectedSeatIds.map { .string($0) })),
            ("total", .int(page.selection.totalFen)),
            ("seats", .array(seats)),
        ])
    }
}
