import SeatMapCore
import SeatMapRules

/// The lone-seat rule round a table: its seats are a circle, the last beside the first, so a
/// seat is lone when both its neighbours round the table are taken (sold, locked, chosen or a
/// gap) and one of them is chosen — and a seat at either end of the list is not lone merely for
/// being at an end, as it would be in a row.
extension VenueRules {
    /// Whether row `r` is a table's seats (sold seat by seat: a table sold whole leaves no lone seat).
    func isRoundTable(_ r: Int) -> Bool {
        guard let table = venue.rows[r].table else { return false }
        return !table.bookAsAWhole && hall.rows[r].count >= 3
    }

    /// Lone seats that choosing `chosen` leaves round table row `r`.
    func tableOrphans(row r: Int, chosen: Set<GridIndex>) -> [GridIndex] {
        let row = hall.rows[r], n = row.count
        func free(_ c: Int) -> Bool {
            let k = (c % n + n) % n
            return row[k].status == .available && !chosen.contains(GridIndex(row: r, col: k))
        }
        func isChosen(_ c: Int) -> Bool { chosen.contains(GridIndex(row: r, col: (c % n + n) % n)) }
        return row.indices.filter { c in free(c) && (isChosen(c - 1) || isChosen(c + 1)) && !free(c - 1) && !free(c + 1) }
            .map { GridIndex(row: r, col: $0) }
    }

    /// Every run of `count` available seats round table row `r`, as columns in order from its
    /// start (a run may pass the last seat on to the first).
    func tableBlocks(row r: Int, count: Int) -> [[Int]] {
        let row = hall.rows[r], n = row.count
        guard count >= 1, count <= n else { return [] }
        if count == n { return row.allSatisfy { $0.status == .available } ? [Array(0..<n)] : [] }
        return (0..<n).compactMap { start in
            let cols = (0..<count).map { (start + $0) % n }
            return cols.allSatisfy { row[$0].status == .available } ? cols : nil
        }
    }

    /// The lone seats a selection leaves: along each row as on the grid (relaxed where every
    /// other block of as many seats would leave one too), and round each table.
    func loneSeats(_ selection: SeatSelection) -> [String] {
        let tables = Set(hall.rows.indices.filter(isRoundTable))
        var out = selection.orphanedSeats.filter { !tables.contains($0.index.row) }.map(\.index)
        let chosen = Set(selection.selected)
        for r in Set(selection.selected.map(\.row)).sorted() where tables.contains(r) {
            let lone = tableOrphans(row: r, chosen: chosen)
            guard !lone.isEmpty else { continue }
            // Relaxed as along a row: only when some other run of as many seats leaves none.
            let k = selection.selected.filter { $0.row == r }.count
            let avoidable = tableBlocks(row: r, count: k).contains { cols in
                tableOrphans(row: r, chosen: Set(cols.map { GridIndex(row: r, col: $0) })).isEmpty
            }
            if avoidable { out += lone }
        }
        return out.sorted { ($0.row, $0.col) < ($1.row, $1.col) }.map { hall[$0].seatId }
    }
}

extension VenueRules {
    /// A tap on `id` in `selection`, as the grid's `toggle`, but on a table sold whole it takes
    /// (or gives back) every seat of the table.
    public func toggle(_ selection: inout SeatSelection, _ id: String) -> Result<[GridIndex], RuleError> {
        let members = wholeTable(of: id)
        guard members.count > 1, let tapped = hall.index(of: id) else { return selection.toggle(id) }
        let taking = !selection.isSelected(tapped)
        var changed: [GridIndex] = []
        for member in members {
            guard let i = hall.index(of: member), selection.isSelected(i) != taking else { continue }
            switch selection.toggle(i) {
            case .success(let c): changed += c
            case .failure(let e): return .failure(e)
            }
        }
        return .success(changed)
    }

    /// Taps each seat of `ids` in order into `selection`, as a list of chosen seats (a seat already
    /// in is left in, as `SeatSelection.select` does for a hall); a table sold whole is taken
    /// whole. Stops at the first seat a rule refuses (unknown, sold or locked, the limit); the
    /// lone-seat rule is the order's (`select`, `orderDraft`).
    public func tap(_ ids: [String], into selection: inout SeatSelection) -> Result<Void, RuleError> {
        for id in ids {
            if let i = hall.index(of: id), selection.isSelected(i) { continue }
            if case .failure(let e) = toggle(&selection, id) { return .failure(e) }
        }
        return .success(())
    }

    /// The order draft of `ids` (tap order): the venue's rules (tables sold whole, lone seats
    /// round tables), then the grid's order checks and fields.
    /// A table's seats are labelled by `tableSeatLabel` (`3桌 1号`), a row's by the grid's
    /// template (`中区 1排2号`).
    public func orderDraft(_ ids: [String], source: String, requestId: String, tableSeatLabel: String = "{table} {col}号") -> Result<OrderDraft, RuleError> {
        let chosen: [String]
        switch select(ids) {
        case .success(let c): chosen = c
        case .failure(let e): return .failure(e)
        }
        var selection = SeatSelection(hall: hall)
        if case .failure(let e) = selection.select(chosen) { return .failure(e) }
        let drafted = selection.orderDraft(source: source, requestId: requestId, loneSeats: { loneSeats($0) })
        guard case .success(var draft) = drafted else { return drafted }
        let table = TextTemplate(tableSeatLabel, placeholders: ["{table}", "{col}"])
        for (i, id) in draft.seatIds.enumerated() {
            guard let index = hall.index(of: id), venue.rows[index.row].table != nil else { continue }
            draft.seatLabels[i] = table.fill([hall[index].rowText, hall[index].colText])
        }
        return .success(draft)
    }
}
