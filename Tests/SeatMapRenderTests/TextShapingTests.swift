import Testing
import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapTestSupport
@testable import SeatMapRender
import SeatMapLocale
import CCairo

/// Text is shaped with HarfBuzz from font files: kerned, each character cluster from the first
/// font of the chain that has it, measured exactly as it is drawn.
@Suite struct TextShapingTests {
    func measurer(_ theme: String) throws -> ShapingMeasurer {
        try ShapingMeasurer(theme: try Theme.load(theme))
    }

    @Test func latinTextIsKerned() throws {
        let m = try measurer("maoyan-en")
        let pair = m.textWidth("AV", size: 20, weight: .regular)
        let apart = m.textWidth("A", size: 20, weight: .regular) + m.textWidth("V", size: 20, weight: .regular)
        // DejaVu Sans kerns A–V by about 0.04 em (0.8 pt at 20 pt).
        #expect(pair < apart - 0.5, "AV \(pair) vs A+V \(apart)")
        #expect(m.textRuns("AV", size: 20, weight: .regular, spaceScale: 1)[0].family == "DejaVu Sans")
    }

    @Test func eachClusterComesFromTheFirstFontThatHasIt() throws {
        let runs = try measurer("maoyan-en").textRuns("3号厅 Screen", size: 12, weight: .regular, spaceScale: 1)
        #expect(runs.map(\.text) == ["3", "号厅", " Screen"])
        #expect(runs.map(\.family) == ["DejaVu Sans", "WenQuanYi Micro Hei", "DejaVu Sans"])
        #expect(runs[1].face?.path.hasSuffix("wqy-microhei.ttc") == true)
        // A base letter and its combining accent are one cluster, drawn by one font.
        let accented = try measurer("maoyan").textRuns("Cine\u{0301}ma", size: 12, weight: .regular, spaceScale: 1)
        #expect(accented.count == 1)
        #expect(Set(accented[0].glyphs.map(\.cluster)).count <= 6)
    }

    @Test func advancesAreUnhintedSoTheyScaleWithTheSize() throws {
        let m = try measurer("maoyan")
        let small = m.textWidth("万达影城(CBD店) · 3号厅", size: 10, weight: .regular)
        let large = m.textWidth("万达影城(CBD店) · 3号厅", size: 30, weight: .regular)
        #expect(abs(large - 3 * small) < 1e-9)
        // The space the text is drawn in does not change an unhinted advance.
        #expect(m.textWidth("银幕", size: 12, weight: .regular, spaceScale: 0.37) == m.textWidth("银幕", size: 12, weight: .regular))
    }

    @Test func synthesisedBoldIsWiderByTheEmboldeningStrength() throws {
        let m = try measurer("maoyan")
        let regular = m.textRuns("确认选座", size: 24, weight: .regular, spaceScale: 1)[0]
        let bold = m.textRuns("确认选座", size: 24, weight: .bold, spaceScale: 1)[0]
        #expect(bold.face?.syntheticBold == true)
        // FreeType widens each emboldened glyph by 1/24 em.
        #expect(abs(bold.advance - (regular.advance + 4 * 24.0 / 24)) < 1e-9)
        #expect(bold.glyphs.map(\.id) == regular.glyphs.map(\.id))
    }

    @Test func aFamilyWithABoldFileUsesIt() throws {
        let run = try measurer("maoyan-en").textRuns("Confirm", size: 17, weight: .bold, spaceScale: 1)[0]
        #expect(run.face?.path.hasSuffix("DejaVuSans-Bold.ttf") == true)
        #expect(run.face?.syntheticBold == false)
    }

