import SeatMapCore

/// Flat seat lists from Chinese cinema APIs, one seat per element:
/// - `[{SeatCode, RowNum, ColumnNum, XCoord, YCoord, Status, Price}]`: the grid axis that stays
///   constant within a `RowNum` is the row axis (systems disagree on which of X and Y it is);
/// - `[{id, row, col, gRow, gCol, type, price}]`: `type` "A-B", A 0 single / 1 left half / 2 right
///   half of a sofa, B absent or 1 available, 2 sold, 3 under maintenance (sold);
/// - rows of slots, `[{rowNo, seatList: [{seatNo, colNo, value}]}]` (Baidu): each seatList entry is
///   a grid slot left to right, `value` 0 no seat, 1 available, 2 sold.
/// Coordinates are moved to start at 0; gaps become aisles or walkways.
enum ListImporter {
    static let idKeys = ["SeatCode", "seatCode", "seatId", "seat_id", "id", "seatNo", "seat_no"]
    static let rowTextKeys = ["RowNum", "rowNum", "row", "rowNo", "rowId", "row_id"]
    static let colTextKeys = ["ColumnNum", "columnNum", "col", "colNo", "columnId", "column_id"]
    static let coordinatePairs = [("XCoord", "YCoord"), ("gRow", "gCol"), ("xCoord", "yCoord")]

    static func read(_ root: JSONValue, file: String) throws(ImportError) -> FormatMatch {
        var candidates: [(path: String, items: [JSONValue])] = []
        if let items = root.arrayElements { candidates.append(("", items)) }
        for (path, obj) in root.objects(depth: 3) {
            for (key, v) in obj.objectMembers ?? [] {
                if let items = v.arrayElements { candidates.append((path.isEmpty ? key : "\(path).\(key)", items)) }
            }
        }
        for (path, items) in candidates where !items.isEmpty {
            if items.allSatisfy({ $0["seatList"]?.arrayElements != nil }) {
                return .matched(try slotRows(items, path: path, root: root, file: file))
            }
            for (a, b) in coordinatePairs where items.allSatisfy({ $0[a] != nil && $0[b] != nil }) {
                return .matched(try coordinates(items, path: path, keys: (a, b), root: root, file: file))
            }
        }
        return .notThisFormat("no array of seats with XCoord/YCoord or gRow/gCol, and no rows with \"seatList\"")
    }

    /// The keys `metadata` recognises on its own, at the top of a document or one level down.
    static let metadataKeys = ["movieName", "movie_name", "filmName", "cinema_name", "cinemaName", "hallName", "hall_name", "name",
                               "maxChooseNum", "maxSeats", "max_seats", "showTime", "show_time", "startsAt"]

    static func metadata(_ root: JSONValue, into hall: inout ImportedHall) {
        let top = root.objects(depth: 2).map(\.value)
        let outer = root.objects(depth: 1).map(\.value)
        hall.movieTitle = top.lazy.compactMap { $0.first(["movieName", "movie_name", "filmName"])?.stringValue }.first { !$0.isEmpty }
        hall.cinemaName = top.lazy.compactMap { $0.first(["cinema_name", "cinemaName"])?.stringValue }.first { !$0.isEmpty }
        hall.hallName = outer.lazy.compactMap { $0.first(["hallName", "hall_name", "name"])?.stringValue }.first { !$0.isEmpty }
        hall.maxSeats = top.lazy.compactMap { $0.first(["maxChooseNum", "maxSeats", "max_seats"])?.looseInt }.first
        if let show = top.lazy.compactMap({ $0.first(["showTime", "show_time", "startsAt"])?.stringValue }).first {
            hall.startsAt = isoLocalTime(show)
        }
    }

