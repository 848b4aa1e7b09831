import SeatMapCore
import SeatMapTheme

/// Reads a locale table (`Locales/TAG.json`, docs/locales.md): every page string present, each
/// keeping the placeholders of the seed's Chinese (`{n}`, `{row}`, `{col}`, …), so no
/// translation can drop the number a toast is about. Problems are located (`file:line:column:
/// strings.toastLimit: …`).
public enum LocaleTable {
    /// The keys a table's `strings` must have: every page string but the currency sign, which
    /// is the theme's (or the hall's currency), not a word of the language.
    public static var stringKeys: [(String, WritableKeyPath<PageStrings, String>)] { PageStrings.keys.filter { $0.0 != "currency" } }

    static let topKeys = ["locale", "name", "direction", "script", "fonts", "zoneNames", "strings"]

    public static func decode(_ text: String, file: String) throws(LocaleError) -> PageLocale {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw .table(file: file, problem: "\(error.line):\(error.column): \(error.reason)") }
        func fail(_ v: JSONValue, _ path: String, _ reason: String) -> LocaleError {
            .table(file: file, problem: "\(v.line):\(v.column): \(path): \(reason)")
        }
        guard let members = root.objectMembers else { throw fail(root, "", "expected an object (locale, name, direction, script, fonts, zoneNames, strings)") }
        for (k, v) in members where !topKeys.contains(k) {
            let near = NearMiss.closest(to: k, among: topKeys).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
            throw fail(v, k, "unknown key (\(near)known: \(topKeys.joined(separator: ", ")))")
        }
        func string(_ key: String) throws(LocaleError) -> String {
            guard let v = root[key] else { throw fail(root, key, "missing") }
            guard let s = v.stringValue, !s.isEmpty else { throw fail(v, key, "expected a non-empty string") }
            return s
        }
        let tag = try string("locale"), name = try string("name"), direction = try string("direction"), script = try string("script")
        guard script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw fail(root["script"]!, "script", "expected an ISO 15924 code such as Latn, Arab or Hans, found \(MessageText.quoted(script))")
        }
        guard direction == "ltr" || direction == "rtl" else { throw fail(root["direction"]!, "direction", "expected \"ltr\" or \"rtl\", found \(MessageText.quoted(direction))") }
        guard let fontList = root["fonts"]?.arrayElements else { throw fail(root, "fonts", "expected an array of font family names") }
        var fonts: [String] = []
        for (i, f) in fontList.enumerated() {
            guard let s = f.stringValue, !s.isEmpty else { throw fail(f, "fonts[\(i)]", "expected a font family name") }
            fonts.append(s)
        }
        guard let zones = root["zoneNames"]?.objectMembers else { throw fail(root, "zoneNames", "expected {\"1\": …, \"2\": …, \"3\": …}") }
        var zoneNames: [SeatZone: String] = [:]
        for (k, v) in zones {
            guard let n = Int(k), let zone = SeatZone(rawValue: n) else { throw fail(v, "zoneNames.\(k)", "expected the zones 1, 2 and 3") }
            guard let s = v.stringValue, !s.isEmpty else { throw fail(v, "zoneNames.\(k)", "expected a non-empty name") }
            zoneNames[zone] = s
        }
        guard zoneNames.count == 3 else { throw fail(root["zoneNames"]!, "zoneNames", "expected a name for each of the zones 1, 2 and 3") }
        guard let stringsValue = root["strings"], let table = stringsValue.objectMembers else { throw fail(root, "strings", "expected an object of the page's strings") }
        let keys = stringKeys
        var strings = PageStrings()
        let seed = PageStrings()
        for (k, v) in table {
            guard let entry = keys.first(where: { $0.0 == k }) else {
                let near = NearMiss.closest(to: k, among: keys.map(\.0)).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
                throw fail(v, "strings.\(k)", "unknown string (\(near)a table has every page string but currency)")
            }
            guard let s = v.stringValue, !s.isEmpty else { throw fail(v, "strings.\(k)", "expected a non-empty string") }
            let want = placeholders(seed[keyPath: entry.1]), have = placeholders(s)
            guard want == have else {
                throw fail(v, "strings.\(k)", "has the placeholders \(have.isEmpty ? "none" : have.joined(separator: " ")); the string needs \(want.isEmpty ? "none" : want.joined(separator: " "))")
            }
            strings[keyPath: entry.1] = s
        }
        if let missing = keys.map(\.0).first(where: { k in !table.contains { $0.key == k } }) {
            throw fail(stringsValue, "strings", "no \(MessageText.quoted(missing)): a table has every string a page can show")
        }
        return PageLocale(tag: tag, name: name, isRightToLeft: direction == "rtl", script: script, fonts: fonts, zoneNames: zoneNames, strings: strings)
    }

    /// `{n}`-style placeholders of a template, sorted.
    static func placeholders(_ s: String) -> [String] {
        var out: [String] = [], current: String?
        for c in s {
            if c == "{" { current = "{" } else if var p = current {
                p.append(c)
                if c == "}" { out.append(p); current = nil } else if !(c.isLetter || c.isNumber) { current = nil } else { current = p }
            }
        }
        return out.sorted()
    }
}
