import SeatMapCore

/// Every seat of a venue placed on the seed's design grid: the source's coordinates scaled so
/// that neighbouring seats of a row sit one column pitch apart centre to centre (44 pt: the 36-pt
/// seat and the 8-pt gap), then moved so the map starts at the insets. One scale for both axes:
/// seat positions are a similarity transform of the source's (`designPoint(fromSource:)`; on a
/// venue of several floors, of each floor's).
public struct VenueLayout: Sendable {
    /// The venue as laid out: a venue of several floors in its all-floors view (each floor moved
    /// down under the one above, `Venue.stackingFloors`), else as given.
    public let venue: Venue
    /// The venue as given, every floor at its own coordinates: what the rules measure (a floor
    /// is moved down only to be drawn under the one above; its seats still look at the stage
    /// they look at in the source).
    public let sourceVenue: Venue
    /// How far each floor was moved down in the all-floors view, in source units (a seat on
    /// floor `f` is at `design = (source + (0, offset_f)) × scale + translation`).
    public let floorOffsets: [String: Double]
    public let metrics: SeatMetrics
    /// Design points per source unit.
    public let scale: Double
    /// Added after scaling: `design = source × scale + translation`.
    public let translation: Point
    /// Every seat's placement, in `venue.allSeats` order (drawing order: later on top).
    public let placements: [SeatPlacement]
    /// Width and height of the whole map in design points, insets included.
    public let contentSize: Size
    /// What the layout could not take from the venue and decided itself (said, never silent).
    public let warnings: [String]

