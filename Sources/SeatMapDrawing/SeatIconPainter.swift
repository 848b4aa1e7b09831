import SeatMapPage
import SeatMapTheme
import SeatMapCore

/// Decides how each seat look is drawn — `SeatSymbol`: its colours (`SeatPaint`), level of
/// detail and line widths — once per look and scale; the symbol then draws its vector paths, so
/// they stay sharp at every zoom: backrest, cushion and armrests, with a mark per state.
/// Coordinates are design points (the caller's transform maps them to the page).
///
/// The mark sits in the upper half of the backrest so the frame's centre always shows the body
/// colour: a seat is painted mostly in its state's fill.
public struct SeatIconPainter: Sendable {
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

    /// One seat (or one sofa when `frame` spans a couple pair, `look.halves == 2`).
    public func draw(_ canvas: some Drawing, frame: Rect, look: SeatLook) {
        symbol(look).draw(canvas, frame: frame)
    }
}

/// One seat look as drawn at one scale: decided once (`SeatIconPainter.symbol`), then drawn for
/// every seat of that look — by the raster backend into a cached pixel icon, by the SVG backend
/// into one `<symbol>`, by either directly at a seat's frame.
public struct SeatSymbol: Sendable, Hashable {
    public var look: SeatLook
    /// Device pixels per design point the symbol is drawn at (its level of detail depends on it).
    public var pixelsPerUnit: Double
    public var paint: SeatPaint
    public var detail: SeatIconPainter.Detail
    /// The outline's width, in the units the seat is drawn in.
    public var lineWidth: Double
    /// The backrest's corner radius.
    public var radius: Double

    /// The shape at `f` (the seat's drawn frame, the size of `look`).
    public func draw(_ canvas: some Drawing, frame f: Rect) {
        let state = look.state, zone = look.zone, halves = look.halves
        let fill = paint.fill.color, stroke = paint.stroke?.color, mark = paint.mark.color
        let pixelsPerPoint = pixelsPerUnit
        let unit = f.width / Double(halves)  // one seat's width
        let h = f.height
        canvas.setLineWidth(lineWidth)
        canvas.setDash([])
        canvas.setRoundCaps(false)

        func part(_ r: Rect, _ rad: Double) {
            canvas.setColor(fill)
            canvas.roundedRect(r, radius: rad)
            if let stroke {
                canvas.fillPreserve()
                canvas.setColor(stroke)
                canvas.stroke()
            } else {
                canvas.fill()
            }
        }

        switch detail {
        case .block:
            part(f.insetBy(dx: unit * 0.08, dy: h * 0.08), radius * 0.6)
            return
        case .shape, .marked:
            // Armrests at the outer ends, then the backrest, then the cushion over its foot.
            part(Rect(x: f.minX + unit * 0.02, y: f.minY + h * 0.40, width: unit * 0.16, height: h * 0.48), unit * 0.07)
            part(Rect(x: f.maxX - unit * 0.18, y: f.minY + h * 0.40, width: unit * 0.16, height: h * 0.48), unit * 0.07)
            part(Rect(x: f.minX + unit * 0.15, y: f.minY + h * 0.06, width: f.width - unit * 0.30, height: h * 0.60), radius)
            part(Rect(x: f.minX + unit * 0.10, y: f.minY + h * 0.62, width: f.width - unit * 0.20, height: h * 0.27), unit * 0.09)
        }
        if halves == 2 {
            // The seam between the two cushions of a sofa.
            canvas.setColor(stroke ?? mark.withAlpha(0.6))
            canvas.setLineWidth(lineWidth * 0.8)
            canvas.setRoundCaps(true)
            canvas.move(f.midX, f.minY + h * 0.64)
            canvas.line(f.midX, f.minY + h * 0.87)
            canvas.stroke()
        }
        guard detail == .marked else { return }
        // Marks are centred in the upper part of the backrest of each half.
        for k in 0..<halves {
            let cx = f.minX + unit * (Double(k) + 0.5)
            let cy = f.minY + h * 0.27
            let s = unit * 0.15
            canvas.setRoundCaps(true)
            canvas.setLineWidth(max(unit * 0.075, 1 / pixelsPerPoint))
            canvas.setColor(mark)
            switch state {
            case .available:
                if halves == 2 && k == 0 { heart(canvas, cx: f.midX, cy: cy + h * 0.02, size: unit * 0.14, color: mark) }
                // A golden-zone seat carries a diamond, so zones differ without colour too (in
                // greyscale, print and high contrast); couple seats differ by their sofa shape. A
                // seat with a kind shows the kind in the backrest and the diamond on the cushion.
                if zone == .golden && halves == 1 {
                    if look.kind == nil { diamond(canvas, cx: cx, cy: cy, size: s * 0.95, color: mark) }
                    else { diamond(canvas, cx: cx, cy: f.minY + h * 0.755, size: unit * 0.07, color: mark) }
                }
            case .selected:
                canvas.move(cx - s, cy)
                canvas.line(cx - s * 0.3, cy + s * 0.7)
                canvas.line(cx + s * 1.05, cy - s * 0.75)
                canvas.stroke()
            case .sold:
                canvas.move(cx - s * 0.8, cy - s * 0.8)
                canvas.line(cx + s * 0.8, cy + s * 0.8)
                canvas.move(cx + s * 0.8, cy - s * 0.8)
                canvas.line(cx - s * 0.8, cy + s * 0.8)
                canvas.stroke()
            case .locked:
                lock(canvas, cx: cx, cy: cy, s: s, color: mark)
            }
            if let kind = look.kind {
                // An available seat's backrest is free: the kind goes there, full size; otherwise
                // the state mark keeps the backrest and the kind goes on the cushion.
                if state == .available && halves == 1 {
                    kindMark(kind, canvas, cx: cx, cy: cy, s: s * 1.05, lineWidth: max(unit * 0.06, 1 / pixelsPerPoint), color: mark)
                } else {
                    kindMark(kind, canvas, cx: cx, cy: f.minY + h * 0.755, s: unit * 0.1, lineWidth: max(unit * 0.055, 1 / pixelsPerPoint), color: mark)
                }
            }
        }
    }

