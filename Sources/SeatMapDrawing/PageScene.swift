import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// The resolved page as a tree of four generic node kinds, in the manner of usvg's tree: groups
/// (one optional clip, one optional transform), paths (with a fill and a stroke), text (shaped
/// runs) and uses of a seat symbol. Each element of the page is a group annotated with what it
/// stands for (its kind, seat, state, index, frame), each seat a use carrying its node. Every
/// colour, line width, cap and level of detail is decided when the scene is built — a seat look
/// becomes one `SeatSymbol` once — so a backend is one `switch` over the four kinds: Cairo's
/// (PNG, PDF, contact sheets, APNG frames) and the SVG writer draw the same scene, and the
/// raster backend's bands share one.
public struct PageScene: Sendable {
    /// The page it was built from (for labels, which are looked up rather than stored per seat).
    public let resolved: ResolvedPage
    /// The top-level nodes, back to front.
    public let nodes: [SceneNode]
    /// Every distinct seat look of the page at its scale, numbered in order of first use: seats
    /// and legend icons.
    public let symbols: [SeatSymbol]

    /// Builds the page's scene (`PagePainter`).
    public init(_ resolved: ResolvedPage) {
        self.resolved = resolved
        var builder = SceneBuilder()
        PagePainter(resolved).build(&builder)
        (nodes, symbols) = (builder.nodes, builder.symbols)
    }

    /// Every use of a seat symbol that stands for a seat, in paint order: the seats as drawn.
    public var uses: [SceneUse] {
        var out: [SceneUse] = []
        func walk(_ n: SceneNode) {
            switch n {
            case .group(let g): g.children.forEach(walk)
            case .use(let u): if u.seat != nil { out.append(u) }
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

/// Children drawn inside one optional clip and one optional transform, optionally annotated as
/// one element of the page. Both end with the group: a backend saves its state around a group
/// that has either.
public struct SceneGroup: Sendable {
    public var annotation: SceneAnnotation?
    /// Intersects the clip with this rectangle, in the parent's units (applied before the
    /// transform).
    public var clip: Rect?
    /// Maps the children's units to the parent's: `parent = child * scale + translate`.
    public var transform: MapTransform?
    public var children: [SceneNode] = []

    /// Whether a backend must save and restore its state around the group.
    public var changesState: Bool { clip != nil || transform != nil }
}

/// What a page element group stands for: the fields `seatmap layout` reports, and what the SVG
/// writer puts on the element's `<g>` (its title, a chip's selection, a button's role).
public struct SceneAnnotation: Sendable, Equatable {
    public var kind: PageElement.Kind
    public var seatId: String?
    public var state: SeatState?
    public var index: Int?
    /// The part of the element that shows, in page points.
    public var frame: Rect?
    /// What a person reads there (`PageElement.readableText`): the SVG's `<title>`.
    public var title: String?
    /// A showtime chip that is the one chosen.
    public var isSelected = false
    /// A dialog button's role.
    public var role: DialogButton.Role?

    /// A venue region's annotation: its kind, id and title, no hit rectangle (its own outline
    /// takes the pointer in an SVG viewer).
    public init(region kind: PageElement.Kind, id: String?, title: String) {
        self.kind = kind
        self.id = id
        self.title = title
    }

    /// A venue region's id (`data-id` in the SVG).
    public var id: String?

    init(_ e: PageElement) {
        kind = e.kind
        seatId = e.seatId
        state = e.state
        index = e.index
        frame = e.visibleFrame
        title = e.readableText
        if case .chip(let c) = e { isSelected = c.isSelected }
        if case .dialogButton(let b) = e { role = b.role }
    }
}

/// A path with its fill and stroke. A stroke carries its whole style, so nothing of one path
/// carries over to the next.
public struct ScenePath: Sendable, Equatable {
    public enum Paint: Sendable, Equatable {
        case color(Color)
        /// A vertical gradient over a rectangle (the path is that rectangle).
        case gradient(Rect, top: Color, bottom: Color)
    }

    public struct Stroke: Sendable, Equatable {
        public var color: Color
        public var width: Double
        public var dash: [Double] = []
        /// Round caps and joins; otherwise butt caps and mitre joins (Cairo's defaults).
        public var roundCaps = false

        public init(color: Color, width: Double, dash: [Double] = [], roundCaps: Bool = false) {
            self.color = color
            self.width = width
            self.dash = dash
            self.roundCaps = roundCaps
        }
    }

    /// The path's construction.
    public var operations: [PathOperation]
    public var fill: Paint?
    public var stroke: Stroke?
    /// The fill covers the whole clip (the page's background), not a path.
    public var coversClip = false

    public init(_ operations: [PathOperation], fill: Color? = nil, stroke: Stroke? = nil) {
        self.operations = operations
        self.fill = fill.map { .color($0) }
        self.stroke = stroke
    }

    /// A colour over the whole clip.
    public static func covering(_ c: Color) -> ScenePath {
        var p = ScenePath([], fill: c)
        p.coversClip = true
        return p
    }

    /// A rectangle filled with a vertical gradient.
    public static func gradient(_ r: Rect, top: Color, bottom: Color) -> ScenePath {
        var p = ScenePath([.rect(r)])
        p.fill = .gradient(r, top: top, bottom: bottom)
        return p
    }
}

/// One step of building a path. A path starts with no current point.
public enum PathOperation: Sendable, Equatable {
    case newPath
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    /// An arc from angle `a0` to `a1` (radians, clockwise on screen), joined to the current
    /// point by a line when there is one.
    case arc(Double, Double, Double, Double, Double)
    case close
    case rect(Rect)
    /// A rounded rectangle sub-path; the radius is clamped to half the shorter side.
    case roundedRect(Rect, radius: Double)
}

/// A seat symbol drawn at a frame: a seat (its node says which: id, state, zone, kind, grid
/// index, design frame) or a legend icon (no seat).
public struct SceneUse: Sendable {
    public var symbol: Int
    /// The drawn shape's frame, in the group's units (design points for seats), before it is
    /// turned.
    public var frame: Rect
    public var seat: SeatNode?
    /// Degrees clockwise the shape is turned about the frame's centre (a venue seat facing
    /// along its row); 0 on every grid page.
    public var rotationDegrees: Double = 0
}
