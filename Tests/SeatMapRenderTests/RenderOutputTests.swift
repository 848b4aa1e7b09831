import SeatMapRules
import SeatMapTheme
import SeatMapPage
import Foundation
import Testing
import SeatMapOutput
import SeatMapCore
import SeatMapDrawing
import SeatMapLayout
import SeatMapPNG
import SeatMapTestSupport
import SeatMapVenue
@testable import SeatMapRender

@Suite struct RenderOutputTests {
    func page(_ hall: String = "standard", theme: Theme = .builtinDefault) throws -> SeatPage {
        try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(hall)), theme: theme, device: .named("iphone-se"),
                          selectedIds: ["2_5", "2_6"])
    }

    @Test(arguments: ImageFormat.allCases)
    func outputIsDeterministic(format: ImageFormat) throws {
        let a = try PageOutput.render(page(), format: format)
        let b = try PageOutput.render(page(), format: format)
        let identical = a.bytes == b.bytes  // not inside #expect: a failure would print megabytes
        #expect(identical)
        let p = try page()
        switch format {
        case .png:
            let image = try PNGCodec.decode(a.bytes)
            #expect(image.width == p.layout.imageWidth && image.height == p.layout.imageHeight)
        case .svg:
            let text = String(decoding: a.bytes, as: UTF8.self)
            #expect(text.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#) || text.contains("<svg"))
            let named = text.components(separatedBy: "<g class=\"seat ").count - 1
            #expect(named == p.hall.allSeats.filter { p.layout.isVisible($0.index) }.count)
        case .pdf:
            #expect(Array(a.bytes.prefix(5)) == Array("%PDF-".utf8))
            #expect(String(decoding: a.bytes, as: UTF8.self).contains("/CreationDate (20000101000000Z)"))
        }
    }

    /// The full map's SVG is whole pixels wide and high (a fractional size leaves browsers a
    /// strip to blend); PDF and SVG carry a title from the hall.
    @Test func fullSVGHasWholePixelSizesAndDocumentsHaveTitles() throws {
        let hall = try HallFile.load(path: Fixtures.sample("imax"))
        let full = try SeatPage.make(hall: hall, device: .named("iphone-15"), mode: .full)
        #expect(full.layout.pageSize.width.rounded() != full.layout.pageSize.width)  // the case that mattered
        let svg = String(decoding: try PageOutput.render(full, format: .svg).bytes, as: UTF8.self)
        let w = Int(full.layout.pageSize.width.rounded(.up)), h = Int(full.layout.pageSize.height.rounded(.up))
        #expect(svg.contains(#"width="\#(w)px" height="\#(h)px" viewBox="0 0 \#(w) \#(h)""#), "\(svg.prefix(300))")
        #expect(svg.contains("<title>沙丘3 · CGV影城(颐堤港IMAX店) · 1号IMAX激光厅</title>"))
        let pdf = try PageOutput.render(full, format: .pdf).bytes
        // Cairo writes a non-ASCII title as UTF-16BE with a byte-order mark, in hex or literal form.
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Title"), "no /Title in the PDF")
        #expect(full.documentTitle == "沙丘3 · CGV影城(颐堤港IMAX店) · 1号IMAX激光厅")
    }

    @Test func pngHasNoTimeOrTextChunks() throws {
        let bytes = try PageOutput.render(page(), format: .png).bytes
        var i = 8
        var chunks: [String] = []
        while i + 8 <= bytes.count {
            let len = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            chunks.append(String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + len
        }
        #expect(Set(chunks) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func missingFontFallsBackWithAWarning() throws {
        var t = Theme.builtinDefault
        t.fonts = ["No Such Font Family", "WenQuanYi Micro Hei"]
        let out = try PageOutput.render(page(theme: t), format: .png)
        #expect(out.warnings.contains { $0.contains("font 'No Such Font Family' is not available") })
        // Text still rendered: the navigation bar has dark pixels where the title is.
        let img = try PNGCodec.decode(out.bytes)
        let nav = try page(theme: t).layout.navigationBar
        var dark = 0
        for y in Int(nav.minY * 2)..<Int(nav.maxY * 2) { for x in 0..<img.width where img[x, y].r < 100 { dark += 1 } }
        #expect(dark > 200)
    }

    @Test func characterNoFontHasIsWarnedAbout() throws {
        var hall = try HallFile.load(path: Fixtures.sample("studio"))
        hall.movie?.title = "Film \u{E000}"  // private use: no font draws it
        let p = try SeatPage.make(hall: hall, device: .named("iphone-se"))
        let out = try PageOutput.render(p, format: .png)
        #expect(out.warnings.contains { $0.contains("U+E000") })
    }

    @Test func tooLargeIsRefusedBeforeDrawing() throws {
        let wide = HallBuilder.hall([String(repeating: "A", count: 700)])
        #expect(throws: LayoutError.self) { try SeatPage.make(hall: wide, device: .named("iphone-15"), mode: .full) }
    }

    @Test func selectingAnUnavailableSeatNamesItAndItsState() throws {
        let hall = HallBuilder.hall(["AS"])
        // The library names no command-line flag; the CLI adds `--selected:` (RenderCommandTests).
        #expect(throws: PageError.self) { try SeatPage.make(hall: hall, selectedIds: ["1_2"]) }
        do { _ = try SeatPage.make(hall: hall, selectedIds: ["1_2"]) } catch {
            #expect("\(error)" == "selected seats: seat 1_2 is sold, not available")
        }
    }

    @Test func writeIsAtomicAndFailsCleanly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("x.png").path
        try OutputFile.write([1, 2, 3], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["x.png"])
        #expect(throws: OutputError.self) { try OutputFile.write([1], to: dir.appendingPathComponent("no/such/dir/x.png").path) }
    }
}

