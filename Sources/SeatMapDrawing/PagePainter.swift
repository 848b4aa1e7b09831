import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// Turns a resolved page into its scene (`PageScene`): one switch over its elements, in order.
/// Every frame, path, colour and text comes from the element; what is added here is only how each
/// kind of element is drawn (fill, then stroke) and, for seat icons, `SeatIconPainter`'s symbols.
public struct PagePainter {
    public let resolved: ResolvedPage

    public init(_ resolved: ResolvedPage) { self.resolved = resolved }

    /// Paints everything, in page points (the caller has scaled the drawing to pixels): the
    /// page's scene, drawn onto `d`.
    public func paint(_ d: some Drawing) throws(DrawingError) {
        try PageScene(resolved).paint(on: d)
    }

    /// Records the page into `recorder`: each element a group annotated with what it is.
    func record(_ d: SceneRecorder) {
        // The whole surface, not just the page rectangle: the image is the page rounded up to
        // whole pixels, and a half-covered last column would be semi-transparent.
        d.setColor(resolved.background)
        d.paint()
        var scope = Scope()
        for element in resolved.elements {
            scope.enter(d, clip: element.clip, transform: element.transform)
            d.beginElement(element)
            draw(element, on: d)
            d.endElement()
        }
        scope.leave(d)
    }

    /// The clip and transform currently applied: consecutive elements with the same ones share
    /// one saved state.
    struct Scope {
        var clip: Rect?
        var transform: MapTransform?
        /// Saved states: one for the clip, one more for the transform inside it.
        var depth = 0

        mutating func enter(_ d: some Drawing, clip: Rect?, transform: MapTransform?) {
            // The transform is saved inside the clip: undo it alone when only it changes.
            if transform != self.transform, self.transform != nil {
                d.restore()
                depth -= 1
                self.transform = nil
            }
            if clip != self.clip { leave(d) }
            if let clip, self.clip == nil {
                d.save()
                d.clip(to: clip)
                self.clip = clip
                depth += 1
            }
            if let transform, self.transform == nil {
                d.save()
                d.translate(transform.translateX, transform.translateY)
                d.scale(transform.scale)
                self.transform = transform
                depth += 1
            }
        }

        mutating func leave(_ d: some Drawing) {
            for _ in 0..<depth { d.restore() }
            (clip, transform, depth) = (nil, nil, 0)
        }
    }

