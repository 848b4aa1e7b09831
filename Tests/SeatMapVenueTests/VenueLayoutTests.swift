import Testing
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapVenue

/// Source coordinates onto the design grid: one scale so that neighbouring seats sit 44 pt
/// apart, turned seats hit-tested by their shape, and every refusal named.
@Suite struct VenueLayoutTests {
    static func row(_ label: String, y: Double, xs: [Double], rotation: Double = 0, section: String? = nil) -> Venue.Row {
        Venue.Row(label: label, sectionId: section, seats: xs.enumerated().map {
            Venue.Seat(seatId: "\(label)-\($0.offset + 1)", label: "\($0.offset + 1)", position: Point(x: $0.element, y: y), rotationDegrees: rotation)
        })
    }

    @Test func neighboursSit44PointsApartAndTheMapIsASimilarityOfTheSource() throws {
        // seats.io's sample: chairs 20 units apart; an aisle of 40 in one row.
        let venue = Venue(rows: [Self.row("A", y: 99.56, xs: [151.94, 171.94, 191.94, 231.94, 251.94]),
                                 Self.row("B", y: 129.56, xs: [151.94, 171.94, 191.94])])
        let l = try VenueLayout(venue: venue)
        #expect(abs(l.scale - 2.2) < 1e-12)
        let c = l.placements.map(\.center)
        #expect(abs(c[1].x - c[0].x - 44) < 1e-9 && abs(c[3].x - c[2].x - 88) < 1e-9)
        // Rows keep their source spacing, scaled the same: 30 units are 66 pt.
        #expect(abs(c[5].y - c[0].y - 66) < 1e-9)
        // The map starts at the insets.
        #expect(l.placements[0].frame.minX == 40 && l.placements[0].frame.minY == 40)
        #expect(l.designPoint(fromSource: Point(x: 151.94, y: 99.56)) == c[0])
    }

    @Test func aTurnedSeatIsHitOnItsShapeNotItsBoundingBox() throws {
        let venue = Venue(rows: [Self.row("A", y: 0, xs: [0, 20, 40], rotation: 45)])
        let l = try VenueLayout(venue: venue)
        let index = VenueHitIndex(l)
        let p = l.placements[1]
        #expect(index.seat(at: p.center) == 1)
        let box = p.boundingBox
        #expect(abs(box.width - 36 * 2.squareRoot()) < 1e-9)
        // A corner of the bounding box lies outside the turned square.
        #expect(!p.contains(Point(x: box.minX + 1, y: box.minY + 1)))
        #expect(index.seat(at: Point(x: box.minX + 1, y: box.minY + 1)) == nil)
        // Just inside the turned square's top corner.
        #expect(index.seat(at: Point(x: p.center.x, y: box.minY + 0.5)) == 1)
    }

    @Test func aQuarterTurnIsExactlyUpright() {
        let p = SeatPlacement(center: Point(x: 100, y: 100), size: Size(width: 36, height: 20), rotationDegrees: 90)
        #expect(p.boundingBox == Rect(x: 90, y: 82, width: 20, height: 36))
        #expect(p.contains(Point(x: 90, y: 82)) && !p.contains(Point(x: 110, y: 100)))
    }

    @Test func thePitchIsTheCommonestNeighbourDistance() {
        let rows = [Self.row("A", y: 0, xs: [0, 20, 40, 80, 100, 120]), Self.row("B", y: 30, xs: [0, 20.01, 40, 47])]
        #expect(VenueLayout.commonNeighbourDistance(rows) == 20)
        #expect(VenueLayout.commonNeighbourDistance([Self.row("A", y: 0, xs: [5])]) == nil)
    }

    @Test func aVenueWithoutSpacingSaysHowItIsDrawn() throws {
        let l = try VenueLayout(venue: Venue(rows: [Self.row("A", y: 0, xs: [0]), Self.row("B", y: 50, xs: [10])]))
        #expect(l.scale == 1)
        #expect(l.warnings == ["no row has two seats apart, so the seat spacing cannot be read: drawn at 1 design point per source unit"])
    }

