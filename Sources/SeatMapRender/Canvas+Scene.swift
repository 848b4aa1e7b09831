import SeatMapCore
import SeatMapPage
import SeatMapDrawing

/// The Cairo backend's interpretation of a scene: one `switch` over its four node kinds.
extension Canvas {
    /// Draws `scene`, checking Cairo after each element (named by its kind) and at the end.
    func render(_ scene: PageScene) throws(DrawingError) { try render(scene.nodes, symbols: scene.symbols) }

    /// Draws a venue map's scene, as a page's.
    func render(_ scene: VenueScene) throws(DrawingError) { try render(scene.nodes, symbols: scene.symbols) }

    private func render(_ nodes: [SceneNode], symbols: [SeatSymbol]) throws(DrawingError) {
        for node in nodes { try render(node, symbols: symbols) }
        try check("page")
    }

    private func render(_ node: SceneNode, symbols: [SeatSymbol]) throws(DrawingError) {
        switch node {
        case .group(let g):
            if g.changesState {
                save()
                if let clip = g.clip { self.clip(to: clip) }
                if let t = g.transform {
                    translate(t.translateX, t.translateY)
                    scale(t.scale)
                }
            }
            for child in g.children { try render(child, symbols: symbols) }
            if g.changesState { restore() }
            if let a = g.annotation { try check(a.kind.rawValue) }
        case .path(let p):
            draw(p)
        case .text(let t):
            text(t)
        case .use(let u):
            let symbol = symbols[u.symbol]
            if u.rotationDegrees != 0 {
                // Turned about the frame's centre (a venue seat facing along its row): through
                // the icon cache when it is on, else drawn in place.
                if u.seat != nil, pixelIcons != nil, pixelIcons!.draw(self, frame: u.frame, symbol: symbol, rotationDegrees: u.rotationDegrees) { return }
                save()
                translate(u.frame.midX, u.frame.midY)
                rotate(degrees: u.rotationDegrees)
                translate(-u.frame.midX, -u.frame.midY)
                draw(symbol, at: u.frame)
                restore()
                return
            }
            // Small seats in raster output go through the pixel-icon cache when it is on.
            if u.seat != nil, pixelIcons != nil, pixelIcons!.draw(self, frame: u.frame, symbol: symbol) { return }
            draw(symbol, at: u.frame)
        }
    }

    /// A symbol's paths at `frame`, in the current units.
    func draw(_ symbol: SeatSymbol, at frame: Rect) {
        for p in symbol.paths(in: frame) { draw(p) }
    }

    /// One path: its fill, then its stroke with the whole stroke style set.
    func draw(_ p: ScenePath) {
        if case .gradient(let r, let top, let bottom)? = p.fill {
            fillVerticalGradient(r, top: top, bottom: bottom)
            return
        }
        if p.coversClip, case .color(let c)? = p.fill {
            setColor(c)
            paint()
            return
        }
        for op in p.operations { apply(op) }
        if case .color(let c)? = p.fill {
            setColor(c)
            if p.stroke == nil { fill(); return }
            fillPreserve()
        }
        if let s = p.stroke {
            setColor(s.color)
            setLineWidth(s.width)
            setDash(s.dash)
            setRoundCaps(s.roundCaps)
            stroke()
        }
    }

    private func apply(_ op: PathOperation) {
        switch op {
        case .newPath: newPath()
        case let .move(x, y): move(x, y)
        case let .line(x, y): line(x, y)
        case let .curve(x1, y1, x2, y2, x, y): curve(x1, y1, x2, y2, x, y)
        case let .arc(cx, cy, r, a0, a1): arc(cx, cy, r, a0, a1)
        case .close: close()
        case .rect(let r): rect(r)
        case let .roundedRect(r, radius): roundedRect(r, radius: radius)
        }
    }
}
