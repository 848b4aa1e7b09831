import Testing
import Foundation
import SeatMapCore
import SeatMapTheme
import SeatMapLayout
import SeatMapPage
import SeatMapRender
import SeatMapImport
import SeatMapTestSupport
@testable import SeatMapLocale

/// Pages in every locale, with the real fonts: no character without a glyph, no broken page
/// rule on any device, orientation or text scale; right-to-left pages keep every seat where the
/// English page has it and mirror the chrome.
@Suite struct LocalePageTests {
    static let hall: Hall = try! HallImport.load(path: Fixtures.sample("standard"))

    static func resolved(_ tag: String, device: Device = .default, textScale: Double = 1, selected: [String] = ["5_5", "5_6"],
                         toast: Bool = false, dialog: Bool = false, theme: Theme = .builtinDefault) throws -> ResolvedPage {
        let locale = try PageLocale.named(tag)
        let t = try theme.localized(to: locale)
        var r = PageRequest(hall: hall, theme: t, device: device, selection: dialog ? .suggest(2) : .ids(selected), textScale: textScale)
        if dialog { r.manualSelection = ["3_3"] }
        if toast { r.toast = t.strings.toastLoneCompanion }
        return try Renderer.resolve(try r.make())
    }

    /// Whether the whole sweep runs (`scripts/page-matrix.sh` sets it): every device, orientation
    /// and text scale in every locale, each with the selection, a toast and the dialog.
    static var full: Bool { ProcessInfo.processInfo.environment["SEATMAP_PAGE_MATRIX"] == "all" }

    /// The sweep: every locale × every device × both orientations, the selection, a toast or the
    /// dialog in turn, and three text scales on two devices — 0 violations, no missing glyph.
    /// With SEATMAP_PAGE_MATRIX=all: every locale × device × orientation × text scale 0.85, 1,
    /// 1.3, 1.6, 2 × the selection, a toast and the dialog (6,930 pages).
    @Test func everyLocaleOnEveryDeviceKeepsThePagesRules() throws {
        var failures: [String] = []
        var checked = 0
        func check(_ locale: PageLocale, _ d: Device, scale: Double = 1, toast: Bool, dialog: Bool) throws {
            let page = try Self.resolved(locale.tag, device: d, textScale: scale, toast: toast, dialog: dialog)
            checked += 1
            let name = "\(locale.tag) \(d.name) ×\(scale)\(toast ? " toast" : "")\(dialog ? " dialog" : "")"
            for v in page.invariantViolations { failures.append("\(name): \(v)") }
            if !page.missingCharacters.isEmpty { failures.append("\(name): no glyph for \(page.missingCharacters)") }
        }
        for locale in PageLocale.builtin {
            for (i, device) in Device.presets.enumerated() {
                for orientation in Device.Orientation.allCases {
                    let d = device.oriented(orientation)
                    if Self.full {
                        for scale in [0.85, 1, 1.3, 1.6, 2] {
                            for (toast, dialog) in [(false, false), (true, false), (false, true)] { try check(locale, d, scale: scale, toast: toast, dialog: dialog) }
                        }
                    } else {
                        try check(locale, d, toast: i % 3 == 1, dialog: i % 3 == 2)
                    }
                }
            }
            for scale in [0.85, 1.5, 2.0] where !Self.full {
                for device in [Device.presets.first!, Device.default] { try check(locale, device, scale: scale, toast: true, dialog: false) }
            }
        }
        #expect(checked == PageLocale.builtin.count * (Self.full ? Device.presets.count * 2 * 15 : Device.presets.count * 2 + 6))
        #expect(failures.isEmpty, "\(failures.count) violations of \(checked) pages: \(failures.prefix(12).joined(separator: "; "))")
    }

    /// The audit in every locale: every seat's label names its row and seat, state, kind and
    /// price in the locale's words (on a hall with every seat kind), the page breaks none of its
    /// rules, and touch targets are the English page's (the hall does not move).
    @Test func theAuditPassesItsLabelChecksInEveryLocale() throws {
        let kinds = try HallImport.load(path: Fixtures.root.appendingPathComponent("Samples/import/seats-kinds.csv").path)
        func audit(_ tag: String, _ device: Device) throws -> PageAudit {
            let theme = try Theme.builtinDefault.localized(to: PageLocale.named(tag))
            return PageAudit(try Renderer.resolve(try PageRequest(hall: kinds, theme: theme, device: device, selection: .ids([])).make()))
        }
        for device in [Device.default, Device.default.oriented(.landscape)] {
            let english = try audit("en", device)
            for locale in PageLocale.builtin {
                let a = try audit(locale.tag, device)
                #expect(a.incompleteLabels.isEmpty, "\(locale.tag) \(device.name): \(a.incompleteLabels.prefix(3))")
                #expect(a.layout.isEmpty, "\(locale.tag) \(device.name): \(a.layout)")
                #expect(a.targets.map(\.failing) == english.targets.map(\.failing) && a.smallestSeat == english.smallestSeat, "\(locale.tag)")
                #expect(a.voiceOverOrder.count == kinds.seatCount)
            }
        }
    }

