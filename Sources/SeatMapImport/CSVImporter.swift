import SeatMapCore

/// Spreadsheet exports: a header naming at least `row` and `col` (grid position, 1-based), and
/// optionally `rowLabel`, `colLabel`, `seatId`, `zone`, `price`, `status`, `pair` (any case; snake
/// case too); other columns are ignored with one note naming them. One line per seat, in any
/// order; slots without a line are aisles. Fields may be quoted as RFC 4180 says (`"A, left"`,
/// `""` for a quote inside). The separator is `,`, `;` or a tab: named by a first line `sep=;`
/// (as Excel writes it), or the one the header line uses most. Where it is not a comma, a
/// price may have a decimal comma (`45,50`).
enum CSVImporter {
    static let columns = ["row", "col", "rowlabel", "collabel", "seatid", "zone", "price", "status", "pair", "kind"]

    struct Field { var text: String; var line: Int; var column: Int }

    static func read(_ text: String, file: String) throws(ImportError) -> FormatMatch {
        let (separator, body, skippedLines) = dialect(text)
        var records: [[Field]]
        do { records = try parse(body, separator: separator, firstLine: 1 + skippedLines) } catch {
            // Text whose first line is no CSV header naming row and col (a Swift file, a log) is
            // not CSV at all: "no format matches", not a quoting error on line 5.
            let firstLine = body.prefix { $0 != "\n" && $0 != "\r" }
            guard let header = try? parse(Substring(firstLine), separator: separator).first, namesRowAndCol(headerNames(header)) else {
                return .notThisFormat("the first line is not a header naming row and col")
            }
            throw .invalid(file: file, problems: [HallProblem(path: "", line: error.line, column: error.column, reason: error.reason)])
        }
        guard let header = records.first else { return .notThisFormat("the file is empty") }
        let names = headerNames(header)
        guard namesRowAndCol(names) else {
            return .notThisFormat("the first line is not a header naming row and col")
        }
        var problems = ImportProblems(file: file)
        let ignored = names.indices.filter { !columns.contains(names[$0]) }
        var index: [String: Int] = [:]
        for (i, name) in names.enumerated() where columns.contains(name) {
            if index[name] != nil { problems.add(line: header[i].line, "header", "column \(MessageText.quoted(header[i].text)) appears twice") }
            index[name] = i
        }
        try problems.check()

        var hall = ImportedHall()
        if !ignored.isEmpty {
            hall.notes.append("\(file): ignored column\(ignored.count == 1 ? "" : "s") "
                              + ignored.map { MessageText.quoted(header[$0].text) }.joined(separator: ", ")
                              + " (SeatMap reads row, col, rowLabel, colLabel, seatId, zone, price, status, pair)")
        }
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
            guard let rf = field("row"), let r = Int(rf.text.trimmingSpaces), r >= 1 else { bad("row",
                                                                                                "expected a grid row number (1 or more)"); continue }
            guard let cf = field("col"), let c = Int(cf.text.trimmingSpaces), c >= 1 else { bad("col",
                                                                                                "expected a grid column number (1 or more)"); continue }
            guard r <= HallFile.maxRows, c <= HallFile.maxColumns else {
                bad(r > HallFile.maxRows ? "row" : "col",
                    "grid position \(r), \(c) is outside the \(HallFile.maxRows) × \(HallFile.maxColumns) grid SeatMap accepts")
                continue
            }
            var seat = ImportedSeat(row: r - 1, col: c - 1)
            seat.sourcePath = "line \(line)"
            seat.sourceLine = line
            if let f = field("status") {
                guard let st = ListImporter.statusWord(f.text) else {
                    bad("status",
                        "unknown status \(MessageText.quoted(f.text)) (expected 0 sold, 1 available, 2 aisle, 3 locked, sold, available, aisle, locked, or 可选, 已售, 锁定, 过道, 维修)")
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
                // A decimal comma (45,50) where the comma is not the separator.
                let text = separator != "," && f.text.filter({ $0 == "," }).count == 1 && !f.text.contains(".")
                    ? f.text.replacingAll(",", with: ".") : f.text
                switch DecimalPrice.fen(text) {
                case .fen(let fen): seat.priceMinorUnits = fen
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
            if let f = field("kind") {
                guard let kind = SeatKindWords.kind(f.text) else { bad("kind",
                                                                       "unknown seat kind \(MessageText.quoted(f.text)) (\(SeatKindWords.expectation))"); continue }
                seat.kind = kind
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
            throw .invalid(file: file,
                           problems: [HallProblem(path: "", line: 0, column: 0, reason: "the hall is empty: no seat lines after the header")])
        }
        return .matched(hall)
    }

    struct SyntaxError: Error { var line: Int; var column: Int; var reason: String }

    /// The separator, the text to parse (without a `sep=` line) and how many lines were skipped.
    static func dialect(_ text: String) -> (separator: Unicode.Scalar, body: Substring, skipped: Int) {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        let firstLine = body.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        if firstLine.lowercased().hasPrefix("sep="), firstLine.unicodeScalars.count == 5, let sep = firstLine.unicodeScalars.last,
           [",", ";", "\t", "|"].contains(sep) {
            var rest = body.dropFirst(firstLine.count)
            if let c = rest.first, c == "\n" || c == "\r\n" || c == "\r" { rest = rest.dropFirst() }
            return (sep, rest, 1)
        }
        // The separator the header uses most, outside quotes; a comma on a tie.
        var counts: [Unicode.Scalar: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for c in firstLine.unicodeScalars {
            if c == "\"" { quoted.toggle() } else if !quoted, counts[c] != nil { counts[c]! += 1 }
        }
        let best = [",", ";", "\t"].map { Unicode.Scalar($0)! }.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && $1 == ",") }!
        return (counts[best]! > 0 ? best : ",", body, 0)
    }

    /// RFC 4180 records: `separator`-separated, CRLF or LF line ends, quoted fields may hold the
    /// separator, line breaks and doubled quotes. Positions are 1-based lines (from `firstLine`)
    /// and columns (Unicode scalars).
    /// A header's column names as matched: trimmed, lowercased, without underscores.
    static func headerNames(_ header: [Field]) -> [String] {
        header.map { $0.text.trimmingSpaces.lowercased().replacingAll("_", with: "") }
    }

    static func namesRowAndCol(_ names: [String]) -> Bool { names.contains("row") && names.contains("col") }

    /// Fields a line may have: far more than any seat export's columns.
    static let maxFieldsPerLine = 1_000
    /// Lines that are not blank, the header among them: one a seat.
    static let maxLines = HallFile.maxSeats + 1
    /// Fields in the whole file: 20 a seat for the most seats a hall has. Each kept field costs
    /// about 40 bytes, so this bounds the parse near 160 MB where lines × fields a line alone
    /// would admit 200 million (docs/limits.md).
    static let maxFields = HallFile.maxSeats * 20

    static func parse(_ text: Substring, separator: Unicode.Scalar = ",", firstLine: Int = 1) throws(SyntaxError) -> [[Field]] {
        var records: [[Field]] = []
        var record: [Field] = []
        var field = ""
        var line = firstLine, column = 1
        var fieldLine = firstLine, fieldColumn = 1
        var quoted = false, wasQuoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return scalars.next()
        }
        // Counted before they are kept: no accepted CSV has more fields a line or more seat
        // lines than these, so a 60-MB line of commas is refused at its 1,001st field instead of
        // being built (docs/limits.md).
        func endField() throws(SyntaxError) {
            if record.count >= maxFieldsPerLine {
                throw SyntaxError(line: fieldLine, column: fieldColumn,
                                  reason: "more than \(maxFieldsPerLine) fields on one line; seat data has a field per column")
            }
            fields += 1
            if fields > maxFields {
                throw SyntaxError(line: fieldLine, column: fieldColumn,
                                  reason: "more than \(maxFields) fields in the file; seat data has at most 20 a seat for \(HallFile.maxSeats) seats")
            }
            record.append(Field(text: field, line: fieldLine, column: fieldColumn))
            field = ""
            wasQuoted = false
        }
        func endRecord() throws(SyntaxError) {
            if !(record.count == 1 && record[0].text.isEmpty) { nonBlank += 1 }
            if nonBlank > maxLines {
                throw SyntaxError(line: fieldLine, column: 1,
                                  reason: "more than \(maxLines - 1) seat lines; a hall has at most \(HallFile.maxSeats) slots")
            }
            records.append(record)
        }
        var nonBlank = 0
        var fields = 0
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
                    throw SyntaxError(line: line, column: column,
                                      reason: "a quote inside an unquoted field (quote the whole field and double the quote)")
                }
                quoted = true
                wasQuoted = true
                column += 1
            case separator:
                try endField()
                column += 1
                fieldLine = line; fieldColumn = column
            case "\r", "\n":
                if ch == "\r" {
                    let after = next()
                    if after != "\n" { pending = after }
                }
                try endField()
                try endRecord()
                record = []
                line += 1; column = 1
                fieldLine = line; fieldColumn = 1
            default:
                if wasQuoted {
                    throw SyntaxError(line: line, column: column, reason: "text after a closing quote (expected a separator or the end of the line)")
                }
                field.unicodeScalars.append(ch)
                column += 1
            }
        }
        if quoted { throw SyntaxError(line: fieldLine, column: fieldColumn, reason: "a quoted field is never closed") }
        if !field.isEmpty || !record.isEmpty || wasQuoted { try endField(); try endRecord() }
        return records
    }
}
