import SeatMapCore

/// Where one venue seat is drawn, in design points: a seat-sized rectangle around `center`,
/// turned by `rotationDegrees` clockwise about it.
public struct SeatPlacement: Sendable, Equatable {
    public var center: Point
    public var size: Size
    public var rotationDegrees: Double

    public init(center: Point, size: Size, rotationDegrees: Double) {
        self.center = center
        self.size = size
        self.rotationDegrees = rotationDegrees
    }

    /// The seat's rectangle before it is turned.
    public var frame: Rect { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }

    /// The smallest upright rectangle holding the turned seat (what `seatmap layout` reports as
    /// its `designFrame`).
    public var boundingBox: Rect {
        guard rotationDegrees != 0 else { return frame }
        let (s, c) = Self.sinCos(rotationDegrees)
        let w = abs(size.width * c) + abs(size.height * s), h = abs(size.width * s) + abs(size.height * c)
        return Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }

    /// The turned seat's four corners, clockwise from the top-left of the unturned seat.
    public var corners: [Point] {
        let q = cornerQuad
        return [q.0, q.1, q.2, q.3]
    }

    /// `corners` without an array: the page's invariant checks test thousands of seats in pairs.
    public var cornerQuad: (Point, Point, Point, Point) {
        let (s, c) = Self.sinCos(rotationDegrees)
        func corner(_ dx: Double, _ dy: Double) -> Point {
            let x = dx * size.width / 2, y = dy * size.height / 2
            return Point(x: center.x + x * c - y * s, y: center.y + x * s + y * c)
        }
        return (corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1))
    }

    /// Whether `p` lies on the turned seat itself, not merely in its bounding box. A seat turned
    /// by a multiple of 90° is an upright rectangle again, and then this is exactly
    /// `boundingBox.contains(p)` (left and top edges in, right and bottom out, as on the grid).
    public func contains(_ p: Point) -> Bool {
        let (s, c) = Self.sinCos(rotationDegrees)
        if s == 0 || c == 0 { return boundingBox.contains(p) }
        let dx = p.x - center.x, dy = p.y - center.y
        // Into the seat's own axes: turned back by the seat's rotation.
        let lx = dx * c + dy * s, ly = -dx * s + dy * c
        return lx >= -size.width / 2 && lx < size.width / 2 && ly >= -size.height / 2 && ly < size.height / 2
    }

    /// sin and cos of `degrees`, exact at multiples of 90° (so a seat turned a quarter is an
    /// upright rectangle again, with no 1e-16 slivers).
    public static func sinCos(_ degrees: Double) -> (sin: Double, cos: Double) {
        let d = degrees.truncatingRemainder(dividingBy: 360)
        switch (d < 0 ? d + 360 : d) {
        case 0: return (0, 1)
        case 90: return (1, 0)
        case 180: return (0, -1)
        case 270: return (-1, 0)
        default:
            let r = degrees * .pi / 180
            return (sin(r), cos(r))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
