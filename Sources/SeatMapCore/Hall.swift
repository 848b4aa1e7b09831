public struct Movie: Sendable, Hashable {
    public var id: String
    public var title: String
    public init(id: String, title: String) { self.id = id; self.title = title }
}

/// The auditorium (影厅) a showtime plays in.
public struct HallInfo: Sendable, Hashable {
    public var id: String
    public var name: String
    public init(id: String, name: String) { self.id = id; self.name = name }
}

public struct Showtime: Sendable, Hashable {
    public var id: String
    /// ISO 8601 with offset, as written in the file ("2026-11-29T19:30:00+08:00").
    public var startsAt: String
    public var hall: HallInfo
    /// Lowest ticket price of this showtime in fen, when the file gives one (shown on its chip).
    public var priceFen: Int?
    /// A short tag such as "国语 IMAX 3D", when the file gives one.
    public var tag: String?

    public init(id: String, startsAt: String, hall: HallInfo, priceFen: Int? = nil, tag: String? = nil) {
        self.id = id
        self.startsAt = startsAt
        self.hall = hall
        self.priceFen = priceFen
        self.tag = tag
    }

    /// "19:30", read from `startsAt` without any time-zone conversion (the cinema's local time).
    public var clockTime: String {
        let s = Array(startsAt)
        guard let t = s.firstIndex(of: "T"), s.count >= t + 6 else { return startsAt }
        return String(s[(t + 1)...(t + 5)])
    }
}

/// A validated hall file: one showtime's seat matrix and what the page shows around it.
///
/// Invariants (checked by `HallFile.decode`, asserted in debug builds): seat ids are unique and
/// non-empty for every non-aisle slot; there is at least one seat; prices are non-negative.
public struct Hall: Sendable {
    public var movie: Movie
    public var showtime: Showtime
    /// Cinema name for the navigation title, when the file gives one.
    public var cinemaName: String?
    /// Most seats one order may hold (the seed's `maxSeats`; 6 when the file omits it).
    public var maxSeats: Int
    /// The seed's `matrix: [[Seat]]`; rows may differ in length.
    public let rows: [[Seat]]
    /// The day's showtimes for the chip strip; contains at least `showtime`.
    public var showtimes: [Showtime]

    private let indexById: [String: GridIndex]
    private let partners: [GridIndex: GridIndex]

    public init(movie: Movie, showtime: Showtime, cinemaName: String? = nil, maxSeats: Int = 6,
                rows: [[Seat]], showtimes: [Showtime] = []) {
        self.movie = movie
        self.showtime = showtime
        self.cinemaName = cinemaName
        self.maxSeats = maxSeats
        self.rows = rows
        self.showtimes = showtimes.contains(where: { $0.id == showtime.id }) ? showtimes : [showtime] + showtimes
        var index: [String: GridIndex] = [:]
        index.reserveCapacity(rows.reduce(0) { $0 + $1.count })
        for (r, row) in rows.enumerated() {
            for (c, seat) in row.enumerated() where !seat.isAisle {
                assert(index[seat.seatId] == nil, "duplicate seat id \(seat.seatId)")
                index[seat.seatId] = GridIndex(row: r, col: c)
            }
        }
        indexById = index
        partners = Hall.pairCoupleSeats(rows)
    }

    public subscript(index: GridIndex) -> Seat { rows[index.row][index.col] }

    /// The seat at a grid slot, or nil when the slot is outside the matrix.
    public func seat(at index: GridIndex) -> Seat? {
        guard rows.indices.contains(index.row), rows[index.row].indices.contains(index.col) else { return nil }
        return rows[index.row][index.col]
    }

    public func index(of seatId: String) -> GridIndex? { indexById[seatId] }

    public func seat(id: String) -> Seat? { indexById[id].map { self[$0] } }

    /// Number of non-aisle seats.
    public var seatCount: Int { indexById.count }

    /// Longest row, in grid slots.
    public var columnCount: Int { rows.map(\.count).max() ?? 0 }

    /// Every non-aisle seat with its grid index, in row-major order.
    public var allSeats: [(index: GridIndex, seat: Seat)] {
        var out: [(index: GridIndex, seat: Seat)] = []
        out.reserveCapacity(indexById.count)
        for (r, row) in rows.enumerated() {
            for (c, seat) in row.enumerated() where !seat.isAisle { out.append((GridIndex(row: r, col: c), seat)) }
        }
        return out
    }

    /// The other half of a couple sofa, or nil for single seats (including an odd last couple seat).
    public func couplePartner(of index: GridIndex) -> GridIndex? { partners[index] }

    /// Pairs couple seats per DESIGN.md: in each run of consecutive zone-3 seats of a row (no aisle
    /// between them), seats pair from the left; an odd last one stays single.
    static func pairCoupleSeats(_ rows: [[Seat]]) -> [GridIndex: GridIndex] {
        var result: [GridIndex: GridIndex] = [:]
        for (r, row) in rows.enumerated() {
            var c = 0
            while c < row.count {
                guard row[c].zone == .couple, !row[c].isAisle else { c += 1; continue }
                var end = c
                while end + 1 < row.count, row[end + 1].zone == .couple, !row[end + 1].isAisle { end += 1 }
                var left = c
                while left + 1 <= end {
                    let a = GridIndex(row: r, col: left), b = GridIndex(row: r, col: left + 1)
                    result[a] = b
                    result[b] = a
                    left += 2
                }
                c = end + 1
            }
        }
        return result
    }
}
