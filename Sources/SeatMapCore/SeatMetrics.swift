/// Seat size and spacing on the 375-pt design grid, in design points.
///
/// Defaults are the reference design's values (`seatSize 36×36`, `hGap 8`, `vGap 14`, zone offset 6); a theme
/// may override them. The insets leave room for the row-number rail (left) and the screen label
/// (top) when the whole map is drawn (`--mode full`). 40 pt keeps the rail beside the first
/// column even at the small zooms that fit a wide hall on a small phone.
public struct SeatMetrics: Sendable, Hashable {
    public var seatWidth: Double = 36
    public var seatHeight: Double = 36
    public var hGap: Double = 8
    public var vGap: Double = 14
    public var zoneOffset: Double = 6
    public var insetLeft: Double = 40
    public var insetTop: Double = 40
    /// Equal to `insetLeft` by default, so the hall's centre axis is the content's centre.
    public var insetRight: Double = 40
    public var insetBottom: Double = 16

    public init() {}

    public init(seatWidth: Double, seatHeight: Double, hGap: Double, vGap: Double, zoneOffset: Double) {
        self.seatWidth = seatWidth
        self.seatHeight = seatHeight
        self.hGap = hGap
        self.vGap = vGap
        self.zoneOffset = zoneOffset
    }

    /// Horizontal distance between the left edges of neighbouring slots, in design points.
    public var columnPitch: Double { seatWidth + hGap }
    /// Vertical distance between the top edges of neighbouring rows, in design points.
    public var rowPitch: Double { seatHeight + vGap }

    /// Why these metrics cannot lay out a hall, or nil when they can.
    public var problem: String? {
        let all: [(String, Double)] = [("seatWidth", seatWidth), ("seatHeight", seatHeight), ("hGap", hGap),
                                       ("vGap", vGap), ("zoneOffset", zoneOffset)]
        for (name, v) in all where !v.isFinite { return "\(name) must be a finite number" }
        if seatWidth < 4 || seatWidth > 200 { return "seatWidth must be between 4 and 200 pt, found \(seatWidth)" }
        if seatHeight < 4 || seatHeight > 200 { return "seatHeight must be between 4 and 200 pt, found \(seatHeight)" }
        if hGap < 0 || hGap > 200 { return "hGap must be between 0 and 200 pt, found \(hGap)" }
        if vGap < 0 || vGap > 200 { return "vGap must be between 0 and 200 pt, found \(vGap)" }
        if zoneOffset < 0 || zoneOffset > 200 { return "zoneOffset must be between 0 and 200 pt, found \(zoneOffset)" }
        return nil
    }
}
