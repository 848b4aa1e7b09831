import Testing
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapLayout

func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

@Suite struct LayoutFormulaTests {
    let hall = HallBuilder.hall(["AAAA", "A_GG", "CCAA", "GGGA"])

    @Test func designFramesFollowTheNormativeFormula() {
        let layout = SeatLayout(hall: hall)
        let m = layout.metrics
        for (idx, seat) in hall.allSeats {
            let f = layout.designFrame(idx)
            #expect(f.x == m.insetLeft + Double(idx.col) * (m.seatWidth + m.hGap) + Double(seat.zone.rawValue - 1) * m.zoneOffset)
            #expect(f.y == m.insetTop + Double(idx.row) * (m.seatHeight + m.vGap))
            #expect(f.width == 36 && f.height == 36)
        }
        // Row 3, col 2 is golden: 40 + 2*44 + 6 = 134; y = 40 + 3*50 = 190.
        #expect(layout.designFrame(GridIndex(row: 3, col: 2)) == Rect(x: 134, y: 190, width: 36, height: 36))
        // Couple seat row 2, col 0: 40 + 0 + 12.
        #expect(layout.designFrame(GridIndex(row: 2, col: 0)) == Rect(x: 52, y: 140, width: 36, height: 36))
    }

    @Test func contentSizeIncludesInsetsAndZoneShift() {
        let layout = SeatLayout(hall: hall)
        // Widest frame: row 1 col 3 golden: 40 + 132 + 6 + 36 = 214; + insetRight 40.
        #expect(layout.contentSize == Size(width: 254, height: 40 + 4 * 50 - 14 + 16))
        #expect(layout.centerAxisX == (40 + 214) / 2)
    }

    @Test func themeMetricsOverrideTheSeed() {
        var m = SeatMetrics()
        m.seatWidth = 30; m.seatHeight = 28; m.hGap = 4; m.vGap = 10; m.zoneOffset = 3
        let layout = SeatLayout(hall: hall, metrics: m)
        #expect(layout.designFrame(GridIndex(row: 3, col: 2)) == Rect(x: 40 + 2 * 34 + 3, y: 40 + 3 * 38, width: 30, height: 28))
    }

    @Test(arguments: ["iphone-se", "iphone-15", "iphone-15-pro-max", "390x844@3", "1024x1366@2"])
    func viewportMapsAndInvertsAtEveryDevice(deviceName: String) throws {
        let device = try Device.named(deviceName)
        let layout = SeatLayout(hall: hall)
        for zoom in [Zoom.fit, .scale(0.5), .scale(1), .scale(2.75)] {
            for offset in [nil, Point(x: 0, y: 0), Point(x: -13.25, y: 40.5), Point(x: 120, y: -7)] {
                let page = try PageLayout.make(seatLayout: layout, device: device, mode: .screen, zoom: zoom, offset: offset)
                let vp = page.viewport
                #expect(close(vp.screenScale, device.width / 375))
                let z: Double
                if case .scale(let s) = zoom { z = s } else { z = vp.frame.width / (layout.contentSize.width * vp.screenScale) }
                #expect(close(vp.zoom, z))
                let off = offset ?? Point(x: (layout.contentSize.width * vp.screenScale * z - vp.frame.width) / 2, y: 0)
                #expect(close(vp.contentOffset.x, off.x) && close(vp.contentOffset.y, off.y))
                for (idx, _) in hall.allSeats {
                    let d = layout.designFrame(idx)
                    let px = page.pixelFrame(idx)
                    let s = vp.screenScale * z
                    #expect(close(px.x, (vp.frame.x + d.x * s - off.x) * device.scale))
                    #expect(close(px.y, (vp.frame.y + d.y * s - off.y) * device.scale))
                    #expect(close(px.width, d.width * s * device.scale))
                    // And back: pixel → page → viewport → design.
                    let back = vp.designPoint(fromViewport: vp.viewportPoint(fromPage: vp.pagePoint(fromPixel: Point(x: px.x, y: px.y))))
                    #expect(close(back.x, d.x, 1e-9 * max(1, abs(d.x))) && close(back.y, d.y, 1e-9 * max(1, abs(d.y))))
                }
                #expect(page.imageWidth == Int((device.width * device.scale).rounded(.up)))
            }
        }
    }

