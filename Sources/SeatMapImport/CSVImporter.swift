import SeatMapCore

/// Spreadsheet exports: a header naming at least `row` and `col` (grid position, 1-based), and
/// optionally `rowLabel`, `colLabel`, `seatId`, `zone`, `price`, `status`, `pair` (any case; snake
/// case too). One line per seat, in any order; slots without a line are aisles. Fields may be
/// quoted as RFC 4180 says (`"A, left"`, `""` for a quote inside).
enum CSVImporter {
    static let columns = ["row", "col", "rowlabel", "collabel", "seatid", "zone", "price", "status", "pair"]

    struct Field { var text: String; var line: Int; var column: Int }

    static func read(_ text: String, file: String) throws(ImportError) -> FormatMatch {
        let records: [[Field]]
        do { records = try parse(text) } catch {
            throw .invalid(file: file, problems: [HallProblem(path: "", line: error.line, column: error.column, reason: error.reason)])
        }
        guard let header = records.first else { return .notThisFormat("the file is empty") }
        let names = header.map { $0.text.trimmingSpaces.lowercased().replacingAll("_", with: "") }
        guard names.contains("row"), names.contains("col") else {
            return .notThisFormat("the first line is not a header naming row and col")
        }
        var problems = ImportProblems(file: file)
        for (i, name) in names.enumerated() where !columns.contains(name) {
            problems.add(line: header[i].line, "header", "unknown column \(MessageText.quoted(header[i].text)) (expected row, col, rowLabel, colLabel, seatId, zone, price, status, pair)")
        }
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() {
            if index[name] != nil { problems.add(line: header[i].line, "header", "column \(MessageText.quoted(header[i].text)) appears twice") }
            index[name] = i
        }
        try problems.check()

        var hall = ImportedHall()
        var taken: [Int: Int] = [:]
        for record in records.dropFirst() {
            let line = record.first?.line ?? 0
            if record.count == 1, record[0].text.trimmingSpaces.isEmpty { continue }
            guard record.count == header.count else {
                problems.add(line: line, "line \(line)", "\(record.count) fields where the header has \(header.count)")
                continue
            }
            func field(_ name: String) -> Field? {
                guard let i = index[name] else { return nil }
                let f = record[i]
                return f.text.trimmingSpaces.isEmpty ? nil : f
            }
            func bad(_ name: String, _ reason: String) {
                let f = index[name].map { record[$0] }
                problems.problems.append(HallProblem(path: name, line: f?.line ?? line, column: f?.column ?? 1, reason: reason))
            }
            guard let rf = field("row"), let r = Int(rf.text.trimmingSpaces), r >= 1 else { bad("row", "expected a grid row number (1 or more)"); continue }
            guard let cf = field("col"), let c = Int(cf.text.trimmingSpaces), c >= 1 else { bad("col", "expected a grid column number (1 or more)"); continue }
            guard r <= HallFile.maxRows, c <= HallFile.maxColumns else {
                bad(r > HallFile.maxRows ? "row" : "col", "grid position \(r), \(c) is outside the \(HallFile.maxRows) × \(HallFile.maxColumns) grid SeatMap accepts")
                continue
            }
            var seat = ImportedSeat(row: r - 1, col: c - 1)
            seat.sourcePath = "line \(line)"
            seat.sourceLine = line
            if let f = field("status") {
                guard let st = ListImporter.statusWord(f.text) else {
                    bad("status", "unknown status \(MessageText.quoted(f.text)) (expected 0 sold, 1 available, 2 aisle, 3 locked, or sold, available, aisle, locked)")
                    continue
                }
                if st == .aisle { continue }
                seat.status = st
            }
            if let f = field("zone") {
                let t = f.text.trimmingSpaces.lowercased()
                let words: [String: SeatZone] = ["normal": .normal, "golden": .golden, "couple": .couple]
                guard let z = Int(t).flatMap(SeatZone.init(rawValue:)) ?? words[t] else {
                    bad("zone", "unknown zone \(MessageText.quoted(f.text)) (expected 1 normal, 2 golden, 3 couple)")
                    continue
                }
                seat.zone = z
            }
            if let f = field("price") {
                switch DecimalPrice.fen(f.text) {
                case .fen(let fen): seat.priceFen = fen
                case .refused(let reason): bad("price", reason); continue
                }
            }
            if let f = field("pair") {
                guard let half = SofaHalf(rawValue: f.text.trimmingSpaces.uppercased()) else {
                    bad("pair", "expected L or R (the left or right half of a couple sofa), found \(MessageText.quoted(f.text))")
                    continue
                }
                seat.pair = half
            }
            seat.rowText = field("rowlabel")?.text ?? String(r)
            seat.colText = field("collabel")?.text ?? String(c)
            seat.id = field("seatid")?.text
            let key = (r - 1) * HallFile.maxColumns + (c - 1)
            if let first = taken[key] {
                problems.add(line: line, "line \(line)", "a second seat at row \(r), col \(c) (the first is on line \(first))")
                continue
            }
            taken[key] = line
            hall.seats.append(seat)
        }
        try problems.check()
        guard !hall.seats.isEmpty else {
            throw .invalid(file: file, problems: [HallProblem(path: "", line: 0, column: 0, reason: "the hall is empty: no seat lines after the header")])
        }
        return .matched(hall)
    }

    struct SyntaxError: Error { var line: Int; var column: Int; var reason: String }

    /// RFC 4180 records: comma-separated, CRLF or LF line ends, quoted fields may hold commas,
    /// line breaks and doubled quotes. Positions are 1-based lines and columns (Unicode scalars).
    static func parse(_ text: String) throws(SyntaxError) -> [[Field]] {
        var records: [[Field]] = []
        var record: [Field] = []
        var field = ""
        var line = 1, column = 1
        var fieldLine = 1, fieldColumn = 1
        var quoted = false, wasQuoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return scalars.next()
        }
        func endField() {
            record.append(Field(text: field, line: fieldLine, column: fieldColumn))
            field = ""
            wasQuoted = false
        }
        while let ch = next() {
            if quoted {
                if ch == "\"" {
                    let after = next()
                    if after == "\"" { field.unicodeScalars.append("\""); column += 2; continue }
                    quoted = false
                    column += 1
                    pending = after
                    continue
                }
                field.unicodeScalars.append(ch)
                if ch == "\n" { line += 1; column = 1 } else { column += 1 }
                continue
            }
            switch ch {
            case "\"":
                guard field.isEmpty, !wasQuoted else {
                    throw SyntaxError(line: line, column: column, reason: "a quote inside an unquoted field (quote the whole field and double the quote)")
                }
                quoted = true
                wasQuoted = true
                column += 1
            case ",":
                endField()
                column += 1
                fieldLine = line; fieldColumn = column
            case "\r", "\n":
                if ch == "\r" {
                    let after = next()
                    if after != "\n" { pending = after }
                }
                endField()
                records.append(record)
                record = []
                line += 1; column = 1
                fieldLine = line; fieldColumn = 1
            default:
                if wasQuoted {
                    throw SyntaxError(line: line, column: column, reason: "text after a closing quote (expected a comma or the end of the line)")
                }
                field.unicodeScalars.append(ch)
                column += 1
            }
        }
        if quoted { throw SyntaxError(line: fieldLine, column: fieldColumn, reason: "a quoted field is never closed") }
        if !field.isEmpty || !record.isEmpty || wasQuoted { endField(); records.append(record) }
        return records
    }
}
