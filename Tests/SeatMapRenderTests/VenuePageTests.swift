import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput
import SeatMapRender
import SeatMapLocale

/// The phone page around a venue's map (`render VENUE`, `--mode screen`): the page's rules and
/// the map's over every sample on every device in both orientations, all of the map and each
/// section zoomed in; every drawn seat's centre hit-tests back to it; `contain` shows all of the
/// map in the middle of the viewport; a seat's frame on the page is its placement through the
/// viewport's transform, computed here by hand.
@Suite struct VenuePageTests {
    static func layout(_ name: String, floor: String? = nil) throws -> VenueLayout {
        var venue = try VenueFile.load(path: VenueInvariantTests.root.appendingPathComponent("Samples/venues/\(name).json").path)
        if let floor { venue = try #require(venue.onFloor(floor)) }
        return try VenueLayout(venue: venue)
    }

    static let samples = ["theatre", "arena", "banquet", "opera", "cinema", "expo", "racetrack"]

    static func resolve(_ layout: VenueLayout, device: Device = .default, zoom: Zoom = .contain, section: String? = nil,
                        selected: [String] = [], theme: Theme = .builtinDefault) throws -> ResolvedPage {
        var r = PageRequest(venue: layout, theme: theme, device: device, zoom: zoom, selection: .ids(selected))
        r.zoomedSection = section
        return ResolvedPage(try r.make(), measure: FixedAdvanceMeasurer())
    }

    /// Every sample (and each floor alone), all of it and each section zoomed in as a tap does,
    /// on all 21 devices in both orientations: no page rule broken (nothing under a bar, no
    /// text off its control), no map rule broken (labels inside their regions, no text on a
    /// seat), no seat of the map drawn outside the viewport's clip.
    @Test func theSamplesKeepThePageRulesOnEveryDevice() throws {
        var pages = 0
        for name in Self.samples {
            let venue = try Self.layout(name).venue
            var layouts = [(name, try Self.layout(name))]
            for f in venue.floors { layouts.append(("\(name) --floor \(f.id)", try Self.layout(name, floor: f.id))) }
            for (label, layout) in layouts {
                let sections: [String?] = [nil] + layout.venue.sections.map(\.id)
                for device in Device.presets {
                    for d in [device, device.oriented(.landscape)] {
                        for section in sections {
                            let resolved = try Self.resolve(layout, device: d, section: section)
                            pages += 1
                            let what = "\(label) on \(d.name)\(section.map { " --section \($0)" } ?? "")"
                            #expect(resolved.invariantViolations.isEmpty, "\(what): \(resolved.invariantViolations.prefix(3))")
                            let map = try #require(resolved.venueLayer, "\(what): no venue map")
                            #expect(map.venue.violations().isEmpty, "\(what): \(map.venue.violations().prefix(3))")
                            #expect(!resolved.warnings.contains { $0.hasPrefix("page: ") }, "\(what)")
                            // Zoomed into a section, its seats are drawn.
                            if section != nil { #expect(map.venue.level == .seats, "\(what): \(map.venue.level)") }
                        }
                    }
                }
            }
        }
        #expect(pages >= Self.samples.count * 42)
    }

    /// The bars' words in other languages and at other text scales, with seats and places
    /// chosen (chips, total, the count): every sample, in five locales (right to left among
    /// them) at text scales 0.85, 1.6 and 2, on the smallest phone and a phone in landscape —
    /// no page rule broken, the map's words inside their regions.
    @Test func theSamplesKeepThePageRulesInEveryLocaleAndTextScale() throws {
        var pages = 0
        for name in Self.samples {
            let layout = try Self.layout(name)
            let rules = VenueRules(layout)
            let chosen = (try? rules.bestAvailable(count: 2).get().ids) ?? []
            for tag in ["zh-Hans", "en", "ar", "th", "ja"] {
                let theme = try Theme.builtinDefault.localized(to: PageLocale.named(tag))
                for scale in [0.85, 1.6, 2] {
                    for device in [try Device.named("iphone-se"), try Device.named("iphone-15").oriented(.landscape)] {
                        var r = PageRequest(venue: layout, theme: theme, device: device, selection: .ids(chosen), textScale: scale)
                        if name == "arena" { r.areas = [("floor", 2)] }
                        let resolved = ResolvedPage(try r.make(), measure: FixedAdvanceMeasurer())
                        pages += 1
                        let what = "\(name) \(tag) ×\(scale) on \(device.name)"
                        #expect(resolved.invariantViolations.isEmpty, "\(what): \(resolved.invariantViolations.prefix(3))")
                        #expect(resolved.venueLayer?.venue.violations().isEmpty == true, "\(what)")
                        #expect(resolved.selectedSeatIds == chosen, "\(what)")
                    }
                }
            }
        }
        #expect(pages == Self.samples.count * 5 * 3 * 2)
    }

    /// Where seats are drawn, a touch at any drawn seat's centre inside the viewport is that
    /// seat, turned or not, on the whole page and zoomed into each section; the centre is worked
    /// out here from the layout's numbers (design × screen scale × zoom − offset + the
    /// viewport's origin), not by the page's own transform.
    @Test func everyDrawnSeatsCentreHitsItself() throws {
        for name in Self.samples {
            let layout = try Self.layout(name)
            for section in [nil] + layout.venue.sections.map(\.id) {
                for device in [Device.default, try Device.named("ipad-pro-11").oriented(.landscape)] {
                    let resolved = try Self.resolve(layout, device: device, section: section)
                    let map = try #require(resolved.venueLayer)
                    guard map.venue.level == .seats else { continue }
                    let vp = resolved.layout.viewport
                    let ppd = vp.screenScale * vp.zoom
                    var hits = 0
                    // A venue of booths and standing floors has no seats: each area's centre
                    // (where its label sits) is the area.
                    for region in map.venue.regions where layout.placements.isEmpty && region.kind == .area {
                        let c = try #require(Polygon.centroid(region.polygon))
                        let page = Point(x: vp.frame.minX + c.x * ppd - vp.contentOffset.x, y: vp.frame.minY + c.y * ppd - vp.contentOffset.y)
                        guard vp.frame.contains(page) else { continue }
                        let hit = try resolved.hit(page: page)
                        guard case .region(let r) = hit else { Issue.record("\(name) \(device.name): area \(region.id ?? "")'s centre hits \(hit)"); continue }
                        #expect(r.kind == .area && r.id == region.id, "\(name) \(device.name): area \(region.id ?? "")'s centre hits \(r.kind) \(r.id ?? "")")
                        hits += 1
                    }
                    for item in map.venue.seats where item.isShown {
                        let c = item.placement.center
                        let page = Point(x: vp.frame.minX + c.x * ppd - vp.contentOffset.x, y: vp.frame.minY + c.y * ppd - vp.contentOffset.y)
                        guard vp.frame.contains(page) else { continue }
                        let hit = try resolved.hit(page: page)
                        #expect(hit == .seat(item.node.index), "\(name) \(section ?? "") \(device.name): \(item.node.seatId)'s centre \(page) hits \(hit)")
                        hits += 1
                    }
                    #expect(hits > 0, "\(name) \(section ?? "") on \(device.name): no seat in view")
                    if let id = section {
                        // The section a tap zoomed into shows, most of it at least.
                        let inSection = map.venue.seats.filter { $0.sectionId == id }
                        let shown = inSection.filter(\.isShown).count
                        #expect(Double(shown) >= 0.5 * Double(inSection.count), "\(name) --section \(id) on \(device.name): \(shown) of \(inSection.count) drawn")
                    }
                }
            }
        }
    }

    /// A seat's frame on the page (`layout`'s `pixelFrame`) is its turned box through the
    /// viewport: exact to a millionth of a pixel, from the numbers alone.
    @Test func seatFramesAreThePlacementThroughTheViewport() throws {
        let layout = try Self.layout("theatre")
        let resolved = try Self.resolve(layout, device: try Device.named("pixel-7"), zoom: .scale(0.6))
        let vp = resolved.layout.viewport
        let ppd = vp.screenScale * vp.zoom, s = vp.deviceScale
        var checked = 0
        resolved.forEachSeat { seat in
            guard let i = resolved.venue?.seatIndex[seat.index] else { Issue.record("\(seat.seat.seatId): not a venue seat"); return }
            let b = layout.placements[i].boundingBox
            let want = Rect(x: (vp.frame.minX + b.minX * ppd - vp.contentOffset.x) * s, y: (vp.frame.minY + b.minY * ppd - vp.contentOffset.y) * s,
                            width: b.width * ppd * s, height: b.height * ppd * s)
            let got = seat.pixelFrame
            #expect(abs(got.minX - want.minX) < 1e-6 && abs(got.minY - want.minY) < 1e-6 && abs(got.width - want.width) < 1e-6
                    && abs(got.height - want.height) < 1e-6, "\(seat.seat.seatId): \(got) ≠ \(want)")
            checked += 1
        }
        #expect(checked == layout.placements.count)
    }

    /// `contain` (the default) shows all of the map, as large as the viewport allows, in its
    /// middle: one axis fills the viewport, the other has equal room each side.
    @Test func containShowsAllOfTheMapInTheMiddle() throws {
        for name in Self.samples {
            let layout = try Self.layout(name)
            for device in Device.presets {
                let vp = try Self.resolve(layout, device: device).layout.viewport
                let ppd = vp.pointsPerDesignPoint
                let left = -vp.contentOffset.x, top = -vp.contentOffset.y
                let right = vp.frame.width - (layout.contentSize.width * ppd - vp.contentOffset.x)
                let bottom = vp.frame.height - (layout.contentSize.height * ppd - vp.contentOffset.y)
                let what = "\(name) on \(device.name)"
                #expect(left >= -1e-6 && top >= -1e-6 && right >= -1e-6 && bottom >= -1e-6, "\(what): \(left) \(top) \(right) \(bottom)")
                #expect(min(left + right, top + bottom) < 1e-6, "\(what): neither axis fills the viewport")
                #expect(abs(left - right) < 1e-6 && abs(top - bottom) < 1e-6, "\(what): not centred")
            }
        }
    }

    /// Where seats would be too small, the page shows sections with what is left; a touch on
    /// one is the section, and its zoom target draws its seats: the two levels of venue apps.
    @Test func aTapOnASectionZoomsIntoIt() throws {
        let layout = try Self.layout("arena")
        let whole = try Self.resolve(layout)
        let map = try #require(whole.venueLayer)
        #expect(map.venue.level == .sections)
        #expect(whole.warnings.contains { $0.hasPrefix("map: seats are ") && $0.contains("a tap on one") }, "\(whole.warnings)")
        let vp = whole.layout.viewport
        for region in map.venue.regions where region.kind == .section {
            let id = try #require(region.id)
            // The region's label centre lies inside it (labels are placed there).
            let centre = try #require(Polygon.centroid(region.polygon))
            let page = vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: centre))
            guard case .region(let hit) = try whole.hit(page: page) else { Issue.record("\(id): \(try whole.hit(page: page))"); continue }
            #expect(hit.id == id && hit.left == region.left)
            let target = try #require(whole.venue?.zoomTarget(section: id, on: whole.layout))
            let zoomed = try Self.resolve(layout, zoom: .scale(target.zoom))
            #expect(zoomed.venueLayer?.venue.level == .seats, "\(id) at zoom \(target.zoom)")
            // The same page as asking for the section by name.
            let named = try Self.resolve(layout, section: id)
            #expect(named.layout.viewport.zoom == target.zoom && named.layout.viewport.contentOffset == target.offset)
        }
        // On the overview, the section holding chosen seats is outlined in the selected colour.
        let chosen = try #require(try Self.resolve(layout, selected: ["North-A-12", "North-A-13"]).venueLayer)
        let selectedColour = Theme.builtinDefault.style(for: .selected).fill
        #expect(chosen.venue.regions.filter { $0.stroke == selectedColour }.map(\.id) == ["north"])
        // An unknown section is a refusal naming the nearest.
        var r = PageRequest(venue: layout)
        r.zoomedSection = "nrth"
        #expect(throws: PageError.noSection("nrth", nearest: "north")) { try r.make() }
    }

    /// The bars speak the venue: the title its name, the chips each seat as section, row and
    /// seat, the total the sum of the venue's prices; a table sold whole is taken whole.
    @Test func theBarsSpeakTheVenue() throws {
        let layout = try Self.layout("theatre")
        let resolved = try Self.resolve(layout, selected: ["中区-10-8", "中区-10-9"])
        #expect(resolved.first(.title)?.text == layout.venue.name)
        let chips = resolved.all(.seatChip).compactMap(\.text)
        #expect(chips == ["中区 10排8号", "中区 10排9号"], "\(chips)")
        // The centre section's price (¥588 in the sample) for each seat, and the total drawn.
        #expect(resolved.totalMinorUnits == 2 * 58800)
        #expect(resolved.first(.total)?.text == "¥1176.00", "\(String(describing: resolved.first(.total)?.text))")
        // The selected seats are drawn selected on the map.
        let map = try #require(resolved.venueLayer)
        #expect(map.venue.seats.filter { $0.node.state == .selected }.map(\.node.seatId) == ["中区-10-8", "中区-10-9"])
        // A lone seat left between two chosen shows as tapped (the order refuses it); a sold
        // seat is refused at once.
        #expect(try Self.resolve(layout, selected: ["中区-10-8", "中区-10-10"]).selectedSeatIds == ["中区-10-8", "中区-10-10"])
        #expect(throws: PageError.self) { try Self.resolve(layout, selected: ["中区-10-6"]) }
    }

    /// A booth taken is filled in the selected colour with its name in the selected mark's
    /// colour, as a selected seat is; an area with some of its places chosen is outlined in it,
    /// its fill and words those of an area with places left; the other booths are untouched.
    @Test func aBoothTakenIsFilledAsASelectedSeat() throws {
        let layout = try Self.layout("expo")
        var r = PageRequest(venue: layout)
        r.areas = [("a1", 1), ("food", 2)]
        let page = ResolvedPage(try r.make(), measure: FixedAdvanceMeasurer())
        let regions = try #require(page.venueLayer).venue.regions
        let selected = Theme.builtinDefault.style(for: .selected)
        let booth = try #require(regions.first { $0.id == "a1" }), food = try #require(regions.first { $0.id == "food" })
        let other = try #require(regions.first { $0.id == "a2" })
        #expect(booth.isBooth && booth.fill == selected.fill && booth.stroke == (selected.stroke ?? selected.fill))
        #expect(booth.texts.map(\.string) == ["A1"] && booth.texts.allSatisfy { $0.color == selected.mark })
        #expect(food.stroke == selected.fill && food.fill == other.fill && food.fill != selected.fill)
        #expect(food.texts.allSatisfy { $0.color == Theme.builtinDefault.page.text })
        #expect(other.stroke != selected.fill && other.texts.allSatisfy { $0.color == Theme.builtinDefault.page.text })
        // The price bar names the booth alone (one place by definition), the food court with its count.
        #expect(page.all(.seatChip).compactMap(\.text).map { $0.components(separatedBy: "\n")[0] } == ["A1", "Food court ×2"],
                "\(page.all(.seatChip).compactMap(\.text))")
        // In the pixels: the middle of the booth's frame is the selected fill.
        let png = try Renderer.image(page).image
        // 3 pt in from the frame's left edge, on its middle line: clear of the outline and the name.
        let frame = page.layout.viewport.pageRect(fromDesign: booth.bounds)
        let scale = page.layout.pixelScale
        let (x, y) = (Int(((frame.minX + 3) * scale).rounded(.down)), Int((frame.midY * scale).rounded(.down)))
        let i = (y * png.width + x) * 4
        let f = selected.fill
        #expect(abs(Int(png.pixels[i]) - Int((f.red * 255).rounded())) <= 2 && abs(Int(png.pixels[i + 1]) - Int((f.green * 255).rounded())) <= 2
                && abs(Int(png.pixels[i + 2]) - Int((f.blue * 255).rounded())) <= 2, "\(png.pixels[i..<i + 4])")
    }

    /// The legend of a venue without seats shows its areas as the map draws them (available,
    /// sold, selected: the colours of an open, a sold and a taken booth), not seat icons, and no
    /// 锁定 (an area is not locked); a venue with seats keeps the seat icons.
    @Test func aVenueWithoutSeatsShowsAreaSwatchesInItsLegend() throws {
        var r = PageRequest(venue: try Self.layout("expo"))
        r.areas = [("a1", 1)]
        let page = ResolvedPage(try r.make(), measure: FixedAdvanceMeasurer())
        let items = page.all(.legendItem).compactMap { e -> LegendItem? in if case .legendItem(let i) = e { i } else { nil } }
        #expect(items.map(\.text.string) == ["可选", "已售", "已选"])
        #expect(items.allSatisfy { $0.look == nil } && items.compactMap(\.swatch?.state) == [.available, .sold, .selected])
        let regions = try #require(page.venueLayer).venue.regions
        for (item, booth) in zip(items, ["a2", "a3", "a1"]) {
            let region = try #require(regions.first { $0.id == booth })
            #expect(item.swatch?.fill == region.fill && item.swatch?.stroke == region.stroke, "\(item.text.string) against \(booth)")
        }
        // Drawn: the middle of each swatch in its fill (over the page's background).
        let png = try Renderer.image(page).image
        let scale = page.layout.pixelScale
        for item in items {
            let w = try #require(item.swatch)
            let (x, y) = (Int((w.frame.midX * scale).rounded(.down)), Int((w.frame.midY * scale).rounded(.down)))
            let c = w.fill.over(Theme.builtinDefault.background)
            let i = (y * png.width + x) * 4
            #expect([0, 1, 2].allSatisfy { k in abs(Int(png.pixels[i + k]) - Int(([c.red, c.green, c.blue][k] * 255).rounded())) <= 2 },
                    "\(item.text.string): \(png.pixels[i..<i + 3])")
        }
        // A venue with seats: the seat icons, 锁定 among them.
        let theatre = try Self.resolve(try Self.layout("theatre"))
        let icons = theatre.all(.legendItem).compactMap { e -> LegendItem? in if case .legendItem(let i) = e { i } else { nil } }
        #expect(icons.allSatisfy { $0.swatch == nil } && icons.contains { $0.look?.state == .locked })
    }
}
