/// Escaping for everything that comes from input (titles, hall names, seat ids, theme names).
public enum HTMLEscape {
    /// Text and attribute values: `& < > " '`.
    public static func text(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// JSON placed inside a `<script>` element: `<`, `>` and `&` as \u escapes (so no input can
    /// close the element) and the two line separators JavaScript does not allow in strings.
    public static func scriptJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for c in json.unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
