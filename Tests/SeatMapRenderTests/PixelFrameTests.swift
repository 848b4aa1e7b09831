import SeatMapTheme
import SeatMapPage
import Testing
import SeatMapCore
import SeatMapRules
import SeatMapLayout
import SeatMapPNG
import SeatMapTestSupport
@testable import SeatMapRender

/// `seatmap layout`'s pixelFrame is where the renderer paints each seat: sample the rendered
/// pixel at every visible seat's frame centre and find that state's body colour there.
@Suite struct PixelFrameTests {
    /// The body colour a seat must show at its centre, composited over the page background.
    static func expectedBody(_ page: SeatPage, _ idx: GridIndex) -> Color {
        let state = page.state(of: idx)
        var fill = page.theme.style(for: state).fill
        if state == .available, let tint = page.theme.zoneStyle(page.hall[idx].zone).tint { fill = tint }
        return fill.over(page.theme.background.over(.white))
    }

    /// Checks every seat whose centre is inside the viewport, not under the pinned overlays and
    /// not covered by a later seat; returns how many were checked.
    static func check(_ page: SeatPage, _ image: RGBAImage) -> Int {
        let l = page.layout
        let all = page.hall.allSeats.map(\.index)
        var checked = 0
        for idx in all {
            let f = l.pixelFrame(idx)
            guard f.width >= 6 else { continue }
            let c = Point(x: f.midX, y: f.midY)
            let p = l.viewport.pagePoint(fromPixel: c)
            let vp = l.viewport.frame
            guard p.x > vp.minX + 1, p.x < vp.maxX - 1, p.y > vp.minY + 1, p.y < vp.maxY - 1 else { continue }
            // Pinned overlays: the rail, the minimap, and the scroll hint's fade along the bottom edge.
            let fade = l.mode == .screen ? [Rect(x: vp.minX, y: vp.maxY - 28, width: vp.width, height: 28)] : []
            let overlays = [l.rail.insetBy(dx: -2, dy: -2)] + (l.minimap.map { [$0.frame.insetBy(dx: -6, dy: -6)] } ?? []) + fade
            guard !overlays.contains(where: { $0.contains(p) }) else { continue }
            let design = l.seatLayout.designFrame(idx)
            guard !all.contains(where: { $0 > idx && l.seatLayout.designFrame($0).insetBy(dx: -1, dy: -1).intersects(design) }) else { continue }
            let px = image[Int(c.x), Int(c.y)]
            let body = expectedBody(page, idx)
            func near(_ v: UInt8, _ w: Double) -> Bool { abs(Int(v) - Int((w * 255).rounded())) <= 3 }
            #expect(near(px.r, body.red) && near(px.g, body.green) && near(px.b, body.blue),
                    "seat \(page.hall[idx].seatId) (\(page.state(of: idx))) at pixel (\(Int(c.x)), \(Int(c.y))): got \(px), want \(body.hex)")
            checked += 1
        }
        return checked
    }

    @Test func randomHallsPaintEachSeatAtItsPixelFrame() throws {
        var rng = SeededRandom(seed: 99)
        var total = 0
        let themes = Theme.builtins
        for round in 0..<24 {
            let hall = HallBuilder.random(&rng, maxRows: 10, maxCols: 14)
            let device = try Device.named(["iphone-se", "iphone-15", "320x568@2", "430x932@3"][round % 4])
            let mode: RenderMode = round % 5 == 4 ? .full : .screen
            let zoom: Zoom = mode == .full || round % 3 == 0 ? .fit : .scale(Double.random(in: 0.6...2.5, using: &rng))
            let offset: Point? = mode == .screen && round % 2 == 1
                ? Point(x: Double.random(in: -40...200, using: &rng), y: Double.random(in: -40...200, using: &rng)) : nil
            // Select a few available seats so the selected state is sampled too.
            var ids: [String] = []
            var sel = SeatSelection(hall: hall)
            for (idx, seat) in hall.allSeats where seat.status == .available && ids.count < 3 && Bool.random(using: &rng) {
                if case .success = sel.toggle(idx) { ids.append(seat.seatId) }
            }
            let page = try SeatPage.make(hall: hall, theme: themes[round % themes.count], device: device, mode: mode,
                                         zoom: zoom, offset: offset, selectedIds: ids)
            let image = try Renderer.image(page).image
            #expect(image.width == page.layout.imageWidth && image.height == page.layout.imageHeight)
            total += Self.check(page, image)
        }
        #expect(total > 300)
    }

    @Test func samplesPaintEachSeatAtItsPixelFrame() throws {
        for name in ["studio", "standard", "imax", "irregular"] {
            let hall = try HallFile.load(path: Fixtures.sample(name))
            let page = try SeatPage.make(hall: hall, device: .named("iphone-15"), selectedIds: [])
            #expect(Self.check(page, try Renderer.image(page).image) > 40, "\(name)")
        }
    }
}

@Suite struct LayoutReportStreamingTests {
    /// The streamed `seatmap layout` text is exactly the serialized value tree, a member and a
    /// seat a line.
    @Test(arguments: ["studio", "irregular"])
    func streamedEqualsTree(hall: String) throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(hall)), device: .named("iphone-se"), selectedIds: [])
        let resolved = try Renderer.resolve(page)
        let text = try LayoutReport.serialized(resolved)
        #expect(text == (try LayoutReport.json(resolved)).serialized(lineDepth: 2))
        // One line a seat: the seats array holds as many lines as the hall has seats.
        let seatLines = text.split(separator: "\n").filter { $0.hasPrefix("  {\"id\": ") }
        #expect(seatLines.count == page.hall.seatCount)
    }
}