@Suite struct HighlightRenderTests {
    @Test func highlightDimsOtherZonesAndKeepsTheZonesBody() throws {
        let hall = HallBuilder.hall(["AAGGAA"])
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), mode: .full, highlightZone: .golden)
        let img = try Renderer.image(page).image
        func centre(_ c: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let f = page.layout.pixelFrame(GridIndex(row: 0, col: c))
            return img[Int(f.midX), Int(f.midY)]
        }
        let tint = try #require(Theme.builtinDefault.zoneStyle(.golden).tint)
        let g = centre(2)
        #expect(abs(Int(g.r) - Int((tint.red * 255).rounded())) <= 2 && abs(Int(g.b) - Int((tint.blue * 255).rounded())) <= 2)
        // A normal seat's white body is veiled towards the background colour.
        let n = centre(0)
        let veiled = Theme.builtinDefault.page.dimVeil.over(.white)
        #expect(abs(Int(n.r) - Int((veiled.red * 255).rounded())) <= 2 && abs(Int(n.b) - Int((veiled.blue * 255).rounded())) <= 2)
        let plain = try Renderer.image(SeatPage.make(hall: hall, device: .named("iphone-se"), mode: .full)).image
        let f = page.layout.pixelFrame(GridIndex(row: 0, col: 0))
        #expect(plain[Int(f.midX), Int(f.midY)] == (255, 255, 255, 255))
    }
}

/// Painting in bands of rows at once gives exactly the pixels of painting the whole.
@Suite struct BandedPaintTests {
    @Test(arguments: [("imax", RenderMode.full), ("irregular", RenderMode.screen), ("standard", RenderMode.full)])
    func bandsEqualTheWhole(hall: String, mode: RenderMode) throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(hall)), device: .named("iphone-15"), mode: mode,
                                     selectedIds: hall == "irregular" ? ["12_10"] : [])
        let whole = try Renderer.image(page, bandCount: 1).image
        for n in [2, 3] {
            let banded = try Renderer.image(page, bandCount: n).image
            let same = banded.pixels == whole.pixels  // not inside #expect: a failure would print megabytes
            #expect(same, "\(hall) \(mode) in \(n) bands differs")
        }
    }
}

