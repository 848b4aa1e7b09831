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

/// Seat ids with commas (some Maoyan exports write "1,1") work everywhere: `\,` inside a list,
/// or `@FILE` with one id a line; commands print them in a form they read back.
@Suite struct CommaSeatIdTests {
    static func hall(in dir: URL) throws -> String {
        var text = try String(contentsOfFile: Binary.sample("studio"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""seatId": "3_4""#, with: #""seatId": "3,4""#)
            .replacingOccurrences(of: #""seatId": "3_3""#, with: #""seatId": "3,3""#)
        let path = dir.appendingPathComponent("comma.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func escapedCommasAndIdFiles() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = try Self.hall(in: dir)
        let tap = try Binary.run(["select", hall, "--tap", #"3\,4"#])
        #expect(tap.code == 0 && tap.stdout.contains(#""tap": "3,4", "ok": true"#), "\(tap.stdout)\(tap.stderr)")
        let layout = try Binary.run(["layout", hall, "--selected", #"3\,3,3\,4"#])
        #expect(layout.code == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains(#""selected": ["3,3", "3,4"]"#))
        let ids = dir.appendingPathComponent("ids.txt")
        try "3,3\n\n3,4\n".write(to: ids, atomically: true, encoding: .utf8)
        let fromFile = try Binary.run(["layout", hall, "--selected", "@" + ids.path])
        #expect(fromFile.code == 0 && fromFile.stdout.contains(#""selected": ["3,3", "3,4"]"#), "\(fromFile.stderr)")
        // Unescaped, the comma splits: there is no seat "3".
        let split = try Binary.run(["select", hall, "--tap", "3,4"])
        #expect(split.code == 1 && split.stdout.contains("no seat with id 3 in this hall"), "\(split.stdout)")
        let missing = try Binary.run(["order", hall, "--selected", "@" + dir.appendingPathComponent("nope.txt").path])
        #expect(missing.code == 66 && missing.stderr.contains("--selected @"), "\(missing.stderr)")
        // A batch's rerun command writes the ids back escaped, and reproduces the item.
        let out = dir.appendingPathComponent("out").path
        #expect(try Binary.run(["batch", "--halls", hall, "--devices", "iphone-se", "--selected", #"3\,4"#, "-o", out]).code == 0)
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains(#"--selected '3\\,4'"#), "\(manifest)")
    }
}
