import SeatMapCore
import SeatMapLayout

extension BatchView: Codable {
    /// The fields an item of this view adds to its manifest entry (none for the default view):
    /// `zoom` (`"fit"`, `"contain"` or a number as text), `offset` (`[x, y]`, or null for centred),
    /// `selected` (the seat ids), `textScale`, `toast`. They sit among the item's own fields,
    /// so the view reads and writes them in the item's container.
    enum CodingKeys: String, CodingKey { case zoom, offset, selected, textScale, toast }

    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = try JSONValueDecoder.of(decoder)
        if let z = d.member(CodingKeys.zoom.rawValue) {
            let text = try z.read(String.self)
            guard let zoom = Zoom(text: text) else { throw z.problem("expected fit, contain or a zoom scale, found \(MessageText.quoted(text))") }
            self.zoom = zoom
        }
        if let o = d.member(CodingKeys.offset.rawValue) {
            if o.json.kind == .null { offset = .some(nil) } else {
                let v = try o.read([Double].self)
                guard v.count == 2 else { throw o.problem("expected [x, y] or null for centred, found \(v.count) numbers") }
                offset = .some(Point(x: v[0], y: v[1]))
            }
        }
        selected = try c.decodeIfPresent([String].self, forKey: .selected)
        if let t = d.member(CodingKeys.textScale.rawValue) {
            let v = try t.read(Double.self)
            guard PageLayout.textScaleRange.contains(v) else { throw t.problem("a text scale of \(NumberText.rounded(v, places: 2)) is outside 0.85…2") }
            textScale = v
        }
        toast = try c.decodeIfPresent(String.self, forKey: .toast)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if let zoom { try c.encode(zoom.text, forKey: .zoom) }
        if let offset { try c.encodeOrNull(offset.map { [$0.x, $0.y] }, forKey: .offset) }
        try c.encodeIfPresent(selected, forKey: .selected)
        try c.encodeIfPresent(textScale, forKey: .textScale)
        try c.encodeIfPresent(toast, forKey: .toast)
    }

    /// The `seatmap render` arguments of this view.
    var renderArguments: [String] {
        var out: [String] = []
        if let zoom { out += ["--zoom", zoom.text] }
        if let offset, let p = offset { out += ["--offset", "\(Self.number(p.x)),\(Self.number(p.y))"] }
        if let selected, !selected.isEmpty { out += ["--selected", SeatIdList.argument(selected)] }
        if let textScale { out += ["--text-scale", Self.number(textScale)] }
        if let toast { out += ["--toast", toast] }
        return out
    }

    /// How the gallery names the view: `zoom 0.6 · offset 260,420 · 7_10 7_11`.
    var caption: String {
        var parts: [String] = []
        if let zoom { parts.append("zoom \(zoom.text)") }
        if let offset { parts.append(offset.map { "offset \(Self.number($0.x)),\(Self.number($0.y))" } ?? "centred") }
        if let selected { parts.append(selected.isEmpty ? "nothing selected" : selected.joined(separator: " ")) }
        if let textScale { parts.append("text ×\(Self.number(textScale))") }
        if let toast { parts.append("toast “\(toast)”") }
        return parts.joined(separator: " · ")
    }
}

extension BatchRequest {
    /// The request's view axes as its manifest writes them (each absent when unused, so
    /// manifests without views stay as they were): `zooms`, `offsets` (`centre` for the
    /// default), `selections`, `textScales`, `toasts` (null: the variant without a toast). They
    /// sit among the request's own fields.
    struct ViewAxes: Sendable, Codable {
        var zooms: [String]?
        var offsets: [String]?
        var selections: [String]?
        var textScales: [String]?
        var toasts: [String?]?

        enum CodingKeys: String, CodingKey { case zooms, offsets, selections, textScales, toasts }

        init() {}

