import Testing
import Foundation
import SeatMapCore
import SeatMapTheme
import SeatMapTestSupport
@testable import SeatMapLocale

/// The shipped locale tables: ten, each complete, each keeping the placeholders of the seed's
/// Chinese, exactly the checked-in `Locales/*.json`; tags resolve as BCP 47 matching does.
@Suite struct LocaleTableTests {
    @Test func elevenTablesEachCompleteAndInSyncWithTheirFiles() throws {
        #expect(PageLocale.builtin.map(\.tag) == ["zh-Hans", "zh-Hant", "en", "ja", "ko", "th", "vi", "id", "hi", "ar", "he"])
        for source in LocaleTable.builtinSources {
            let file = try String(contentsOfFile: Fixtures.root.appendingPathComponent("Locales/\(source.tag).json").path, encoding: .utf8)
            #expect(file == source.json + "\n" || file == source.json, "\(source.tag): run scripts/embed-locales.sh")
            let locale = try LocaleTable.decode(file, file: "\(source.tag).json")
            #expect(locale.tag == source.tag)
            #expect(locale.zoneNames.count == 3)
        }
        #expect(PageLocale.builtin.filter(\.isRightToLeft).map(\.tag) == ["ar", "he"])
    }

    @Test func seatLabelsInEachLocalesOwnForm() throws {
        let forms = Dictionary(uniqueKeysWithValues: PageLocale.builtin.map { ($0.tag, $0.strings.seatLabel) })
        #expect(forms["zh-Hans"] == "{row}排{col}号")
        #expect(forms["zh-Hant"] == "{row}排{col}號")
        #expect(forms["ja"] == "{row}列{col}番")
        #expect(forms["ko"] == "{row}열 {col}번")
        #expect(forms["th"] == "แถว {row} ที่นั่ง {col}")
        #expect(forms["he"] == "שורה {row} מושב {col}")
    }

    @Test func tagsMatchByLanguageAndScript() throws {
        func tag(_ s: String) throws -> String { try PageLocale.named(s).tag }
        #expect(try tag("zh-TW") == "zh-Hant")
        #expect(try tag("zh-HK") == "zh-Hant")
        #expect(try tag("zh-Hant-TW") == "zh-Hant")
        #expect(try tag("zh-CN") == "zh-Hans")
        #expect(try tag("zh") == "zh-Hans")
        #expect(try tag("EN-gb") == "en")
        #expect(try tag("ar-AE") == "ar")
        #expect(try tag("iw") == "he")
        #expect(try tag("in") == "id")
        #expect(throws: LocaleError.unknown("fr", reason: "SeatMap has no table for it (did you mean \"ar\"? known: zh-Hans, zh-Hant, en, ja, ko, th, vi, id, hi, ar, he)")) { try PageLocale.named("fr") }
        #expect(throws: LocaleError.unknown("zh_TW", reason: "BCP 47 tags join their parts with \"-\" (zh-TW)")) { try PageLocale.named("zh_TW") }
        #expect((try? PageLocale.named("e n")) == nil)
    }

    @Test func aTranslationThatLosesAPlaceholderIsRefused() throws {
        let ja = LocaleTable.builtinSources.first { $0.tag == "ja" }!.json
        let lost = ja.replacingOccurrences(of: "\"1回につき{n}席までです\"", with: "\"1回につき席までです\"")
        #expect(lost != ja)
        #expect(throws: LocaleError.self) { try LocaleTable.decode(lost, file: "ja.json") }
        do { _ = try LocaleTable.decode(lost, file: "ja.json") } catch {
            #expect("\(error)".hasPrefix("ja.json:"), "\(error)")
            #expect("\(error)".contains("strings.toastLimit: has the placeholders none; the string needs {n}"), "\(error)")
        }
        let missing = ja.replacingOccurrences(of: "\"stage\": \"ステージ\",", with: "")
        do { _ = try LocaleTable.decode(missing, file: "ja.json"); Issue.record("read") } catch {
            #expect("\(error)".contains("strings: no \"stage\": a table has every string a page can show"), "\(error)")
        }
        let typo = ja.replacingOccurrences(of: "\"stage\":", with: "\"stag\":")
        do { _ = try LocaleTable.decode(typo, file: "ja.json"); Issue.record("read") } catch {
            #expect("\(error)".contains("strings.stag: unknown string (did you mean \"stage\"?"), "\(error)")
        }
    }

    /// The defaults stay what they were: maoyan in zh-Hans and maoyan-en in en are the themes
    /// as they are (same strings, zone names, fonts), so every existing golden holds.
    @Test func theThemesOwnLocaleChangesNothing() throws {
        let maoyan = try #require(Theme.builtin(named: "maoyan")), en = try #require(Theme.builtin(named: "maoyan-en"))
        let zh = try maoyan.localized(to: PageLocale.named("zh-Hans"))
        #expect(zh.strings == maoyan.strings && zh.zones == maoyan.zones && zh.fonts == maoyan.fonts && !zh.isRightToLeft)
        let english = try en.localized(to: PageLocale.named("en"))
        #expect(english.strings == en.strings && english.zones == en.zones && english.fonts == en.fonts)
        #expect(en.locale == "en")
        #expect(try en.localized(to: nil) == english)
    }

    @Test func aLocaleKeepsTheThemesColoursAndItsOwnWords() throws {
        let dark = try #require(Theme.builtin(named: "dark"))
        let ar = try dark.localized(to: PageLocale.named("ar"))
        #expect(ar.page == dark.page && ar.states == dark.states && ar.background == dark.background)
        #expect(ar.isRightToLeft && ar.locale == "ar")
        #expect(ar.strings.confirm == "تأكيد المقاعد")
        #expect(ar.zones[.golden]?.name == "مميز")
        #expect(ar.scriptFonts == ["Noto Sans Arabic"] && ar.fonts == dark.fonts)
        let vi = try dark.localized(to: PageLocale.named("vi"))
        #expect(vi.fonts.first == "DejaVu Sans" && vi.scriptFonts.isEmpty)
        #expect(ar.strings.currency == dark.strings.currency)

        let text = ##"{"name": "brand", "background": "#FFFFFF", "seat": {"width": 36, "height": 36, "hGap": 8, "vGap": 14, "zoneOffset": 6},"##
            + ##" "states": {"available": {"fill": "#FFFFFF", "stroke": "#8FD19E"}, "selected": {"fill": "#22B573"}, "sold": {"fill": "#D9D9D9"}, "locked": {"fill": "#F5C26B"}},"##
            + ##" "zones": {"1": {"name": "a"}, "2": {"name": "b"}, "3": {"name": "c"}}, "locales": {"ja": {"confirm": "これで決定"}}}"##
        let brand = try Theme.decode(Array(text.utf8), file: "brand.json")
        let ja = try brand.localized(to: PageLocale.named("ja-JP"))
        #expect(ja.strings.confirm == "これで決定")
        #expect(ja.strings.legendSold == "販売済")
        let typo = try Theme.decode(Array(text.replacingOccurrences(of: "\"ja\"", with: "\"jp\"").utf8), file: "brand.json")
        #expect(throws: LocaleError.themeLocale(theme: "brand", tag: "jp", reason: "SeatMap has no table for it (did you mean \"ja\"? known: zh-Hans, zh-Hant, en, ja, ko, th, vi, id, hi, ar, he)")) {
            try typo.localized(to: nil)
        }
        #expect(throws: (any Error).self) { try Theme.decode(Array(text.replacingOccurrences(of: "\"confirm\"", with: "\"confirn\"").utf8), file: "brand.json") }
    }
}
