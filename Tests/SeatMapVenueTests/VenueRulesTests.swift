import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTestSupport
@testable import SeatMapVenue

/// A venue's selection rules: taps, the limit and the lone-seat rule along each row's order
/// (a gap in a row is a barrier), tables sold whole, best-available nearest the focus.
@Suite struct VenueRulesTests {
    /// A row of seats 20 units apart along a curve, with a gap of three pitches after `gapAfter`.
    static func row(_ label: String, _ statuses: String, y: Double, gapAfter: Int? = nil) -> Venue.Row {
        var x = 0.0
        var seats: [Venue.Seat] = []
        for (i, ch) in statuses.enumerated() {
            let status: SeatStatus = ch == "S" ? .sold : ch == "L" ? .locked : .available
            seats.append(Venue.Seat(seatId: "\(label)-\(i + 1)", label: "\(i + 1)", position: Point(x: x, y: y + x * x / 2000), status: status))
            x += gapAfter == i + 1 ? 60 : 20
        }
        return Venue.Row(label: label, seats: seats)
    }

    static func rules(_ rows: [Venue.Row], focal: Point? = nil) -> VenueRules {
        var v = Venue(rows: rows, seatPitch: 20)
        v.focalPoint = focal
        return VenueRules(venue: v, pitch: 20)
    }

    @Test func aLoneSeatAlongTheRowIsRefused() {
        let r = Self.rules([Self.row("A", "AAAAAA", y: 0)])
        // Taking seats 2 and 3 strands seat 1 against the row's end; 3 and 4 leave pairs free.
        #expect(r.select(["A-2", "A-3"]) == .failure(.leavesLoneSeats(["A-1"])))
        #expect(r.select(["A-3", "A-4"]) == .success(["A-3", "A-4"]))
        #expect(r.select(["A-2"]) == .failure(.leavesLoneSeats(["A-1"])))
    }

    @Test func aGapInTheRowIsABarrier() {
        // Seats 1–3, a gap of three pitches, seats 4–6: seat 3 is no neighbour of seat 4, so
        // taking seat 2 strands seat 3 as well as seat 1.
        let r = Self.rules([Self.row("A", "AAAAAA", y: 0, gapAfter: 3)])
        #expect(r.hall.rows[0].map(\.isAisle) == [false, false, false, true, false, false, false])
        #expect(r.select(["A-2"]) == .failure(.leavesLoneSeats(["A-1", "A-3"])))
        #expect(r.select(["A-1", "A-2", "A-3"]) == .success(["A-1", "A-2", "A-3"]))
        #expect(r.select(["A-4"]) == .success(["A-4"]))
    }

    @Test func tapsAreChecked() {
        let r = Self.rules([Self.row("A", "AASLAAAA", y: 0)])
        #expect(r.select(["A-3"]) == .failure(.notAvailable(seatId: "A-3", state: "sold")))
        #expect(r.select(["A-4"]) == .failure(.notAvailable(seatId: "A-4", state: "locked")))
        #expect(r.select(["Z-1"]) == .failure(.unknownSeat(seatId: "Z-1")))
        let limited = VenueRules(venue: Venue(rows: [Self.row("A", "AAAA", y: 0)], seatPitch: 20), pitch: 20, maxSeats: 2)
        #expect(limited.select(["A-1", "A-2", "A-3"]) == .failure(.exceedLimit(seatId: "A-3", limit: 2)))
    }

    @Test func aTableSoldWholeIsTakenWhole() {
        var t = Self.row("T1", "AAAA", y: 0)
        t.table = Venue.Table(outline: .ellipse(center: Point(x: 30, y: 0), radiusX: 10, radiusY: 10, rotationDegrees: 0), bookAsAWhole: true)
        let r = Self.rules([t, Self.row("A", "AAAA", y: 100)])
        #expect(r.select(["T1-2"]) == .success(["T1-1", "T1-2", "T1-3", "T1-4"]))
        // Suggestions leave tables sold whole out.
        #expect(r.suggest(count: 2).map { $0.allSatisfy { $0.hasPrefix("A-") } } == .success(true))
    }