        init(_ views: [BatchView]) {
            if views.contains(where: { $0.zoom != nil }) { zooms = BatchRequest.ordered(views.compactMap(\.zoom).map(\.text)) }
            if views.contains(where: { $0.offset != nil }) {
                offsets = BatchRequest.ordered(views.compactMap(\.offset).map { o in o.map { "\(BatchView.number($0.x)),\(BatchView.number($0.y))" } ?? "centre" })
            }
            if views.contains(where: { $0.selected != nil }) { selections = BatchRequest.ordered(views.compactMap(\.selected).map { $0.joined(separator: ",") }) }
            if views.contains(where: { $0.textScale != nil }) {
                textScales = BatchRequest.ordered(views.compactMap(\.textScale).map(BatchView.number))
            }
            if views.contains(where: { $0.toast != nil }) {
                var seen: [String?] = []
                for v in views where !seen.contains(v.toast) { seen.append(v.toast) }
                toasts = seen
            }
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            zooms = try c.decodeIfPresent([String].self, forKey: .zooms)
            offsets = try c.decodeIfPresent([String].self, forKey: .offsets)
            selections = try c.decodeIfPresent([String].self, forKey: .selections)
            textScales = try c.decodeIfPresent([String].self, forKey: .textScales)
            if let t = try JSONValueDecoder.of(decoder).member(CodingKeys.toasts.rawValue) {
                toasts = try t.elements().map { $0.json.kind == .null ? nil : try $0.read(String.self) }
            }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encodeIfPresent(zooms, forKey: .zooms)
            try c.encodeIfPresent(offsets, forKey: .offsets)
            try c.encodeIfPresent(selections, forKey: .selections)
            try c.encodeIfPresent(textScales, forKey: .textScales)
            if let toasts {
                var list = c.nestedUnkeyedContainer(forKey: .toasts)
                for t in toasts { if let t { try list.encode(t) } else { try list.encodeNil() } }
            }
        }

        /// The views these axes cross into (a merge recomputes the full set); nil when one
        /// cannot be read back.
        var views: [BatchView]? {
            var zoomValues: [Zoom]?
            if let z = zooms {
                let parsed = z.compactMap { Zoom(text: $0) }
                guard parsed.count == z.count else { return nil }
                zoomValues = parsed
            }
            var offsetValues: [Point?]?
            if let o = offsets {
                var parsed: [Point?] = []
                for text in o {
                    if text == "centre" { parsed.append(nil); continue }
                    let v = text.split(separator: ",").compactMap { Double($0) }
                    guard v.count == 2 else { return nil }
                    parsed.append(Point(x: v[0], y: v[1]))
                }
                offsetValues = parsed
            }
            let selectionValues = selections.map { $0.map { $0.isEmpty ? [] : $0.split(separator: ",").map(String.init) } }
            var scaleValues: [Double]?
            if let t = textScales {
                let parsed = t.compactMap(Double.init).filter { PageLayout.textScaleRange.contains($0) }
                guard parsed.count == t.count else { return nil }
                scaleValues = parsed
            }
            return BatchRequest.views(zooms: zoomValues, offsets: offsetValues, selections: selectionValues, textScales: scaleValues, toasts: toasts)
        }
    }

    /// `values` without repeats, in first-seen order.
    static func ordered(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The views of `--zooms`, `--offsets` and `--selected` lists (each nil when not given), in
    /// the order zoom × offset × selection.
    /// `toasts`: each a variant, nil the page without a toast.
    public static func views(zooms: [Zoom]?, offsets: [Point?]?, selections: [[String]]?, textScales: [Double]? = nil,
                             toasts: [String?]? = nil) -> [BatchView] {
        var out: [BatchView] = []
        for z in zooms.map({ $0.map(Optional.some) }) ?? [nil] {
            for o in offsets.map({ $0.map(Optional.some) }) ?? [nil] {
                for s in selections.map({ $0.map(Optional.some) }) ?? [nil] {
                    for t in textScales.map({ $0.map(Optional.some) }) ?? [nil] {
                        for toast in toasts ?? [nil] {
                            out.append(BatchView(zoom: z, offset: o, selected: s, textScale: t, toast: toast))
                        }
                    }
                }
            }
        }
        return out
    }
}
