import SeatMapCore

/// Vista cinema systems, two shapes:
/// - `SeatLayoutData`: `Areas[].Rows[].Seats[]`, each seat placed by `Position.RowIndex` /
///   `ColumnIndex` on one grid shared by all areas, `PhysicalName` row labels, `Id` seat labels,
///   sofas as `SeatsInGroup`;
/// - the Columns variant: `seats[] {Name, Columns[]}`, each column a grid slot (`[]` or `{}` when
///   empty) with a `Status` name and an `AreaCategoryCode`.
/// Area categories become zones: categories holding sofas are couple seats (3); of the others the
/// cheapest (or, without prices, the first listed) is normal (1) and the rest golden (2).
enum VistaImporter {
    static func read(_ root: JSONValue, file: String) throws(ImportError) -> FormatMatch {
        let objects = root.objects(depth: 4)
        if let (path, layout) = objects.first(where: { $0.value["Areas"]?.arrayElements != nil }) {
            return .matched(try areas(layout, path: path, root: root, file: file))
        }
        for (path, obj) in objects {
            for (key, value) in obj.objectMembers ?? [] {
                guard let rows = value.arrayElements, !rows.isEmpty,
                      rows.allSatisfy({ $0["Columns"]?.arrayElements != nil }) else { continue }
                return .matched(try columns(rows, path: path.isEmpty ? key : "\(path).\(key)", root: root, file: file))
            }
        }
        return .notThisFormat("no \"SeatLayoutData\" with \"Areas\", and no rows of \"Columns\"")
    }

    /// Vista's status codes and names to the hall format's states, which have no House, Broken
    /// or Reserved:
    /// Reserved (held for a booking) and House (held by the cinema) are locked; Broken (the seat
    /// exists but cannot be sold) is sold; Placeholder takes a slot and is no seat (aisle).
    static func status(_ v: JSONValue?) -> SeatStatus? {
        guard let v else { return .available }
        if let n = v.intValue {
            switch n {
            case 0: return .available
            case 1: return .sold
            case 2: return .locked
            case 3: return .sold
            case 4: return .aisle
            case 5: return .locked
            default: return nil
            }
        }
        switch v.stringValue?.lowercased() {
        case "empty", "available": return .available
        case "sold": return .sold
        case "reserved", "house", "special": return .locked
        case "broken": return .sold
        case "placeholder", "none": return .aisle
        default: return nil
        }
    }

    static let statusExpectation = "expected a Vista status: 0/Empty, 1/Sold, 2/Reserved, 3/Broken, 4/Placeholder, 5/House"

    /// One seat of either shape: its status (a problem when unknown), row label, `Id` as the
    /// column label and `row_Id` as its id; nil for a problem or a placeholder.
    static func importedSeat(_ value: JSONValue, _ path: String, row: Int, col: Int, rowText: JSONValue?,
                             _ problems: inout ImportProblems) -> ImportedSeat? {
        guard let state = status(value["Status"]) else {
            problems.add("\(path).Status", value["Status"], statusExpectation)
            return nil
        }
        guard state != .aisle else { return nil }
        var seat = ImportedSeat(row: row, col: col)
        if value["Status"] != nil { seat.status = state }
        // SeatStyle names a kind (Wheelchair, Companion, Recliner…); its sofa values and numeric
        // codes are not kinds.
        if let style = value["SeatStyle"]?.stringValue, let kind = SeatKindWords.kind(style) { seat.kind = kind }
        seat.rowText = rowText?.scalarText
        seat.colText = value["Id"]?.scalarText
        seat.id = seat.rowText.flatMap { r in seat.colText.map { "\(r)_\($0)" } }
        return seat
    }