    /// A round table of `statuses.count` seats, 20 units apart round a circle, seat 1 at the top.
    static func table(_ label: String, _ statuses: String, centre: Point = Point(x: 0, y: 0)) -> Venue.Row {
        let n = Double(statuses.count), radius = 20 * n / (2 * Double.pi)
        var seats: [Venue.Seat] = []
        for (i, ch) in statuses.enumerated() {
            let a = 2 * Double.pi * Double(i) / n
            let status: SeatStatus = ch == "S" ? .sold : ch == "L" ? .locked : .available
            seats.append(Venue.Seat(seatId: "\(label)-\(i + 1)", label: "\(i + 1)",
                                    position: Point(x: centre.x + radius * sin(a), y: centre.y - radius * cos(a)), status: status))
        }
        var row = Venue.Row(label: label, seats: seats)
        row.table = Venue.Table(outline: .ellipse(center: centre, radiusX: radius * 0.6, radiusY: radius * 0.6, rotationDegrees: 0))
        return row
    }

    /// Round a table the last seat sits beside the first: no seat is lone for being first or
    /// last in the list, a seat between the last and the first is, and a best block may pass
    /// the last seat on to the first.
    @Test func theLoneSeatRuleGoesRoundATable() {
        let r = Self.rules([Self.table("T1", "AAAAAAAA")])
        // Seats 2 and 3 of an empty table leave 4–8 and 1 together: seat 1 is not lone (a row would say it is).
        #expect(r.select(["T1-2", "T1-3"]) == .success(["T1-2", "T1-3"]))
        // Seats 2–7 leave 8 and 1 side by side round the table.
        #expect(r.select(["T1-2", "T1-3", "T1-4", "T1-5", "T1-6", "T1-7"]).map(\.count) == .success(6))
        // Seat 9 of nine sold: taking 2–7 strands seat 1 between the sold 9 and the chosen 2, and
        // seat 8 between the chosen 7 and the sold 9 (1–6 would have left 7 and 8 together).
        let sold = Self.rules([Self.table("T2", "AAAAAAAAS")])
        #expect(sold.select(["T2-2", "T2-3", "T2-4", "T2-5", "T2-6", "T2-7"]) == .failure(.leavesLoneSeats(["T2-1", "T2-8"])))
        #expect(sold.select(["T2-1", "T2-2", "T2-3", "T2-4", "T2-5", "T2-6"]).map(\.count) == .success(6))
        // Seats 1 and 7 taken: seat 8 is between them round the table.
        #expect(r.select(["T1-1", "T1-7"]) == .failure(.leavesLoneSeats(["T1-8"])))
        // Relaxed as along a row: with 1, 3, 5 and 7 sold, every pair strands a seat, so one seat is allowed.
        let sparse = Self.rules([Self.table("T3", "SASASASA")])
        #expect(sparse.select(["T3-2"]) == .success(["T3-2"]))
        // Best available may wrap: seats 2–6 sold, the only block of two is 8–1 (or 7–8 leaving 1 lone).
        let wrap = Self.rules([Self.table("T4", "ASSSSSAA")])
        #expect(wrap.suggest(count: 2) == .success(["T4-8", "T4-1"]))
        #expect(wrap.suggest(count: 3) == .success(["T4-7", "T4-8", "T4-1"]))
    }

    @Test func theBestSeatsAreNearestTheFocusWithoutALoneSeat() {
        let rows = [Self.row("A", "AAAAAAAA", y: 0), Self.row("B", "AAAAAAAA", y: 30), Self.row("C", "AAAAAAAA", y: 60)]
        // The focal point above row A's fourth and fifth seats.
        let r = Self.rules(rows, focal: Point(x: 70, y: -40))
        #expect(r.focusSource == .focalPoint)
        #expect(r.suggest(count: 2) == .success(["A-4", "A-5"]))
        // With row A's middle sold, the nearest pair that strands no one.
        let busy = Self.rules([Self.row("A", "AASSSSAA", y: 0)] + rows.dropFirst(), focal: Point(x: 70, y: -40))
        #expect(busy.suggest(count: 2) == .success(["A-1", "A-2"]))
        // Three do not fit in row A; in row B the block whose middle is nearest the focus (the
        // row curves away to the right, so 3–5 beats 4–6).
        #expect(busy.suggest(count: 3) == .success(["B-3", "B-4", "B-5"]))
        #expect(r.suggest(count: 7) == .failure(.exceedsLimit(count: 7, limit: 6)))
        #expect(Self.rules([Self.row("A", "ASA", y: 0)]).suggest(count: 2) == .failure(.noBlock(count: 2)))
    }

