import SeatMapCore

/// How to read a flat seat list SeatMap has no importer for, without a script: which key of each
/// seat holds the grid row and column, the printed labels, the id, price, zone, status and sofa
/// pair, and which values mean which state (docs/hall-format.md, "Mapping a list").
///
///     {"seats": "data.seat_list", "row": "placeholder_row_id", "col": "placeholder_col_id",
///      "rowLabel": "row_num", "colLabel": "col_num", "seatId": "id", "status": "status",
///      "statuses": {"0": "available", "1": "sold", "2": "locked"}, "pair": "couple_id",
///      "aisleWhenEmpty": "row_num"}
public struct ImportMapping: Sendable, Equatable {
    /// Dot path of the seat array in the document (`data.seat_list`); nil: the document itself.
    public var seats: String?
    public var row: String
    public var col: String
    public var rowLabel: String?
    public var colLabel: String?
    public var seatId: String?
    /// More seat keys whose values join `seatId`'s with `-` into the seat's id (`"seatId":
    /// ["block", "number"]`: `B-12`).
    public var seatIdParts: [String] = []
    public var price: String?
    public var zone: String?
    /// Values of `zone` and the zones they mean (`{"VIP": 2}`); without it the value is the zone number.
    public var zones: [String: SeatZone] = [:]
    public var status: String?
    /// Values of `status` and the states they mean; without it the value is read as SeatMap's
    /// own words and numbers (`sold`, `1`, `可选`).
    public var statuses: [String: SeatStatus] = [:]
    /// Seats with the same non-empty value here are the two halves of a sofa.
    public var pair: String?
    /// The seat key holding a kind word (`wheelchair`, `companion`, 轮椅位…).
    public var kind: String?
    /// A seat whose value here is empty (or missing) is an aisle slot.
    public var aisleWhenEmpty: String?
    /// The seat key holding a printed label such as `1排11座`, and the regular expression (named
    /// groups `row` and `col`) that takes the printed row and seat numbers out of it; they
    /// become the seat's row and seat labels unless `rowLabel`/`colLabel` name keys of their own.
    public var label: String?
    public var labelPattern: String?
    /// Where the document keeps the page's names, as dot paths from its top (`"movie":
    /// "film.title"`): the movie's title, the cinema's name, the hall's (or screen's) name, and
    /// when the showtime starts — one path, or several whose values are joined by a space
    /// (`["showDate", "showTime"]` for `2026-12-07` and `7:30 PM`). Without them the importer
    /// guesses from common key names (`movieName`, `cinema_name`, …).
    public var movie: [String]?
    public var cinema: [String]?
    public var hall: [String]?
    public var startsAt: [String]?
    /// The pattern used when `label` is given without one: Chinese labels `1排11座`, `1排11号`, `A排3`.
    public static let defaultLabelPattern = #"(?<row>[0-9A-Za-z]+)\s*排\s*(?<col>[0-9]+)\s*(座|号)?"#

    public init(seats: String? = nil, row: String, col: String, rowLabel: String? = nil, colLabel: String? = nil, seatId: String? = nil,
                price: String? = nil, zone: String? = nil, zones: [String: SeatZone] = [:], status: String? = nil,
                statuses: [String: SeatStatus] = [:], pair: String? = nil, aisleWhenEmpty: String? = nil) {
        self.seats = seats; self.row = row; self.col = col; self.rowLabel = rowLabel; self.colLabel = colLabel; self.seatId = seatId
        self.price = price; self.zone = zone; self.zones = zones; self.status = status; self.statuses = statuses
        self.pair = pair; self.aisleWhenEmpty = aisleWhenEmpty
    }

    static let keys = ["seats", "row", "col", "rowLabel", "colLabel", "seatId", "price", "zone", "zones", "status", "statuses",
                       "pair", "kind", "aisleWhenEmpty", "label", "labelPattern", "movie", "cinema", "hall", "startsAt"]

    /// Reads a mapping file; every problem is located (`map.json:3:12: statuses.9: …`).
    public static func load(path: String) throws(ImportError) -> ImportMapping {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: 1 << 20) } catch {
            if case .tooLarge = error { throw .tooLarge(file: path, reason: error.reason(what: "a mapping")) }
            throw .unreadable(file: path, reason: error.reason(what: "a mapping file"))
        }
        return try decode(bytes, file: path)
    }

    public static func decode(_ bytes: [UInt8], file: String) throws(ImportError) -> ImportMapping {
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        var problems = ImportProblems(file: file)
        let document: MappingDocument
        do {
            document = try JSONValueDecoder(root).read(MappingDocument.self)
        } catch {
            problems.add(error)
            try problems.check()
            return ImportMapping(row: "", col: "")
        }
        for p in document.problems { problems.add(p) }
        try problems.check()
        return document.mapping
    }
}

