import SeatMapCore

/// Taopiaopiao (淘票票) / Alibaba-style seat lists: `seat_list` of `{id, seat_type, couple_id,
/// status, row_num, col_num, placeholder_row_id, placeholder_col_id}`, every value a string,
/// usually inside a `data` wrapper with `movie_name` and `selectable_count`.
///
/// - `placeholder_row_id` / `placeholder_col_id` place the element on the grid (1-based); every
///   grid slot is listed, seats and empty slots alike;
/// - `status` "0" is no seat (an aisle slot), "1" available, "2" sold; any other code is shown as
///   locked (the app lets only "1" be tapped); an element with an empty `row_num` is an aisle slot
///   whatever its status;
/// - `row_num` / `col_num` are the printed row and seat numbers;
/// - `seat_type` "1" is a couple seat; its partner is the seat whose `id` its `couple_id` names
///   (left and right by column); when ids do not tell (the app's mock data repeats one id), couple
///   seats of a row pair in list order, first left, as the app does.
enum TaopiaopiaoImporter {
    static let gridKeys = ("placeholder_row_id", "placeholder_col_id")

    static func read(_ root: JSONValue, file: String) throws(ImportError) -> FormatMatch {
        var found: (path: String, items: [JSONValue])?
        if let items = root.arrayElements, isSeatList(items) { found = ("", items) }
        for (path, obj) in root.objects(depth: 3) where found == nil {
            for key in ["seat_list", "seatList", "seats"] {
                guard let items = obj[key]?.arrayElements, isSeatList(items) else { continue }
                found = (path.isEmpty ? key : "\(path).\(key)", items)
                break
            }
        }
        guard let (path, items) = found else {
            return .notThisFormat("no \"seat_list\" of seats with placeholder_row_id and placeholder_col_id")
        }
        var problems = ImportProblems(file: file)
        var hall = ImportedHall()
        var coupleIds: [(seat: Int, id: String?, partner: String?)] = []
        var numberedButEmpty: [String] = []
        for (i, item) in items.enumerated() {
            let p = "\(path)[\(i)]"
            guard let r = item[gridKeys.0]?.looseInt, let c = item[gridKeys.1]?.looseInt else {
                let key = item[gridKeys.0]?.looseInt == nil ? gridKeys.0 : gridKeys.1
                problems.add("\(p).\(key)", item[key] ?? item, "expected a grid position (a whole number, 1 for the first row or column)")
                continue
            }
            guard ImportLimits.checkCoordinates(r, c, keys: gridKeys, p, item, into: &problems),
                  ImportLimits.check(row: r - 1, col: c - 1, p, item, into: &problems) else { continue }
            hall.rowWidths[r - 1] = max(hall.rowWidths[r - 1] ?? 0, c)  // every slot is listed: aisles at the ends count
            let statusText = item["status"]?.scalarText?.trimmingSpaces ?? "1"
            guard let code = Int(statusText), code >= 0 else {
                problems.add("\(p).status", item["status"], "expected a seat status (0 no seat, 1 available, 2 sold, other codes locked)")
                continue
            }
            let rowText = item.first(["row_num", "rowNum"])?.scalarText?.trimmingSpaces ?? ""
            if code == 0 && !rowText.isEmpty {
                // Status 0 is "no seat" even where the cell carries seat numbers: the app draws
                // nothing there, and neither does SeatMap; the note names them.
                let colText = item.first(["col_num", "colNum"])?.scalarText?.trimmingSpaces ?? ""
                numberedButEmpty.append("\(rowText)排\(colText)")
            }
            guard code != 0, !rowText.isEmpty else { continue }
            var seat = ImportedSeat(row: r - 1, col: c - 1)
            seat.status = code == 1 ? .available : code == 2 ? .sold : .locked
            seat.sourcePath = p
            seat.sourceLine = item.line
            seat.id = item["id"]?.scalarText
            seat.rowText = rowText
            seat.colText = item.first(["col_num", "colNum"])?.scalarText
            if let price = item.first(["price", "Price"]) { seat.priceMinorUnits = problems.price(price, "\(p).price") }
            if item["seat_type"]?.scalarText?.trimmingSpaces == "1" {
                seat.zone = .couple
                let partner = item["couple_id"]?.scalarText?.trimmingSpaces
                coupleIds.append((hall.seats.count, seat.id, partner == "0" || partner == "" ? nil : partner))
            }
            hall.seats.append(seat)
        }
        try problems.check()
        if !numberedButEmpty.isEmpty {
            let shown = numberedButEmpty.prefix(6).joined(separator: ", ") + (numberedButEmpty.count > 6 ? ", …" : "")
            hall.notes.append("\(file): \(numberedButEmpty.count) cell\(numberedButEmpty.count == 1 ? " with status 0 carries" : "s with status 0 carry") seat numbers (\(shown)); status 0 means no seat, as the app draws it, so none is drawn there")
        }
        hall.seats = try ListImporter.checkedUnique(hall.seats, path: path, file: file)
        pairCouples(&hall.seats, coupleIds)
        hall.maxSeats = root.objects(depth: 2).lazy.compactMap { $0.value.first(["selectable_count", "maxSeats"])?.looseInt }.first
        MaoyanImporter.names(root, into: &hall)
        return .matched(hall)
    }

    /// A list of grid elements: objects that all carry both placeholder keys.
    static func isSeatList(_ items: [JSONValue]) -> Bool {
        !items.isEmpty && items.allSatisfy { $0[gridKeys.0] != nil && $0[gridKeys.1] != nil }
    }

    /// Halves by `couple_id` where the ids are unique and the partner sits next to the seat in
    /// its row; otherwise, per row, couple seats pair in list order (first left, then right).
    static func pairCouples(_ seats: inout [ImportedSeat], _ couples: [(seat: Int, id: String?, partner: String?)]) {
        let ids = couples.compactMap(\.id)
        let byId = Set(ids).count == ids.count ? Dictionary(uniqueKeysWithValues: couples.compactMap { c in c.id.map { ($0, c.seat) } }) : [:]
        var unpaired: [Int] = []
        for c in couples {
            guard let partner = c.partner, let other = byId[partner], seats[other].row == seats[c.seat].row,
                  abs(seats[other].col - seats[c.seat].col) == 1 else { unpaired.append(c.seat); continue }
            seats[c.seat].pair = seats[c.seat].col < seats[other].col ? .left : .right
        }
        var nextIsLeft: [Int: Bool] = [:]
        for i in unpaired {
            let left = nextIsLeft[seats[i].row] ?? true
            seats[i].pair = left ? .left : .right
            nextIsLeft[seats[i].row] = !left
        }
    }
}
