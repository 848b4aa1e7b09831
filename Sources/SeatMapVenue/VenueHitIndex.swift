import SeatMapCore

/// Which seat a design point falls on, through a uniform grid of buckets one column pitch wide:
/// a touch looks at the seats of its one bucket, so a query costs the same in a 200-seat theatre
/// and a 100,000-seat stadium. The answer is exact — a point inside a turned seat's shape, not its
/// bounding box — and, where seats overlap, the topmost (the later in drawing order), as on the
/// grid.
public struct VenueHitIndex: Sendable {
    /// Each seat's shape in 56 bytes, worked out once (a touch tests a few seats; a `sin` per
    /// test was most of its cost, and an 88-byte shape with its bounding box made the index of
    /// a 100,000-seat venue 26 MB, read at random). An upright seat (turned by a multiple of
    /// 90°) keeps its box's edges (`a`…`d` = minX, minY, maxX, maxY); a turned one its centre,
    /// sine, cosine and half sizes (`a`…`f`). The arithmetic is `SeatPlacement.contains`'s,
    /// operation for operation, so the answers are the same to the last bit.
    struct Shape: Sendable {
        var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double
        /// The seat's index in drawing order.
        var index: Int32
        var turned: Bool

        init(_ p: SeatPlacement, index: Int) {
            self.index = Int32(truncatingIfNeeded: index)
            let (sin, cos) = SeatPlacement.sinCos(p.rotationDegrees)
            if sin == 0 || cos == 0 {
                let box = p.boundingBox
                (a, b, c, d, e, f) = (box.minX, box.minY, box.maxX, box.maxY, 0, 0)
                turned = false
            } else {
                (a, b, c, d, e, f) = (p.center.x, p.center.y, sin, cos, p.size.width / 2, p.size.height / 2)
                turned = true
            }
        }

        /// `SeatPlacement.contains`, with the same arithmetic.
        @inline(__always)
        func contains(_ x: Double, _ y: Double) -> Bool {
            guard turned else { return x >= a && x < c && y >= b && y < d }
            let dx = x - a, dy = y - b
            let lx = dx * d + dy * c, ly = -dx * c + dy * d
            return lx >= -e && lx < e && ly >= -f && ly < f
        }
    }

    /// The shapes of bucket `b` are `entries[start[b] ..< start[b + 1]]`, in drawing order: a
    /// copy per bucket a seat reaches (about three), so a touch reads one run of memory, not
    /// seats scattered over a 100,000-seat venue.
    let origin: Point
    let cell: Double
    let columns: Int
    let rows: Int
    let start: [Int32]
    let entries: [Shape]

    public init(_ layout: VenueLayout) {
        let placements = layout.placements
        let cell = layout.metrics.columnPitch
        precondition(placements.count < Int(Int32.max), "a venue of \(placements.count) seats is beyond the hit index")
        // Each seat's shape and bounding box are worked out once, for every pass.
        let shapes = placements.enumerated().map { (shape: Shape($1, index: $0), box: $1.boundingBox) }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (_, b) in shapes {
            minX = min(minX, b.minX); minY = min(minY, b.minY); maxX = max(maxX, b.maxX); maxY = max(maxY, b.maxY)
        }
        // A venue without seats (booths and standing floors only) has one empty bucket.
        if shapes.isEmpty { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }
        let origin = Point(x: minX, y: minY)
        let columns = max(1, Int(((maxX - minX) / cell).rounded(.up)) + 1)
        let rows = max(1, Int(((maxY - minY) / cell).rounded(.up)) + 1)
        func range(_ b: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
            let c0 = max(0, Int(((b.minX - origin.x) / cell).rounded(.down))), c1 = min(columns - 1, Int(((b.maxX - origin.x) / cell).rounded(.down)))
            let r0 = max(0, Int(((b.minY - origin.y) / cell).rounded(.down))), r1 = min(rows - 1, Int(((b.maxY - origin.y) / cell).rounded(.down)))
            return (c0...c1, r0...r1)
        }
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for (_, box) in shapes {
            let (cs, rs) = range(box)
            for r in rs { for c in cs { counts[r * columns + c + 1] += 1 } }
        }
        for i in 1..<counts.count { counts[i] += counts[i - 1] }
        var fill = counts
        let blank = Shape(SeatPlacement(center: Point(x: 0, y: 0), size: Size(width: 0, height: 0), rotationDegrees: 0), index: -1)
        var entries = [Shape](repeating: blank, count: Int(counts[counts.count - 1]))
        for (shape, box) in shapes {
            let (cs, rs) = range(box)
            for r in rs {
                for c in cs {
                    let b = r * columns + c
                    entries[Int(fill[b])] = shape
                    fill[b] += 1
                }
            }
        }
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
        // Bounds are the index's own (b < columns × rows, start has one more): read unchecked.
        return start.withUnsafeBufferPointer { start in
            entries.withUnsafeBufferPointer { entries in
                let first = Int(start[b])
                var k = Int(start[b + 1]) - 1
                while k >= first {
                    if entries[k].contains(p.x, p.y) { return Int(entries[k].index) }
                    k -= 1
                }
                return nil
            }
        }
    }
}
