import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapDrawing
import Foundation

/// The SVG backend's interpretation of a scene: one `switch` over its four node kinds. Groups
/// with a clip become `<g clip-path>`, annotated groups `<g data-element="…">` (a control's with
/// its `<title>` and a transparent hit area over what shows of it), paths `<path>`s in page
/// points, text real `<text>`, and every symbol use a `<use>` of the scene's `<symbol>` — a seat's
/// inside its titled `<g class="seat …">`. Transforms are applied to coordinates, so every number
/// is in page points, as the Cairo canvas draws them.
struct SVGSceneWriter {
    /// Maps a group's units to page points: `page = v * scale + (tx, ty)`.
    struct Transform {
        var scale = 1.0
        var tx = 0.0
        var ty = 0.0

        func x(_ v: Double) -> Double { v * scale + tx }
        func y(_ v: Double) -> Double { v * scale + ty }
        func page(_ r: Rect) -> Rect { Rect(x: x(r.minX), y: y(r.minY), width: r.width * scale, height: r.height * scale) }
        func then(_ t: MapTransform) -> Transform {
            Transform(scale: scale * t.scale, tx: tx + t.translateX * scale, ty: ty + t.translateY * scale)
        }
    }

    let nodes: [SceneNode]
    let symbols: [SeatSymbol]
    /// The theme's font chain, after each run's own family.
    let fonts: [String]
    /// A right-to-left page's runs each say they are laid out left to right from their start:
    /// the runs are already in visual order, so a viewer's own base direction cannot move them.
    let explicitDirection: Bool
    /// A seat's `<title>`: what a screen reader says for it.
    let seatTitle: (SeatNode) -> String
    /// What a path covering the clip covers when nothing is clipped: the page, in page points.
    let pageBounds: Rect
    /// The elements written so far; `defs` what they refer to.
    private(set) var body = ""
    private(set) var defs = ""
    private var clipIds: [Rect: Int] = [:]
    private var gradients = 0
    /// Right halves of sofas (drawn by their left half's use), by grid index: each gets its own
    /// titled element over its half of the shape.
    private let rightHalves: [GridIndex: SeatNode]

    init(_ scene: PageScene, pageBounds: Rect) {
        nodes = scene.nodes
        symbols = scene.symbols
        fonts = scene.resolved.theme.scriptFonts + scene.resolved.theme.fonts
        explicitDirection = scene.resolved.theme.isRightToLeft
        let resolved = scene.resolved
        seatTitle = { resolved.accessibilityLabel(of: $0) }
        self.pageBounds = pageBounds
        var halves: [GridIndex: SeatNode] = [:]
        for node in scene.resolved.seats where node.drawnFrame == nil { halves[node.index] = node }
        rightHalves = halves
    }

    /// A venue map's writer: no sofas; seat titles are the venue's labels and states.
    init(_ scene: VenueScene, pageBounds: Rect) {
        nodes = scene.nodes
        symbols = scene.symbols
        fonts = scene.resolved.theme.scriptFonts + scene.resolved.theme.fonts
        explicitDirection = scene.resolved.theme.isRightToLeft
        var items: [GridIndex: ResolvedVenue.SeatItem] = [:]
        for item in scene.resolved.seats where item.node.isPainted { items[item.node.index] = item }
        let resolved = scene.resolved
        seatTitle = { node in items[node.index].map(resolved.accessibilityLabel(of:)) ?? node.seatId }
        self.pageBounds = pageBounds
        rightHalves = [:]
    }

    /// Writes every node; `body` and `defs` are then complete.
    mutating func write() {
        for node in nodes { write(node, Transform(), clip: nil) }
    }

    /// The symbols' definitions, in the scene's order: each drawn at the origin in its own units.
    func symbolMarkup() -> String {
        var out = ""
        for (id, symbol) in symbols.enumerated() {
            var icon = ""
            for p in symbol.paths(in: Rect(x: 0, y: 0, width: symbol.look.width, height: symbol.look.height)) {
                icon += Self.pathElement(p, Transform())
            }
            out += "<symbol id=\"seat-\(id)\" overflow=\"visible\">\n\(icon)</symbol>\n"
        }
        return out
    }

    private mutating func write(_ node: SceneNode, _ t: Transform, clip: Rect?) {
        switch node {
        case .group(let g):
            var clip = clip
            if let c = g.clip {
                let r = t.page(c)
                clip = clip.map { $0.intersection(r) } ?? r
                body += "<g clip-path=\"url(#clip-\(clipId(r)))\">\n"
            }
            if let a = g.annotation { body += open(a) }
            let inner = g.transform.map { t.then($0) } ?? t
            for child in g.children { write(child, inner, clip: clip) }
            if let a = g.annotation { body += close(a) }
            if g.clip != nil { body += "</g>\n" }
        case .path(let p):
            if case .gradient(let r, let top, let bottom)? = p.fill {
                gradient(t.page(r), top: top, bottom: bottom)
            } else if p.coversClip, case .color(let c)? = p.fill {
                body += SVGDocument.rectElement(clip ?? pageBounds, attributes: Self.paint("fill", c)) + "\n"
            } else {
                body += Self.pathElement(p, t)
            }
        case .text(let text):
            body += self.text(text, t)
        case .use(let u):
            use(u, t)
        }
    }