/// A mapping file as read: the mapping, and every problem found in it.
struct MappingDocument: Decodable {
    var mapping = ImportMapping(row: "", col: "")
    var problems: [JSONProblem] = []

    init(from decoder: any Decoder) throws {
        let root = try JSONValueDecoder.of(decoder)
        guard let members = try? root.members() else {
            problems.append(root.problem("expected an object naming the seat keys (row, col, …)"))
            return
        }
        let keys = ImportMapping.keys
        var problems: [JSONProblem] = []
        func key(_ name: String) -> String? {
            guard let v = root.member(name) else { return nil }
            guard let s = v.json.stringValue, !s.isEmpty else { problems.append(v.problem("expected the name of a seat key, found \(v.json.typeName)")); return nil }
            return s
        }
        for (k, v) in members where !keys.contains(k) {
            let near = NearMiss.closest(to: k, among: keys).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
            problems.append(v.problem("unknown key \(MessageText.quoted(k)) (\(near)known: \(keys.joined(separator: ", ")))"))
        }
        let row = key("row"), col = key("col")
        // `row` and `col` may be left out for seats given as rows (an array of rows, or rows
        // keyed by name): their places are then their positions; a flat list needs both.
        if (row == nil) != (col == nil), root.member("row") == nil || root.member("col") == nil {
            problems.append(root.problem(row == nil
                ? "missing: which seat key holds the grid row (name both row and col, or neither for seats given as rows)"
                : "missing: which seat key holds the grid column (name both row and col, or neither for seats given as rows)",
                path: row == nil ? "row" : "col"))
        }
        var m = ImportMapping(row: row ?? "", col: col ?? "")
        // An id made of several seat keys: an array of their names, joined by -.
        var idParts: [String] = []
        if let v = root.member("seatId"), let parts = v.json.arrayElements {
            let names = parts.compactMap(\.stringValue).filter { !$0.isEmpty }
            if parts.isEmpty || parts.count > 8 || names.count != parts.count {
                problems.append(v.problem("expected a seat key, or an array of up to 8 seat keys whose values make the id (joined by -)"))
            } else { idParts = names }
        }
        m.seats = key("seats")
        if let text = m.seats, case .failure(let e) = DocumentPath.parse(text), let v = root.member("seats") { problems.append(v.problem(e.reason)) }
        m.rowLabel = key("rowLabel"); m.colLabel = key("colLabel"); m.seatId = idParts.isEmpty ? key("seatId") : idParts[0]
        m.seatIdParts = Array(idParts.dropFirst())
        m.price = key("price"); m.zone = key("zone"); m.status = key("status"); m.pair = key("pair"); m.kind = key("kind")
        m.aisleWhenEmpty = key("aisleWhenEmpty")
        m.label = key("label")
        // The page's names: a dot path, or an array of them joined by a space.
        func paths(_ name: String) -> [String]? {
            guard let v = root.member(name) else { return nil }
            let single = v.json.stringValue.map { [JSONValue.string($0)] }
            if let list = single ?? v.json.arrayElements, !list.isEmpty, list.count <= 8, list.allSatisfy({ ($0.stringValue ?? "").isEmpty == false }) {
                let texts = list.compactMap(\.stringValue)
                // Each names one value, located here when it cannot (reading would say so too).
                for t in texts {
                    switch DocumentPath.parse(t) {
                    case .failure(let e): problems.append(v.problem(e.reason)); return nil
                    case .success(let p) where p.fansOut: problems.append(v.problem("\(MessageText.quoted(t)): [*] reaches many values; the \(name) is one")); return nil
                    default: break
                    }
                }
                return texts
            }
            problems.append(v.problem("expected the dot path of a document key (\"film.title\"), or an array of up to 8 whose values are joined, found \(v.json.typeName)"))
            return nil
        }
        m.movie = paths("movie"); m.cinema = paths("cinema"); m.hall = paths("hall"); m.startsAt = paths("startsAt")
        if let v = root.member("labelPattern") {
            if let pattern = v.json.stringValue {
                m.labelPattern = pattern
                if m.label == nil { problems.append(v.problem("a label pattern needs \"label\": the seat key holding the label")) }
                do {
                    _ = try Regex(pattern)
                    // Both groups must exist: a pattern without them would read nothing.
                    if !pattern.contains("(?<row>") || !pattern.contains("(?<col>") {
                        problems.append(v.problem("the pattern needs the named groups (?<row>…) and (?<col>…)"))
                    }
                    if let nested = LabelPattern.catastrophicPart(pattern) {
                        problems.append(v.problem("\(MessageText.quoted(nested)) repeats a part that itself repeats or has alternatives, which can take minutes on one label; write it without the nesting (\"[0-9]+\", not \"([0-9]+)+\")"))
                    }
                } catch {
                    problems.append(v.problem("not a regular expression: \(MessageText.quoted("\(error)"))"))
                }
            } else { problems.append(v.problem("expected a regular expression string, found \(v.json.typeName)")) }
        }
        if let v = root.member("statuses") {
            if let items = try? v.members() {
                for (value, word) in items {
                    guard let w = word.json.stringValue, let st = ListImporter.statusWord(w) else {
                        problems.append(word.problem("expected available, sold, locked or aisle, found \(word.json.stringValue.map(MessageText.quoted) ?? word.json.typeName)"))
                        continue
                    }
                    m.statuses[value] = st
                }
            } else { problems.append(v.problem("expected an object of source values and states ({\"0\": \"available\"})")) }
        }
        if let v = root.member("zones") {
            if let items = try? v.members() {
                for (value, z) in items {
                    guard let n = z.json.intValue, let zone = SeatZone(rawValue: n) else {
                        problems.append(z.problem("expected a zone number 1 normal, 2 golden or 3 couple")); continue
                    }
                    m.zones[value] = zone
                }
            } else { problems.append(v.problem("expected an object of source values and zone numbers ({\"VIP\": 2})")) }
        }
        mapping = m
        self.problems = problems
    }
}