    /// A seat kind's mark on the cushion, below the state mark, so a seat says both (a sold
    /// wheelchair space): wheelchair a wheel and backrest, accessible a two-way arrow (transfer),
    /// companion two heads, restricted view a struck eye, recliner a reclined back, motion a wave.
    /// Drawn in the state's mark colour, so each reads in greyscale as its shape.
    func kindMark(_ kind: SeatKind, _ canvas: some Drawing, cx: Double, cy: Double, s: Double, lineWidth: Double, color: Color) {
        canvas.setColor(color)
        canvas.setLineWidth(lineWidth)
        canvas.setRoundCaps(true)
        canvas.newPath()
        switch kind {
        case .wheelchair:
            // The access symbol, simplified: head, back and seat, legs, and a wheel open at the top.
            canvas.arc(cx - s * 0.3, cy - s * 1.05, s * 0.28, 0, 2 * Double.pi)
            canvas.fill()
            canvas.newPath()
            canvas.move(cx - s * 0.45, cy - s * 0.6)
            canvas.line(cx - s * 0.45, cy + s * 0.05)
            canvas.line(cx + s * 0.45, cy + s * 0.05)
            canvas.line(cx + s * 0.8, cy + s * 0.75)
            canvas.stroke()
            canvas.newPath()
            canvas.arc(cx - s * 0.25, cy + s * 0.35, s * 0.7, Double.pi * 0.05, Double.pi * 1.45)
            canvas.stroke()
        case .accessible:
            canvas.move(cx - s * 1.2, cy)
            canvas.line(cx + s * 1.2, cy)
            canvas.move(cx - s * 0.6, cy - s * 0.55)
            canvas.line(cx - s * 1.2, cy)
            canvas.line(cx - s * 0.6, cy + s * 0.55)
            canvas.move(cx + s * 0.6, cy - s * 0.55)
            canvas.line(cx + s * 1.2, cy)
            canvas.line(cx + s * 0.6, cy + s * 0.55)
            canvas.stroke()
        case .companion:
            for dx in [-0.55, 0.55] {
                canvas.newPath()
                canvas.arc(cx + s * dx, cy, s * 0.42, 0, 2 * Double.pi)
                canvas.fill()
            }
        case .restrictedView:
            canvas.move(cx - s * 1.2, cy)
            canvas.curve(cx - s * 0.5, cy - s * 0.9, cx + s * 0.5, cy - s * 0.9, cx + s * 1.2, cy)
            canvas.curve(cx + s * 0.5, cy + s * 0.9, cx - s * 0.5, cy + s * 0.9, cx - s * 1.2, cy)
            canvas.move(cx - s * 0.9, cy + s * 0.9)
            canvas.line(cx + s * 0.9, cy - s * 0.9)
            canvas.stroke()
        case .recliner:
            canvas.move(cx - s * 1.0, cy - s * 0.9)
            canvas.line(cx - s * 0.2, cy + s * 0.5)
            canvas.line(cx + s * 1.1, cy + s * 0.5)
            canvas.stroke()
        case .motion:
            canvas.move(cx - s * 1.2, cy + s * 0.3)
            canvas.line(cx - s * 0.6, cy - s * 0.5)
            canvas.line(cx, cy + s * 0.3)
            canvas.line(cx + s * 0.6, cy - s * 0.5)
            canvas.line(cx + s * 1.2, cy + s * 0.3)
            canvas.stroke()
        }
    }

    /// A padlock: shackle arc over a body.
    func lock(_ canvas: some Drawing, cx: Double, cy: Double, s: Double, color: Color) {
        canvas.setColor(color)
        canvas.setLineWidth(s * 0.32)
        canvas.newPath()
        canvas.arc(cx, cy - s * 0.2, s * 0.5, Double.pi, 2 * Double.pi)
        canvas.line(cx + s * 0.5, cy + s * 0.1)
        canvas.move(cx - s * 0.5, cy - s * 0.2)
        canvas.line(cx - s * 0.5, cy + s * 0.1)
        canvas.stroke()
        canvas.roundedRect(Rect(x: cx - s * 0.85, y: cy, width: s * 1.7, height: s * 1.15), radius: s * 0.2)
        canvas.fill()
    }

    func diamond(_ canvas: some Drawing, cx: Double, cy: Double, size s: Double, color: Color) {
        canvas.setColor(color)
        canvas.newPath()
        canvas.move(cx, cy - s)
        canvas.line(cx + s * 0.8, cy)
        canvas.line(cx, cy + s)
        canvas.line(cx - s * 0.8, cy)
        canvas.close()
        canvas.fill()
    }

    func heart(_ canvas: some Drawing, cx: Double, cy: Double, size s: Double, color: Color) {
        canvas.setColor(color)
        canvas.newPath()
        canvas.move(cx, cy + s * 0.9)
        canvas.curve(cx - s * 1.4, cy, cx - s * 0.7, cy - s * 1.1, cx, cy - s * 0.35)
        canvas.curve(cx + s * 0.7, cy - s * 1.1, cx + s * 1.4, cy, cx, cy + s * 0.9)
        canvas.close()
        canvas.fill()
    }
}
