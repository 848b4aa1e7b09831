import SeatMapCore
import SeatMapRules
import SeatMapPage
import SeatMapTheme
import CCairo
import SeatMapLayout

/// Horizontal alignment of text relative to its anchor x.
public enum TextAlign: Sendable { case left, center, right }

/// The drawing surface painters use: a thin, typed layer over one Cairo context.
///
/// Coordinates are whatever the current transform says (painters set page points or design
/// points). Text goes through a per-character fallback over the theme's font chain, so a
/// character missing from the first font is drawn from the next one that has it.
final class Canvas {
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

    /// When set (SVG), text is not drawn but recorded, to be written as real `<text>` (Cairo's
    /// SVG surface would write glyph outlines, named from process-wide font caches).
    var textLog: TextRunLog?

    init(context: CairoContext, fonts: [String]) {
        self.context = context
        self.fonts = fonts.isEmpty ? ["sans-serif"] : fonts
        if let first = self.fonts.first, !isInstalled(first) {
            warn("font '\(first)' is not installed; falling back along the theme's font chain (\(self.fonts.joined(separator: ", ")))")
        }
    }

    private func warn(_ message: String) { if warned.insert(message).inserted { warnings.append(message) } }

    func check(_ what: String) throws(RenderError) { try context.check(what) }

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

    func fill(_ r: Rect, _ c: Color) { setColor(c); rect(r); fill() }
    func fillRounded(_ r: Rect, radius: Double, _ c: Color) { setColor(c); roundedRect(r, radius: radius); fill() }

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
    private func measuredRuns(_ text: String, size: Double, weight: FontWeight) -> [(family: String, text: String, advance: Double)] {
        measurements += 1
        return runs(text).map { run in
            selectFont(run.family, size, weight)
            var ext = cairo_text_extents_t()
            cairo_text_extents(cr, run.text, &ext)
            return (run.family, run.text, ext.x_advance)
        }
    }

    /// Advance width of `text` at `size`, in current units.
    func textWidth(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        measuredRuns(text, size: size, weight: weight).reduce(0) { $0 + $1.advance }
    }

    /// Draws one line of text with its vertical centre at `y` (ascent and descent of the fonts
    /// balanced), aligned to `x`. Returns the width drawn.
    @discardableResult
    func text(_ text: String, x: Double, y: Double, size: Double, weight: FontWeight = .regular, color: Color,
              align: TextAlign = .left) -> Double {
        let runs = measuredRuns(text, size: size, weight: weight)
        let width = runs.reduce(0) { $0 + $1.advance }
        var pen: Double
        switch align {
        case .left: pen = x
        case .center: pen = x - width / 2
        case .right: pen = x - width
        }
        // CJK fonts put the ideographic body about 0.36 em above the baseline.
        let baseline = y + size * 0.36
        setColor(color)
        if let log = textLog {
            var extents = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
            cairo_clip_extents(cr, &extents.x0, &extents.y0, &extents.x1, &extents.y1)
            let c0 = deviceCoordinates(extents.x0, extents.y0), c1 = deviceCoordinates(extents.x1, extents.y1)
            let scale = deviceScale
            let clip = Rect(x: c0.x, y: c0.y, width: c1.x - c0.x, height: c1.y - c0.y)
            // One run is anchored where the PNG anchors it (centre, end), so a viewer's own glyph
            // metrics cannot shift it; mixed fonts are placed run by run from Cairo's advances.
            if runs.count == 1, align != .left {
                let at = deviceCoordinates(x, baseline)
                log.runs.append(TextRun(text: runs[0].text, x: at.x, y: at.y, size: size * scale, family: runs[0].family, fonts: fonts,
                                        bold: weight == .bold, color: color, clip: clip, anchor: align == .center ? "middle" : "end"))
                return width
            }
            for run in runs {
                let at = deviceCoordinates(pen, baseline)
                log.runs.append(TextRun(text: run.text, x: at.x, y: at.y, size: size * scale, family: run.family, fonts: fonts,
                                        bold: weight == .bold, color: color, clip: clip, anchor: nil))
                pen += run.advance
            }
            return width
        }
        for run in runs {
            selectFont(run.family, size, weight)
            cairo_move_to(cr, pen, baseline)
            cairo_show_text(cr, run.text)
            pen += run.advance
        }
        return width
    }

    /// Draws `text` shrunk (down to `minSize`) or cut with "…" to fit `maxWidth`.
    @discardableResult
    func fittedText(_ text: String, x: Double, y: Double, size: Double, minSize: Double, maxWidth: Double,
                    weight: FontWeight = .regular, color: Color, align: TextAlign = .left) -> Double {
        let fitted = fit(text, size: size, minSize: minSize, maxWidth: maxWidth, weight: weight)
        return self.text(fitted.text, x: x, y: y, size: fitted.size, weight: weight, color: color, align: align)
    }

    /// The size and text `fittedText` draws: the largest size in half-point steps down to
    /// `minSize` at which `text` fits, else the longest prefix plus "…" that fits at `minSize`.
    ///
    /// The prefix is found by binary search over its length (widths grow with length), so a
    /// string of n characters costs O(n log n) to fit, not O(n²).
    func fit(_ text: String, size: Double, minSize: Double, maxWidth: Double,
             weight: FontWeight = .regular) -> (text: String, size: Double) {
        var s = size
        var width = textWidth(text, size: s, weight: weight)
        while s > minSize && width > maxWidth {
            s = max(minSize, s - 0.5)
            width = textWidth(text, size: s, weight: weight)
        }
        guard width > maxWidth else { return (text, s) }
        var chars = Array(text)
        if chars.last == "…" { chars.removeLast() }
        // Largest k in 0..<chars.count with prefix(k) + "…" fitting; 0 leaves just "…".
        var lo = 0, hi = chars.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if textWidth(String(chars[..<mid]) + "…", size: s, weight: weight) <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        return (String(chars[..<max(0, lo)]) + "…", s)
    }
}

/// The page is resolved with text measured on the canvas that draws it, at its pixel scale.
extension Canvas: TextMeasuring {}

/// One run of text in one font, in device units (SVG user units), with the clip it was drawn in.
struct TextRun {
    let text: String
    /// Baseline start.
    let x: Double
    let y: Double
    let size: Double
    let family: String
    /// The theme's whole chain, for the `font-family` fallback list.
    let fonts: [String]
    let bold: Bool
    let color: Color
    let clip: Rect
    /// SVG `text-anchor` (`middle`, `end`); nil starts the text at `x`.
    let anchor: String?
}

/// The text a canvas recorded instead of drawing.
final class TextRunLog {
    var runs: [TextRun] = []
}
