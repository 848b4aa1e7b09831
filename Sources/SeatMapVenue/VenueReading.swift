import SeatMapCore

/// Why a venue source (a venue file, a seats.io chart, a pretix plan) cannot be read:
/// `file:line:column: path: reason`.
public struct VenueReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var problem: JSONProblem
    public init(file: String, problem: JSONProblem) {
        self.file = file
        self.problem = problem
    }
    public var description: String { "\(file):\(problem.description)" }
}

/// What the three venue readers share: their errors located in one place, positions read one
/// way, seats turned to their row one way.
enum VenueReading {
    /// `body`'s result, every failure a `VenueReadError` of `file` (located at the document when
    /// it names no place of its own).
    static func located<T>(_ root: JSONValue, file: String, _ body: () throws -> T) throws(VenueReadError) -> T {
        do { return try body() } catch let p as JSONProblem {
            throw VenueReadError(file: file, problem: p)
        } catch {
            throw VenueReadError(file: file, problem: JSONProblem(path: "", line: root.line, column: root.column, reason: "\(error)"))
        }
    }

    /// `{"x": …, "y": …}` as a finite point.
    static func point(_ d: JSONValueDecoder) throws -> Point {
        let x = try d.required("x", expecting: "a number").read(Double.self), y = try d.required("y", expecting: "a number").read(Double.self)
        guard x.isFinite, y.isFinite else { throw d.problem("a position must be finite") }
        return Point(x: x, y: y)
    }

    /// Each seat turned to its row's direction: the way from its neighbour before to its
    /// neighbour after (the row's ends: to their one neighbour), so a straight row left to
    /// right is upright and a curved one follows its curve.
    static func turnToRow(_ seats: inout [Venue.Seat]) {
        guard seats.count > 1 else { return }
        for i in seats.indices {
            let a = seats[max(i - 1, 0)].position, b = seats[min(i + 1, seats.count - 1)].position
            let degrees = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
            // Whole degrees of a straight row stay exact (0, not 1e-15).
            seats[i].rotationDegrees = abs(degrees - degrees.rounded()) < 1e-9 ? degrees.rounded() : degrees
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
