import SeatMapCore

/// Maoyan's 座位旁边不要留空 / 座位中间不要留空: a selection must not strand one empty seat.
extension SeatSelection {
    /// A lone available seat left between a selected seat and a barrier.
    public struct Orphan: Sendable, Hashable {
        public var index: GridIndex
        public var seatId: String
    }

    /// Whether slot `c` of `row` is free for someone else: an available seat not in `chosen`.
    static func isFree(_ row: [Seat], _ c: Int, _ r: Int, _ chosen: Set<GridIndex>) -> Bool {
        guard row.indices.contains(c) else { return false }
        return row[c].status == .available && !chosen.contains(GridIndex(row: r, col: c))
    }

    /// Lone seats that choosing `chosen` would leave in row `r`: an available, unchosen seat with
    /// a chosen seat on one side and, on the other, a sold or locked seat, an aisle, the row's
    /// edge or another chosen seat.
    public static func orphans(in hall: Hall, row r: Int, chosen: Set<GridIndex>) -> [GridIndex] {
        let row = hall.rows[r]
        var out: [GridIndex] = []
        for c in row.indices where isFree(row, c, r, chosen) {
            let leftChosen = chosen.contains(GridIndex(row: r, col: c - 1))
            let rightChosen = chosen.contains(GridIndex(row: r, col: c + 1))
            guard leftChosen || rightChosen else { continue }
            if !isFree(row, c - 1, r, chosen) && !isFree(row, c + 1, r, chosen) { out.append(GridIndex(row: r, col: c)) }
        }
        return out
    }

    /// Every contiguous run of `count` available seats in row `r` that keeps sofas whole
    /// (the alternatives a customer could have picked instead), as starting columns.
    public static func contiguousBlocks(in hall: Hall, row r: Int, count: Int) -> [ClosedRange<Int>] {
        let row = hall.rows[r]
        guard count > 0, count <= row.count else { return [] }
        var out: [ClosedRange<Int>] = []
        for start in 0...(row.count - count) {
            let block = start...(start + count - 1)
            guard block.allSatisfy({ row[$0].status == .available }) else { continue }
            let keepsSofas = block.allSatisfy { c in
                guard let p = hall.couplePartner(of: GridIndex(row: r, col: c)) else { return true }
                return block.contains(p.col)
            }
            if keepsSofas { out.append(block) }
        }
        return out
    }

    /// The orphans this selection leaves, row by row, after relaxing the rule in rows where every
    /// alternative block of the same size would also leave one (as real cinemas and seats.io do).
    public var orphanedSeats: [Orphan] {
        let chosen = Set(selected)
        var out: [Orphan] = []
        for r in Set(selected.map(\.row)).sorted() {
            let lone = Self.orphans(in: hall, row: r, chosen: chosen)
            guard !lone.isEmpty else { continue }
            let k = selected.filter { $0.row == r }.count
            let avoidable = Self.contiguousBlocks(in: hall, row: r, count: k).contains { block in
                let alt = Set(block.map { GridIndex(row: r, col: $0) })
                return Self.orphans(in: hall, row: r, chosen: alt).isEmpty
            }
            if avoidable { out += lone.map { Orphan(index: $0, seatId: hall[$0].seatId) } }
        }
        return out
    }
}
