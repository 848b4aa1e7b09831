import SeatMapCore

/// The keys each object of a venue file takes. A venue file is SeatMap's own format, so a key it
/// does not take is a mistake (`flor` for `floor`) and refused at its place with its near miss,
/// never skipped: a misspelt floor would otherwise put a row on no floor in silence.
extension VenueFile {
    static let keys: [String: [String]] = [
        "venue": ["format", "version", "name", "seatPitch", "floors", "sections", "rows", "areas", "shapes", "texts", "focalPoint", "focalZones"],
        "focalZone": ["id", "label", "focalPoint"],
        "floor": ["id", "label"],
        "section": ["id", "label", "floor", "outline", "price", "focalZone"],
        "row": ["label", "section", "floor", "table", "seats"],
        "seat": ["id", "label", "x", "y", "rotation", "status", "category", "price", "pair"],
        "table": ["outline", "bookAsAWhole"],
        "area": ["id", "label", "floor", "outline", "capacity", "bookAsAWhole", "booth", "category", "left", "price"],
        "shape": ["label", "stage", "floor", "outline"],
        "text": ["text", "at", "rotation", "floor", "title"],
        "outline": ["polygon", "rectangle", "ellipse"],
        "rectangle": ["center", "width", "height", "rotation"],
        "ellipse": ["center", "radiusX", "radiusY", "rotation"],
    ]

    /// The first key of `root` that its place does not take, as a located problem.
    static func unknownKey(in root: JSONValue) -> JSONProblem? {
        func check(_ v: JSONValue, _ kind: String, _ path: String) -> JSONProblem? {
            guard let members = v.objectMembers, let known = keys[kind] else { return nil }
            for m in members where !known.contains(m.key) {
                let near = NearMiss.closest(to: m.key, among: known).map { "did you mean \"\($0)\"? " } ?? ""
                return JSONProblem(path: path.isEmpty ? m.key : "\(path).\(m.key)", line: m.value.line, column: m.value.column,
                                   reason: "unknown key \"\(m.key)\" for a \(kind) (\(near)known: \(known.joined(separator: ", ")))")
            }
            return nil
        }
        func outline(_ v: JSONValue?, _ path: String) -> JSONProblem? {
            guard let v else { return nil }
            return check(v, "outline", path) ?? v["rectangle"].flatMap { check($0, "rectangle", "\(path).rectangle") }
                ?? v["ellipse"].flatMap { check($0, "ellipse", "\(path).ellipse") }
        }
        func each(_ key: String, _ kind: String, _ body: (JSONValue, String) -> JSONProblem?) -> JSONProblem? {
            for (i, v) in (root[key]?.arrayElements ?? []).enumerated() {
                let path = "\(key)[\(i)]"
                if let p = check(v, kind, path) ?? body(v, path) { return p }
            }
            return nil
        }
        return check(root, "venue", "")
            ?? each("floors", "floor") { _, _ in nil }
            ?? each("focalZones", "focalZone") { _, _ in nil }
            ?? each("sections", "section") { _, _ in nil }
            ?? each("rows", "row") { row, path in
                if let t = row["table"], let p = check(t, "table", "\(path).table") ?? outline(t["outline"], "\(path).table.outline") { return p }
                for (j, seat) in (row["seats"]?.arrayElements ?? []).enumerated() {
                    if let p = check(seat, "seat", "\(path).seats[\(j)]") { return p }
                }
                return nil
            }
            ?? each("areas", "area") { v, path in outline(v["outline"], "\(path).outline") }
            ?? each("shapes", "shape") { v, path in outline(v["outline"], "\(path).outline") }
            ?? each("texts", "text") { _, _ in nil }
    }
}
