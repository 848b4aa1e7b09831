import SeatMapRules
import SeatMapPage
import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapTestSupport
@testable import SeatMapRender
@testable import SeatMapTheme

@Suite struct ThemeTests {
    @Test func shippedFilesAreTheBuiltins() throws {
        for t in Theme.builtins {
            let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.theme(t.name)))
            #expect(try Theme.decode([UInt8](data), file: t.name) == t, "\(t.name).json and the embedded copy differ; run scripts/embed-themes.sh")
        }
        #expect(Theme.builtinNames == ["maoyan", "maoyan-en", "dark", "high-contrast", "print"])
    }

    @Test func maoyanNamesEveryKey() throws {
        // Decoded over two opposite skeletons, the results agree: no skeleton value leaks through.
        let json = try #require(Theme.builtinSources.first { $0.name == "maoyan" }?.json)
        let a = try Theme.decode(Array(json.utf8), file: "m", base: Theme.skeleton(.black))
        let b = try Theme.decode(Array(json.utf8), file: "m", base: Theme.skeleton(.white))
        #expect(a == b)
    }

    @Test func coreOnlyThemeIsValidAndHasNoZoneTints() throws {
        let core = ##"""
        {"name": "core", "background": "#FFFFFF",
         "seat": {"width": 36, "height": 36, "hGap": 8, "vGap": 14, "zoneOffset": 6},
         "states": {"available": {"fill": "#FFFFFF", "stroke": "#8FD19E"}, "selected": {"fill": "#22B573"},
                    "sold": {"fill": "#D9D9D9"}, "locked": {"fill": "#F5C26B"}},
         "zones": {"1": {"name": "普通区"}, "2": {"name": "黄金区"}, "3": {"name": "情侣座"}}}
        """##
        let t = try Theme.decode(Array(core.utf8), file: "core.json")
        #expect(t.name == "core")
        #expect(t.zoneStyle(.golden).tint == nil && t.zoneStyle(.couple).tint == nil)
        #expect(t.page == Theme.builtinDefault.page)  // everything else falls back
        // A golden available seat's body shows the state's fill, not maoyan's zone tint.
        let hall = HallBuilder.hall(["GGGG"])
        let page = try SeatPage.make(hall: hall, theme: t, device: .named("iphone-se"), mode: .full)
        let img = try Renderer.image(page).image
        let f = page.layout.pixelFrame(GridIndex(row: 0, col: 1))
        let px = img[Int(f.midX), Int(f.midY)]
        #expect(px.r == 255 && px.g == 255 && px.b == 255)
    }

    @Test func errorsNameTheKey() throws {
        let bad = ##"{"name": "x", "background": "#FFFFF", "states": {"sold": {"fill": "#D9D9D9", "glow": "#000000"}}, "colour": 1, "seat": {"width": -3}}"##
        do {
            _ = try Theme.decode(Array(bad.utf8), file: "bad.json")
            Issue.record("expected errors")
        } catch {
            guard case .invalid(let file, let problems) = error else { Issue.record("\(error)"); return }
            #expect(file == "bad.json")
            #expect(Array(problems.map(\.path).prefix(4)) == ["background", "states.sold.glow", "colour", "seat.width"])
            // …and then every core key the file leaves out.
            #expect(problems.dropFirst(4).map(\.path) == ["seat.height", "seat.hGap", "seat.vGap", "seat.zoneOffset",
                                                           "states.available.fill", "states.available.stroke", "states.selected.fill",
                                                           "states.locked.fill", "zones.1.name", "zones.2.name", "zones.3.name"])
            #expect(problems[0].reason == ##"invalid colour "#FFFFF" (expected #RRGGBB or #RRGGBBAA)"##)
            #expect(problems[1].reason.hasPrefix(#"unknown key "glow""#))
            #expect(problems[0].line == 1 && problems[0].column == 29)
        }
    }

    @Test func coreKeysAreRequired() throws {
        do {
            _ = try Theme.decode(Array(##"{"name": "partial", "background": "#FFFFFF"}"##.utf8), file: "p.json")
            Issue.record("a theme without the core must be refused")
        } catch {
            guard case .invalid(_, let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems.map(\.path) == ["seat.width", "seat.height", "seat.hGap", "seat.vGap", "seat.zoneOffset",
                                             "states.available.fill", "states.available.stroke", "states.selected.fill",
                                             "states.sold.fill", "states.locked.fill", "zones.1.name", "zones.2.name", "zones.3.name"])
            #expect(problems[0].reason == "missing key (part of the core every theme names: seat)")
        }
    }

    @Test func pageAndStringTablesNameUnknownKeysAndBadValues() throws {
        // A core-only theme (no page or strings of its own) with extra members added before its
        // closing brace; repeating a key would be a syntax error.
        let core = ##"{"name": "t", "background": "#FFFFFF", "seat": {"width": 36, "height": 36, "hGap": 8, "vGap": 14, "zoneOffset": 6}, "states": {"available": {"fill": "#FFFFFF", "stroke": "#8FD19E"}, "selected": {"fill": "#22B573"}, "sold": {"fill": "#D9D9D9"}, "locked": {"fill": "#F5C26B"}}, "zones": {"1": {"name": "普通区"}, "2": {"name": "黄金区"}, "3": {"name": "情侣座"}}}"##
        func adding(_ members: String) -> String { String(core[..<core.lastIndex(of: "}")!]) + ", " + members + "}" }
        let extra = adding(##""page": {"bogus": "#000000", "text": 7}, "strings": {"confirm": "Book", "nope": "x"}"##)
        do {
            _ = try Theme.decode(Array(extra.utf8), file: "x.json")
            Issue.record("expected errors")
        } catch {
            guard case .invalid(_, let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems.map(\.path) == ["page.bogus", "page.text", "strings.nope"])
            #expect(problems[1].reason == "expected a colour string #RRGGBB or #RRGGBBAA, found a number")
        }
        let english = adding(#""strings": {"confirm": "Book seats"}"#)
        #expect(try Theme.decode(Array(english.utf8), file: "e.json").strings.confirm == "Book seats")
    }

    @Test func unknownBuiltinAndMissingFile() {
        #expect(throws: ThemeError.unknownTheme("neon", builtins: ["maoyan", "maoyan-en", "dark", "high-contrast", "print"])) { try Theme.load("neon") }
        #expect(throws: ThemeError.unreadable(file: "/no/such/theme.json", reason: "no such file")) { try Theme.load("/no/such/theme.json") }
    }

    @Test func colorsParseAndContrast() {
        #expect(Color(hex: "#FF000080") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(Color(hex: "FF0000") == nil && Color(hex: "#GG0000") == nil && Color(hex: "#FFF") == nil)
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
    }

    @Test func highContrastPassesLint() {
        let t = Theme.builtin(named: "high-contrast")!
        #expect(ThemeLint.failures(t).isEmpty, "\(ThemeLint.failures(t))")
        #expect(!ThemeLint.failures(Theme.builtinDefault).isEmpty)  // maoyan's grey hint text is below 4.5:1
    }

    @Test func printIsGreyscale() {
        let t = Theme.builtin(named: "print")!
        for c in [t.background] + SeatState.allCases.map({ t.style(for: $0).fill }) + [t.style(for: .available).mark, t.style(for: .sold).mark] {
            #expect(c.red == c.green && c.green == c.blue, "\(c) is not grey")
        }
    }
}

/// The English theme: every word of the page in English, prices in the theme's format.
@Suite struct EnglishThemeTests {
    @Test func everyWordIsEnglishAndPricesFollowTheFormat() throws {
        let theme = try Theme.load("maoyan-en")
        let s = theme.strings
        for word in [s.legendAvailable, s.legendSold, s.legendSelected, s.legendCouple, s.legendLocked, s.screen, s.centerLine,
                     s.confirm, s.limitHint, s.seatLabel, s.chipPriceSuffix, s.pickSeats, s.selectedCount, s.seatAccessibility] {
            #expect(word.unicodeScalars.allSatisfy { $0.isASCII }, "\(word)")
        }
        #expect(theme.fonts.first == "DejaVu Sans")
        var dong = s
        dong.priceFormat = "{amount} ₫"
        dong.currency = ""
        #expect(dong.price(8_000_000) == "80000 ₫" && s.price(4550) == "¥45.5" && s.price(4550, short: false) == "¥45.50")
        let hall = try HallFile.decode(#"{"showtime": {"hall": {"name": "Cinema 4"}}, "rows": [[{"seatId": "A1", "rowNo": 1, "colNo": 1, "rowLabel": "A", "zone": 1, "price": 4500, "status": 1}]]}"#)
        let page = try SeatPage.make(hall: hall, theme: theme, selectedIds: ["A1"])
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(resolved.first(.screen)?.text == "Cinema 4 Screen")
        #expect(resolved.first(.seatChip)?.text == "Row A, Seat 1")
        #expect(page.accessibilityLabel(of: GridIndex(row: 0, col: 0)) == "Row A, Seat 1, Selected, ¥45")
    }
}