    static func areas(_ layout: JSONValue, path: String, root: JSONValue, file: String) throws(ImportError) -> ImportedHall {
        var problems = ImportProblems(file: file)
        var placed: [(seat: ImportedSeat, category: String, grouped: Bool)] = []
        var categoryOrder: [String] = []
        for (a, area) in (layout["Areas"]?.arrayElements ?? []).enumerated() {
            let areaPath = "\(path.isEmpty ? "" : path + ".")Areas[\(a)]"
            let category = area["AreaCategoryCode"]?.scalarText ?? "area \(a)"
            if !categoryOrder.contains(category) { categoryOrder.append(category) }
            for (r, row) in (area["Rows"]?.arrayElements ?? []).enumerated() {
                for (s, seat) in (row["Seats"]?.arrayElements ?? []).enumerated() {
                    let seatPath = "\(areaPath).Rows[\(r)].Seats[\(s)]"
                    guard let pos = seat["Position"], let ri = pos["RowIndex"]?.looseInt, let ci = pos["ColumnIndex"]?.looseInt else {
                        problems.add("\(seatPath).Position", seat["Position"] ?? seat, "expected Position with RowIndex and ColumnIndex")
                        continue
                    }
                    guard ImportLimits.check(row: ri, col: ci, "\(seatPath).Position", pos, into: &problems),
                          var imported = importedSeat(seat, seatPath, row: ri, col: ci, rowText: row["PhysicalName"], &problems) else { continue }
                    let group = (seat["SeatsInGroup"]?.arrayElements ?? []).compactMap { $0["ColumnIndex"]?.looseInt }
                    if group.count == 2 { imported.pair = ci == group.min() ? .left : .right }
                    placed.append((imported, category, group.count >= 2))
                }
            }
        }
        try problems.check()
        var hall = finish(placed, categoryOrder: categoryOrder, root: root, normalizeGrid: true, file: file)
        screenSideFirst(&hall, rowCount: (hall.seats.map(\.row).max() ?? 0) + 1, file: file)
        return hall
    }

    static func columns(_ rows: [JSONValue], path: String, root: JSONValue, file: String) throws(ImportError) -> ImportedHall {
        var problems = ImportProblems(file: file)
        var placed: [(seat: ImportedSeat, category: String, grouped: Bool)] = []
        var categoryOrder: [String] = []
        var widths: [Int: Int] = [:]
        for (r, row) in rows.enumerated() {
            let cols = row["Columns"]!.arrayElements!
            guard ImportLimits.check(row: r, col: max(0, cols.count - 1), "\(path)[\(r)]", row, into: &problems) else { continue }
            widths[r] = cols.count
            for (c, cell) in cols.enumerated() {
                let cellPath = "\(path)[\(r)].Columns[\(c)]"
                guard let members = cell.objectMembers, !members.isEmpty, cell["Status"] != nil || cell["Id"] != nil else { continue }
                guard var seat = importedSeat(cell, cellPath, row: r, col: c, rowText: row["Name"], &problems) else { continue }
                let style = cell["SeatStyle"]?.scalarText?.lowercased() ?? ""
                if style.contains("left") { seat.pair = .left } else if style.contains("right") { seat.pair = .right }
                let category = cell["AreaCategoryCode"]?.scalarText ?? ""
                if !categoryOrder.contains(category) { categoryOrder.append(category) }
                let group = cell["SeatsInGroup"]?.arrayElements?.count ?? 0
                placed.append((seat, category, seat.pair != nil || style.contains("sofa") || group >= 2))
            }
        }
        try problems.check()
        var hall = finish(placed, categoryOrder: categoryOrder, root: root, normalizeGrid: false, file: file)
        hall.rowWidths = widths
        hall.rowCount = rows.count
        screenSideFirst(&hall, rowCount: rows.count, file: file)
        return hall
    }

    /// Vista grids say nothing about where the screen is (`ScreenStart`/`ScreenWidth` are
    /// horizontal), and the exports seen list the back row first (row M at RowIndex 0, row A
    /// last). The hall format puts the screen side first, so the rows are reversed when the row
    /// labelled A (or 1), the front row by the usual convention, lies in the back half of the
    /// grid; a note says so. Without such a row the source order is kept.
    static func screenSideFirst(_ hall: inout ImportedHall, rowCount: Int, file: String) {
        let front = hall.seats.filter { ["a", "1", "01"].contains($0.rowText?.trimmingSpaces.lowercased() ?? "") }.map(\.row)
        guard let frontRow = front.min(), rowCount > 1, frontRow * 2 > rowCount - 1 else { return }
        for i in hall.seats.indices { hall.seats[i].row = rowCount - 1 - hall.seats[i].row }
        hall.rowWidths = Dictionary(uniqueKeysWithValues: hall.rowWidths.map { (rowCount - 1 - $0.key, $0.value) })
        let label = hall.seats.first { $0.row == rowCount - 1 - frontRow }?.rowText ?? "A"
        hall.notes.append("\(file): rows reversed so row \(label) is next to the screen (Vista does not say where the screen is; the row labelled A or 1 is taken as the front)")
    }

