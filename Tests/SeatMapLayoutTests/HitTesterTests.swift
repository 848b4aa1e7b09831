import Testing
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapLayout

@Suite struct HitTesterTests {
    func page(_ hall: Hall, _ device: String = "iphone-15", zoom: Zoom = .fit, offset: Point? = nil) throws -> PageLayout {
        try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: .named(device), mode: .screen, zoom: zoom, offset: offset)
    }

    func viewportCenter(_ p: PageLayout, _ idx: GridIndex) -> Point {
        p.viewport.viewportRect(fromDesign: p.seatLayout.designFrame(idx)).center
    }

    @Test func centresHitTheirSeatAndGapsHitNothing() throws {
        let hall = HallBuilder.hall(["AAS", "L_A"])
        let p = try page(hall, zoom: .scale(1))
        let t = HitTester(layout: p)
        for (idx, _) in hall.allSeats { #expect(try t.seat(atViewport: viewportCenter(p, idx)) == idx) }
        // The gap between column 0 and 1 of row 0, and the aisle at row 1 col 1.
        let gap = p.viewport.viewportPoint(fromDesign: Point(x: 40 + 36 + 4, y: 58))
        #expect(try t.seat(atViewport: gap) == nil)
        let aisle = viewportCenter(p, GridIndex(row: 1, col: 1))
        #expect(try t.seat(atViewport: aisle) == nil)
    }

    @Test func edgesAreHalfOpen() throws {
        let hall = HallBuilder.hall(["AA"])
        let p = try page(hall, zoom: .scale(1), offset: .zero)
        let t = HitTester(layout: p)
        let s = p.viewport.pointsPerDesignPoint
        #expect(try t.seat(atViewport: Point(x: 40 * s, y: 40 * s)) == GridIndex(row: 0, col: 0))
        #expect(try t.seat(atViewport: Point(x: 76 * s, y: 40 * s)) == nil)  // right edge belongs to the gap
    }

    @Test func topmostWinsWhereFramesOverlap() throws {
        let hall = HallBuilder.hall(["CA"])  // couple at col 0 reaches x 40+12+36 = 88 > 84 where col 1 starts
        let p = try page(hall, zoom: .scale(1), offset: .zero)
        let t = HitTester(layout: p)
        let overlap = p.viewport.viewportPoint(fromDesign: Point(x: 86, y: 50))
        #expect(try t.seat(atViewport: overlap) == GridIndex(row: 0, col: 1))
    }

    @Test func outsideTheViewportNamesNothing() throws {
        let hall = HallBuilder.hall(["AAAAAAAAAA"])
        let p = try page(hall, zoom: .scale(2), offset: Point(x: 0, y: 0))
        let t = HitTester(layout: p)
        // Seat 9 lies right of the viewport: its centre in viewport coordinates is beyond the width.
        let c = viewportCenter(p, GridIndex(row: 0, col: 9))
        #expect(c.x > p.viewport.frame.width)
        #expect(try t.seat(atViewport: c) == nil)
        #expect(try t.seat(atViewport: Point(x: -1, y: 10)) == nil)
        #expect(try t.seat(atViewport: Point(x: 10, y: p.viewport.frame.height)) == nil)
    }

    @Test func slopPicksTheNearestSeatWithinReach() throws {
        let hall = HallBuilder.hall(["A_A"])
        let p = try page(hall, zoom: .scale(1), offset: .zero)
        let t = HitTester(layout: p)
        let s = p.viewport.pointsPerDesignPoint
        // 3 design points right of seat 0 (gap is 8 wide): 3*s device points away.
        let near0 = p.viewport.viewportPoint(fromDesign: Point(x: 76 + 3, y: 50))
        #expect(try t.seat(atViewport: near0) == nil)
        #expect(try t.seat(atViewport: near0, slop: 3 * s + 1e-9) == GridIndex(row: 0, col: 0))
        #expect(try t.seat(atViewport: near0, slop: 2.9 * s) == nil)
        // Midway between seat 0 (ends 76) and seat 2 (starts 128) → on the aisle, 26 from each.
        let mid = p.viewport.viewportPoint(fromDesign: Point(x: 102, y: 50))
        #expect(try t.seat(atViewport: mid, slop: 26 * s + 1e-6) == GridIndex(row: 0, col: 2))  // tie → topmost
    }

    @Test func nonFiniteAndBadSlopAreErrors() throws {
        let t = HitTester(layout: try page(HallBuilder.hall(["A"])))
        #expect(throws: LayoutError.nonFinite(what: "point")) { try t.seat(atViewport: Point(x: .nan, y: 0)) }
        #expect(throws: LayoutError.nonFinite(what: "slop")) { try t.seat(atViewport: Point(x: 1, y: 1), slop: .infinity) }
        #expect(throws: LayoutError.self) { try t.seat(atViewport: Point(x: 1, y: 1), slop: -1) }
    }

    /// Property test: random halls, devices, zooms and offsets.
    @Test func randomHallsRoundTrip() throws {
        var rng = SeededRandom(seed: 20261129)
        let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "414x896@2", "320x568@2"]
        var checkedSeats = 0, checkedGaps = 0
        for _ in 0..<300 {
            let hall = HallBuilder.random(&rng)
            let zoom: Zoom = Bool.random(using: &rng) ? .fit : .scale(Double.random(in: 0.2...3, using: &rng))
            let offset: Point? = Bool.random(using: &rng) ? nil
                : Point(x: Double.random(in: -200...600, using: &rng), y: Double.random(in: -100...400, using: &rng))
            let p = try page(hall, devices.randomElement(using: &rng)!, zoom: zoom, offset: offset)
            let t = HitTester(layout: p)
            let bounds = Rect(x: 0, y: 0, width: p.viewport.frame.width, height: p.viewport.frame.height)
            for (idx, _) in hall.allSeats {
                let c = viewportCenter(p, idx)
                guard bounds.contains(c) else {
                    #expect(try t.seat(atViewport: c) == nil)
                    continue
                }
                // The centre may be covered by a later overlapping seat; then that one is named.
                let hit = try #require(try t.seat(atViewport: c))
                let covering = hall.allSeats.map(\.index).filter { p.seatLayout.designFrame($0).contains(p.viewport.designPoint(fromViewport: c)) }
                #expect(hit == covering.max())
                #expect(covering.contains(idx))
                // Round trip: design centre → viewport → design.
                let d = p.viewport.designPoint(fromViewport: c)
                let f = p.seatLayout.designFrame(idx)
                #expect(close(d.x, f.midX, 1e-9 * max(1, f.midX)) && close(d.y, f.midY, 1e-9 * max(1, f.midY)))
                checkedSeats += 1
            }
            // A point in the vertical gap below row 0 hits nothing.
            let m = p.seatLayout.metrics
            let gapY = m.insetTop + m.seatHeight + m.vGap / 2
            let gp = p.viewport.viewportPoint(fromDesign: Point(x: m.insetLeft + 10, y: gapY))
            if bounds.contains(gp) {
                #expect(try t.seat(atViewport: gp) == nil)
                checkedGaps += 1
            }
        }
        #expect(checkedSeats > 1000)
        #expect(checkedGaps > 50)
    }
}

