public struct Movie: Sendable, Hashable {
    /// The source system's id, when the file gives one.
    public var id: String?
    public var title: String
    public init(id: String? = nil, title: String) { self.id = id; self.title = title }
}

/// The auditorium (影厅) a showtime plays in.
public struct HallInfo: Sendable, Hashable {
    /// The source system's id, when the file gives one.
    public var id: String?
    public var name: String
    public init(id: String? = nil, name: String) { self.id = id; self.name = name }
}

/// A showing of the movie. In a hall file every part but `id` of the current showtime is
/// optional: a seat map needs no showtime, and the page shows only what the file has.
public struct Showtime: Sendable, Hashable {
    public var id: String?
    /// ISO 8601 with offset, as written in the file ("2026-11-29T19:30:00+08:00").
    public var startsAt: String?
    public var hall: HallInfo?
    /// Lowest ticket price of this showtime in fen, when the file gives one (shown on its chip).
    public var priceMinorUnits: Int?
    /// A short tag such as "国语 IMAX 3D", when the file gives one.
    public var tag: String?

    public init(id: String? = nil, startsAt: String? = nil, hall: HallInfo? = nil, priceMinorUnits: Int? = nil, tag: String? = nil) {
        self.id = id
        self.startsAt = startsAt
        self.hall = hall
        self.priceMinorUnits = priceMinorUnits
        self.tag = tag
    }

    /// "19:30", read from `startsAt` without any time-zone conversion (the cinema's local time);
    /// empty when the showtime has no start.
    public var clockTime: String {
        guard let startsAt else { return "" }
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
    /// The movie, when the file names one (a seat map needs none).
    public var movie: Movie?
    /// The current showtime, when the file gives one.
    public var showtime: Showtime?
    /// Cinema name for the navigation title, when the file gives one.
    public var cinemaName: String?
    /// Most seats one order may hold (6 when the file omits it).
    public var maxSeats: Int
    /// The seat matrix, row index from the screen, column index from the left; rows may differ in length.
    public let rows: [[Seat]]
    /// The day's showtimes for the chip strip; contains `showtime` when there is one, and may be empty.
    public var showtimes: [Showtime]
    /// The hall's own names for its zones ("Standard", "VIP"), shown in the legend instead of the
    /// theme's; zones without one keep the theme's name. Imports fill it from the source's area names.
    public var zoneNames: [SeatZone: String] = [:]
    /// Whether the theme's zone offset shifts higher-zone seats right (the seed's rule, hall-file
    /// key `zoneOffset`, default true). Imported halls say false: the systems they come from draw
    /// every seat on its grid column, and the shift would push sofas over their neighbours.
    public var appliesZoneOffset = true
    /// The currency the prices are in (hall-file key `currency`, ISO 4217); nil for a hall that
    /// names none: yuan, written with the theme's sign and price format.
    public var currency: Currency?
    /// Whether a companion seat must be bought with the wheelchair space or accessible seat
    /// beside it (hall-file key `companionRule`, default true; a venue may turn it off).
    public var companionRule = true

    private let indexById: [String: GridIndex]
    private let partners: [GridIndex: GridIndex]

    public init(movie: Movie? = nil, showtime: Showtime? = nil, cinemaName: String? = nil, maxSeats: Int = 6,
                rows: [[Seat]], showtimes: [Showtime] = [], zoneNames: [SeatZone: String] = [:], appliesZoneOffset: Bool = true,
                currency: Currency? = nil) {
        self.movie = movie
        self.currency = currency
        self.zoneNames = zoneNames
        self.appliesZoneOffset = appliesZoneOffset
        self.showtime = showtime
        self.cinemaName = cinemaName
        self.maxSeats = maxSeats
        self.rows = rows
        // A chip shows a time, so a current showtime without one gets no chip.
        if let showtime, showtime.startsAt != nil, !showtimes.contains(where: { $0 == showtime || ($0.id != nil && $0.id == showtime.id) }) {
            self.showtimes = [showtime] + showtimes
        } else {
            self.showtimes = showtimes
        }
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

    /// The auditorium's name, when the file gives one.
    public var hallName: String? { showtime?.hall?.name }

    /// Index of the current showtime in `showtimes`, or nil when there is none.
    public var currentShowtimeIndex: Int? {
        guard let showtime else { return nil }
        return showtimes.firstIndex(where: { $0 == showtime || ($0.id != nil && $0.id == showtime.id) })
    }

    /// Whether any seat has a known price (imports without ticket prices have none: price 0
    /// means unknown, and the page then shows no price anywhere).
    public var hasPrices: Bool { allSeats.contains { $0.seat.priceMinorUnits > 0 } }

    /// Number of non-aisle seats.
    public var seatCount: Int { indexById.count }

    /// Longest row, in grid slots.
    public var columnCount: Int { rows.map(\.count).max() ?? 0 }

    /// Every non-aisle seat with its grid index, in row-major order.
    /// Every seat (not aisles) in row-major order, without building `allSeats`' array of copies
    /// (a 200,000-seat hall's is tens of megabytes).
    public func forEachSeat<E: Error>(_ body: (GridIndex, Seat) throws(E) -> Void) throws(E) {
        for r in rows.indices {
            let row = rows[r]
            for c in row.indices where !row[c].isAisle { try body(GridIndex(row: r, col: c), row[c]) }
        }
    }

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

    /// Pairs couple seats. In a row where any seat names its sofa half (`pair`), a couple seat
    /// marked L pairs with the couple seat marked R directly to its right, and nothing else pairs.
    /// Elsewhere, in each run of consecutive zone-3 seats (no aisle between them), seats pair from
    /// the left; an odd last one stays single.
    static func pairCoupleSeats(_ rows: [[Seat]]) -> [GridIndex: GridIndex] {
        var result: [GridIndex: GridIndex] = [:]
        for (r, row) in rows.enumerated() {
            if row.contains(where: { $0.pair != nil }) {
                for c in row.indices.dropLast() where row[c].isExplicitLeftHalf && row[c + 1].isExplicitRightHalf {
                    let a = GridIndex(row: r, col: c), b = GridIndex(row: r, col: c + 1)
                    result[a] = b
                    result[b] = a
                }
                continue
            }
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

extension Seat {
    var isExplicitLeftHalf: Bool { pair == .left && zone == .couple && !isAisle }
    var isExplicitRightHalf: Bool { pair == .right && zone == .couple && !isAisle }
}

extension Hall {
    /// Companion seats with no wheelchair space or accessible seat beside them in their row,
    /// while the companion rule holds: an order must include such a neighbour, so these can
    /// never be sold (`validate` warns, `audit` fails).
    public var loneCompanionSeats: [GridIndex] {
        guard companionRule else { return [] }
        return allSeats.filter { entry in
            guard entry.seat.kind == .companion else { return false }
            return ![-1, 1].contains { d in
                let k = seat(at: GridIndex(row: entry.index.row, col: entry.index.col + d))?.kind
                return k == .wheelchair || k == .accessible
            }
        }.map(\.index)
    }
}
