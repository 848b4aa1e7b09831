import SeatMapCore
import SeatMapTheme

/// What a seat icon looks like: everything an icon painter needs except where. Seats of one look
/// draw the same shape, so icon caches and the SVG's `<symbol>`s key on it.
public struct SeatLook: Hashable, Sendable {
    public var state: SeatState
    public var zone: SeatZone
    /// 1 for a seat, 2 for a couple sofa drawn as one shape.
    public var halves: Int
    /// The frame's size, in the units the seat is drawn in (design points on the map, page
    /// points in the legend).
    public var width: Double
    public var height: Double
    /// The seat's kind, drawn as a mark on the cushion; nil for an ordinary seat.
    public var kind: SeatKind?

    public init(state: SeatState, zone: SeatZone, halves: Int, width: Double, height: Double, kind: SeatKind? = nil) {
        self.kind = kind
        self.state = state
        self.zone = zone
        self.halves = halves
        self.width = width
        self.height = height
    }
}

/// The level of detail an icon is drawn with: device pixels per unit of the space it is drawn
/// in, and per device point (the screen's scale).
public struct IconScale: Sendable, Equatable {
    public var pixelsPerUnit: Double
    public var deviceScale: Double

    public init(pixelsPerUnit: Double, deviceScale: Double) {
        self.pixelsPerUnit = pixelsPerUnit
        self.deviceScale = deviceScale
    }
}

/// How a seat recedes when a price zone is highlighted (the zone's own seats are drawn as they
/// are, inside one outline around the zone); the layer's `HighlightStyle` says how.
public enum SeatHighlight: Sendable, Equatable {
    /// A veil over a seat of another zone.
    case veil
}

/// How a highlighted zone is drawn, in design points: the other zones' seats veiled, and one
/// outline around the highlighted zone's seats (not a ring per seat, which turns a zone into a
/// grid of red squares).
public struct HighlightStyle: Sendable, Equatable {
    /// The outline around the highlighted zone's seats (their frames' union, outset), its corner
    /// radius and line width; nil when nothing is highlighted or the zone has no seat.
    public var zoneOutline: Rect?
    public var ringRadius: Double
    public var ringLineWidth: Double
    public var ringColor: Color
    /// How far the veil reaches outside the frame, and its corner radius.
    public var veilOutset: Double
    public var veilRadius: Double
    public var veilColor: Color

    /// The rounded rectangle drawn for `node`'s veil, if it has one.
    public func shape(for node: SeatNode) -> (frame: Rect, radius: Double)? {
        guard let h = node.highlight, let f = node.drawnFrame else { return nil }
        switch h {
        case .veil: return (f.insetBy(dx: -veilOutset, dy: -veilOutset), veilRadius)
        }
    }
}

/// One seat of the page, resolved: where it is, in what state and zone, whether and as what it
/// is drawn. Nodes are in row-major order, the order they are painted in, so a later seat lies on
/// top where frames overlap (a later UIKit subview). Kept small (a 200,000-seat hall has as many):
/// what is drawn is stored once and its look derived.
public struct SeatNode: Sendable, Equatable {
    public var index: GridIndex
    public var seatId: String
    public var state: SeatState
    public var zone: SeatZone
    /// How many seats the drawn shape covers: 1, 2 for a couple sofa whose halves share a state
    /// (drawn with its left half), 0 for the right half of such a sofa.
    public var halves: UInt8
    /// Whether any part of what is drawn shows in the viewport; seats out of view are not painted.
    public var isVisible: Bool
    public var highlight: SeatHighlight?
    /// The seat's own frame, in design points (`seatmap layout`'s `designFrame`).
    public var designFrame: Rect
    /// The shape's frame in design points: the whole sofa's for its left half, else the seat's own.
    var shapeFrame: Rect
    /// The right half of the sofa this seat draws, when it draws one.
    public var partner: GridIndex?
    /// The seat's kind (wheelchair space, companion…), when it has one.
    public var kind: SeatKind?

    public init(index: GridIndex, seatId: String, state: SeatState, zone: SeatZone, designFrame: Rect, shapeFrame: Rect,
                halves: UInt8, partner: GridIndex?, isVisible: Bool, highlight: SeatHighlight?) {
        self.index = index
        self.seatId = seatId
        self.state = state
        self.zone = zone
        self.designFrame = designFrame
        self.shapeFrame = shapeFrame
        self.halves = halves
        self.partner = partner
        self.isVisible = isVisible
        self.highlight = highlight
    }

    /// What is drawn for the seat, in design points; nil for the right half of a sofa drawn whole.
    public var drawnFrame: Rect? { halves == 0 ? nil : shapeFrame }

    /// The look of what is drawn; nil when nothing is drawn for this seat itself.
    public var look: SeatLook? {
        halves == 0 ? nil : SeatLook(state: state, zone: zone, halves: Int(halves), width: shapeFrame.width, height: shapeFrame.height, kind: kind)
    }

    /// Whether a backend paints this node (drawn by itself and in view).
    public var isPainted: Bool { isVisible && halves != 0 }
}