/// The row rail stands clear of every seat when the gap left of the map holds it, and is pinned
/// at the viewport's left edge otherwise (zoomed, scrolled, a wide hall on a small phone); it is
/// always there. The minimap sits in the screen band, never over the rail or a seat.
@Suite struct RailPlacementTests {
    @Test(arguments: 0..<80)
    func railIsClearOrPinnedAndAlwaysShown(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let hall = HallBuilder.random(&rng, maxRows: 30, maxCols: 40)
        let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "320x568@2", "360x640@3", "1024x1366@2"]
        let zoom: Zoom = seed % 4 == 0 ? .fit : seed % 4 == 1 ? .contain : .scale(Double.random(in: 0.3...3, using: &rng))
        let offset: Point? = seed % 5 == 4 ? Point(x: Double.random(in: -50...600, using: &rng), y: Double.random(in: -50...600, using: &rng)) : nil
        let p = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: .named(devices[seed % devices.count]), mode: .screen,
                                    zoom: zoom, offset: offset)
        let vp = p.viewport.frame
        #expect(p.rail.width > 0)
        if p.railPinned {
            #expect(p.rail.minX == vp.minX + PageLayout.pinnedRailInset && p.rail.width == PageLayout.railWidth)
        } else {
            #expect(p.rail.width >= PageLayout.minRailWidth && p.rail.width <= PageLayout.railWidth)
            // Beside the map, not at the far edge of a wide gap (contain, a wide page).
            let firstSeatX = vp.minX + p.seatLayout.leftmostSeatX * p.viewport.pointsPerDesignPoint - p.viewport.contentOffset.x
            #expect(firstSeatX - p.rail.maxX <= PageLayout.railHugGap + 4 + 1e-9, "seed \(seed): the rail ends \(firstSeatX - p.rail.maxX) pt before the map")
            for (idx, _) in hall.allSeats {
                let f = p.viewport.pageRect(fromDesign: p.seatLayout.designFrame(idx))
                guard f.maxY > vp.minY, f.minY < vp.maxY else { continue }
                #expect(f.minX >= p.rail.maxX + 0.5, "seed \(seed): seat \(idx) at x \(f.minX) under the rail ending at \(p.rail.maxX)")
            }
        }
        // Zoomed past the width or scrolled sideways, the gap is gone: the rail is pinned.
        if case .scale(let z) = zoom, z * p.viewport.screenScale * p.seatLayout.leftmostSeatX - p.viewport.contentOffset.x < PageLayout.minRailWidth + 1 {
            #expect(p.railPinned)
        }
        if let m = p.minimap {
            #expect(m.frame.minY >= p.screenHeader.minY + 4 && m.frame.maxY <= p.screenHeader.maxY - 4)
            #expect(!m.frame.insetBy(dx: -4, dy: -4).intersects(vp) && !m.frame.intersects(p.rail))
        }
    }
}

