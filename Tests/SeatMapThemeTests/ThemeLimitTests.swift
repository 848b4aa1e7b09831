import Foundation
import Testing
import SeatMapCore
import SeatMapTheme

/// Themes are bounded like halls: strict colour syntax, a font list and strings of bounded
/// length, and a byte limit checked before parsing.
@Suite struct ThemeLimitTests {
    /// A theme with only the core keys (docs/theme-format.md), plus `extra` members at the top level.
    func theme(_ extra: String) -> [UInt8] {
        let core = ##"{"name": "t", "background": "#FFFFFF", "seat": {"width": 36, "height": 36, "hGap": 8, "vGap": 14, "zoneOffset": 6}, "states": {"available": {"fill": "#FFFFFF", "stroke": "#8FD19E"}, "selected": {"fill": "#22B573"}, "sold": {"fill": "#D9D9D9"}, "locked": {"fill": "#F5C26B"}}, "zones": {"1": {"name": "普通区"}, "2": {"name": "黄金区"}, "3": {"name": "情侣座"}}"##
        return Array((core + (extra.isEmpty ? "" : ", " + extra) + "}").utf8)
    }

    func problems(_ bytes: [UInt8]) -> [HallProblem] {
        do { _ = try Theme.decode(bytes, file: "t.json") } catch {
            if case .invalid(_, let p) = error { return p }
            Issue.record("\(error)")
        }
        return []
    }

    @Test(arguments: ["#+F+F+F", "#-0-0-0", "# FFFFF", "#0x1234", "#FFFFFF ", "#FF_FFF", "#ＦＦＦＦＦＦ"])
    func coloursWithAnythingButHexDigitsAreRefused(_ text: String) {
        #expect(Color(hex: text) == nil)
        let p = problems(theme(#""page": {"text": "\#(text)"}"#))
        #expect(p.count == 1)
        #expect(p.first?.path == "page.text")
        #expect(p.first?.reason.hasPrefix("invalid colour") == true)
        #expect((p.first?.line ?? 0) > 0)
    }

    @Test func hexDigitsOfEitherCaseAreColours() {
        #expect(Color(hex: "#aBcDeF") == Color(red: 0xAB / 255.0, green: 0xCD / 255.0, blue: 0xEF / 255.0))
        #expect(Color(hex: "#00000000")?.alpha == 0)
    }

    @Test func theFontListIsBounded() {
        let many = (0...Theme.maxFonts).map { "\"Font \($0)\"" }.joined(separator: ", ")
        let p = problems(theme(#""fonts": [\#(many)]"#))
        #expect(p.map(\.path) == ["fonts"])
        #expect(p.first?.reason == "17 fonts; the limit is 16")
    }

    @Test func stringsAreBounded() {
        let long = String(repeating: "x", count: Theme.maxStringLength + 1)
        let p = problems(theme(#""strings": {"confirm": "\#(long)"}"#))
        #expect(p.map(\.path) == ["strings.confirm"])
        #expect(p.first?.reason == "string is 257 characters long; the limit is 256")
    }

    @Test func oversizedFilesAreRefusedBeforeParsing() throws {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: Theme.maxFileBytes + 1)
        #expect(throws: ThemeError.tooLarge(file: "t.json", reason: "file is 1048577 bytes; the limit for a theme is 1048576")) {
            try Theme.decode(big, file: "t.json")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-theme-\(UUID().uuidString).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(big))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ThemeError.tooLarge(file: path, reason: "file is 1048577 bytes; the limit for a theme is 1048576")) {
            try Theme.load(path)
        }
    }
}
