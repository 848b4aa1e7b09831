import SeatMapCore

/// Maps a touch on the zoomed, scrolled, scaled viewport back to its seat.
///
/// The cost of one touch depends on the metrics and the slop, never on the number of seats: the
/// touch is mapped to design space and only the grid cells that could contain it are examined.
public struct HitTester: Sendable {
    public let layout: SeatLayout
    public let viewport: Viewport

    /// Largest slop accepted, in device points (Apple's minimum tap target is 44 pt).
    public static let maxSlop = 44.0

    /// The grid flattened for lookups: row r's slots are `slotShift[rowStart[r]..<rowStart[r+1]]`,
    /// each the slot's zone shift in design points, or `-1` for an aisle. Reading these instead
    /// of the hall's nested arrays of `Seat` keeps a touch free of reference counting.
    private let rowStart: [Int]
    private let slotShift: [Double]
    /// The metrics a touch needs, copied out of the layout once.
    private let m: SeatMetrics
    private let maxZoneShift: Double

    public init(layout: SeatLayout, viewport: Viewport) {
        self.layout = layout
        self.viewport = viewport
        var starts: [Int] = [0]
        var shifts: [Double] = []
        starts.reserveCapacity(layout.hall.rows.count + 1)
        for row in layout.hall.rows {
            for seat in row { shifts.append(seat.isAisle ? -1 : layout.metrics.zoneShift(seat.zone.rawValue)) }
            starts.append(shifts.count)
        }
        rowStart = starts
        slotShift = shifts
        m = layout.metrics
        maxZoneShift = layout.maxZoneShift
    }

    public init(layout page: PageLayout) {
        self.init(layout: page.seatLayout, viewport: page.viewport)
    }

    /// The seat under a touch, or nil.
    ///
    /// - Parameters:
    ///   - point: the touch in viewport coordinates (device points, origin at the viewport's
    ///     top-left). Overlays (row rail, minimap) are pictures only and do not take touches.
    ///   - slop: in device points, 0 to `maxSlop`. A point in a gap names the nearest seat whose
    ///     frame lies within `slop`; ties go to the topmost seat.
    /// - Returns: the grid index of the topmost (row-major last) seat whose design frame contains
    ///   the point; nil in gaps, on aisles and outside the viewport.
    public func seat(atViewport point: Point, slop: Double = 0) throws(LayoutError) -> GridIndex? {
        guard point.isFinite else { throw .nonFinite(what: "point") }
        guard slop.isFinite else { throw .nonFinite(what: "slop") }
        guard slop >= 0, slop <= Self.maxSlop else { throw .invalidSlop("must be 0 to \(Self.maxSlop) points, found \(slop)") }
        let bounds = Rect(x: 0, y: 0, width: viewport.frame.width, height: viewport.frame.height)
        guard bounds.contains(point) else { return nil }
        let d = viewport.designPoint(fromViewport: point)
        // A design point past any representable grid (an extreme offset) names no seat.
        guard d.isFinite else { return nil }
        if let exact = topmost(containing: d) { return exact }
        guard slop > 0 else { return nil }
        return nearest(to: d, within: slop / viewport.pointsPerDesignPoint)
    }

    /// `floor(v)` as a grid index, clamped to ±2³¹ so that no design coordinate, however far
    /// out, can trap the conversion (grids have at most 1,000 rows and columns).
    @inline(__always)
    static func gridIndex(_ v: Double) -> Int {
        let bound = Double(Int32.max)
        guard v.isFinite else { return v > 0 ? Int(Int32.max) : Int(Int32.min) }
        return Int(min(max(v.rounded(.down), -bound), bound))
    }

    /// Grid rows whose frames could reach design y in [y0, y1].
    @inline(__always)
    private func rowRange(_ y0: Double, _ y1: Double) -> ClosedRange<Int>? {
        let lo = Self.gridIndex((y0 - m.insetTop - m.seatHeight) / m.rowPitch)
        let hi = Self.gridIndex((y1 - m.insetTop) / m.rowPitch)
        let a = max(lo, 0), b = min(hi, rowStart.count - 2)
        return a <= b ? a...b : nil
    }

    /// Grid columns of `row` whose frames (with any zone offset) could reach design x in [x0, x1].
    @inline(__always)
    private func columnRange(_ x0: Double, _ x1: Double, rowLength: Int) -> ClosedRange<Int>? {
        let lo = Self.gridIndex((x0 - m.insetLeft - maxZoneShift - m.seatWidth) / m.columnPitch)
        let hi = Self.gridIndex((x1 - m.insetLeft) / m.columnPitch)
        let a = max(lo, 0), b = min(hi, rowLength - 1)
        return a <= b ? a...b : nil
    }

    /// The frame of slot `c` in row `r` with zone shift `shift`, in design points.
    @inline(__always)
    private func frame(_ r: Int, _ c: Int, shift: Double) -> Rect { m.slotFrame(row: r, col: c, zoneShift: shift) }

    @inline(__always)
    private func topmost(containing d: Point) -> GridIndex? {
        guard let rows = rowRange(d.y, d.y) else { return nil }
        return slotShift.withUnsafeBufferPointer { shifts in
            for r in rows.reversed() {
                let start = rowStart[r], count = rowStart[r + 1] - start
                guard let cols = columnRange(d.x, d.x, rowLength: count) else { continue }
                for c in cols.reversed() {
                    let shift = shifts[start + c]
                    if shift >= 0, frame(r, c, shift: shift).contains(d) { return GridIndex(row: r, col: c) }
                }
            }
            return nil
        }
    }

    private func nearest(to d: Point, within designSlop: Double) -> GridIndex? {
        guard let rows = rowRange(d.y - designSlop, d.y + designSlop) else { return nil }
        return slotShift.withUnsafeBufferPointer { shifts in
            var best: (distance: Double, index: GridIndex)?
            for r in rows {
                let start = rowStart[r], count = rowStart[r + 1] - start
                guard let cols = columnRange(d.x - designSlop, d.x + designSlop, rowLength: count) else { continue }
                for c in cols {
                    let shift = shifts[start + c]
                    guard shift >= 0 else { continue }
                    let dist = frame(r, c, shift: shift).distance(to: d)
                    guard dist <= designSlop else { continue }
                    // Row-major iteration: on a tie the later (topmost) seat wins.
                    if best == nil || dist <= best!.distance { best = (dist, GridIndex(row: r, col: c)) }
                }
            }
            return best?.index
        }
    }
}

extension HitTester {
    /// The id of the seat under a touch (what callers store and send), or nil; `seat(atViewport:)`
    /// gives its grid index.
    public func seatId(atViewport point: Point, slop: Double = 0) throws(LayoutError) -> String? {
        try seat(atViewport: point, slop: slop).map { layout.hall[$0].seatId }
    }
}