/// `--zoom contain` shows the whole map.
@Suite struct ContainZoomTests {
    @Test(arguments: 0..<40)
    func everySeatIsInsideTheViewport(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &* 7_777 &+ 1)
        let hall = HallBuilder.random(&rng, maxRows: 40, maxCols: 40)
        let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "320x568@2"]
        let p = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: .named(devices[seed % devices.count]), mode: .screen, zoom: .contain)
        let vp = p.viewport.frame
        for (idx, _) in hall.allSeats {
            let f = p.viewport.pageRect(fromDesign: p.seatLayout.designFrame(idx))
            #expect(f.minX >= vp.minX - 1e-9 && f.maxX <= vp.maxX + 1e-9 && f.minY >= vp.minY - 1e-9 && f.maxY <= vp.maxY + 1e-9,
                    "seed \(seed): seat \(idx) at \(f) outside \(vp)")
        }
        // Never larger than the width fit.
        let fit = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: .named(devices[seed % devices.count]), mode: .screen)
        #expect(p.viewport.zoom <= fit.viewport.zoom + 1e-12)
    }
}

/// Callers store and send seat ids, not grid indices.
@Suite struct SeatIdAnswerTests {
    @Test func hitTestingAnswersTheSeatId() throws {
        let hall = HallBuilder.hall(["AAAA", "A_AA"])
        let layout = try PageLayout.make(seatLayout: SeatLayout(hall: hall, metrics: SeatMetrics()), device: .named("iphone-se"), mode: .full)
        let tester = HitTester(layout: layout)
        let frame = layout.viewport.viewportRect(fromDesign: layout.seatLayout.designFrame(GridIndex(row: 1, col: 3)))
        let centre = Point(x: frame.midX, y: frame.midY)
        let idx = try #require(try tester.seat(atViewport: centre))
        #expect(try tester.seatId(atViewport: centre) == hall[idx].seatId)
        #expect(try tester.seatId(atViewport: centre) == "2_3")
        #expect(try tester.seatId(atViewport: Point(x: -5, y: -5)) == nil)
    }
}
