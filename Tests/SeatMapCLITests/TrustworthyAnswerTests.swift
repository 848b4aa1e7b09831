import Foundation
import Testing
import SeatMapCore
import SeatMapCLI
import SeatMapTestSupport

/// Every answer of the command line can be trusted: one exit-code table, mismatched inputs
/// refused with a reason, the same names and help everywhere. All through the real binary.
@Suite struct TrustworthyAnswerTests {
    func file(_ text: String, _ name: String = "hall.json") throws -> String {
        let path = try Binary.tempDir().appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func hall(_ rows: [String], name: String = "hall.json", showtime: String? = nil) throws -> String {
        let json = HallBuilder.json(HallBuilder.hall(rows))
        guard let showtime else { return try file(json, name) }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var st = object["showtime"] as? [String: Any] ?? [:]
        st["id"] = showtime
        object["showtime"] = st
        return try file(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self), name)
    }

    // MARK: validate

    /// The exit-code table: a hall that breaks the format is a negative answer (1, its problems on
    /// stdout); a file that is not seat data at all is bad input (65, on stderr); a missing file
    /// is 66. `--strict` and several files keep to it (the worst code wins).
    @Test func validateFollowsTheExitCodeTable() throws {
        let broken = try file(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 1, "status": 7}]]}"#)
        let r = try Binary.run(["validate", broken])
        #expect(r.code == 1 && r.stdout.contains("error: \(broken):1:") && r.stdout.hasSuffix("1 problem\n") && r.stderr.isEmpty)
        let truncated = try file(#"{"rows": [["#, "t.json")
        let t = try Binary.run(["validate", truncated])
        #expect(t.code == 65 && t.stdout.isEmpty && t.stderr.contains("\(truncated):1:") && t.stderr.contains("invalid JSON"))
        let words = try file("just words\n", "words.txt")
        #expect(try Binary.run(["validate", words]).code == 65)
        let missing = try Binary.run(["validate", "/nonexistent/hall.json"])
        #expect(missing.code == 66 && missing.stdout.isEmpty && missing.stderr.contains("no such file"))
        #expect(try Binary.run(["validate", broken, Binary.sample("studio")]).code == 1)
        #expect(try Binary.run(["validate", broken, truncated]).code == 65)
    }

    @Test func strictNeverPrintsOkForAHallItFails() throws {
        let overlapping = try hall(["CCA"])  // the zone offset moves the sofa over the next seat
        let lenient = try Binary.run(["validate", overlapping])
        #expect(lenient.code == 0 && lenient.stdout.hasPrefix("ok:") && lenient.stderr.contains("warning:"))
        let strict = try Binary.run(["validate", "--strict", overlapping])
        #expect(strict.code == 1)
        #expect(!strict.stdout.contains("ok:"), "\(strict.stdout)")
        #expect(strict.stdout.contains("error: \(overlapping): ") && strict.stdout.contains("problem"))
    }

    @Test func validateJSONListsEveryProblemWithItsPlace() throws {
        let bad = try file(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 9, "price": 1, "status": 7}]]}"#)
        let r = try Binary.run(["validate", "--json", bad, Binary.sample("studio")])
        #expect(r.code == 1)
        let doc = try Binary.json(r.stdout)
        #expect(doc["valid"] as? Bool == false)
        let files = try #require(doc["files"] as? [[String: Any]])
        #expect(files.count == 2 && files[1]["valid"] as? Bool == true && files[1]["seats"] as? Int == 60)
        let problems = try #require(files[0]["problems"] as? [[String: Any]])
        #expect(problems.count == 2)
        for p in problems {
            #expect(p["file"] as? String == bad && (p["line"] as? Int ?? 0) == 1 && (p["column"] as? Int ?? 0) > 1)
            #expect((p["path"] as? String ?? "").hasPrefix("rows[0][0].") && !(p["message"] as? String ?? "").isEmpty)
        }
    }

    // MARK: mismatches

    @Test func aLayoutOfAnotherRenderIsRefused() throws {
        let dir = try Binary.tempDir()
        let la = dir.appendingPathComponent("la.json").path, png = dir.appendingPathComponent("a.png").path
        try Binary.run(["layout", Binary.sample("standard")]).stdout.write(toFile: la, atomically: true, encoding: .utf8)  // iphone-15
        #expect(try Binary.run(["render", Binary.sample("standard"), "--device", "iphone-se", "-o", png]).code == 0)
        let r = try Binary.run(["diff", png, png, "--layout", la])
        #expect(r.code == 65)
        #expect(r.stderr.contains("1179×2556") && r.stderr.contains("750×1334") && r.stderr.contains("iphone-15"), "\(r.stderr)")
        #expect(!r.stdout.contains("outside seats"))
    }

    @Test func aRefreshOfAnotherShowtimeOrHallIsRefused() throws {
        let mine = try hall(["AAAA", "AAAA"], name: "a.json", showtime: "s1")
        let other = try hall(["AAAA", "AAAA"], name: "b.json", showtime: "s2")
        let r = try Binary.run(["select", mine, "--tap", "1_1", "--refresh", other])
        #expect(r.code == 65 && r.stderr.contains("showtime.id is s2, not s1"), "\(r.stderr)")
        // No ids, but no seat in common: another hall, not "every seat is now missing".
        var rows = HallBuilder.json(HallBuilder.hall(["AAAA"]))
        rows = rows.replacingOccurrences(of: "\"1_", with: "\"X")
        let stranger = try file(rows, "c.json")
        let s = try Binary.run(["select", try hall(["AAAA"], name: "d.json"), "--tap", "1_1", "--refresh", stranger])
        #expect(s.code == 65 && s.stderr.contains("only 0 of the 4 seat ids"), "\(s.stderr)")
    }

    @Test func aFormatThatContradictsTheFileNameIsRefused() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("out.svg").path
        let r = try Binary.run(["render", Binary.sample("studio"), "--format", "png", "-o", out])
        #expect(r.code == 64 && r.stderr.contains("--format png contradicts -o"))
        #expect(!FileManager.default.fileExists(atPath: out))
        // Agreeing, or a name without an extension, is fine.
        #expect(try Binary.run(["render", Binary.sample("studio"), "--format", "svg", "-o", out]).code == 0)
        #expect(try Binary.run(["render", Binary.sample("studio"), "--format", "pdf", "-o", dir.appendingPathComponent("page").path]).code == 0)
    }

    @Test func aZoneTheHallLacksIsAWarningNamingItsZones() throws {
        let r = try Binary.run(["layout", Binary.sample("studio"), "--highlight-zone", "3"])
        #expect(r.code == 0)
        #expect(r.stderr.contains("no zone 3 (情侣座)") && r.stderr.contains("its zones are 1 (普通区)"), "\(r.stderr)")
        let fine = try Binary.run(["layout", Binary.sample("imax"), "--highlight-zone", "3"])
        #expect(!fine.stderr.contains("no zone"))
        // A batch state of that zone: a warning on the item.
        let out = try Binary.tempDir().appendingPathComponent("b").path
        #expect(try Binary.run(["batch", "--halls", Binary.sample("studio"), "--themes", "maoyan", "--devices", "iphone-se",
                                "--states", "zone3", "-o", out]).code == 0)
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("no zone 3"))
    }

    @Test func refusedTapsAreANegativeAnswer() throws {
        let r = try Binary.run(["select", try hall(["AS"]), "--tap", "1_2"])
        #expect(r.code == 1 && r.lines.count == 1 && r.stdout.contains("\"ok\": false"))
        #expect(try Binary.run(["select", try hall(["AS"], name: "e.json"), "--tap", "1_1"]).code == 0)
    }

    // MARK: consistency

    @Test func themeNamesIgnoreCaseAndTyposGetASuggestion() throws {
        let dir = try Binary.tempDir()
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        #expect(try Binary.run(["render", Binary.sample("studio"), "--theme", "Dark", "-o", a]).code == 0)
        #expect(try Binary.run(["render", Binary.sample("studio"), "--theme", "dark", "-o", b]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let typo = try Binary.run(["render", Binary.sample("studio"), "--theme", "high_contrst", "-o", a])
        #expect(typo.code == 64 && typo.stderr.contains("did you mean high-contrast?"), "\(typo.stderr)")
        #expect(!(try Binary.run(["render", Binary.sample("studio"), "--theme", "solarized", "-o", a])).stderr.contains("did you mean"))
    }

    @Test func helpCommandPrintsWhatDashDashHelpPrints() throws {
        for name in SeatMapTool.commandNames {
            let words = name.split(separator: " ").map(String.init)
            let viaHelp = try Binary.run(["help"] + words), viaFlag = try Binary.run(words + ["--help"])
            #expect(viaHelp.code == 0 && viaHelp.stdout == viaFlag.stdout && viaHelp.stdout.hasPrefix("OVERVIEW:"), "\(name)")
        }
        #expect(try Binary.run(["help", "nope"]).code == 64)
    }

    @Test func themesListsContrastAndLintAllChecksEveryBuiltin() throws {
        let list = try Binary.run(["themes"])
        #expect(list.code == 0 && list.lines.count == 5)
        #expect(list.lines.allSatisfy { $0.contains("contrast:") })
        #expect(list.lines.contains { $0.hasPrefix("high-contrast") && $0.contains("all") && $0.contains("pass") })
        let all = try Binary.run(["themes", "lint", "--all"])
        #expect(all.code == 1, "some built-in theme has failing pairs")
        for name in ["maoyan", "maoyan-en", "dark", "high-contrast", "print"] {
            #expect(all.lines.contains { $0.hasPrefix("ok   \(name):") }, "\(name)")
        }
        #expect(try Binary.run(["themes", "lint", "High-Contrast"]).code == 0)
    }

    @Test func pointAnswersCarryLabels() throws {
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("studio")]).stdout)
        let seat = try #require((layout["seats"] as? [[String: Any]])?.first { $0["id"] as? String == "3_4" })
        let f = try #require(seat["pixelFrame"] as? [Double]), vp = try #require(layout["viewport"] as? [Double])
        let point = "\((f[0] + f[2] / 2) / 3 - vp[0]),\((f[1] + f[3] / 2) / 3 - vp[1])"
        let r = try Binary.run(["hit", Binary.sample("studio"), "--point", point])
        let answer = try Binary.json(r.stdout)
        #expect(answer["seat"] as? String == "3_4" && answer["label"] as? String == "3排4号")
        #expect((answer["accessibilityLabel"] as? String ?? "").hasPrefix("3排4号座位，"))
    }

    /// Every command keeps to the exit-code table (64 bad usage, 65 bad data, 66 missing input)
    /// and gives its errors as one JSON object on stderr when asked to.
    @Test func everyCommandKeepsTheTableAndHasAJSONErrorForm() throws {
        let env = ProcessInfo.processInfo.environment.merging(["SEATMAP_ERROR_FORMAT": "json"]) { $1 }
        let notData = try file("just words\n", "words.txt")
        let studio = Binary.sample("studio")
        let cases: [([String], Int32)] = [
            (["render", "/nonexistent.json", "-o", "/tmp/x.png"], 66), (["render", notData, "-o", "/tmp/x.png"], 65),
            (["layout", "--zoom", "nan", studio], 64), (["hit", studio], 64), (["hit", notData, "--point", "1,1"], 65),
            (["validate"], 64), (["validate", notData], 65), (["import", "/nonexistent"], 66), (["import", notData], 65),
            (["select", studio], 64), (["select", "/nonexistent.json", "--tap", "1_1"], 66),
            (["suggest", studio], 64), (["suggest", notData, "--count", "2"], 65),
            (["order", studio, "--selected", "1_1", "--request-id", "nope"], 64), (["order", notData, "--selected", "1_1"], 65),
            (["diff", "a.png"], 64), (["diff", notData, notData], 65), (["batch"], 64), (["batch", "merge"], 64),
            (["themes", "frobnicate"], 64), (["themes", "lint", "/nonexistent/theme.json"], 66),
            (["completions", "tcsh"], 64), (["man", "--bogus"], 64), (["frobnicate"], 64),
        ]
        for (args, code) in cases {
            let r = try Binary.run(args, environment: env)
            #expect(r.code == code, "\(args): \(r.code), expected \(code): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(args): \(r.stderr)")
            let doc = try Binary.json(String(lines.first ?? ""))
            let error = try #require(doc["error"] as? [String: Any], "\(args)")
            #expect(error["exitCode"] as? Int == Int(r.code) && !((error["messages"] as? [String]) ?? []).isEmpty, "\(args)")
            #expect((error["usage"] != nil) == (code == 64), "\(args)")
        }
        // `--json` asks for it too, on the commands that have it.
        let diff = try Binary.run(["diff", "/nonexistent.png", "/nonexistent.png", "--json"])
        #expect(diff.code == 66 && diff.stderr.hasPrefix("{\"error\": "))
    }
}
