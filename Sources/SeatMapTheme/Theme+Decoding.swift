import Foundation
import SeatMapCore

extension Theme {
    /// Largest theme file read, in bytes (the shipped themes are about 3 KB).
    public static let maxFileBytes = 1 << 20
    /// Most entries in `fonts`: each one may be looked up for every character drawn.
    public static let maxFonts = 16
    /// Longest string a theme may hold (names, page strings, font names), in Unicode scalars.
    public static let maxStringLength = 256

    /// Decodes a theme file layered over `base` (the built-in default when nil).
    ///
    /// Keys outside the core fall back to `base`, except zone tints and strokes, which recolour a
    /// seat's body and so apply only when this file names them. Unknown keys and bad colours are
    /// errors naming the key; every problem is reported, not just the first.
    public static func decode(_ bytes: [UInt8], file: String, base: Theme? = nil) throws(ThemeError) -> Theme {
        if bytes.count > maxFileBytes {
            throw .tooLarge(file: file, reason: "file is \(bytes.count) bytes; the limit for a theme is \(maxFileBytes)")
        }
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        let document: ThemeDocument
        do {
            document = try JSONValueDecoder(root, userInfo: [.baseTheme: base ?? Theme.builtinDefault, .themeFile: file]).read(ThemeDocument.self)
        } catch {
            throw .invalid(file: file, problems: [HallProblem(error)])
        }
        if !document.problems.isEmpty { throw .invalid(file: file, problems: HallProblem.capped(document.problems.map(HallProblem.init))) }
        return document.theme
    }

    /// A built-in theme by name, or a theme file at `nameOrPath`.
    public static func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
        try loadWithSource(nameOrPath).theme
    }

    /// A theme and the exact bytes it was decoded from (the embedded JSON for a built-in), read
    /// once, so a content hash always describes the theme that was used.
    public static func loadWithSource(_ nameOrPath: String) throws(ThemeError) -> (theme: Theme, bytes: [UInt8]) {
        if let builtin = builtin(named: nameOrPath), let source = builtinSources.first(where: { $0.name == builtin.name }) {
            return (builtin, Array(source.json.utf8))
        }
        let bytes: [UInt8]
        do { bytes = try InputFile.read(nameOrPath, limit: maxFileBytes) } catch {
            switch error {
            case .noSuchFile:
                if nameOrPath.hasSuffix(".json") || nameOrPath.contains("/") {
                    throw .unreadable(file: nameOrPath, reason: "no such file")
                }
                throw .unknownTheme(nameOrPath, builtins: builtinNames)
            case .tooLarge: throw .tooLarge(file: nameOrPath, reason: error.reason(what: "a theme"))
            default: throw .unreadable(file: nameOrPath, reason: error.reason(what: "a theme file"))
            }
        }
        return (try decode(bytes, file: nameOrPath), bytes)
    }
}

extension CodingUserInfoKey {
    /// The theme a theme file is layered over (`ThemeDocument`).
    static let baseTheme = CodingUserInfoKey(rawValue: "seatmap.baseTheme")!
    /// The theme file's path: relative `fontFiles` start from its folder.
    static let themeFile = CodingUserInfoKey(rawValue: "seatmap.themeFile")!
}