/// A venue's whole map in bands of rows gives exactly the pixels of painting it whole: turned
/// seats (as pixel icons and drawn in place), sections with their labels, sofas.
@Suite struct BandedVenuePaintTests {
    @Test(arguments: [("arena", 0.5), ("theatre", 2.0), ("cinema", 2.0), ("arena", 0.15)])
    func bandsEqualTheWhole(sample: String, scale: Double) throws {
        let venue = try VenueFile.load(path: Fixtures.root.appendingPathComponent("Samples/venues/\(sample).json").path)
        let resolved = try Renderer.resolve(try VenueLayout(venue: venue), theme: .builtinDefault, pixelsPerDesignPoint: scale)
        let whole = try Renderer.paintedSurface(resolved, bandCount: 1).rgbaPixels().pixels
        for n in [2, 3] {
            let banded = try Renderer.paintedSurface(resolved, bandCount: n).rgbaPixels().pixels
            let same = banded == whole  // not inside #expect: a failure would print megabytes
            #expect(same, "\(sample) at \(scale) in \(n) bands differs")
        }
    }

    /// A large map is painted in two bands by default (the arena at 1 px/pt: 2835 × 2371), a
    /// small one whole (the theatre: 1555 × 1110).
    @Test func largeMapsArePaintedInTwoBands() {
        #expect(Renderer.bandCount(width: 2835, height: 2371) == 2)
        #expect(Renderer.bandCount(width: 1555, height: 1110) == 1)
        #expect(Renderer.bandCount(width: 4000, height: 1000) == 1)
    }
}

/// Small seats in raster output are placed as cached pixel icons; the picture stays that of
/// drawing every seat in place, to 2 of 255 per channel at antialiased edges.
@Suite struct RasterSeatIconTests {
    @Test(arguments: [("imax", 0.25), ("irregular", 0.5), ("standard", 0.75)])
    func iconsMatchDrawingInPlace(hall: String, scale: Double) throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(hall)), device: .named("iphone-se"), mode: .full,
                                     selectedIds: hall == "irregular" ? ["12_10"] : [], highlightZone: hall == "standard" ? .golden : nil,
                                     pixelsPerDesignPoint: scale)
        let seatPixels = page.layout.pixelFrame(page.hall.allSeats[0].index).height
        #expect(seatPixels <= RasterSeatIcons.maxSeatPixels)  // the icon path is the one under test
        #expect(RasterSeatIcons.pay(for: try Renderer.resolve(page)))
        let resolved = try Renderer.resolve(page)
        let icons = try Renderer.paintedSurface(resolved, bandCount: 1).surface.rgbaPixels().pixels
        let direct = try Renderer.paintedSurface(resolved, bandCount: 1, pixelIcons: false).surface.rgbaPixels().pixels
        #expect(icons.count == direct.count)
        var worst = 0, differing = 0
        for i in icons.indices where icons[i] != direct[i] {
            worst = max(worst, abs(Int(icons[i]) - Int(direct[i])))
            differing += 1
        }
        #expect(worst <= 2, "\(hall) at \(scale): a channel differs by \(worst)")
        #expect(differing < icons.count / 10)
    }

    @Test func fitZoomPagesDrawInPlace() throws {
        // At a fit zoom the pitch is a fraction of a pixel: nearly every seat has its own phase.
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("imax")), device: .named("iphone-se"))
        #expect(!RasterSeatIcons.pay(for: try Renderer.resolve(page)))
        let big = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("studio")), device: .named("iphone-15"), mode: .full)
        #expect(!RasterSeatIcons.pay(for: try Renderer.resolve(big)))  // seats above maxSeatPixels
    }

    @Test func vectorOutputNeverEmbedsIcons() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("imax")), device: .named("iphone-se"), mode: .full,
                                     pixelsPerDesignPoint: 0.25)
        for format in [ImageFormat.pdf, .svg] {
            let text = String(decoding: try PageOutput.render(page, format: format).bytes, as: UTF8.self)
            #expect(!text.contains("/Subtype /Image") && !text.contains("<image"), "\(format)")
        }
    }

    @Test func bandsStillEqualTheWholeWithIcons() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("imax")), device: .named("iphone-15"), mode: .full,
                                     pixelsPerDesignPoint: 0.3)
        let whole = try Renderer.image(page, bandCount: 1).image
        let banded = try Renderer.image(page, bandCount: 3).image
        let same = banded.pixels == whole.pixels
        #expect(same)
    }
}

