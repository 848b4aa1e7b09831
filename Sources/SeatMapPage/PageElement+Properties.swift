import SeatMapCore

extension PageElement {
    public var kind: Kind {
        switch self {
        case .statusBar: return .statusBar
        case .clock: return .clock
        case .battery: return .battery
        case .navigation: return .navigation
        case .back: return .back
        case .title: return .title
        case .subtitle: return .subtitle
        case .strip: return .strip
        case .chip: return .chip
        case .screenHeader: return .screenHeader
        case .screen: return .screen
        case .centerLine: return .centerLine
        case .map: return .map
        case .mapAxis: return .mapAxis
        case .seats: return .seats
        case .venueMap: return .venueMap
        case .scrollHint: return .scrollHint
        case .rail: return .rail
        case .railLabel: return .railLabel
        case .minimap: return .minimap
        case .legend: return .legend
        case .legendItem: return .legendItem
        case .priceBar: return .priceBar
        case .hint: return .hint
        case .seatChip: return .seatChip
        case .moreChip: return .moreChip
        case .total: return .total
        case .confirm: return .confirm
        case .homeIndicator: return .homeIndicator
        case .separator: return .separator
        case .toast: return .toast
        case .scrim: return .scrim
        case .dialog: return .dialog
        case .dialogButton: return .dialogButton
        }
    }

    /// Where the element is, in page points.
    public var frame: Rect {
        switch self {
        case .statusBar(let p), .navigation(let p), .strip(let p), .screenHeader(let p), .legend(let p), .priceBar(let p),
             .separator(let p), .scrim(let p): return p.frame
        case .toast(let t): return t.frame
        case .dialog(let d): return d.frame
        case .dialogButton(let b): return b.frame
        case .clock(let l), .title(let l), .subtitle(let l), .hint(let l): return l.frame
        case .battery(let b): return b.frame
        case .back(let c): return c.frame
        case .chip(let c): return c.frame
        case .screen(let s): return s.frame
        case .centerLine(let p), .rail(let p), .homeIndicator(let p): return p.frame
        case .map(let a): return a.frame
        case .mapAxis(let a): return a.frame
        case .seats(let s): return s.frame
        case .venueMap(let v): return v.frame
        case .scrollHint(let f): return f.frame
        case .railLabel(let l): return l.frame
        case .minimap(let m): return m.frame
        case .legendItem(let i): return i.frame
        case .seatChip(let c): return c.frame
        case .moreChip(let c): return c.frame
        case .total(let t): return t.frame
        case .confirm(let b): return b.frame
        }
    }

    /// The part of the page the element is drawn clipped to (the map's viewport for the rail and
    /// the minimap, the strip for chips); nil when it is not clipped.
    public var clip: Rect? {
        switch self {
        case .chip(let c): return c.clip
        case .screen(let s): return s.clip
        case .centerLine(let p), .rail(let p), .homeIndicator(let p): return p.clip
        case .mapAxis(let a): return a.clip
        case .seats(let s): return s.clip
        case .venueMap(let v): return v.clip
        case .scrollHint(let f): return f.clip
        case .railLabel(let l): return l.clip
        case .minimap(let m): return m.clip
        default: return nil
        }
    }

    /// For elements drawn in design points: the transform onto the page.
    public var transform: MapTransform? {
        switch self {
        case .screen(let s): return s.transform
        case .mapAxis(let a): return a.transform
        case .seats(let s): return s.transform
        case .venueMap(let v): return v.transform
        default: return nil
        }
    }

    /// The part of `frame` that shows on the page.
    public var visibleFrame: Rect? {
        guard let clip else { return frame }
        let r = frame.intersection(clip)
        return r.width > 0 && r.height > 0 ? r : nil
    }

    /// The element's main words, as drawn.
    public var resolvedText: ResolvedText? {
        switch self {
        case .clock(let l), .title(let l), .subtitle(let l), .hint(let l): return l.text
        case .chip(let c): return c.time
        case .screen(let s): return s.label
        case .centerLine(let p): return p.text
        case .railLabel(let l): return l.text
        case .legendItem(let i): return i.text
        case .seatChip(let c): return c.label
        case .moreChip(let c): return c.text
        case .total(let t): return t.amount
        case .confirm(let b): return b.text
        case .toast(let t): return t.lines.first
        case .dialog(let d): return d.title
        case .dialogButton(let b): return b.text
        default: return nil
        }
    }

    /// A second line of words, as drawn (a chip's tag and price, a seat chip's price, the line
    /// under the total).
    public var resolvedDetail: ResolvedText? {
        switch self {
        case .chip(let c): return c.detail
        case .seatChip(let c): return c.price
        case .total(let t): return t.detail
        case .toast(let t): return t.lines.dropFirst().first
        case .dialog(let d): return d.lines.first
        default: return nil
        }
    }

    /// Every line of words the element draws, in order (a toast's two lines, a dialog's title
    /// and each line of its message): what the page's text rules check.
    public var texts: [ResolvedText] {
        switch self {
        case .toast(let t): return t.lines
        case .dialog(let d): return [d.title] + d.lines
        default: return [resolvedText, resolvedDetail].compactMap { $0 }
        }
    }

    /// A toast's or dialog's whole message (before it was broken into lines); nil for others.
    public var message: String? {
        switch self {
        case .toast(let t): return t.message
        case .dialog(let d): return d.message
        default: return nil
        }
    }

    /// What a person reads there, whole: a toast's or dialog's message before it was broken
    /// into lines, else the words and the second line (SVG titles).
    public var readableText: String? {
        switch self {
        case .toast(let t): return t.message
        case .dialog(let d): return d.title.string + " " + d.message
        default:
            let s = [text, detail].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return s.isEmpty ? nil : s
        }
    }

    /// The words drawn, when the element shows some.
    public var text: String? { resolvedText?.string }
    public var detail: String? { resolvedDetail?.string }

    /// The seat a seat chip stands for.
    public var seatId: String? {
        if case .seatChip(let c) = self { return c.seatId }
        return nil
    }

    /// Position among its kind: the showtime index of a chip, the seat index of a seat chip or
    /// `+N` chip, the row index of a rail label.
    public var index: Int? {
        switch self {
        case .chip(let c): return c.index
        case .seatChip(let c): return c.index
        case .moreChip(let c): return c.index
        case .railLabel(let l): return l.row
        default: return nil
        }
    }

    /// A legend item's or seat chip's seat state.
    public var state: SeatState? {
        switch self {
        case .legendItem(let i): return i.look?.state ?? i.swatch?.state
        case .seatChip: return .selected
        default: return nil
        }
    }

    /// Whether `seatmap layout` lists the element and `hit --page` can answer it (`Kind.isReported`).
    public var isReported: Bool { kind.isReported }
}
