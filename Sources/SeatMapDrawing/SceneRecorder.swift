import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// A `Drawing` that builds a `PageScene` from the painter's calls: saved states become groups,
/// fills and strokes become paths carrying the colour, line width, dash and caps in force (as
/// Cairo's state would have them), and seats become uses of one symbol per look.
final class SceneRecorder: Drawing {
    private struct Open {
        var group: SceneGroup
    }

    private struct State {
        var color = Color.black
        /// Cairo's defaults: 2-unit lines, no dash, butt caps.
        var lineWidth = 2.0
        var dash: [Double] = []
        var roundCaps = false
    }

    private var stack = [Open(group: SceneGroup(saves: false))]
    private var state = State()
    private var saved: [State] = []
    private var path: [PathOperation] = []
    /// A filled path kept until it is known whether the same path is stroked next (one node then
    /// carries both, as `fillPreserve()` then `stroke()` draws).
    private var pendingFill: ScenePath?
    private var symbols: [SeatSymbol] = []
    /// Within one scene the theme is fixed, so a look and its scale name a symbol (hashing them
    /// is cheap; a whole symbol carries its colours' theme keys).
    private struct SymbolKey: Hashable {
        var look: SeatLook
        var pixelsPerUnit: Double
    }
    private var symbolIds: [SymbolKey: Int] = [:]

    func finish() -> (nodes: [SceneNode], symbols: [SeatSymbol]) {
        flushFill()
        while stack.count > 1 { closeGroup() }
        return (stack[0].group.children, symbols)
    }

    // MARK: elements

    func beginElement(_ e: PageElement) {
        flushFill()
        var g = SceneGroup(saves: false)
        g.annotation = SceneAnnotation(e)
        stack.append(Open(group: g))
    }

    func endElement() {
        flushFill()
        // Everything the element opened, then the element's own group.
        while let top = stack.last, stack.count > 1 {
            closeGroup()
            if top.group.annotation != nil { break }
        }
    }

    private func append(_ node: SceneNode) { stack[stack.count - 1].group.children.append(node) }

    private func closeGroup() {
        let top = stack.removeLast()
        append(.group(top.group))
    }

    /// Adds a clip or transform step to the open group, or — when the group has drawn something
    /// already — to a nested one holding what follows, so the step applies to later nodes only.
    private func operation(_ op: SceneGroup.Operation) {
        flushFill()
        if stack[stack.count - 1].group.children.isEmpty, stack.count > 1 {
            stack[stack.count - 1].group.operations.append(op)
        } else {
            var g = SceneGroup(saves: false)
            g.operations = [op]
            stack.append(Open(group: g))
        }
    }

    // MARK: state

    func save() {
        flushFill()
        stack.append(Open(group: SceneGroup(saves: true)))
        saved.append(state)
    }

    func restore() {
        flushFill()
        // Nested groups a mid-state step opened end with the saved state.
        while let top = stack.last, stack.count > 1 {
            closeGroup()
            if top.group.saves { break }
        }
        if let s = saved.popLast() { state = s }
    }

    func translate(_ x: Double, _ y: Double) { operation(.translate(x, y)) }
    func scale(_ s: Double) { operation(.scale(s)) }
    func clip(to r: Rect) { operation(.clip(r)) }
    func setColor(_ c: Color) { state.color = c }
    func setLineWidth(_ w: Double) { state.lineWidth = w }
    func setDash(_ pattern: [Double]) { state.dash = pattern }
    func setRoundCaps(_ on: Bool) { state.roundCaps = on }
    func check(_ what: String) throws(DrawingError) {}

    // MARK: paths

    func newPath() { path.append(.newPath) }
    func move(_ x: Double, _ y: Double) { path.append(.move(x, y)) }
    func line(_ x: Double, _ y: Double) { path.append(.line(x, y)) }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        path.append(.curve(x1, y1, x2, y2, x, y))
    }
    func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) { path.append(.arc(cx, cy, r, a0, a1)) }
    func close() { path.append(.close) }
    func rect(_ r: Rect) { path.append(.rect(r)) }
    func roundedRect(_ r: Rect, radius: Double) { path.append(.roundedRect(r, radius: radius)) }

    // MARK: painting

    private func flushFill() {
        guard let p = pendingFill else { return }
        pendingFill = nil
        append(.path(p))
    }

    func fill() {
        flushFill()
        append(.path(ScenePath(operations: path, fill: .color(state.color))))
        path = []
    }

    func fillPreserve() {
        flushFill()
        pendingFill = ScenePath(operations: path, fill: .color(state.color))
    }

    func stroke() {
        let stroke = ScenePath.Stroke(color: state.color, width: state.lineWidth, dash: state.dash, roundCaps: state.roundCaps)
        if var p = pendingFill, p.operations == path {
            pendingFill = nil
            p.stroke = stroke
            append(.path(p))
        } else {
            flushFill()
            append(.path(ScenePath(operations: path, stroke: stroke)))
        }
        path = []
    }

    func paint() {
        flushFill()
        append(.path(ScenePath(operations: [], fill: .color(state.color), coversClip: true)))
    }

    func fillVerticalGradient(_ r: Rect, top: Color, bottom: Color) {
        flushFill()
        append(.path(ScenePath(operations: [.rect(r)], fill: .gradient(r, top: top, bottom: bottom))))
    }

    func text(_ t: ResolvedText) {
        flushFill()
        append(.text(t))
    }

    func seat(_ node: SeatNode, frame: Rect, symbol: SeatSymbol) {
        flushFill()
        let key = SymbolKey(look: symbol.look, pixelsPerUnit: symbol.pixelsPerUnit)
        let id: Int
        if let known = symbolIds[key] { id = known } else {
            id = symbols.count
            symbolIds[key] = id
            symbols.append(symbol)
        }
        append(.use(SceneUse(symbol: id, frame: frame, node: node)))
    }
}
