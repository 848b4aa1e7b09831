import Testing
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapPage

/// The text buckets behind the map's `textsOverlap` rule: whatever the boxes (small, long,
/// stacked, far out), every box that overlaps another is among that box's candidates, so the
/// rule finds every pair the all-pairs loop found.
@Suite struct BoxCellsTests {
    static func overlap(_ f: Rect, _ g: Rect) -> Bool {
        min(f.maxX, g.maxX) - max(f.minX, g.minX) > 0 && min(f.maxY, g.maxY) - max(f.minY, g.minY) > 0
    }

    @Test func everyOverlappingBoxIsACandidate() {
        var rng = SeededRandom(seed: 69)
        for round in 0..<20 {
            var boxes: [Rect] = []
            for _ in 0..<(40 + round * 10) {
                let kind = Int.random(in: 0..<10, using: &rng)
                let x = Double.random(in: -500...500, using: &rng), y = Double.random(in: -500...500, using: &rng)
                switch kind {
                case 0: boxes.append(Rect(x: x, y: y, width: Double.random(in: 200...3000, using: &rng), height: 6))   // a long title
                case 1: boxes.append(Rect(x: 10, y: 10, width: 8, height: 4))                                            // stacked
                case 2: boxes.append(Rect(x: x * 1e7, y: y * 1e7, width: 30, height: 8))                                // far out
                default: boxes.append(Rect(x: x, y: y, width: Double.random(in: 2...40, using: &rng), height: Double.random(in: 3...14, using: &rng)))
                }
            }
            let cells = BoxCells(boxes)
            for i in boxes.indices {
                let found = cells.candidates(near: boxes[i])
                #expect(found == found.sorted() && Set(found).count == found.count)
                let missing = boxes.indices.filter { $0 != i && Self.overlap(boxes[i], boxes[$0]) && !found.contains($0) }
                #expect(missing.isEmpty, "round \(round), box \(i) \(boxes[i]): overlapping \(missing) not candidates")
            }
        }
    }

    /// Boxes far apart are not each other's candidates (else the rule would still be quadratic).
    @Test func boxesFarApartAreNotCandidates() {
        let boxes = (0..<1_000).map { Rect(x: Double($0 % 40) * 100, y: Double($0 / 40) * 100, width: 20, height: 8) }
        let cells = BoxCells(boxes)
        #expect(boxes.indices.allSatisfy { cells.candidates(near: boxes[$0]).count <= 9 })
    }
}
