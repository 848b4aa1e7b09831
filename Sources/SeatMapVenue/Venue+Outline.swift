import SeatMapCore

extension Venue.Outline {
    /// The outline as a closed polygon in source units: a rectangle's four turned corners, an
    /// ellipse as `ellipseSides` points (at that many sides the chord is under 0.2 % of the
    /// radius away from the curve: invisible at any size a map is drawn), a polygon as given.
    /// What drawing and hit-testing both use, so a touch is inside exactly what is drawn.
    public var polygon: [Point] {
        switch self {
        case .polygon(let points): return points
        case let .rectangle(c, w, h, turn):
            let (s, co) = SeatPlacement.sinCos(turn)
            return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)].map { dx, dy in
                Point(x: c.x + dx * co - dy * s, y: c.y + dx * s + dy * co)
            }
        case let .ellipse(c, rx, ry, turn):
            let (s, co) = SeatPlacement.sinCos(turn)
            return (0..<Self.ellipseSides).map { i in
                let a = Double(i) * 2 * .pi / Double(Self.ellipseSides)
                let dx = rx * cos(a), dy = ry * sin(a)
                return Point(x: c.x + dx * co - dy * s, y: c.y + dx * s + dy * co)
            }
        }
    }

    public static let ellipseSides = 64
}

/// Plane geometry of outlines (polygons in any units).
public enum Polygon {
    /// Whether `p` is inside `polygon` (even-odd: a point on a self-crossing outline's inner
    /// loop is outside, as a fill with the even-odd rule draws it).
    public static func contains(_ polygon: [Point], _ p: Point) -> Bool {
        guard polygon.count >= 3 else { return false }
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// The smallest upright rectangle holding every point; nil for no points.
    public static func bounds(_ polygon: [Point]) -> Rect? {
        guard let first = polygon.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in polygon { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The area-weighted centre of the polygon (its centre of mass); the mean of its points
    /// when it has no area.
    public static func centroid(_ polygon: [Point]) -> Point? {
        guard !polygon.isEmpty else { return nil }
        var a = 0.0, cx = 0.0, cy = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let cross = p.x * q.y - q.x * p.y
            a += cross
            cx += (p.x + q.x) * cross
            cy += (p.y + q.y) * cross
        }
        if abs(a) < 1e-12 {
            let n = Double(polygon.count)
            return Point(x: polygon.reduce(0) { $0 + $1.x } / n, y: polygon.reduce(0) { $0 + $1.y } / n)
        }
        return Point(x: cx / (3 * a), y: cy / (3 * a))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
