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
    /// `file:line:column: path: reason`; a file that could not be read at all (line 0) is
    /// `file: reason`.
    public var description: String { problem.line == 0 ? "\(file): \(problem.reason)" : "\(file):\(problem.description)" }
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
            seats[i].rotationDegrees = Venue.exactTurn(degrees)
        }
    }
}

/// The seat ids a reader has given out, each with the seat it came from: a second use is
/// refused where it stands, naming the first, as a venue file's and a mapping's are (the layout
/// would refuse it later without a place in the source).
struct SeatIdRegister {
    private var first: [String: JSONValueDecoder] = [:]

    /// Takes `id` for the seat `seat`; `origin` says where the source keeps a seat's id.
    mutating func claim(_ id: String, seat: JSONValueDecoder, origin: String) throws {
        // Every reader gives each seat an id, so this is where an import stops at the seat past
        // a venue's limit (a seats.io chart of 210,000 seats was written, then refused by validate).
        guard first.count < VenueFile.maxSeats else { throw seat.problem(VenueFile.tooManySeatsReason) }
        if let earlier = first[id] {
            throw seat.problem("the seat id \(MessageText.quoted(id)) is also \(earlier.path)'s (line \(earlier.json.line)); every seat needs its own (\(origin))")
        }
        first[id] = seat
    }
}

extension VenueReading {
    /// The turn (degrees, clockwise, y down) that makes a seat at `seat` face `target` with its
    /// top: 0 for a seat straight below it, as a row's seat below a stage.
    static func facing(from seat: Point, to target: Point) -> Double {
        let degrees = atan2(seat.y - target.y, seat.x - target.x) * 180 / .pi - 90
        let d = degrees <= -180 ? degrees + 360 : degrees
        return Venue.exactTurn(d)
    }

    /// Seats round a table put in their order round its centre, starting at the first listed
    /// and going the way most of the listed steps go, so the lone-seat rule's neighbours are
    /// the seats beside each other at the table whatever order the source lists them in.
    static func orderRound(_ seats: inout [Venue.Seat], center: Point) {
        guard seats.count > 2 else { return }
        let angles = seats.map { atan2($0.position.y - center.y, $0.position.x - center.x) }
        func wrapped(_ a: Double) -> Double { let r = a.truncatingRemainder(dividingBy: 2 * .pi); return r < 0 ? r + 2 * .pi : r }
        var turning = 0.0
        for i in 1..<angles.count {
            let step = wrapped(angles[i] - angles[i - 1])
            turning += step > .pi ? step - 2 * .pi : step
        }
        let way = turning < 0 ? -1.0 : 1.0
        let order = seats.indices.sorted { a, b in
            let ka = wrapped(way * (angles[a] - angles[0])), kb = wrapped(way * (angles[b] - angles[0]))
            return ka != kb ? ka < kb : a < b
        }
        seats = order.map { seats[$0] }
    }

    /// A row direction fixes a seat's turn only up to a half turn: a row read right to left
    /// would have its seats face away from the stage. Each row (not at a table) whose seats face
    /// away from what it faces — its focal zone's point, else the venue's focal point, else the
    /// centre of its stage — is turned half round, so every seat's top (the side that faces the
    /// screen on a cinema page) points towards it. A row with none of these keeps its direction.
    static func faceTowardsFocus(_ venue: inout Venue) {
        let stage = venue.shapes.first(where: \.isStage).flatMap { Polygon.centroid($0.outline.polygon) }
        let zones = venue.focalZoneOfRows()
        for r in venue.rows.indices where venue.rows[r].table == nil {
            guard let target = zones[r]?.focalPoint ?? venue.focalPoint ?? stage else { continue }
            var facing = 0.0
            for s in venue.rows[r].seats {
                let t = s.rotationDegrees * .pi / 180
                facing += sin(t) * (target.x - s.position.x) - cos(t) * (target.y - s.position.y)
            }
            guard facing < 0 else { continue }
            for i in venue.rows[r].seats.indices {
                let d = venue.rows[r].seats[i].rotationDegrees + 180
                venue.rows[r].seats[i].rotationDegrees = d > 180 ? d - 360 : d
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
