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

    /// The first seat a box's cells hold that a test accepts — the text-over-seat question — is
    /// the one a walk over every cell of the box, column by column, finds; for boxes inside the
    /// map, around it, off it, and far larger than it (flat and hashed alike).
    @Test func theFirstSeatInABoxIsTheOneEveryCellWouldGive() {
        var rng = SeededRandom(seed: 7)
        let dense = (0..<300).map { _ in Point(x: Double(rng.next() % 2000) / 7 - 40, y: Double(rng.next() % 1500) / 7 - 20) }
        let sparse = dense.prefix(40).map { $0 } + dense.prefix(40).map { Point(x: $0.x + 5e7, y: $0.y - 3e7) }
        for centers in [dense, sparse] {
            let cells = SeatCells(centers: centers, cell: 50.9)
            func walked(_ lo: SIMD2<Int>, _ hi: SIMD2<Int>, _ test: (Int) -> Bool) -> Int? {
                for x in lo.x...hi.x { for y in lo.y...hi.y { if let i = Self.expected(centers, cell: 50.9, SIMD2(x, y)).first(where: test) { return i } } }
                return nil
            }
            for _ in 0..<200 {
                let x = Int(rng.next() % 12) - 3, y = Int(rng.next() % 10) - 3, w = Int(rng.next() % 6), h = Int(rng.next() % 6)
                let odd = rng.next() % 3 == 0
                let test: (Int) -> Bool = { odd ? $0 % 2 == 1 : true }
                #expect(cells.firstSeat(inCellsFrom: SIMD2(x, y), to: SIMD2(x + w, y + h), where: test) == walked(SIMD2(x, y), SIMD2(x + w, y + h), test))
            }
            // Boxes of 10¹² cells and more: the seats' own cells only, in the walk's order (the
            // leftmost column first, top to bottom), and nothing for a box beside the map.
            let everything = cells.firstSeat(inCellsFrom: SIMD2(-1_000_000, -1_000_000), to: SIMD2(1_000_000_000, 1_000_000_000), where: { _ in true })
            let keys = centers.map { cells.key($0) }
            let leftTop = keys.min { ($0.x, $0.y) < ($1.x, $1.y) }!
            #expect(everything == keys.firstIndex(of: leftTop))
            #expect(cells.firstSeat(inCellsFrom: SIMD2(-900_000_000, -900_000_000), to: SIMD2(-100, 900_000_000), where: { _ in true }) == nil)
            #expect(cells.firstSeat(inCellsFrom: SIMD2(Int.min / 2, Int.min / 2), to: SIMD2(Int.max / 2, Int.max / 2), where: { $0 == centers.count - 1 }) == centers.count - 1)
        }
        #expect(SeatCells(centers: [], cell: 10).firstSeat(inCellsFrom: SIMD2(0, 0), to: SIMD2(5, 5), where: { _ in true }) == nil)
    }
}
