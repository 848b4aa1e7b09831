import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapDrawing
import Foundation

/// A `Drawing` that writes SVG elements. It keeps Cairo's drawing state (colour, line width,
/// dash, caps, a clip and a transform of translations and uniform scales) and writes every fill
/// and stroke as a `<path>` in page points, so the document draws what the Cairo canvas draws for
/// the same calls. Seats are `<use>`s of one `<symbol>` per look; text is real `<text>`.
final class SVGDrawing: Drawing {
    struct State {
        var scale = 1.0
        var tx = 0.0
        var ty = 0.0
        var color = Color.black
        var lineWidth = 2.0
        var dash: [Double] = []
        var roundCaps = false
        /// In page points; nil for none.
        var clip: Rect?
    }

    private var state = State()
    private var saved: [State] = []
    /// The current path, in page points.
    private var path = ""
    private var hasCurrentPoint = false
    /// The elements written so far; `defs` what they refer to.
    private(set) var body = ""
    private(set) var defs = ""
    private var clipIds: [Rect: Int] = [:]
    private var openClip: Rect??  // the clip of the open `<g>`; nil when none is open
    private var gradients = 0
    private let symbols: SymbolTable?
    /// Labels and frames of the seats, for `<title>` and the sofas' right halves.
    private let seats: SeatIndex?

    /// The seats' labels and the right halves of sofas, looked up by grid index.
    final class SeatIndex {
        let resolved: ResolvedPage
        var rightHalves: [GridIndex: SeatNode] = [:]
        init(_ resolved: ResolvedPage) {
            self.resolved = resolved
            for node in resolved.seats where node.drawnFrame == nil { rightHalves[node.index] = node }
        }
    }

    /// One `<symbol>` per seat look and detail level, numbered in order of first use.
    final class SymbolTable {
        struct Key: Hashable {
            let look: SeatLook
            let pixelsPerPoint: Double
        }
        var ids: [Key: Int] = [:]
        var markup = ""
    }

    /// What `paint()` covers when nothing is clipped: the page, in page points.
    private let pageBounds: Rect

    init(seats: SeatIndex?, symbols: SymbolTable?, pageBounds: Rect = .zero) {
        self.seats = seats
        self.symbols = symbols
        self.pageBounds = pageBounds
    }

    // MARK: state

    func save() { flushFill(); saved.append(state) }
    func restore() { flushFill(); if let s = saved.popLast() { state = s } }
    func translate(_ x: Double, _ y: Double) {
        flushFill()
        state.tx += x * state.scale
        state.ty += y * state.scale
    }
    func scale(_ s: Double) { flushFill(); state.scale *= s }
    func clip(to r: Rect) {
        flushFill()
        let p = page(r)
        state.clip = state.clip.map { $0.intersection(p) } ?? p
    }
    func setColor(_ c: Color) { state.color = c }
    func setLineWidth(_ w: Double) { state.lineWidth = w }
    func setDash(_ pattern: [Double]) { state.dash = pattern }
    func setRoundCaps(_ on: Bool) { state.roundCaps = on }

    func check(_ what: String) throws(DrawingError) {}

    // MARK: paths

    private func x(_ v: Double) -> Double { v * state.scale + state.tx }
    private func y(_ v: Double) -> Double { v * state.scale + state.ty }
    private func page(_ r: Rect) -> Rect { Rect(x: x(r.minX), y: y(r.minY), width: r.width * state.scale, height: r.height * state.scale) }
    private func pt(_ px: Double, _ py: Double) -> String { "\(SVGDocument.number(x(px))) \(SVGDocument.number(y(py)))" }

