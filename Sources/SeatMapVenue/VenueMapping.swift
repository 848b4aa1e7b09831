import SeatMapCore

/// How to read a flat list of seats at coordinates that no importer knows, without a script:
/// which key of each seat holds its `x` and `y` (source units, y down), its row, and optionally
/// its id, label, rotation, section, status and category; `seatmap import LIST.json --map
/// MAP.json` then writes a venue file (docs/venue-format.md, "Mapping a list of positions").
///
///     {"seats": "data.seats", "x": "pos_x", "y": "pos_y", "row": "row_name", "label": "seat_no",
///      "section": "block", "status": "state", "statuses": {"0": "available", "1": "sold"},
///      "focalPoint": [0, -400]}
///
/// Rows are the distinct (section, row) values in the order they first appear; a row's seats
/// are ordered along its longer extent (left to right, or top to bottom). Without `rotation`
/// each seat is turned to its row, and rows turned to face `focalPoint` when given. A section
/// is outlined by its seats' convex hull widened by half a pitch.
public struct VenueMapping: Sendable, Equatable {
    public var seats: String?
    public var x: String
    public var y: String
    public var row: String
    public var seatId: String?
    public var label: String?
    public var rotation: String?
    public var section: String?
    public var status: String?
    /// Values of `status` (their JSON text: `1`, `"sold"`, `true`) and the states they mean;
    /// without it the words available, sold and locked.
    public var statuses: [String: SeatStatus] = [:]
    public var category: String?
    /// The seat key whose value two halves of a couple sofa share (as a hall mapping's `pair`:
    /// any value but empty or `0`); the halves are left and right in their row's order.
    public var pair: String?
    public var focalPoint: Point?
    /// More seat keys whose values join `seatId`'s with `-` into the seat's id (`"seatId":
    /// ["block", "number"]`: `B-12`), for lists whose seats are numbered within their block.
    public var seatIdParts: [String] = []
    /// The seat key holding the seat's price, in currency units (`45.50`).
    public var price: String?
    /// The dot path of the venue's name in the document (`"event.venue"`).
    public var name: String?
    /// The stage, `[x, y, width, height]` in the list's units: drawn, and faced when there is
    /// no `focalPoint`.
    public var stage: [Double]?

    static let keys = ["seats", "x", "y", "row", "seatId", "label", "rotation", "section", "status", "statuses", "category", "pair", "focalPoint",
                       "price", "name", "stage"]

    /// Whether a mapping file's document is a venue mapping (it names `x` or `y`).
    public static func recognises(_ root: JSONValue) -> Bool { root["x"] != nil || root["y"] != nil }

