import SeatMapLayout
import SeatMapCore
import SeatMapRules
import SeatMapPage
import SeatMapTheme
import Foundation
import SeatMapPNG

/// Output formats of `seatmap render`.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension asks for, if any.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}

/// What a render produced.
public struct RenderOutput: Sendable {
    public var bytes: [UInt8]
    /// Font fallbacks and other things a user should know; never fatal.
    public var warnings: [String]
}

/// Renders pages. A pure function of the page: the same page gives byte-identical files.
public enum Renderer {
    /// Draws the page into an RGBA image (pixels), with its warnings.
    public static func image(_ page: SeatPage) throws(RenderError) -> (image: RGBAImage, warnings: [String]) {
        try image(page, bandCount: bandCount(page))
    }

    /// Draws a page already resolved with `resolve` (a batch writes its layout file from the same
    /// resolution instead of measuring the page's text twice).
    public static func image(_ resolved: ResolvedPage) throws(RenderError) -> (image: RGBAImage, warnings: [String]) {
        let (surface, warnings) = try paintedSurface(resolved, bandCount: bandCount(resolved.page))
        let px = try surface.rgbaPixels()
        return (RGBAImage(width: px.width, height: px.height, pixels: px.pixels), warnings)
    }

    /// Large images (full maps) are painted as two fixed bands of rows at once.
    static func bandCount(_ page: SeatPage) -> Int {
        let l = page.layout
        return l.imageHeight >= 2048 && l.imageWidth * l.imageHeight >= 4 << 20 ? 2 : 1
    }

    static func image(_ page: SeatPage, bandCount: Int) throws(RenderError) -> (image: RGBAImage, warnings: [String]) {
        let (surface, warnings) = try paintedSurface(try resolve(page), bandCount: bandCount)
        let px = try surface.rgbaPixels()
        return (RGBAImage(width: px.width, height: px.height, pixels: px.pixels), warnings)
    }

    /// Paints `bandCount` bands of rows concurrently, each clipped to its own rows of one
    /// surface; a band paints exactly the pixels the whole would (tests compare 1 and 2 bands).
    /// What every band shares is decided once: the resolved page and whether small seats are
    /// placed as pixel icons.
    static func paintedSurface(_ resolved: ResolvedPage, bandCount: Int, pixelIcons: Bool = true) throws(RenderError) -> (surface: CairoSurface, warnings: [String]) {
        let page = resolved.page
        let l = page.layout
        let usesPixelIcons = pixelIcons && RasterSeatIcons.pay(for: page)
        let surface = try CairoSurface(.image(width: l.imageWidth, height: l.imageHeight))
        let n = max(1, min(bandCount, l.imageHeight))
        let bands = (0...n).map { $0 * l.imageHeight / n }
        final class BandResult: @unchecked Sendable { var warnings: [String] = []; var error: RenderError? }
        let results = (0..<(bands.count - 1)).map { _ in BandResult() }
        func paint(_ i: Int) {
            do throws(RenderError) {
                let rows = try CairoSurface(rowsOf: surface, y0: bands[i], height: bands[i + 1] - bands[i])
                let context = try CairoContext(rows)
                let canvas = Canvas(context: context, fonts: page.theme.fonts)
                canvas.translate(0, Double(-bands[i]))
                canvas.scale(l.pixelScale)
                try PagePainter(page: page, placesSmallSeatsAsPixels: usesPixelIcons).paint(canvas, resolved)
                results[i].warnings = canvas.warnings
            } catch {
                results[i].error = error
            }
        }
        if results.count == 1 { paint(0) } else {
            nonisolated(unsafe) let draw = paint
            DispatchQueue.concurrentPerform(iterations: results.count) { draw($0) }
        }
        for r in results { if let e = r.error { throw e } }
        var warnings: [String] = []
        for r in results { for w in r.warnings where !warnings.contains(w) { warnings.append(w) } }
        return (surface, warnings)
    }

    /// Renders the page in `format`. Vector formats are in device points (1 unit = 1 pt).
    public static func render(_ page: SeatPage, format: ImageFormat,
                              png settings: PNGCodec.Settings = .default) throws(RenderError) -> RenderOutput {
        switch format {
        case .png:
            // Encoded straight from the surface's premultiplied pixels: no straight-alpha copy.
            let (surface, warnings) = try paintedSurface(try resolve(page), bandCount: bandCount(page))
            let bytes = try surface.withARGB32 { data, width, height, stride throws(RenderError) in
                do throws(PNGError) {
                    return try PNGCodec.encodePremultipliedARGB32(data, width: width, height: height, stride: stride, settings: settings)
                } catch {
                    throw .png(error.description)
                }
            }
            return RenderOutput(bytes: bytes, warnings: warnings)
        case .svg, .pdf:
            let size = page.layout.pageSize
            let surface = try CairoSurface(format == .svg ? .svg(width: size.width, height: size.height)
                                                          : .pdf(width: size.width, height: size.height))
            var warnings: [String] = []
            let placed = PlacedSeatLog()
            let text = TextRunLog()
            let resolved: ResolvedPage
            do {
                let context = try CairoContext(surface)
                let canvas = Canvas(context: context, fonts: page.theme.fonts)
                // SVG text is written as real <text> (selectable, searchable); PDF embeds the fonts.
                if format == .svg { canvas.textLog = text }
                // Resolved with the raster's text metrics, so every frame is where the PNG has it
                // (and where `seatmap layout` says it is), not where unhinted vector metrics put it.
                resolved = try resolve(page)
                // SVG places one recorded icon per seat (<use>); Cairo 1.16's PDF backend slows down
                // quadratically with that many placed recordings, so PDF draws seats directly.
                try PagePainter(page: page, sharesShapes: format == .svg, placedSeats: format == .svg ? placed : nil).paint(canvas, resolved)
                warnings = canvas.warnings
            }
            let bytes = try surface.finish()
            guard format == .svg else { return RenderOutput(bytes: bytes, warnings: warnings) }
            return RenderOutput(bytes: SVGDocument.annotate(canonicalSurfaceIds(bytes), placed: placed.seats, text: text.runs,
                                                            resolved: resolved),
                                warnings: warnings)
        }
    }

    /// Cairo numbers SVG surfaces (`id="surface6"`) from a process-wide counter; renumber them
    /// by first appearance so a second render in the same process gives the same bytes.
    static func canonicalSurfaceIds(_ svg: [UInt8]) -> [UInt8] {
        let token = Array("surface".utf8)
        var map: [ArraySlice<UInt8>: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var i = 0
        while i < svg.count {
            let prev = i > 0 ? svg[i - 1] : 0
            if (prev == UInt8(ascii: "\"") || prev == UInt8(ascii: "#")), i + token.count < svg.count,
               svg[i..<(i + token.count)].elementsEqual(token) {
                var j = i + token.count
                while j < svg.count, (48...57).contains(svg[j]) { j += 1 }
                if j > i + token.count {
                    let digits = svg[(i + token.count)..<j]
                    let n = map[digits] ?? (map.count + 1)
                    map[digits] = n
                    out += token
                    out += Array(String(n).utf8)
                    i = j
                    continue
                }
            }
            out.append(svg[i])
            i += 1
        }
        return out
    }

    /// Writes `bytes` to `path`: atomically for regular files and new paths, in place for
    /// devices and FIFOs (see `OutputFile`).
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(RenderError) {
        try OutputFile.write(bytes, to: path)
    }
}
