import SeatMapCore
import SeatMapRules

/// The selection rules of a venue (taps, the order limit, no lone seat, best-available seats),
/// by the same engine as a grid hall's: each venue row becomes one row of a rule grid, its seats
/// in the row's order, with an aisle wherever neighbours stand more than 1.5 seat pitches apart
/// (a gap in the row is a barrier, as an aisle is). A grid hall written as coordinates therefore
/// gets the grid's answers: its aisles come back as the gaps they leave.
///
/// Couple sofas (a seat's `pair`, `Venue+Couples.swift`) are the grid's: a tap takes both halves,
/// a suggestion never splits one, a sofa half empty beside a chosen one is not a lone seat.
///
/// Tables: a table sold whole (`bookAsAWhole`) is taken whole by any tap on it; otherwise its
/// seats are a circle, the last beside the first (`VenueRules+Tables.swift`): the lone-seat rule
/// and best-available blocks go round it.
public struct VenueRules: Sendable {
    public let venue: Venue
    /// The rule engine's view: one row per venue row, seats and gaps as columns; every seat's
    /// id is the venue seat's, its row label the section's and the row's (`中区 1`), its column
    /// label the seat's. A seat's price is its own `price`, else its section's, else 0 (none).
    public let hall: Hall
    /// Where the best seats are chosen around, in source units, and what it is.
    public let focus: Point
    public let focusSource: FocusSource
    /// The seats' centres in source units, by id.
    let positions: [String: Point]
    /// Each row's focal zone (its section's; `Venue+FocalZones.swift`), nil: chosen near `focus`.
    public let focalZoneOfRow: [Venue.FocalZone?]

    public enum FocusSource: String, Sendable { case focalPoint = "the venue's focal point", stage = "the stage's centre", centre = "the middle of the seats" }

    /// Neighbours further apart than this many pitches have a gap between them.
    public static let gapPitches = 1.5

