import SeatMapCore

/// Boxes (texts on a map) in a grid of square cells, so that finding the boxes that may meet
/// one box asks a few cells instead of every box: the map's `textsOverlap` rule was quadratic
/// in its texts (2,000 stacked texts, 20,000 floor titles).
/// A box is filed in every cell it covers; one that would cover more than `wideCells` cells
/// is kept in a list every question includes, so a few long texts cannot make the grid large.
struct BoxCells {
    /// The cell's side, in the boxes' units: the median of the boxes' longer sides (at least
    /// 1), so a typical box covers a cell or four.
    let cell: Double
    private var cells: [SIMD2<Int>: [Int]] = [:]
    private var wide: [Int] = []
    static let wideCells = 256

    init(_ boxes: [Rect]) {
        let sides = boxes.map { max($0.width, $0.height) }.filter(\.isFinite).sorted()
        cell = max(1, sides.isEmpty ? 1 : sides[sides.count / 2])
        for (i, b) in boxes.enumerated() {
            guard let (lo, hi) = keys(b) else { wide.append(i); continue }
            let count = (hi.x - lo.x + 1) * (hi.y - lo.y + 1)
            guard count <= Self.wideCells else { wide.append(i); continue }
            for y in lo.y...hi.y { for x in lo.x...hi.x { cells[SIMD2(x, y), default: []].append(i) } }
        }
    }

    /// The cells `b` covers, nil for a box too far out to key (it is then filed as wide).
    private func keys(_ b: Rect) -> (lo: SIMD2<Int>, hi: SIMD2<Int>)? {
        let limit = Double(Int32.max)
        let v = [b.minX / cell, b.minY / cell, b.maxX / cell, b.maxY / cell].map { $0.rounded(.down) }
        guard v.allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        let lo = SIMD2(Int(v[0]), Int(v[1])), hi = SIMD2(Int(v[2]), Int(v[3]))
        guard (hi.x - lo.x + 1) * (hi.y - lo.y + 1) <= Self.wideCells else { return nil }
        return (lo, hi)
    }

    /// The boxes that may meet `b` (every box sharing a cell with it, and the wide ones), each
    /// once, in ascending order.
    func candidates(near b: Rect) -> [Int] {
        var found = Set(wide)
        if let (lo, hi) = keys(b) {
            for y in lo.y...hi.y { for x in lo.x...hi.x { found.formUnion(cells[SIMD2(x, y)] ?? []) } }
        } else {
            for list in cells.values { found.formUnion(list) }
        }
        return found.sorted()
    }
}
