import SeatMapCore

/// A first mapping for a seat list no importer knows (`seatmap import FILE --suggest-map`): where
/// the seats are, which keys look like the grid row and column, the labels, id, price and
/// status, and the status values found, each guessed by name and value. A draft to check and
/// edit, never used on its own: every guess is listed in `notes` with what it was based on.
public struct MappingDraft: Sendable {
    /// The mapping as JSON text (the format of `--map`).
    public var text: String
    /// What each guess rests on, and what is left to decide.
    public var notes: [String]

    /// The draft for the seat data `bytes` (JSON or a plist, in any encoding imports read).
    public static func suggest(_ bytes: [UInt8], file: String) throws(ImportError) -> MappingDraft {
        let (utf8, _) = try HallImport.text(bytes, file: file, encoding: nil)
        guard case .tree(let root, _) = try SourceDocument.parse(utf8, file: file) else {
            throw .invalid(file: file,
                           problems: [HallProblem(path: "", line: 1, column: 1,
                                                  reason: "a mapping reads JSON or a plist; this is text (CSV imports without one)")])
        }
        guard let found = seats(in: root) else {
            throw .invalid(file: file,
                           problems: [HallProblem(path: "", line: 1, column: 1, reason: "no array of seat objects (nor rows of them) found to map")])
        }
        var notes = ["\(file): seats at \(found.path.isEmpty ? "the top of the document" : MessageText.quoted(found.path)): \(found.seats.count == 1 ? "1 seat" : "\(found.seats.count) seats")\(found.rows ? " in rows" : "")"]
        let keys = MappedListImporter.orderedKeys(found.seats)
        var used = Set<String>()
        func pick(_ names: [String], numeric: Bool = false) -> String? {
            guard let k = find(names, numeric: numeric) else { return nil }
            used.insert(k)
            return k
        }
        func find(_ names: [String], numeric: Bool) -> String? {
            let lowered = keys.filter { !used.contains($0) }.map { ($0, $0.lowercased().replacingAll("_", with: "")) }
            for name in names {
                if let k = lowered.first(where: { $0.1 == name })?.0 { return k }
            }
            for name in names where name.count > 2 {
                let holds = { (key: (String, String)) in key.1.contains(name) && (!numeric || found.seats.contains { $0[key.0]?.looseInt != nil }) }
                if let k = lowered.first(where: holds)?.0 {
                    return k
                }
            }
            return nil
        }
        var members: [(String, JSONValue)] = []
        if !found.path.isEmpty { members.append(("seats", .string(found.path))) }
        if !found.rows {
            let row = pick(["row", "r", "rowindex", "gridrow", "grow", "y", "ycoord", "placeholderrowid", "rowno", "rownum"], numeric: true)
            let col = pick(["col", "c", "column", "colindex", "columnindex", "gridcol", "gcol", "x", "xcoord", "placeholdercolid", "colno", "colnum",
                            "seatno"], numeric: true)
            // A seat number ("number": 7) is the column when nothing names the grid column: the
            // seats of a row then stand in number order, as printed labels usually do.
            let number = col == nil ? find(["number", "seatnumber", "seat", "num"], numeric: true) : nil
            let colKey = col ?? number
            members.append(("row", .string(row ?? "?")))
            members.append(("col", .string(colKey ?? "?")))
            if let number {
                notes.append("the grid column is read from \(MessageText.quoted(number)), the seat number: seats stand in number order, gaps in the numbers become aisles")
            }
            if let row, LetterRows.ranks(found.seats.compactMap { $0[row].flatMap(MappedListImporter.valueText)?.trimmingSpaces }) != nil {
                notes.append("the rows in \(MessageText.quoted(row)) are letters: read in letter order (A, B, … Z, AA), the letter kept as the row label")
            }
            if row == nil || colKey == nil { notes.append("no key looks like the grid \(row == nil ? "row" : "column"): put the seat key that holds it where the draft says \"?\"") }
        } else {
            notes.append("rows given as \(found.keyed ? "keys" : "arrays"): no row or col key needed (a seat's place is its position)")
        }
        for (field, names) in [("rowLabel", ["rowlabel", "rowname", "rowid", "rowtext"]),
                               ("colLabel", ["collabel", "seatnumber", "columnid", "coltext", "number"]),
                               ("seatId", ["seatid", "id", "seatno",
                                           "code"]), ("price", ["price", "amount", "fare"]), ("label", ["label", "name", "seatname", "title"])] {
            if let k = pick(names) { members.append((field, .string(k))) }
        }
        if let status = pick(["status", "state", "seatstatus", "disabled", "booked", "sold", "available", "occupied", "reserved", "taken"]) {
            members.append(("status", .string(status)))
            var values: [String] = []
            for s in found.seats { if let v = s[status].flatMap(MappedListImporter.valueText), !values.contains(v),
                values.count < 12 { values.append(v) } }
            var table: [(String, JSONValue)] = []
            let flag = ["disabled", "booked", "sold", "occupied", "reserved", "taken"].contains { status.lowercased().contains($0) }
            for v in values {
                let guess = guessState(v, flagMeansTaken: flag)
                table.append((v, .string(guess ?? "?")))
                let n = found.seats.filter { $0[status].flatMap(MappedListImporter.valueText) == v }.count
                notes.append("status \(MessageText.quoted(v)) (\(n) seat\(n == 1 ? "" : "s")): \(guess.map { "guessed \($0)" } ?? "unknown: write available, sold, locked or aisle") — check it against the app")
            }
            members.append(("statuses", .object(table)))
        } else {
            notes.append("no key looks like a seat status: every seat would import as available; name it with \"status\" and \"statuses\"")
        }
        let text = JSONValue.object(members).serialized(lineDepth: 1)
        return MappingDraft(text: text + "\n", notes: notes)
    }

