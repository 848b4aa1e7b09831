import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// The resolved page as a tree of four generic node kinds, in the manner of usvg's tree: groups
/// (with a clip and a transform), paths (with a fill and a stroke), text (shaped runs) and uses
/// of a seat symbol. Each element of the page is a group annotated with what it stands for (its
/// kind, seat, state, index), each seat a use annotated with its node. Every colour, line width
/// and level of detail is decided when the scene is made — a seat look becomes one `SeatSymbol`
/// once — so a backend only interprets the four kinds (`paint(on:)`): Cairo's canvas and the SVG
/// writer draw the same scene, and the raster backend's bands share one.
public struct PageScene: Sendable {
    /// The page it was made from (for labels, which are looked up rather than stored per seat).
    public let resolved: ResolvedPage
    /// The top-level nodes, back to front.
    public let nodes: [SceneNode]
    /// Every distinct seat look of the page at its scale, numbered in order of first use.
    public let symbols: [SeatSymbol]

    /// Records the page's painting into nodes.
    public init(_ resolved: ResolvedPage) {
        self.resolved = resolved
        let recorder = SceneRecorder()
        PagePainter(resolved).record(recorder)
        (nodes, symbols) = recorder.finish()
    }

    /// Draws the scene onto `d`, checking the backend after each element (named by its kind)
    /// and at the end.
    public func paint(on d: some Drawing) throws(DrawingError) {
        for node in nodes { try replay(node, on: d) }
        try d.check("page")
    }

    private func replay(_ node: SceneNode, on d: some Drawing) throws(DrawingError) {
        switch node {
        case .group(let g):
            if g.saves { d.save() }
            for op in g.operations {
                switch op {
                case .clip(let r): d.clip(to: r)
                case let .translate(x, y): d.translate(x, y)
                case .scale(let s): d.scale(s)
                }
            }
            for child in g.children { try replay(child, on: d) }
            if g.saves { d.restore() }
            if let a = g.annotation { try d.check(a.kind.rawValue) }
        case .path(let p):
            if case .gradient(let r, let top, let bottom)? = p.fill {
                d.fillVerticalGradient(r, top: top, bottom: bottom)
                return
            }
            if p.coversClip, case .color(let c)? = p.fill {
                d.setColor(c)
                d.paint()
                return
            }
            for op in p.operations { op.apply(to: d) }
            if case .color(let c)? = p.fill {
                d.setColor(c)
                if p.stroke == nil { d.fill(); return }
                d.fillPreserve()
            }
            if let s = p.stroke {
                d.setColor(s.color)
                d.setLineWidth(s.width)
                d.setDash(s.dash)
                d.setRoundCaps(s.roundCaps)
                d.stroke()
            }
        case .text(let t):
            d.text(t)
        case .use(let u):
            d.seat(u.node, frame: u.frame, symbol: symbols[u.symbol])
        }
    }

    /// Every use of a seat symbol, in paint order: the seats as drawn.
    public var uses: [SceneUse] {
        var out: [SceneUse] = []
        func walk(_ n: SceneNode) {
            switch n {
            case .group(let g): g.children.forEach(walk)
            case .use(let u): out.append(u)
            case .path, .text: break
            }
        }
        nodes.forEach(walk)
        return out
    }

    /// Every annotated element group, in paint order.
    public var elements: [SceneAnnotation] {
        var out: [SceneAnnotation] = []
        func walk(_ n: SceneNode) {
            guard case .group(let g) = n else { return }
            if let a = g.annotation { out.append(a) }
            g.children.forEach(walk)
        }
        nodes.forEach(walk)
        return out
    }
}

/// One node of a `PageScene`.
public indirect enum SceneNode: Sendable {
    case group(SceneGroup)
    case path(ScenePath)
    case text(ResolvedText)
    case use(SceneUse)
}

/// Children drawn inside a clip and a transform (applied in order), optionally annotated as one
/// element of the page.
public struct SceneGroup: Sendable {
    public enum Operation: Sendable, Equatable {
        /// Intersects the clip with a rectangle, in the group's units.
        case clip(Rect)
        case translate(Double, Double)
        case scale(Double)
    }

    public var operations: [Operation] = []
    public var children: [SceneNode] = []
    public var annotation: SceneAnnotation?
    /// Whether the group's clip and transform end with it (a saved state); a group that does
    /// not is the last child of one that does, which ends them.
    public var saves: Bool
}

/// What a page element group stands for: the same fields `seatmap layout` reports.
public struct SceneAnnotation: Sendable, Equatable {
    public var kind: PageElement.Kind
    public var seatId: String?
    public var state: SeatState?
    public var index: Int?
    /// The part of the element that shows, in page points.
    public var frame: Rect?

    init(_ e: PageElement) {
        kind = e.kind
        seatId = e.seatId
        state = e.state
        index = e.index
        frame = e.visibleFrame
    }
}

/// A path with its fill and stroke.
public struct ScenePath: Sendable, Equatable {
    public enum Paint: Sendable, Equatable {
        case color(Color)
        /// A vertical gradient over a rectangle (the path is that rectangle).
        case gradient(Rect, top: Color, bottom: Color)
    }

    public struct Stroke: Sendable, Equatable {
        public var color: Color
        public var width: Double
        public var dash: [Double]
        public var roundCaps: Bool
    }

    /// The path's construction, as the painter made it.
    public var operations: [PathOperation]
    public var fill: Paint?
    public var stroke: Stroke?
    /// The fill covers the whole clip (the page's background), not a path.
    public var coversClip = false
}

/// One step of building a path (`Drawing`'s path calls).
public enum PathOperation: Sendable, Equatable {
    case newPath
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    case arc(Double, Double, Double, Double, Double)
    case close
    case rect(Rect)
    case roundedRect(Rect, radius: Double)

    func apply(to d: some Drawing) {
        switch self {
        case .newPath: d.newPath()
        case let .move(x, y): d.move(x, y)
        case let .line(x, y): d.line(x, y)
        case let .curve(x1, y1, x2, y2, x, y): d.curve(x1, y1, x2, y2, x, y)
        case let .arc(cx, cy, r, a0, a1): d.arc(cx, cy, r, a0, a1)
        case .close: d.close()
        case .rect(let r): d.rect(r)
        case let .roundedRect(r, radius): d.roundedRect(r, radius: radius)
        }
    }
}

/// A seat drawn as its symbol at its frame; the node says which seat (id, state, zone, kind,
/// grid index, design frame).
public struct SceneUse: Sendable {
    public var symbol: Int
    /// The drawn shape's frame, in design points.
    public var frame: Rect
    public var node: SeatNode
}