    /// The mapping of a parsed mapping file, every problem located at its key.
    public static func read(_ root: JSONValue, file: String) throws(VenueReadError) -> VenueMapping {
        func fail(_ v: JSONValue, _ path: String, _ reason: String) -> VenueReadError {
            VenueReadError(file: file, problem: JSONProblem(path: path, line: v.line, column: v.column, reason: reason))
        }
        guard let members = root.objectMembers else { throw fail(root, "", "expected an object naming the seat keys (x, y, row, …)") }
        for (k, v) in members where !keys.contains(k) {
            let near = NearMiss.closest(to: k, among: keys).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
            throw fail(v, k, "unknown key \(MessageText.quoted(k)) for a venue mapping (\(near)known: \(keys.joined(separator: ", ")))")
        }
        func key(_ name: String, required: Bool = false) throws(VenueReadError) -> String? {
            guard let v = root[name] else {
                if required { throw fail(root, name, "missing: which seat key holds the seat's \(name == "row" ? "row" : name)") }
                return nil
            }
            guard let s = v.stringValue, !s.isEmpty else { throw fail(v, name, "expected the name of a seat key, found \(v.typeName)") }
            return s
        }
        var m = VenueMapping(seats: try key("seats"), x: try key("x", required: true)!, y: try key("y", required: true)!, row: try key("row", required: true)!)
        if let text = m.seats, case .failure(let e) = DocumentPath.parse(text), let v = root["seats"] { throw fail(v, "seats", e.reason) }
        // An id made of several seat keys: an array of their names.
        if let v = root["seatId"], let parts = v.arrayElements {
            let names = parts.compactMap(\.stringValue).filter { !$0.isEmpty }
            guard !parts.isEmpty, parts.count <= 8, names.count == parts.count else {
                throw fail(v, "seatId", "expected a seat key, or an array of up to 8 seat keys whose values make the id (joined by -)")
            }
            m.seatId = names[0]
            m.seatIdParts = Array(names.dropFirst())
        } else {
            m.seatId = try key("seatId")
        }
        m.label = try key("label"); m.rotation = try key("rotation"); m.section = try key("section")
        m.price = try key("price")
        if let v = root["name"] {
            guard let text = v.stringValue, !text.isEmpty else { throw fail(v, "name", "expected the dot path of the venue's name in the document, found \(v.typeName)") }
            if case .failure(let e) = DocumentPath.parse(text) { throw fail(v, "name", e.reason) }
            m.name = text
        }
        if let v = root["stage"] {
            guard let r = v.arrayElements, r.count == 4, let nums = Optional(r.compactMap(\.doubleValue)), nums.count == 4,
                  nums.allSatisfy(\.isFinite), nums[2] > 0, nums[3] > 0 else {
                throw fail(v, "stage", "expected [x, y, width, height] in the list's units, the width and height above 0")
            }
            m.stage = nums
        }
        m.status = try key("status"); m.category = try key("category"); m.pair = try key("pair")
        if let v = root["statuses"] {
            guard let items = v.objectMembers else { throw fail(v, "statuses", "expected an object of status values and states, found \(v.typeName)") }
            for (value, word) in items {
                guard let w = word.stringValue, let st = Venue.Seat.statuses[w] else {
                    throw fail(word, "statuses.\(value)", "expected available, sold or locked, found \(word.stringValue.map(MessageText.quoted) ?? word.typeName)")
                }
                m.statuses[value] = st
            }
            if m.status == nil { throw fail(v, "statuses", "statuses need \"status\": the seat key holding the value") }
        }
        if let v = root["focalPoint"] {
            guard let xy = v.arrayElements, xy.count == 2, let px = xy[0].doubleValue, let py = xy[1].doubleValue, px.isFinite, py.isFinite else {
                throw fail(v, "focalPoint", "expected [x, y] in the list's units")
            }
            m.focalPoint = Point(x: px, y: py)
        }
        return m
    }

