import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// Builds a scene's nodes: `group(…) { … }` nests, `path`, `text` and `use` append. Symbols are
/// numbered as first used; within one scene the theme is fixed, so a look and its scale name one.
public struct SceneBuilder {
    public private(set) var nodes: [SceneNode] = []
    public private(set) var symbols: [SeatSymbol] = []
    private var symbolIds: [SymbolKey: Int] = [:]

    private struct SymbolKey: Hashable {
        var look: SeatLook
        var pixelsPerUnit: Double
    }

    public init() {}

    /// A group of what `body` adds, with an optional annotation, clip and transform. An
    /// unannotated group left empty is dropped.
    public mutating func group(_ annotation: SceneAnnotation? = nil, clip: Rect? = nil, transform: MapTransform? = nil,
                               _ body: (inout SceneBuilder) -> Void) {
        let outer = nodes
        nodes = []
        body(&self)
        let group = SceneGroup(annotation: annotation, clip: clip, transform: transform, children: nodes)
        nodes = outer
        if annotation != nil || !group.children.isEmpty { nodes.append(.group(group)) }
    }

    public mutating func path(_ p: ScenePath) { nodes.append(.path(p)) }

    public mutating func fill(_ r: Rect, _ c: Color) { path(ScenePath([.rect(r)], fill: c)) }

    public mutating func fillRounded(_ r: Rect, radius: Double, _ c: Color) { path(ScenePath([.roundedRect(r, radius: radius)], fill: c)) }

    public mutating func text(_ t: ResolvedText) { nodes.append(.text(t)) }

    /// `symbol` at `frame`, for `seat` (nil: a legend icon).
    public mutating func use(_ symbol: SeatSymbol, frame: Rect, seat: SeatNode?, rotationDegrees: Double = 0) {
        let key = SymbolKey(look: symbol.look, pixelsPerUnit: symbol.pixelsPerUnit)
        let id: Int
        if let known = symbolIds[key] { id = known } else {
            id = symbols.count
            symbolIds[key] = id
            symbols.append(symbol)
        }
        nodes.append(.use(SceneUse(symbol: id, frame: frame, seat: seat, rotationDegrees: rotationDegrees)))
    }
}
