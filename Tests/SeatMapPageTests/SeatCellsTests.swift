import Testing
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapPage

/// The seat buckets the venue map's invariant checks ask: flat or hashed, a cell holds exactly
/// the seats whose centres fall in it, in their order, and a cell outside the map holds none.
@Suite struct SeatCellsTests {
    /// Every cell's seats, worked out one seat at a time.
    static func expected(_ centers: [Point], cell: Double, _ k: SIMD2<Int>) -> [Int] {
        centers.indices.filter { i in
            Int((centers[i].x / cell).rounded(.down)) == k.x && Int((centers[i].y / cell).rounded(.down)) == k.y
        }
    }

    @Test func flatAndSparseBucketsHoldTheSameSeats() {
        var rng = SeededRandom(seed: 46)
        // Dense (flat: cells few for the seats) and sparse (two clusters a million cells apart: hashed).
        let dense = (0..<400).map { _ in Point(x: Double(rng.next() % 2000) / 7 - 40, y: Double(rng.next() % 1500) / 7 - 20) }
        let sparse = dense.prefix(50).map { $0 } + dense.prefix(50).map { Point(x: $0.x + 5e7, y: $0.y - 3e7) }
        for centers in [dense, sparse] {
            let cells = SeatCells(centers: centers, cell: 50.9)
            var seen = 0
            let keys = Set(centers.map { cells.key($0) })
            for k in keys {
                #expect(Array(cells.seats(in: k)) == Self.expected(centers, cell: 50.9, k), "\(k)")
                seen += cells.seats(in: k).count
            }
            #expect(seen == centers.count)
            // Cells beside the seats, and far away, are empty.
            #expect(cells.seats(in: SIMD2(-1000, -1000)).isEmpty && cells.seats(in: SIMD2(Int.max / 4, 0)).isEmpty)
        }
        #expect(SeatCells(centers: [], cell: 10).seats(in: SIMD2(0, 0)).isEmpty)
    }
}
