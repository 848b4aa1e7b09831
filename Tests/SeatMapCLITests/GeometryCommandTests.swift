import Foundation
import Testing
import SeatMapTestSupport

/// End-to-end: `validate`, `layout`, `hit` through the real binary.
@Suite(.serialized) struct GeometryCommandTests {
    @Test func validateSamples() throws {
        let r = try Binary.run(["validate", Binary.sample("imax")])
        #expect(r.code == 0)
        #expect(r.stdout == "ok: 1088 seats, 32 rows, 3 zones\n")
        let studio = try Binary.run(["validate", Binary.sample("studio")])
        #expect(studio.stdout == "ok: 60 seats, 6 rows, 1 zone\n")  // the documented form, in the singular for one
        let all = try Binary.run(["validate"] + ["studio", "standard", "imax", "irregular"].map(Binary.sample))
        #expect(all.code == 0, "\(all.stderr)")
        #expect(all.lines.count == 4)
        #expect(all.lines[3] == "ok: 163 seats, 13 rows, 3 zones (\(Binary.sample("irregular")))")
    }

    @Test func validateReportsEveryProblemWithExitOne() throws {
        let dir = try Binary.tempDir()
        let file = dir.appendingPathComponent("bad.json").path
        let text = "{\"movie\": {\"id\": \"m\", \"title\": \"t\"}, \"showtime\": {\"id\": \"s\", \"startsAt\": \"2026-11-29T19:30:00+08:00\", \"hall\": {\"id\": \"h\", \"name\": \"n\"}},\n\"rows\": [[{\"seatId\": \"1_1\", \"rowNo\": 1, \"colNo\": 1, \"zone\": 1, \"price\": 1, \"status\": 9},\n {\"seatId\": \"1_1\", \"rowNo\": 1, \"colNo\": 2, \"zone\": 1, \"price\": -5, \"status\": 1}]]}"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try Binary.run(["validate", file])
        #expect(r.code == 1)
        // Columns are 1-based positions of the offending values in their lines.
        let lines = text.split(separator: "\n").map(String.init)
        func col(_ line: Int, _ needle: String) -> Int { lines[line - 1].distance(from: lines[line - 1].startIndex, to: lines[line - 1].range(of: needle)!.lowerBound) + 1 }
        #expect(r.lines == [
            "error: \(file):2:\(col(2, "9}")): rows[0][0].status: unknown status 9 (expected 0 sold, 1 available, 2 aisle, 3 locked)",
            "error: \(file):3:\(col(3, "\"1_1\"")): rows[0][1].seatId: duplicate seat id \"1_1\" (first used at rows[0][0])",
            "error: \(file):3:\(col(3, "-5")): rows[0][1].price: price must not be negative, found -5",
            "\(file): 3 problems",
        ])
    }

    @Test func validateExitCodesForMissingAndSyntax() throws {
        let missing = try Binary.run(["validate", "/nonexistent/hall.json"])
        #expect(missing.code == 66)
        #expect(missing.stderr == "error: /nonexistent/hall.json: no such file\n")
        let dir = try Binary.tempDir()
        let file = dir.appendingPathComponent("syntax.json").path
        try "{\"rows\": [1 2]}".write(toFile: file, atomically: true, encoding: .utf8)
        let syntax = try Binary.run(["validate", file])
        #expect(syntax.code == 65)
        #expect(syntax.stderr == "error: \(file):1:13: invalid JSON: expected ',' or ']' in array, found '2'\n")
    }

    @Test func validateWarnsAboutOverlaps() throws {
        let dir = try Binary.tempDir()
        let file = dir.appendingPathComponent("overlap.json").path
        try HallBuilder.json(HallBuilder.hall(["CCAA"])).write(toFile: file, atomically: true, encoding: .utf8)
        let r = try Binary.run(["validate", file])
        #expect(r.code == 0)
        #expect(r.stderr.contains("warning: \(file): rows[0]: seats 1_2 and 1_3 overlap because the zone decreases (3 → 1); 1_3 is drawn on top"))
    }

    @Test func layoutJSONHasTheContractShape() throws {
        let r = try Binary.run(["layout", Binary.sample("studio"), "--device", "iphone-se", "--selected", "1_2"])
        #expect(r.code == 0, "\(r.stderr)")
        let j = try Binary.json(r.stdout)
        #expect(j["mode"] as? String == "screen")
        let device = try #require(j["device"] as? [String: Any])
        #expect(device["name"] as? String == "iphone-se" && device["scale"] as? Double == 2)
        let metrics = try #require(j["metrics"] as? [String: Any])
        #expect(metrics["seatWidth"] as? Double == 36 && metrics["insetLeft"] as? Double == 40 && metrics["insetTop"] as? Double == 40)
        #expect((j["image"] as? [Int]) == [750, 1334])
        #expect(j["screenScale"] as? Double == 1)
        let seats = try #require(j["seats"] as? [[String: Any]])
        #expect(seats.count == 60)
        let s = try #require(seats.first { $0["id"] as? String == "1_2" })
        #expect(s["state"] as? String == "selected")
        #expect((s["designFrame"] as? [Double]) == [84, 40, 36, 36])
        let px = try #require(s["pixelFrame"] as? [Double])
        let zoom = try #require(j["zoom"] as? Double)
        let vp = try #require(j["viewport"] as? [Double])
        #expect(abs(px[0] - (vp[0] + 84 * zoom) * 2) < 1e-9)
        #expect(abs(px[1] - (vp[1] + 40 * zoom) * 2) < 1e-9)
    }

    @Test func hitNamesSeatsAndNothing() throws {
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("standard"), "--zoom", "1", "--offset", "0,0"]).stdout)
        let seats = try #require(layout["seats"] as? [[String: Any]])
        let vp = try #require(layout["viewport"] as? [Double])
        let first = seats[0]
        let px = try #require(first["pixelFrame"] as? [Double])
        // Centre of the seat in viewport points: pixel / scale − viewport origin.
        let cx = (px[0] + px[2] / 2) / 3 - vp[0], cy = (px[1] + px[3] / 2) / 3 - vp[1]
        let r = try Binary.run(["hit", Binary.sample("standard"), "--zoom", "1", "--offset", "0,0",
                                "--point", "\(cx),\(cy)", "--point", "1,1", "--point", "\(cx + 20.5),\(cy)"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.lines.count == 3)
        let hit = try Binary.json(r.lines[0])
        #expect(hit["seat"] as? String == first["id"] as? String)
        #expect(hit["state"] as? String == first["state"] as? String)
        #expect(hit["selectable"] as? Bool == (first["state"] as? String == "available"))
        #expect(r.lines[1] == #"{"point": [1, 1], "seat": null}"#)
        // 20.5 pt right of a centre at zoom 1 on iPhone 15 is in the 8-pt gap (18.86 … 27.25 pt).
        #expect(try Binary.json(r.lines[2])["seat"] is NSNull)
        let slop = try Binary.run(["hit", Binary.sample("standard"), "--zoom", "1", "--offset", "0,0",
                                   "--point", "\(cx + 20.5),\(cy)", "--slop", "3"])
        #expect(try Binary.json(slop.stdout)["seat"] as? String != nil)
    }

    @Test(arguments: [
        (["--zoom", "nan"], "--zoom"), (["--point", "1,"], "--point"), (["--offset", "abc"], "--offset"),
        (["--frobnicate"], "--frobnicate"), (["--device", "nokia-3310"], "--device"), (["--slop", "-1"], "--slop"),
        (["--mode", "wide"], "--mode"), (["--zoom", "0"], "--zoom"),
    ])
    func usageErrorsExit64NamingTheFlag(extra: [String], flag: String) throws {
        var args = ["hit", Binary.sample("studio"), "--point", "10,10"]
        if extra.first == "--point" { args = ["hit", Binary.sample("studio")] }
        let r = try Binary.run(args + extra)
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("error: "))
        #expect(r.stderr.split(separator: "\n").first?.contains(flag) == true, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func everyCommandHasHelp() throws {
        let top = try Binary.run(["--help"])
        #expect(top.code == 0)
        let commands = ["render", "layout", "hit", "validate", "select", "suggest", "order", "diff", "batch", "themes"]
        for c in commands { #expect(top.stdout.contains("  \(c) "), "\(c) missing from top-level help") }
        for c in commands {
            let r = try Binary.run([c, "--help"])
            #expect(r.code == 0, "\(c)")
            #expect(r.stdout.hasPrefix("OVERVIEW: "), "\(c)")
            #expect(r.stdout.contains("USAGE: seatmap \(c)"), "\(c)")
            #expect(r.stdout.contains("OPTIONS:"), "\(c)")
        }
        let none = try Binary.run([])
        #expect(none.code == 64)
        let unknown = try Binary.run(["frobnicate"])
        #expect(unknown.code == 64 && unknown.stderr.hasPrefix("error: unknown command 'frobnicate'"))
    }
}
