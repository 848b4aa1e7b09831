import SeatMapCore

/// Escaping for everything that comes from input (titles, hall names, seat ids, theme names).
public enum HTMLEscape {
    /// Text and attribute values (`Escape.html`: the markup characters, and control and format
    /// characters by the one rule).
    public static func text(_ s: String) -> String { Escape.html(s) }

    /// JSON placed inside a `<script>` element: `<`, `>` and `&` as \u escapes (so no input can
    /// close the element) and the two line separators JavaScript does not allow in strings.
    public static func scriptJSON(_ json: String) -> String {
        Escape.replacing(json) { c in
            switch c {
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                let hex = String(c.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
    }
}