    /// A state for a status value by its common spellings; nil when it cannot be told.
    static func guessState(_ v: String, flagMeansTaken: Bool) -> String? {
        switch v.lowercased() {
        case "true": return flagMeansTaken ? "sold" : "available"
        case "false": return flagMeansTaken ? "available" : "sold"
        case "available", "free", "open", "empty", "可选", "可售", "空闲", "n": return "available"
        case "sold", "booked", "taken", "occupied", "已售", "售出": return "sold"
        case "locked", "reserved", "held", "hold", "锁定", "lk": return "locked"
        default: return nil
        }
    }

    /// The largest list of seat objects in the document (breadth first, a few levels deep): an
    /// array of objects, an array of rows, or rows keyed by name.
    static func seats(in root: JSONValue) -> (path: String, seats: [JSONValue], rows: Bool, keyed: Bool)? {
        var best: (path: String, seats: [JSONValue], rows: Bool, keyed: Bool)?
        func consider(_ c: (path: String, seats: [JSONValue], rows: Bool, keyed: Bool)) {
            // The most seats; of as many, a flat array (what names its own rows and columns).
            let known = best?.seats.count ?? 0
            if c.seats.count > known || (c.seats.count == known && !c.rows && best?.rows == true) { best = c }
        }
        var level: [(String, JSONValue)] = [("", root)]
        for _ in 0..<6 {
            var next: [(String, JSONValue)] = []
            for (path, v) in level {
                if let items = v.arrayElements {
                    if !items.isEmpty, items.allSatisfy({ $0.objectMembers != nil }) { consider((path, items, false, false)) }
                    if !items.isEmpty, items.allSatisfy({ $0.arrayElements != nil }) {
                        let flat = items.flatMap { $0.arrayElements! }.filter { $0.objectMembers != nil }
                        if !flat.isEmpty { consider((path, flat, true, false)) }
                    }
                    for (i, e) in items.prefix(8).enumerated() where e.objectMembers != nil { next.append(("\(path)[\(i)]", e)) }
                } else if let members = v.objectMembers {
                    let rowLike = { (v: JSONValue) in v.arrayElements?.allSatisfy { $0.objectMembers != nil || $0.kind == .null } == true }
                    if members.count >= 2, members.allSatisfy({ rowLike($0.value) }) {
                        let flat = members.flatMap { $0.value.arrayElements! }.filter { $0.objectMembers != nil }
                        if !flat.isEmpty { consider((path, flat, true, true)) }
                    }
                    for m in members { next.append((path.isEmpty ? m.key : "\(path).\(m.key)", m.value)) }
                }
            }
            level = next
        }
        // A path through an array element ("a[0].b") is not one a mapping can name.
        if let b = best, b.path.contains("[") { return nil }
        return best
    }
}