    /// Zones and prices per area category, and the grid moved to start at row 0, column 0.
    static func finish(_ placed: [(seat: ImportedSeat, category: String, grouped: Bool)], categoryOrder: [String],
                       root: JSONValue, normalizeGrid: Bool, file: String) -> ImportedHall {
        let prices = categoryPrices(root)
        let sofaCategories = Set(placed.filter(\.grouped).map(\.category))
        let plain = categoryOrder.filter { !sofaCategories.contains($0) }
        // By price only when every plain category has one; otherwise the first listed is normal.
        let cheapest = plain.allSatisfy { prices[$0] != nil }
            ? plain.min { (prices[$0]!, plain.firstIndex(of: $0)!) < (prices[$1]!, plain.firstIndex(of: $1)!) }
            : plain.first
        let minRow = normalizeGrid ? placed.map(\.seat.row).min() ?? 0 : 0
        let minCol = normalizeGrid ? placed.map(\.seat.col).min() ?? 0 : 0
        func zone(_ category: String) -> SeatZone { sofaCategories.contains(category) ? .couple : category == cheapest ? .normal : .golden }
        var hall = ImportedHall()
        // Each zone is named after its categories' names (areas' Description, tickets' SeatType),
        // in the order their seats come.
        let names = categoryNames(root)
        var seen = Set<String>()
        for p in placed where seen.insert(p.category).inserted {
            guard let name = names[p.category] else { continue }
            let z = zone(p.category)
            if let existing = hall.zoneNames[z] {
                if !existing.components(separatedBy: " / ").contains(name) { hall.zoneNames[z] = existing + " / " + name }
            } else {
                hall.zoneNames[z] = name
            }
        }
        hall.seats = placed.map { p in
            var s = p.seat
            s.row -= minRow
            s.col -= minCol
            s.zone = zone(p.category)
            s.priceMinorUnits = prices[p.category] ?? 0
            return s
        }
        return hall
    }

    /// Each area category's name: an area's `Description` (BHD: Standard, VIP, Couple), else a
    /// ticket type's `SeatType` (Major: Premium, Privilege Chair). A ticket's own `Description`
    /// ("Adult", "Child") names a ticket, not an area, and is not used.
    static func categoryNames(_ root: JSONValue) -> [String: String] {
        var areas: [String: String] = [:], tickets: [String: String] = [:]
        for (_, obj) in root.objects(depth: 8) {
            guard let code = obj["AreaCategoryCode"]?.scalarText else { continue }
            let isArea = obj["Rows"]?.arrayElements != nil
            let key = isArea ? "Description" : "SeatType"
            guard let name = obj[key]?.stringValue?.trimmingSpaces, !name.isEmpty else { continue }
            if isArea { areas[code] = areas[code] ?? name } else { tickets[code] = tickets[code] ?? name }
        }
        return tickets.merging(areas) { _, area in area }
    }

    /// The lowest price of each area category found anywhere in the response (ticket types list
    /// `AreaCategoryCode` with `PriceInCents`, or `Price` in currency units; some wrappers use
    /// `area_code` with `original_price`).
    static func categoryPrices(_ root: JSONValue) -> [String: Int] {
        var out: [String: Int] = [:]
        for (_, obj) in root.objects(depth: 8) {
            guard let code = obj.first(["AreaCategoryCode", "area_code"])?.scalarText else { continue }
            var fen: Int?
            if let cents = obj["PriceInCents"]?.looseInt, (0...HallFile.maxPriceMinorUnits).contains(cents) { fen = cents }
            else if let p = obj.first(["Price", "price", "original_price"]), case .fen(let f) = DecimalPrice.fen(p) { fen = f }
            if let fen { out[code] = min(out[code] ?? Int.max, fen) }
        }
        return out
    }
}
