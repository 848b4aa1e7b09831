import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapDrawing
import CCairo

/// The Cairo `Drawing`: a thin, typed layer over one Cairo context.
///
/// Coordinates are whatever the current transform says (painters set page points or design
/// points). Text is measured here (`TextMeasuring`) through a per-character fallback over the
/// theme's font chain, so a character missing from the first font is drawn from the next one
/// that has it; drawing takes the runs the resolved page carries.
final class Canvas: Drawing {
    let context: CairoContext
    private var cr: OpaquePointer { context.handle }
    let fonts: [String]
    /// Messages about fonts (a missing family, a character no font has), each reported once.
    private(set) var warnings: [String] = []
    private var warned: Set<String> = []
    private var coverage: [String: Bool] = [:]
    private var installed: [String: Bool] = [:]
    /// The font chosen for each character seen so far: the chain is searched once per distinct
    /// character per run, so text costs time in proportion to its length.
    private var familyFor: [Character: String] = [:]
    /// Characters no font of the chain has; each is named once, the first few by name.
    private var missingCharacters = 0
    private static let namedMissingCharacters = 8
    /// How many times text was measured; tests use it to check that fitting costs O(log n) measurements.
    private(set) var measurements = 0

    /// When set (raster output), small seats are placed as cached pixel icons.
    var pixelIcons: RasterSeatIcons?

    init(context: CairoContext, fonts: [String]) {
        self.context = context
        self.fonts = fonts.isEmpty ? ["sans-serif"] : fonts
        if let first = self.fonts.first, !isInstalled(first) {
            warn("font '\(first)' is not installed; falling back along the theme's font chain (\(self.fonts.joined(separator: ", ")))")
        }
    }

    private func warn(_ message: String) { if warned.insert(message).inserted { warnings.append(message) } }

