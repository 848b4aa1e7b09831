import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapRules
import SeatMapTheme
import SeatMapTestSupport

/// The resolved page: every element with its frame, page hit-testing. No Cairo: text is measured with fixed advances.
@Suite struct ResolvedPageTests {
    static let required: [PageElement.Kind] = [.back, .title, .chip, .screen, .rail, .legend, .priceBar, .confirm]

    @Test func everyRequiredKindIsResolvedWithoutCairo() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("standard")), device: .named("iphone-15"),
                                     selectedIds: ["7_10", "7_11"])
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        for kind in Self.required { #expect(resolved.first(kind) != nil, "\(kind)") }
        let chips = resolved.all(.chip)
        #expect(chips.filter { if case .chip(let c) = $0 { c.isSelected } else { false } }.count == 1)
        #expect(resolved.all(.seatChip).map(\.seatId) == ["7_10", "7_11"])
        #expect(resolved.all(.seatChip).map(\.text) == ["7排10号", "7排11号"])
        guard case .confirm(let confirm) = resolved.first(.confirm) else { Issue.record("no confirm"); return }
        #expect(confirm.isEnabled)
        // Legend items sit side by side, centred in the legend (fixed advances: 可选 is 22 pt wide).
        // Two price zones: the states on one line, the zones with their prices on a second.
        let items = resolved.all(.legendItem)
        #expect(items.map(\.text) == ["可选", "已售", "已选", "锁定", "普通区 ¥45", "黄金区 ¥55"])
        func zone(_ e: PageElement) -> SeatZone? { if case .legendItem(let i) = e { i.look?.zone } else { nil } }
        #expect(zone(items[4]) == .normal && zone(items[5]) == .golden && items[5].frame.minY > items[0].frame.maxY)
        let legend = try #require(resolved.first(.legend)).frame
        #expect(legend.height == PageLayout.tieredLegendHeight)
        for line in [Array(items[0..<4]), Array(items[4...])] {
            #expect(abs((line.first!.frame.minX - legend.minX) - (legend.maxX - line.last!.frame.maxX)) < 1e-9)
        }
        #expect(items[0].frame.width == 16 + 4 + 22)
    }

    @Test func zoomedPageHasAMinimapAndAMarker() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("imax")), device: .named("iphone-15"),
                                     zoom: .scale(2), offset: Point(x: 300, y: 200))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(resolved.first(.minimap) != nil)
    }

    @Test func minimalHallHasNoTitleOrChips() throws {
        let hall = try HallFile.decode(#"{"rows": [[{"seatId": "A1", "rowNo": 1, "colNo": 1, "rowLabel": "A", "zone": 1, "price": 4500, "status": 1}]]}"#)
        let resolved = ResolvedPage(try SeatPage.make(hall: hall), measure: FixedAdvanceMeasurer())
        #expect(resolved.first(.title) == nil && resolved.all(.chip).isEmpty)
        #expect(resolved.first(.screen)?.text == "银幕")
        #expect(resolved.all(.railLabel).map(\.text) == ["A"])
    }

    @Test func labelsAndAccessibilityLabels() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("standard")), selectedIds: ["5_3"])
        let idx = try #require(page.hall.index(of: "5_3"))
        #expect(page.label(of: idx) == "5排3号")
        #expect(page.accessibilityLabel(of: idx).hasPrefix("5排3号座位，已选，¥"))
        let sold = try #require(page.hall.allSeats.first { $0.seat.status == .sold })
        #expect(page.accessibilityLabel(of: sold.index).contains("座位，已售，¥"))
    }

    /// For random halls, devices, zooms and offsets: the centre of every element's visible part
    /// hits that element, an element drawn inside it, or a seat (seats take touches through the
    /// rail and the minimap).
    @Test(arguments: 0..<40)
    func centreOfEveryElementHitsIt(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let hall = HallBuilder.random(&rng, maxRows: 14, maxCols: 20)
        let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "400x700@2"]
        let zoom: Zoom = Bool.random(using: &rng) ? .fit : .scale(Double.random(in: 0.5...3, using: &rng))
        let offset = Bool.random(using: &rng) ? nil : Point(x: Double.random(in: -100...600, using: &rng), y: Double.random(in: -100...600, using: &rng))
        let mode: RenderMode = Int.random(in: 0..<5, using: &rng) == 0 ? .full : .screen
        let available = hall.allSeats.filter { $0.seat.status == .available }.map(\.seat.seatId)
        var selected: [String] = []
        if let first = available.first, Bool.random(using: &rng) { selected = [first] }
        let page: SeatPage
        do {
            page = try SeatPage.make(hall: hall, device: .named(devices[seed % devices.count]), mode: mode, zoom: zoom, offset: offset,
                                     selectedIds: selected)
        } catch is PageError { return }  // a random selection the rules refuse (a lone couple half…)
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        for e in resolved.elements where e.isReported {
            guard let f = e.visibleFrame else { continue }
            let centre = Point(x: f.midX, y: f.midY)
            switch try resolved.hit(page: centre) {
            case .seat: break
            case .element(let hit):
                let inside = hit.visibleFrame.map { $0.minX >= f.minX - 1e-9 && $0.maxX <= f.maxX + 1e-9 && $0.minY >= f.minY - 1e-9 && $0.maxY <= f.maxY + 1e-9 } ?? false
                #expect(hit == e || inside, "seed \(seed): centre of \(e.kind) \(f) hits \(hit.kind) \(hit.frame)")
            case .region(let r):
                Issue.record("seed \(seed): a grid page's \(e.kind) hit a venue region \(r.kind)")
            case .nothing:
                Issue.record("seed \(seed): centre of \(e.kind) \(f) hits nothing")
            }
        }
    }

    @Test func outsideThePageIsNothingAndAGapInTheMapIsTheMap() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("standard")), device: .named("iphone-se"))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(try resolved.hit(page: Point(x: -5, y: 10)) == .nothing)
        let vp = page.layout.viewport.frame
        // The bottom-right corner of the viewport is past the last seat.
        guard case .element(let e) = try resolved.hit(page: Point(x: vp.maxX - 1, y: vp.maxY - 1)) else { Issue.record("no element"); return }
        #expect(e.kind == .map)
    }
}