/// A theme file as read: the theme it makes over its base (`userInfo[.baseTheme]`, else the
/// built-in default), and every problem found, not just the first. Keys are read through a
/// fixed table per place, so an unknown key is named with its near miss.
struct ThemeDocument: Decodable {
    var theme: Theme
    var problems: [JSONProblem] = []
    /// The theme file (`userInfo[.themeFile]`).
    let file: String

    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        file = decoder.userInfo[.themeFile] as? String ?? "<theme>"
        theme = decoder.userInfo[.baseTheme] as? Theme ?? Theme.builtinDefault
        theme.zones = [:]
        read(d)
    }

    mutating func problem(_ d: JSONValueDecoder, _ reason: String) { problems.append(d.problem(reason)) }

    /// Members of an object, or nil (with a problem) when `d` is not one.
    mutating func members(_ d: JSONValueDecoder) -> [(key: String, value: JSONValueDecoder)]? {
        do { return try d.members() } catch { problems.append(error); return nil }
    }

    mutating func color(_ d: JSONValueDecoder) -> Color? {
        guard let s = d.json.stringValue else { problem(d, "expected a colour string #RRGGBB or #RRGGBBAA, found \(d.json.typeName)"); return nil }
        guard let c = Color(hex: s) else { problem(d, "invalid colour \"\(s)\" (expected #RRGGBB or #RRGGBBAA)"); return nil }
        return c
    }

    mutating func number(_ d: JSONValueDecoder, _ range: ClosedRange<Double>) -> Double? {
        guard let x = d.json.doubleValue else { problem(d, d.json.notADoubleReason); return nil }
        guard range.contains(x) else { problem(d, "must be \(range.lowerBound) to \(range.upperBound), found \(x)"); return nil }
        return x
    }

    mutating func string(_ d: JSONValueDecoder) -> String? {
        guard let s = d.json.stringValue else { problem(d, "expected a string, found \(d.json.typeName)"); return nil }
        let length = s.unicodeScalars.count
        if length > Theme.maxStringLength {
            problem(d, "string is \(length) characters long; the limit is \(Theme.maxStringLength)")
            return nil
        }
        if let bad = WritableText.firstUnwritable(s) {
            problem(d, WritableText.reason(bad))
            return nil
        }
        return s
    }

    mutating func unknown(_ key: String, _ d: JSONValueDecoder, known: [String]) {
        // A near miss first (`backgorund` → background), then every key the place takes.
        let near = NearMiss.closest(to: key, among: known).map { "did you mean \"\($0)\"? " } ?? ""
        problem(d, "unknown key \"\(key)\" (\(near)known: \(known.joined(separator: ", ")))")
    }

    mutating func read(_ root: JSONValueDecoder) {
        guard let top = members(root) else { return }
        let known = ["name", "background", "seat", "states", "zones", "fonts", "fontFiles", "page", "strings", "locale", "locales"]
        for (key, v) in top {
            switch key {
            case "name":
                if let s = string(v) {
                    if s.isEmpty { problem(v, "must not be empty") } else { theme.name = s }
                }
            case "background": if let c = color(v) { theme.background = c }
            case "seat": readSeat(v)
            case "states": readStates(v)
            case "zones": readZones(v)
            case "fonts":
                guard let items = try? v.elements(), !items.isEmpty else { problem(v, "expected a non-empty array of font family names"); continue }
                if items.count > Theme.maxFonts { problem(v, "\(items.count) fonts; the limit is \(Theme.maxFonts)"); continue }
                var fonts: [String] = []
                for item in items { if let s = string(item) { fonts.append(s) } }
                theme.fonts = fonts
            case "fontFiles": readFontFiles(v)
            case "page": readPage(v)
            case "strings": readStrings(v)
            case "locale": if let tag = localeTag(v) { theme.locale = tag }
            case "locales": readLocaleStrings(v)
            default: unknown(key, v, known: known)
            }
        }
        requireCore(root)
    }

    /// The core every theme file names (docs/theme-format.md); everything else is optional.
    static let corePaths: [[String]] = [
        ["name"], ["background"],
        ["seat", "width"], ["seat", "height"], ["seat", "hGap"], ["seat", "vGap"], ["seat", "zoneOffset"],
        ["states", "available", "fill"], ["states", "available", "stroke"], ["states", "selected", "fill"],
        ["states", "sold", "fill"], ["states", "locked", "fill"],
        ["zones", "1", "name"], ["zones", "2", "name"], ["zones", "3", "name"],
    ]

    /// Reports each core key the file does not name, at the object that should hold it.
    mutating func requireCore(_ root: JSONValueDecoder) {
        for path in Self.corePaths {
            var node = root
            for (depth, key) in path.enumerated() {
                guard node.json.objectMembers != nil else { break }  // a wrong type is reported already
                guard let next = node.member(key) else {
                    problems.append(node.problem("missing key (part of the core every theme names: \(path.prefix(depth + 1).joined(separator: ".")))",
                                                 path: path.joined(separator: ".")))
                    break
                }
                node = next
            }
        }
    }

    mutating func readSeat(_ v: JSONValueDecoder) {
        guard let m = members(v) else { return }
        let keys: [(String, WritableKeyPath<SeatMetrics, Double>, ClosedRange<Double>)] = [
            ("width", \.seatWidth, 4...200), ("height", \.seatHeight, 4...200), ("hGap", \.hGap, 0...200),
            ("vGap", \.vGap, 0...200), ("zoneOffset", \.zoneOffset, 0...200),
        ]
        for (key, value) in m {
            if let k = keys.first(where: { $0.0 == key }) {
                if let x = number(value, k.2) { theme.metrics[keyPath: k.1] = x }
            } else if key == "cornerRadius" {
                if let x = number(value, 0...100) { theme.cornerRadius = x }
            } else {
                unknown(key, value, known: keys.map(\.0) + ["cornerRadius"])
            }
        }
    }

    mutating func readStates(_ v: JSONValueDecoder) {
        guard let m = members(v) else { return }
        for (key, value) in m {
            guard let state = SeatState(rawValue: key) else {
                unknown(key, value, known: SeatState.allCases.map(\.rawValue))
                continue
            }
            guard let fields = members(value) else { continue }
            var style = theme.style(for: state)
            for (fk, fv) in fields {
                switch fk {
                case "fill": if let c = color(fv) { style.fill = c }
                case "stroke": if let c = color(fv) { style.stroke = c }
                case "mark": if let c = color(fv) { style.mark = c }
                default: unknown(fk, fv, known: ["fill", "stroke", "mark"])
                }
            }
            theme.states[state] = style
        }
    }

    mutating func readZones(_ v: JSONValueDecoder) {
        guard let m = members(v) else { return }
        for (key, value) in m {
            guard let code = Int(key), let zone = SeatZone(rawValue: code) else {
                problem(value, "unknown zone \"\(key)\" (expected \"1\", \"2\" or \"3\")")
                continue
            }
            guard let fields = members(value) else { continue }
            var style = ZoneStyle(name: theme.zoneStyle(zone).name, tint: nil, stroke: nil)
            for (fk, fv) in fields {
                switch fk {
                case "name": if let s = string(fv) { style.name = s }
                case "tint": if let c = color(fv) { style.tint = c }
                case "stroke": if let c = color(fv) { style.stroke = c }
                default: unknown(fk, fv, known: ["name", "tint", "stroke"])
                }
            }
            theme.zones[zone] = style
        }
    }
    static var pageKeys: [(String, WritableKeyPath<PageColors, Color>)] { [
        ("text", \.text), ("secondaryText", \.secondaryText), ("navigation", \.navigation), ("separator", \.separator),
        ("strip", \.strip), ("chipFill", \.chipFill), ("chipStroke", \.chipStroke), ("chipText", \.chipText),
        ("chipSelectedFill", \.chipSelectedFill), ("chipSelectedStroke", \.chipSelectedStroke),
        ("chipSelectedText", \.chipSelectedText), ("screenFill", \.screenFill), ("screenText", \.screenText),
        ("centerLine", \.centerLine), ("railFill", \.railFill), ("railText", \.railText), ("legendText", \.legendText),
        ("priceBar", \.priceBar), ("priceText", \.priceText), ("buttonFill", \.buttonFill), ("buttonText", \.buttonText),
        ("buttonDisabledFill", \.buttonDisabledFill), ("buttonDisabledText", \.buttonDisabledText),
        ("seatChipFill", \.seatChipFill), ("seatChipText", \.seatChipText), ("hintText", \.hintText),
        ("minimapFill", \.minimapFill), ("minimapViewport", \.minimapViewport), ("dimVeil", \.dimVeil),
        ("highlightRing", \.highlightRing), ("toastFill", \.toastFill), ("toastText", \.toastText),
        ("dialogFill", \.dialogFill), ("dialogText", \.dialogText), ("dialogCancelText", \.dialogCancelText),
        ("dialogAccentText", \.dialogAccentText), ("scrim", \.scrim),
    ] }

    mutating func readPage(_ v: JSONValueDecoder) {
        readTable(v, Self.pageKeys, into: \.page) { document, value in document.color(value) }
    }

    /// Reads an object whose keys all map to fields of one type, through a fixed table.
    mutating func readTable<Target, Value>(_ v: JSONValueDecoder, _ table: [(String, WritableKeyPath<Target, Value>)],
                                          into target: WritableKeyPath<Theme, Target>,
                                          value read: (inout ThemeDocument, JSONValueDecoder) -> Value?) {
        guard let m = members(v) else { return }
        for (key, value) in m {
            guard let k = table.first(where: { $0.0 == key }) else { unknown(key, value, known: table.map(\.0)); continue }
            if let x = read(&self, value) { theme[keyPath: target.appending(path: k.1)] = x }
        }
    }

    /// Whether `s` has a BCP 47 tag's shape: letters, digits and `-`, 2…35 characters (which
    /// locales exist is `SeatMapLocale`'s to say).
    static func isLocaleTag(_ s: String) -> Bool {
        (2...35).contains(s.count) && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    mutating func localeTag(_ v: JSONValueDecoder) -> String? {
        guard let s = string(v) else { return nil }
        guard Self.isLocaleTag(s) else { problem(v, "expected a BCP 47 locale tag such as \"zh-Hans\", \"en\" or \"ar\", found \"\(s)\""); return nil }
        return s
    }

    /// `"locales": {"ja": {"confirm": "…"}}`: the theme's own words per locale, every key one of
    /// the strings' keys (a misspelt key is refused with its near miss, never ignored).
    mutating func readLocaleStrings(_ v: JSONValueDecoder) {
        guard let tags = members(v) else { return }
        let keys = Self.stringKeys.map(\.0)
        for (tag, table) in tags {
            guard Self.isLocaleTag(tag) else {
                problem(table, "\"\(tag)\" is not a BCP 47 locale tag (such as \"zh-Hant\", \"ja\" or \"he\")"); continue
            }
            guard let m = members(table) else { continue }
            var strings: [String: String] = [:]
            for (key, value) in m {
                guard keys.contains(key) else { unknown(key, value, known: keys); continue }
                if let x = string(value) { strings[key] = x }
            }
            theme.localeStrings[tag] = strings
        }
    }

    static var stringKeys: [(String, WritableKeyPath<PageStrings, String>)] { [
        ("legendAvailable", \.legendAvailable), ("legendSold", \.legendSold), ("legendSelected", \.legendSelected),
        ("legendCouple", \.legendCouple), ("legendLocked", \.legendLocked), ("screen", \.screen),
        ("centerLine", \.centerLine), ("confirm", \.confirm), ("limitHint", \.limitHint), ("seatLabel", \.seatLabel),
        ("currency", \.currency), ("chipPriceSuffix", \.chipPriceSuffix), ("pickSeats", \.pickSeats),
        ("selectedCount", \.selectedCount), ("seatAccessibility", \.seatAccessibility),
        ("priceFormat", \.priceFormat), ("kindWheelchair", \.kindWheelchair), ("kindAccessible", \.kindAccessible),
        ("kindCompanion", \.kindCompanion), ("kindRestrictedView", \.kindRestrictedView), ("kindRecliner", \.kindRecliner),
        ("kindMotion", \.kindMotion), ("toastSold", \.toastSold), ("toastLocked", \.toastLocked),
        ("toastUnavailable", \.toastUnavailable), ("toastLimit", \.toastLimit), ("toastLoneSeat", \.toastLoneSeat),
        ("toastLoneCompanion", \.toastLoneCompanion), ("toastNoBlock", \.toastNoBlock), ("toastConflict", \.toastConflict),
        ("toastConflictLocked", \.toastConflictLocked), ("toastConflictMissing", \.toastConflictMissing),
        ("toastConflictMixed", \.toastConflictMixed),
        ("toastSubmitted", \.toastSubmitted), ("dialogReplaceTitle", \.dialogReplaceTitle),
        ("dialogReplaceMessage", \.dialogReplaceMessage), ("dialogCancel", \.dialogCancel), ("dialogReplace", \.dialogReplace),
        ("stage", \.stage), ("venueLeft", \.venueLeft), ("tableSeatLabel", \.tableSeatLabel),
    ] }

    mutating func readStrings(_ v: JSONValueDecoder) {
        readTable(v, Self.stringKeys, into: \.strings) { document, value in document.string(value) }
    }
}

extension PageStrings {
    /// Every string key of a theme's `strings` (and a locale table's), with its field.
    public static var keys: [(String, WritableKeyPath<PageStrings, String>)] { ThemeDocument.stringKeys }
}