    // MARK: groups

    private func open(_ a: SceneAnnotation) -> String {
        var attributes = "data-element=\"\(a.kind.rawValue)\""
        guard a.kind.isControl else { return "<g \(attributes)>" }
        if let id = a.seatId { attributes += " data-seat-id=\"\(SVGDocument.escape(id))\"" }
        if a.kind == .chip, let i = a.index {
            attributes += " data-index=\"\(i)\""
            if a.isSelected { attributes += " data-selected=\"true\"" }
        }
        if let role = a.role { attributes += " data-role=\"\(role.rawValue)\"" }
        if let id = a.id { attributes += " data-id=\"\(SVGDocument.escape(id))\"" }
        let title = a.title ?? ""
        return "<g \(attributes)>" + (title.isEmpty ? "" : "<title>\(SVGDocument.escape(title))</title>") + "\n"
    }

    /// A control's transparent hit area over what shows of it, so a browser shows its title
    /// anywhere on it and a script finds its frame; then the group's end.
    private func close(_ a: SceneAnnotation) -> String {
        guard a.kind.isControl, let f = a.frame else { return "</g>\n" }
        return SVGDocument.rectElement(f, attributes: "fill=\"#000\" fill-opacity=\"0\"") + "</g>\n"
    }

    private mutating func clipId(_ r: Rect) -> Int {
        if let known = clipIds[r] { return known }
        let id = clipIds.count
        clipIds[r] = id
        defs += "<clipPath id=\"clip-\(id)\">\(SVGDocument.rectElement(r, attributes: ""))</clipPath>\n"
        return id
    }

    // MARK: paths

    static func paint(_ name: String, _ c: Color) -> String {
        "\(name)=\"\(SVGDocument.hex(c))\"" + (c.alpha < 1 ? " \(name)-opacity=\"\(SVGDocument.number(c.alpha))\"" : "")
    }

    /// One `<path>` with its fill and stroke; nothing for an empty path.
    static func pathElement(_ p: ScenePath, _ t: Transform) -> String {
        let d = pathData(p.operations, t)
        guard !d.isEmpty else { return "" }
        var a: String
        if case .color(let c)? = p.fill { a = paint("fill", c) } else { a = "fill=\"none\"" }
        if let s = p.stroke {
            a += " \(paint("stroke", s.color)) stroke-width=\"\(SVGDocument.number(s.width * t.scale))\""
            if !s.dash.isEmpty { a += " stroke-dasharray=\"\(s.dash.map { SVGDocument.number($0 * t.scale) }.joined(separator: " "))\"" }
            if s.roundCaps { a += " stroke-linecap=\"round\" stroke-linejoin=\"round\"" }
        }
        return "<path d=\"\(d)\" \(a)/>\n"
    }

