import SeatMapCore
import SeatMapVenue
import SeatMapPage
import SeatMapTheme
import SeatMapDrawing
import CCairo

/// A thin, typed layer over one Cairo context: what the scene's interpretation
/// (`Canvas+Scene.swift`) and the contact sheet's frame and captions draw with.
///
/// Coordinates are whatever the current transform says (scene groups set page points or design
/// points). Text is drawn as the resolved page shaped it: each run's glyphs, at the positions
/// measured, from the face the run names (opened from its file by the font library).
final class Canvas {
    let context: CairoContext
    private var cr: OpaquePointer { context.handle }
    let fonts: FontLibrary

    /// When set (raster output), small seats are placed as cached pixel icons.
    var pixelIcons: RasterSeatIcons?

    /// The first failure a drawing call could not throw (a face that would not open, a seat
    /// icon Cairo could not make); `check` reports it, so nothing is skipped quietly.
    private(set) var failure: DrawingError?

    func fail(_ part: String, _ reason: String) {
        if failure == nil { failure = .failed(part: part, reason: reason) }
    }

    func fail(_ part: String, _ error: RenderError) {
        guard failure == nil else { return }
        if case let .font(file, reason) = error { failure = .font(part: part, file: file, reason: reason) } else { fail(part, error.description) }
    }

    init(context: CairoContext, fonts: FontLibrary) {
        self.context = context
        self.fonts = fonts
        FontRendering.apply(to: context.handle)
    }

    func check(_ what: String) throws(DrawingError) {
        if let failure { throw failure }
        do throws(RenderError) { try context.check(what) } catch {
            if case let .cairo(_, status) = error { throw .failed(part: what, reason: status) }
            throw .failed(part: what, reason: error.description)
        }
    }

    // MARK: state and transform

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    func scale(_ s: Double) { cairo_scale(cr, s, s) }
    /// Turns the units clockwise on screen (y points down) by `radians`.
    func rotate(_ radians: Double) { cairo_rotate(cr, radians) }
    /// Turns the units clockwise by `degrees`, a quarter turn exactly (cos 90° is 0, not
    /// 6e-17), so a seat turned to a right angle rasterises as an upright one does.
    func rotate(degrees: Double) {
        let (s, c) = SeatPlacement.sinCos(degrees)
        var m = cairo_matrix_t(xx: c, yx: s, xy: -s, yy: c, x0: 0, y0: 0)
        cairo_transform(cr, &m)
    }

    func setColor(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }
    func setLineWidth(_ w: Double) { cairo_set_line_width(cr, w) }
    func setDash(_ pattern: [Double]) { pattern.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) } }
    func setRoundCaps(_ on: Bool) {
        cairo_set_line_cap(cr, on ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, on ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
    }

    // MARK: paths

    func newPath() { cairo_new_path(cr) }
    func move(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    func line(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x, y)
    }
    func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) { cairo_arc(cr, cx, cy, r, a0, a1) }
    func close() { cairo_close_path(cr) }
    func rect(_ r: Rect) { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }

    /// A rounded rectangle path; the radius is clamped to half the shorter side.
    func roundedRect(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { rect(r); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func fill() { cairo_fill(cr) }
    func fillPreserve() { cairo_fill_preserve(cr) }
    func stroke() { cairo_stroke(cr) }
    func clip() { cairo_clip(cr) }
    func paint() { cairo_paint(cr) }


    func clip(to r: Rect) { rect(r); clip() }

    /// A point in the current user space, in device pixels of the target surface.
    func deviceCoordinates(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        return (dx, dy)
    }

    /// Device pixels per user unit along x (the canvas is never rotated or sheared).
    var deviceScale: Double {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return dx
    }

    /// Fills `r` with a vertical gradient from `top` to `bottom`.
    func fillVerticalGradient(_ r: Rect, top: Color, bottom: Color) {
        guard let pattern = cairo_pattern_create_linear(r.minX, r.minY, r.minX, r.maxY) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        cairo_set_source(cr, pattern)
        rect(r)
        cairo_fill(cr)
    }

    /// Composites an image surface with its top-left at the whole device pixel (x, y), over its
    /// own extent only (a rectangle on whole pixels: Cairo's fast copy path, no resampling).
    func blit(_ surface: CairoSurface, deviceX x: Int, deviceY y: Int, width: Int, height: Int) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.handle, Double(x), Double(y))
        cairo_rectangle(cr, Double(x), Double(y), Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: text

    /// Draws resolved text: each run's shaped glyphs from its face, the run starting where the
    /// previous one ended. Clusters go with the glyphs, so PDF text can be searched and copied.
    func text(_ t: ResolvedText) {
        setColor(t.color)
        var pen = t.startX
        for run in t.runs {
            defer { pen += run.advance }
            guard let id = run.face, !run.glyphs.isEmpty else { continue }
            let face: FontFace
            do { face = try fonts.face(id) } catch {
                fail("text '\(run.text)'", error)
                continue
            }
            var glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: pen + $0.x, y: t.baseline - $0.y) }
            let utf8 = Array(run.text.utf8)
            let clusters = Self.clusters(run.glyphs, byteCount: utf8.count)
            CairoFontLock.withLock {
                cairo_set_font_face(cr, face.cairoFace)
                cairo_set_font_size(cr, t.size)
                if let (map, backward) = clusters {
                    utf8.withUnsafeBufferPointer { bytes in
                        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                            cairo_show_text_glyphs(cr, text, Int32(bytes.count), &glyphs, Int32(glyphs.count), map, Int32(map.count),
                                                   backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(rawValue: 0))
                        }
                    }
                } else {
                    cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
                }
            }
        }
    }

    /// Cairo's cluster map of a run: each cluster's byte and glyph counts in the text's order,
    /// so a PDF's text is the text (searchable, copied as written) and not the shaped glyphs'
    /// presentation forms. A left-to-right run's glyphs have ascending clusters; a
    /// right-to-left run's, laid out in visual order, descending — mapped backward, from the
    /// last glyph (Cairo's `CAIRO_TEXT_CLUSTER_FLAG_BACKWARD`). Nil when neither (drawn without).
    static func clusters(_ glyphs: [TextGlyph], byteCount: Int) -> (map: [cairo_text_cluster_t], backward: Bool)? {
        if let forward = ascendingClusters(glyphs.map(\.cluster), byteCount: byteCount) { return (forward, false) }
        if let backward = ascendingClusters(glyphs.reversed().map(\.cluster), byteCount: byteCount) { return (backward, true) }
        return nil
    }

    /// The cluster map of glyphs whose clusters (UTF-8 offsets) ascend from 0 in this order, or nil.
    static func ascendingClusters(_ clusters: [Int], byteCount: Int) -> [cairo_text_cluster_t]? {
        guard clusters.first == 0 else { return nil }
        var out: [cairo_text_cluster_t] = []
        var i = 0
        while i < clusters.count {
            let start = clusters[i]
            var j = i
            while j < clusters.count, clusters[j] == start { j += 1 }
            let end = j < clusters.count ? clusters[j] : byteCount
            guard end > start, start >= 0, end <= byteCount else { return nil }
            out.append(cairo_text_cluster_t(num_bytes: Int32(end - start), num_glyphs: Int32(j - i)))
            i = j
        }
        return out
    }
}