/// A seat list read through an `ImportMapping`.
enum MappedListImporter {
    /// One seat of the source: the value, its place in the document, and its grid place when
    /// the shape gives it (1-based row and column) with its row's key.
    struct Entry {
        var item: JSONValue
        var at: String
        var place: (Int, Int)?
        var rowKey: String?
    }

    /// Keys of the seat objects, in first-seen order (of the first 200 seats).
    static func orderedKeys(_ items: [JSONValue]) -> [String] {
        var out: [String] = []
        for s in items.prefix(200) { for m in s.objectMembers ?? [] where !out.contains(m.key) { out.append(m.key) } }
        return out
    }

    /// A seat value as the mapping's tables match it: its JSON text (`true`, `false`, `null`,
    /// `0`, a string's own text), so `{"true": "sold"}` matches `"disabled": true`. nil for an
    /// array or an object, which no table can name.
    static func valueText(_ v: JSONValue) -> String? {
        switch v.kind {
        case .string(let s): return s
        case .number(let t): return t
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array, .object: return nil
        }
    }

    static func read(_ root: JSONValue, mapping m: ImportMapping, mappingFile: String, file: String) throws(ImportError) -> ImportedHall {
        var problems = ImportProblems(file: file)
        // The seats' path may fan out through arrays (`shapes[*].rows[*]`): every value it
        // reaches is a row (when all are arrays) or a seat.
        let seatsPath: DocumentPath
        switch DocumentPath.parse(m.seats ?? "") {
        case .success(let p): seatsPath = p
        case .failure(let e): throw .invalid(file: mappingFile, problems: [HallProblem(path: "seats", line: 1, column: 1, reason: e.reason)])
        }
        let reached: [(node: JSONValue, path: String)]
        switch seatsPath.resolve(in: root, context: "the mapping \(mappingFile) says seats are at \(MessageText.quoted(m.seats ?? ""))") {
        case .success(let r): reached = r
        case .failure(let f):
            throw .invalid(file: file, problems: [HallProblem(path: f.path, line: f.node.line, column: f.node.column, reason: f.reason)])
        }
        var entries: [Entry] = []
        if seatsPath.fansOut {
            guard !reached.isEmpty else {
                throw .invalid(file: file, problems: [HallProblem(path: m.seats ?? "", line: root.line, column: root.column,
                    reason: "the mapping \(mappingFile)'s seats path \(MessageText.quoted(m.seats ?? "")) reaches no value")])
            }
            if reached.allSatisfy({ $0.node.arrayElements != nil }) {
                for (r, row) in reached.enumerated() {
                    for (c, seat) in row.node.arrayElements!.enumerated() {
                        entries.append(Entry(item: seat, at: "\(row.path)[\(c)]", place: (r + 1, c + 1), rowKey: nil))
                    }
                }
            } else {
                guard !m.row.isEmpty, !m.col.isEmpty else {
                    throw .invalid(file: file, problems: [HallProblem(path: reached[0].path, line: reached[0].node.line, column: reached[0].node.column,
                        reason: "the seats are one flat list, so the mapping \(mappingFile) must name the keys of each seat's grid row and column (\"row\" and \"col\")")])
                }
                entries = reached.map { Entry(item: $0.node, at: $0.path, place: nil, rowKey: nil) }
            }
        } else {
            try shapedEntries(reached[0].node, path: reached[0].path, mapping: m, mappingFile: mappingFile, file: file, into: &entries)
        }
        // Where the seats are, for an error about all of them: the one value the path names,
        // or (fanned out) the document.
        let (node, path) = seatsPath.fansOut ? (root, m.seats ?? "") : reached[0]
        let items = entries.map(\.item)
        var hall = ImportedHall()
        ListImporter.metadata(root, into: &hall)
        try documentNames(root, mapping: m, mappingFile: mappingFile, file: file, into: &hall)
        // A key the mapping names that no seat has is a misspelling (or the wrong export). For
        // the status that would read every seat as available: an error, before any seat is
        // read. For the others (a hall without sofas may omit its pair key) a note says what
        // was not read.
        let named: [(String, String?)] = m.seatIdParts.map { ("seatId", $0) } + [("status", m.status), ("rowLabel", m.rowLabel), ("colLabel", m.colLabel), ("seatId", m.seatId),
                                          ("price", m.price), ("zone", m.zone), ("pair", m.pair), ("kind", m.kind), ("label", m.label)]
        var unread: [String] = []
        for (field, key) in named {
            guard let key, !items.isEmpty, !items.contains(where: { $0[key] != nil }) else { continue }
            let seen = (items.first?.objectMembers ?? []).prefix(12).map { MessageText.quoted($0.key) }.joined(separator: ", ")
            let what = "the mapping \(mappingFile) reads \(field) from the key \(MessageText.quoted(key)), but no seat has it (the first seat's keys: \(seen.isEmpty ? "none" : seen))"
            if field == "status" {
                throw .invalid(file: file, problems: [HallProblem(path: path, line: node.line, column: node.column, reason: what)])
            }
            unread.append("\(file): \(what); no seat's \(field) was read")
        }
        // The grid keys are checked the same way, once: a misspelt `col` would otherwise fail
        // every seat of a flat list with the same error. In rows (given as arrays or keyed by
        // name) a seat's place is its position, so keys no seat has are only said.
        for (field, key) in [("row", m.row), ("col", m.col)] where !key.isEmpty && !items.isEmpty && !items.contains(where: { $0[key] != nil }) {
            let seatKeys = orderedKeys(items)
            let near = NearMiss.closest(to: key, among: seatKeys).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
            let seen = seatKeys.prefix(12).map(MessageText.quoted).joined(separator: ", ")
            let what = "the mapping \(mappingFile) reads the grid \(field) from the key \(MessageText.quoted(key)), but no seat has it (\(near)the seats' keys: \(seen.isEmpty ? "none" : seen))"
            if entries.first?.place == nil {
                throw .invalid(file: file, problems: [HallProblem(path: path, line: node.line, column: node.column, reason: what)])
            }
            unread.append("\(file): \(what); the seats are given as rows, so each seat's place is its position in its row")
        }
        // Rows named by letters (A…Z, AA…) are read in letter order, the letter kept as the
        // row's label: the grid row is the letter's rank among the rows the list has.
        let letterRanks = entries.first?.place == nil ? LetterRows.ranks(items.compactMap { $0[m.row].flatMap(Self.valueText)?.trimmingSpaces }) : nil
        if let letterRanks {
            let letters = letterRanks.sorted { $0.value < $1.value }.map(\.key)
            hall.notes.append("\(file): rows \(MessageText.quoted(m.row)) are letters (\(letters.count == 1 ? letters[0] : "\(letters[0])…\(letters[letters.count - 1]), \(letters.count) rows")): read in letter order, one grid row each, the letter kept as the row label")
        }
        var pairs: [String: [Int]] = [:]
        var statusless = 0
        // Checked when the mapping was read; a pattern that fails here is the default's.
        let labelRegex = m.label == nil ? nil : try? Regex(m.labelPattern ?? ImportMapping.defaultLabelPattern)
        for entry in entries {
            let item = entry.item, at = entry.at
            func text(_ key: String?) -> String? { key.flatMap { item[$0].flatMap(Self.valueText)?.trimmingSpaces } }
            // In a row, `null` (or an empty object) is a gap: an aisle slot.
            if entry.place != nil, item.kind == .null || item.objectMembers?.isEmpty == true { continue }
            guard item.objectMembers != nil else { problems.add(at, item, "expected a seat object, found \(item.typeName)"); continue }
            // Empty: missing, null or an empty (or blank) text.
            if let k = m.aisleWhenEmpty, item[k]?.kind == .null || (text(k) ?? "").isEmpty { continue }
            let r: Int, c: Int
            var letterLabel: String?
            if let place = entry.place, m.row.isEmpty || item[m.row] == nil, m.col.isEmpty || item[m.col] == nil {
                (r, c) = place
            } else {
                let rowText = text(m.row)
                let letterRow = letterRanks.flatMap { ranks in rowText.flatMap { ranks[$0] } }
                guard let rr = letterRow ?? rowText.flatMap(Int.init), let cc = text(m.col).flatMap(Int.init) else {
                    problems.add(at, item,
                                 "\(m.row) and \(m.col) must be whole numbers (the grid row and column the mapping names; rows may also be letters, A…Z, AA…, in every seat), found \(MessageText.quoted(rowText ?? "nothing")) and \(MessageText.quoted(text(m.col) ?? "nothing"))")
                    continue
                }
                if letterRow != nil, m.rowLabel == nil { letterLabel = rowText }
                guard ImportLimits.checkCoordinates(rr, cc, keys: (m.row, m.col), at, item, into: &problems) else { continue }
                (r, c) = (rr, cc)
            }
            var seat = ImportedSeat(row: r, col: c)
            seat.sourcePath = at
            // A row key is the row's printed label, unless a key of the seat names one.
            if let key = entry.rowKey { seat.rowText = key }
            if let k = m.status, item[k] == nil { statusless += 1 }
            if let k = m.status, let value = item[k], Self.valueText(value) == nil {
                problems.add("\(at).\(k)", value, "expected a status value (a string, number, true, false or null), found \(value.typeName)")
                continue
            }
            if let k = m.status, let v = text(k) {
                guard let st = m.statuses[v] ?? (m.statuses.isEmpty ? ListImporter.statusWord(v) : nil) else {
                    let known = m.statuses.keys.sorted().map(MessageText.quoted).joined(separator: ", ")
                    problems.add("\(at).\(k)", item[k],
                                 "status \(MessageText.quoted(v)) is not in the mapping's statuses (\(known.isEmpty ? "none" : known))")
                    continue
                }
                if st == .aisle { continue }
                seat.status = st
            }
            if let k = m.zone, let v = text(k) {
                guard let z = m.zones[v] ?? (m.zones.isEmpty ? Int(v).flatMap(SeatZone.init(rawValue:)) : nil) else {
                    problems.add("\(at).\(k)", item[k], "zone \(MessageText.quoted(v)) is not in the mapping's zones"); continue
                }
                seat.zone = z
            }
            if let k = m.price { seat.priceMinorUnits = problems.price(item[k], "\(at).\(k)") }
            if m.rowLabel != nil || entry.rowKey == nil { seat.rowText = text(m.rowLabel) ?? letterLabel }
            seat.colText = text(m.colLabel)
            if let k = m.label, let v = text(k), v.count > LabelPattern.maxLabelLength {
                problems.add("\(at).\(k)", item[k], "label is \(v.count) characters; a label is at most \(LabelPattern.maxLabelLength)")
                continue
            }
            if let k = m.label, let regex = labelRegex, let v = text(k), !v.isEmpty {
                // The printed numbers inside a label (`1排11座`: row 1, seat 11), never the grid's.
                guard let match = try? regex.wholeMatch(in: v), let r = match["row"]?.substring, let c = match["col"]?.substring else {
                    problems.add("\(at).\(k)", item[k],
                                 "label \(MessageText.quoted(v)) does not match the mapping's labelPattern \(MessageText.quoted(m.labelPattern ?? ImportMapping.defaultLabelPattern))")
                    continue
                }
                if m.rowLabel == nil { seat.rowText = String(r) }
                if m.colLabel == nil { seat.colText = String(c) }
            }
            seat.id = text(m.seatId)
            if !m.seatIdParts.isEmpty {
                let parts = ([m.seatId] + m.seatIdParts.map(Optional.some)).map { text($0) }
                guard parts.allSatisfy({ $0 != nil }) else {
                    let missing = zip([m.seatId ?? ""] + m.seatIdParts, parts).first { $0.1 == nil }!.0
                    problems.add(at, item, "no \(MessageText.quoted(missing)) (a part of the seat's id)"); continue
                }
                seat.id = parts.compactMap { $0 }.joined(separator: "-")
            }
            if let k = m.pair, let v = text(k), !v.isEmpty, v != "0" { pairs[v, default: []].append(hall.seats.count) }
            if let k = m.kind, let v = text(k) {
                guard let kind = SeatKindWords.kind(v) else {
                    problems.add("\(at).\(k)", item[k], "unknown seat kind \(MessageText.quoted(v)) (\(SeatKindWords.expectation))"); continue
                }
                seat.kind = kind
            }
            hall.seats.append(seat)
        }
        try problems.check()
        hall.notes += unread
        if statusless > 0, let k = m.status {
            hall.notes.append("\(file): \(statusless) seat\(statusless == 1 ? " has" : "s have") no \(MessageText.quoted(k)) (the mapping's status key); imported as available")
        }
        // The two seats of a pair value are a sofa: the left one the left half.
        for (_, members) in pairs.sorted(by: { $0.key < $1.key }) where members.count == 2 {
            let (a, b) = (members[0], members[1])
            guard hall.seats[a].row == hall.seats[b].row else { continue }
            let (left, right) = hall.seats[a].col < hall.seats[b].col ? (a, b) : (b, a)
            hall.seats[left].pair = .left
            hall.seats[right].pair = .right
            if m.zone == nil { hall.seats[left].zone = .couple; hall.seats[right].zone = .couple }
        }
        // Grid coordinates as the source numbers them, moved to start at 0.
        let minRow = hall.seats.map(\.row).min() ?? 0, minCol = hall.seats.map(\.col).min() ?? 0
        for i in hall.seats.indices { hall.seats[i].row -= minRow; hall.seats[i].col -= minCol }
        return hall
    }
}

