import SeatMapPage

/// Measures text with Cairo and the theme's fonts at a page's pixel scale, exactly as the
/// painter does, for resolving a page without drawing it (`seatmap layout`, `hit --page`, batch
/// layout files).
final class CairoTextMeasurer: TextMeasuring {
    private let surface: CairoSurface
    private let canvas: Canvas

    init(fonts: [String], pixelScale: Double) throws(RenderError) {
        surface = try CairoSurface(.image(width: 1, height: 1))
        canvas = Canvas(context: try CairoContext(surface), fonts: fonts)
        canvas.scale(pixelScale)
    }

    func textRuns(_ text: String, size: Double, weight: FontWeight, spaceScale: Double) -> [TextRun] {
        canvas.textRuns(text, size: size, weight: weight, spaceScale: spaceScale)
    }

    var warnings: [String] { canvas.warnings }
}

extension Renderer {
    /// The page resolved with Cairo's text metrics: the frames the rendered image has.
    public static func resolve(_ page: SeatPage) throws(RenderError) -> ResolvedPage {
        ResolvedPage(page, measure: try CairoTextMeasurer(fonts: page.theme.fonts, pixelScale: page.layout.pixelScale))
    }
}
