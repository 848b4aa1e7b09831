import SeatMapRules
import SeatMapTheme
import SeatMapPage
import Foundation
import Testing
import SeatMapOutput
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapDiff
import SeatMapTestSupport
@testable import SeatMapRender

/// SVG places one recorded icon per seat, so its size follows the distinct shapes drawn, not the
/// number of seats; and it still shows what the PNG shows.
@Suite struct SVGSharedShapeTests {
    static func svg(_ hall: Hall) throws -> String {
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), mode: .full)
        return String(decoding: try PageOutput.render(page, format: .svg).bytes, as: UTF8.self)
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

    /// The SVG rasterised by librsvg and by Chromium against the PNG, counted as `seatmap diff`
    /// counts (pixelmatch, threshold 0.1): under 1 % of the pixels differ, all of it on glyph
    /// edges (the rasterisers hint and antialias text their own way). Measured: 0.57 % (librsvg)
    /// and 0.53 % (Chromium) on the irregular sample.
    @Test(.enabled(if: Rasteriser.rsvg.isInstalled || Rasteriser.chromium.isInstalled, "needs rsvg-convert or Chromium (scripts/test.sh installs them)"),
          arguments: [
        ("irregular", "iphone-se", Zoom.fit, nil as Point?, ["12_10"], RenderMode.screen),
        ("imax", "iphone-15", Zoom.scale(1.6), Point(x: 300, y: 200), [], RenderMode.screen),
        ("studio", "iphone-se", Zoom.fit, nil, ["2_5"], RenderMode.full),
    ])
    func svgRastersLikeThePNG(sample: String, device: String, zoom: Zoom, offset: Point?, selected: [String], mode: RenderMode) throws {
        let rasterisers = [Rasteriser.rsvg, Rasteriser.chromium].filter(\.isInstalled)
        let hall = try HallFile.load(path: Fixtures.sample(sample))
        let page = try SeatPage.make(hall: hall, device: .named(device), mode: mode, zoom: zoom, offset: offset, selectedIds: selected,
                                     highlightZone: mode == .screen ? nil : .golden)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("p.svg")
        try Data(try PageOutput.render(page, format: .svg).bytes).write(to: svg)
        let png = try Renderer.image(page).image
        for r in rasterisers {
            let raster = dir.appendingPathComponent("\(r.name).png")
            try r.run(svg: svg.path, out: raster.path, page: page)
            let fromSVG = try PNGCodec.decode([UInt8](try Data(contentsOf: raster)))
            #expect(fromSVG.width == png.width && fromSVG.height == png.height, "\(r.name)")
            guard fromSVG.width == png.width, fromSVG.height == png.height else { continue }
            let diff = Pixelmatch.compare(png, fromSVG)
            let ratio = Double(diff.diffPixels) / Double(png.width * png.height)
            #expect(ratio < 0.01, "\(r.name): \(diff.diffPixels) of \(png.width * png.height) pixels differ on \(sample)")
        }
    }
}

/// A program that turns an SVG into a PNG at the page's pixel scale.
struct Rasteriser {
    let name: String
    let path: String?
    static let rsvg = Rasteriser(name: "rsvg-convert", path: ["/usr/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) })
    static let chromium = Rasteriser(name: "chromium", path: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) })

    var isInstalled: Bool { path != nil }

    func run(svg: String, out: String, page: SeatPage) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path!)
        let scale = page.layout.pixelScale
        let size = page.layout.pageSize
        if name == "chromium" {
            // The window is the page in points; the device scale factor makes it pixels.
            p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=\(scale)",
                           "--window-size=\(Int(size.width.rounded(.up))),\(Int(size.height.rounded(.up)))", "--screenshot=\(out)",
                           "file://\(svg)"]
        } else {
            p.arguments = ["-z", "\(scale)", svg, "-o", out]
        }
        p.standardError = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(name) failed on \(svg)")
    }
}
