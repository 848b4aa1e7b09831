import Foundation
import Testing
import SeatMapTestSupport

/// Near misses are offered everywhere a name is typed, and a forgotten option value is never
/// filled by the next option (issue 44, item 12).
@Suite struct NearMissTests {
    @Test func aTurnedPresetIsOfferedForItsTypo() throws {
        let r = try Binary.run(["layout", Binary.sample("standard"), "--device", "iphone-se-landscap"])
        #expect(r.code == 64)
        #expect(r.stderr.contains("unknown device 'iphone-se-landscap': did you mean iphone-se-landscape?"), "\(r.stderr)")
    }

    @Test func aZoomKeywordTypoIsNotCalledANumber() throws {
        let r = try Binary.run(["layout", Binary.sample("standard"), "--zoom", "fitt"])
        #expect(r.code == 64)
        #expect(r.stderr.contains("--zoom: expected fit, contain or a zoom scale 0.05…8.0, found 'fitt' (did you mean fit?)"), "\(r.stderr)")
        let far = try Binary.run(["layout", Binary.sample("standard"), "--zoom", "huge"])
        #expect(far.stderr.contains("found 'huge'") && !far.stderr.contains("did you mean"), "\(far.stderr)")
        // Numbers keep their own words.
        let big = try Binary.run(["layout", Binary.sample("standard"), "--zoom", "99"])
        #expect(big.code == 64 && big.stderr.contains("--zoom: must be 0.05 to 8"), "\(big.stderr)")
        let dir = try Binary.tempDir()
        let story = dir.appendingPathComponent("s.json")
        try #"{"hall": "\#(Binary.sample("studio"))", "steps": [{"zoom": "contian"}]}"#.write(to: story, atomically: true, encoding: .utf8)
        let flow = try Binary.run(["flow", story.path, "-o", dir.appendingPathComponent("out").path])
        #expect(flow.code == 65 && flow.stderr.contains("\"fit\" or \"contain\" (did you mean contain?)"), "\(flow.stderr)")
    }

    @Test func aThemeKeyTypoIsOfferedItsKey() throws {
        let dir = try Binary.tempDir()
        var theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Binary.packageRoot.appendingPathComponent("Themes/maoyan.json"))) as? [String: Any])
        theme["backgorund"] = theme.removeValue(forKey: "background")
        let file = dir.appendingPathComponent("t.json")
        try JSONSerialization.data(withJSONObject: theme).write(to: file)
        let r = try Binary.run(["layout", Binary.sample("standard"), "--theme", file.path])
        #expect(r.code == 65)
        #expect(r.stderr.contains("backgorund: unknown key \"backgorund\" (did you mean \"background\"? known: name, background,"), "\(r.stderr)")
    }

    @Test func aMappingKeyTypoIsOfferedItsKey() throws {
        let dir = try Binary.tempDir()
        let map = dir.appendingPathComponent("m.map.json")
        try #"{"seats": "data.seat_list", "row": "placeholder_row_id", "col": "placeholder_col_id", "labell": "x"}"#
            .write(to: map, atomically: true, encoding: .utf8)
        let list = Binary.packageRoot.appendingPathComponent("Samples/mapped/list-strings.json").path
        let r = try Binary.run(["import", list, "--map", map.path])
        #expect(r.code == 65)
        #expect(r.stderr.contains("labell: unknown key \"labell\" (did you mean \"label\"? known: seats,"), "\(r.stderr)")
    }

    /// `render --toast -o x.png` forgot the toast's text: an error, not a toast reading "-o".
    @Test func anOptionNameIsNeverAnotherOptionsValue() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("x.png").path
        let r = try Binary.run(["render", Binary.sample("standard"), "--toast", "-o", out])
        #expect(r.code == 64)
        #expect(r.stderr.contains("--toast needs a value (TEXT), found the option -o (write --toast=-o if that is the value)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Said with `=`, it is the value; a negative number stays a value.
        let said = try Binary.run(["layout", Binary.sample("standard"), "--toast=-o"])
        #expect(said.code == 0, "\(said.stderr)")
        #expect(try Binary.run(["layout", Binary.sample("standard"), "--zoom", "1", "--offset", "-10,5"]).code == 0)
        let help = try Binary.run(["layout", Binary.sample("standard"), "--theme", "--help"])
        #expect(help.code == 64 && help.stderr.contains("--theme needs a value"), "\(help.stderr)")
    }
}
