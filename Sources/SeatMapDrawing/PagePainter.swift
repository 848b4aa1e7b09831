import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// Turns a resolved page into its scene (`PageScene`): one switch over its elements, in order.
/// Every frame, path, colour and text comes from the element; what is added here is only how each
/// kind of element is drawn (fill, then stroke) and, for seat icons, the symbols `SeatSymbols` decides.
public struct PagePainter {
    public let resolved: ResolvedPage

    public init(_ resolved: ResolvedPage) { self.resolved = resolved }

    /// Builds the page into `b`, in page points: the background, then each element a group
    /// annotated with what it is. Consecutive elements with the same clip share one clip group,
    /// and those with the same transform inside it one transform group, so a backend sets each
    /// once (the PDF's clip operators stay as few as the page's clips).
    func build(_ b: inout SceneBuilder) {
        // The whole surface, not just the page rectangle: the image is the page rounded up to
        // whole pixels, and a half-covered last column would be semi-transparent.
        b.path(.covering(resolved.background))
        var i = resolved.elements.startIndex
        let elements = resolved.elements
        while i < elements.endIndex {
            let clip = elements[i].clip
            var end = i
            while end < elements.endIndex, elements[end].clip == clip { end += 1 }
            let run = elements[i..<end]
            if let clip {
                b.group(clip: clip) { b in transformRuns(run, into: &b) }
            } else {
                transformRuns(run, into: &b)
            }
            i = end
        }
    }

    /// Elements of one clip, consecutive ones of one transform inside a transform group.
    private func transformRuns(_ elements: ArraySlice<PageElement>, into b: inout SceneBuilder) {
        var i = elements.startIndex
        while i < elements.endIndex {
            let transform = elements[i].transform
            var end = i
            while end < elements.endIndex, elements[end].transform == transform { end += 1 }
            if let transform {
                b.group(transform: transform) { b in for e in elements[i..<end] { element(e, into: &b) } }
            } else {
                for e in elements[i..<end] { element(e, into: &b) }
            }
            i = end
        }
    }

    /// One element's annotated group.
    func element(_ e: PageElement, into b: inout SceneBuilder) {
        b.group(SceneAnnotation(e)) { b in draw(e, into: &b) }
    }

