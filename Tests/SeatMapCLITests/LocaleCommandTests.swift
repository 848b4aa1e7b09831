import Testing
import Foundation
import SeatMapCore

/// `--locale` from the command line: the page in Arabic keeps every seat of the English page,
/// its SVG says its language and direction, an unknown tag is bad usage, a character no font
/// has is an error with --locale and a warning without.
@Suite struct LocaleCommandTests {
    static let standard = Binary.packageRoot.appendingPathComponent("Samples/standard.json").path

    static func seats(_ json: String) throws -> [String] {
        let d = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let seats = try #require(d["seats"] as? [[String: Any]])
        return seats.map { "\($0["id"]!) \($0["pixelFrame"]!) \($0["state"]!)" }
    }

    @Test func anArabicPageKeepsTheEnglishSeats() throws {
        let en = try Binary.run(["layout", Self.standard, "--locale", "en", "--selected", "5_5,5_6"])
        let ar = try Binary.run(["layout", Self.standard, "--locale", "ar-AE", "--selected", "5_5,5_6"])
        #expect(en.code == 0 && ar.code == 0, "\(en.stderr)\(ar.stderr)")
        #expect(try Self.seats(en.stdout) == Self.seats(ar.stdout))
        #expect(ar.stdout.contains("\"locale\": \"ar\",\n \"direction\": \"rtl\","), "\(ar.stdout.prefix(300))")
        #expect(ar.stdout.contains("\"label\": \"الصف 5 المقعد 5\""))
        #expect(ar.stdout.contains("\"missingCharacters\": []"))
        let plain = try Binary.run(["layout", Self.standard])
        #expect(plain.stdout.contains("\"locale\": \"zh-Hans\",\n \"direction\": \"ltr\","))
    }

    @Test func theSVGSaysItsLanguageAndDirection() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("he.svg").path
        let r = try Binary.run(["render", Self.standard, "--locale", "he", "-o", svg])
        #expect(r.code == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("lang=\"he\" dir=\"rtl\">"))
        #expect(text.contains("direction=\"ltr\""))
        #expect(text.contains(">מושבים אישור</text>") || text.contains(">אישור מושבים</text>"), "the button's words are one run")
        let png = dir.appendingPathComponent("ja.png").path
        let ja = try Binary.run(["render", Self.standard, "--locale", "ja", "-o", png])
        #expect(ja.code == 0 && ja.stderr.isEmpty, "\(ja.stderr)")
    }

    @Test func anUnknownTagIsBadUsage() throws {
        let r = try Binary.run(["render", Self.standard, "--locale", "fr-FR", "-o", "/dev/null"])
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("error: --locale: locale \"fr-FR\": SeatMap has no table for it (known: zh-Hans, zh-Hant, en, ja, ko, th, vi, id, hi, ar, he)"), "\(r.stderr)")
        let posix = try Binary.run(["layout", Self.standard, "--locale", "zh_TW"])
        #expect(posix.code == 64 && posix.stderr.hasPrefix("error: --locale: locale \"zh_TW\": BCP 47 tags join their parts with \"-\" (zh-TW)"), "\(posix.stderr)")
    }

    @Test func aCharacterNoFontHasIsAnErrorWithALocale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = dir.appendingPathComponent("hall.json").path
        try #"{"movie": {"title": "Cinema \#u{13000}"}, "rows": [[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 0}]]}"#
            .write(toFile: hall, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("p.png").path
        let strict = try Binary.run(["render", hall, "--locale", "en", "-o", out])
        #expect(strict.code == 65)
        #expect(strict.stderr.hasPrefix("error: \(hall): --locale en: no font has '\u{13000}' (U+13000); install the locale's fonts"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let lenient = try Binary.run(["render", hall, "-o", out])
        #expect(lenient.code == 0)
        #expect(lenient.stderr.contains("(U+13000); it may show as a box"), "\(lenient.stderr)")
    }

    @Test func aThemesWordsForAnUnknownLocaleAreBadData() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("brand.json").path
        var text = try String(contentsOfFile: Binary.packageRoot.appendingPathComponent("Themes/maoyan.json").path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"name\": \"maoyan\",", with: "\"name\": \"brand\", \"locales\": {\"jp\": {\"confirm\": \"決定\"}},")
        try text.write(toFile: theme, atomically: true, encoding: .utf8)
        let r = try Binary.run(["render", Self.standard, "--theme", theme, "--locale", "ja", "-o", "/dev/null"])
        #expect(r.code == 65)
        #expect(r.stderr.hasPrefix("error: theme brand: locales.jp: SeatMap has no table for it (did you mean \"ja\"?"), "\(r.stderr)")
    }

    /// `seatmap locales` lists the ten tables with their seat label and the script fonts this
    /// machine draws them from (the README's setup installs every one: exit 0).
    @Test func theLocalesCommandListsTablesAndTheirFonts() throws {
        let r = try Binary.run(["locales"])
        #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.map { String($0.prefix(while: { $0 != " " })) } == ["zh-Hans", "zh-Hant", "en", "ja", "ko", "th", "vi", "id", "hi", "ar", "he"])
        #expect(r.stdout.contains("ja       ltr  Jpan  日本語 · 5列5番 · Noto Sans CJK JP (/"), "\(r.stdout)")
        #expect(r.stdout.contains("ar       rtl  Arab  العربية · الصف 5 المقعد 5 · Noto Sans Arabic (/"), "\(r.stdout)")
        let json = try Binary.run(["locales", "--json"])
        let all = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(all.count == 11)
        let th = try #require(all.first { $0["tag"] as? String == "th" })
        #expect(th["seatLabel"] as? String == "แถว 5 ที่นั่ง 5" && th["complete"] as? Bool == true && th["direction"] as? String == "ltr")
        let thFont = try #require((th["fonts"] as? [[String: Any]])?.first)
        #expect(thFont["family"] as? String == "Noto Sans Thai")
        #expect((thFont["path"] as? String)?.hasSuffix("NotoSansThai-Regular.ttf") == true)
    }
}
