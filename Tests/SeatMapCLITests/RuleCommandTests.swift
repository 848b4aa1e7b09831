import Foundation
import Testing
import SeatMapTestSupport

/// `select`, `suggest`, `order` end to end, on small halls written for each rule.
@Suite(.serialized) struct RuleCommandTests {
    func hallFile(_ rows: [String], maxSeats: Int = 6, name: String = "hall.json") throws -> String {
        let dir = try Binary.tempDir()
        let path = dir.appendingPathComponent(name).path
        try HallBuilder.json(HallBuilder.hall(rows, maxSeats: maxSeats)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func selectPrintsOneLinePerTap() throws {
        let hall = try hallFile(["AASLCC"], maxSeats: 3)
        let r = try Binary.run(["select", hall, "--tap", "1_1", "--tap", "1_3", "--tap", "1_5", "--tap", "1_1", "--tap", "1_5", "--tap", "9_9"])
        // Two taps were refused: a negative answer (exit 1), every line still printed.
        #expect(r.code == 1, "\(r.stderr)")
        #expect(r.lines == [
            #"{"tap": "1_1", "ok": true, "selected": ["1_1"], "total": 4500}"#,
            #"{"tap": "1_3", "ok": false, "error": "notAvailable", "message": "seat 1_3 is sold, not available", "selected": ["1_1"], "total": 4500}"#,
            #"{"tap": "1_5", "ok": true, "selected": ["1_1", "1_5", "1_6"], "total": 13500}"#,
            #"{"tap": "1_1", "ok": true, "selected": ["1_5", "1_6"], "total": 9000}"#,
            #"{"tap": "1_5", "ok": true, "selected": [], "total": 0}"#,
            #"{"tap": "9_9", "ok": false, "error": "unknownSeat", "message": "no seat with id 9_9 in this hall", "selected": [], "total": 0}"#,
        ])
    }

    @Test func selectRefusesBeyondTheLimit() throws {
        let hall = try hallFile(["AAAA"], maxSeats: 2)
        let r = try Binary.run(["select", hall, "--tap", "1_1,1_2,1_3"])
        #expect(r.lines.last == #"{"tap": "1_3", "ok": false, "error": "exceedLimit", "message": "selecting 1_3 would exceed the limit of 2 seats per order", "selected": ["1_1", "1_2"], "total": 9000}"#)
    }

    @Test func selectWithRefreshDropsTakenSeats() throws {
        let old = try hallFile(["AAAA"], name: "old.json")
        let newer = try hallFile(["ASAA"], name: "new.json")
        let r = try Binary.run(["select", old, "--tap", "1_1,1_2", "--refresh", newer])
        #expect(r.code == 1)
        #expect(r.lines.last?.contains(#""dropped": [{"seat": "1_2", "now": "sold"}]"#) == true)
        #expect(r.lines.last?.contains(#""selected": ["1_1"], "total": 4500"#) == true)
        #expect(r.lines.last?.contains("1_2 is now sold") == true)
    }

    @Test func suggestAndItsFailure() throws {
        let hall = try hallFile(["AAAAA", "AAAAA", "AAAAA"])
        let ok = try Binary.run(["suggest", hall, "--count", "2"])
        #expect(ok.code == 0)
        // Centre row 2; the central pairs (2_2 2_3, 2_3 2_4) would strand an edge seat, so the
        // orphan-free pair nearest the axis wins.
        #expect(ok.stdout == #"{"seats": ["2_1", "2_2"], "total": 9000}"# + "\n")
        let full = try hallFile(["ASA"])
        let none = try Binary.run(["suggest", full, "--count", "2"])
        #expect(none.code == 1)
        #expect(none.stdout.hasPrefix(#"{"seats": [], "reason": "no row has 2 available seats side by side"#))
        let bad = try Binary.run(["suggest", full, "--count", "zero"])
        #expect(bad.code == 64 && bad.stderr.contains("--count"))
    }

    @Test func orderDraftWithSortedKeys() throws {
        let hall = try hallFile(["AAAA"])
        let id = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
        let r = try Binary.run(["order", hall, "--selected", "1_3,1_4", "--source", "ios_seat_demo", "--request-id", id])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == #"{"clientRequestId": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "hallId": "h1", "orderSource": "ios_seat_demo", "seatIds": ["1_3", "1_4"], "seatLabels": ["1排3号", "1排4号"], "showtimeId": "s1", "totalAmount": 9000}"# + "\n")
        let random = try Binary.run(["order", hall, "--selected", "1_1"])
        let draft = try Binary.json(random.stdout)
        #expect((draft["clientRequestId"] as? String)?.count == 36)
    }

    @Test func orderRefusesRuleBreakers() throws {
        let hall = try hallFile(["AAAAA"])
        let lone = try Binary.run(["order", hall, "--selected", "1_2"])
        #expect(lone.code == 1)
        #expect(lone.stdout.contains(#""error": "leavesLoneSeat""#) && lone.stdout.contains("1_1"))
        let empty = try Binary.run(["order", hall])
        #expect(empty.code == 1 && empty.stdout.contains("emptySelection"))
        let badId = try Binary.run(["order", hall, "--selected", "1_1", "--request-id", "nope"])
        #expect(badId.code == 64 && badId.stderr.contains("--request-id"))
    }
}
