import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapTheme
import SeatMapVenue
import SeatMapRender

/// A venue of any size on a phone (Samples/venues/racetrack.json: four stands 66,000 pt apart,
/// the shape of seats.io's own race-track chart): at fit and contain the whole map is in view
/// below the scroll view's zoom floor, every stand is drawn, labelled and takes a touch, a tap
/// zooms into it and its seats hit-test back to themselves; a map scrolled past everything
/// breaks the page rule `emptyMap`.
@Suite struct RaceTrackPageTests {
    static func layout() throws -> VenueLayout { try VenuePageTests.layout("racetrack") }

    @Test func everyStandIsInViewAndTakesATapOnEveryPhone() throws {
        let layout = try Self.layout()
        #expect(layout.venue.sections.count == 4)
        var pages = 0
        for device in Device.presets {
            for d in [device, device.oriented(.landscape)] {
                for zoom in [Zoom.fit, .contain] {
                    let what = "\(d.name) at \(zoom)"
                    let page = try VenuePageTests.resolve(layout, device: d, zoom: zoom)
                    pages += 1
                    let vp = page.layout.viewport
                    // The whole map in view: below the scroll view's floor where it needs it.
                    let shown = vp.visibleDesignRect
                    #expect(shown.minX <= 1e-6 && shown.maxX >= layout.contentSize.width - 1e-6, "\(what): \(shown)")
                    if zoom == .contain {
                        #expect(shown.minY <= 1e-6 && shown.maxY >= layout.contentSize.height - 1e-6, "\(what): \(shown)")
                    }
                    #expect(vp.zoom < Zoom.range.lowerBound, "\(what): zoom \(vp.zoom)")
                    #expect(page.invariantViolations.isEmpty, "\(what): \(page.invariantViolations.prefix(3))")
                    let map = try #require(page.venueLayer)
                    #expect(map.venue.violations().isEmpty, "\(what): \(map.venue.violations().prefix(3))")
                    let stands = map.venue.regions.filter { $0.kind == .section }
                    #expect(stands.count == 4 && stands.allSatisfy(\.takesTouches), "\(what)")
                    for stand in stands {
                        let id = try #require(stand.id)
                        // Labelled beside it (a portrait phone has room above and below the
                        // map; a landscape one's map column hugs the map, where a label that
                        // finds no room is said), never under the page's smallest text.
                        if d.orientation == .portrait && !d.isWide {
                            #expect(stand.texts.first?.string == stand.label, "\(what): \(id) drawn as \(stand.texts.map(\.string))")
                        } else if stand.texts.isEmpty {
                            #expect(page.warnings.contains("section \"\(stand.label)\": no room for its label inside it at zoom \(NumberText.rounded(vp.zoom, places: 3)); drawn without it"),
                                    "\(what): \(id) unlabelled in silence")
                        }
                        #expect(stand.texts.allSatisfy { $0.size * vp.pointsPerDesignPoint >= ResolvedPage.minimumTextSize - 1e-9 }, "\(what): \(id)")
                        // A tap at its centre is the stand.
                        let centre = Point(x: stand.bounds.midX, y: stand.bounds.midY)
                        let touch = Point(x: vp.frame.minX + centre.x * vp.pointsPerDesignPoint - vp.contentOffset.x,
                                          y: vp.frame.minY + centre.y * vp.pointsPerDesignPoint - vp.contentOffset.y)
                        #expect(vp.frame.contains(touch), "\(what): \(id)'s centre \(touch) outside the map's view")
                        guard case .region(let hit) = try page.hit(page: touch) else {
                            Issue.record("\(what): \(id)'s centre hits \(try page.hit(page: touch))")
                            continue
                        }
                        #expect(hit.id == id, "\(what)")
                        // Its label beside it takes the touch too (a larger target).
                        if stand.labelBeside, let t = stand.texts.first {
                            let c = Point(x: t.startX + t.width / 2, y: t.baseline - 0.3 * t.size)
                            let onLabel = Point(x: vp.frame.minX + c.x * vp.pointsPerDesignPoint - vp.contentOffset.x,
                                                y: vp.frame.minY + c.y * vp.pointsPerDesignPoint - vp.contentOffset.y)
                            guard case .region(let l) = try page.hit(page: onLabel) else {
                                Issue.record("\(what): \(id)'s label at \(onLabel) hits \(try page.hit(page: onLabel))")
                                continue
                            }
                            #expect(l.id == id, "\(what): \(id)'s label hits \(l.id ?? "")")
                        }
                    }
                }
            }
        }
        #expect(pages == Device.presets.count * 4)
    }

    /// The second level: a tap on a stand (here by its label, as `--section` takes it) zooms to
    /// its seats, and each drawn seat's centre is that seat, on every phone in both orientations.
    @Test func aTapOnAStandZoomsToSeatsThatHitThemselves() throws {
        let layout = try Self.layout()
        for device in Device.presets {
            for d in [device, device.oriented(.landscape)] {
                let page = try VenuePageTests.resolve(layout, device: d, section: "Mid Stand 3")
                let map = try #require(page.venueLayer)
                #expect(map.venue.level == .seats, "\(d.name)")
                #expect(page.invariantViolations.isEmpty, "\(d.name): \(page.invariantViolations.prefix(3))")
                let vp = page.layout.viewport
                var hits = 0
                for item in map.venue.seats where item.isShown {
                    let c = item.placement.center
                    let touch = Point(x: vp.frame.minX + c.x * vp.pointsPerDesignPoint - vp.contentOffset.x,
                                      y: vp.frame.minY + c.y * vp.pointsPerDesignPoint - vp.contentOffset.y)
                    guard vp.frame.contains(touch) else { continue }
                    #expect(item.sectionId == "m3", "\(d.name): \(item.node.seatId) drawn")
                    #expect(try page.hit(page: touch) == .seat(item.node.index), "\(d.name): \(item.node.seatId)")
                    hits += 1
                }
                #expect(hits >= 40, "\(d.name): \(hits) seats hit")
            }
        }
    }

    @Test func aMapScrolledPastEverythingBreaksEmptyMap() throws {
        let layout = try Self.layout()
        // At the scroll view's floor the race track is wider than the phone; centred, the view
        // falls on the empty middle of the track.
        let empty = try VenuePageTests.resolve(layout, zoom: .scale(0.05))
        #expect(empty.invariantViolations.map(\.rule) == [.emptyMap], "\(empty.invariantViolations)")
        #expect(empty.warnings.contains { $0.hasPrefix("page: emptyMap: the map shows no seat and no section at zoom 0.05") }, "\(empty.warnings)")
        // A hall scrolled past every seat breaks it too.
        let hall = try HallFile.decode(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"seatId": "b", "rowNo": 1, "colNo": 2, "zone": 1, "price": 4500, "status": 1}]]}"#)
        let page = try SeatPage.make(hall: hall, offset: Point(x: 5000, y: 5000))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        #expect(resolved.invariantViolations.map(\.rule) == [.emptyMap], "\(resolved.invariantViolations)")
        #expect(ResolvedPage(try SeatPage.make(hall: hall), measure: FixedAdvanceMeasurer()).invariantViolations.isEmpty)
    }

    /// Labels set beside their regions only on the page: a stand too small for its words on the
    /// overview; the same stand zoomed in holds its label inside.
    @Test func aLabelBesideItsStandIsOnlyWhereItDoesNotFitInside() throws {
        let layout = try Self.layout()
        let overview = try #require(try VenuePageTests.resolve(layout).venueLayer)
        let beside = overview.venue.regions.filter { $0.kind == .section }.map { $0.labelBeside }
        #expect(beside == [true, true, true, true])
        let arena = try VenuePageTests.layout("arena")
        let inside = try #require(try VenuePageTests.resolve(arena).venueLayer).venue.regions.map { $0.labelBeside }
        #expect(!inside.isEmpty && !inside.contains(true))
    }
}
