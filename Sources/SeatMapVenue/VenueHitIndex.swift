import SeatMapCore

/// Which seat a design point falls on, through a uniform grid of buckets one column pitch wide:
/// a touch looks at the seats of its one bucket, so a query costs the same in a 200-seat theatre
/// and a 100,000-seat stadium. The answer is exact — a point inside a turned seat's shape, not its
/// bounding box — and, where seats overlap, the topmost (the later in drawing order), as on the
/// grid.
public struct VenueHitIndex: Sendable {
    let placements: [SeatPlacement]
    let origin: Point
    let cell: Double
    let columns: Int
    let rows: Int
    /// Seats of bucket `b` are `entries[start[b] ..< start[b + 1]]`, in drawing order.
    let start: [Int32]
    let entries: [Int32]

    public init(_ layout: VenueLayout) {
        let placements = layout.placements
        let cell = layout.metrics.columnPitch
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in placements {
            let b = p.boundingBox
            minX = min(minX, b.minX); minY = min(minY, b.minY); maxX = max(maxX, b.maxX); maxY = max(maxY, b.maxY)
        }
        let origin = Point(x: minX, y: minY)
        let columns = max(1, Int(((maxX - minX) / cell).rounded(.up)) + 1)
        let rows = max(1, Int(((maxY - minY) / cell).rounded(.up)) + 1)
        func range(_ b: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
            let c0 = max(0, Int(((b.minX - origin.x) / cell).rounded(.down))), c1 = min(columns - 1, Int(((b.maxX - origin.x) / cell).rounded(.down)))
            let r0 = max(0, Int(((b.minY - origin.y) / cell).rounded(.down))), r1 = min(rows - 1, Int(((b.maxY - origin.y) / cell).rounded(.down)))
            return (c0...c1, r0...r1)
        }
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for p in placements {
            let (cs, rs) = range(p.boundingBox)
            for r in rs { for c in cs { counts[r * columns + c + 1] += 1 } }
        }
        for i in 1..<counts.count { counts[i] += counts[i - 1] }
        var fill = counts
        var entries = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        for (i, p) in placements.enumerated() {
            let (cs, rs) = range(p.boundingBox)
            for r in rs {
                for c in cs {
                    let b = r * columns + c
                    entries[Int(fill[b])] = Int32(i)
                    fill[b] += 1
                }
            }
        }
        self.placements = placements
        self.origin = origin
        self.cell = cell
        self.columns = columns
        self.rows = rows
        self.start = counts
        self.entries = entries
    }

    /// The index (in `Venue.allSeats` order) of the topmost seat whose shape holds `p`, a design
    /// point; nil between seats or off the map.
    public func seat(at p: Point) -> Int? {
        guard p.isFinite else { return nil }
        let fc = ((p.x - origin.x) / cell).rounded(.down), fr = ((p.y - origin.y) / cell).rounded(.down)
        guard fc >= 0, fr >= 0, fc < Double(columns), fr < Double(rows) else { return nil }
        let b = Int(fr) * columns + Int(fc)
        var k = Int(start[b + 1]) - 1
        let first = Int(start[b])
        while k >= first {
            let i = Int(entries[k])
            if placements[i].contains(p) { return i }
            k -= 1
        }
        return nil
    }
}