    /// A scalar's text as a status or label value matches it: strings as they are, numbers as
    /// written, true/false; nil for arrays, objects and null.
    static func text(_ v: JSONValue) -> String? {
        switch v.kind {
        case .string(let s): return s
        case .number(let written): return written
        case .bool(let b): return b ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// The venue the list `root` holds as this mapping reads it, with notes on what it decided.
    public func venue(_ root: JSONValue, file: String) throws(VenueReadError) -> SeatsIOChart.Imported {
        func fail(_ v: JSONValue, _ path: String, _ reason: String) -> VenueReadError {
            VenueReadError(file: file, problem: JSONProblem(path: path, line: v.line, column: v.column, reason: reason))
        }
        // The seats' path may fan out through arrays (`shapes[*].rows[*]`): every seat it
        // reaches (an array reached is its seats), each with its own path.
        let seatsPath: DocumentPath
        switch DocumentPath.parse(seats ?? "") {
        case .success(let p): seatsPath = p
        case .failure(let e): throw fail(root, "seats", e.reason)
        }
        let reached: [(node: JSONValue, path: String)]
        switch seatsPath.resolve(in: root, context: "the mapping says seats are at \(MessageText.quoted(seats ?? ""))") {
        case .success(let r): reached = r
        case .failure(let f): throw fail(f.node, f.path, f.reason)
        }
        let (node, path) = seatsPath.fansOut ? (root, seats ?? "") : reached.first ?? (root, "")
        var located: [(node: JSONValue, path: String)] = []
        for r in reached {
            if let elements = r.node.arrayElements { located += elements.enumerated().map { ($1, "\(r.path)[\($0)]") } } else if seatsPath.fansOut { located.append(r) }
        }
        let list = located.map(\.node)
        guard !list.isEmpty, seatsPath.fansOut || node.arrayElements != nil else {
            throw fail(node, path, "expected the seats the mapping names (a non-empty array of seats), found \(node.typeName)")
        }
        // A venue holds at most a hall's seats: refused here, at the first seat past the limit,
        // as `validate` would refuse the file this import writes.
        if list.count > VenueFile.maxSeats {
            throw fail(list[VenueFile.maxSeats], located[VenueFile.maxSeats].path, VenueFile.tooManySeatsReason)
        }
        // A key no seat has is a misspelling: one error naming it and the keys seats have, not
        // one per seat.
        let named: [(String, String?)] = seatIdParts.map { ("seatId", $0) } + [("price", price)] + [("x", x), ("y", y), ("row", row), ("seatId", seatId), ("label", label), ("rotation", rotation),
                                          ("section", section), ("status", status), ("category", category), ("pair", pair)]
        for (field, k) in named {
            guard let k, !list.contains(where: { $0[k] != nil }) else { continue }
            var seen: [String] = []
            for s in list.prefix(50) { for m in s.objectMembers ?? [] where !seen.contains(m.key) { seen.append(m.key) } }
            let near = NearMiss.closest(to: k, among: seen).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
            throw fail(node, path, "the mapping reads \(field) from the key \(MessageText.quoted(k)), but no seat has it (\(near)the seats' keys: \(seen.prefix(12).map(MessageText.quoted).joined(separator: ", ")))")
        }
        struct Read { var index: Int; var at: JSONValue; var row: String; var section: String?; var seat: Venue.Seat; var pair: String? }
        var read: [Read] = []
        for (i, s) in list.enumerated() {
            let at = located[i].path
            func number(_ k: String) throws(VenueReadError) -> Double {
                guard let v = s[k] else { throw fail(s, at, "no \(MessageText.quoted(k)) (the seat's position)") }
                        guard let d = v.doubleValue else { throw fail(v, "\(at).\(k)", v.notADoubleReason) }
                return d
            }
            func value(_ k: String?, _ what: String) throws(VenueReadError) -> String? {
                guard let k, let v = s[k], v.kind != .null else { return nil }
                guard let t = Self.text(v) else { throw fail(v, "\(at).\(k)", "expected a string or number for the seat's \(what), found \(v.typeName)") }
                return t
            }
            guard let rowLabel = try value(row, "row") else { throw fail(s, at, "no \(MessageText.quoted(row)) (the seat's row)") }
            var st = SeatStatus.available
            if let v = try value(status, "status") {
                if statuses.isEmpty {
                    guard let known = Venue.Seat.statuses[v] else { throw fail(s[status!]!, "\(at).\(status!)", "\(MessageText.quoted(v)) is not available, sold or locked; name the values with \"statuses\" in the mapping") }
                    st = known
                } else {
                    guard let known = statuses[v] else {
                        throw fail(s[status!]!, "\(at).\(status!)", "the status \(MessageText.quoted(v)) is not in the mapping's statuses (\(statuses.keys.sorted().map(MessageText.quoted).joined(separator: ", ")))")
                    }
                    st = known
                }
            }
            var id = try value(seatId, "id") ?? ""
            if !seatIdParts.isEmpty {
                var parts = [id]
                for k in seatIdParts {
                    guard let part = try value(k, "id") else { throw fail(s, at, "no \(MessageText.quoted(k)) (a part of the seat's id)") }
                    parts.append(part)
                }
                id = parts.joined(separator: "-")
            }
            var seat = Venue.Seat(seatId: id, label: try value(label, "label") ?? "",
                                  position: Point(x: try number(x), y: try number(y)), status: st, category: try value(category, "category"))
            if let k = price, let v = s[k], v.kind != .null {
                // Currency units, to minor units (fen) as a venue file keeps them.
                guard let units = v.doubleValue ?? Self.text(v).flatMap(Double.init), units.isFinite,
                      let fen = Optional((units * 100).rounded()), HallFile.priceProblem(Int(exactly: fen) ?? -1) == nil else {
                    throw fail(v, "\(at).\(k)", "expected a price in currency units (45.50), 0 to 1000000, found \(Self.text(v).map(MessageText.quoted) ?? v.typeName)")
                }
                seat.priceMinorUnits = Int(fen)
            }
            if let rotation { seat.rotationDegrees = s[rotation] == nil ? 0 : try number(rotation) }
            let sofa = try value(pair, "sofa").flatMap { $0.isEmpty || $0 == "0" ? nil : $0 }
            read.append(Read(index: i, at: s, row: rowLabel, section: try value(section, "section"), seat: seat, pair: sofa))
        }
        // Rows in order of first appearance; seats along each row's longer extent.
        var order: [String] = [], groups: [String: [Read]] = [:]
        for r in read {
            let k = "\(r.section ?? "")\u{1F}\(r.row)"
            if groups[k] == nil { order.append(k) }
            groups[k, default: []].append(r)
        }
        var venue = Venue(rows: [])
        var sectionIds: [String] = []
        var ids: [String: Int] = [:]
        for k in order {
            var g = groups[k]!
            let xs = g.map(\.seat.position.x), ys = g.map(\.seat.position.y)
            let alongX = (xs.max()! - xs.min()!) >= (ys.max()! - ys.min()!)
            g.sort { alongX ? ($0.seat.position.x, $0.index) < ($1.seat.position.x, $1.index) : ($0.seat.position.y, $0.index) < ($1.seat.position.y, $1.index) }
            var seats: [Venue.Seat] = []
            for (n, r) in g.enumerated() {
                var seat = r.seat
                if seat.label.isEmpty { seat.label = String(n + 1) }
                if seat.seatId.isEmpty { seat.seatId = [r.section, r.row, seat.label].compactMap { $0 }.joined(separator: "-") }
                if let first = ids[seat.seatId] {
                    throw fail(r.at, located[r.index].path, "the seat id \(MessageText.quoted(seat.seatId)) is also \(located[first].path)'s; every seat needs its own (map \"seatId\" or \"label\")")
                }
                ids[seat.seatId] = r.index
                seats.append(seat)
            }
            // Sofas: the two seats of a row sharing a pair value, side by side in its order.
            var byValue: [String: [Int]] = [:]
            for (n, r) in g.enumerated() { if let v = r.pair { byValue[v, default: []].append(n) } }
            for (v, at) in byValue.sorted(by: { $0.value[0] < $1.value[0] }) {
                guard at.count == 2, at[1] == at[0] + 1 else {
                    let r = g[at[0]]
                    throw fail(r.at, located[r.index].path, "the pair value \(MessageText.quoted(v)) of row \(MessageText.quoted(r.row)) is shared by "
                               + (at.count == 2 ? "two seats not side by side in the row" : "\(at.count) seat\(at.count == 1 ? "" : "s")") + "; a couple sofa is two seats side by side")
                }
                seats[at[0]].pair = .left
                seats[at[1]].pair = .right
            }
            if rotation == nil { VenueReading.turnToRow(&seats) }
            let sectionId = g[0].section
            if let s = sectionId, !sectionIds.contains(s) { sectionIds.append(s) }
            venue.rows.append(Venue.Row(label: g[0].row, sectionId: sectionId, seats: seats))
        }
        let pitch = VenueLayout.commonNeighbourDistance(venue.rows) ?? 1
        for s in sectionIds {
            let points = venue.rows.filter { $0.sectionId == s }.flatMap(\.seats).map(\.position)
            venue.sections.append(Venue.Section(id: s, label: s, outline: Polygon.widenedHull(points, by: pitch * 0.75)))
        }
        venue.focalPoint = focalPoint
        if let r = stage {
            venue.shapes.append(Venue.Shape(label: "", isStage: true,
                                            outline: .rectangle(center: Point(x: r[0] + r[2] / 2, y: r[1] + r[3] / 2), width: r[2], height: r[3], rotationDegrees: 0)))
        }
        if let name {
            // The venue's name where the document keeps it (a path it lacks is an error there).
            guard case .success(let path) = DocumentPath.parse(name),
                  case .success(let found) = path.resolve(in: root, context: "the mapping says the venue's name is at \(MessageText.quoted(name))"),
                  found.count == 1, let text = Self.text(found[0].node), !text.isEmpty else {
                throw fail(root, name, "the mapping says the venue's name is at \(MessageText.quoted(name)), but the document has no text there")
            }
            venue.name = text
        }
        var notes: [String] = []
        if rotation == nil {
            VenueReading.faceTowardsFocus(&venue)
            if focalPoint == nil, stage == nil { notes.append("\(file): seats turned to their rows; with no \"focalPoint\" or \"stage\" in the mapping a row keeps the direction its seats run in (add one so every row faces the stage)") }
        }
        do { _ = try VenueLayout(venue: venue) } catch { throw fail(node, path, error.description) }
        return SeatsIOChart.Imported(venue: venue, notes: notes)
    }
}

extension Polygon {
    /// The convex hull of `points` (Andrew's monotone chain), each corner moved `d` away from
    /// the hull's centre: an outline around seats with room for the seats themselves.
    static func widenedHull(_ points: [Point], by d: Double) -> [Point] {
        let p = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard p.count > 2 else {
            guard let c = p.first else { return [] }
            let e = p.last ?? c
            return [Point(x: min(c.x, e.x) - d, y: min(c.y, e.y) - d), Point(x: max(c.x, e.x) + d, y: min(c.y, e.y) - d),
                    Point(x: max(c.x, e.x) + d, y: max(c.y, e.y) + d), Point(x: min(c.x, e.x) - d, y: max(c.y, e.y) + d)]
        }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for q in p {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], q) <= 0 { lower.removeLast() }
            lower.append(q)
        }
        for q in p.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], q) <= 0 { upper.removeLast() }
            upper.append(q)
        }
        var hull = Array(lower.dropLast() + upper.dropLast())
        if hull.count < 3 {
            // Collinear seats (one straight row): a band around them.
            let a = p.first!, b = p.last!
            let len = max(1e-9, ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
            let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
            hull = [Point(x: a.x - ux * d - uy * d, y: a.y - uy * d + ux * d), Point(x: b.x + ux * d - uy * d, y: b.y + uy * d + ux * d),
                    Point(x: b.x + ux * d + uy * d, y: b.y + uy * d - ux * d), Point(x: a.x - ux * d + uy * d, y: a.y - uy * d - ux * d)]
            return hull
        }
        let cx = hull.map(\.x).reduce(0, +) / Double(hull.count), cy = hull.map(\.y).reduce(0, +) / Double(hull.count)
        return hull.map { q in
            let dx = q.x - cx, dy = q.y - cy, l = max(1e-9, (dx * dx + dy * dy).squareRoot())
            return Point(x: q.x + dx / l * d * 1.42, y: q.y + dy / l * d * 1.42)
        }
    }
}

extension VenueMapping {
    /// The mapping in the file at `path` when it is a venue mapping (it names `x` or `y`); nil
    /// when the file is a grid mapping, or cannot be read or parsed, which the grid's mapping
    /// reader then reports at its place.
    public static func load(path: String) throws(VenueReadError) -> VenueMapping? {
        guard let bytes = try? InputFile.read(path, limit: 1 << 20), let root = try? JSONParser.parse(utf8: bytes), recognises(root) else { return nil }
        return try read(root, file: path)
    }

    /// The venue the list `bytes` (the file `file`) holds as this mapping reads it: the bytes
    /// parsed (a syntax error located), then `venue(_:file:)`.
    public func importList(_ bytes: [UInt8], file: String) throws(VenueReadError) -> SeatsIOChart.Imported {
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw VenueReadError(file: file, problem: JSONProblem(path: "", line: error.line, column: error.column, reason: error.reason))
        }
        return try venue(root, file: file)
    }
}
