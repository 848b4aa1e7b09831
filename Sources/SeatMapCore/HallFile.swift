import Foundation

/// Reading and validating hall files (docs/hall-format.md).
public enum HallFile {
    /// Limits checked before any per-seat work, so a hostile file costs nothing.
    public static let maxRows = 1_000
    public static let maxColumns = 1_000
    public static let maxSeats = 200_000
    /// Largest file read, in bytes (a 200,000-seat hall is about 20 MB).
    public static let maxFileBytes = 64 << 20
    /// Highest price of one seat or showtime, in fen (¥1,000,000). With at most 100 seats an
    /// order, no total of accepted prices can come near `Int.max`.
    public static let maxPriceMinorUnits = 100_000_000
    /// Printed row and column numbers (`rowNo`, `colNo`) lie in `0...maxLabelNumber`.
    public static let maxLabelNumber = 99_999
    /// Longest string a hall may hold (titles, names, ids, tags), in Unicode scalars. Text that
    /// does not fit on the page is shortened at draw time; this bounds the work per string.
    public static let maxStringLength = 256
    /// Most characters (Unicode scalars) of all seat ids of a hall together: 20 a seat at 200,000
    /// seats, any id up to 256 characters in halls of up to 15,625 seats. Every output repeats
    /// the ids (the layout, the seats script, the frames a baseline compares, the cache): 200,000
    /// seats of 200-character ids peaked at 600 MiB in a batch with a cache or a baseline.
    public static let maxSeatIdCharacters = 4_000_000
    /// Longest `rowLabel`/`colLabel`, in Unicode scalars: a label is printed on a rail or a chip.
    public static let maxLabelLength = 16
    /// Most showtimes in `showtimes` (the chip strip shows a handful).
    public static let maxShowtimes = 100
    /// Default order limit when the file has no `maxSeats`: 6, what Chinese ticketing apps allow.
    public static let defaultMaxSeats = 6

    /// Reads and validates a hall file from disk.
    public static func load(path: String) throws(HallError) -> Hall {
        let bytes = try readFile(path: path)
        return try decode(bytes, file: path)
    }

    /// Reads a file's bytes (stdin for `-`) with the size limit applied, mapping I/O failures
    /// to `HallError`.
    public static func readFile(path: String) throws(HallError) -> [UInt8] {
        do { return try InputFile.read(path, limit: maxFileBytes) } catch {
            if case .tooLarge = error { throw .tooLarge(file: path, reason: error.reason(what: "a hall")) }
            throw .unreadable(file: path, reason: error.reason(what: "a hall file"))
        }
    }

    /// Decodes and validates hall JSON. `file` is only used in messages.
    public static func decode(_ bytes: [UInt8], file: String = "<hall>") throws(HallError) -> Hall {
        try checkSize(bytes, file: file)
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        return try decode(root, file: file)
    }

    /// Validates an already parsed hall document (the importers parse once to tell formats apart,
    /// and build their halls as documents).
    public static func decode(_ root: JSONValue, file: String = "<hall>") throws(HallError) -> Hall {
        var reader = HallReader(file: file)
        return try reader.read(root)
    }

    /// Refuses bytes over `maxFileBytes` (files read with `readFile` are bounded while reading;
    /// this bounds bytes handed over by a library caller).
    public static func checkSize(_ bytes: [UInt8], file: String) throws(HallError) {
        if bytes.count > maxFileBytes {
            throw .tooLarge(file: file, reason: "file is \(bytes.count) bytes; the limit is \(maxFileBytes)")
        }
    }

    public static func decode(_ text: String, file: String = "<hall>") throws(HallError) -> Hall {
        try decode(Array(text.utf8), file: file)
    }
}

/// Collects every problem in one pass instead of stopping at the first.
struct HallReader {
    let file: String
    var problems: [HallProblem] = []

    init(file: String) { self.file = file }

    /// Problems beyond `HallProblem.kept` are counted, not kept: a file of 100,000 broken seats
    /// costs memory for a thousand problems and prints `HallProblem.reported`.
    var unkeptProblems = 0

    mutating func problem(_ path: String, _ v: JSONValue?, _ reason: String) {
        guard problems.count < HallProblem.kept else { unkeptProblems += 1; return }
        problems.append(HallProblem(path: path, line: v?.line ?? 0, column: v?.column ?? 0, reason: reason))
    }

