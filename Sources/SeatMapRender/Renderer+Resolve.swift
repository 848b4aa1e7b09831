import SeatMapPage

extension Renderer {
    /// The page resolved with the text metrics of the fonts it is drawn with: the frames the
    /// rendered image has.
    public static func resolve(_ page: SeatPage, fonts library: FontLibrary = .standard) throws(RenderError) -> ResolvedPage {
        ResolvedPage(page, measure: try ShapingMeasurer(theme: page.theme, library: library))
    }
}
