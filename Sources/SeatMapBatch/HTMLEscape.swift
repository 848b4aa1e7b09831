/// Escaping for everything that comes from input (titles, hall names, seat ids, theme names).
public enum HTMLEscape {
    /// Text and attribute values: `& < > " '`.
    public static func text(_ s: String) -> String {
        replacing(s) { c in
            switch c {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&#39;"
            default: return nil
            }
        }
    }

    /// JSON placed inside a `<script>` element: `<`, `>` and `&` as \u escapes (so no input can
    /// close the element) and the two line separators JavaScript does not allow in strings.
    public static func scriptJSON(_ json: String) -> String {
        replacing(json) { c in
            switch c {
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                let hex = String(c.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
    }

    /// `s` with each scalar for which `escape` returns a string replaced by it.
    static func replacing(_ s: String, _ escape: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            if let e = escape(c) { out += e } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