@Suite struct ChipTests {
    @Test func loneShowtimeIsCentredAndATimeWithoutDetailIsMiddled() throws {
        let hall = try HallFile.decode(#"{"showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00"}, "rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 0, "status": 1}]]}"#)
        for device in ["iphone-se", "iphone-15-pro-max"] {
            let page = try SeatPage.make(hall: hall, device: .named(device))
            let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
            let chip = try #require(resolved.first(.chip))
            let strip = page.layout.showtimeStrip
            #expect(abs(chip.frame.midX - strip.midX) < 1e-9)
            #expect(chip.detail == nil && chip.resolvedText?.baseline == chip.frame.midY + 15 * 0.36)
        }
    }

    @Test func chipsWithDetailKeepTwoLines() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("studio")), device: .named("iphone-se"))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        for chip in resolved.all(.chip) {
            #expect(chip.resolvedText?.baseline == chip.frame.minY + 15 + 15 * 0.36)
            #expect(chip.resolvedDetail?.baseline == chip.frame.minY + 33 + 10 * 0.36)
        }
    }
}

@Suite struct LegendTierTests {
    @Test func unknownPricesShowTheZoneNameOnlyAndMissingShowtimesCollapseTheStrip() throws {
        let hall = try HallFile.decode(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 0, "status": 1}, {"seatId": "b", "rowNo": 1, "colNo": 2, "zone": 2, "price": 8800, "status": 1}, {"seatId": "c", "rowNo": 1, "colNo": 3, "zone": 2, "price": 9900, "status": 1}]]}"#)
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(resolved.all(.legendItem).suffix(2).map(\.text) == ["普通区", "黄金区 ¥88起"])
        #expect(page.layout.showtimeStrip.height == 0 && page.layout.screenHeader.minY == page.layout.navigationBar.maxY)
    }

    /// A hall that names its zones (an import's Vista areas) is shown with those names; a zone
    /// it does not name keeps the theme's.
    @Test func theHallsZoneNamesReplaceTheThemes() throws {
        let hall = try HallFile.decode(#"{"zoneNames": {"2": "VIP"}, "rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"seatId": "b", "rowNo": 1, "colNo": 2, "zone": 2, "price": 8800, "status": 1}]]}"#)
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(resolved.all(.legendItem).suffix(2).map(\.text) == ["普通区 ¥45", "VIP ¥88"])
        #expect(page.zoneName(.golden) == "VIP" && page.zoneName(.couple) == "情侣座")
    }
}