/// Row letters as printed in theatres and arenas: A…Z, then AA, AB… (or AA, BB…); upper and
/// lower case are one row.
enum LetterRows {
    /// Each letter row's rank from 1, shortest first, then alphabetical (Z before AA); nil when
    /// the rows are not all letters (numbers, a mix, or none), so numbered rows stay numbers.
    static func ranks(_ rows: [String]) -> [String: Int]? {
        guard !rows.isEmpty, rows.allSatisfy(isLetters) else { return nil }
        let distinct = Set(rows.map { $0.uppercased() }).sorted { ($0.count, $0) < ($1.count, $1) }
        let rank = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0 + 1) })
        return Dictionary(rows.map { ($0, rank[$0.uppercased()]!) }, uniquingKeysWith: { a, _ in a })
    }

    static func isLetters(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }
}

/// Label patterns that match in time proportional to the label: the regex engine backtracks, so
/// a repeated group that itself repeats or has alternatives (`(a+)+`, `(a|aa)*`) can take
/// exponential time on a label that almost matches. Such patterns are refused when the mapping
/// is read; labels are also bounded (`maxLabelLength`), so every other pattern stays fast.
enum LabelPattern {
    /// Longest label a pattern is matched against; a longer one is a located error.
    static let maxLabelLength = 200

