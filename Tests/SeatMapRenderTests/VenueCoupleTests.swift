import Testing
import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput

/// Couple sofas on a venue (a seat's `pair`): two halves of one state are one shape turned to
/// their row, drawn by the left half; halves in different states are two couple seats; both
/// halves are on the map for hits, audits and the layout.
@Suite struct VenueCoupleTests {
    /// A row turned 20°, six seats 44 apart: 1–2 and 3–4 are sofas, 4 sold (its sofa split),
    /// 5 and 6 single.
    static func venue() -> Venue {
        let t = 20 * Double.pi / 180
        var seats = (0..<6).map { i in
            Venue.Seat(seatId: "A-\(i + 1)", label: "\(i + 1)", position: Point(x: 100 + 44 * Double(i) * cos(t), y: 100 + 44 * Double(i) * sin(t)),
                       rotationDegrees: 20)
        }
        seats[0].pair = .left
        seats[1].pair = .right
        seats[2].pair = .left
        seats[3].pair = .right
        seats[3].status = .sold
        return Venue(name: "Sofas", rows: [Venue.Row(label: "A", seats: seats)], seatPitch: 44)
    }

    @Test func aSofaIsOneShapeTurnedWithItsRow() throws {
        let r = try VenueRenderTests.resolve(Self.venue(), ppd: 2)
        #expect(r.seats.map(\.node.halves) == [2, 0, 1, 1, 1, 1])
        #expect(r.seats.map(\.node.zone) == [.couple, .couple, .couple, .couple, .normal, .normal])
        #expect(r.seats.allSatisfy(\.isShown) && r.seats.map(\.node.isPainted) == [true, false, true, true, true, true])
        #expect(r.violations().isEmpty, "\(r.violations())")
        // The sofa: both seats and the 44-pt step between their centres long, centred between them, turned with them.
        let a = r.seats[0].placement.center, b = r.seats[1].placement.center
        let f = try #require(r.seats[0].node.drawnFrame)
        #expect(abs(f.width - 80) < 1e-9 && abs(f.height - 36) < 1e-9)
        #expect(abs(f.midX - (a.x + b.x) / 2) < 1e-9 && abs(f.midY - (a.y + b.y) / 2) < 1e-9)
        #expect(abs(r.seats[0].rotationDegrees - 20) < 1e-9)

        // Pixels: between the halves of the sofa is the sofa; between the halves of the split
        // sofa, and between two single seats, is the page.
        let image = try VenueOutput.image(r)
        let page = r.theme.background.over(.white)
        func between(_ i: Int, _ j: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let p = r.seats[i].placement.center, q = r.seats[j].placement.center
            return image[Int(((p.x + q.x) / 2 * 2).rounded(.down)), Int(((p.y + q.y) / 2 * 2).rounded(.down))]
        }
        #expect(!VenueRenderTests.near(between(0, 1), page, 6), "\(between(0, 1))")
        #expect(VenueRenderTests.near(between(2, 3), page, 6), "\(between(2, 3))")
        #expect(VenueRenderTests.near(between(4, 5), page, 6), "\(between(4, 5))")

        // Each half hit-tests to itself at its centre, the right half too (drawn by its left).
        let index = r.hitIndex()
        for (i, item) in r.seats.enumerated() {
            guard case .seat(let hit) = r.hit(item.placement.center, index: index) else { Issue.record("\(item.node.seatId) not hit"); continue }
            #expect(hit == i, "\(item.node.seatId)")
        }
    }

    /// A sofa with one half chosen is drawn as two seats, as on a grid hall; chosen whole, as one.
    @Test func aSofaFollowsItsHalvesStates() throws {
        let one = try VenueRenderTests.resolve(Self.venue(), ppd: 1, selected: ["A-1"])
        #expect(one.seats.prefix(2).map(\.node.halves) == [1, 1])
        let both = try VenueRenderTests.resolve(Self.venue(), ppd: 1, selected: ["A-1", "A-2"])
        #expect(both.seats.prefix(2).map(\.node.halves) == [2, 0] && both.seats[0].node.state == .selected)
    }

    /// The file keeps a seat's `pair`; a half without its other half beside it is refused at
    /// its `pair`.
    @Test func halvesThatDoNotPairAreRefusedAtTheirPlace() throws {
        let text = try VenueFile.text(Self.venue())
        #expect(text.contains(#""pair": "L""#) && text.contains(#""pair": "R""#))
        let back = try VenueFile.read(JSONParser.parse(text), file: "v.json")
        #expect(back.rows == Self.venue().rows)
        func error(_ change: (inout Venue) -> Void) throws -> String {
            var v = Self.venue()
            change(&v)
            do { _ = try VenueFile.read(JSONParser.parse(try VenueFile.text(v)), file: "v.json"); return "read" } catch { return "\(error)" }
        }
        #expect(try error { $0.rows[0].seats[1].pair = nil }.hasSuffix(#"rows[0].seats[0].pair: seat "A-1" is half of a couple sofa but the seat after it in its row is not its right half ("pair": "R")"#))
        #expect(try error { $0.rows[0].seats[4].pair = .right }.hasSuffix(#"rows[0].seats[4].pair: seat "A-5" is half of a couple sofa but the seat before it in its row is not its left half ("pair": "L")"#))
        #expect(try error { $0.rows[0].seats[1].position.x += 40 }
                    .hasSuffix(#"rows[0].seats[0].pair: the couple sofa "A-1" + "A-2" stands further apart than a gap in a row (1.5 seat pitches); a sofa's halves sit side by side"#))
        #expect(try error { $0.rows[0].table = Venue.Table(outline: .ellipse(center: Point(x: 200, y: 200), radiusX: 10, radiusY: 10, rotationDegrees: 0)) }
                    .hasSuffix(#"seat "A-1" is half of a couple sofa but it is at a table (a table's seats pair no sofas)"#))
        #expect(throws: (any Error).self) {
            try VenueFile.read(JSONParser.parse(text.replacingOccurrences(of: #""pair": "L""#, with: #""pair": "left""#)), file: "v.json")
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