    /// seats.io's zones: each section's seats are chosen nearest its focal zone's point, and a
    /// `zone` keeps to one zone (seats.io's best available `zone`).
    @Test func focalZonesChooseNearestTheirOwnPoint() {
        var left = Self.row("A", "AAAAAAAA", y: 0), right = Self.row("A", "AAAAAAAA", y: 0)
        left.sectionId = "L"
        right.sectionId = "R"
        for i in right.seats.indices {
            right.seats[i].seatId = "R-" + right.seats[i].label
            right.seats[i].position.x += 1000
        }
        var v = Venue(sections: [Venue.Section(id: "L", label: "Left", outline: []), Venue.Section(id: "R", label: "Right", outline: [])],
                      rows: [left, right], seatPitch: 20)
        v.focalPoint = Point(x: 70, y: -40) // above the left block's seats 4 and 5
        v.sections[1].focalZone = "east"
        v.focalZones = [Venue.FocalZone(id: "east", label: "East", focalPoint: Point(x: 1000, y: -10))]
        let r = VenueRules(venue: v, pitch: 20)
        #expect(r.focalZoneOfRow.map { $0?.id } == [nil, "east"])
        // The east seats 1–2 stand about 14 units from their zone's point, the left block's best
        // 4–5 40 from the venue's: the east pair wins (R-1 at the row's end strands no one).
        #expect(r.suggest(count: 2) == .success(["R-1", "R-2"]))
        #expect(r.suggest(count: 2, zone: "east") == .success(["R-1", "R-2"]))
        #expect(r.nearest(zone: "east") == "the focal point of zone East")
        #expect(r.nearest(zone: nil) == "each zone's focal point (outside the zones the venue's focal point)")
        #expect(r.suggest(count: 2, zone: "eats") == .failure(.unknownFocalZone("eats", nearest: "east", known: ["east"])))
        if case .failure(let e) = r.bestAvailable(count: 2, zone: "nowhere") {
            #expect(e.description == #"no focal zone with id "nowhere" in this venue; it has "east""#)
        } else { Issue.record("an unknown zone was not refused") }
        // Without zones the same venue chooses the left block, nearest the one focal point.
        v.focalZones = []
        v.sections[1].focalZone = nil
        let one = VenueRules(venue: v, pitch: 20)
        #expect(one.suggest(count: 2) == .success(["A-4", "A-5"]))
        #expect(one.nearest(zone: nil) == "the venue's focal point")
        if case .failure(let e) = one.suggest(count: 2, zone: "east") {
            #expect(e.description.hasSuffix("this venue has no focal zones (its seats are chosen nearest one focus)"))
        } else { Issue.record("a zone on a venue without zones was not refused") }
        // Apart, in one zone: with every east pair split by sold seats, the nearest east seats.
        v.focalZones = [Venue.FocalZone(id: "east", label: "East", focalPoint: Point(x: 1000, y: -10))]
        v.sections[1].focalZone = "east"
        for i in v.rows[1].seats.indices where i % 2 == 1 { v.rows[1].seats[i].status = .sold }
        let apart = VenueRules(venue: v, pitch: 20).bestAvailable(count: 2, zone: "east")
        #expect(apart.map(\.ids) == .success(["R-1", "R-3"]) && apart.map(\.nextToEachOther) == .success(false), "\(apart)")
        // One wording for suggest, the page and flows, naming what the seats were chosen nearest.
        #expect(VenueRules(venue: v, pitch: 20).apartWarning(count: 2, zone: "east")
                == "no row of the zone has 2 available seats side by side: the 2 nearest the focal point of zone East are suggested apart")
        #expect(one.apartWarning(count: 3) == "no row has 3 available seats side by side: the 3 nearest the venue's focal point are suggested apart")
    }

    /// Couple sofas on a venue row (`pair` L then R) are the grid's: a tap takes both halves,
    /// a suggestion never splits one, an order of one half is the sofa.
    @Test func aSofaIsTakenWhole() throws {
        var row = Self.row("A", "AAAAAAAA", y: 0)
        row.seats[2].pair = .left
        row.seats[3].pair = .right
        let r = Self.rules([row], focal: Point(x: 55, y: -40))
        #expect(r.hall.couplePartner(of: try #require(r.hall.index(of: "A-3"))) == r.hall.index(of: "A-4"))
        #expect(r.select(["A-3"]) == .success(["A-3", "A-4"]))
        #expect(r.select(["A-4"]) == .success(["A-4", "A-3"])) // in tap order, as the grid's
        // The focus is above A-3/A-4's gap: the sofa, whole, is the best pair.
        #expect(r.suggest(count: 2) == .success(["A-3", "A-4"]))
        #expect(r.suggest(count: 3) == .success(["A-3", "A-4", "A-5"]))
        // Three never split a sofa: with the focus over A-4, a plain row's best three are 3–5;
        // with A-5 + A-6 a sofa, 3–5 would split it (and 2–4 strand A-1): 4–6 are chosen.
        var sofa56 = Self.row("A", "AAAAAAAA", y: 0)
        sofa56.seats[4].pair = .left
        sofa56.seats[5].pair = .right
        #expect(Self.rules([Self.row("A", "AAAAAAAA", y: 0)], focal: Point(x: 60, y: -40)).suggest(count: 3) == .success(["A-3", "A-4", "A-5"]))
        #expect(Self.rules([sofa56], focal: Point(x: 60, y: -40)).suggest(count: 3) == .success(["A-4", "A-5", "A-6"]))
        let draft = try r.orderDraft(["A-4"], source: "t", requestId: "12833843-0F2A-4F35-A627-B990A40FA000").get()
        #expect(draft.seatIds == ["A-4", "A-3"])
    }

    @Test func withoutAFocalPointTheStageThenTheMiddle() {
        var v = Venue(rows: [Self.row("A", "AAAA", y: 0)], seatPitch: 20)
        #expect(VenueRules(venue: v, pitch: 20).focusSource == .centre)
        v.shapes = [Venue.Shape(label: "", isStage: true, outline: .rectangle(center: Point(x: 0, y: -50), width: 20, height: 10, rotationDegrees: 0))]
        let r = VenueRules(venue: v, pitch: 20)
        #expect(r.focusSource == .stage && abs(r.focus.x) < 1e-9 && abs(r.focus.y + 50) < 1e-9)
        #expect(r.suggest(count: 2) == .success(["A-1", "A-2"]))
    }

    /// A grid hall written as coordinates obeys the grid's rules: for random halls (aisles,
    /// sold and locked seats) and random selections, the same refusals and the same lone seats.
    @Test func aGridAsCoordinatesGetsTheGridsAnswers() throws {
        var rng = SeededRandom(seed: 2046)
        var refused = 0, accepted = 0
        for _ in 0..<300 {
            let lines = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                String((0..<Int.random(in: 1...12, using: &rng)).map { _ in
                    let x = Int.random(in: 0..<100, using: &rng)
                    return x < 12 ? "_" : x < 70 ? "A" : x < 88 ? "S" : "L"
                })
            }
            guard lines.joined().contains("A") || lines.joined().contains("S") || lines.joined().contains("L") else { continue }
            let hall = HallBuilder.hall(lines)
            let rules = try VenueRules(VenueLayout(venue: Venue(grid: hall)), maxSeats: hall.maxSeats)
            let seats = hall.allSeats.filter { !$0.seat.isAisle }.map(\.seat.seatId)
            for _ in 0..<8 {
                let ids = (0..<Int.random(in: 1...4, using: &rng)).map { _ in seats.randomElement(using: &rng)! }
                var grid = SeatSelection(hall: hall)
                let tapped = grid.select(ids)
                let expected: Result<[String], RuleError>
                switch tapped {
                case .failure(let e): expected = .failure(e)
                case .success:
                    let lone = grid.orphanedSeats
                    expected = lone.isEmpty ? .success(grid.selected.map { hall[$0].seatId }) : .failure(.leavesLoneSeats(lone.map(\.seatId)))
                }
                let got = rules.select(ids)
                #expect(got == expected, "\(lines) tapping \(ids)")
                if case .success = got { accepted += 1 } else { refused += 1 }
            }
        }
        #expect(accepted > 100 && refused > 100)
    }
}
