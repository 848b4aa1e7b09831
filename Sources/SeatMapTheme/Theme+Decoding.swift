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
        var reader = ThemeReader(file: file)
        var theme = base ?? Theme.builtinDefault
        theme.zones = [:]
        reader.read(root, into: &theme)
        if !reader.problems.isEmpty { throw .invalid(file: file, problems: HallProblem.capped(reader.problems)) }
        return theme
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

/// Walks a theme document with a fixed table of known keys.
struct ThemeReader {
    /// The theme file: relative `fontFiles` paths start from its folder.
    let file: String
    var problems: [HallProblem] = []

    mutating func problem(_ path: String, _ v: JSONValue, _ reason: String) {
        problems.append(HallProblem(path: path, line: v.line, column: v.column, reason: reason))
    }

    /// Members of an object, or nil (with a problem) when `v` is not one.
    mutating func members(_ v: JSONValue, _ path: String) -> [(key: String, value: JSONValue)]? {
        guard let m = v.objectMembers else { problem(path, v, "expected an object, found \(v.typeName)"); return nil }
        return m
    }

    mutating func color(_ v: JSONValue, _ path: String) -> Color? {
        guard let s = v.stringValue else { problem(path, v, "expected a colour string #RRGGBB or #RRGGBBAA, found \(v.typeName)"); return nil }
        guard let c = Color(hex: s) else { problem(path, v, "invalid colour \"\(s)\" (expected #RRGGBB or #RRGGBBAA)"); return nil }
        return c
    }

    mutating func number(_ v: JSONValue, _ path: String, _ range: ClosedRange<Double>) -> Double? {
        guard let d = v.doubleValue else { problem(path, v, v.notADoubleReason); return nil }
        guard range.contains(d) else { problem(path, v, "must be \(range.lowerBound) to \(range.upperBound), found \(d)"); return nil }
        return d
    }

    mutating func string(_ v: JSONValue, _ path: String) -> String? {
        guard let s = v.stringValue else { problem(path, v, "expected a string, found \(v.typeName)"); return nil }
        let length = s.unicodeScalars.count
        if length > Theme.maxStringLength {
            problem(path, v, "string is \(length) characters long; the limit is \(Theme.maxStringLength)")
            return nil
        }
        if let bad = WritableText.firstUnwritable(s) {
            problem(path, v, WritableText.reason(bad))
            return nil
        }
        return s
    }

    mutating func unknown(_ path: String, _ key: String, _ v: JSONValue, known: [String]) {
        // A near miss first (`backgorund` → background), then every key the place takes.
        let near = NearMiss.closest(to: key, among: known).map { "did you mean \"\($0)\"? " } ?? ""
        problem(path.isEmpty ? key : "\(path).\(key)", v, "unknown key \"\(key)\" (\(near)known: \(known.joined(separator: ", ")))")
    }