    @Test func rightToLeftPagesKeepEverySeatOfTheEnglishPage() throws {
        for device in [Device.default, Device.default.oriented(.landscape), Device.presets.first!] {
            let en = try Self.resolved("en", device: device)
            for tag in ["ar", "he"] {
                let rtl = try Self.resolved(tag, device: device)
                #expect(rtl.layout.viewport.frame == en.layout.viewport.frame, "\(tag) \(device.name)")
                var a: [String] = [], b: [String] = []
                en.forEachSeat { a.append("\($0.seat.seatId) \($0.pixelFrame) \($0.state)") }
                rtl.forEachSeat { b.append("\($0.seat.seatId) \($0.pixelFrame) \($0.state)") }
                #expect(a == b, "\(tag) \(device.name)")
                // Every seat's centre hits that seat on both pages.
                var differ = 0, seats = 0
                en.forEachVisibleSeat { s in
                    let c = Point(x: s.pixelFrame.midX / device.scale, y: s.pixelFrame.midY / device.scale)
                    if case .seat(let i)? = try? en.hit(page: c) {
                        seats += 1
                        if case .seat(let j)? = try? rtl.hit(page: c), i == j {} else { differ += 1 }
                    }
                    return true
                }
                #expect(seats > 100 && differ == 0, "\(tag) \(device.name): \(differ) of \(seats)")
                // The hall's elements are where they were; the chrome is mirrored.
                func frame(_ page: ResolvedPage, _ kind: PageElement.Kind) -> Rect? { page.elements.first { $0.kind == kind }?.visibleFrame }
                // The chrome mirrors inside its column: the whole width in portrait, the side
                // column in landscape.
                let column = try #require(frame(en, .navigation))
                let w = 2 * column.midX
                let hallA = en.elements.filter(\.isHall), hallB = rtl.elements.filter(\.isHall)
                #expect(hallA.map(\.kind) == hallB.map(\.kind))
                for (x, y) in zip(hallA, hallB) where x.kind != .screen && x.kind != .centerLine { #expect(x.visibleFrame == y.visibleFrame, "\(x.kind)") }
                let back = try #require(frame(en, .back)), backR = try #require(frame(rtl, .back))
                #expect(abs(backR.minX - (w - back.maxX)) < 1e-9 && backR.minY == back.minY)
                let confirm = try #require(frame(rtl, .confirm))
                #expect(confirm.maxX < column.midX, "the confirm button is on the left")
                let total = try #require(frame(rtl, .total))
                #expect(total.maxX > column.midX && total.minX >= confirm.maxX, "the total is right of the button")
                let chips = rtl.elements.compactMap { e -> (Int, Double)? in if case .chip(let c) = e { return (c.index, c.frame.midX) } else { return nil } }
                let chipsEn = en.elements.compactMap { e -> (Int, Double)? in if case .chip(let c) = e { return (c.index, c.frame.midX) } else { return nil } }
                for ((i, x), (j, y)) in zip(chips, chipsEn) { #expect(i == j && abs(x - (w - y)) < 1e-9) }
            }
        }
    }

    @Test func theBackChevronPointsTheOtherWay() throws {
        let ar = try Self.resolved("ar")
        guard case .back(let c)? = ar.elements.first(where: { $0.kind == .back }) else { Issue.record("no back"); return }
        // Its tip (the middle point) is right of its ends: it points right.
        #expect(c.points[1].x > c.points[0].x && c.points[1].x > c.points[2].x)
    }

    @Test func pricesStayLeftToRightInArabic() throws {
        let ar = try Self.resolved("ar")
        var legend: [ResolvedText] = []
        for e in ar.elements { if case .legendItem(let i) = e, i.text.string.contains("¥") { legend.append(i.text) } }
        let item = try #require(legend.first)
        // The price's run comes first (leftmost), its characters in reading order.
        let runs = item.runs.map(\.text)
        #expect(runs.joined().contains("¥45") || runs.joined().contains("¥55"), "\(runs)")
        #expect(!runs.joined().contains("\u{2066}"), "bidi controls are not drawn")
    }

    @Test func thaiToastBreaksBetweenWords() throws {
        let th = try Self.resolved("th", device: Device.presets.first!, toast: true)
        guard case .toast(let t)? = th.elements.first(where: { $0.kind == .toast }) else { Issue.record("no toast"); return }
        #expect(t.lines.count == 2)
        let text = t.message, first = t.lines[0].string
        #expect(text.hasPrefix(first))
        let ends = LineBreaksProbe.ends(text, "th")
        #expect(ends.contains(first), "\(first) is not at a word boundary")
    }

    @Test func everyLocaleIsShapedInItsLanguage() throws {
        // ja takes Noto Sans CJK JP first, so kanji take Japanese forms.
        let ja = try Self.resolved("ja")
        let fonts = try #require(ja.fonts).fonts.map(\.family)
        #expect(fonts.contains("Noto Sans CJK JP"), "\(fonts)")
        let th = try Self.resolved("th")
        #expect(try #require(th.fonts).fonts.map(\.family).contains("Noto Sans Thai"))
        let zh = try Self.resolved("zh-Hans")
        #expect(!(try #require(zh.fonts).fonts.map(\.family).contains { $0.hasPrefix("Noto") }))
    }
}

import SeatMapText
enum LineBreaksProbe {
    static func ends(_ text: String, _ locale: String) -> [String] {
        LineBreaks.opportunities(text, locale: locale).map { String(text[..<$0]).trimmingCharacters(in: .whitespaces) }
    }
}
