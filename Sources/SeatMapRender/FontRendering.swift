import CCairo

/// The font options every surface draws text with, set explicitly so nothing of the host
/// decides them: greyscale antialiasing (no subpixel colour fringes, which depend on a
/// screen's pixel order), no hinting (glyph outlines as designed, the same in every FreeType
/// version), and unhinted metrics (advances scale with the size, so raster, PDF and SVG agree
/// on every position).
enum FontRendering {
    static func apply(to cr: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
    }
}
