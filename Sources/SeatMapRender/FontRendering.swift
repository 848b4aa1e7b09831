import Foundation
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

/// One lock for every use of Cairo's font machinery: drawing glyphs, and finishing a vector
/// surface (which loads glyphs again to embed font subsets).
///
/// Cairo 1.16 (Debian 12's) shares a scaled font between every context that draws the same
/// face at the same size, process-wide, and its glyph caches are not safe under concurrent use:
/// two bands of one page drawing the same label at once gave, once in many full test runs,
/// a page whose pixels differed from the whole page drawn alone. Text is a small part of a
/// page's work, so serialising it costs little (measured in the closing note of the change), and
/// a lock is the one state shared on purpose: it guards the C library's, not ours.
enum CairoFontLock {
    private static let lock = NSLock()
    static func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
