import SeatMapCore
import SeatMapLayout


/// The JSON of `seatmap layout` (docs/layout-output.md): where every seat lies, in design space and in the
/// rendered image.
public enum LayoutReport {
    /// Throws only when a frame or the viewport is not finite, which the page's own checks
    /// prevent; JSON cannot hold such a number, so it is an error rather than a trap.
    public static func json(_ resolved: ResolvedPage) throws(NonFiniteNumberError) -> JSONValue {
        let page = resolved.page
        var seats: [JSONValue] = []
        seats.reserveCapacity(page.hall.seatCount)
        let labeler = page.labeler
        for entry in page.hall.allSeats { seats.append(try seatJSON(page, entry.index, entry.seat, labeler)) }
        return try document(resolved, seats: .array(seats))
    }

    /// The same document as `json(page).serialized()`, written seat by seat: memory stays at
    /// the size of the text, not of a value tree per seat (a 200,000-seat layout is 40 MB of
    /// text but would be several hundred MB as a tree).
    public static func serialized(_ resolved: ResolvedPage) throws(NonFiniteNumberError) -> String {
        var out = ""
        out.reserveCapacity(resolved.page.hall.seatCount * 220 + 4096)
        try serialized(resolved) { out += $0 }
        return out
    }

    /// The same text handed to `emit` in pieces of about 1 MB, so a writer streaming it to a
    /// file never holds the whole document (a batch's two workers each write a 60-MB layout).
    public static func serialized(_ resolved: ResolvedPage, emit: (String) -> Void) throws(NonFiniteNumberError) {
        let page = resolved.page
        let marker = "\u{0}seats\u{0}"
        // A member and an element a line (`lineDepth: 2`): a seat per line, so one changed seat
        // is one changed line when a baseline's layout is reviewed in git.
        let head = try document(resolved, seats: .string(marker)).serialized(lineDepth: 2)
        let split = head.range(of: JSONValue.string(marker).serialized())!
        var out = String(head[..<split.lowerBound])
        out.reserveCapacity((1 << 20) + 4096)
        out += "["
        var first = true
        let labeler = page.labeler
        // Seat by seat from the hall's rows (not `allSeats`, a copy of every seat).
        try page.hall.forEachSeat { (index, seat) throws(NonFiniteNumberError) in
            out += first ? "\n  " : ",\n  "
            first = false
            out += try seatJSON(page, index, seat, labeler).serialized()
            if out.utf8.count >= 1 << 20 { emit(out); out.removeAll(keepingCapacity: true) }
        }
        out += first ? "]" : "\n ]"
        out += head[split.upperBound...]
        emit(out)
    }

    static func seatJSON(_ page: SeatPage, _ index: GridIndex, _ s: Seat, _ labeler: SeatLabeler) throws(NonFiniteNumberError) -> JSONValue {
        let state = page.state(of: index)
        var labels: [(key: String, value: JSONValue)] = [
            ("label", .string(labeler.label(s))), ("accessibilityLabel", .string(labeler.accessibilityLabel(s, state: state))),
        ]
        if let t = s.rowLabel { labels.append(("rowLabel", .string(t))) }
        if let t = s.colLabel { labels.append(("colLabel", .string(t))) }
        if let k = s.kind { labels.append(("kind", .string(k.rawValue))) }
        // A venue seat also says how it is turned, its section and whether the page draws it
        // (seats inside a section shown without them, or out of view, are not).
        var venue: [(key: String, value: JSONValue)] = []
        if let v = page.venue, let i = v.seatIndex[index] {
            let p = v.layout.placements[i]
            venue = [("rotation", try .double(p.rotationDegrees)), ("section", v.sectionIds[i].map { .string($0) } ?? .null)]
        }
        return .object([
            ("id", .string(s.seatId)), ("row", .int(index.row)), ("col", .int(index.col)),
            ("rowNo", .int(s.rowNo)), ("colNo", .int(s.colNo))] + labels + [("zone", .int(s.zone.rawValue)),
            ("price", .int(s.priceMinorUnits)),
            ("state", .string(state.rawValue))] + venue + [
            ("designFrame", try .doubles(page.designFrame(index).array)),
            ("pixelFrame", try .doubles(page.pixelFrame(index).array)),
        ])
    }

    /// A venue page's regions in view (sections, areas, tables, the stage, shapes), each with
    /// the part of it the viewport shows, in page points and image pixels: what `hit --page`
    /// answers for a section or an area.
    static func regionElements(_ resolved: ResolvedPage) throws(NonFiniteNumberError) -> [JSONValue] {
        guard let layer = resolved.venueLayer else { return [] }
        let vp = resolved.page.layout.viewport
        let scale = resolved.page.layout.pixelScale
        var out: [JSONValue] = []
        for r in layer.venue.regions {
            let f = vp.pageRect(fromDesign: r.bounds).intersection(vp.frame)
            guard f.width > 0, f.height > 0 else { continue }
            var m: [(String, JSONValue)] = [("kind", .string(r.kind.rawValue))]
            if let id = r.id { m.append(("id", .string(id))) }
            m += [("text", .string(r.label)), ("frame", try .doubles(f.array)),
                  ("pixelFrame", try .doubles([f.x * scale, f.y * scale, f.width * scale, f.height * scale]))]
            if let c = r.capacity { m.append(("capacity", .int(c))) }
            if let l = r.left { m.append(("left", .int(l))) }
            if r.isBooth { m.append(("booth", .bool(true))) }
            m.append(("drawnText", .array(r.texts.map { .string($0.string) })))
            m.append(("takesTouches", .bool(r.takesTouches)))
            out.append(.object(m))
        }
        return out
    }