    /// The first group of `pattern` repeated without bound (`*`, `+`, `{n,}`, `{n,m}` with m > 1)
    /// whose body repeats or has alternatives, as written; nil when there is none.
    static func catastrophicPart(_ pattern: String) -> String? {
        let c = Array(pattern)
        var stack: [(start: Int, risky: Bool)] = []
        var i = 0
        /// Whether a quantifier that repeats more than once starts at `j`.
        func repeats(at j: Int) -> Bool {
            guard j < c.count else { return false }
            if c[j] == "*" || c[j] == "+" { return true }
            guard c[j] == "{", let close = c[j...].firstIndex(of: "}") else { return false }
            let inner = String(c[(j + 1)..<close])
            let bounds = inner.split(separator: ",", omittingEmptySubsequences: false)
            if bounds.count == 2 { return bounds[1].isEmpty || (Int(bounds[1]) ?? 0) > 1 }
            return (Int(inner) ?? 0) > 1
        }
        while i < c.count {
            switch c[i] {
            case "\\":
                // An escape (`\d`) is one character too.
                if repeats(at: i + 2), !stack.isEmpty { stack[stack.count - 1].risky = true }
                i += 2
                continue
            case "[":
                // A class is one character, whatever it holds.
                var j = i + 1
                if j < c.count, c[j] == "^" { j += 1 }
                if j < c.count, c[j] == "]" { j += 1 }
                while j < c.count, c[j] != "]" { j += c[j] == "\\" ? 2 : 1 }
                i = j + 1
                if repeats(at: i), !stack.isEmpty { stack[stack.count - 1].risky = true }
                continue
            case "(": stack.append((i, false))
            case ")":
                guard let group = stack.popLast() else { break }
                if group.risky, repeats(at: i + 1) { return String(c[group.start...min(i + 1, c.count - 1)]) }
                // A group inside a group: the outer one holds what it holds.
                if group.risky || repeats(at: i + 1), !stack.isEmpty { stack[stack.count - 1].risky = true }
            case "|": if !stack.isEmpty { stack[stack.count - 1].risky = true }
            default:
                if repeats(at: i + 1), !stack.isEmpty, c[i] != ")" { stack[stack.count - 1].risky = true }
            }
            i += 1
        }
        return nil
    }
}

