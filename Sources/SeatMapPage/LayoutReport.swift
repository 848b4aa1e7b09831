import SeatMapCore
import SeatMapLayout


/// The JSON of `seatmap layout` (DESIGN.md): where every seat lies, in design space and in the
/// rendered image.
public enum LayoutReport {
    /// Throws only when a frame or the viewport is not finite, which the page's own checks
    /// prevent; JSON cannot hold such a number, so it is an error rather than a trap.
    public static func json(_ page: SeatPage) throws(NonFiniteNumberError) -> JSONValue {
        var seats: [JSONValue] = []
        seats.reserveCapacity(page.hall.seatCount)
        let template = SeatLabelTemplate(page.theme.strings.seatLabel)
        for entry in page.hall.allSeats { seats.append(try seatJSON(page, entry.index, entry.seat, template)) }
        return try document(page, seats: .array(seats))
    }

    /// The same document as `json(page).serialized()`, written seat by seat: memory stays at
    /// the size of the text, not of a value tree per seat (a 200,000-seat layout is 40 MB of
    /// text but would be several hundred MB as a tree).
    public static func serialized(_ page: SeatPage) throws(NonFiniteNumberError) -> String {
        let marker = "\u{0}seats\u{0}"
        let head = try document(page, seats: .string(marker)).serialized()
        let split = head.range(of: JSONValue.string(marker).serialized())!
        var out = String(head[..<split.lowerBound])
        out.reserveCapacity(head.utf8.count + page.hall.seatCount * 220)
        out += "["
        var first = true
        let template = SeatLabelTemplate(page.theme.strings.seatLabel)
        for entry in page.hall.allSeats {
            if !first { out += ", " }
            first = false
            out += try seatJSON(page, entry.index, entry.seat, template).serialized()
        }
        out += "]"
        out += head[split.upperBound...]
        return out
    }

    static func seatJSON(_ page: SeatPage, _ index: GridIndex, _ s: Seat, _ template: SeatLabelTemplate) throws(NonFiniteNumberError) -> JSONValue {
        let l = page.layout
        var labels: [(key: String, value: JSONValue)] = [("label", .string(template.label(for: s)))]
        if let t = s.rowLabel { labels.append(("rowLabel", .string(t))) }
        if let t = s.colLabel { labels.append(("colLabel", .string(t))) }
        return .object([
            ("id", .string(s.seatId)), ("row", .int(index.row)), ("col", .int(index.col)),
            ("rowNo", .int(s.rowNo)), ("colNo", .int(s.colNo))] + labels + [("zone", .int(s.zone.rawValue)),
            ("price", .int(s.priceFen)),
            ("state", .string(page.state(of: index).rawValue)),
            ("designFrame", try .doubles(l.seatLayout.designFrame(index).array)),
            ("pixelFrame", try .doubles(l.pixelFrame(index).array)),
        ])
    }

    static func document(_ page: SeatPage, seats: JSONValue) throws(NonFiniteNumberError) -> JSONValue {
        let l = page.layout
        let m = l.seatLayout.metrics
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
            ("seats", seats),
        ])
    }
}