    /// "2019-03-06 周五 16:50" → "2019-03-06T16:50:00": the date and the first hh:mm, no zone
    /// (the cinema's local time, which is all such APIs give). Nil when either is missing.
    /// A 12-hour time is read too (`2026-12-07 7:30 PM` → `2026-12-07T19:30:00`).
    static func isoLocalTime(_ text: String) -> String? {
        let s = Array(text.unicodeScalars)
        func digit(_ i: Int) -> Bool { i >= 0 && i < s.count && s[i].properties.numericType != nil && s[i].isASCII }
        func value(_ i: Int) -> Int { Int(s[i].value) - 48 }
        guard s.count >= 10, (0..<4).allSatisfy(digit), s[4] == "-", digit(5), digit(6), s[7] == "-", digit(8), digit(9) else { return nil }
        let date = String(String.UnicodeScalarView(s[0..<10]))
        var i = 10
        while i + 3 < s.count {
            // h:mm or hh:mm, not part of a longer number.
            if digit(i), !digit(i - 1), s.indices.contains(i + 1) {
                let twoDigits = digit(i + 1)
                let colon = twoDigits ? i + 2 : i + 1
                if colon + 2 < s.count, s[colon] == ":", digit(colon + 1), digit(colon + 2), !digit(colon + 3) {
                    var hour = twoDigits ? value(i) * 10 + value(i + 1) : value(i)
                    let minute = value(colon + 1) * 10 + value(colon + 2)
                    // AM or PM after it (a space or none between), any case.
                    let rest = String(String.UnicodeScalarView(s[(colon + 3)...])).uppercased().drop { $0 == " " }
                    if rest.hasPrefix("PM") || rest.hasPrefix("AM") {
                        guard (1...12).contains(hour) else { return nil }
                        hour = hour % 12 + (rest.hasPrefix("PM") ? 12 : 0)
                    }
                    guard hour < 24, minute < 60 else { return nil }
                    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
                    return "\(date)T\(two(hour)):\(two(minute)):00"
                }
            }
            i += 1
        }
        return nil
    }

    static func coordinates(_ items: [JSONValue], path: String, keys: (String, String), root: JSONValue,
                            file: String) throws(ImportError) -> ImportedHall {
        var problems = ImportProblems(file: file)
        // Which key is the row axis: for XCoord/YCoord the one constant within each printed row.
        var rowKey = keys.0, colKey = keys.1
        if keys.0.lowercased() == "xcoord" {
            rowKey = keys.1; colKey = keys.0
            var xs: [String: Set<String>] = [:], ys: [String: Set<String>] = [:]
            for item in items {
                guard let row = item.first(rowTextKeys)?.scalarText else { continue }
                xs[row, default: []].insert(item[keys.0]?.scalarText ?? "")
                ys[row, default: []].insert(item[keys.1]?.scalarText ?? "")
            }
            if !xs.isEmpty, xs.values.allSatisfy({ $0.count == 1 }), !ys.values.allSatisfy({ $0.count == 1 }) {
                rowKey = keys.0; colKey = keys.1
            }
        }
        let numericStatus = items.contains { $0["Status"]?.intValue != nil }
        let availableCode = numericStatus ? mostCommon(items.compactMap { $0["Status"]?.intValue }) : nil

        var seats: [ImportedSeat] = []
        for (i, item) in items.enumerated() {
            let p = "\(path)[\(i)]"
            guard let r = item[rowKey]?.looseInt, let c = item[colKey]?.looseInt else {
                problems.add("\(p).\(item[rowKey]?.looseInt == nil ? rowKey : colKey)", item[rowKey] ?? item, "expected an integer grid coordinate")
                continue
            }
            guard ImportLimits.checkCoordinates(r, c, keys: (rowKey, colKey), p, item, into: &problems) else { continue }
            var seat = ImportedSeat(row: r, col: c)
            seat.sourcePath = p
            seat.sourceLine = item.line
            seat.id = item.first(idKeys)?.scalarText
            seat.rowText = item.first(rowTextKeys)?.scalarText
            seat.colText = item.first(colTextKeys)?.scalarText
            seat.priceMinorUnits = problems.price(item.first(["Price", "price"]), "\(p).price")
            if let type = item["type"]?.scalarText {
                guard readType(type, into: &seat) else {
                    problems.add("\(p).type", item["type"],
                                 "unknown seat type \(MessageText.quoted(type)) (expected A or A-B: A 0 single, 1 left half, 2 right half; B 1 available, 2 sold, 3 maintenance)")
                    continue
                }
            } else if let code = item["Status"]?.intValue {
                seat.status = code == availableCode ? .available : .sold
            } else if let v = item["status"] {
                guard let st = formatStatus(v) else {
                    problems.add("\(p).status", v, "unknown status (expected 0 sold, 1 available, 2 aisle, 3 locked, or a word)")
                    continue
                }
                if st == .aisle { continue }
                seat.status = st
            }
            seats.append(seat)
        }
        try problems.check()
        let minR = seats.map(\.row).min() ?? 0, minC = seats.map(\.col).min() ?? 0
        for i in seats.indices {
            seats[i].row -= minR
            seats[i].col -= minC
            guard ImportLimits.check(row: seats[i].row, col: seats[i].col, "\(path)", nil, into: &problems) else { break }
        }
        try problems.check()
        var hall = ImportedHall()
        hall.seats = try checkedUnique(seats, path: path, file: file)
        // Numeric `Status` codes have no published meaning: the most common is taken as
        // available, every other as sold — said, with the counts, so a wrong guess is seen.
        if let availableCode {
            var counts: [Int: Int] = [:]
            for item in items { if let c = item["Status"]?.intValue { counts[c, default: 0] += 1 } }
            let others = counts.keys.filter { $0 != availableCode }.sorted()
            hall.notes.append("\(file): numeric Status codes read by count: \(availableCode) (\(counts[availableCode] ?? 0) seats, the most common) as available\(others.isEmpty ? "" : ", " + others.map { "\($0) (\(counts[$0]!))" }.joined(separator: ", ") + " as sold"); if that is wrong, map them with --map and \"statuses\"")
        }
        metadata(root, into: &hall)
        return hall
    }

