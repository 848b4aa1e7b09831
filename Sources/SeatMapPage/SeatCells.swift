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

    /// The seats whose centres lie in cell `k`, in the order they were given.
    func seats(in k: SIMD2<Int>) -> ArraySlice<Int> {
        guard nx > 0 else { return sparse[k].map { $0[...] } ?? [] }
        let x = k.x - x0, y = k.y - y0
        guard x >= 0, x < nx, y >= 0, y < ny else { return [] }
        let c = y * nx + x
        return items[starts[c]..<starts[c + 1]]
    }
}