    /// - Parameter pitch: the row's seat pitch in source units (`VenueLayout`'s).
    public init(venue: Venue, pitch: Double, maxSeats: Int = 6) {
        self.venue = venue
        var rows: [[Seat]] = []
        var positions: [String: Point] = [:]
        let sectionLabels = Dictionary(venue.sections.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        let sectionPrices = Dictionary(venue.sections.compactMap { s in s.priceMinorUnits.map { (s.id, $0) } }, uniquingKeysWith: { a, _ in a })
        for (r, row) in venue.rows.enumerated() {
            // Labels say the section too (an order's 中区 1排2号), as a row number repeats per section.
            let rowLabel = row.sectionId.flatMap { sectionLabels[$0] }.map { "\($0) \(row.label)" } ?? row.label
            var out: [Seat] = []
            for (i, s) in row.seats.enumerated() {
                positions[s.seatId] = s.position
                if i > 0 {
                    let p = row.seats[i - 1].position
                    let d = ((s.position.x - p.x) * (s.position.x - p.x) + (s.position.y - p.y) * (s.position.y - p.y)).squareRoot()
                    if d > Self.gapPitches * pitch {
                        out.append(Seat(seatId: "", rowNo: r + 1, colNo: out.count + 1, priceMinorUnits: 0, status: .aisle))
                    }
                }
                // A seat's own price, else its section's, else none (0: totals leave it out).
                let price = s.priceMinorUnits ?? row.sectionId.flatMap { sectionPrices[$0] } ?? 0
                // A sofa's halves are the grid's couple seats with explicit halves: the engine
                // taps, suggests and checks them as sofas (`Hall.couplePartner`).
                out.append(Seat(seatId: s.seatId, rowNo: r + 1, colNo: out.count + 1, zone: s.pair == nil ? .normal : .couple, priceMinorUnits: price,
                                status: s.status, rowLabel: rowLabel, colLabel: s.label, pair: s.pair))
            }
            rows.append(out)
        }
        hall = Hall(cinemaName: venue.name, maxSeats: maxSeats, rows: rows, appliesZoneOffset: false)
        self.positions = positions
        focalZoneOfRow = venue.focalZoneOfRows()
        if let f = venue.focalPoint {
            (focus, focusSource) = (f, .focalPoint)
        } else if let stage = venue.shapes.first(where: \.isStage).flatMap({ Polygon.centroid($0.outline.polygon) }) {
            (focus, focusSource) = (stage, .stage)
        } else {
            let all = venue.allSeats.map(\.position)
            let xs = all.map(\.x), ys = all.map(\.y)
            focus = Point(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
            focusSource = .centre
        }
    }

    /// The rules for a laid-out venue, at its pitch, measured on the venue as given: a floor
    /// drawn lower in the all-floors view is not further from its stage.
    public init(_ layout: VenueLayout, maxSeats: Int = 6) {
        self.init(venue: layout.sourceVenue, pitch: layout.metrics.columnPitch / layout.scale, maxSeats: maxSeats)
    }

    /// A selection made of `ids` in tap order, each tap checked (unknown seat, not available,
    /// the limit); a tap on a seat of a table sold whole takes the whole table.
    public func select(_ ids: [String]) -> Result<[String], RuleError> {
        var selection = SeatSelection(hall: hall)
        if case .failure(let e) = tap(ids, into: &selection) { return .failure(e) }
        let lone = loneSeats(selection)
        guard lone.isEmpty else { return .failure(.leavesLoneSeats(lone)) }
        return .success(selection.selected.map { hall[$0].seatId })
    }

    /// The seat itself, or every seat of its table when the table is sold whole.
    func wholeTable(of id: String) -> [String] {
        guard let i = hall.index(of: id), let table = venue.rows[i.row].table, table.bookAsAWhole else { return [id] }
        return venue.rows[i.row].seats.map(\.seatId)
    }

    /// The sort key of a block; smaller is better.
    public struct Rank: Sendable, Comparable {
        public var leavesLoneSeat: Int
        /// From the block's middle to the focus, source units.
        public var distance: Double
        public var row: Int
        public var start: Int
        public static func < (a: Rank, b: Rank) -> Bool { (a.leavesLoneSeat, a.distance, a.row, a.start) < (b.leavesLoneSeat, b.distance, b.row, b.start) }
    }

    /// The point a row's seats are chosen nearest: its focal zone's, else the venue's focus.
    public func focus(ofRow r: Int) -> Point { focalZoneOfRow[r]?.focalPoint ?? focus }

    /// What the seats chosen in `zone` (nil: anywhere) were chosen nearest, in words.
    public func nearest(zone: String?) -> String {
        if let zone, let z = venue.focalZones.first(where: { $0.id == zone }) { return "the focal point of zone \(z.label)" }
        guard focalZoneOfRow.contains(where: { $0 != nil }) else { return focusSource.rawValue }
        return focalZoneOfRow.contains(where: { $0 == nil }) ? "each zone's focal point (outside the zones \(focusSource.rawValue))" : "each zone's focal point"
    }

    /// What a suggestion of `count` seats apart (seats.io's last step) says, in the same words
    /// from `suggest`, the page's `--suggest` and a flow's `suggest`.
    public func apartWarning(count: Int, zone: String? = nil) -> String {
        "no row\(zone == nil ? "" : " of the zone") has \(count) available seats side by side: the \(count) nearest \(nearest(zone: zone)) are suggested apart"
    }

    /// Whether row `r` may hold a suggestion in `zone` (nil: any row); `unknownFocalZone` for
    /// a zone the venue does not list.
    func rowFilter(zone: String?) -> Result<(Int) -> Bool, RuleError> {
        guard let zone else { return .success { _ in true } }
        guard venue.focalZones.contains(where: { $0.id == zone }) else {
            let ids = venue.focalZones.map(\.id)
            return .failure(.unknownFocalZone(zone, nearest: NearMiss.closest(to: zone, among: ids), known: ids))
        }
        let zones = focalZoneOfRow
        return .success { zones[$0]?.id == zone }
    }

    /// The best `count` seats side by side in one row, as seats.io's best-available: blocks
    /// that leave no lone seat first, then the block whose middle is nearest its row's focus
    /// (its focal zone's point, else the venue's; then the earlier row, then the earlier seat).
    /// `zone` keeps to the sections of one focal zone, as seats.io's `zone`. Tables sold whole
    /// are left out.
    public func suggest(count: Int, zone: String? = nil) -> Result<[String], RuleError> {
        guard count >= 1 else { return .failure(.invalidCount(count)) }
        guard count <= hall.maxSeats else { return .failure(.exceedsLimit(count: count, limit: hall.maxSeats)) }
        let inZone: (Int) -> Bool
        switch rowFilter(zone: zone) {
        case .success(let f): inZone = f
        case .failure(let e): return .failure(e)
        }
        var best: (Rank, [String])?
        for r in hall.rows.indices where venue.rows[r].table?.bookAsAWhole != true && inZone(r) {
            let focus = focus(ofRow: r)
            // Round a table a block may pass its last seat on to its first.
            let round = isRoundTable(r)
            let blocks = round ? tableBlocks(row: r, count: count) : SeatSelection.contiguousBlocks(in: hall, row: r, count: count).map(Array.init)
            for block in blocks {
                let chosen = Set(block.map { GridIndex(row: r, col: $0) })
                let ids = block.map { hall.rows[r][$0].seatId }
                let ps = ids.compactMap { positions[$0] }
                let mid = Point(x: ps.map(\.x).reduce(0, +) / Double(ps.count), y: ps.map(\.y).reduce(0, +) / Double(ps.count))
                let d = ((mid.x - focus.x) * (mid.x - focus.x) + (mid.y - focus.y) * (mid.y - focus.y)).squareRoot()
                let lone = round ? tableOrphans(row: r, chosen: chosen) : SeatSelection.orphans(in: hall, row: r, chosen: chosen)
                let rank = Rank(leavesLoneSeat: lone.isEmpty ? 0 : 1, distance: d, row: r, start: block[0])
                if best == nil || rank < best!.0 { best = (rank, ids) }
            }
        }
        guard let (_, ids) = best else { return .failure(.noBlock(count: count)) }
        return .success(ids)
    }

    /// seats.io's best available with its last step: `suggest`'s block of seats side by side in
    /// one row when there is one (`nextToEachOther` true); else the `count` available seats
    /// nearest their rows' focus, apart (`nextToEachOther` false, as seats.io answers; never a silent
    /// stand-in for a block). Tables sold whole are left out; `noBlock` when fewer seats than
    /// `count` are available.
    public func bestAvailable(count: Int, zone: String? = nil) -> Result<(ids: [String], nextToEachOther: Bool), RuleError> {
        switch suggest(count: count, zone: zone) {
        case .success(let ids): return .success((ids, true))
        case .failure(.noBlock):
            guard case .success(let inZone) = rowFilter(zone: zone) else { return .failure(.noBlock(count: count)) }
            var free: [(d: Double, order: Int, id: String)] = []
            var k = 0
            for (r, row) in venue.rows.enumerated() where row.table?.bookAsAWhole != true {
                let focus = focus(ofRow: r)
                for seat in row.seats {
                    defer { k += 1 }
                    guard seat.status == .available, inZone(r) else { continue }
                    let dx = seat.position.x - focus.x, dy = seat.position.y - focus.y
                    free.append(((dx * dx + dy * dy).squareRoot(), k, seat.seatId))
                }
            }
            guard free.count >= count else { return .failure(.noBlock(count: count)) }
            // Nearest first; equal distances in the venue's order, so the answer is one.
            let chosen = free.sorted { ($0.d, $0.order) < ($1.d, $1.order) }.prefix(count).map(\.id)
            return .success((Array(chosen), false))
        case .failure(let e): return .failure(e)
        }
    }
}
