/// File names made from user text (hall names, theme names, test names): only `[A-Za-z0-9._-]`
/// survives, so no input can name a path outside its folder. One rule for batch folders and
/// snapshot files.
public enum FileName {
    /// `s` with every other character replaced by `replacement`; a leading dot gets the
    /// replacement before it (no `.` or `..`, no hidden files); empty text becomes `empty`.
    public static func safe(_ s: String, replacement: Character = "_", empty: String = "_") -> String {
        var out = String(s.unicodeScalars.map { c -> Character in
            let ok = (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || c == "." || c == "_" || c == "-"
            return ok ? Character(c) : replacement
        })
        if out.isEmpty { out = empty }
        if out.hasPrefix(".") { out = String(replacement) + out }
        return out
    }
}
