import SeatMapCore

/// Every seat's frame in design space, by the layout formula (README, docs/layout-output.md):
///
///     designFrame.x = insetLeft + c * (seatWidth + hGap) + (zone - 1) * zoneOffset
///     designFrame.y = insetTop  + r * (seatHeight + vGap)
///
/// Immutable once built; the renderer and the hit-tester read the same instance, so they can
/// never disagree about where a seat is.
public struct SeatLayout: Sendable {
    public let hall: Hall
    public let metrics: SeatMetrics
    /// Width and height of the whole map in design points, insets included.
    public let contentSize: Size
    /// The largest zone offset used in each row, in design points, so hit-testing knows how far
    /// right of its grid column a frame can reach.
    let maxZoneShift: Double

    /// A hall that does not apply the zone offset (`Hall.appliesZoneOffset`, imports) is laid out
    /// with `zoneOffset` 0, and `metrics` says so: what the layout reports is what is drawn.
    public init(hall: Hall, metrics given: SeatMetrics = SeatMetrics()) {
        var metrics = given
        if !hall.appliesZoneOffset { metrics.zoneOffset = 0 }
        self.hall = hall
        self.metrics = metrics
        var maxRight = metrics.insetLeft
        var shift = 0.0
        for row in hall.rows {
            for (c, seat) in row.enumerated() {
                let z = metrics.zoneShift(seat.zone.rawValue)
                shift = max(shift, z)
                maxRight = max(maxRight, metrics.slotFrame(row: 0, col: c, zoneShift: z).maxX)
            }
        }
        maxZoneShift = shift
        // The last row's slots end where the map does (the one formula seats are placed by).
        let mapBottom = hall.rows.isEmpty ? metrics.insetTop : metrics.slotFrame(row: hall.rows.count - 1, col: 0, zoneShift: 0).maxY
        contentSize = Size(width: maxRight + metrics.insetRight, height: mapBottom + metrics.insetBottom)
    }

    /// The design frame of the slot at `index` (aisles included, at zone 1), in design points.
    public func designFrame(_ index: GridIndex) -> Rect {
        let zone = hall.seat(at: index)?.zone.rawValue ?? 1
        return metrics.slotFrame(row: index.row, col: index.col, zoneShift: metrics.zoneShift(zone))
    }

    /// Design y of the centre of row `r`, in design points (for the row rail).
    public func rowCenterY(_ r: Int) -> Double {
        metrics.insetTop + Double(r) * metrics.rowPitch + metrics.seatHeight / 2
    }

    /// Left edge of the leftmost seat, in design points (`insetLeft` when a zone-1 seat starts a
    /// row; further right when every row starts with an aisle or a higher zone).
    public var leftmostSeatX: Double {
        var x = Double.infinity
        for (r, row) in hall.rows.enumerated() {
            if let c = row.firstIndex(where: { !$0.isAisle }) { x = min(x, designFrame(GridIndex(row: r, col: c)).minX) }
        }
        return x.isFinite ? x : metrics.insetLeft
    }

    /// Design x of the hall's centre axis (银幕中央), in design points.
    public var centerAxisX: Double { (metrics.insetLeft + contentSize.width - metrics.insetRight) / 2 }

    /// Frames of the sofa formed by a couple pair: the union of both halves' frames.
    public func sofaFrame(_ a: GridIndex, _ b: GridIndex) -> Rect {
        let fa = designFrame(a), fb = designFrame(b)
        let x0 = min(fa.minX, fb.minX), x1 = max(fa.maxX, fb.maxX)
        return Rect(x: x0, y: fa.minY, width: x1 - x0, height: fa.height)
    }

    /// Pairs of neighbouring seats whose frames overlap because the zone decreases along the row,
    /// as (left, right) grid indices. The right one is drawn on top.
    /// One review finding per overlapping pair: the zone offset shifts a higher-zone seat right,
    /// so where the zone decreases along a row the next seat overlaps it (real halls do this).
    public func overlapWarnings() -> [String] {
        overlappingNeighbours().map { a, b in
            "rows[\(a.row)]: seats \(hall[a].seatId) and \(hall[b].seatId) overlap because the zone decreases (\(hall[a].zone.rawValue) → \(hall[b].zone.rawValue)); \(hall[b].seatId) is drawn on top"
        }
    }

    public func overlappingNeighbours() -> [(GridIndex, GridIndex)] {
        var out: [(GridIndex, GridIndex)] = []
        for (r, row) in hall.rows.enumerated() where row.count > 1 {
            for c in 1..<row.count where !row[c].isAisle && !row[c - 1].isAisle {
                let a = GridIndex(row: r, col: c - 1), b = GridIndex(row: r, col: c)
                if designFrame(a).intersects(designFrame(b)) { out.append((a, b)) }
            }
        }
        return out
    }
}

extension SeatMetrics {
    /// How far right a seat of zone `zone` (1, 2, 3) sits, in design points: the seed's zone offset.
    @inline(__always)
    public func zoneShift(_ zone: Int) -> Double { Double(zone - 1) * zoneOffset }

    /// The frame of grid slot (`row`, `col`) shifted right by `zoneShift`, in design points: the
    /// one formula the layout and the hit-tester both use.
    @inline(__always)
    public func slotFrame(row: Int, col: Int, zoneShift: Double) -> Rect {
        Rect(x: insetLeft + Double(col) * columnPitch + zoneShift, y: insetTop + Double(row) * rowPitch,
             width: seatWidth, height: seatHeight)
    }
}
