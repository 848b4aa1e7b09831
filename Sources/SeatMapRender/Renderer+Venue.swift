#if canImport(Glibc)
import Glibc
#endif
import SeatMapCore
import SeatMapPage
import SeatMapDrawing
import SeatMapPNG
import SeatMapTheme
import SeatMapVenue

/// Venue maps, drawn from their scene by the same canvas as pages.
extension Renderer {
    /// The venue resolved with the text metrics of the fonts it is drawn with.
    public static func resolve(_ layout: VenueLayout, theme: Theme, pixelsPerDesignPoint: Double, selectedIds: [String] = [],
                               fonts library: FontLibrary = .standard) throws -> ResolvedVenue {
        try ResolvedVenue(layout, theme: theme, pixelsPerDesignPoint: pixelsPerDesignPoint, selectedIds: selectedIds,
                          measure: try ShapingMeasurer(theme: theme, library: library))
    }

    /// The venue map painted on an image surface. Small seats go through the pixel-icon cache,
    /// as on a grid page, upright or turned, where they share few enough looks for it to pay;
    /// a large map is painted in two fixed bands of rows at once, as a grid's full map is
    /// (`bandCount`; a band paints exactly the pixels the whole would, tested).
    static func paintedSurface(_ resolved: ResolvedVenue, fonts: FontLibrary = .standard, pixelIcons: Bool = true,
                               bandCount: Int? = nil) throws(RenderError) -> CairoSurface {
        let scene = VenueScene(resolved)
        return try paintBands(width: resolved.imageWidth, height: resolved.imageHeight,
                              bandCount: bandCount ?? Self.bandCount(width: resolved.imageWidth, height: resolved.imageHeight),
                              scale: resolved.pixelsPerDesignPoint, pixelIcons: pixelIcons && RasterSeatIcons.pay(for: resolved), fonts: fonts) {
            canvas throws(DrawingError) in try canvas.render(scene)
        }
    }

    /// The venue map as a PNG.
    public static func png(_ resolved: ResolvedVenue, settings: PNGCodec.Settings = .default, fonts: FontLibrary = .standard) throws(RenderError) -> RenderOutput {
        let surface = try paintedSurface(resolved, fonts: fonts)
        let bytes = try surface.withARGB32 { data, width, height, stride throws(RenderError) in
            do throws(PNGError) {
                return try PNGCodec.encodePremultipliedARGB32(data, width: width, height: height, stride: stride, settings: settings)
            } catch {
                throw .png(error.description)
            }
        }
        return RenderOutput(bytes: bytes, warnings: resolved.warnings)
    }

    /// The venue map's premultiplied pixels, as a snapshot's actual side digests them.
    public static func premultipliedImage(_ resolved: ResolvedVenue, fonts: FontLibrary = .standard) throws(RenderError) -> PremultipliedImage {
        let surface = try paintedSurface(resolved, fonts: fonts)
        return try surface.withARGB32 { data, width, height, stride throws(RenderError) in
            let rowBytes = width * 4
            let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
                for y in 0..<height where rowBytes > 0 { memcpy(buffer.baseAddress! + y * rowBytes, data + y * stride, rowBytes) }
                count = rowBytes * height
            }
            return PremultipliedImage(width: width, height: height, bytes: bytes)
        }
    }

    /// The venue map's pixels.
    public static func image(_ resolved: ResolvedVenue, fonts: FontLibrary = .standard) throws(RenderError) -> RGBAImage {
        let px = try paintedSurface(resolved, fonts: fonts).rgbaPixels()
        return RGBAImage(width: px.width, height: px.height, pixels: px.pixels)
    }

    /// The venue map as a PDF, in design points.
    public static func pdf(_ resolved: ResolvedVenue, fonts: FontLibrary = .standard) throws(RenderError) -> RenderOutput {
        let drawn = resolved.seats.reduce(0) { $0 + ($1.node.isPainted ? 1 : 0) }
        guard drawn <= maxPDFSeats else { throw .pdfTooLarge(seats: drawn, limit: maxPDFSeats) }
        let size = resolved.size
        let surface = try CairoSurface(.pdf(width: size.width, height: size.height, title: resolved.documentTitle))
        do {
            let context = try CairoContext(surface)
            let canvas = Canvas(context: context, fonts: fonts)
            do throws(DrawingError) { try canvas.render(VenueScene(resolved)) } catch { throw RenderError(error) }
        }
        return RenderOutput(bytes: try surface.finish(), warnings: resolved.warnings)
    }
}
