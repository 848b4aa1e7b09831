import SeatMapCore
import SeatMapPage
import SeatMapPNG
import SeatMapRender
import SeatMapSVG
import SeatMapTheme

/// The one place that turns a page into outputs (ARCHITECTURE.md): the page resolved with the
/// text metrics it is drawn with, and the format switch over the backends — Cairo for PNG and
/// PDF, the SVG writer — which do not know each other. The command line, batches, flows and the
/// snapshot strategies call this, so a page asked for anywhere is drawn the same way.
public enum PageOutput {
    /// What a render produced: the file's bytes and what a user should know (never fatal).
    public struct Rendered: Sendable {
        public var bytes: [UInt8]
        public var warnings: [String]
    }

    /// The page resolved with the fonts it is drawn with: the frames every output has.
    public static func resolve(_ page: SeatPage) throws -> ResolvedPage { try Renderer.resolve(page) }

    /// Renders a page in `format`. Vector formats are in device points (1 unit = 1 pt).
    public static func render(_ page: SeatPage, format: ImageFormat, png settings: PNGCodec.Settings = .default) throws -> Rendered {
        try render(try resolve(page), format: format, png: settings)
    }

    /// Renders a resolved page in `format`: the same bytes as `render(page, …)` for its page.
    public static func render(_ resolved: ResolvedPage, format: ImageFormat, png settings: PNGCodec.Settings = .default) throws -> Rendered {
        switch format {
        case .png:
            let out = try Renderer.png(resolved, settings: settings)
            return Rendered(bytes: out.bytes, warnings: out.warnings)
        case .pdf:
            let out = try Renderer.pdf(resolved)
            return Rendered(bytes: out.bytes, warnings: out.warnings)
        case .svg:
            // Written from the page resolved with the raster's text metrics, so every frame is
            // where the PNG has it (and where `seatmap layout` says it is).
            return Rendered(bytes: try SVGDocument.bytes(resolved), warnings: resolved.warnings)
        }
    }

    /// The page's pixels (for comparisons: a batch's baseline, a snapshot), with its warnings.
    public static func image(_ resolved: ResolvedPage) throws -> (image: RGBAImage, warnings: [String]) {
        try Renderer.image(resolved)
    }

    /// The page's pixels as drawn (premultiplied), with its warnings: a snapshot's actual side,
    /// whose digest decides "unchanged" before any pixel is converted or compared.
    public static func premultipliedImage(_ resolved: ResolvedPage) throws -> (image: PremultipliedImage, warnings: [String]) {
        try Renderer.premultipliedImage(resolved)
    }

    /// Pages side by side as captioned thumbnails on one PNG (a flow's contact sheet).
    public static func contactSheet(_ cells: [(page: ResolvedPage, caption: [String])], columns: Int = 4) throws -> [UInt8] {
        try Renderer.contactSheet(cells.map { Renderer.SheetCell(page: $0.page, caption: $0.caption) }, columns: columns)
    }

    /// Thumbnail width of a contact sheet, in pixels.
    public static var contactSheetThumbnailWidth: Double { Renderer.sheetThumbnailWidth }

    /// What the pictures of `theme`'s pages depend on besides the page itself: every font file
    /// of its chain with its SHA-256, and the library versions (a render cache's key).
    public static func fontFingerprint(_ theme: Theme) throws -> String { try Renderer.fontFingerprint(theme) }
}