    /// SVG path data in page points: Cairo's path operations, arcs split at every half turn (SVG
    /// cannot draw a whole circle in one arc), an arc joined to the current point by a line.
    static func pathData(_ operations: [PathOperation], _ t: Transform) -> String {
        var path = ""
        var hasCurrentPoint = false
        func pt(_ px: Double, _ py: Double) -> String { "\(SVGDocument.number(t.x(px))) \(SVGDocument.number(t.y(py)))" }
        func move(_ px: Double, _ py: Double) { path += "M\(pt(px, py))"; hasCurrentPoint = true }
        func line(_ px: Double, _ py: Double) { path += (hasCurrentPoint ? "L" : "M") + pt(px, py); hasCurrentPoint = true }
        func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
            var end = a1
            while end < a0 { end += 2 * Double.pi }
            let start = (cx + r * cos(a0), cy + r * sin(a0))
            if hasCurrentPoint { line(start.0, start.1) } else { move(start.0, start.1) }
            var from = a0
            while from < end - 1e-12 {
                let to = min(end, from + Double.pi)
                let radius = SVGDocument.number(r * t.scale)
                path += "A\(radius) \(radius) 0 0 1 \(pt(cx + r * cos(to), cy + r * sin(to)))"
                from = to
            }
        }
        func rect(_ r: Rect) {
            path += "M\(pt(r.minX, r.minY))H\(SVGDocument.number(t.x(r.maxX)))V\(SVGDocument.number(t.y(r.maxY)))H\(SVGDocument.number(t.x(r.minX)))Z"
            hasCurrentPoint = false
        }
        for op in operations {
            switch op {
            case .newPath: path = ""; hasCurrentPoint = false
            case let .move(x, y): move(x, y)
            case let .line(x, y): line(x, y)
            case let .curve(x1, y1, x2, y2, x, y):
                if !hasCurrentPoint { move(x1, y1) }
                path += "C\(pt(x1, y1)) \(pt(x2, y2)) \(pt(x, y))"
            case let .arc(cx, cy, r, a0, a1): arc(cx, cy, r, a0, a1)
            case .close: path += "Z"; hasCurrentPoint = false
            case .rect(let r): rect(r)
            case let .roundedRect(r, radius):
                let rad = max(0, min(radius, r.width / 2, r.height / 2))
                guard rad > 0 else { rect(r); continue }
                hasCurrentPoint = false
                arc(r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
                arc(r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
                arc(r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
                arc(r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
                path += "Z"; hasCurrentPoint = false
            }
        }
        return path
    }

    private mutating func gradient(_ p: Rect, top: Color, bottom: Color) {
        let id = gradients
        gradients += 1
        func stop(_ offset: Int, _ c: Color) -> String {
            "<stop offset=\"\(offset)\" stop-color=\"\(SVGDocument.hex(c))\" stop-opacity=\"\(SVGDocument.number(c.alpha))\"/>"
        }
        defs += "<linearGradient id=\"fade-\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(SVGDocument.number(p.minY))\" x2=\"0\" y2=\"\(SVGDocument.number(p.maxY))\">"
            + stop(0, top) + stop(1, bottom) + "</linearGradient>\n"
        body += SVGDocument.rectElement(p, attributes: "fill=\"url(#fade-\(id))\"") + "\n"
    }

    // MARK: text and symbols

    /// One `<text>` per run in the font the PNG uses for it (then the theme's chain); a single
    /// run aligned to its centre or end is anchored there, so a viewer's own glyph metrics cannot
    /// shift it.
    private func text(_ text: ResolvedText, _ t: Transform) -> String {
        let size = SVGDocument.number(text.size * t.scale)
        func element(_ run: TextRun, at px: Double, anchor: String?) -> String {
            var families: [String] = run.family.map { [$0] } ?? []
            for f in fonts where !families.contains(f) { families.append(f) }
            let family = (families.map { "'\(SVGDocument.escape($0))'" } + ["sans-serif"]).joined(separator: ", ")
            return "<text x=\"\(SVGDocument.number(t.x(px)))\" y=\"\(SVGDocument.number(t.y(text.baseline)))\" font-family=\"\(family)\" font-size=\"\(size)\""
                + (text.weight == .bold ? " font-weight=\"bold\"" : "") + (anchor.map { " text-anchor=\"\($0)\"" } ?? "")
                + (explicitDirection ? " direction=\"ltr\"" : "")
                + " \(Self.paint("fill", text.color)) xml:space=\"preserve\">\(SVGDocument.escape(run.text))</text>\n"
        }
        if text.runs.count == 1, text.align != .left {
            return element(text.runs[0], at: text.anchorX, anchor: text.align == .center ? "middle" : "end")
        }
        var out = "", pen = text.startX
        for run in text.runs {
            out += element(run, at: pen, anchor: nil)
            pen += run.advance
        }
        return out
    }

    /// `<g class="seat available" data-seat-id="5_3" data-state="available"><title>…</title><use/></g>`;
    /// a sofa's right half gets its own titled element over its half of the shape. A legend
    /// icon is the `<use>` alone (its legend item's group names it).
    private mutating func use(_ u: SceneUse, _ t: Transform) {
        let s = SVGDocument.number(t.scale)
        let x = t.x(u.frame.minX), y = t.y(u.frame.minY)
        let matrix: String
        if u.rotationDegrees == 0 {
            matrix = "\(s) 0 0 \(s) \(SVGDocument.number(x)) \(SVGDocument.number(y))"
        } else {
            // Scaled to the page, then turned about the frame's centre: the matrix Cairo uses.
            let r = u.rotationDegrees * .pi / 180, c = cos(r), n = sin(r)
            let cx = t.x(u.frame.midX), cy = t.y(u.frame.midY)
            let e = c * (x - cx) - n * (y - cy) + cx, f = n * (x - cx) + c * (y - cy) + cy
            matrix = [t.scale * c, t.scale * n, -t.scale * n, t.scale * c, e, f].map { SVGDocument.number($0) }.joined(separator: " ")
        }
        let use = "<use xlink:href=\"#seat-\(u.symbol)\" transform=\"matrix(\(matrix))\"/>"
        guard let node = u.seat else { body += use + "\n"; return }
        var out = seatGroup(node) + use + "</g>\n"
        if let partner = node.partner, let right = rightHalves[partner] {
            out += seatGroup(right) + SVGDocument.rectElement(t.page(right.designFrame), attributes: "fill=\"#000\" fill-opacity=\"0\"") + "</g>\n"
        }
        body += out
    }

    private func seatGroup(_ node: SeatNode) -> String {
        let state = node.state.rawValue
        let kind = node.kind.map { " data-kind=\"\($0.rawValue)\"" } ?? ""
        return "<g class=\"seat \(state)\" data-seat-id=\"\(SVGDocument.escape(node.seatId))\" data-state=\"\(state)\"\(kind)>"
            + "<title>\(SVGDocument.escape(seatTitle(node)))</title>"
    }
}
