import SeatMapCore

/// The best `count` seats side by side: where a viewer sees the screen best, by the rules below.
///
/// Order of preference, every row searched before giving up:
/// 1. blocks that leave no lone seat beside them, when any block can;
/// 2. the row nearest the centre row (index `rows.count / 2`); at equal distance the row behind
///    it first (centre + offset before centre − offset: further from the screen is the better view);
/// 3. the block whose centre is nearest the hall's centre axis (in grid columns);
/// 4. the leftmost block.
public struct SeatSuggester: Sendable {
    public let hall: Hall
    /// Twice the centre axis column (an integer), computed once: `rank` runs for every block.
    private let axis2: Int
    /// Whether the block is for someone who needs accessible seating (`suggest --accessible`):
    /// then it must hold a wheelchair space or accessible seat; otherwise it takes no wheelchair,
    /// accessible or companion seat, which are kept for those who need them.
    public let accessible: Bool

    public init(hall: Hall, accessible: Bool = false) {
        self.hall = hall
        self.accessible = accessible
        axis2 = hall.columnCount - 1
    }

    /// The sort key of a block; smaller is better. Exposed so tests can brute-force the order.
    public struct Rank: Sendable, Comparable, Hashable {
        public var leavesOrphan: Int
        public var rowDistance: Int
        public var rowSide: Int
        /// Twice the distance between block centre and centre axis, in grid columns (integer).
        public var axisDistance2: Int
        public var startColumn: Int

        public static func < (a: Rank, b: Rank) -> Bool {
            (a.leavesOrphan, a.rowDistance, a.rowSide, a.axisDistance2, a.startColumn)
                < (b.leavesOrphan, b.rowDistance, b.rowSide, b.axisDistance2, b.startColumn)
        }
    }

    public func rank(row r: Int, block: ClosedRange<Int>) -> Rank {
        let center = hall.rows.count / 2
        let orphan = Self.leavesOrphan(in: hall, row: r, block: block) ? 1 : 0
        return Rank(leavesOrphan: orphan, rowDistance: abs(r - center), rowSide: r >= center ? 0 : 1,
                    axisDistance2: abs(block.lowerBound + block.upperBound - axis2), startColumn: block.lowerBound)
    }

    /// Whether choosing `block` alone would strand a lone seat in row `r`, in O(1): only the seats
    /// just outside the block can be stranded (`SeatSelection.orphans` with `block` chosen, which
    /// scans the whole row, gives the same answer).
    static func leavesOrphan(in hall: Hall, row r: Int, block: ClosedRange<Int>) -> Bool {
        let row = hall.rows[r]
        func free(_ c: Int) -> Bool { row.indices.contains(c) && row[c].status == .available && !block.contains(c) }
        if free(block.lowerBound - 1) && !free(block.lowerBound - 2) { return true }
        if free(block.upperBound + 1) && !free(block.upperBound + 2) { return true }
        return false
    }

    /// The best block of `count` seats, or the reason there is none: O(seats · count).
    public func suggest(count: Int) -> Result<[GridIndex], RuleError> {
        guard count >= 1 else { return .failure(.invalidCount(count)) }
        guard count <= hall.maxSeats else { return .failure(.exceedsLimit(count: count, limit: hall.maxSeats)) }
        var best: (Rank, Int, ClosedRange<Int>)?
        for r in hall.rows.indices {
            for block in SeatSelection.contiguousBlocks(in: hall, row: r, count: count) {
                let kinds = block.map { hall.rows[r][$0].kind }
                if accessible {
                    guard kinds.contains(where: { $0 == .wheelchair || $0 == .accessible }) else { continue }
                } else if kinds.contains(where: { $0?.isAccessibleSeating == true }) {
                    continue
                }
                let k = rank(row: r, block: block)
                if best == nil || k < best!.0 { best = (k, r, block) }
            }
        }
        guard let (_, r, block) = best else { return .failure(.noBlock(count: count)) }
        return .success(block.map { GridIndex(row: r, col: $0) })
    }
}

extension SeatSuggester {
    /// The ids of the best block of `count` seats, left to right (what an order or `--selected`
    /// takes); `suggest(count:)` gives their grid indices.
    public func suggestIds(count: Int) -> Result<[String], RuleError> {
        suggest(count: count).map { $0.map { hall[$0].seatId } }
    }
}
