import SeatMapCore
import SeatMapPage
import SeatMapDrawing
import Foundation
import SeatMapPNG

/// What a render produced.
public struct RenderOutput: Sendable {
    public var bytes: [UInt8]
    /// Font fallbacks and other things a user should know; never fatal.
    public var warnings: [String]
}

/// Renders pages. A pure function of the page: the same page gives byte-identical files.
public enum Renderer {
    /// Draws the page into an RGBA image (pixels), with its warnings.
    public static func image(_ page: SeatPage, fonts: FontLibrary = .standard) throws(RenderError) -> (image: RGBAImage, warnings: [String]) {
        let resolved = try resolve(page, fonts: fonts)
        return try pixels(resolved, bandCount: bandCount(resolved), fonts: fonts)
    }

    /// Draws a page already resolved with `resolve` (a batch writes its layout file from the same
    /// resolution instead of measuring the page's text twice).
    public static func image(_ resolved: ResolvedPage) throws(RenderError) -> (image: RGBAImage, warnings: [String]) {
        try pixels(resolved, bandCount: bandCount(resolved))
    }

    /// Draws a page already resolved into Cairo's premultiplied pixels, copied as they are: what a
    /// comparison starts from (its digest needs no straight-alpha conversion; see `PremultipliedImage`).
    public static func premultipliedImage(_ resolved: ResolvedPage) throws(RenderError) -> (image: PremultipliedImage, warnings: [String]) {
        let (surface, warnings) = try paintedSurface(resolved, bandCount: bandCount(resolved))
        let image = try surface.withARGB32 { data, width, height, stride throws(RenderError) in
            let rowBytes = width * 4
            let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
                // memcpy: a generic copy runs element by element in a debug build.
                if stride == rowBytes {
                    if rowBytes * height > 0 { memcpy(buffer.baseAddress!, data, rowBytes * height) }
                } else {
                    for y in 0..<height { memcpy(buffer.baseAddress! + y * rowBytes, data + y * stride, rowBytes) }
                }
                count = rowBytes * height
            }
            return PremultipliedImage(width: width, height: height, bytes: bytes)
        }
        return (image, warnings)
    }

    /// Large images (full maps) are painted as two fixed bands of rows at once.
    static func bandCount(_ resolved: ResolvedPage) -> Int { bandCount(width: resolved.imageWidth, height: resolved.imageHeight) }

    /// Two bands for an image at least 2,048 rows tall and of 4 Mpx, else one: fixed by the
    /// image, never by the machine, so the pixels are the same everywhere.
    static func bandCount(width: Int, height: Int) -> Int { height >= 2048 && width * height >= 4 << 20 ? 2 : 1 }

    static func image(_ page: SeatPage, bandCount: Int, fonts: FontLibrary = .standard) throws(RenderError) -> (image: RGBAImage,
                                                                                                                warnings: [String]) {
        try pixels(try resolve(page, fonts: fonts), bandCount: bandCount, fonts: fonts)
    }

    private static func pixels(_ resolved: ResolvedPage, bandCount: Int, fonts: FontLibrary = .standard) throws(RenderError) -> (image: RGBAImage,
                                                                                                                                 warnings: [String]) {
        let (surface, warnings) = try paintedSurface(resolved, bandCount: bandCount, fonts: fonts)
        let px = try surface.rgbaPixels()
        return (RGBAImage(width: px.width, height: px.height, pixels: px.pixels), warnings)
    }

    /// Paints `bandCount` bands of rows concurrently, each clipped to its own rows of one
    /// surface; a band paints exactly the pixels the whole would (tests compare 1 and 2 bands).
    /// What every band shares is decided once: the resolved page and whether small seats are
    /// placed as pixel icons.
    static func paintedSurface(_ resolved: ResolvedPage, bandCount: Int, pixelIcons: Bool = true,
                               fonts: FontLibrary = .standard) throws(RenderError) -> (surface: CairoSurface, warnings: [String]) {
        // One scene, drawn by every band.
        let scene = PageScene(resolved)
        let surface = try paintBands(width: resolved.imageWidth, height: resolved.imageHeight, bandCount: bandCount, scale: resolved.pixelScale,
                                     pixelIcons: pixelIcons && RasterSeatIcons.pay(for: resolved), fonts: fonts) { canvas throws(DrawingError) in
            try canvas.render(scene)
        }
        return (surface, resolved.warnings)
    }

    /// A `width` × `height` image surface painted as `bandCount` fixed bands of rows at once (a
    /// page's or a venue map's): each band's canvas is moved to its rows and scaled by `scale`
    /// (pixels per unit of the scene) before `draw` renders the scene on it.
    static func paintBands(width: Int, height: Int, bandCount: Int, scale: Double, pixelIcons: Bool, fonts: FontLibrary,
                           draw: @escaping (Canvas) throws(DrawingError) -> Void) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(.image(width: width, height: height))
        let n = max(1, min(bandCount, height))
        let bands = (0...n).map { $0 * height / n }
        final class BandResult: @unchecked Sendable { var error: RenderError? }
        let results = (0..<(bands.count - 1)).map { _ in BandResult() }
        func paint(_ i: Int) {
            do throws(RenderError) {
                let rows = try CairoSurface(rowsOf: surface, y0: bands[i], height: bands[i + 1] - bands[i])
                let context = try CairoContext(rows)
                let canvas = Canvas(context: context, fonts: fonts)
                if pixelIcons { canvas.pixelIcons = RasterSeatIcons(fonts: fonts) }
                canvas.translate(0, Double(-bands[i]))
                canvas.scale(scale)
                do throws(DrawingError) { try draw(canvas) } catch { throw RenderError(error) }
            } catch {
                results[i].error = error
            }
        }
        if results.count == 1 { paint(0) } else {
            nonisolated(unsafe) let paintBand = paint
            DispatchQueue.concurrentPerform(iterations: results.count) { paintBand($0) }
        }
        for r in results { if let e = r.error { throw e } }
        return surface
    }

    /// Seats drawn into one PDF, at most: Cairo's PDF surface records every path until it writes
    /// the file (measured: 20,000 seats peak at 198 MiB, 50,000 at 459 MiB), so this keeps a
    /// PDF under the 512 MiB every accepted input stays within (docs/limits.md).
    public static let maxPDFSeats = 50_000

    /// The page as a PNG, encoded straight from the surface's premultiplied pixels (no
    /// straight-alpha copy). The format switch over every backend is `SeatMapOutput`'s.
    public static func png(_ resolved: ResolvedPage, settings: PNGCodec.Settings = .default,
                           fonts: FontLibrary = .standard) throws(RenderError) -> RenderOutput {
        let (surface, warnings) = try paintedSurface(resolved, bandCount: bandCount(resolved), fonts: fonts)
        let bytes = try surface.withARGB32 { data, width, height, stride throws(RenderError) in
            do throws(PNGError) {
                return try PNGCodec.encodePremultipliedARGB32(data, width: width, height: height, stride: stride, settings: settings)
            } catch {
                throw .png(error.description)
            }
        }
        return RenderOutput(bytes: bytes, warnings: warnings)
    }

    /// The page as a PDF, in device points (1 unit = 1 pt).
    public static func pdf(_ resolved: ResolvedPage, fonts: FontLibrary = .standard) throws(RenderError) -> RenderOutput {
        let size = resolved.size
        // Seats out of view are not painted, so they cost nothing.
        let drawn = resolved.seats.reduce(0) { $0 + ($1.isVisible && $1.halves > 0 ? 1 : 0) }
        guard drawn <= maxPDFSeats else { throw .pdfTooLarge(seats: drawn, limit: maxPDFSeats) }
        let surface = try CairoSurface(.pdf(width: size.width, height: size.height, title: resolved.documentTitle))
        do {
            let context = try CairoContext(surface)
            let canvas = Canvas(context: context, fonts: fonts)
            do throws(DrawingError) { try canvas.render(PageScene(resolved)) } catch { throw RenderError(error) }
        }
        return RenderOutput(bytes: try surface.finish(), warnings: resolved.warnings)
    }
}