    @Test func everyRefusalIsNamed() {
        #expect(throws: VenueError.noSeats) { try VenueLayout(venue: Venue(rows: [])) }
        let dup = Venue(rows: [Self.row("A", y: 0, xs: [0, 20]), Venue.Row(label: "B", seats: [Venue.Seat(seatId: "A-1", label: "1", position: Point(x: 0, y: 30))])])
        #expect(throws: VenueError.duplicateSeatId("A-1")) { try VenueLayout(venue: dup) }
        let nan = Venue(rows: [Venue.Row(label: "A", seats: [Venue.Seat(seatId: "x", label: "1", position: Point(x: .nan, y: 0))])])
        #expect(throws: VenueError.nonFinite(seatId: "x", what: "position")) { try VenueLayout(venue: nan) }
        #expect(throws: VenueError.unknownSection(row: "A", section: "S9")) { try VenueLayout(venue: Venue(rows: [Self.row("A", y: 0, xs: [0, 20], section: "S9")])) }
        #expect(throws: VenueError.badPitch(0)) { try VenueLayout(venue: Venue(rows: [Self.row("A", y: 0, xs: [0, 20])], seatPitch: 0)) }
        #expect(VenueError.duplicateSeatId("A-1").description == "seat id \"A-1\" is used twice; every seat needs its own")
        // Absurd sizes are refused, never laid out as infinities.
        let far = Venue(rows: [Venue.Row(label: "A", seats: [Venue.Seat(seatId: "x", label: "1", position: Point(x: 1e308, y: 0))])])
        #expect(throws: VenueError.outOfRange(seatId: "x")) { try VenueLayout(venue: far) }
        #expect(VenueError.outOfRange(seatId: "x").description == "seat \"x\": its position is beyond ±1000000000 source units")
        // An outline or text out there is refused too, naming it, never left off the map in silence.
        var area = Venue(rows: [Self.row("A", y: 0, xs: [0, 20])])
        area.areas = [Venue.Area(id: "g", label: "Floor", outline: .rectangle(center: Point(x: 1e300, y: 0), width: 10, height: 10, rotationDegrees: 0), capacity: 5)]
        #expect(throws: VenueError.outlineOutOfRange(element: "area \"g\"")) { try VenueLayout(venue: area) }
        var table = Venue(rows: [Venue.Row(label: "T1", seats: Self.row("A", y: 0, xs: [0, 20, 40]).seats,
                                           table: Venue.Table(outline: .ellipse(center: Point(x: 20, y: 10), radiusX: 1e308, radiusY: 1e308, rotationDegrees: 0)))])
        #expect(throws: VenueError.outlineOutOfRange(element: "the table of row \"T1\"")) { try VenueLayout(venue: table) }
        table.rows[0].table = nil
        table.texts = [Venue.Text(text: "EXIT", position: Point(x: 0, y: -2e9))]
        #expect(throws: VenueError.outlineOutOfRange(element: "text \"EXIT\"")) { try VenueLayout(venue: table) }
        #expect(VenueError.outlineOutOfRange(element: "text \"EXIT\"").description
                == "text \"EXIT\": its outline reaches beyond ±1000000000 source units (or is not a finite number)")
        let tiny = Venue(rows: [Self.row("A", y: 0, xs: [0, 20])], seatPitch: Double.leastNonzeroMagnitude)
        #expect { try VenueLayout(venue: tiny) } throws: { ($0 as? VenueError).map { if case .tooLarge = $0 { true } else { false } } ?? false }
    }

    @Test func theIndexAgreesWithEverySeatOnALargeTurnedVenue() throws {
        // 40 rows of 250 seats on arcs around a stage, each seat turned to face it.
        var rows: [Venue.Row] = []
        for r in 0..<40 {
            let radius = 300.0 + Double(r) * 24
            var seats: [Venue.Seat] = []
            for s in 0..<250 {
                let a = (-60.0 + 120.0 * Double(s) / 249.0) * .pi / 180
                seats.append(Venue.Seat(seatId: "\(r)-\(s)", label: "\(s + 1)", position: Point(x: radius * sin(a), y: radius * cos(a)),
                                        rotationDegrees: -a * 180 / .pi))
            }
            rows.append(Venue.Row(label: "\(r + 1)", seats: seats))
        }
        let l = try VenueLayout(venue: Venue(rows: rows))
        let index = VenueHitIndex(l)
        var rng = SeededRandom(seed: 5)
        for (i, p) in l.placements.enumerated() where i % 37 == 0 {
            #expect(index.seat(at: p.center) == i)
        }
        for _ in 0..<2000 {
            let q = Point(x: Double.random(in: 0...l.contentSize.width, using: &rng), y: Double.random(in: 0...l.contentSize.height, using: &rng))
            let brute = l.placements.indices.last { l.placements[$0].contains(q) }
            #expect(index.seat(at: q) == brute)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