    mutating func object(_ v: JSONValue?, _ path: String, in parent: JSONValue) -> JSONValue? {
        guard let v else { problem(path, parent, "missing field (expected an object)"); return nil }
        guard v.objectMembers != nil else { problem(path, v, "expected an object, found \(v.typeName)"); return nil }
        return v
    }

    mutating func string(_ obj: JSONValue, _ key: String, _ path: String, required: Bool = true) -> String? {
        guard let v = obj[key] else {
            if required { problem(join(path, key), obj, "missing field (expected a string)") }
            return nil
        }
        guard let s = v.stringValue else { problem(join(path, key), v, "expected a string, found \(v.typeName)"); return nil }
        if required && s.isEmpty { problem(join(path, key), v, "must not be empty") }
        let length = s.unicodeScalars.count
        if length > HallFile.maxStringLength {
            problem(join(path, key), v, "string is \(length) characters long; the limit is \(HallFile.maxStringLength)")
            return nil
        }
        if let bad = WritableText.firstUnwritable(s) {
            problem(join(path, key), v, WritableText.reason(bad))
            return nil
        }
        return s
    }

    mutating func int(_ obj: JSONValue, _ key: String, _ path: String, required: Bool, what: String = "an integer") -> Int? {
        guard let v = obj[key] else {
            if required { problem(join(path, key), obj, "missing field (expected \(what))") }
            return nil
        }
        guard case .number = v.kind else { problem(join(path, key), v, "expected \(what), found \(v.typeName)"); return nil }
        guard let i = v.intValue else { problem(join(path, key), v, "expected \(what), found the number \(numberText(v))"); return nil }
        return i
    }

    func numberText(_ v: JSONValue) -> String { if case .number(let t) = v.kind { return t } else { return "" } }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func read(_ root: JSONValue) throws(HallError) -> Hall {
        guard root.objectMembers != nil else {
            throw .invalid(file: file, problems: [HallProblem(path: "", line: root.line, column: root.column,
                                                             reason: "expected a hall object at the top level, found \(root.typeName)")])
        }
        // Size limits first: refuse before any per-seat work.
        if let rowsValue = root["rows"], let rows = rowsValue.arrayElements {
            if rows.count > HallFile.maxRows {
                throw .tooLarge(file: file, reason: "rows: \(rows.count) rows; the limit is \(HallFile.maxRows)")
            }
            var total = 0
            for (r, row) in rows.enumerated() {
                let n = row.arrayElements?.count ?? 0
                if n > HallFile.maxColumns {
                    throw .tooLarge(file: file, reason: "rows[\(r)]: \(n) columns; the limit is \(HallFile.maxColumns)")
                }
                total += n
            }
            if total > HallFile.maxSeats {
                throw .tooLarge(file: file, reason: "rows: \(total) grid slots; the limit is \(HallFile.maxSeats)")
            }
        }

        let movie = root["movie"] == nil ? nil : readMovie(root)
        let showtime = root["showtime"] == nil ? nil : readShowtime(root["showtime"], "showtime", parent: root, current: true)
        var maxSeats = HallFile.defaultMaxSeats
        if let m = int(root, "maxSeats", "", required: false) {
            if m < 1 || m > 100 { problem("maxSeats", root["maxSeats"], "must be between 1 and 100, found \(m)") } else { maxSeats = m }
        }
        var cinemaName: String?
        if let c = root["cinema"] {
            // A plain name goes through the same checks as every other string.
            if c.stringValue != nil { cinemaName = string(root, "cinema", "", required: false) }
            else if c.objectMembers != nil { cinemaName = string(c, "name", "cinema") }
            else { problem("cinema", c, "expected a string or an object with \"name\", found \(c.typeName)") }
        }
        var showtimes: [Showtime] = []
        if let list = root["showtimes"] {
            if let items = list.arrayElements, items.count > HallFile.maxShowtimes {
                problem("showtimes", list, "\(items.count) showtimes; the limit is \(HallFile.maxShowtimes)")
            } else if let items = list.arrayElements {
                for (i, item) in items.enumerated() {
                    if let s = readShowtime(item, "showtimes[\(i)]", parent: list, current: false, defaultHall: showtime?.hall) {
                        showtimes.append(s)
                    }
                }
            } else {
                problem("showtimes", list, "expected an array of showtimes, found \(list.typeName)")
            }
        }
        let zoneNames = readZoneNames(root)
        var currency: Currency?
        if let c = root["currency"] {
            if let code = c.stringValue, let known = Currency.named(code) { currency = known }
            else if let code = c.stringValue {
                problem("currency", c, "unknown currency \(MessageText.quoted(code)) (an ISO 4217 code SeatMap writes: \(Currency.known.map(\.code).joined(separator: ", ")))")
            } else { problem("currency", c, "expected an ISO 4217 code such as \"CNY\", found \(c.typeName)") }
        }
        var companionRule = true
        if let c = root["companionRule"] {
            if case .bool(let b) = c.kind { companionRule = b } else { problem("companionRule", c, "expected true or false, found \(c.typeName)") }
        }
        var appliesZoneOffset = true
        if let z = root["zoneOffset"] {
            if case .bool(let b) = z.kind { appliesZoneOffset = b } else { problem("zoneOffset", z, "expected true or false, found \(z.typeName)") }
        }
        let rows = readRows(root)

        guard problems.isEmpty, let rows else {
            // In source order, as a reader goes through the file (stable for equal positions).
            let sorted = problems.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            throw .invalid(file: file, problems: HallProblem.capped(sorted.map(\.element), unkept: unkeptProblems))
        }
        var hall = Hall(movie: movie, showtime: showtime, cinemaName: cinemaName, maxSeats: maxSeats, rows: rows, showtimes: showtimes,
                        zoneNames: zoneNames, appliesZoneOffset: appliesZoneOffset, currency: currency)
        hall.companionRule = companionRule
        return hall
    }

