import SeatMapRules
import SeatMapTheme
import SeatMapPage
import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapTestSupport
@testable import SeatMapRender

/// SVG places one recorded icon per seat, so its size follows the distinct shapes drawn, not the
/// number of seats; and it still shows what the PNG shows.
@Suite struct SVGSharedShapeTests {
    static func svg(_ hall: Hall) throws -> String {
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), mode: .full)
        return String(decoding: try Renderer.render(page, format: .svg).bytes, as: UTF8.self)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func pathsDoNotGrowWithSeats() throws {
        let small = try Self.svg(HallBuilder.hall(Array(repeating: "AASL", count: 2)))
        let large = try Self.svg(HallBuilder.hall(Array(repeating: String(repeating: "AASL", count: 25), count: 40)))
        // 4,000 seats against 8: the same icons (plus a row label per row), one <use> per seat.
        #expect(Self.count("<use", in: large) >= 4_000)
        let smallPaths = Self.count("<path", in: small), largePaths = Self.count("<path", in: large)
        #expect(largePaths - smallPaths <= 40 * 3, "paths: \(smallPaths) for 8 seats, \(largePaths) for 4,000")
    }

    /// The SVG rasterised by librsvg against the PNG: the same picture. Text is real `<text>` in
    /// the same fonts at the same places; the rasterisers hint and antialias glyphs differently
    /// (measured: `seatmap diff` counts 0.57 % of the irregular sample's pixels; this test's
    /// coarser per-channel count 1.75 %, all of it on glyph edges).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "rsvg-convert is not installed (scripts/test.sh installs it)"))
    func svgLooksLikeThePNG() throws {
        let hall = try HallFile.load(path: Fixtures.sample("irregular"))
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["12_10"])
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("p.svg"), raster = dir.appendingPathComponent("p.png")
        try Data(try Renderer.render(page, format: .svg).bytes).write(to: svg)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        p.arguments = ["-z", "2", svg.path, "-o", raster.path]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let fromSVG = try PNGCodec.decode([UInt8](try Data(contentsOf: raster)))
        let png = try Renderer.image(page).image
        #expect(fromSVG.width == png.width && fromSVG.height == png.height)
        // Seats are where the PNG has them: compare the seat map region only (text is outlines).
        var differing = 0, total = 0
        let vp = page.layout.viewport.pixelRect(fromPage: page.layout.viewport.frame)
        for y in Int(vp.minY)..<Int(vp.maxY) {
            for x in Int(vp.minX + 40)..<Int(vp.maxX) {
                let a = png[x, y], b = fromSVG[x, y]
                total += 1
                if abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 60 { differing += 1 }
            }
        }
        #expect(Double(differing) / Double(total) < 0.005, "\(differing) of \(total) pixels of the seat map differ")
        // The whole page, text included: words are where the PNG has them.
        var pageDiffering = 0
        for y in 0..<png.height { for x in 0..<png.width {
            let a = png[x, y], b = fromSVG[x, y]
            if abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 60 { pageDiffering += 1 }
        } }
        #expect(Double(pageDiffering) / Double(png.width * png.height) < 0.025, "\(pageDiffering) pixels of the page differ")
    }
}
