import Foundation
import Testing
import SeatMapCore
import SeatMapTestSupport

/// Flows in a locale: a story's `"locale"` and `flow --locale`, through the real binary. The
/// story's targets land on the mirrored chrome of a right-to-left page, the frames speak the
/// locale, and a wrong tag or a character no font has is a located error.
@Suite struct FlowLocaleTests {
    static let hall = Binary.packageRoot.appendingPathComponent("Samples/standard.json").path

    static func story(_ dir: URL, locale: String?) throws -> String {
        let key = locale.map { "\"locale\": \"\($0)\",\n " } ?? ""
        let json = """
        {"hall": "\(hall)",
         \(key)"steps": [{"tap": "7_10"}, {"tap": "7_11"}, {"tapAt": {"element": "confirm"}}]}
        """
        return try FlowCommandTests.story(dir, json)
    }

    static func seatFrames(_ out: URL, _ step: Int) throws -> [String] {
        let layout = try FlowCommandTests.layout(out, step)
        return try #require(layout["seats"] as? [[String: Any]]).map { "\($0["id"]!) \($0["pixelFrame"]!) \($0["state"]!)" }
    }

    /// `"locale": "ar"`: the confirm button is on the left, and the story's target still lands
    /// on it; the toast is Arabic, the SVG says so, every seat is where the English flow has it.
    @Test func aStoryInArabicTapsTheMirroredConfirmAndKeepsTheSeats() throws {
        let dir = try Binary.tempDir()
        let ar = dir.appendingPathComponent("ar"), en = dir.appendingPathComponent("en")
        let r = try Binary.run(["flow", try Self.story(dir, locale: "ar"), "--format", "svg", "-o", ar.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("step-03 tapAt confirm"), "\(r.stdout)")
        #expect(try FlowCommandTests.flowJSON(ar)["locale"] as? String == "ar")
        let svg = try String(contentsOf: ar.appendingPathComponent("step-03.svg"), encoding: .utf8)
        #expect(svg.contains("lang=\"ar\" dir=\"rtl\""))
        #expect(svg.contains("<title>تم تقديم الطلب، يرجى الدفع قريبًا</title>"), "the order-placed toast in Arabic")
        // A seat's title keeps its price one left-to-right unit, as character references.
        #expect(svg.contains("<title>الصف 7 المقعد 10، محدد، &#x2066;¥55&#x2069;</title>"), "seat 7_10's title")
        // The confirm button of the Arabic page is on the left half of the screen.
        let layout = try FlowCommandTests.layout(ar, 2)
        let confirm = try #require((layout["elements"] as? [[String: Any]])?.first { $0["kind"] as? String == "confirm" })
        let frame = try #require(confirm["pixelFrame"] as? [Double])
        let width = try #require((layout["image"] as? [String: Any])?["width"] as? Double ?? (layout["image"] as? [Double])?.first)
        #expect(frame[0] + frame[2] / 2 < width / 2, "confirm at \(frame) on a page \(width) px wide")

        let e = try Binary.run(["flow", try Self.story(dir, locale: "en"), "-o", en.path])
        #expect(e.code == 0, "\(e.stderr)")
        for step in 0...2 { #expect(try Self.seatFrames(ar, step) == Self.seatFrames(en, step), "step \(step)") }
    }

    /// `--locale` overrides the story's, as the other page options do.
    @Test func theLocaleOptionOverridesTheStorys() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("he")
        let r = try Binary.run(["flow", try Self.story(dir, locale: "ar"), "--locale", "he", "--format", "svg", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try FlowCommandTests.flowJSON(out)["locale"] as? String == "he")
        #expect(try String(contentsOf: out.appendingPathComponent("step-01.svg"), encoding: .utf8).contains("lang=\"he\" dir=\"rtl\""))
        let plain = dir.appendingPathComponent("plain")
        #expect(try Binary.run(["flow", try Self.story(dir, locale: nil), "-o", plain.path]).code == 0)
        #expect(try FlowCommandTests.flowJSON(plain)["locale"] as? String == "zh-Hans")
    }

    /// A tag with no table is an error at the story's `locale` (65) or a usage error of the option (64).
    @Test func anUnknownLocaleIsLocated() throws {
        let dir = try Binary.tempDir()
        let story = try Self.story(dir, locale: "jp")
        let r = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o").path])
        #expect(r.code == 65)
        #expect(r.stderr.hasPrefix("error: \(story):2:12: locale: locale \"jp\": SeatMap has no table for it (did you mean \"ja\"?"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o").path))
        let o = try Binary.run(["flow", try Self.story(dir, locale: nil), "--locale", "fr", "-o", dir.appendingPathComponent("o").path])
        #expect(o.code == 64)
        #expect(o.stderr.hasPrefix("error: --locale: locale \"fr\": SeatMap has no table for it"), "\(o.stderr)")
    }

    /// In a locale, a hall text no font can draw stops the flow, naming the hall file.
    @Test func aCharacterNoFontHasStopsALocaleFlow() throws {
        let dir = try Binary.tempDir()
        let hall = dir.appendingPathComponent("hall.json").path
        try #"{"movie": {"title": "Cinema \#u{13000}"}, "rows": [[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 0}]]}"#
            .write(toFile: hall, atomically: true, encoding: .utf8)
        let story = try FlowCommandTests.story(dir, #"{"hall": "hall.json", "locale": "en", "steps": [{"tap": "1_1"}]}"#)
        let out = dir.appendingPathComponent("o")
        let r = try Binary.run(["flow", story, "-o", out.path])
        #expect(r.code == 65)
        #expect(r.stderr.hasPrefix("error: \(hall): --locale en: no font has '\u{13000}' (U+13000)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