extension MappedListImporter {
    /// The movie, cinema, hall and start the mapping names (`ImportMapping.movie` …), read from
    /// their paths in the document (a path it lacks is a located error), and a note naming every
    /// top-level key of the document that nothing read: an export's `theatre` or `showTime` is
    /// never dropped without a word.
    static func documentNames(_ root: JSONValue, mapping m: ImportMapping, mappingFile: String, file: String,
                              into hall: inout ImportedHall) throws(ImportError) {
        func value(_ paths: [String], _ what: String) throws(ImportError) -> String? {
            var parts: [String] = []
            for path in paths {
                // The same paths as `seats` takes (an index is a step), but to one value each.
                let context = "the mapping \(mappingFile) says the \(what) is at \(MessageText.quoted(path))"
                let found: [(node: JSONValue, path: String)]
                switch DocumentPath.parse(path) {
                case .failure(let e): throw .invalid(file: mappingFile, problems: [HallProblem(path: path, line: 1, column: 1, reason: e.reason)])
                case .success(let p) where p.fansOut:
                    throw .invalid(file: mappingFile, problems: [HallProblem(path: path, line: 1, column: 1, reason: "[*] reaches many values; \(context), one value")])
                case .success(let p):
                    switch p.resolve(in: root, context: context) {
                    case .success(let r): found = r
                    case .failure(let f): throw .invalid(file: file, problems: [HallProblem(path: f.path, line: f.node.line, column: f.node.column, reason: f.reason)])
                    }
                }
                let (node, at) = found[0]
                guard let text = valueText(node), node.arrayElements == nil, node.objectMembers == nil else {
                    throw .invalid(file: file, problems: [HallProblem(path: at, line: node.line, column: node.column,
                        reason: "expected the \(what) (a string or number), found \(node.typeName)")])
                }
                parts.append(text)
            }
            let joined = parts.joined(separator: " ")
            return joined.allSatisfy({ $0 == " " }) ? nil : joined
        }
        if let p = m.movie, let v = try value(p, "movie's title") { hall.movieTitle = v }
        if let p = m.cinema, let v = try value(p, "cinema's name") { hall.cinemaName = v }
        if let p = m.hall, let v = try value(p, "hall's name") { hall.hallName = v }
        if let p = m.startsAt, let v = try value(p, "showtime's start") {
            guard let iso = HallFile.looksLikeISO8601(v) ? v : ListImporter.isoLocalTime(v) else {
                let node = root[p[0].split(separator: ".").map(String.init).first ?? ""] ?? root
                throw .invalid(file: file, problems: [HallProblem(path: p.joined(separator: " + "), line: node.line, column: node.column,
                    reason: "\(MessageText.quoted(v)) is not a date and time (a hall's start is 2026-12-07T19:30:00; map the date's key too: \"startsAt\": [\"date\", \"time\"])")])
            }
            hall.startsAt = iso
        }
        // Top-level keys nothing read: not the seats' path, not a named path, not a key the
        // importer recognises on its own (movieName, cinema_name, hallName, showTime, …).
        guard let members = root.objectMembers else { return }
        let named = [[m.seats ?? ""], m.movie ?? [], m.cinema ?? [], m.hall ?? [], m.startsAt ?? []].flatMap { $0 }
        let read = Set(named.compactMap { path -> String? in
            guard case .success(let p) = DocumentPath.parse(path) else { return nil }
            return p.firstKey
        })
        // A recognised key counts as read only when it gave its field (a `showTime` of
        // `7:30 PM`, with no date, gave none).
        let given: [(keys: [String], set: Bool)] = [
            (["movieName", "movie_name", "filmName"], hall.movieTitle != nil), (["cinema_name", "cinemaName"], hall.cinemaName != nil),
            (["hallName", "hall_name", "name"], hall.hallName != nil), (["maxChooseNum", "maxSeats", "max_seats"], hall.maxSeats != nil),
            (["showTime", "show_time", "startsAt"], hall.startsAt != nil),
        ]
        let known = Set(given.filter(\.set).flatMap(\.keys))
        let unread = members.filter { member in
            guard !read.contains(member.key), !known.contains(member.key) else { return false }
            // An object holding a recognised key was read for it (`{"cinema": {"cinema_name": …}}`).
            return !(member.value.objectMembers ?? []).contains { known.contains($0.key) }
        }.map(\.key)
        if !unread.isEmpty {
            hall.notes.append("\(file): not read from the document: \(unread.prefix(12).map(MessageText.quoted).joined(separator: ", "))\(unread.count > 12 ? ", … \(unread.count - 12) more" : "") "
                              + "(the mapping's \"movie\", \"cinema\", \"hall\" and \"startsAt\" take the page's names from where the document keeps them)")
        }
    }
}

