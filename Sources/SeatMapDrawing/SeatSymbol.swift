import SeatMapPage
import SeatMapTheme
import SeatMapCore

/// The seat symbols of one theme at one scale: decides how each seat look is drawn — its
/// `SeatSymbol`: colours (`SeatPaint`), level of detail and line widths — once per look; the
/// symbol then gives its vector paths, so they stay sharp at every zoom: backrest, cushion and
/// armrests, with a mark per state.
/// Coordinates are design points (the caller's transform maps them to the page).
///
/// The mark sits in the upper half of the backrest so the frame's centre always shows the body
/// colour: a seat is painted mostly in its state's fill.
public struct SeatSymbols: Sendable {
    public let theme: Theme
    /// Device pixels per unit of the current drawing space: decides the level of detail.
    public let pixelsPerPoint: Double
    /// Device pixels per device point (the screen's scale).
    public let deviceScale: Double

    public init(theme: Theme, scale: IconScale) {
        self.theme = theme
        pixelsPerPoint = scale.pixelsPerUnit
        deviceScale = scale.deviceScale
    }

    /// Which parts are drawn at a given size on screen.
    public enum Detail: Sendable, Hashable { case block, shape, marked }

    public func detail(for frame: Rect) -> Detail {
        let px = min(frame.width, frame.height) * pixelsPerPoint
        if px < 9 { return .block }
        if px < 13 { return .shape }
        return .marked
    }

    /// Body fill, outline and mark of a seat in `state` and `zone`: `SeatPaint`'s, the colours
    /// the audit checks.
    public func colors(state: SeatState, zone: SeatZone) -> (fill: Color, stroke: Color?, mark: Color) {
        let p = SeatPaint(theme: theme, state: state, zone: zone)
        return (p.fill.color, p.stroke?.color, p.mark.color)
    }

    /// How `look` is drawn at this scale: every colour, the level of detail and the line widths.
    public func symbol(_ look: SeatLook) -> SeatSymbol {
        let unit = look.width / Double(look.halves)  // one seat's width
        let h = look.height
        // 5% of the seat, but never thinner than 0.6 px nor thicker than 2.5 device points, so
        // outlines stay crisp when zoomed in.
        let lineWidth = max(min(min(unit, h) * 0.05, 2.5 * deviceScale / pixelsPerPoint), 0.6 / pixelsPerPoint)
        return SeatSymbol(look: look, pixelsPerUnit: pixelsPerPoint, paint: SeatPaint(theme: theme, state: look.state, zone: look.zone),
                          detail: detail(for: Rect(x: 0, y: 0, width: unit, height: h)), lineWidth: lineWidth,
                          radius: theme.cornerRadius * unit / 36)
    }

}

/// One seat look as drawn at one scale: decided once (`SeatSymbols.symbol`), then drawn for
/// every seat of that look — by the raster backend into a cached pixel icon, by the SVG backend
/// into one `<symbol>`, by either directly at a seat's frame.
public struct SeatSymbol: Sendable, Hashable {
    public var look: SeatLook
    /// Device pixels per design point the symbol is drawn at (its level of detail depends on it).
    public var pixelsPerUnit: Double
    public var paint: SeatPaint
    public var detail: SeatSymbols.Detail
    /// The outline's width, in the units the seat is drawn in.
    public var lineWidth: Double
    /// The backrest's corner radius.
    public var radius: Double