    /// `zoneNames`: `{"1": "Standard", "2": "VIP"}`, a zone number to the name the legend shows.
    mutating func readZoneNames(_ root: JSONValue) -> [SeatZone: String] {
        guard let v = root["zoneNames"] else { return [:] }
        guard let members = v.objectMembers else {
            problem("zoneNames", v, "expected an object of zone numbers to names, such as {\"2\": \"VIP\"}, found \(v.typeName)")
            return [:]
        }
        var out: [SeatZone: String] = [:]
        for (key, _) in members {
            guard let zone = Int(key).flatMap(SeatZone.init(rawValue:)), String(zone.rawValue) == key else {
                problem("zoneNames.\(key)", v, "\(MessageText.quoted(key)) is not a zone (expected 1 normal, 2 golden or 3 couple)")
                continue
            }
            if let name = string(v, key, "zoneNames"), !name.isEmpty {
                if name.allSatisfy(\.isWhitespace) { problem("zoneNames.\(key)", v[key], "a zone name cannot be blank") } else { out[zone] = name }
            }
        }
        return out
    }

    /// `movie`: `title` required, `id` optional (a seat map needs no ids of other systems).
    mutating func readMovie(_ root: JSONValue) -> Movie? {
        guard let m = object(root["movie"], "movie", in: root) else { return nil }
        let id = string(m, "id", "movie", required: false), title = string(m, "title", "movie")
        guard let title else { return nil }
        return Movie(id: id, title: title)
    }

    /// The current showtime (`current`) may be just a hall name: `id`, `startsAt` and `hall` are
    /// optional there. Entries of `showtimes` are chips, so they need `id` and `startsAt`.
    mutating func readShowtime(_ v: JSONValue?, _ path: String, parent: JSONValue, current: Bool,
                               defaultHall: HallInfo? = nil) -> Showtime? {
        guard let s = object(v, path, in: parent) else { return nil }
        let id = string(s, "id", path, required: !current), startsAt = string(s, "startsAt", path, required: !current)
        if let startsAt, !startsAt.isEmpty, !Self.looksLikeISO8601(startsAt) {
            problem(join(path, "startsAt"), s["startsAt"], "expected an ISO 8601 date-time like 2026-11-29T19:30:00+08:00, found \"\(startsAt)\"")
        }
        var hall = defaultHall
        if s["hall"] != nil, let h = object(s["hall"], join(path, "hall"), in: s) {
            let hid = string(h, "id", join(path, "hall"), required: false), name = string(h, "name", join(path, "hall"))
            if let name { hall = HallInfo(id: hid, name: name) }
        }
        var price: Int?
        if let p = int(s, "price", path, required: false, what: "a price in fen (integer)") {
            if let reason = Self.priceProblem(p) { problem(join(path, "price"), s["price"], reason) } else { price = p }
        }
        let tag = string(s, "tag", path, required: false)
        if !current { guard id != nil, startsAt != nil else { return nil } }
        return Showtime(id: id, startsAt: startsAt, hall: hall, priceMinorUnits: price, tag: tag)
    }