    @Test func fitFillsTheViewportWidth() throws {
        let page = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: .named("iphone-15"), mode: .screen)
        let vp = page.viewport
        #expect(close(page.seatLayout.contentSize.width * vp.pointsPerDesignPoint, vp.frame.width))
        #expect(close(vp.contentOffset.x, 0))
    }

    @Test func zoomIsClampedToTheDocumentedRange() throws {
        let layout = SeatLayout(hall: hall)
        let lo = try PageLayout.make(seatLayout: layout, device: .default, mode: .screen, zoom: .scale(0.001))
        let hi = try PageLayout.make(seatLayout: layout, device: .default, mode: .screen, zoom: .scale(100))
        #expect(lo.viewport.zoom == Zoom.range.lowerBound)
        #expect(hi.viewport.zoom == Zoom.range.upperBound)
        #expect(throws: LayoutError.nonFinite(what: "zoom")) {
            try PageLayout.make(seatLayout: layout, device: .default, mode: .screen, zoom: .scale(.nan))
        }
        #expect(throws: LayoutError.nonFinite(what: "offset")) {
            try PageLayout.make(seatLayout: layout, device: .default, mode: .screen, offset: Point(x: .infinity, y: 0))
        }
    }

    @Test func fullModeDrawsTheWholeMapAtZoomOne() throws {
        let device = try Device.named("iphone-15")
        let page = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: device, mode: .full)
        #expect(page.viewport.zoom == 1)
        #expect(page.viewport.contentOffset == .zero)
        #expect(page.viewport.frame.origin == .zero)
        #expect(page.imageWidth == Int((254 * 393 / 375 * 3.0).rounded(.up)))
        #expect(page.imageHeight == Int((242 * 393 / 375 * 3.0).rounded(.up)))
        let px = page.pixelFrame(GridIndex(row: 0, col: 0))
        #expect(close(px.x, 40 * 393 / 375 * 3) && close(px.y, 40 * 393 / 375 * 3))
    }

    @Test func devicesParseAndRefuse() throws {
        #expect(try Device.named("390x844@3") == Device(name: "390x844@3", width: 390, height: 844, scale: 3))
        #expect(try Device.named("iphone-se").safeTop == 20)
        for bad in ["iphone-99", "390x", "x@3", "390x844@0", "390x844@nan", "99999x10@2", "390x844@3@2"] {
            #expect(throws: LayoutError.self) { try Device.named(bad) }
        }
    }

    @Test func oversizedImagesAreRefusedBeforeDrawing() throws {
        let wide = HallBuilder.hall([String(repeating: "A", count: 800)])
        #expect(throws: LayoutError.self) {
            try PageLayout.make(seatLayout: SeatLayout(hall: wide), device: .named("iphone-15"), mode: .full)
        }
        do { _ = try PageLayout.make(seatLayout: SeatLayout(hall: wide), device: .named("iphone-15"), mode: .full) } catch {
            #expect(error.description.contains("32767 px per side"))
        }
    }

    @Test func pageRectanglesTileTheScreen() throws {
        for name in ["iphone-se", "iphone-15", "iphone-15-pro-max"] {
            let p = try PageLayout.make(seatLayout: SeatLayout(hall: hall), device: .named(name), mode: .screen)
            let stack = [p.statusBar, p.navigationBar, p.showtimeStrip, p.screenHeader, p.viewport.frame, p.legend, p.priceBar]
            for (a, b) in zip(stack, stack.dropFirst()) { #expect(close(a.maxY, b.minY)) }
            #expect(close(p.priceBar.maxY, p.device.height))
            #expect(p.viewport.frame.height > 250)
        }
    }

    @Test func chipStripScrollsTheCurrentShowtimeIntoView() throws {
        var h = hall
        h.showtimes = (0..<8).map { Showtime(id: "s\($0)", startsAt: "2026-11-29T1\($0):00:00+08:00", hall: h.showtime?.hall) }
        h.showtime = h.showtimes[4]
        let p = try PageLayout.make(seatLayout: SeatLayout(hall: h), device: .named("iphone-15"), mode: .screen)
        let current = try #require(p.chips.first { $0.isSelected })
        #expect(current.showtimeIndex == 4)
        #expect(current.frame.minX >= 0 && current.frame.maxX <= 393)
        #expect(close(current.frame.midX, 393 / 2))
        // Neighbouring chips keep the seed's 12-pt spacing.
        #expect(close(p.chips[1].frame.minX - p.chips[0].frame.maxX, 12))
        // The first showtime selected: no scroll, 16-pt section inset.
        h.showtime = h.showtimes[0]
        let q = try PageLayout.make(seatLayout: SeatLayout(hall: h), device: .named("iphone-15"), mode: .screen)
        #expect(q.chips[0].frame.minX == 16)
        // The last one: scrolled only as far as the content goes, keeping the 16-pt inset.
        h.showtime = h.showtimes[7]
        let r = try PageLayout.make(seatLayout: SeatLayout(hall: h), device: .named("iphone-15"), mode: .screen)
        #expect(close(r.chips[7].frame.maxX, 393 - 16))
    }

    @Test func overlapsAreFoundWhereTheZoneDecreases() {
        let h = HallBuilder.hall(["ACA", "GA"])  // zone 3 → 1 overlaps (12 > 8); zone 2 → 1 does not (6 < 8)
        let overlaps = SeatLayout(hall: h).overlappingNeighbours()
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.0 == GridIndex(row: 0, col: 1))
        #expect(overlaps.first?.1 == GridIndex(row: 0, col: 2))
    }
}

extension Rect { var origin: Point { Point(x: x, y: y) } }