    /// The shape at `f` (the seat's drawn frame, the size of `look`): its paths, back to front,
    /// each with its own fill and stroke (outlines with mitre joins, the seam and marks round).
    public func paths(in f: Rect) -> [ScenePath] {
        let state = look.state, zone = look.zone, halves = look.halves
        let fill = paint.fill.color, stroke = paint.stroke?.color, mark = paint.mark.color
        let pixelsPerPoint = pixelsPerUnit
        let unit = f.width / Double(halves)  // one seat's width
        let h = f.height
        var out: [ScenePath] = []

        func part(_ r: Rect, _ rad: Double) {
            out.append(ScenePath([.roundedRect(r, radius: rad)], fill: fill, stroke: stroke.map { .init(color: $0, width: lineWidth) }))
        }

        switch detail {
        case .block:
            part(f.insetBy(dx: unit * 0.08, dy: h * 0.08), radius * 0.6)
            return out
        case .shape, .marked:
            // Armrests at the outer ends, then the backrest, then the cushion over its foot.
            part(Rect(x: f.minX + unit * 0.02, y: f.minY + h * 0.40, width: unit * 0.16, height: h * 0.48), unit * 0.07)
            part(Rect(x: f.maxX - unit * 0.18, y: f.minY + h * 0.40, width: unit * 0.16, height: h * 0.48), unit * 0.07)
            part(Rect(x: f.minX + unit * 0.15, y: f.minY + h * 0.06, width: f.width - unit * 0.30, height: h * 0.60), radius)
            part(Rect(x: f.minX + unit * 0.10, y: f.minY + h * 0.62, width: f.width - unit * 0.20, height: h * 0.27), unit * 0.09)
        }
        if halves == 2 {
            // The seam between the two cushions of a sofa, with round ends.
            out.append(ScenePath([.move(f.midX, f.minY + h * 0.64), .line(f.midX, f.minY + h * 0.87)],
                                 stroke: .init(color: stroke ?? mark.withAlpha(0.6), width: lineWidth * 0.8, roundCaps: true)))
        }
        guard detail == .marked else { return out }
        // Marks are centred in the upper part of the backrest of each half.
        for k in 0..<halves {
            let cx = f.minX + unit * (Double(k) + 0.5)
            let cy = f.minY + h * 0.27
            let s = unit * 0.15
            let markStroke = ScenePath.Stroke(color: mark, width: max(unit * 0.075, 1 / pixelsPerPoint), roundCaps: true)
            switch state {
            case .available:
                if halves == 2 && k == 0 { out.append(heart(cx: f.midX, cy: cy + h * 0.02, size: unit * 0.14, color: mark)) }
                // A golden-zone seat carries a diamond, so zones differ without colour too (in
                // greyscale, print and high contrast); couple seats differ by their sofa shape. A
                // seat with a kind shows the kind in the backrest and the diamond on the cushion.
                if zone == .golden && halves == 1 {
                    if look.kind == nil { out.append(diamond(cx: cx, cy: cy, size: s * 0.95, color: mark)) }
                    else { out.append(diamond(cx: cx, cy: f.minY + h * 0.755, size: unit * 0.07, color: mark)) }
                }
            case .selected:
                out.append(ScenePath([.move(cx - s, cy), .line(cx - s * 0.3, cy + s * 0.7), .line(cx + s * 1.05, cy - s * 0.75)],
                                     stroke: markStroke))
            case .sold:
                out.append(ScenePath([.move(cx - s * 0.8, cy - s * 0.8), .line(cx + s * 0.8, cy + s * 0.8),
                                      .move(cx + s * 0.8, cy - s * 0.8), .line(cx - s * 0.8, cy + s * 0.8)], stroke: markStroke))
            case .locked:
                out += lock(cx: cx, cy: cy, s: s, color: mark)
            }
            if let kind = look.kind {
                // An available seat's backrest is free: the kind goes there, full size; otherwise
                // the state mark keeps the backrest and the kind goes on the cushion.
                if state == .available && halves == 1 {
                    out += kindMark(kind, cx: cx, cy: cy, s: s * 1.05, lineWidth: max(unit * 0.06, 1 / pixelsPerPoint), color: mark)
                } else {
                    out += kindMark(kind, cx: cx, cy: f.minY + h * 0.755, s: unit * 0.1, lineWidth: max(unit * 0.055, 1 / pixelsPerPoint),
                                    color: mark)
                }
            }
        }
        return out
    }