extension MappedListImporter {
    /// The seats at one value: a flat array of seats (each names its row and column), a
    /// row-keyed object (`{"A": [seat…], "B": […]}`) or an array of rows; in the last two a
    /// seat's place is its row's position and its own position in the row, from 1.
    static func shapedEntries(_ node: JSONValue, path: String, mapping m: ImportMapping, mappingFile: String, file: String,
                              into entries: inout [Entry]) throws(ImportError) {
        // Three shapes: a flat array of seats (each names its row and column), a row-keyed
        // object ({"A": [seat…], "B": […]}) or an array of rows; in the last two a seat's place
        // is its row's position and its own position in the row, from 1.
        if let members = node.objectMembers, !members.isEmpty, members.allSatisfy({ $0.value.arrayElements != nil }) {
            for (r, member) in members.enumerated() {
                for (c, seat) in member.value.arrayElements!.enumerated() {
                    entries.append(Entry(item: seat, at: "\(path.isEmpty ? "" : path + ".")\(member.key)[\(c)]", place: (r + 1, c + 1),
                                         rowKey: member.key))
                }
            }
        } else if let rows = node.arrayElements, !rows.isEmpty, rows.allSatisfy({ $0.arrayElements != nil }) {
            for (r, row) in rows.enumerated() {
                for (c, seat) in row.arrayElements!.enumerated() {
                    entries.append(Entry(item: seat, at: "\(path)[\(r)][\(c)]", place: (r + 1, c + 1), rowKey: nil))
                }
            }
        } else if let list = node.arrayElements {
            guard !m.row.isEmpty, !m.col.isEmpty else {
                throw .invalid(file: file, problems: [HallProblem(path: path, line: node.line, column: node.column,
                    reason: "the seats are one flat list, so the mapping \(mappingFile) must name the keys of each seat's grid row and column (\"row\" and \"col\")")])
            }
            entries = list.enumerated().map { Entry(item: $1, at: "\(path)[\($0)]", place: nil, rowKey: nil) }
        } else {
            throw .invalid(file: file, problems: [HallProblem(path: path, line: node.line, column: node.column,
                reason: "expected the seats the mapping \(mappingFile) names (an array of seats, an array of rows, or rows keyed by name), found \(node.typeName)")])
        }
    }
}