    /// Why a price in fen is refused, or nil when it is accepted.
    static func priceProblem(_ fen: Int) -> String? {
        if fen < 0 { return "price must not be negative, found \(fen)" }
        if fen > HallFile.maxPriceMinorUnits { return "price \(fen) fen is above the limit of \(HallFile.maxPriceMinorUnits) fen (¥1,000,000)" }
        return nil
    }

    /// Reads a printed row or column number, refusing numbers outside `0...maxLabelNumber`.
    mutating func labelNumber(_ obj: JSONValue, _ key: String, _ path: String, required: Bool) -> Int? {
        guard let n = int(obj, key, path, required: required) else { return nil }
        guard (0...HallFile.maxLabelNumber).contains(n) else {
            problem(join(path, key), obj[key], "must be between 0 and \(HallFile.maxLabelNumber), found \(n)")
            return nil
        }
        return n
    }

    static func looksLikeISO8601(_ s: String) -> Bool {
        let c = Array(s.utf8)
        guard c.count >= 16 else { return false }
        func digits(_ r: Range<Int>) -> Bool { r.allSatisfy { (48...57).contains(c[$0]) } }
        return digits(0..<4) && c[4] == 45 && digits(5..<7) && c[7] == 45 && digits(8..<10)
            && c[10] == 84 && digits(11..<13) && c[13] == 58 && digits(14..<16)
    }

    mutating func readRows(_ root: JSONValue) -> [[Seat]]? {
        guard let rowsValue = root["rows"] else { problem("rows", root, "missing field (expected an array of rows)"); return nil }
        guard let rowValues = rowsValue.arrayElements else {
            problem("rows", rowsValue, "expected an array of rows, found \(rowsValue.typeName)")
            return nil
        }
        var rows: [[Seat]] = []
        rows.reserveCapacity(rowValues.count)
        // Where each seat id was first used, as (row, column): the path text is only built for a message.
        var firstUse: [String: (Int, Int)] = [:]
        /// Characters of the seat ids read so far (`maxSeatIdCharacters`).
        var idCharacters = 0
        firstUse.reserveCapacity(rowValues.reduce(0) { $0 + ($1.arrayElements?.count ?? 0) })
        var seatCount = 0
        for (r, rowValue) in rowValues.enumerated() {
            guard let cells = rowValue.arrayElements else {
                problem("rows[\(r)]", rowValue, "expected an array of seats, found \(rowValue.typeName)")
                rows.append([])
                continue
            }
            var row: [Seat] = []
            row.reserveCapacity(cells.count)
            for (c, cell) in cells.enumerated() {
                let path = "rows[\(r)][\(c)]"
                let seat = readSeat(cell, path)
                // Duplicates are checked on the raw id, so a seat with another problem still
                // claims its id and a later copy is reported too.
                if cell["status"]?.intValue != SeatStatus.aisle.rawValue, let id = cell["seatId"]?.stringValue, !id.isEmpty {
                    if let (fr, fc) = firstUse[id] {
                        problem(join(path, "seatId"), cell["seatId"], "duplicate seat id \(MessageText.quoted(id)) (first used at rows[\(fr)][\(fc)])")
                    } else {
                        firstUse[id] = (r, c)
                    }
                    if idCharacters <= HallFile.maxSeatIdCharacters {
                        idCharacters += id.unicodeScalars.count
                        if idCharacters > HallFile.maxSeatIdCharacters {
                            problem(join(path, "seatId"), cell["seatId"],
                                    "the seat ids pass \(HallFile.maxSeatIdCharacters) characters in all here (20 a seat at 200,000 seats); every output repeats them: use shorter ids")
                        }
                    }
                }
                guard let seat else { row.append(.aisle); continue }
                if !seat.isAisle { seatCount += 1 }
                row.append(seat)
            }
            checkSofaHalves(row, r, cells)
            rows.append(row)
        }
        if rowValues.isEmpty {
            problem("rows", rowsValue, "the hall is empty: no rows")
        } else if seatCount == 0 && problems.isEmpty {
            problem("rows", rowsValue, "the hall is empty: every slot is an aisle")
        }
        return rows
    }

