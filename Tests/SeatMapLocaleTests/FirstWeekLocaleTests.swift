import Testing
import SeatMapCore
import SeatMapTheme
import SeatMapLayout
import SeatMapPage
import SeatMapRender
import SeatMapTestSupport
@testable import SeatMapLocale
@testable import SeatMapPage

/// Issue 68's right-to-left and screen findings: a "from" price keeps its `+` inside the price's
/// isolate, and a hall named for its screen is not followed by the word again.
@Suite struct FirstWeekLocaleTests {
    /// A hall of two price tiers (zone 1 from ₹200 to ₹250, zone 2 ₹300 to ₹450) in rupees, with
    /// a showtime chip priced ₹300.
    static func hall(name: String = "Audi 2") -> Hall {
        let rows = (1...4).map { r in
            (1...8).map { c in
                Seat(seatId: "\(r)_\(c)", rowNo: r, colNo: c, zone: r <= 2 ? .normal : .golden,
                     priceMinorUnits: (r <= 2 ? 20_000 : 30_000) + (c > 4 ? (r <= 2 ? 5_000 : 15_000) : 0), status: .available)
            }
        }
        let st = Showtime(id: "s", startsAt: "2026-12-07T19:30:00+05:30", hall: HallInfo(name: name), priceMinorUnits: 30_000)
        return Hall(movie: Movie(title: "Film"), showtime: st, rows: rows, showtimes: [st], currency: Currency.named("INR"))
    }

    static func page(_ hall: Hall, _ tag: String) throws -> ResolvedPage {
        let theme = try Theme.builtinDefault.localized(to: PageLocale.named(tag))
        return try Renderer.resolve(try PageRequest(hall: hall, theme: theme, device: .default).make())
    }

    /// `Premium ⁦₹300⁩+` kept the `+` outside the isolate: drawn `+₹300 Premium` in ar and he.
    @Test func aFromPriceKeepsItsSuffixInsideTheIsolate() throws {
        for tag in ["ar", "he"] {
            let page = try Self.page(Self.hall(), tag)
            let legend = page.elements.compactMap { e -> String? in
                guard case .legendItem = e else { return nil }
                return e.resolvedText?.string
            }
            let priced = legend.filter { $0.contains("₹") }
            #expect(priced.count == 2, "\(tag): \(legend)")
            for word in priced {
                #expect(word.contains("\u{2066}₹200+\u{2069}") || word.contains("\u{2066}₹300+\u{2069}"), "\(tag): \(word.unicodeScalars.map { String($0.value, radix: 16) })")
                #expect(!word.contains("\u{2069}+"))
            }
            let chips = page.elements.compactMap { e -> String? in
                guard case .chip = e else { return nil }
                return e.resolvedDetail?.string
            }
            #expect(chips.contains { $0.contains("\u{2066}₹300+\u{2069}") }, "\(tag): \(chips)")
        }
        // Left to right nothing changes: `₹300+`, and Japanese keeps its own suffix.
        let en = try Self.page(Self.hall(), "en")
        #expect(en.elements.contains { e in if case .legendItem = e { return e.resolvedText?.string.hasSuffix("₹300+") == true } else { return false } })
    }

    /// "Screen 1 Screen" (and "Screen 1 الشاشة"): a hall whose name names the screen, in any
    /// built-in locale's word, stands alone; other names keep the page's word after them.
    @Test func aHallNamedForItsScreenIsNotDoubled() throws {
        func label(_ name: String, _ tag: String) throws -> String? {
            try Self.page(Self.hall(name: name), tag).elements.compactMap { e -> String? in
                guard case .screen = e else { return nil }
                return e.resolvedText?.string
            }.first
        }
        #expect(try label("Screen 1", "en") == "Screen 1")
        #expect(try label("Screen 1", "ar") == "Screen 1")
        #expect(try label("SCREEN 4", "en") == "SCREEN 4")
        #expect(try label("3号银幕", "zh-Hans") == "3号银幕")
        #expect(try label("Audi 2", "en") == "Audi 2 Screen")
        #expect(try label("Audi 2", "ar") == "Audi 2 الشاشة")
    }

    /// The page's list of screen words holds every built-in locale's.
    @Test func theScreenWordsCoverEveryLocale() {
        for locale in PageLocale.builtin {
            #expect(ResolvedPage.screenWords.contains(locale.strings.screen), "\(locale.tag): \(locale.strings.screen)")
        }
    }
}