    /// A seat kind's mark on the cushion, below the state mark, so a seat says both (a sold
    /// wheelchair space): wheelchair a wheel and backrest, accessible a two-way arrow (transfer),
    /// companion two heads, restricted view a struck eye, recliner a reclined back, motion a wave.
    /// Drawn in the state's mark colour, so each reads in greyscale as its shape.
    func kindMark(_ kind: SeatKind, cx: Double, cy: Double, s: Double, lineWidth: Double, color: Color) -> [ScenePath] {
        let line = ScenePath.Stroke(color: color, width: lineWidth, roundCaps: true)
        switch kind {
        case .wheelchair:
            // The access symbol, simplified: head, back and seat, legs, and a wheel open at the top.
            return [ScenePath([.newPath, .arc(cx - s * 0.3, cy - s * 1.05, s * 0.28, 0, 2 * Double.pi)], fill: color),
                    ScenePath([.newPath, .move(cx - s * 0.45, cy - s * 0.6), .line(cx - s * 0.45, cy + s * 0.05), .line(cx + s * 0.45, cy + s * 0.05),
                               .line(cx + s * 0.8, cy + s * 0.75)], stroke: line),
                    ScenePath([.newPath, .arc(cx - s * 0.25, cy + s * 0.35, s * 0.7, Double.pi * 0.05, Double.pi * 1.45)], stroke: line)]
        case .accessible:
            return [ScenePath([.newPath, .move(cx - s * 1.2, cy), .line(cx + s * 1.2, cy),
                               .move(cx - s * 0.6, cy - s * 0.55), .line(cx - s * 1.2, cy), .line(cx - s * 0.6, cy + s * 0.55),
                               .move(cx + s * 0.6, cy - s * 0.55), .line(cx + s * 1.2, cy), .line(cx + s * 0.6, cy + s * 0.55)], stroke: line)]
        case .companion:
            return [-0.55, 0.55].map { dx in ScenePath([.newPath, .arc(cx + s * dx, cy, s * 0.42, 0, 2 * Double.pi)], fill: color) }
        case .restrictedView:
            return [ScenePath([.newPath, .move(cx - s * 1.2, cy),
                               .curve(cx - s * 0.5, cy - s * 0.9, cx + s * 0.5, cy - s * 0.9, cx + s * 1.2, cy),
                               .curve(cx + s * 0.5, cy + s * 0.9, cx - s * 0.5, cy + s * 0.9, cx - s * 1.2, cy),
                               .move(cx - s * 0.9, cy + s * 0.9), .line(cx + s * 0.9, cy - s * 0.9)], stroke: line)]
        case .recliner:
            return [ScenePath([.newPath, .move(cx - s * 1.0, cy - s * 0.9), .line(cx - s * 0.2, cy + s * 0.5), .line(cx + s * 1.1, cy + s * 0.5)],
                              stroke: line)]
        case .motion:
            return [ScenePath([.newPath, .move(cx - s * 1.2, cy + s * 0.3), .line(cx - s * 0.6, cy - s * 0.5), .line(cx, cy + s * 0.3),
                               .line(cx + s * 0.6, cy - s * 0.5), .line(cx + s * 1.2, cy + s * 0.3)], stroke: line)]
        }
    }

    /// A padlock: shackle arc over a body.
    func lock(cx: Double, cy: Double, s: Double, color: Color) -> [ScenePath] {
        [ScenePath([.newPath, .arc(cx, cy - s * 0.2, s * 0.5, Double.pi, 2 * Double.pi), .line(cx + s * 0.5, cy + s * 0.1),
                    .move(cx - s * 0.5, cy - s * 0.2), .line(cx - s * 0.5, cy + s * 0.1)],
                   stroke: .init(color: color, width: s * 0.32, roundCaps: true)),
         ScenePath([.roundedRect(Rect(x: cx - s * 0.85, y: cy, width: s * 1.7, height: s * 1.15), radius: s * 0.2)], fill: color)]
    }

    func diamond(cx: Double, cy: Double, size s: Double, color: Color) -> ScenePath {
        ScenePath([.newPath, .move(cx, cy - s), .line(cx + s * 0.8, cy), .line(cx, cy + s), .line(cx - s * 0.8, cy), .close], fill: color)
    }

    func heart(cx: Double, cy: Double, size s: Double, color: Color) -> ScenePath {
        ScenePath([.newPath, .move(cx, cy + s * 0.9),
                   .curve(cx - s * 1.4, cy, cx - s * 0.7, cy - s * 1.1, cx, cy - s * 0.35),
                   .curve(cx + s * 0.7, cy - s * 1.1, cx + s * 1.4, cy, cx, cy + s * 0.9), .close], fill: color)
    }
}
