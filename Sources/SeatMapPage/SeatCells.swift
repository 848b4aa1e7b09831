import SeatMapCore

/// Seats bucketed by square cells of their centres, for neighbour questions (which seats can
/// touch this one, which lie under this text): a flat array of cells filled by counting sort
/// when the map's cells are few — no hashing per question, the cost the invariant checks of an
/// 8,900-seat map paid — and a dictionary when the seats are few and far apart (a huge, sparse
/// map would need cells by the billion).
struct SeatCells {
    /// The cell's side, in the units of the centres.
    let cell: Double
    private let x0: Int, y0: Int, nx: Int, ny: Int
    /// The cells that hold seats lie within `occupied` (x0…x1, y0…y1 of their keys; nil without
    /// seats): a question about a larger box asks only these.
    private let occupied: (x0: Int, y0: Int, x1: Int, y1: Int)?
    /// Flat: cell `c`'s seats are `items[starts[c]..<starts[c + 1]]`.
    private let starts: [Int]
    private let items: [Int]
    private let sparse: [SIMD2<Int>: [Int]]

    init(centers: [Point], cell: Double) {
        self.cell = cell
        let keys = centers.map { Self.key($0, cell: cell) }
        // One pass, no key paths (a key path into SIMD2 looked up generic metadata per seat).
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for k in keys { (x0, y0, x1, y1) = (min(x0, k.x), min(y0, k.y), max(x1, k.x), max(y1, k.y)) }
        occupied = keys.isEmpty ? nil : (x0, y0, x1, y1)
        if keys.isEmpty { (x0, y0, x1, y1) = (0, 0, 0, 0) }
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1)
        // Flat only when it stays within a few cells a seat (and the product cannot overflow).
        let limit = 4 * keys.count + 4096
        if w <= limit, h <= limit, w * h <= limit {
            var starts = [Int](repeating: 0, count: w * h + 1)
            for k in keys { starts[(k.y - y0) * w + (k.x - x0) + 1] += 1 }
            for c in 0..<(w * h) { starts[c + 1] += starts[c] }
            var fill = starts
            var items = [Int](repeating: 0, count: keys.count)
            for (i, k) in keys.enumerated() {
                let c = (k.y - y0) * w + (k.x - x0)
                items[fill[c]] = i
                fill[c] += 1
            }
            (self.x0, self.y0, nx, ny, self.starts, self.items, sparse) = (x0, y0, w, h, starts, items, [:])
        } else {
            var grid: [SIMD2<Int>: [Int]] = [:]
            for (i, k) in keys.enumerated() { grid[k, default: []].append(i) }
            (self.x0, self.y0, nx, ny, starts, items, sparse) = (0, 0, 0, 0, [], [], grid)
        }
    }

    /// The cell holding `p`.
    func key(_ p: Point) -> SIMD2<Int> { Self.key(p, cell: cell) }

    static func key(_ p: Point, cell: Double) -> SIMD2<Int> { SIMD2(Int((p.x / cell).rounded(.down)), Int((p.y / cell).rounded(.down))) }

    /// The first seat, cell by cell from `lo` to `hi` (columns of cells left to right, each top
    /// to bottom; in a cell, in the order given), that `test` accepts. The cells asked are only
    /// those that can hold seats: a huge box (a label sized for a map drawn a few pixels across)
    /// costs what its seats cost, not a loop over billions of empty cells.
    func firstSeat(inCellsFrom lo: SIMD2<Int>, to hi: SIMD2<Int>, where test: (Int) -> Bool) -> Int? {
        guard let o = occupied else { return nil }
        let (cx0, cy0, cx1, cy1) = (max(lo.x, o.x0), max(lo.y, o.y0), min(hi.x, o.x1), min(hi.y, o.y1))
        guard cx0 <= cx1, cy0 <= cy1 else { return nil }
        // Hashed cells, fewer than the box's cells: the occupied ones in the box, in the same order.
        let (cells, overflow) = (cx1 - cx0 + 1).multipliedReportingOverflow(by: cy1 - cy0 + 1)
        if nx == 0, overflow || cells > sparse.count {
            let inBox = sparse.keys.filter { $0.x >= cx0 && $0.x <= cx1 && $0.y >= cy0 && $0.y <= cy1 }
            for k in inBox.sorted(by: { ($0.x, $0.y) < ($1.x, $1.y) }) {
                if let i = sparse[k]?.first(where: test) { return i }
            }
            return nil
        }
        for x in cx0...cx1 {
            for y in cy0...cy1 {
                if let i = seats(in: SIMD2(x, y)).first(where: test) { return i }
            }
        }
        return nil
    }

    /// The seats whose centres lie in cell `k`, in the order they were given.
    func seats(in k: SIMD2<Int>) -> ArraySlice<Int> {
        guard nx > 0 else { return sparse[k].map { $0[...] } ?? [] }
        let x = k.x - x0, y = k.y - y0
        guard x >= 0, x < nx, y >= 0, y < ny else { return [] }
        let c = y * nx + x
        return items[starts[c]..<starts[c + 1]]
    }
}
