import Foundation
import Testing
import SeatMapCore
import SeatMapPage
import SeatMapLayout
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput

/// The venue map's invariants, checked in code: every sample, every floor and section alone, both levels and the
/// shipped themes give none; each rule fires on a map made to break it.
@Suite struct VenueInvariantTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static func samples() throws -> [(String, Venue)] {
        let dir = root.appendingPathComponent("Samples/venues")
        var out: [(String, Venue)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).filter({ $0.hasSuffix(".json") }).sorted() {
            let venue = try VenueFile.load(path: dir.appendingPathComponent(name).path)
            out.append((name, venue))
            for f in venue.floors { out.append(("\(name) --floor \(f.id)", try #require(venue.onFloor(f.id)))) }
            for section in venue.sections { out.append(("\(name) --section \(section.id)", try #require(venue.onSection(section.id)))) }
        }
        return out
    }

    @Test func theSamplesBreakNoInvariant() throws {
        let samples = try Self.samples()
        #expect(samples.count >= 12)
        for theme in ["maoyan", "maoyan-en", "dark"] {
            for (name, venue) in samples {
                // A race track's whole map at 0.1 px/pt is wider than any picture may be: each
                // scale up to the largest that fits (the limit itself is tested below).
                let largest = PageLayout.largestPixelsPerDesignPoint(content: try VenueLayout(venue: venue).contentSize)
                for scale in Set([0.1, 0.15, 0.5, 1, 2].map { min($0, largest) }).sorted() {
                    let resolved = try VenueOutput.resolve(VenueRequest(venue: venue, theme: try Theme.load(theme), pixelsPerDesignPoint: scale))
                    let found = resolved.violations()
                    #expect(found.isEmpty, "\(name) \(theme) at --scale \(scale): \(found.prefix(3))")
                }
            }
        }
    }

    /// One limit for every picture: a venue's whole map too wide for Cairo is refused before
    /// drawing, with the largest scale that fits, which then draws.
    @Test func aWholeMapOverThePictureLimitNamesTheScaleThatFits() throws {
        let venue = try VenueFile.load(path: Self.root.appendingPathComponent("Samples/venues/racetrack.json").path)
        #expect(throws: VenuePageError.self) { try VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: 1)) }
        do {
            _ = try VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: 1))
        } catch {
            #expect("\(error)".hasPrefix("image of 72680×6621 px is too large: Cairo draws at most 32767 px per side; use a scale of at most 0.37 pixels per design point (--scale 0.37)"), "\(error)")
        }
        let fits = try VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: 0.37))
        #expect(fits.imageWidth <= PageLayout.maxImageSide && fits.imageWidth * fits.imageHeight <= PageLayout.maxImagePixels)
    }

    /// A table 238 million units across (a fuzzed seats.io chart, `Fuzz/Corpus/venue/huge-table-label.json`):
    /// drawn 300 px across, table T2's label box spans hundreds of billions of seat cells. The text-over-seat check
    /// asked every one of them (it ran for minutes); it asks only cells that hold seats, and
    /// still finds the seat under that label (the tables' seats, drawn a few pixels across).
    @Test func aLabelOverAHugeMapAsksOnlyCellsWithSeats() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Fuzz/Corpus/venue/huge-table-label.json"), encoding: .utf8)
        let venue = try SeatsIOChart.read(try JSONParser.parse(text), file: "chart.json").venue
        let layout = try VenueLayout(venue: venue)
        let side = max(layout.contentSize.width, layout.contentSize.height)
        #expect(side > 5e8)
        let resolved = try VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: min(1, 300 / side)))
        let overSeats = resolved.violations().filter { $0.rule == .textOverSeat }.map(\.message)
        #expect(overSeats.contains { $0.hasPrefix(#"table "T2": "T2" at (379150268.7, 383874263.7, 39885483.7 × 34588060.9) over seat "#) }, "\(overSeats)")
    }

    static func row(_ xs: [Double], y: Double = 0, label: String = "A") -> Venue.Row {
        Venue.Row(label: label, seats: xs.enumerated().map { i, x in Venue.Seat(seatId: "\(label)-\(i + 1)", label: "\(i + 1)", position: Point(x: x, y: y)) })
    }

    static func rules(_ venue: Venue, scale: Double = 1) throws -> [VenueViolation.Rule] {
        try VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: scale)).violations().map(\.rule)
    }

    /// The overlap check's fast path (corners once, boxes clearly apart skipped) finds exactly
    /// the pairs a test of every pair with the straightforward separating-axis test finds, on
    /// random crowded rows of turned seats.
    @Test func theOverlapCheckFindsWhatEveryPairFinds() throws {
        func straightforward(_ a: [Point], _ b: [Point]) -> Bool {
            for poly in [a, b] {
                for i in poly.indices {
                    let p = poly[i], q = poly[(i + 1) % poly.count]
                    let n = Point(x: q.y - p.y, y: p.x - q.x)
                    let pa = a.map { $0.x * n.x + $0.y * n.y }, pb = b.map { $0.x * n.x + $0.y * n.y }
                    if pa.max()! <= pb.min()! || pb.max()! <= pa.min()! { return false }
                }
            }
            return true
        }
        var rng = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let seats = (0..<60).map { i in
                Venue.Seat(seatId: "A-\(i + 1)", label: "\(i + 1)", position: Point(x: Double.random(in: 0...400, using: &rng), y: Double.random(in: 0...120, using: &rng)),
                           rotationDegrees: [0, 90, 45, Double.random(in: -180...180, using: &rng)].randomElement(using: &rng)!)
            }
            let resolved = try VenueOutput.resolve(VenueRequest(venue: Venue(rows: [Venue.Row(label: "A", seats: seats)], seatPitch: 44), pixelsPerDesignPoint: 1))
            let found = Set(resolved.violations().filter { $0.rule == .seatsOverlap }.map(\.message))
            var expected = Set<String>()
            let drawn = resolved.seats
            for i in drawn.indices {
                for j in drawn.indices where j > i {
                    func shrunk(_ p: SeatPlacement) -> SeatPlacement { SeatPlacement(center: p.center, size: Size(width: p.size.width - 0.5, height: p.size.height - 0.5), rotationDegrees: p.rotationDegrees) }
                    let a = shrunk(drawn[i].placement), b = shrunk(drawn[j].placement)
                    guard straightforward(a.corners, b.corners) else { continue }
                    let f = drawn[i].placement.boundingBox
                    func n(_ v: Double) -> String { NumberText.rounded(v, places: 1) }
                    expected.insert("seats \(drawn[i].node.seatId) and \(drawn[j].node.seatId) at (\(n(f.minX)), \(n(f.minY)), \(n(f.width)) × \(n(f.height)))")
                }
            }
            #expect(!expected.isEmpty, "60 seats in 400 × 120 points overlap somewhere")
            #expect(found == expected, "round \(round): \(found.symmetricDifference(expected).prefix(4))")
        }
    }

    @Test func eachRuleFiresOnAMapMadeToBreakIt() throws {
        // Seats 10 and 34 units apart in a row whose pitch is 44 (36-pt seats): the third sits on both neighbours (the map starts at the 40-pt insets).
        let overlapping = try VenueOutput.resolve(VenueRequest(venue: Venue(rows: [Self.row([0, 44, 54, 88])], seatPitch: 44), pixelsPerDesignPoint: 1))
        #expect(overlapping.violations().map(\.description) == ["seatsOverlap: seats A-2 and A-3 at (84, 40, 36 × 36)", "seatsOverlap: seats A-3 and A-4 at (94, 40, 36 × 36)"],
                "\(overlapping.violations())")
        // A text on a seat, and two texts on one another.
        var v = Venue(rows: [Self.row([0, 44, 88]), Self.row([0, 44, 88], y: 88, label: "B")], seatPitch: 44)
        v.texts = [Venue.Text(text: "出口", position: Point(x: 44, y: 0))]
        #expect(try Self.rules(v) == [.textOverSeat])
        v.texts = [Venue.Text(text: "出口", position: Point(x: 44, y: 44)), Venue.Text(text: "入口", position: Point(x: 50, y: 46))]
        #expect(try Self.rules(v) == [.textsOverlap])
        // A text at the map's edge is moved inside it, and said; one wider than the map cannot
        // be, and runs off it.
        v.texts = [Venue.Text(text: "Emergency exit", position: Point(x: -20, y: 44))]
        #expect(try Self.rules(v) == [])
        let moved = try VenueOutput.resolve(VenueRequest(venue: v, pixelsPerDesignPoint: 1))
        #expect(moved.texts[0].startX >= 0 && moved.warnings.contains { $0.hasPrefix("text \"Emergency exit\": moved ") && $0.hasSuffix(" pt inside the map (it reached past the map's edge)") },
                "\(moved.warnings)")
        v.texts = [Venue.Text(text: "Emergency exit to the car park, the taxi rank and the bus stops", position: Point(x: -20, y: 44))]
        #expect(try Self.rules(v) == [.textOffMap])
        // Render says each one: the warnings carry them.
        let resolved = try VenueOutput.resolve(VenueRequest(venue: v, pixelsPerDesignPoint: 1))
        #expect(resolved.warnings.contains { $0.hasPrefix("map: textOffMap: text: \"Emergency exit to the car park, the taxi rank and the bus stops\" at (") }, "\(resolved.warnings)")
    }

    /// A venue of tables only reads its pitch from the chords between chairs (85 % of the most
    /// common): chairs turned to their table then stand apart at tables of 3 to 30, where at the
    /// chord itself (`seatPitch` = chord) they overlap at their inner corners.
    @Test func chairsAtTablesOfAnySizeStandApart() throws {
        func tables(_ n: Int, radius: Double) -> Venue {
            let rows = (0..<2).map { t in
                let center = Point(x: Double(t) * radius * 4, y: 0)
                let seats = (0..<n).map { i -> Venue.Seat in
                    let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(n)
                    var s = Venue.Seat(seatId: "T\(t + 1)-\(i + 1)", label: "\(i + 1)",
                                       position: Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
                    s.rotationDegrees = a * 180 / .pi - 90
                    return s
                }
                return Venue.Row(label: "T\(t + 1)", seats: seats,
                                 table: Venue.Table(outline: .ellipse(center: center, radiusX: radius * 0.6, radiusY: radius * 0.6, rotationDegrees: 0)))
            }
            return Venue(rows: rows)
        }
        for n in [3, 4, 5, 6, 8, 10, 12, 20, 30] {
            #expect(try Self.rules(tables(n, radius: 30)) == [], "\(n) a table")
        }
        var atChord = tables(10, radius: 30)
        atChord.seatPitch = 2 * 30 * sin(Double.pi / 10)
        #expect(try Self.rules(atChord).contains(.seatsOverlap))
    }

    /// A label that does not fit its outline gives way and says so, instead of running out.
    @Test func labelsShrinkThenGiveWayInsideTheirOutline() throws {
        let banquet = try VenueFile.load(path: Self.root.appendingPathComponent("Samples/venues/banquet.json").path)
        let small = try VenueOutput.resolve(VenueRequest(venue: banquet, pixelsPerDesignPoint: 0.1))
        #expect(small.violations().isEmpty)
        #expect(small.warnings.contains("table \"1桌\": no room for its label inside it at --scale 0.1; drawn without it"), "\(small.warnings)")
        let tables = small.regions.filter { $0.kind == .table }
        #expect(tables.count == 12 && tables.allSatisfy(\.texts.isEmpty))
        // At 1 px a point every table is labelled, inside its round outline.
        let large = try VenueOutput.resolve(VenueRequest(venue: banquet, pixelsPerDesignPoint: 1))
        #expect(large.regions.filter { $0.kind == .table }.allSatisfy { $0.texts.count == 1 })
        #expect(large.violations().isEmpty && !large.warnings.contains { $0.contains("no room") })
    }
}
