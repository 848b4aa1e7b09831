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
        guard root.objectMembers != nil else {
            throw .invalid(file: file, problems: [HallProblem(path: "", line: root.line, column: root.column,
                                                             reason: "expected a hall object at the top level, found \(root.typeName)")])
        }
        try checkLimits(root, file: file)
        let document: HallDocument
        do { document = try JSONValueDecoder(root).read(HallDocument.self) } catch { throw .invalid(file: file, problems: [HallProblem(error)]) }
        guard document.problems.isEmpty, let hall = document.hall else {
            // In source order, as a reader goes through the file (stable for equal positions).
            let sorted = document.problems.enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }
            throw .invalid(file: file, problems: HallProblem.capped(sorted.map { HallProblem($0.element) }, unkept: document.unkeptProblems))
        }
        return hall
    }

    /// Size limits first: refuse before any per-seat work.
    static func checkLimits(_ root: JSONValue, file: String) throws(HallError) {
        guard let rows = root["rows"]?.arrayElements else { return }
        if rows.count > maxRows {
            throw .tooLarge(file: file, reason: "rows: \(rows.count) rows; the limit is \(maxRows)")
        }
        var total = 0
        for (r, row) in rows.enumerated() {
            let n = row.arrayElements?.count ?? 0
            if n > maxColumns {
                throw .tooLarge(file: file, reason: "rows[\(r)]: \(n) columns; the limit is \(maxColumns)")
            }
            total += n
        }
        if total > maxSeats {
            throw .tooLarge(file: file, reason: "rows: \(total) grid slots; the limit is \(maxSeats)")
        }
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

extension HallFile {
    /// Why a price in fen is refused, or nil when it is accepted.
    public static func priceProblem(_ fen: Int) -> String? {
        if fen < 0 { return "price must not be negative, found \(fen)" }
        if fen > HallFile.maxPriceMinorUnits { return "price \(fen) fen is above the limit of \(HallFile.maxPriceMinorUnits) fen (¥1,000,000)" }
        return nil
    }

    public static func looksLikeISO8601(_ s: String) -> Bool {
        let c = Array(s.utf8)
        guard c.count >= 16 else { return false }
        func digits(_ r: Range<Int>) -> Bool { r.allSatisfy { (48...57).contains(c[$0]) } }
        return digits(0..<4) && c[4] == 45 && digits(5..<7) && c[7] == 45 && digits(8..<10)
            && c[10] == 84 && digits(11..<13) && c[13] == 58 && digits(14..<16)
    }
}

/// A hall file as read: the hall, or every problem found in one pass instead of the first.
/// Paths (`rows[4][12].status`) are the decoder's, built only for a message.
struct HallDocument: Decodable {
    var hall: Hall?
    var problems: [JSONProblem] = []
    /// Problems beyond `HallProblem.kept` are counted, not kept: a file of 100,000 broken seats
    /// costs memory for a thousand problems and prints `HallProblem.reported`.
    var unkeptProblems = 0

    init(from decoder: any Decoder) throws {
        hall = read(try JSONValueDecoder.of(decoder))
    }

    mutating func problem(_ d: JSONValueDecoder, _ reason: String, path: String? = nil) {
        guard problems.count < HallProblem.kept else { unkeptProblems += 1; return }
        problems.append(path.map { d.problem(reason, path: $0) } ?? d.problem(reason))
    }

    /// The member `key` of `parent` when it is an object (a problem when it is absent or not one).
    mutating func object(_ key: String, in parent: JSONValueDecoder) -> JSONValueDecoder? {
        guard let v = parent.member(key) else { problem(parent, "missing field (expected an object)", path: parent.path(of: key)); return nil }
        guard v.json.objectMembers != nil else { problem(v, "expected an object, found \(v.json.typeName)"); return nil }
        return v
    }

    /// A problem at the member `key` of `obj` (its decoder is made only for the message: a
    /// hall's two million scalars are read as values).
    mutating func problem(_ obj: JSONValueDecoder, at key: String, _ reason: String) {
        if let v = obj.member(key) { problem(v, reason) }
    }

    mutating func string(_ obj: JSONValueDecoder, _ key: String, required: Bool = true) -> String? {
        guard let v = obj.json[key] else {
            if required { problem(obj, "missing field (expected a string)", path: obj.path(of: key)) }
            return nil
        }
        guard let s = v.stringValue else { problem(obj, at: key, "expected a string, found \(v.typeName)"); return nil }
        if required && s.isEmpty { problem(obj, at: key, "must not be empty") }
        let length = s.unicodeScalars.count
        if length > HallFile.maxStringLength {
            problem(obj, at: key, "string is \(length) characters long; the limit is \(HallFile.maxStringLength)")
            return nil
        }
        if let bad = WritableText.firstUnwritable(s) {
            problem(obj, at: key, WritableText.reason(bad))
            return nil
        }
        return s
    }

    mutating func int(_ obj: JSONValueDecoder, _ key: String, required: Bool, what: String = "an integer") -> Int? {
        guard let v = obj.json[key] else {
            if required { problem(obj, "missing field (expected \(what))", path: obj.path(of: key)) }
            return nil
        }
        guard case .number(let text) = v.kind else { problem(obj, at: key, "expected \(what), found \(v.typeName)"); return nil }
        guard let i = v.intValue else { problem(obj, at: key, "expected \(what), found the number \(text)"); return nil }
        return i
    }

    mutating func read(_ root: JSONValueDecoder) -> Hall? {
        let movie = root.member("movie") == nil ? nil : readMovie(root)
        let showtime = root.member("showtime") == nil ? nil : readShowtime("showtime", in: root, current: true)
        var maxSeats = HallFile.defaultMaxSeats
        if let m = int(root, "maxSeats", required: false) {
            if m < 1 || m > 100 { problem(root.member("maxSeats")!, "must be between 1 and 100, found \(m)") } else { maxSeats = m }
        }
        var cinemaName: String?
        if let c = root.member("cinema") {
            // A plain name goes through the same checks as every other string.
            if c.json.stringValue != nil { cinemaName = string(root, "cinema", required: false) }
            else if c.json.objectMembers != nil { cinemaName = string(c, "name") }
            else { problem(c, "expected a string or an object with \"name\", found \(c.json.typeName)") }
        }
        var showtimes: [Showtime] = []
        if let list = root.member("showtimes") {
            if let items = list.json.arrayElements, items.count > HallFile.maxShowtimes {
                problem(list, "\(items.count) showtimes; the limit is \(HallFile.maxShowtimes)")
            } else if let items = try? list.elements() {
                for item in items {
                    if let s = readShowtime(item, current: false, defaultHall: showtime?.hall) { showtimes.append(s) }
                }
            } else {
                problem(list, "expected an array of showtimes, found \(list.json.typeName)")
            }
        }
        let zoneNames = readZoneNames(root)
        var currency: Currency?
        if let c = root.member("currency") {
            if let code = c.json.stringValue, let known = Currency.named(code) { currency = known }
            else if let code = c.json.stringValue {
                problem(c, "unknown currency \(MessageText.quoted(code)) (an ISO 4217 code SeatMap writes: \(Currency.known.map(\.code).joined(separator: ", ")))")
            } else { problem(c, "expected an ISO 4217 code such as \"CNY\", found \(c.json.typeName)") }
        }
        var companionRule = true
        if let c = root.member("companionRule") {
            if let b = c.json.boolValue { companionRule = b } else { problem(c, "expected true or false, found \(c.json.typeName)") }
        }
        var appliesZoneOffset = true
        if let z = root.member("zoneOffset") {
            if let b = z.json.boolValue { appliesZoneOffset = b } else { problem(z, "expected true or false, found \(z.json.typeName)") }
        }
        let rows = readRows(root)

        guard problems.isEmpty, let rows else { return nil }
        var hall = Hall(movie: movie, showtime: showtime, cinemaName: cinemaName, maxSeats: maxSeats, rows: rows, showtimes: showtimes,
                        zoneNames: zoneNames, appliesZoneOffset: appliesZoneOffset, currency: currency)
        hall.companionRule = companionRule
        return hall
    }

    /// `zoneNames`: `{"1": "Standard", "2": "VIP"}`, a zone number to the name the legend shows.
    mutating func readZoneNames(_ root: JSONValueDecoder) -> [SeatZone: String] {
        guard let v = root.member("zoneNames") else { return [:] }
        guard let members = v.json.objectMembers else {
            problem(v, "expected an object of zone numbers to names, such as {\"2\": \"VIP\"}, found \(v.json.typeName)")
            return [:]
        }
        var out: [SeatZone: String] = [:]
        for (key, _) in members {
            guard let zone = Int(key).flatMap(SeatZone.init(rawValue:)), String(zone.rawValue) == key else {
                problem(v, "\(MessageText.quoted(key)) is not a zone (expected 1 normal, 2 golden or 3 couple)", path: v.path(of: key))
                continue
            }
            if let name = string(v, key), !name.isEmpty {
                if name.allSatisfy(\.isWhitespace) { problem(v.member(key)!, "a zone name cannot be blank") } else { out[zone] = name }
            }
        }
        return out
    }

    /// `movie`: `title` required, `id` optional (a seat map needs no ids of other systems).
    mutating func readMovie(_ root: JSONValueDecoder) -> Movie? {
        guard let m = object("movie", in: root) else { return nil }
        let id = string(m, "id", required: false), title = string(m, "title")
        guard let title else { return nil }
        return Movie(id: id, title: title)
    }

    /// The current showtime (`current`) may be just a hall name: `id`, `startsAt` and `hall` are
    /// optional there. Entries of `showtimes` are chips, so they need `id` and `startsAt`.
    mutating func readShowtime(_ key: String, in parent: JSONValueDecoder, current: Bool) -> Showtime? {
        guard let s = object(key, in: parent) else { return nil }
        return readShowtime(s, current: current)
    }

    mutating func readShowtime(_ s: JSONValueDecoder, current: Bool, defaultHall: HallInfo? = nil) -> Showtime? {
        guard s.json.objectMembers != nil else { problem(s, "expected an object, found \(s.json.typeName)"); return nil }
        let id = string(s, "id", required: !current), startsAt = string(s, "startsAt", required: !current)
        if let startsAt, !startsAt.isEmpty, !HallFile.looksLikeISO8601(startsAt) {
            problem(s.member("startsAt")!, "expected an ISO 8601 date-time like 2026-11-29T19:30:00+08:00, found \"\(startsAt)\"")
        }
        var hall = defaultHall
        if s.member("hall") != nil, let h = object("hall", in: s) {
            let hid = string(h, "id", required: false), name = string(h, "name")
            if let name { hall = HallInfo(id: hid, name: name) }
        }
        var price: Int?
        if let p = int(s, "price", required: false, what: "a price in fen (integer)") {
            if let reason = HallFile.priceProblem(p) { problem(s.member("price")!, reason) } else { price = p }
        }
        let tag = string(s, "tag", required: false)
        if !current { guard id != nil, startsAt != nil else { return nil } }
        return Showtime(id: id, startsAt: startsAt, hall: hall, priceMinorUnits: price, tag: tag)
    }

    /// Reads a printed row or column number, refusing numbers outside `0...maxLabelNumber`.
    mutating func labelNumber(_ obj: JSONValueDecoder, _ key: String, required: Bool) -> Int? {
        guard let n = int(obj, key, required: required) else { return nil }
        guard (0...HallFile.maxLabelNumber).contains(n) else {
            problem(obj, at: key, "must be between 0 and \(HallFile.maxLabelNumber), found \(n)")
            return nil
        }
        return n
    }

    mutating func readRows(_ root: JSONValueDecoder) -> [[Seat]]? {
        guard let rowsValue = root.member("rows") else { problem(root, "missing field (expected an array of rows)", path: "rows"); return nil }
        guard let rowValues = try? rowsValue.elements() else {
            problem(rowsValue, "expected an array of rows, found \(rowsValue.json.typeName)")
            return nil
        }
        var rows: [[Seat]] = []
        rows.reserveCapacity(rowValues.count)
        // Where each seat id was first used, as (row, column).
        var firstUse: [String: (Int, Int)] = [:]
        /// Characters of the seat ids read so far (`maxSeatIdCharacters`).
        var idCharacters = 0
        firstUse.reserveCapacity(rowValues.reduce(0) { $0 + ($1.json.arrayElements?.count ?? 0) })
        var seatCount = 0
        for (r, rowValue) in rowValues.enumerated() {
            guard let cells = try? rowValue.elements() else {
                problem(rowValue, "expected an array of seats, found \(rowValue.json.typeName)")
                rows.append([])
                continue
            }
            var row: [Seat] = []
            row.reserveCapacity(cells.count)
            for (c, cell) in cells.enumerated() {
                let seat = readSeat(cell)
                // Duplicates are checked on the raw id, so a seat with another problem still
                // claims its id and a later copy is reported too.
                if cell.json["status"]?.intValue != SeatStatus.aisle.rawValue, let id = cell.json["seatId"]?.stringValue, !id.isEmpty {
                    if let (fr, fc) = firstUse[id] {
                        problem(cell, at: "seatId", "duplicate seat id \(MessageText.quoted(id)) (first used at rows[\(fr)][\(fc)])")
                    } else {
                        firstUse[id] = (r, c)
                    }
                    if idCharacters <= HallFile.maxSeatIdCharacters {
                        idCharacters += id.unicodeScalars.count
                        if idCharacters > HallFile.maxSeatIdCharacters {
                            problem(cell, at: "seatId",
                                    "the seat ids pass \(HallFile.maxSeatIdCharacters) characters in all here (20 a seat at 200,000 seats); every output repeats them: use shorter ids")
                        }
                    }
                }
                guard let seat else { row.append(.aisle); continue }
                if !seat.isAisle { seatCount += 1 }
                row.append(seat)
            }
            checkSofaHalves(row, cells)
            rows.append(row)
        }
        if rowValues.isEmpty {
            problem(rowsValue, "the hall is empty: no rows")
        } else if seatCount == 0 && problems.isEmpty {
            problem(rowsValue, "the hall is empty: every slot is an aisle")
        }
        return rows
    }

    /// Explicit halves must come as an L directly followed by an R, so no seat is half a sofa.
    mutating func checkSofaHalves(_ row: [Seat], _ cells: [JSONValueDecoder]) {
        for (c, seat) in row.enumerated() where !seat.isAisle {
            switch seat.pair {
            case .left? where !(c + 1 < row.count && row[c + 1].isExplicitRightHalf):
                problem(cells[c], at: "pair", "left half of a sofa with no right half (\"pair\": \"R\") directly to its right")
            case .right? where !(c > 0 && row[c - 1].isExplicitLeftHalf):
                problem(cells[c], at: "pair", "right half of a sofa with no left half (\"pair\": \"L\") directly to its left")
            default: break
            }
        }
    }

    mutating func readSeat(_ cell: JSONValueDecoder) -> Seat? {
        guard cell.json.objectMembers != nil else {
            problem(cell, "expected a seat object, found \(cell.json.typeName)")
            return nil
        }
        let before = problems.count + unkeptProblems
        var status: SeatStatus?
        if let code = int(cell, "status", required: true, what: "a status code (0 sold, 1 available, 2 aisle, 3 locked)") {
            status = SeatStatus(rawValue: code)
            if status == nil {
                problem(cell, at: "status", "unknown status \(code) (expected 0 sold, 1 available, 2 aisle, 3 locked)")
            }
        }
        let isAisle = status == .aisle
        let seatId = string(cell, "seatId", required: !isAisle)
        let rowNo = labelNumber(cell, "rowNo", required: !isAisle)
        let colNo = labelNumber(cell, "colNo", required: !isAisle)
        var zone: SeatZone? = isAisle ? .normal : nil
        if let z = int(cell, "zone", required: !isAisle, what: "a zone code (1 normal, 2 golden, 3 couple)") {
            zone = SeatZone(rawValue: z)
            if zone == nil { problem(cell, at: "zone", "unknown zone \(z) (expected 1 normal, 2 golden, 3 couple)") }
        }
        var price: Int? = isAisle ? 0 : nil
        if let p = int(cell, "price", required: !isAisle, what: "a price in fen (integer)") {
            if let reason = HallFile.priceProblem(p) { problem(cell, at: "price", reason) } else { price = p }
        }
        let rowLabel = label(cell, "rowLabel"), colLabel = label(cell, "colLabel")
        var pair: SofaHalf?
        if let v = cell.json["pair"] {
            if let text = v.stringValue, let half = SofaHalf(rawValue: text) {
                if !isAisle, zone != nil, zone != .couple {
                    problem(cell, at: "pair", "a sofa half must be a couple seat (zone 3)")
                }
                pair = half
            } else {
                problem(cell, at: "pair",
                        "expected \"L\" or \"R\" (the left or right half of a couple sofa), found \(v.stringValue.map { "\"\($0)\"" } ?? v.typeName)")
            }
        }
        var kind: SeatKind?
        if let v = cell.json["kind"], !isAisle {
            if let text = v.stringValue, let k = SeatKind(rawValue: text) { kind = k }
            else { problem(cell, at: "kind", "unknown seat kind \(v.stringValue.map(MessageText.quoted) ?? v.typeName) (\(SeatKind.expectation))") }
        }
        guard problems.count + unkeptProblems == before, let status else { return nil }
        if isAisle { return .aisle }
        guard let seatId, let rowNo, let colNo, let zone, let price else { return nil }
        return Seat(seatId: seatId, rowNo: rowNo, colNo: colNo, zone: zone, priceMinorUnits: price, status: status,
                    rowLabel: rowLabel, colLabel: colLabel, pair: pair, kind: kind)
    }

    /// An optional printed label: a non-empty string of at most `maxLabelLength` characters.
    mutating func label(_ cell: JSONValueDecoder, _ key: String) -> String? {
        guard cell.json[key] != nil, let text = string(cell, key) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= HallFile.maxLabelLength else {
            problem(cell, at: key, "label is \(length) characters long; the limit is \(HallFile.maxLabelLength)")
            return nil
        }
        return text
    }
}
