import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// A resolved venue map as a scene of the same four node kinds a page's is (`PageScene`), so
/// the Cairo and SVG backends draw it with the code they draw pages with: the background, then
/// each region as an annotated group (its outline filled and stroked, its label), the seats —
/// each a use of its look's symbol, turned about its centre — and the venue's texts, all in
/// design points (on the whole map one page point is one design point). A phone page draws the
/// same nodes (`SceneBuilder.venue`) in its viewport, under the viewport's transform and clip.
public struct VenueScene: Sendable {
    public let resolved: ResolvedVenue
    public let nodes: [SceneNode]
    public let symbols: [SeatSymbol]

    public init(_ resolved: ResolvedVenue) {
        self.resolved = resolved
        var b = SceneBuilder()
        b.path(.covering(resolved.background))
        b.venue(resolved, iconScale: IconScale(pixelsPerUnit: resolved.pixelsPerDesignPoint, deviceScale: resolved.pixelsPerDesignPoint))
        (nodes, symbols) = (b.nodes, b.symbols)
    }
}

extension SceneBuilder {
    /// A venue's map in design points, back to front: regions (each a titled group), seats,
    /// texts. The whole map's scene and a page's viewport (`PageElement.venueMap`) draw it alike.
    mutating func venue(_ resolved: ResolvedVenue, iconScale: IconScale) {
        let icons = SeatSymbols(theme: resolved.theme, scale: iconScale)
        for region in resolved.regions {
            let title = ([region.label] + region.texts.dropFirst().map(\.string)).filter { !$0.isEmpty }.joined(separator: " · ")
            group(SceneAnnotation(region: region.kind, id: region.id, title: title)) { b in
                var ops: [PathOperation] = []
                for (i, p) in region.polygon.enumerated() { ops.append(i == 0 ? .move(p.x, p.y) : .line(p.x, p.y)) }
                ops.append(.close)
                var path = ScenePath(ops, fill: region.fill)
                if let s = region.stroke, region.lineWidth > 0 { path.stroke = .init(color: s, width: region.lineWidth) }
                b.path(path)
                for t in region.texts { b.text(t) }
            }
        }
        var looks: [SeatLook: SeatSymbol] = [:]
        group { b in
            for item in resolved.seats where item.node.isPainted {
                let node = item.node
                let look = node.look!
                let symbol: SeatSymbol
                if let known = looks[look] { symbol = known } else {
                    symbol = icons.symbol(look)
                    looks[look] = symbol
                }
                b.use(symbol, frame: node.drawnFrame!, seat: node, rotationDegrees: item.rotationDegrees)
            }
        }
        for t in resolved.texts { text(t) }
    }
}