/// The PNG path encodes straight from Cairo's premultiplied surface; it must give the same bytes
/// as converting to straight RGBA first and encoding that.
@Suite struct DirectPNGEncodeTests {
    @Test(arguments: [("studio", RenderMode.screen, "iphone-se"), ("imax", RenderMode.full, "iphone-15"), ("irregular", RenderMode.screen, "iphone-15")])
    func directEqualsViaRGBA(hall: String, mode: RenderMode, device: String) throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(hall)), device: .named(device), mode: mode)
        let direct = try PageOutput.render(page, format: .png).bytes
        let viaRGBA = try PNGCodec.encode(try Renderer.image(page).image)
        let same = direct == viaRGBA  // not inside #expect: a failure would print megabytes
        #expect(same)
    }

    /// Semi-transparent pixels are un-premultiplied the same way on both paths.
    @Test func translucentSurfacesMatchToo() throws {
        let surface = try CairoSurface(.image(width: 64, height: 64))
        let context = try CairoContext(surface)
        let canvas = Canvas(context: context, fonts: .standard)
        canvas.draw(ScenePath([.roundedRect(Rect(x: 3.3, y: 5.1, width: 40, height: 30), radius: 7)], fill: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.37)))
        let px = try surface.rgbaPixels()
        let viaRGBA = try PNGCodec.encode(RGBAImage(width: px.width, height: px.height, pixels: px.pixels))
        let direct = try surface.withARGB32 { d, w, h, s throws(RenderError) in
            do throws(PNGError) { return try PNGCodec.encodePremultipliedARGB32(d, width: w, height: h, stride: s) } catch { throw .png("\(error)") }
        }
        #expect(direct == viaRGBA)
        #expect(viaRGBA[25] == 6)  // RGBA: not every pixel is opaque
    }
}

