/// A point. The unit depends on the space: design points, viewport points, page points or pixels;
/// every API that takes or returns one says which.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var isFinite: Bool { x.isFinite && y.isFinite }
    public var description: String { "(\(x), \(y))" }
}

public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle with its origin at the top-left (y grows downwards, as in UIKit).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var size: Size { Size(width: width, height: height) }

    /// Half-open containment: the left and top edges belong to the rect, the right and bottom edges
    /// do not, so a point on the boundary of two adjacent rects belongs to exactly one.
    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    public func intersects(_ r: Rect) -> Bool { x < r.maxX && r.x < maxX && y < r.maxY && r.y < maxY }

    /// The smallest rectangle holding both.
    public func union(_ r: Rect) -> Rect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }

    /// Euclidean distance from `p` to the nearest point of the rect (0 inside).
    public func distance(to p: Point) -> Double {
        let dx = max(x - p.x, 0, p.x - maxX)
        let dy = max(y - p.y, 0, p.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The overlap of two rects (zero-sized where they do not overlap).
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(x, r.x), y0 = max(y, r.y), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public var array: [Double] { [x, y, width, height] }
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
