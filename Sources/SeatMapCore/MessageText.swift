/// Text from input files as error and warning messages show it: nothing a file holds can move
/// the cursor, recolour a terminal, start a forged log line or fill a log with megabytes.
public enum MessageText {
    /// Characters of a quoted value shown, at most (the full length is given after the cut).
    public static let maxQuotedCharacters = 80
    /// Characters of a message line printed, at most (a backstop for values not quoted through
    /// `quoted`).
    public static let maxLineCharacters = 2_000

    /// `value` in double quotes, with control and format characters escaped as `\u{1B}` and cut
    /// to `maxQuotedCharacters` characters: `"abc…" (20971520 characters)`.
    public static func quoted(_ value: String) -> String {
        let count = value.count
        guard count > maxQuotedCharacters else { return "\"" + escaped(value) + "\"" }
        return "\"" + escaped(String(value.prefix(maxQuotedCharacters))) + "…\" (\(count) characters)"
    }

    /// A message line safe to print: control and format characters escaped (CR and LF too, so
    /// no line of output comes from the input), cut to `maxLineCharacters`.
    public static func line(_ s: String) -> String {
        var out = escaped(s)
        if out.count > maxLineCharacters { out = String(out.prefix(maxLineCharacters)) + "… (line cut at \(maxLineCharacters) characters)" }
        return out
    }

    /// `s` with every C0/C1 control character, DEL and format character (bidirectional
    /// overrides, zero-width joiners) written as `\u{XX}`.
    public static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: needsEscape) else { return s }
        var out = ""
        for c in s.unicodeScalars {
            if needsEscape(c) { out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(c) }
        }
        return out
    }

    /// The one rule: C0/C1 controls, DEL, format characters and the line and paragraph separators.
    public static func needsEscape(_ c: Unicode.Scalar) -> Bool {
        switch c.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
