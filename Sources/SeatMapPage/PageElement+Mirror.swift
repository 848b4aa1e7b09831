import SeatMapCore

/// A right-to-left page (Arabic, Hebrew): the chrome mirrors, the hall never does. Apple's HIG
/// and Material agree: controls and reading order flip (back on the right pointing right,
/// showtime chips from the right, the legend's icons right of their words, the total on the
/// right and the confirm button on the left, a dialog's buttons swapped), while what stands for
/// a real place keeps its direction — the screen is where the screen is, seat 1 stays where the
/// cinema put it, numbers are not reversed. So the screen header with its band and 银幕中央
/// pill, the map, its centre line, the seats, the fold's fade, the minimap (a picture of the
/// hall over it) and the row rail with its numbers (rows of the hall, beside the seats they
/// name; moving it would put it over other seats) stay exactly where the left-to-right page has
/// them. Every other element is mirrored inside its container: the chrome about the centre of
/// the column it is laid out in (the whole width in portrait; in landscape the side column,
/// which keeps its side, since moving it would move the hall), the clock and battery about the
/// status bar's, a dialog's buttons about the dialog's, anything else (a toast over the map,
/// the dialog, the scrim) about its own centre. Text is moved, never reversed: its runs keep
/// the order the bidirectional algorithm gave them.
extension PageElement {
    /// Whether the element draws the hall (and so keeps its place on a right-to-left page).
    public var isHall: Bool {
        switch self {
        case .screenHeader, .screen, .centerLine, .map, .mapAxis, .seats, .venueMap, .scrollHint, .rail, .railLabel, .minimap: return true
        default: return false
        }
    }

    /// The element of a page that reads right to left, mirrored about the vertical line at
    /// `axis` (page points): its container's centre (`ResolvedPage.mirrorAxis`).
    public func mirrored(about axis: Double) -> PageElement {
        let w = 2 * axis
        func m(_ r: Rect) -> Rect { Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) }
        func m(_ r: Rect?) -> Rect? { r.map { m($0) } }
        func m(_ t: ResolvedText) -> ResolvedText {
            var t = t
            t.anchorX = w - t.anchorX
            t.align = t.align == .left ? .right : t.align == .right ? .left : .center
            t.startX = t.align.start(width: t.width, anchor: t.anchorX)
            return t
        }
        func m(_ t: ResolvedText?) -> ResolvedText? { t.map { m($0) } }
        func m(_ p: Panel) -> Panel { var p = p; p.frame = m(p.frame); return p }
        func m(_ l: Label) -> Label { Label(frame: m(l.frame), text: m(l.text)) }
        func m(_ p: Pill) -> Pill { var p = p; p.frame = m(p.frame); p.clip = m(p.clip); p.text = m(p.text); return p }
        func shift(_ r: Rect, _ dx: Double) -> Rect { Rect(x: r.minX + dx, y: r.minY, width: r.width, height: r.height) }
        if isHall { return self }
        switch self {
        case .statusBar(let p): return .statusBar(m(p))
        case .clock(let l): return .clock(m(l))
        case .battery(var b):
            // The battery moves to the other corner but is not drawn backwards (iOS keeps its cap on the right).
            let dx = m(b.frame).minX - b.frame.minX
            b.frame = shift(b.frame, dx); b.outline = shift(b.outline, dx); b.charge = shift(b.charge, dx); b.cap = shift(b.cap, dx)
            return .battery(b)
        case .navigation(let p): return .navigation(m(p))
        case .back(var c):
            c.frame = m(c.frame)
            c.points = c.points.map { Point(x: w - $0.x, y: $0.y) }
            return .back(c)
        case .title(let l): return .title(m(l))
        case .subtitle(let l): return .subtitle(m(l))
        case .strip(let p): return .strip(m(p))
        case .chip(var c):
            c.frame = m(c.frame); c.clip = m(c.clip); c.time = m(c.time); c.detail = m(c.detail)
            return .chip(c)
        case .legend(let p): return .legend(m(p))
        case .legendItem(var i):
            i.frame = m(i.frame); i.iconFrame = m(i.iconFrame); i.text = m(i.text)
            if var w = i.swatch { w.frame = m(w.frame); i.swatch = w }
            return .legendItem(i)
        case .priceBar(let p): return .priceBar(m(p))
        case .hint(let l): return .hint(m(l))
        case .seatChip(var c):
            c.frame = m(c.frame); c.label = m(c.label); c.price = m(c.price)
            return .seatChip(c)
        case .moreChip(var c):
            c.frame = m(c.frame); c.text = m(c.text)
            return .moreChip(c)
        case .total(var t):
            t.frame = m(t.frame); t.amount = m(t.amount); t.detail = m(t.detail)
            return .total(t)
        case .confirm(var b):
            b.frame = m(b.frame); b.text = m(b.text)
            return .confirm(b)
        case .homeIndicator(let p): return .homeIndicator(m(p))
        case .separator(let p): return .separator(m(p))
        case .toast(var t):
            t.frame = m(t.frame); t.lines = t.lines.map { m($0) }
            return .toast(t)
        case .scrim(let p): return .scrim(m(p))
        case .dialog(var d):
            d.frame = m(d.frame); d.title = m(d.title); d.lines = d.lines.map { m($0) }; d.separators = d.separators.map { m($0) }
            return .dialog(d)
        case .dialogButton(var b):
            b.frame = m(b.frame); b.text = m(b.text)
            return .dialogButton(b)
        case .screenHeader, .screen, .centerLine, .map, .mapAxis, .seats, .venueMap, .scrollHint, .rail, .railLabel, .minimap:
            return self
        }
    }
}