/// The resolved rail on random halls, devices, zooms and offsets: always drawn, clear of every
/// seat or pinned at the viewport's edge, each label legible, inside its pill and at its row's
/// centre in the viewport; the minimap never over the rail.
@Suite struct RailLabelTests {
    @Test(arguments: 0..<60)
    func railLabelsAreLegibleAndOnVisibleRows(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 65_537 &+ 11)
        let hall = HallBuilder.random(&rng, maxRows: 30, maxCols: 40)
        let devices = ["iphone-se", "iphone-15", "360x640@3", "320x568@2", "1024x1366@2"]
        let zoom: Zoom = seed % 3 == 0 ? .fit : .scale(Double.random(in: 0.3...3, using: &rng))
        let offset: Point? = seed % 4 == 3 ? Point(x: Double.random(in: 0...500, using: &rng), y: Double.random(in: 0...500, using: &rng)) : nil
        let page = try SeatPage.make(hall: hall, device: .named(devices[seed % devices.count]), zoom: zoom, offset: offset)
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        let layout = page.layout, vp = layout.viewport
        let rail = try #require(resolved.first(.rail)).frame
        if !layout.railPinned {
            for (idx, _) in hall.allSeats {
                let f = vp.pageRect(fromDesign: layout.seatLayout.designFrame(idx))
                guard f.maxY > vp.frame.minY, f.minY < vp.frame.maxY else { continue }
                #expect(f.minX >= rail.maxX, "seed \(seed): seat \(idx) under the rail")
            }
        } else {
            #expect(rail.minX == vp.frame.minX + PageLayout.pinnedRailInset)
        }
        let labels = resolved.all(.railLabel)
        let rowsInView = hall.rows.indices.filter { r in
            hall.rows[r].contains { !$0.isAisle } && (vp.frame.minY...vp.frame.maxY).contains(vp.pageRect(fromDesign: Rect(x: 0, y: layout.seatLayout.rowCenterY(r), width: 0, height: 0)).minY)
        }
        if !rowsInView.isEmpty { #expect(!labels.isEmpty, "seed \(seed): rows in view but no label") }
        for label in labels {
            guard case .railLabel(let l) = label else { continue }
            let t = l.text
            #expect(t.size >= PageLayout.minRailLabelSize || t.width <= rail.width - 1, "seed \(seed): \(t.string) at \(t.size) pt")
            #expect(t.startX >= rail.minX && t.startX + t.width <= rail.maxX + 1e-9, "seed \(seed): \(t.string) spills out of the rail")
            let centre = vp.pageRect(fromDesign: Rect(x: 0, y: layout.seatLayout.rowCenterY(l.row), width: 0, height: 0)).minY
            #expect(centre >= vp.frame.minY && centre <= vp.frame.maxY)
            #expect(abs(t.baseline - (centre + t.size * 0.36)) < 1e-9)
        }
        // The minimap sits in the screen band above the map; the rail is clipped to the map.
        if let m = resolved.first(.minimap) { #expect(m.frame.maxY <= vp.frame.minY && (m.clip?.maxY ?? .infinity) <= vp.frame.minY) }
    }

    /// The README's gallery command: zoomed and scrolled, the rail is pinned with a label per row.
    @Test func zoomedAndScrolledKeepsTheRail() throws {
        for (name, zoom, offset) in [("standard", Zoom.scale(1), nil), ("imax", .scale(0.6), Point(x: 260, y: 420))] as [(String, Zoom, Point?)] {
            let hall = try HallFile.load(path: Fixtures.sample(name))
            let page = try SeatPage.make(hall: hall, theme: .builtin(named: "print")!, device: .named("375x667@1"), zoom: zoom, offset: offset)
            let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
            #expect(page.layout.railPinned)
            #expect(resolved.all(.railLabel).count >= 5, "\(zoom)")
        }
    }
}

/// Money: a hall without prices shows none; a named currency is written its own way.
@Suite struct MoneyTests {
    static func hall(prices: [Int], currency: String? = nil) throws -> Hall {
        let seats = prices.enumerated().map { i, p in #"{"seatId": "s\#(i + 1)", "rowNo": 1, "colNo": \#(i + 1), "zone": 1, "price": \#(p), "status": 1}"# }
        let c = currency.map { #""currency": "\#($0)", "# } ?? ""
        return try HallFile.decode(#"{\#(c)"rows": [[\#(seats.joined(separator: ", "))]]}"#)
    }

    @Test func aHallWithoutPricesShowsNoPriceAnywhere() throws {
        let page = try SeatPage.make(hall: Self.hall(prices: [0, 0, 0]), device: .named("iphone-15"), selectedIds: ["s1", "s2"])
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        let texts = resolved.elements.flatMap { [$0.text, $0.resolvedDetail?.string].compactMap { $0 } }
        #expect(!texts.contains { $0.contains("¥") }, "\(texts)")
        #expect(resolved.all(.seatChip).allSatisfy { if case .seatChip(let c) = $0 { c.price == nil } else { false } })
        #expect(resolved.first(.total)?.text == "已选2座")
        #expect(page.accessibilityLabel(of: GridIndex(row: 0, col: 2)) == "1排3号座位，可选")
        let draft = try page.selection.orderDraft(source: "t", requestId: "6F9619FF-8B86-D011-B42D-00C04FC964FF").get()
        #expect(draft.totalAmount == nil && draft.json.serialized().contains(#""totalAmount": null"#))
    }

    @Test func aNamedCurrencyIsWrittenItsOwnWayEverywhere() throws {
        let page = try SeatPage.make(hall: Self.hall(prices: [80_000, 80_000], currency: "VND"), device: .named("iphone-15"), selectedIds: ["s1", "s2"])
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(resolved.first(.total)?.text == "160.000 ₫")
        #expect(resolved.all(.seatChip).compactMap(\.resolvedDetail?.string) == ["80.000 ₫", "80.000 ₫"])
        #expect(page.accessibilityLabel(of: GridIndex(row: 0, col: 0)) == "1排1号座位，已选，80.000 ₫")
        let draft = try page.selection.orderDraft(source: "t", requestId: "6F9619FF-8B86-D011-B42D-00C04FC964FF").get()
        #expect(draft.totalAmount == 160_000 && draft.json.serialized().contains(#""currency": "VND""#))
        // A yuan hall keeps the theme's format and two decimals in the total.
        let yuan = try SeatPage.make(hall: Self.hall(prices: [4500]), device: .named("iphone-15"), selectedIds: ["s1"])
        #expect(ResolvedPage(yuan, measure: FixedAdvanceMeasurer()).first(.total)?.text == "¥45.00")
    }
}

/// `--text-scale`: every page text scales, the bars holding it grow, and what had to be
/// shortened is reported.
@Suite struct TextScaleTests {
    @Test func textAndBarsScaleAndShorteningIsReported() throws {
        let hall = try HallFile.load(path: Fixtures.sample("standard"))
        let one = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["7_10"])
        let two = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["7_10"], textScale: 2)
        #expect(two.layout.navigationBar.height == 2 * one.layout.navigationBar.height)
        #expect(two.layout.priceBar.height - two.layout.device.safeBottom == 2 * PageLayout.priceBarHeight)
        #expect(two.layout.viewport.frame.height < one.layout.viewport.frame.height)
        let r1 = ResolvedPage(one, measure: FixedAdvanceMeasurer()), r2 = ResolvedPage(two, measure: FixedAdvanceMeasurer())
        #expect(r2.first(.title)?.resolvedText?.requestedSize == 2 * (r1.first(.title)?.resolvedText?.size ?? 0))
        // The status bar is the system's: its clock keeps its size.
        #expect(r2.first(.clock)?.resolvedText?.size == r1.first(.clock)?.resolvedText?.size)
        // Nothing shortened silently: every text set smaller than asked or cut has a warning.
        let shortened = r2.elements.flatMap { [$0.resolvedText, $0.resolvedDetail].compactMap { $0 } }.filter(\.isShortened)
        #expect(r2.warnings.filter { $0.hasPrefix("text shortened to fit") }.count == shortened.count)
        // Money is never shortened: the total keeps its size (the button narrows or the total
        // gets a line of its own), and the page breaks none of its rules.
        let total = try #require(r2.first(.total)?.resolvedText)
        #expect(total.string == "¥55.00" && total.size == 44 && !total.isShortened)
        #expect(r2.invariantViolations.isEmpty, "\(r2.invariantViolations)")
        #expect(r1.warnings.allSatisfy { !$0.hasPrefix("text shortened") })
        // Every text stays on the screen (chips scroll in their strip, as in the app).
        for e in r2.elements {
            for t in [e.resolvedText, e.resolvedDetail].compactMap({ $0 }) where e.kind != .chip {
                #expect(t.startX >= -1e-9 && t.startX + t.width <= two.layout.device.width + 1e-9, "\(e.kind): \(t.string)")
            }
        }
        #expect(throws: LayoutError.self) { try SeatPage.make(hall: hall, textScale: 2.5) }
    }
}