    /// Explicit halves must come as an L directly followed by an R, so no seat is half a sofa.
    mutating func checkSofaHalves(_ row: [Seat], _ r: Int, _ cells: [JSONValue]) {
        for (c, seat) in row.enumerated() where !seat.isAisle {
            switch seat.pair {
            case .left? where !(c + 1 < row.count && row[c + 1].isExplicitRightHalf):
                problem("rows[\(r)][\(c)].pair", cells[c]["pair"], "left half of a sofa with no right half (\"pair\": \"R\") directly to its right")
            case .right? where !(c > 0 && row[c - 1].isExplicitLeftHalf):
                problem("rows[\(r)][\(c)].pair", cells[c]["pair"], "right half of a sofa with no left half (\"pair\": \"L\") directly to its left")
            default: break
            }
        }
    }

    mutating func readSeat(_ cell: JSONValue, _ path: String) -> Seat? {
        guard cell.objectMembers != nil else {
            problem(path, cell, "expected a seat object, found \(cell.typeName)")
            return nil
        }
        let before = problems.count
        var status: SeatStatus?
        if let code = int(cell, "status", path, required: true, what: "a status code (0 sold, 1 available, 2 aisle, 3 locked)") {
            status = SeatStatus(rawValue: code)
            if status == nil {
                problem(join(path, "status"), cell["status"], "unknown status \(code) (expected 0 sold, 1 available, 2 aisle, 3 locked)")
            }
        }
        let isAisle = status == .aisle
        let seatId = string(cell, "seatId", path, required: !isAisle)
        let rowNo = labelNumber(cell, "rowNo", path, required: !isAisle)
        let colNo = labelNumber(cell, "colNo", path, required: !isAisle)
        var zone: SeatZone? = isAisle ? .normal : nil
        if let z = int(cell, "zone", path, required: !isAisle, what: "a zone code (1 normal, 2 golden, 3 couple)") {
            zone = SeatZone(rawValue: z)
            if zone == nil { problem(join(path, "zone"), cell["zone"], "unknown zone \(z) (expected 1 normal, 2 golden, 3 couple)") }
        }
        var price: Int? = isAisle ? 0 : nil
        if let p = int(cell, "price", path, required: !isAisle, what: "a price in fen (integer)") {
            if let reason = Self.priceProblem(p) { problem(join(path, "price"), cell["price"], reason) } else { price = p }
        }
        let rowLabel = label(cell, "rowLabel", path), colLabel = label(cell, "colLabel", path)
        var pair: SofaHalf?
        if let v = cell["pair"] {
            if let text = v.stringValue, let half = SofaHalf(rawValue: text) {
                if !isAisle, zone != nil, zone != .couple {
                    problem(join(path, "pair"), v, "a sofa half must be a couple seat (zone 3)")
                }
                pair = half
            } else {
                problem(join(path, "pair"), v, "expected \"L\" or \"R\" (the left or right half of a couple sofa), found \(v.stringValue.map { "\"\($0)\"" } ?? v.typeName)")
            }
        }
        var kind: SeatKind?
        if let v = cell["kind"], !isAisle {
            if let text = v.stringValue, let k = SeatKind(rawValue: text) { kind = k }
            else { problem(join(path, "kind"), v, "unknown seat kind \(v.stringValue.map(MessageText.quoted) ?? v.typeName) (\(SeatKind.expectation))") }
        }
        guard problems.count == before, let status else { return nil }
        if isAisle { return .aisle }
        guard let seatId, let rowNo, let colNo, let zone, let price else { return nil }
        return Seat(seatId: seatId, rowNo: rowNo, colNo: colNo, zone: zone, priceMinorUnits: price, status: status,
                    rowLabel: rowLabel, colLabel: colLabel, pair: pair, kind: kind)
    }

    /// An optional printed label: a non-empty string of at most `maxLabelLength` characters.
    mutating func label(_ cell: JSONValue, _ key: String, _ path: String) -> String? {
        guard cell[key] != nil, let text = string(cell, key, path) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= HallFile.maxLabelLength else {
            problem(join(path, key), cell[key], "label is \(length) characters long; the limit is \(HallFile.maxLabelLength)")
            return nil
        }
        return text
    }
}