    /// What one element draws: its paths, texts and symbol uses.
    func draw(_ element: PageElement, into b: inout SceneBuilder) {
        switch element {
        case .statusBar(let p), .navigation(let p), .strip(let p), .screenHeader(let p), .legend(let p), .priceBar(let p),
             .separator(let p), .scrim(let p):
            b.fill(p.frame, p.fill)
        case .map:
            break
        case .clock(let l), .title(let l), .subtitle(let l), .hint(let l):
            b.text(l.text)
        case .battery(let x):
            b.path(ScenePath([.roundedRect(x.outline, radius: x.outlineRadius)], stroke: .init(color: x.outlineColor, width: x.outlineWidth)))
            b.fillRounded(x.charge, radius: x.chargeRadius, x.chargeColor)
            b.fillRounded(x.cap, radius: x.capRadius, x.capColor)
        case .back(let c):
            b.path(ScenePath(polyline(c.points), stroke: .init(color: c.color, width: c.lineWidth, roundCaps: true)))
        case .chip(let c):
            b.path(ScenePath([.roundedRect(c.frame, radius: c.radius)], fill: c.fill, stroke: .init(color: c.stroke, width: c.lineWidth)))
            b.text(c.time)
            if let detail = c.detail { b.text(detail) }
        case .screen(let s):
            b.path(ScenePath([.newPath] + path(s.path), fill: s.fill))
            b.text(s.label)
        case .centerLine(let p), .rail(let p), .homeIndicator(let p):
            b.fillRounded(p.frame, radius: p.radius, p.fill)
            if let t = p.text { b.text(t) }
        case .mapAxis(let a):
            b.path(ScenePath([.move(a.from.x, a.from.y), .line(a.to.x, a.to.y)], stroke: .init(color: a.color, width: a.lineWidth, dash: a.dash)))
        case .seats(let layer):
            seats(layer, into: &b)
        case .venueMap(let layer):
            b.venue(layer.venue, iconScale: layer.iconScale)
        case .scrollHint(let f):
            b.path(.gradient(f.frame, top: f.top, bottom: f.bottom))
        case .railLabel(let l):
            b.text(l.text)
        case .minimap(let m):
            for fill in m.fills { b.fillRounded(m.frame, radius: m.radius, fill) }
            b.group(transform: m.transform) { b in for dot in m.dots { b.fill(dot.frame, dot.color) } }
            b.path(ScenePath([.rect(m.visibleFrame)], stroke: .init(color: m.visibleColor, width: m.visibleLineWidth)))
        case .legendItem(let item):
            if let look = item.look {
                b.use(SeatSymbols(theme: resolved.theme, scale: item.iconScale).symbol(look), frame: item.iconFrame, seat: nil)
            } else if let w = item.swatch {
                b.path(ScenePath([.roundedRect(w.frame, radius: w.radius)], fill: w.fill, stroke: .init(color: w.stroke, width: w.lineWidth)))
            }
            b.text(item.text)
        case .seatChip(let c):
            b.fillRounded(c.frame, radius: c.radius, c.fill)
            b.text(c.label)
            if let price = c.price { b.text(price) }
        case .moreChip(let c):
            b.fillRounded(c.frame, radius: c.radius, c.fill)
            b.text(c.text)
        case .total(let t):
            b.text(t.amount)
            if let detail = t.detail { b.text(detail) }
        case .confirm(let x):
            b.fillRounded(x.frame, radius: x.radius, x.fill)
            b.text(x.text)
        case .toast(let t):
            b.fillRounded(t.frame, radius: t.radius, t.fill)
            for line in t.lines { b.text(line) }
        case .dialog(let c):
            b.fillRounded(c.frame, radius: c.radius, c.fill)
            for r in c.separators { b.fill(r, c.separatorColor) }
            b.text(c.title)
            for line in c.lines { b.text(line) }
        case .dialogButton(let x):
            b.text(x.text)
        }
    }

    /// Seats in row-major order, so a later seat is on top where frames overlap; each followed by
    /// its veil when another zone is highlighted; then the highlighted zone's outline.
    func seats(_ layer: SeatLayer, into b: inout SceneBuilder) {
        let icons = SeatSymbols(theme: resolved.theme, scale: layer.iconScale)
        let style = layer.highlightStyle
        // A symbol per look, decided once.
        var symbols: [SeatLook: SeatSymbol] = [:]
        for node in layer.nodes where node.isPainted {
            guard let frame = node.drawnFrame, let look = node.look else { continue }
            let symbol = symbols[look] ?? icons.symbol(look)
            symbols[look] = symbol
            b.use(symbol, frame: frame, seat: node)
            guard let shape = style.shape(for: node), let highlight = node.highlight else { continue }
            switch highlight {
            case .veil:
                b.fillRounded(shape.frame, radius: shape.radius, style.veilColor)
            }
        }
        if let outline = style.zoneOutline {
            b.path(ScenePath([.roundedRect(outline, radius: style.ringRadius)], stroke: .init(color: style.ringColor, width: style.ringLineWidth)))
        }
    }

    func polyline(_ points: [Point]) -> [PathOperation] {
        guard let first = points.first else { return [] }
        return [.move(first.x, first.y)] + points.dropFirst().map { .line($0.x, $0.y) }
    }

    func path(_ segments: [PathSegment]) -> [PathOperation] {
        segments.map { s in
            switch s {
            case .move(let p): return .move(p.x, p.y)
            case .line(let p): return .line(p.x, p.y)
            case let .curve(a, c, p): return .curve(a.x, a.y, c.x, c.y, p.x, p.y)
            case .close: return .close
            }
        }
    }
}
