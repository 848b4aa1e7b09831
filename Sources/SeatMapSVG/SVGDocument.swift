import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapDrawing

/// The SVG of a resolved page, written from its scene (`SVGSceneWriter`): paths in page points,
/// every seat a `<use>` of one `<symbol>` per distinct look inside
/// `<g class="seat available" data-seat-id="5_3" data-state="available"><title>5排3号座位，可选，¥45</title>…</g>`,
/// text real `<text>` (selectable, searchable), and each element a `<g data-element="…">` — a
/// control's with its `<title>` and a transparent hit area — so a browser shows the label on
/// hover, a script can find any seat or control, and a screen reader reads titles.
public enum SVGDocument {
    /// The document's bytes. Deterministic: the same resolved page gives the same bytes.
    public static func bytes(_ resolved: ResolvedPage) throws(DrawingError) -> [UInt8] {
        let size = resolved.size
        var writer = SVGSceneWriter(PageScene(resolved), pageBounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
        writer.write()
        return assemble(writer, size: size, title: resolved.documentTitle, theme: resolved.theme)
    }

    /// The SVG of a venue map, in design points: sections, areas, tables and the stage as
    /// titled `<g data-element="section" data-id="…">` groups, each seat a titled group whose
    /// `<use>` is turned to its row.
    public static func bytes(_ resolved: ResolvedVenue) throws(DrawingError) -> [UInt8] {
        let size = resolved.size
        var writer = SVGSceneWriter(VenueScene(resolved), pageBounds: Rect(x: 0, y: 0, width: size.width, height: size.height))
        writer.write()
        return assemble(writer, size: size, title: resolved.documentTitle, theme: resolved.theme)
    }

    /// The root says the page's language and direction (`lang="ar" dir="rtl"`), so screen
    /// readers speak its titles in that language; text positions never depend on them.
    private static func assemble(_ writer: SVGSceneWriter, size: Size, title: String, theme: Theme) -> [UInt8] {
        let background = theme.background
        // Whole pixels: a fractional size (the full map is its design width × the screen scale)
        // leaves a browser a partial pixel to blend, a visible strip at the edge. The page is
        // rounded up and the extra fraction painted in the page background.
        let wide = size.width.rounded(.up), tall = size.height.rounded(.up)
        let w = number(wide), h = number(tall)
        var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        head += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)px\" height=\"\(h)px\" viewBox=\"0 0 \(w) \(h)\" lang=\"\(escape(theme.locale))\" dir=\"\(theme.isRightToLeft ? "rtl" : "ltr")\">\n"
        head += "<title>\(escape(title))</title>\n"
        head += "<defs>\n" + writer.defs + writer.symbolMarkup() + "</defs>\n"
        if wide != size.width || tall != size.height {
            head += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(background.over(.white).hex)\"/>\n"
        }
        let tail = "</svg>\n"
        // The bytes are assembled once, at their final size: the body of a 200,000-seat map is
        // 80 MB, and joining it into a second string before the array held it three times.
        var out: [UInt8] = []
        out.reserveCapacity(head.utf8.count + writer.body.utf8.count + tail.utf8.count)
        out.append(contentsOf: head.utf8)
        out.append(contentsOf: writer.body.utf8)
        out.append(contentsOf: tail.utf8)
        return out
    }

    static func rectElement(_ f: Rect, attributes: String) -> String {
        "<rect x=\"\(number(f.x))\" y=\"\(number(f.y))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\"" + (attributes.isEmpty ? "" : " " + attributes) + "/>"
    }

    /// `#RRGGBB`; the alpha goes in an opacity attribute.
    static func hex(_ c: Color) -> String { c.withAlpha(1).hex }

    /// At most 3 decimals.
    static func number(_ v: Double) -> String { NumberText.rounded(v, places: 3) }

    /// XML text and attribute escaping (`Escape.xml`).
    public static func escape(_ s: String) -> String { Escape.xml(s) }
}