    /// One element: kind, the part of it that shows in page points and in image pixels, what it
    /// stands for, and its words exactly as drawn (string, size, baseline; the full text too
    /// when it was cut to fit).
    static func elementJSON(_ e: PageElement, pixelScale: Double) throws(NonFiniteNumberError) -> JSONValue? {
        guard e.isReported, let f = e.visibleFrame else { return nil }
        var m: [(String, JSONValue)] = [
            ("kind", .string(e.kind.rawValue)), ("frame", try .doubles(f.array)),
            ("pixelFrame", try .doubles([f.x * pixelScale, f.y * pixelScale, f.width * pixelScale, f.height * pixelScale])),
        ]
        switch e {
        case .toast(let t):
            // The whole message as `text` (what a check greps), each drawn line under `lines`.
            if let first = t.lines.first {
                m += try textJSON(first, prefix: "text", nil).map { $0.0 == "text" ? ("text", .string(t.message)) : $0 }
            }
            m.append(("lines", .array(t.lines.map { .string($0.string) })))
        case .dialog(let d):
            m += try textJSON(d.title, prefix: "title", nil)
            m.append(("text", .string(d.message)))
            m.append(("lines", .array(d.lines.map { .string($0.string) })))
        default:
            if let t = e.resolvedText { m += try textJSON(t, prefix: "text", e.transform) }
            if let d = e.resolvedDetail, !d.string.isEmpty { m += try textJSON(d, prefix: "detail", e.transform) }
        }
        if case .dialogButton(let b) = e { m.append(("role", .string(b.role.rawValue))) }
        if let id = e.seatId { m.append(("seat", .string(id))) }
        if let st = e.state { m.append(("state", .string(st.rawValue))) }
        if let i = e.index { m.append(("index", .int(i))) }
        if case .chip(let c) = e { m.append(("selected", .bool(c.isSelected))) }
        if case .confirm(let b) = e { m.append(("enabled", .bool(b.isEnabled))) }
        return .object(m)
    }

    /// `text`, `textSize`, `textBaseline` (and `textFull` when cut, `textRequestedSize` when set
    /// smaller than asked), or the same for `detail`;
    /// size and baseline in page points also for text drawn in design points.
    static func textJSON(_ t: ResolvedText, prefix: String, _ transform: MapTransform?) throws(NonFiniteNumberError) -> [(String, JSONValue)] {
        let scale = transform?.scale ?? 1, dy = transform?.translateY ?? 0
        var m: [(String, JSONValue)] = [(prefix, .string(t.string)), (prefix + "Size", try .double(t.size * scale)),
                                        (prefix + "Baseline", try .double(t.baseline * scale + dy))]
        if let full = t.original { m.append((prefix + "Full", .string(full))) }
        if t.size < t.requestedSize - 1e-9 { m.append((prefix + "RequestedSize", try .double(t.requestedSize * scale))) }
        return m
    }

    static func document(_ resolved: ResolvedPage, seats: JSONValue) throws(NonFiniteNumberError) -> JSONValue {
        let page = resolved.page
        let l = page.layout
        var elements: [JSONValue] = []
        for e in resolved.elements {
            if let j = try elementJSON(e, pixelScale: l.pixelScale) { elements.append(j) }
            // A venue's regions right after the map they lie on.
            if e.kind == .map { elements += try regionElements(resolved) }
        }
        let m = l.seatLayout.metrics
        var venue: [(String, JSONValue)] = []
        if let v = page.venue, let layer = resolved.venueLayer {
            venue = [("venue", v.layout.venue.name.map { .string($0) } ?? .null), ("level", .string(layer.venue.level.rawValue))]
        }
        return .object([
            ("mode", .string(l.mode.rawValue))] + venue + [
            ("locale", .string(page.theme.locale)), ("direction", .string(page.theme.isRightToLeft ? "rtl" : "ltr")),
            ("device", .object([("name", .string(l.device.name)), ("width", try .double(l.device.width)),
                                ("height", try .double(l.device.height)), ("scale", try .double(l.device.scale))])),
            ("metrics", .object([("seatWidth", try .double(m.seatWidth)), ("seatHeight", try .double(m.seatHeight)),
                                 ("hGap", try .double(m.hGap)), ("vGap", try .double(m.vGap)), ("zoneOffset", try .double(m.zoneOffset)),
                                 ("insetLeft", try .double(m.insetLeft)), ("insetTop", try .double(m.insetTop))])),
            ("contentSize", try .doubles([l.content.size.width, l.content.size.height])),
            ("screenScale", try .double(l.viewport.screenScale)),
            ("zoom", try .double(l.viewport.zoom))] + (l.viewport.zoom < Zoom.range.lowerBound
                ? [("overviewZoom", .bool(true))] : []) + [
            ("contentOffset", try .doubles([l.viewport.contentOffset.x, l.viewport.contentOffset.y])),
            ("viewport", try .doubles(l.viewport.frame.array)),
            ("image", .array([.int(l.imageWidth), .int(l.imageHeight)])),
            ("selected", .array(page.selection.selectedSeatIds.map { .string($0) })),
            ("total", .int(page.totalMinorUnits))] + (page.areaPlaces.isEmpty ? [] : [("places", .array(page.areaPlaces.map { .object([("area", .string($0.areaId)), ("count", .int($0.count))]) }))]) + [
            ("fonts", resolved.fonts?.fontsJSON ?? .array([])),
            ("fontLibraries", resolved.fonts?.librariesJSON ?? .object([])),
            ("missingCharacters", .array((resolved.fonts?.missingCharacters ?? []).map { .string($0) })),
            ("elements", .array(elements)),
            ("seats", seats),
        ])
    }
}