    func newPath() { path = ""; hasCurrentPoint = false }
    func move(_ px: Double, _ py: Double) { path += "M\(pt(px, py))"; hasCurrentPoint = true }
    func line(_ px: Double, _ py: Double) { path += (hasCurrentPoint ? "L" : "M") + pt(px, py); hasCurrentPoint = true }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ px: Double, _ py: Double) {
        if !hasCurrentPoint { move(x1, y1) }
        path += "C\(pt(x1, y1)) \(pt(x2, y2)) \(pt(px, py))"
    }
    func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
        var end = a1
        while end < a0 { end += 2 * Double.pi }
        let start = (cx + r * cos(a0), cy + r * sin(a0))
        if hasCurrentPoint { line(start.0, start.1) } else { move(start.0, start.1) }
        // SVG cannot draw a whole circle in one arc: split at every half turn.
        var from = a0
        while from < end - 1e-12 {
            let to = min(end, from + Double.pi)
            let radius = SVGDocument.number(r * state.scale)
            path += "A\(radius) \(radius) 0 0 1 \(pt(cx + r * cos(to), cy + r * sin(to)))"
            from = to
        }
    }
    func close() { path += "Z"; hasCurrentPoint = false }
    func rect(_ r: Rect) {
        path += "M\(pt(r.minX, r.minY))H\(SVGDocument.number(x(r.maxX)))V\(SVGDocument.number(y(r.maxY)))H\(SVGDocument.number(x(r.minX)))Z"
        hasCurrentPoint = false
    }
    func roundedRect(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { rect(r); return }
        hasCurrentPoint = false
        arc(r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        arc(r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        arc(r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        arc(r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        close()
    }

    // MARK: painting

    /// Writes `element` inside a group clipped as the drawing is now.
    private func emit(_ element: String) {
        if openClip == nil || openClip! != state.clip {
            if openClip != nil { body += "</g>\n" }
            if let c = state.clip {
                body += "<g clip-path=\"url(#clip-\(clipId(c)))\">\n"
            } else {
                body += "<g>\n"
            }
            openClip = .some(state.clip)
        }
        body += element
    }

    /// Closes the open clip group; `body` is then complete.
    func finish() {
        flushFill()
        if openClip != nil { body += "</g>\n" }
        openClip = nil
    }

    private func clipId(_ r: Rect) -> Int {
        if let known = clipIds[r] { return known }
        let id = clipIds.count
        clipIds[r] = id
        defs += "<clipPath id=\"clip-\(id)\">\(SVGDocument.rectElement(r, attributes: ""))</clipPath>\n"
        return id
    }

    private func paintAttributes(_ name: String, _ c: Color) -> String {
        "\(name)=\"\(SVGDocument.hex(c))\"" + (c.alpha < 1 ? " \(name)-opacity=\"\(SVGDocument.number(c.alpha))\"" : "")
    }

    /// A fill kept back until it is known whether the same path is stroked next: then one
    /// `<path>` carries both (a seat part is filled and outlined), halving the icon's markup.
    private var pendingFill: (path: String, attributes: String)?

    private func flushFill() {
        guard let p = pendingFill else { return }
        pendingFill = nil
        emit("<path d=\"\(p.path)\" \(p.attributes)/>\n")
    }

    func fill() { fillPreserve(); flushFill(); newPath() }
    func fillPreserve() {
        flushFill()
        guard !path.isEmpty else { return }
        pendingFill = (path, paintAttributes("fill", state.color))
    }
    func stroke() {
        defer { newPath() }
        var fill = "fill=\"none\""
        if let p = pendingFill, p.path == path {
            fill = p.attributes
            pendingFill = nil
        }
        flushFill()
        guard !path.isEmpty else { return }
        var a = "\(fill) \(paintAttributes("stroke", state.color)) stroke-width=\"\(SVGDocument.number(state.lineWidth * state.scale))\""
        if !state.dash.isEmpty { a += " stroke-dasharray=\"\(state.dash.map { SVGDocument.number($0 * state.scale) }.joined(separator: " "))\"" }
        if state.roundCaps { a += " stroke-linecap=\"round\" stroke-linejoin=\"round\"" }
        emit("<path d=\"\(path)\" \(a)/>\n")
    }
    func paint() {
        flushFill()
        let r = state.clip ?? pageBounds
        emit(SVGDocument.rectElement(r, attributes: paintAttributes("fill", state.color)) + "\n")
    }
    func fillVerticalGradient(_ r: Rect, top: Color, bottom: Color) {
        flushFill()
        let p = page(r)
        let id = gradients
        gradients += 1
        func stop(_ offset: Int, _ c: Color) -> String {
            "<stop offset=\"\(offset)\" stop-color=\"\(SVGDocument.hex(c))\" stop-opacity=\"\(SVGDocument.number(c.alpha))\"/>"
        }
        defs += "<linearGradient id=\"fade-\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(SVGDocument.number(p.minY))\" x2=\"0\" y2=\"\(SVGDocument.number(p.maxY))\">"
            + stop(0, top) + stop(1, bottom) + "</linearGradient>\n"
        emit(SVGDocument.rectElement(p, attributes: "fill=\"url(#fade-\(id))\"") + "\n")
    }

    // MARK: text and seats

    /// One `<text>` per run in the font the PNG uses for it (then the theme's chain); a single
    /// run aligned to its centre or end is anchored there, so a viewer's own glyph metrics cannot
    /// shift it.
    func text(_ t: ResolvedText) {
        flushFill()
        let fonts = seats?.resolved.theme.fonts ?? []
        let size = SVGDocument.number(t.size * state.scale)
        func element(_ run: TextRun, at px: Double, anchor: String?) -> String {
            var families: [String] = run.family.map { [$0] } ?? []
            for f in fonts where !families.contains(f) { families.append(f) }
            let family = (families.map { "'\(SVGDocument.escape($0))'" } + ["sans-serif"]).joined(separator: ", ")
            return "<text x=\"\(SVGDocument.number(x(px)))\" y=\"\(SVGDocument.number(y(t.baseline)))\" font-family=\"\(family)\" font-size=\"\(size)\""
                + (t.weight == .bold ? " font-weight=\"bold\"" : "") + (anchor.map { " text-anchor=\"\($0)\"" } ?? "")
                + " \(paintAttributes("fill", t.color)) xml:space=\"preserve\">\(SVGDocument.escape(run.text))</text>\n"
        }
        if t.runs.count == 1, t.align != .left {
            emit(element(t.runs[0], at: t.anchorX, anchor: t.align == .center ? "middle" : "end"))
            return
        }
        var pen = t.startX
        for run in t.runs {
            emit(element(run, at: pen, anchor: nil))
            pen += run.advance
        }
    }

    /// `<g class="seat available" data-seat-id="5_3" data-state="available"><title>…</title><use/></g>`;
    /// a sofa's right half gets its own titled element over its half of the shape.
    func seat(_ node: SeatNode, frame: Rect, symbol: SeatSymbol) {
        flushFill()
        guard let symbols, let seats else { symbol.draw(self, frame: frame); return }
        let look = symbol.look
        let key = SymbolTable.Key(look: look, pixelsPerPoint: symbol.pixelsPerUnit)
        let id: Int
        if let known = symbols.ids[key] { id = known } else {
            id = symbols.ids.count
            symbols.ids[key] = id
            let icon = SVGDrawing(seats: nil, symbols: nil)
            symbol.draw(icon, frame: Rect(x: 0, y: 0, width: look.width, height: look.height))
            icon.finish()
            symbols.markup += "<symbol id=\"seat-\(id)\" overflow=\"visible\">\n\(icon.body)</symbol>\n"
        }
        let s = SVGDocument.number(state.scale)
        var out = group(node, seats) + "<use xlink:href=\"#seat-\(id)\" transform=\"matrix(\(s) 0 0 \(s) \(pt(frame.minX, frame.minY)))\"/></g>\n"
        if let partner = node.partner, let right = seats.rightHalves[partner] {
            out += group(right, seats) + SVGDocument.rectElement(page(right.designFrame), attributes: "fill=\"#000\" fill-opacity=\"0\"") + "</g>\n"
        }
        emit(out)
    }

    private func group(_ node: SeatNode, _ seats: SeatIndex) -> String {
        let state = node.state.rawValue
        let kind = node.kind.map { " data-kind=\"\($0.rawValue)\"" } ?? ""
        return "<g class=\"seat \(state)\" data-seat-id=\"\(SVGDocument.escape(node.seatId))\" data-state=\"\(state)\"\(kind)>"
            + "<title>\(SVGDocument.escape(seats.resolved.accessibilityLabel(of: node)))</title>"
    }
}