    func check(_ what: String) throws(DrawingError) {
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

    func setColor(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }
    func setLineWidth(_ w: Double) { cairo_set_line_width(cr, w) }
    func setDash(_ pattern: [Double]) { pattern.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) } }
    func setRoundCaps() {
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
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

    /// Paints a recorded surface with its origin at (x, y) in current units.
    func paint(_ surface: CairoSurface, x: Double, y: Double) {
        cairo_set_source_surface(cr, surface.handle, x, y)
        cairo_paint(cr)
    }

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

    private func selectFont(_ family: String, _ size: Double, _ weight: FontWeight) {
        cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL, weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
    }

    /// Whether fontconfig resolves `family` to itself rather than a substitute.
    private func isInstalled(_ family: String) -> Bool {
        if let known = installed[family] { return known }
        var result = false
        if let pattern = FcNameParse(family) {
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var res = FcResultNoMatch
            if let match = FcFontMatch(nil, pattern, &res) {
                // A family may be listed under several names (e.g. a localized one).
                var i: Int32 = 0
                var value: UnsafeMutablePointer<FcChar8>?
                while FcPatternGetString(match, FC_FAMILY, i, &value) == FcResultMatch, let name = value {
                    if String(cString: name).lowercased() == family.lowercased() { result = true; break }
                    i += 1
                }
                FcPatternDestroy(match)
            }
            FcPatternDestroy(pattern)
        }
        if family == "sans-serif" || family == "serif" || family == "monospace" { result = true }
        installed[family] = result
        return result
    }

    /// Whether the current font draws `ch` with a real glyph (not glyph 0, the .notdef box).
    private func covers(_ family: String, _ ch: Character) -> Bool {
        let key = "\(family)\u{0}\(ch)"
        if let known = coverage[key] { return known }
        guard isInstalled(family) || family == fonts.last else { coverage[key] = false; return false }
        selectFont(family, 12, .regular)
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let text = String(ch)
        let status = cairo_scaled_font_text_to_glyphs(cairo_get_scaled_font(cr), 0, 0, text, Int32(text.utf8.count),
                                                      &glyphs, &count, nil, nil, nil)
        var ok = status == CAIRO_STATUS_SUCCESS && count > 0
        if ok, let glyphs {
            for i in 0..<Int(count) where glyphs[i].index == 0 { ok = false }
        }
        if glyphs != nil { cairo_glyph_free(glyphs) }
        coverage[key] = ok
        return ok
    }

    /// Splits `text` into runs that one font of the chain can draw.
    private func runs(_ text: String) -> [(family: String, text: String)] {
        var out: [(family: String, text: String)] = []
        for ch in text {
            let family = self.family(for: ch)
            if let last = out.last, last.family == family {
                out[out.count - 1].text.append(ch)
            } else {
                out.append((family, String(ch)))
            }
        }
        return out
    }

    /// The first font of the chain that has `ch`, remembered for the rest of the run.
    private func family(for ch: Character) -> String {
        if let known = familyFor[ch] { return known }
        var family = fonts.first { covers($0, ch) }
        if family == nil {
            if !ch.isWhitespace { reportMissing(ch) }
            family = fonts.first { isInstalled($0) } ?? fonts[0]
        }
        familyFor[ch] = family!
        return family!
    }

    private func reportMissing(_ ch: Character) {
        missingCharacters += 1
        if missingCharacters <= Self.namedMissingCharacters {
            let code = String(ch.unicodeScalars.first!.value, radix: 16, uppercase: true)
            warn("no font in the chain (\(fonts.joined(separator: ", "))) has '\(ch)' (U+\(code)); it may show as a box")
        } else if missingCharacters == Self.namedMissingCharacters + 1 {
            warn("more characters that no font in the chain has are not named one by one")
        }
    }

    /// The runs of `text` with each run's advance at `size`, in current units.
    private func measuredRuns(_ text: String, size: Double, weight: FontWeight) -> [TextRun] {
        measurements += 1
        return runs(text).map { run in
            selectFont(run.family, size, weight)
            var ext = cairo_text_extents_t()
            cairo_text_extents(cr, run.text, &ext)
            return TextRun(family: run.family, text: run.text, advance: ext.x_advance)
        }
    }

    /// Advance width of `text` at `size`, in current units.
    func textWidth(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        measuredRuns(text, size: size, weight: weight).reduce(0) { $0 + $1.advance }
    }

    /// Vector surfaces (PDF) measure without hinting, so their glyphs are a little narrower or
    /// wider than the raster's: when set, text is aligned to its anchor by this surface's own
    /// advances (as the SVG's `text-anchor` does), so centred words stay centred.
    var alignsTextByOwnAdvances = false

    /// Draws resolved text: the string, size and baseline the page resolved, each run in its
    /// font, from `startX` (or aligned to `anchorX` by this surface's advances).
    func text(_ t: ResolvedText) {
        setColor(t.color)
        var runs = t.runs
        var pen = t.startX
        if alignsTextByOwnAdvances {
            runs = measuredRuns(t.string, size: t.size, weight: t.weight)
            pen = t.align.start(width: runs.reduce(0) { $0 + $1.advance }, anchor: t.anchorX)
        }
        for run in runs {
            selectFont(run.family ?? fonts[0], t.size, t.weight)
            cairo_move_to(cr, pen, t.baseline)
            cairo_show_text(cr, run.text)
            pen += run.advance
        }
    }

    /// Small seats in raster output go through the pixel-icon cache when it is on.
    func seat(_ node: SeatNode, look: SeatLook, frame: Rect, icons: SeatIconPainter) {
        if pixelIcons != nil, pixelIcons!.draw(self, frame: frame, look: look, painter: icons) { return }
        icons.draw(self, frame: frame, look: look)
    }
}

/// Measures with the canvas's fonts at its current scale; `spaceScale` scales the user space for
/// the measurement (text drawn in design points).
extension Canvas: TextMeasuring {
    func textRuns(_ text: String, size: Double, weight: FontWeight, spaceScale: Double) -> [TextRun] {
        guard spaceScale != 1 else { return measuredRuns(text, size: size, weight: weight) }
        save()
        scale(spaceScale)
        defer { restore() }
        return measuredRuns(text, size: size, weight: weight)
    }
}