    mutating func read(_ root: JSONValue, into theme: inout Theme) {
        guard let top = members(root, "") else { return }
        let known = ["name", "background", "seat", "states", "zones", "fonts", "fontFiles", "page", "strings"]
        for (key, v) in top {
            switch key {
            case "name":
                if let s = string(v, "name") {
                    if s.isEmpty { problem("name", v, "must not be empty") } else { theme.name = s }
                }
            case "background": if let c = color(v, "background") { theme.background = c }
            case "seat": readSeat(v, into: &theme)
            case "states": readStates(v, into: &theme)
            case "zones": readZones(v, into: &theme)
            case "fonts":
                guard let items = v.arrayElements, !items.isEmpty else { problem("fonts", v, "expected a non-empty array of font family names"); continue }
                if items.count > Theme.maxFonts { problem("fonts", v, "\(items.count) fonts; the limit is \(Theme.maxFonts)"); continue }
                var fonts: [String] = []
                for (i, item) in items.enumerated() { if let s = string(item, "fonts[\(i)]") { fonts.append(s) } }
                theme.fonts = fonts
            case "fontFiles": readFontFiles(v, into: &theme)
            case "page": readPage(v, into: &theme)
            case "strings": readStrings(v, into: &theme)
            default: unknown("", key, v, known: known)
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
    mutating func requireCore(_ root: JSONValue) {
        for path in Self.corePaths {
            var node = root
            for (depth, key) in path.enumerated() {
                guard node.objectMembers != nil else { break }  // a wrong type is reported already
                guard let next = node[key] else {
                    problem(path.joined(separator: "."), node,
                            "missing key (part of the core every theme names: \(path.prefix(depth + 1).joined(separator: ".")))")
                    break
                }
                node = next
            }
        }
    }

    mutating func readSeat(_ v: JSONValue, into theme: inout Theme) {
        guard let m = members(v, "seat") else { return }
        let keys: [(String, WritableKeyPath<SeatMetrics, Double>, ClosedRange<Double>)] = [
            ("width", \.seatWidth, 4...200), ("height", \.seatHeight, 4...200), ("hGap", \.hGap, 0...200),
            ("vGap", \.vGap, 0...200), ("zoneOffset", \.zoneOffset, 0...200),
        ]
        for (key, value) in m {
            if let k = keys.first(where: { $0.0 == key }) {
                if let d = number(value, "seat.\(key)", k.2) { theme.metrics[keyPath: k.1] = d }
            } else if key == "cornerRadius" {
                if let d = number(value, "seat.cornerRadius", 0...100) { theme.cornerRadius = d }
            } else {
                unknown("seat", key, value, known: keys.map(\.0) + ["cornerRadius"])
            }
        }
    }

    mutating func readStates(_ v: JSONValue, into theme: inout Theme) {
        guard let m = members(v, "states") else { return }
        for (key, value) in m {
            guard let state = SeatState(rawValue: key) else {
                unknown("states", key, value, known: SeatState.allCases.map(\.rawValue))
                continue
            }
            guard let fields = members(value, "states.\(key)") else { continue }
            var style = theme.style(for: state)
            for (fk, fv) in fields {
                let path = "states.\(key).\(fk)"
                switch fk {
                case "fill": if let c = color(fv, path) { style.fill = c }
                case "stroke": if let c = color(fv, path) { style.stroke = c }
                case "mark": if let c = color(fv, path) { style.mark = c }
                default: unknown("states.\(key)", fk, fv, known: ["fill", "stroke", "mark"])
                }
            }
            theme.states[state] = style
        }
    }

    mutating func readZones(_ v: JSONValue, into theme: inout Theme) {
        guard let m = members(v, "zones") else { return }
        for (key, value) in m {
            guard let code = Int(key), let zone = SeatZone(rawValue: code) else {
                problem("zones.\(key)", value, "unknown zone \"\(key)\" (expected \"1\", \"2\" or \"3\")")
                continue
            }
            guard let fields = members(value, "zones.\(key)") else { continue }
            var style = ZoneStyle(name: theme.zoneStyle(zone).name, tint: nil, stroke: nil)
            for (fk, fv) in fields {
                let path = "zones.\(key).\(fk)"
                switch fk {
                case "name": if let s = string(fv, path) { style.name = s }
                case "tint": if let c = color(fv, path) { style.tint = c }
                case "stroke": if let c = color(fv, path) { style.stroke = c }
                default: unknown("zones.\(key)", fk, fv, known: ["name", "tint", "stroke"])
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

    mutating func readPage(_ v: JSONValue, into theme: inout Theme) {
        readTable(v, "page", Self.pageKeys, into: &theme.page) { reader, value, path in reader.color(value, path) }
    }

    /// Reads an object whose keys all map to fields of one type, through a fixed table.
    mutating func readTable<Target, Value>(_ v: JSONValue, _ path: String, _ table: [(String, WritableKeyPath<Target, Value>)],
                                          into target: inout Target,
                                          value read: (inout ThemeReader, JSONValue, String) -> Value?) {
        guard let m = members(v, path) else { return }
        for (key, value) in m {
            guard let k = table.first(where: { $0.0 == key }) else { unknown(path, key, value, known: table.map(\.0)); continue }
            if let x = read(&self, value, "\(path).\(key)") { target[keyPath: k.1] = x }
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
    ] }

    mutating func readStrings(_ v: JSONValue, into theme: inout Theme) {
        readTable(v, "strings", Self.stringKeys, into: &theme.strings) { reader, value, path in reader.string(value, path) }
    }
}