    @Test func theReportNamesEveryFontThatDrewText() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("studio")), theme: try Theme.load("maoyan-en"),
                                     device: .named("iphone-se"))
        let report = try #require(try Renderer.resolve(page).fonts)
        #expect(report.fonts.map { "\($0.family)/\($0.weight.rawValue)" }
                == ["DejaVu Sans/regular", "DejaVu Sans/bold", "WenQuanYi Micro Hei/regular", "WenQuanYi Micro Hei/bold"])
        #expect(report.fonts.allSatisfy { $0.pinned })
        #expect(report.missingCharacters.isEmpty)
        #expect(report.libraries["harfbuzz"] == "6.0.0" || report.libraries["harfbuzz"]?.isEmpty == false)
    }

    @Test func aChainWithoutACJKFontReportsTheMissingCharacters() throws {
        var theme = try Theme.load("maoyan")
        theme.fonts = ["DejaVu Sans"]
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("studio")), theme: theme, device: .named("iphone-se"))
        let resolved = try Renderer.resolve(page)
        let report = try #require(resolved.fonts)
        #expect(report.missingCharacters.contains("银"))
        #expect(resolved.warnings.contains { $0.contains("no font in the chain (DejaVu Sans) has") })
        let message = try #require(FontReport.difference(reference: nil, actual: report))
        #expect(message.hasPrefix("this run has no font for \(report.missingCharacters.count) character(s) of the page ("))
        #expect(message.hasSuffix("a CJK font is missing; install fonts-wqy-microhei or add its folder to SEATMAP_FONT_PATH"))
    }

    @Test func aFingerprintDifferenceIsSaidInWords() throws {
        func font(_ family: String, _ file: String, _ sha: String) -> FontReport.Font {
            FontReport.Font(family: family, file: file, index: 0, weight: .regular, syntheticBold: false, sha256: sha, pinned: false)
        }
        let reference = FontReport(fonts: [font("WenQuanYi Micro Hei", "wqy-microhei.ttc", "1a2b3c4d" + String(repeating: "0", count: 56))],
                                   missingCharacters: [], libraries: ["cairo": "1.16.0", "freetype": "2.12.1", "harfbuzz": "6.0.0"])
        var actual = reference
        actual.fonts = [font("Noto Sans CJK SC", "NotoSansCJK-Regular.ttc", "9f8e7d6c" + String(repeating: "0", count: 56))]
        actual.libraries["harfbuzz"] = "8.3.0"
        #expect(FontReport.difference(reference: reference, actual: reference) == nil)
        #expect(FontReport.difference(reference: reference, actual: actual)
                == "fonts differ: the reference was drawn with WenQuanYi Micro Hei (wqy-microhei.ttc, sha256 1a2b3c4d…), "
                + "this run with Noto Sans CJK SC (NotoSansCJK-Regular.ttc, sha256 9f8e7d6c…); text libraries differ (harfbuzz 6.0.0 → 8.3.0)")
        // The report survives its JSON form (snapshot chunks, manifests, layout files).
        #expect(FontReport(json: actual.json) == actual)
    }
}

/// Text in PDFs is the text: each run's glyphs go to Cairo with their cluster map, forward for
/// left-to-right runs and backward for right-to-left ones (glyphs in visual order, clusters
/// descending), so an Arabic word copies out of a PDF as its letters, not their joined forms.
@Suite struct TextClusterTests {
    static func runs(_ tag: String, _ text: String) throws -> [TextRun] {
        let theme = try Theme.builtinDefault.localized(to: PageLocale.named(tag))
        let m = try ShapingMeasurer(theme: theme)
        return m.textRuns(text, size: 14, weight: .regular, spaceScale: 1)
    }

    @Test func rightToLeftRunsMapTheirClustersBackward() throws {
        for (tag, word) in [("ar", "محجوز"), ("he", "שמור"), ("en", "Reserved"), ("th", "ถูกจอง")] {
            for run in try Self.runs(tag, word) where !run.glyphs.isEmpty {
                let bytes = run.text.utf8.count
                let mapped = try #require(Canvas.clusters(run.glyphs, byteCount: bytes), "\(tag): \(run.text) has no cluster map")
                #expect(mapped.backward == ["ar", "he"].contains(tag), "\(tag): \(run.text)")
                #expect(mapped.map.reduce(0) { $0 + Int($1.num_bytes) } == bytes, "\(tag): every byte in one cluster")
                #expect(mapped.map.reduce(0) { $0 + Int($1.num_glyphs) } == run.glyphs.count, "\(tag): every glyph in one cluster")
                #expect(mapped.map.allSatisfy { $0.num_bytes > 0 })
            }
        }
    }

    /// Hindi is shaped, not drawn letter by letter: a conjunct (क + ् + ष) is one glyph, a
    /// vowel sign is placed with its consonant, all from Noto Sans Devanagari.
    @Test func devanagariIsShapedIntoConjunctsAndVowelSigns() throws {
        let conjunct = try Self.runs("hi", "क्ष").filter { !$0.glyphs.isEmpty }
        #expect(conjunct.count == 1 && conjunct[0].family == "Noto Sans Devanagari", "\(conjunct)")
        #expect(conjunct.first?.glyphs.count == 1, "\(conjunct.first?.glyphs.count ?? 0) glyphs for a conjunct of 3 scalars")
        // "सीटें": the long ī and the e sign with its nasal mark ride on their consonants.
        let word = try Self.runs("hi", "सीटें").filter { !$0.glyphs.isEmpty }
        #expect(word.count == 1 && word[0].family == "Noto Sans Devanagari")
        let letters = try Self.runs("hi", "स").first!.advance + (try Self.runs("hi", "ट").first!.advance)
        #expect(abs(word[0].advance - letters) < letters * 0.6, "marks take little or no advance of their own: \(word[0].advance) vs \(letters)")
    }
}