/// Seat kinds are drawn: a wheelchair space differs from an ordinary seat in pixels, every kind
/// from every other, and the legend names the kinds the hall has.
@Suite struct SeatKindDrawingTests {
    @Test func eachKindHasItsOwnMark() throws {
        // Two ordinary seats first: they must come out identical, so any difference is the mark.
        let kinds: [SeatKind?] = [nil, nil] + SeatKind.allCases
        let seats = kinds.enumerated().map { i, k in
            #"{"seatId": "s\#(i)", "rowNo": 1, "colNo": \#(i + 1), "zone": 1, "price": 4500, "status": 1\#(k.map { #", "kind": "\#($0.rawValue)""# } ?? "")}"#
        }
        let hall = try HallFile.decode(#"{"companionRule": false, "rows": [[\#(seats.joined(separator: ", "))]]}"#)
        for theme in ["maoyan", "print", "high-contrast"] {
            // 375 pt wide at zoom 1: one design point is one page point, three pixels, so every
            // seat starts on a whole pixel and same-looking seats have the same pixels.
            let page = try SeatPage.make(hall: hall, theme: Theme.builtin(named: theme)!, device: .named("375x812@3"), zoom: .scale(1), offset: Point(x: 0, y: 0))
            let image = try Renderer.image(page).image
            func crop(_ i: Int) -> [UInt8] {
                let f = page.layout.pixelFrame(GridIndex(row: 0, col: i))
                var out: [UInt8] = []
                for y in Int(f.minY)..<Int(f.minY) + 100 { for x in Int(f.minX)..<Int(f.minX) + 100 { let p = image[x, y]; out += [p.r, p.g, p.b] } }
                return out
            }
            #expect(page.layout.pixelFrame(GridIndex(row: 0, col: 1)).minX.rounded() == page.layout.pixelFrame(GridIndex(row: 0, col: 1)).minX)
            let crops = kinds.indices.filter { page.layout.pixelFrame(GridIndex(row: 0, col: $0)).maxX <= Double(image.width) }.map(crop)
            #expect(crops.count >= 7, "\(theme): only \(crops.count) seats on screen")
            #expect(crops[0] == crops[1], "\(theme): two ordinary seats differ")
            #expect(crops[0] != crops[2], "\(theme): a wheelchair space looks like an ordinary seat")
            #expect(Set(crops).count == crops.count - 1, "\(theme): two kinds share a mark")
            let legend = ResolvedPage(page, measure: FixedAdvanceMeasurer()).all(.legendItem).compactMap(\.text)
            for k in SeatKind.allCases { #expect(legend.contains(page.theme.strings.word(for: k)), "\(theme): \(k) not in the legend") }
        }
        let page = try SeatPage.make(hall: hall, device: .named("iphone-15"))
        #expect(page.accessibilityLabel(of: GridIndex(row: 0, col: 2)) == "1排3号座位，轮椅位，可选，¥45")
        let en = try SeatPage.make(hall: hall, theme: Theme.builtin(named: "maoyan-en")!, device: .named("iphone-15"))
        #expect(en.accessibilityLabel(of: GridIndex(row: 0, col: 2)) == "Row 1, Seat 3, Wheelchair space, Available, ¥45")
        let svg = String(decoding: try PageOutput.render(page, format: .svg).bytes, as: UTF8.self)
        #expect(svg.contains(#"data-seat-id="s2" data-state="available" data-kind="wheelchair""#))
    }
}

/// A PDF draws at most `Renderer.maxPDFSeats` seats (Cairo's PDF writer holds every path until it
/// writes the file); a larger page is refused before drawing, and the same page in SVG is not.
@Suite struct PDFSizeLimitTests {
    @Test func aFullMapPDFPastTheSeatLimitIsRefusedBeforeDrawing() throws {
        let rows = 101, cols = 500  // 50,500 seats
        var text = #"{"movie": {"id": "m", "title": "t"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "h"}, "price": 4500}, "rows": ["#
        for r in 0..<rows {
            text += (r == 0 ? "" : ",") + "["
            for c in 0..<cols { text += (c == 0 ? "" : ",") + #"{"seatId": "\#(r)_\#(c)", "rowNo": \#(r + 1), "colNo": \#(c + 1), "zone": 1, "price": 4500, "status": 1}"# }
            text += "]"
        }
        text += "]}"
        let hall = try HallFile.decode(Array(text.utf8), file: "big.json")
        var request = PageRequest(hall: hall, theme: try Theme.load("maoyan"), device: .default, mode: .full, pixelsPerDesignPoint: 0.25)
        let page = try request.make()
        #expect { try PageOutput.render(page, format: .pdf) } throws: { e in
            guard case let RenderError.pdfTooLarge(seats, limit)? = e as? RenderError else { return false }
            return seats == rows * cols && limit == 50_000 && "\(e)".contains("use --format svg or png")
        }
        // The screen page of the same hall draws only the seats in view: a PDF.
        request.mode = .screen
        request.pixelsPerDesignPoint = nil
        let screen = try PageOutput.render(try request.make(), format: .pdf)
        #expect(screen.bytes.starts(with: Array("%PDF".utf8)))
    }
}

/// A face that cannot be opened when the page is drawn fails the render, naming the text and the
/// file: never a page with the text quietly left out.
@Suite struct UndrawableTextTests {
    @Test func aFontGoneBeforeDrawingFailsTheRender() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("wqy-microhei.ttc")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", toPath: copy.path)
        let measuring = FontLibrary(folders: [folder.path])
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("standard")), device: .named("iphone-se"), mode: .screen)
        let resolved = try Renderer.resolve(page, fonts: measuring)
        let faces = Set(resolved.elements.flatMap(\.texts).flatMap(\.runs).compactMap(\.face?.path))
        try #require(faces.contains(copy.path))  // the page's text was shaped from the copy
        try FileManager.default.removeItem(at: copy)
        // A library that has not opened the face yet, as a render in a new process would be.
        #expect {
            _ = try Renderer.paintedSurface(resolved, bandCount: 1, fonts: FontLibrary(folders: [folder.path]))
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("\(copy.path): the font file does not exist (needed to draw the text '")
        }
    }
}
