import SeatMapCore

extension FontReport {
    /// `[{"family", "file", "index", "weight", "syntheticBold", "sha256", "pinned"}]`: the `fonts`
    /// list of layout files, manifests and snapshot references.
    public var fontsJSON: JSONValue {
        .array(fonts.map { f in
            .object([("family", .string(f.family)), ("file", .string(f.file)), ("index", .int(f.index)),
                     ("weight", .string(f.weight.rawValue)), ("syntheticBold", .bool(f.syntheticBold)),
                     ("sha256", .string(f.sha256)), ("pinned", .bool(f.pinned))])
        })
    }

    /// `{"cairo", "freetype", "harfbuzz"}`, in name order.
    public var librariesJSON: JSONValue {
        .object(libraries.keys.sorted().map { ($0, .string(libraries[$0]!)) })
    }

    /// The whole report as one object (the snapshot chunk and manifests): `fonts`, `libraries`,
    /// `missingCharacters`.
    public var json: JSONValue {
        .object([("fonts", fontsJSON), ("libraries", librariesJSON),
                 ("missingCharacters", .array(missingCharacters.map { .string($0) }))])
    }

    /// Reads what `json` wrote (or a layout file's top level); nil when `value` holds no `fonts` list.
    public init?(json value: JSONValue) {
        guard let list = value["fonts"]?.arrayElements else { return nil }
        var fonts: [Font] = []
        for item in list {
            guard let family = item["family"]?.stringValue, let file = item["file"]?.stringValue,
                  let sha = item["sha256"]?.stringValue else { return nil }
            fonts.append(Font(family: family, file: file, index: item["index"]?.intValue ?? 0,
                              weight: FontWeight(rawValue: item["weight"]?.stringValue ?? "") ?? .regular,
                              syntheticBold: item["syntheticBold"]?.boolValue ?? false, sha256: sha,
                              pinned: item["pinned"]?.boolValue ?? false))
        }
        var libraries: [String: String] = [:]
        for (k, v) in value["libraries"]?.objectMembers ?? value["fontLibraries"]?.objectMembers ?? [] {
            if let s = v.stringValue { libraries[k] = s }
        }
        let missing = (value["missingCharacters"]?.arrayElements ?? []).compactMap(\.stringValue)
        self.init(fonts: fonts, missingCharacters: missing, libraries: libraries)
    }

    /// One font in words: `WenQuanYi Micro Hei (wqy-microhei.ttc, sha256 2420e807…)`.
    static func describe(_ f: Font) -> String {
        "\(f.family)\(f.weight == .bold ? " bold" : "") (\(f.file), sha256 \(f.sha256.prefix(8))…)"
    }

    /// Why two renders' text may differ, in words, or nil when they used the same font files,
    /// library versions and had the same characters without a font. Said before any pixel count:
    /// "the reference was drawn with WenQuanYi Micro Hei (wqy-microhei.ttc, sha256 2420e807…),
    /// this run with Noto Sans CJK SC (…)".
    public static func difference(reference: FontReport?, actual: FontReport?) -> String? {
        guard let reference, let actual else {
            if reference == nil, let actual, !actual.missingCharacters.isEmpty { return missingMessage(actual) }
            return nil
        }
        var parts: [String] = []
        let refFiles = reference.fonts.map { "\($0.file)\u{0}\($0.index)\u{0}\($0.sha256)" }
        let actFiles = actual.fonts.map { "\($0.file)\u{0}\($0.index)\u{0}\($0.sha256)" }
        if refFiles != actFiles {
            func list(_ r: FontReport) -> String { r.fonts.isEmpty ? "no font" : r.fonts.map(describe).joined(separator: ", ") }
            parts.append("fonts differ: the reference was drawn with \(list(reference)), this run with \(list(actual))")
        }
        let versions = Set(reference.libraries.keys).union(actual.libraries.keys).sorted().compactMap { k -> String? in
            let a = reference.libraries[k] ?? "?", b = actual.libraries[k] ?? "?"
            return a == b ? nil : "\(k) \(a) → \(b)"
        }
        if !versions.isEmpty { parts.append("text libraries differ (\(versions.joined(separator: ", ")))") }
        if !actual.missingCharacters.isEmpty && actual.missingCharacters != reference.missingCharacters {
            parts.append(missingMessage(actual))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    static func missingMessage(_ r: FontReport) -> String {
        let shown = r.missingCharacters.prefix(8).joined()
        let more = r.missingCharacters.count > 8 ? " and \(r.missingCharacters.count - 8) more" : ""
        return "this run has no font for \(r.missingCharacters.count) character(s) of the page (\(shown)\(more)): "
            + "a CJK font is missing; install fonts-wqy-microhei or add its folder to SEATMAP_FONT_PATH"
    }
}
