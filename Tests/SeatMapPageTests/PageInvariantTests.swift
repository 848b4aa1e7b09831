import Testing
import SeatMapCore
import SeatMapLayout
@testable import SeatMapPage
import SeatMapTestSupport
import SeatMapTheme

/// The page's own rules (docs/page-layout.md): each check fires when its rule is broken on
/// purpose (an element of a good page edited), and a good page breaks none.
@Suite struct PageInvariantTests {
    static func resolved(_ hall: Hall, device: String = "iphone-15", selected: [String] = [], textScale: Double = 1) throws -> ResolvedPage {
        ResolvedPage(try SeatPage.make(hall: hall, device: .named(device), selectedIds: selected, textScale: textScale),
                     measure: FixedAdvanceMeasurer())
    }

    static let hall = HallBuilder.hall(["AAAAAAAA", "AAGGGGAA", "AAAAAAAA"])

    static func rules(_ r: ResolvedPage, _ elements: [PageElement]) -> Set<PageViolation.Rule> {
        Set(ResolvedPage.violations(elements: elements, seats: r.seats, page: r.page, warnings: r.warnings).map(\.rule))
    }

    static func edit(_ r: ResolvedPage, _ kind: PageElement.Kind, _ change: (inout PageElement) -> Void) -> [PageElement] {
        var out = r.elements
        if let i = out.firstIndex(where: { $0.kind == kind }) { change(&out[i]) }
        return out
    }

    @Test func aGoodPageBreaksNoRule() throws {
        for device in ["iphone-se", "iphone-15", "iphone-15-landscape", "ipad-pro-11"] {
            for t in [1.0, 2.0] {
                let r = try Self.resolved(Self.hall, device: device, selected: ["1_1", "1_2"], textScale: t)
                #expect(r.invariantViolations.isEmpty, "\(device) at \(t): \(r.invariantViolations)")
                #expect(!r.warnings.contains { $0.hasPrefix("page: ") })
            }
        }
    }

    @Test func aLegendOverThePriceBarIsCaught() throws {
        let r = try Self.resolved(Self.hall)
        let bar = try #require(r.first(.priceBar)).frame
        let elements = Self.edit(r, .legend) {
            if case .legend(var p) = $0 { p.frame.y = bar.minY - p.frame.height / 2; $0 = .legend(p) }
        }
        let rules = Self.rules(r, elements)
        #expect(rules.contains(.panelsOverlap))
        // Its items stayed where they were: now outside the moved legend.
        #expect(rules.contains(.outsidePanel))
    }

    @Test func aCutTotalIsCaught() throws {
        let r = try Self.resolved(Self.hall, selected: ["1_1"])
        let elements = Self.edit(r, .total) {
            if case .total(var t) = $0 { t.amount.original = t.amount.string; t.amount.string = "¥4…"; $0 = .total(t) }
        }
        #expect(Self.rules(r, elements) == [.moneyShortened])
    }

    @Test func tinyTextIsCaught() throws {
        let r = try Self.resolved(Self.hall)
        let elements = Self.edit(r, .subtitle) {
            if case .subtitle(var l) = $0 { l.text.size = 6.4; $0 = .subtitle(l) }
        }
        #expect(Self.rules(r, elements) == [.textTooSmall])
        let band = Self.edit(r, .screen) { if case .screen(var s) = $0 { s.label.size = 8.5; $0 = .screen(s) } }
        #expect(Self.rules(r, band) == [.textTooSmall])
    }

    @Test func aRailOverTheSeatsAtFitIsCaught() throws {
        let r = try Self.resolved(Self.hall)
        let firstSeat = r.page.layout.viewport.pageRect(fromDesign: r.seats[0].designFrame)
        let elements = Self.edit(r, .rail) {
            if case .rail(var p) = $0 { p.frame.width = firstSeat.maxX - p.frame.minX; $0 = .rail(p) }
        }
        let found = ResolvedPage.violations(elements: elements, seats: r.seats, page: r.page, warnings: r.warnings)
        #expect(found.contains { $0.rule == .seatCovered && $0.message.hasPrefix("3 seats under the rail") }, "\(found)")
        // Zoomed past fit the rail floats over the map, as in the app: no promise there.
        let zoomed = ResolvedPage(try SeatPage.make(hall: Self.hall, device: .named("iphone-15"), zoom: .scale(3)), measure: FixedAdvanceMeasurer())
        #expect(zoomed.page.layout.railPinned && zoomed.invariantViolations.isEmpty, "\(zoomed.invariantViolations)")
    }

    @Test func crowdedRailLabelsAreCaught() throws {
        let r = try Self.resolved(Self.hall)
        var elements = r.elements
        let labels = elements.indices.filter { elements[$0].kind == .railLabel }
        try #require(labels.count == 3)
        if case .railLabel(var l) = elements[labels[1]] {
            if case .railLabel(let first) = elements[labels[0]] { l.text.baseline = first.text.baseline + 2 }
            elements[labels[1]] = .railLabel(l)
        }
        #expect(Self.rules(r, elements).contains(.railLabelsOverlap))
    }

    @Test func aPartOffTheScreenIsCaught() throws {
        let r = try Self.resolved(Self.hall, selected: ["1_1"])
        let elements = Self.edit(r, .confirm) {
            if case .confirm(var b) = $0 { b.frame.x += 60; $0 = .confirm(b) }
        }
        let rules = Self.rules(r, elements)
        #expect(rules.contains(.offScreen) && rules.contains(.outsidePanel))
    }

    @Test func aSeatKindMissingFromTheLegendIsCaught() throws {
        let hall = try HallFile.decode(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1, "kind": "wheelchair"}, {"seatId": "b", "rowNo": 1, "colNo": 2, "zone": 1, "price": 4500, "status": 1}]]}"#)
        let r = try Self.resolved(hall)
        #expect(r.invariantViolations.isEmpty, "\(r.invariantViolations)")
        let elements = r.elements.filter { if case .legendItem(let i) = $0 { i.look?.kind == nil } else { true } }
        #expect(Self.rules(r, elements) == [.kindMissingFromLegend])
    }

    /// What gives when there is no room is said: the landscape phone at text scale 2 drops the
    /// strip or legend lines, shows `+N`, and warns with the names.
    @Test func whatHadToGiveIsNamed() throws {
        let hall = try HallFile.decode(#"{"showtimes": [{"id": "s1", "startsAt": "2026-11-29T19:30:00+08:00"}], "rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1, "kind": "wheelchair"}, {"seatId": "b", "rowNo": 1, "colNo": 2, "zone": 2, "price": 6500, "status": 1, "kind": "recliner"}, {"seatId": "c", "rowNo": 1, "colNo": 3, "zone": 1, "price": 4500, "status": 1, "kind": "motion"}]]}"#)
        let r = try Self.resolved(hall, device: "iphone-se-landscape", selected: ["a"], textScale: 2)
        #expect(r.invariantViolations.isEmpty, "\(r.invariantViolations)")
        let legendWarning = try #require(r.warnings.first { $0.hasPrefix("legend: no room for") })
        let more = r.all(.legendItem).filter { $0.text?.hasPrefix("+") == true }
        #expect(more.count == 1 && legendWarning.contains("\(more[0].text!.dropFirst()) item"), "\(legendWarning)")
        // The total keeps its size and all its digits.
        let total = try #require(r.first(.total)?.resolvedText)
        #expect(total.string == "¥45.00" && !total.isShortened)
    }
}