    public init(venue: Venue, metrics: SeatMetrics = SeatMetrics()) throws(VenueError) {
        let seats = venue.allSeats
        // A venue sold by areas only (an expo of booths, a standing floor) has no seats, but
        // something to sell it must have.
        guard !seats.isEmpty || !venue.areas.isEmpty else { throw .noSeats }
        var ids = Set<String>()
        for s in seats {
            guard ids.insert(s.seatId).inserted else { throw .duplicateSeatId(s.seatId) }
            guard s.position.isFinite else { throw .nonFinite(seatId: s.seatId, what: "position") }
            guard Self.holds(s.position) else { throw .outOfRange(seatId: s.seatId) }
            guard s.rotationDegrees.isFinite else { throw .nonFinite(seatId: s.seatId, what: "rotation") }
        }
        try venue.checkFloors()
        try venue.checkFocalZones()
        // An outline or text beyond the coordinates a venue may hold would be left off the map in
        // silence (a seats.io table at 1e300): refused, as a seat there is.
        if let far = Self.firstOutOfRange(venue) { throw .outlineOutOfRange(element: far.name) }
        let sectionIds = Set(venue.sections.map(\.id))
        for r in venue.rows { if let s = r.sectionId, !sectionIds.contains(s) { throw .unknownSection(row: r.label, section: s) } }
        var warnings: [String] = []
        let pitch: Double
        if let given = venue.seatPitch {
            guard given.isFinite, given > 0 else { throw .badPitch(given) }
            pitch = given
        } else if let read = Self.commonNeighbourDistance(venue.rows.filter { $0.table == nil }) {
            pitch = read
        } else if let chord = Self.commonNeighbourDistance(venue.rows.filter { $0.table != nil }) {
            pitch = Self.tableChordShare * chord
        } else {
            pitch = metrics.columnPitch
            warnings.append("no row has two seats apart, so the seat spacing cannot be read: drawn at 1 design point per source unit")
        }
        try venue.checkCouples(pitch: pitch, gapPitches: VenueRules.gapPitches)
        let scale = metrics.columnPitch / pitch
        let sourceVenue = venue
        let (venue, offsets) = venue.stackingFloors(pitch: pitch)
        if venue.floors.count >= 2 {
            // The labels are listed up to a few: a venue of thousands of floors gives one short line.
            let shown = venue.floors.prefix(8).map(\.label).joined(separator: ", ") + (venue.floors.count > 8 ? ", … \(venue.floors.count - 8) more" : "")
            warnings.append("the venue has \(venue.floors.count) floors (\(shown)): drawn one above the other, "
                            + "each under its title; --floor ID (Venue.onFloor) draws one")
        }
        let stacked = venue.allSeats
        let size = Size(width: metrics.seatWidth, height: metrics.seatHeight)
        var placed = stacked.map { SeatPlacement(center: Point(x: $0.position.x * scale, y: $0.position.y * scale), size: size, rotationDegrees: $0.rotationDegrees) }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in placed {
            let b = p.boundingBox
            minX = min(minX, b.minX); minY = min(minY, b.minY); maxX = max(maxX, b.maxX); maxY = max(maxY, b.maxY)
        }
        // The map holds everything drawn on it: the stage, sections, areas, tables and texts
        // too, not only the seats (a stage above the first row would be cut off).
        for p in Self.drawnPoints(venue) + Self.titleBands(venue, pitch: pitch) {
            let x = p.x * scale, y = p.y * scale
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
        let t = Point(x: metrics.insetLeft - minX, y: metrics.insetTop - minY)
        for i in placed.indices { placed[i].center = Point(x: placed[i].center.x + t.x, y: placed[i].center.y + t.y) }
        maxX += t.x
        maxY += t.y
        self.venue = venue
        self.sourceVenue = sourceVenue
        self.floorOffsets = offsets
        self.metrics = metrics
        self.scale = scale
        self.translation = t
        self.placements = placed
        let map = Size(width: maxX + metrics.insetRight, height: maxY + metrics.insetBottom)
        // A tiny pitch (or positions far apart) would scale the map past anything a page can
        // show or its arithmetic hold: refused, never laid out as infinities.
        guard map.width.isFinite, map.height.isFinite, map.width <= Self.maxCoordinate, map.height <= Self.maxCoordinate,
              placed.allSatisfy({ $0.center.isFinite }) else { throw .tooLarge(width: map.width, height: map.height) }
        self.contentSize = map
        self.warnings = warnings
    }

    /// A title's band, in source units: 1.5 pitches above and below its centre, so the map holds
    /// a title set large where the map is drawn small (`ResolvedVenue` caps its size to fit).
    static func titleBands(_ venue: Venue, pitch: Double) -> [Point] {
        venue.texts.filter(\.isTitle).flatMap { t in
            [Point(x: t.position.x, y: t.position.y - 1.5 * pitch), Point(x: t.position.x, y: t.position.y + 1.5 * pitch)]
        }
    }

    /// Every point of the venue's outlines and texts, in source units.
    static func drawnPoints(_ venue: Venue) -> [Point] { drawnElements(venue).flatMap(\.points) }

    /// An outline or text of the venue: as a message names it, where a venue file holds it
    /// (`list[index].member`: `areas[0].outline`, a table's `rows[3].table`, a text's
    /// `texts[1].at`), and its points in source units.
    struct DrawnElement {
        let name: String, list: String, index: Int, member: String
        let points: [Point]
    }

    /// Every drawn element, in the order the layout checks them.
    static func drawnElements(_ venue: Venue) -> [DrawnElement] {
        func q(_ s: String) -> String { MessageText.quoted(s) }
        return venue.sections.enumerated().map { DrawnElement(name: "section \(q($1.id))", list: "sections", index: $0, member: "outline", points: $1.outline) }
            + venue.areas.enumerated().map { DrawnElement(name: "area \(q($1.id))", list: "areas", index: $0, member: "outline", points: $1.outline.polygon) }
            + venue.shapes.enumerated().map { DrawnElement(name: "shape \(q($1.label))", list: "shapes", index: $0, member: "outline", points: $1.outline.polygon) }
            + venue.rows.enumerated().compactMap { i, r in
                r.table.map { DrawnElement(name: "the table of row \(q(r.label))", list: "rows", index: i, member: "table", points: $0.outline.polygon) }
            }
            + venue.texts.enumerated().map { DrawnElement(name: "text \(q($1.text))", list: "texts", index: $0, member: "at", points: [$1.position]) }
    }

    /// Whether `p` is finite and within ±`maxCoordinate`: where a seat, outline or text may stand.
    static func holds(_ p: Point) -> Bool { p.isFinite && abs(p.x) <= maxCoordinate && abs(p.y) <= maxCoordinate }

    /// The first drawn element reaching beyond the coordinates a venue may hold, if any (what
    /// the layout refuses, and where `VenueFile` locates the refusal).
    static func firstOutOfRange(_ venue: Venue) -> DrawnElement? { drawnElements(venue).first { !$0.points.allSatisfy(holds) } }

    /// The largest coordinate a venue may hold, in source units, and its map may reach, in
    /// design points: far beyond any venue (a 100,000-seat stadium is about 20,000 pt across),
    /// small enough that every product with a scale stays exact and finite.
    public static let maxCoordinate = 1_000_000_000.0

    /// A source point on the design grid.
    public func designPoint(fromSource p: Point) -> Point { Point(x: p.x * scale + translation.x, y: p.y * scale + translation.y) }

    /// A venue of tables only (no row to read the pitch from) takes 85 % of the most common
    /// chord between neighbours at a table as its pitch: at the chord itself, 36-pt chairs
    /// turned to their table overlap at their inner corners; at 85 % they stand apart round
    /// tables of 3 seats or of 30. Rows, where there are any, give the pitch; tables then keep
    /// the spacing their source gives them.
    static let tableChordShare = 0.85

    /// The most common distance between neighbouring seats of a row, in source units: the
    /// seat pitch, whatever the aisles, zone shifts or a few wider gaps between them. Distances
    /// are counted in buckets 0.2 % wide (a curved row's chords differ in the last digits); the
    /// fullest bucket wins, the shorter on a tie, and its median is the pitch. Nil when no row
    /// has two seats apart.
    static func commonNeighbourDistance(_ rows: [Venue.Row]) -> Double? {
        var buckets: [Int: [Double]] = [:]
        for row in rows {
            for (a, b) in zip(row.seats, row.seats.dropFirst()) {
                let d = ((b.position.x - a.position.x) * (b.position.x - a.position.x) + (b.position.y - a.position.y) * (b.position.y - a.position.y)).squareRoot()
                guard d > 0, d.isFinite else { continue }
                buckets[Int((log(d) * 500).rounded()), default: []].append(d)
            }
        }
        guard let best = buckets.max(by: { ($0.value.count, -$0.key) < ($1.value.count, -$1.key) }) else { return nil }
        let sorted = best.value.sorted()
        return sorted[sorted.count / 2]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