    func draw(_ element: PageElement, on d: some Drawing) {
        d.setRoundCaps(false)
        switch element {
        case .statusBar(let p), .navigation(let p), .strip(let p), .screenHeader(let p), .legend(let p), .priceBar(let p),
             .separator(let p), .scrim(let p):
            d.fill(p.frame, p.fill)
        case .map:
            break
        case .clock(let l), .title(let l), .subtitle(let l), .hint(let l):
            d.text(l.text)
        case .battery(let b):
            d.setColor(b.outlineColor)
            d.setLineWidth(b.outlineWidth)
            d.roundedRect(b.outline, radius: b.outlineRadius)
            d.stroke()
            d.fillRounded(b.charge, radius: b.chargeRadius, b.chargeColor)
            d.fillRounded(b.cap, radius: b.capRadius, b.capColor)
        case .back(let c):
            d.setColor(c.color)
            d.setLineWidth(c.lineWidth)
            d.setRoundCaps(true)
            polyline(c.points, on: d)
            d.stroke()
        case .chip(let c):
            d.setColor(c.fill)
            d.roundedRect(c.frame, radius: c.radius)
            d.fillPreserve()
            d.setColor(c.stroke)
            d.setLineWidth(c.lineWidth)
            d.stroke()
            d.text(c.time)
            if let detail = c.detail { d.text(detail) }
        case .screen(let s):
            d.setColor(s.fill)
            d.newPath()
            path(s.path, on: d)
            d.fill()
            d.text(s.label)
        case .centerLine(let p), .rail(let p), .homeIndicator(let p):
            d.fillRounded(p.frame, radius: p.radius, p.fill)
            if let t = p.text { d.text(t) }
        case .mapAxis(let a):
            d.setColor(a.color)
            d.setLineWidth(a.lineWidth)
            d.setDash(a.dash)
            d.move(a.from.x, a.from.y)
            d.line(a.to.x, a.to.y)
            d.stroke()
            d.setDash([])
        case .seats(let layer):
            seats(layer, on: d)
        case .scrollHint(let f):
            d.fillVerticalGradient(f.frame, top: f.top, bottom: f.bottom)
        case .railLabel(let l):
            d.text(l.text)
        case .minimap(let m):
            for fill in m.fills { d.fillRounded(m.frame, radius: m.radius, fill) }
            d.save()
            d.translate(m.transform.translateX, m.transform.translateY)
            d.scale(m.transform.scale)
            for dot in m.dots { d.fill(dot.frame, dot.color) }
            d.restore()
            d.setColor(m.visibleColor)
            d.setLineWidth(m.visibleLineWidth)
            d.rect(m.visibleFrame)
            d.stroke()
        case .legendItem(let item):
            if let look = item.look { SeatIconPainter(theme: resolved.theme, scale: item.iconScale).draw(d, frame: item.iconFrame, look: look) }
            d.text(item.text)
        case .seatChip(let c):
            d.fillRounded(c.frame, radius: c.radius, c.fill)
            d.text(c.label)
            if let price = c.price { d.text(price) }
        case .moreChip(let c):
            d.fillRounded(c.frame, radius: c.radius, c.fill)
            d.text(c.text)
        case .total(let t):
            d.text(t.amount)
            if let detail = t.detail { d.text(detail) }
        case .confirm(let b):
            d.fillRounded(b.frame, radius: b.radius, b.fill)
            d.text(b.text)
        case .toast(let t):
            d.fillRounded(t.frame, radius: t.radius, t.fill)
            for line in t.lines { d.text(line) }
        case .dialog(let c):
            d.fillRounded(c.frame, radius: c.radius, c.fill)
            for r in c.separators { d.fill(r, c.separatorColor) }
            d.text(c.title)
            for line in c.lines { d.text(line) }
        case .dialogButton(let b):
            d.text(b.text)
        }
    }

    /// Seats in row-major order, so a later seat is on top where frames overlap; each followed by
    /// its veil when another zone is highlighted; then the highlighted zone's outline.
    func seats(_ layer: SeatLayer, on d: some Drawing) {
        let icons = SeatIconPainter(theme: resolved.theme, scale: layer.iconScale)
        let style = layer.highlightStyle
        // A symbol per look, decided once.
        var symbols: [SeatLook: SeatSymbol] = [:]
        for node in layer.nodes where node.isPainted {
            guard let frame = node.drawnFrame, let look = node.look else { continue }
            let symbol = symbols[look] ?? icons.symbol(look)
            symbols[look] = symbol
            d.seat(node, frame: frame, symbol: symbol)
            guard let shape = style.shape(for: node), let highlight = node.highlight else { continue }
            switch highlight {
            case .veil:
                d.fillRounded(shape.frame, radius: shape.radius, style.veilColor)
            }
        }
        if let outline = style.zoneOutline {
            d.setColor(style.ringColor)
            d.setLineWidth(style.ringLineWidth)
            d.setDash([])
            d.roundedRect(outline, radius: style.ringRadius)
            d.stroke()
        }
    }

    func polyline(_ points: [Point], on d: some Drawing) {
        guard let first = points.first else { return }
        d.move(first.x, first.y)
        for p in points.dropFirst() { d.line(p.x, p.y) }
    }

    func path(_ segments: [PathSegment], on d: some Drawing) {
        for s in segments {
            switch s {
            case .move(let p): d.move(p.x, p.y)
            case .line(let p): d.line(p.x, p.y)
            case let .curve(a, b, p): d.curve(a.x, a.y, b.x, b.y, p.x, p.y)
            case .close: d.close()
            }
        }
    }
}
