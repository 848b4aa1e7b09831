import SeatMapCore
import SeatMapLayout

extension BatchView {
    /// The fields an item of this view adds to its manifest entry (none for the default view):
    /// `zoom` (`"fit"`, `"contain"` or a number as text), `offset` (`[x, y]`, or null for centred),
    /// `selected` (the seat ids).
    var itemFields: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        if let zoom { out.append(("zoom", .string(zoom.text))) }
        if let offset { out.append(("offset", offset.map { .array([JSONValue.finiteOrNull($0.x), JSONValue.finiteOrNull($0.y)]) } ?? .null)) }
        if let selected { out.append(("selected", .array(selected.map { .string($0) }))) }
        if let textScale { out.append(("textScale", .finiteOrNull(textScale))) }
        if let toast { out.append(("toast", .string(toast))) }
        return out
    }

    /// The view an item entry names (what `itemFields` wrote); nil when a field is malformed.
    init?(item j: JSONValue) {
        self.init()
        if let z = j["zoom"] {
            guard let text = z.stringValue, let zoom = Zoom(text: text) else { return nil }
            self.zoom = zoom
        }
        if let o = j["offset"] {
            if case .null = o.kind { offset = .some(nil) } else {
                guard let v = o.arrayElements?.compactMap(\.doubleValue), v.count == 2 else { return nil }
                offset = .some(Point(x: v[0], y: v[1]))
            }
        }
        if let s = j["selected"] {
            guard let ids = s.arrayElements?.compactMap(\.stringValue) else { return nil }
            selected = ids
        }
        if let t = j["textScale"] {
            guard let v = t.doubleValue, PageLayout.textScaleRange.contains(v) else { return nil }
            textScale = v
        }
        if let t = j["toast"] {
            guard let text = t.stringValue else { return nil }
            toast = text
        }
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
    /// The request's view axes for its manifest (absent when unused, so manifests without
    /// views stay as they were): `zooms`, `offsets` (null for centred), `selections`.
    var viewFields: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        if views.contains(where: { $0.zoom != nil }) {
            out.append(("zooms", .array(Self.ordered(views.compactMap(\.zoom).map(\.text)).map { .string($0) })))
        }
        if views.contains(where: { $0.offset != nil }) {
            let offsets = Self.ordered(views.compactMap(\.offset).map { o in o.map { "\(BatchView.number($0.x)),\(BatchView.number($0.y))" } ?? "centre" })
            out.append(("offsets", .array(offsets.map { .string($0) })))
        }
        if views.contains(where: { $0.selected != nil }) {
            let sets = Self.ordered(views.compactMap(\.selected).map { $0.joined(separator: ",") })
            out.append(("selections", .array(sets.map { .string($0) })))
        }
        if views.contains(where: { $0.textScale != nil }) {
            out.append(("textScales", .array(Self.ordered(views.compactMap(\.textScale).map(BatchView.number)).map { .string($0) })))
        }
        if views.contains(where: { $0.toast != nil }) {
            // null: the variant without a toast (`--toast none`).
            var seen: [String?] = []
            for v in views where !seen.contains(v.toast) { seen.append(v.toast) }
            out.append(("toasts", .array(seen.map { $0.map { .string($0) } ?? .null })))
        }
        return out
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

    /// Reads what `viewFields` wrote back into views (a merge recomputes the full set).
    static func views(fromRequest r: JSONValue) -> [BatchView]? {
        func strings(_ key: String) -> [String]? { r[key]?.arrayElements?.compactMap(\.stringValue) }
        var zooms: [Zoom]?
        if let z = strings("zooms") {
            let parsed = z.compactMap { Zoom(text: $0) }
            guard parsed.count == z.count else { return nil }
            zooms = parsed
        }
        var offsets: [Point?]?
        if let o = strings("offsets") {
            var parsed: [Point?] = []
            for text in o {
                if text == "centre" { parsed.append(nil); continue }
                let v = text.split(separator: ",").compactMap { Double($0) }
                guard v.count == 2 else { return nil }
                parsed.append(Point(x: v[0], y: v[1]))
            }
            offsets = parsed
        }
        let selections = strings("selections").map { $0.map { $0.isEmpty ? [] : $0.split(separator: ",").map(String.init) } }
        var textScales: [Double]?
        if let t = strings("textScales") {
            let parsed = t.compactMap(Double.init).filter { PageLayout.textScaleRange.contains($0) }
            guard parsed.count == t.count else { return nil }
            textScales = parsed
        }
        var toasts: [String?]?
        if let t = r["toasts"]?.arrayElements {
            let parsed = t.map { $0.kind == .null ? .some(nil) : $0.stringValue.map(Optional.some) }
            guard parsed.allSatisfy({ $0 != nil }) else { return nil }
            toasts = parsed.map { $0! }
        }
        return views(zooms: zooms, offsets: offsets, selections: selections, textScales: textScales, toasts: toasts)
    }
}