    static func slotRows(_ rows: [JSONValue], path: String, root: JSONValue, file: String) throws(ImportError) -> ImportedHall {
        var problems = ImportProblems(file: file)
        var hall = ImportedHall()
        for (r, row) in rows.enumerated() {
            let slots = row["seatList"]!.arrayElements!
            guard ImportLimits.check(row: r, col: max(0, slots.count - 1), "\(path)[\(r)]", row, into: &problems) else { continue }
            hall.rowWidths[r] = slots.count
            for (c, slot) in slots.enumerated() {
                let p = "\(path)[\(r)].seatList[\(c)]"
                let value = slot["value"]?.looseInt ?? 1
                guard value != 0 else { continue }
                guard value == 1 || value == 2 else {
                    problems.add("\(p).value", slot["value"], "unknown seat value \(value) (expected 0 no seat, 1 available, 2 sold)")
                    continue
                }
                var seat = ImportedSeat(row: r, col: c)
                if slot["value"] != nil { seat.status = value == 1 ? .available : .sold }
                seat.id = slot.first(idKeys)?.scalarText
                seat.rowText = row.first(rowTextKeys)?.scalarText
                seat.colText = slot.first(colTextKeys)?.scalarText
                seat.priceMinorUnits = problems.price(slot.first(["Price", "price"]), "\(p).price")
                hall.seats.append(seat)
            }
        }
        hall.rowCount = rows.count
        try problems.check()
        metadata(root, into: &hall)
        return hall
    }

    /// "A-B" seat types: A the sofa half (0 none, 1 left, 2 right), B the state.
    static func readType(_ type: String, into seat: inout ImportedSeat) -> Bool {
        let parts = type.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count) else { return false }
        switch parts[0] {
        case "0": break
        case "1": seat.pair = .left; seat.zone = .couple
        case "2": seat.pair = .right; seat.zone = .couple
        default: return false
        }
        switch parts.count == 2 ? parts[1] : "" {
        case "": break  // the type alone: the source does not say the state
        case "0", "1": seat.status = .available
        case "2", "3": seat.status = .sold
        default: return false
        }
        return true
    }

    /// The hall format's codes or their words, as the CSV columns use them too.
    static func formatStatus(_ v: JSONValue) -> SeatStatus? {
        if let n = v.intValue { return SeatStatus(rawValue: n) }
        guard let text = v.stringValue else { return nil }
        return statusWord(text)
    }

    static func statusWord(_ text: String) -> SeatStatus? {
        let t = text.trimmingSpaces.lowercased()
        if let n = Int(t) { return SeatStatus(rawValue: n) }
        return SeatStatus.allCases.first { $0.name == t } ?? chineseStatus[t]
    }

    /// Status words of Chinese exports. A seat under repair (维修, 损坏) cannot be sold: locked.
    static let chineseStatus: [String: SeatStatus] = [
        "可选": .available, "可售": .available, "空闲": .available, "未售": .available,
        "已售": .sold, "售出": .sold, "已占": .sold,
        "锁定": .locked, "已锁": .locked, "维修": .locked, "损坏": .locked, "不可售": .locked,
        "过道": .aisle, "走道": .aisle, "通道": .aisle,
    ]

    static func mostCommon(_ codes: [Int]) -> Int? {
        var counts: [Int: Int] = [:]
        for c in codes { counts[c, default: 0] += 1 }
        // The most frequent; of equals, the smallest code (compared, never negated: Int.min).
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }

    /// Two seats on one grid slot is a data error, located at the second.
    static func checkedUnique(_ seats: [ImportedSeat], path: String, file: String) throws(ImportError) -> [ImportedSeat] {
        var problems = ImportProblems(file: file)
        var seen: [Int: Int] = [:]
        for (i, s) in seats.enumerated() {
            let key = s.row * HallFile.maxColumns + s.col
            if let first = seen[key] {
                problems.add(line: s.sourceLine, s.sourcePath, "a second seat on the grid slot of \(seats[first].sourcePath)")
            } else {
                seen[key] = i
            }
        }
        try problems.check()
        return seats
    }
}
