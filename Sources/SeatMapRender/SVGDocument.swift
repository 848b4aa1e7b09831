import SeatMapCore
import SeatMapLayout
import SeatMapPage

/// Makes Cairo's SVG a document about seats: Cairo draws every shape (each seat icon once, placed
/// by `<use>`), and this wraps each placed seat in
/// `<g class="seat available" data-seat-id="5_3" data-state="available"><title>5排3号座位，可选，¥45</title>…</g>`
/// and adds one transparent, titled `<rect data-element="confirm">` per page control, so a browser
/// shows the label on hover, a script can find any seat or control, and a screen reader reads
/// titles. Pure text rewriting: the picture is unchanged.
enum SVGDocument {
    /// One placed seat icon, in the order the painter placed them: the seat and, for a sofa, the
    /// seat its right half is.
    struct PlacedSeat {
        let index: GridIndex
        let partner: GridIndex?
    }

    /// Kinds that get a control overlay. The map, the rail and the minimap lie over seats (and
    /// take no touches there); containers like the navigation bar are covered by their parts.
    static let controlKinds: Set<PageElement.Kind> = [
        .back, .title, .subtitle, .chip, .screen, .centerLine, .legendItem, .hint, .seatChip, .moreChip, .total, .confirm,
    ]

    static func annotate(_ svg: [UInt8], placed: [PlacedSeat], text: [TextRun] = [], resolved: ResolvedPage) -> [UInt8] {
        let page = resolved.page
        let labeler = page.labeler
        let open = Array("<use xlink:href=\"#surface".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(svg.count + placed.count * 160)
        var k = 0
        var i = 0
        while i < svg.count {
            if k < placed.count, svg[i] == open[0], i + open.count <= svg.count, svg[i..<(i + open.count)].elementsEqual(open),
               let end = svg[i...].firstIndex(of: UInt8(ascii: ">")) {
                let seat = placed[k]
                k += 1
                out += Array(group(page, labeler, seat.index).utf8)
                out += svg[i...end]
                out += Array("</g>".utf8)
                if let partner = seat.partner {
                    // The sofa's right half: its own element over its half of the shape.
                    let f = page.layout.viewport.pageRect(fromDesign: page.layout.seatLayout.designFrame(partner))
                    out += Array((group(page, labeler, partner) + rect(f) + "</g>").utf8)
                }
                i = end + 1
                continue
            }
            if svg[i] == UInt8(ascii: "<"), svg[i...].starts(with: Array("</svg>".utf8)) {
                out += Array(texts(text).utf8)
                out += Array(controls(resolved).utf8)
            }
            out.append(svg[i])
            i += 1
        }
        return out
    }

    /// The page's words as `<text>`, each run in the font the PNG uses first, then the theme's
    /// chain, clipped as it was drawn (the rail's labels to the map, the chips' to the strip).
    static func texts(_ runs: [TextRun]) -> String {
        guard !runs.isEmpty else { return "" }
        var clips: [Rect] = []
        var body = ""
        for run in runs {
            let clip: Int
            if let known = clips.firstIndex(of: run.clip) { clip = known } else { clips.append(run.clip); clip = clips.count - 1 }
            var families: [String] = [run.family]
            for f in run.fonts where !families.contains(f) { families.append(f) }
            let family = families.map { "'\(escape($0))'" }.joined(separator: ", ") + ", sans-serif"
            let c = run.color
            let rgb = "rgb(\(Int((c.red * 255).rounded())),\(Int((c.green * 255).rounded())),\(Int((c.blue * 255).rounded())))"
            body += "<text x=\"\(number(run.x))\" y=\"\(number(run.y))\" font-family=\"\(family)\" font-size=\"\(number(run.size))\""
                + (run.bold ? " font-weight=\"bold\"" : "") + (run.anchor.map { " text-anchor=\"\($0)\"" } ?? "") + " fill=\"\(rgb)\"" + (c.alpha < 1 ? " fill-opacity=\"\(number(c.alpha))\"" : "")
                + " clip-path=\"url(#text-clip-\(clip))\" xml:space=\"preserve\">\(escape(run.text))</text>\n"
        }
        var defs = "<defs>"
        for (n, r) in clips.enumerated() { defs += "<clipPath id=\"text-clip-\(n)\">\(rect(r))</clipPath>" }
        return defs + "</defs>\n<g class=\"text\">\n" + body + "</g>\n"
    }

    static func group(_ page: SeatPage, _ labeler: SeatLabeler, _ index: GridIndex) -> String {
        let seat = page.hall[index]
        let state = page.state(of: index)
        return "<g class=\"seat \(state.rawValue)\" data-seat-id=\"\(escape(seat.seatId))\" data-state=\"\(state.rawValue)\">"
            + "<title>\(escape(labeler.accessibilityLabel(seat, state: state)))</title>"
    }

    static func rect(_ f: Rect) -> String {
        "<rect x=\"\(number(f.x))\" y=\"\(number(f.y))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\" fill=\"#000\" fill-opacity=\"0\"/>"
    }

    static func controls(_ resolved: ResolvedPage) -> String {
        var out = "<g class=\"controls\">"
        for e in resolved.elements where controlKinds.contains(e.kind) {
            guard let f = e.visibleFrame else { continue }
            var attributes = "data-element=\"\(e.kind.rawValue)\""
            if let id = e.seatId { attributes += " data-seat-id=\"\(escape(id))\"" }
            if let i = e.index, e.kind == .chip { attributes += " data-index=\"\(i)\"" }
            if e.kind == .chip, e.isSelected == true { attributes += " data-selected=\"true\"" }
            let title = [e.text, e.detail].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            out += "<g \(attributes)>" + (title.isEmpty ? "" : "<title>\(escape(title))</title>") + rect(f) + "</g>"
        }
        return out + "</g>\n"
    }

    /// At most 3 decimals (Cairo writes 6 significant digits).
    static func number(_ v: Double) -> String { NumberText.rounded(v, places: 3) }

    /// XML text and attribute escaping; control characters XML cannot hold become spaces.
    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if u.value < 0x20 && u != "\t" && u != "\n" && u != "\r" { out += " " } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}
