/// One escaper per output language SeatMap writes, and one rule for control and format
/// characters in all of them: they are written as `MessageText` writes them in messages
/// (`\u{1B}`, `\u{202E}`) — visible and unambiguous, never dropped, never turned into a space or
/// U+FFFD, so a hostile name reads the same in the terminal, the SVG, the gallery, the JUnit
/// report and the Markdown summary. (JSON has its own exact escape, `\u001b`, which a parser
/// reads back: `JSONValue.serialized`.)
public enum Escape {
    /// XML 1.0 text and attribute values (SVG, JUnit): the five markup characters as entities;
    /// tab, line feed and carriage return as character references (they are layout in XML and
    /// survive attribute normalisation); every other control or format character by the rule.
    public static func xml(_ s: String) -> String {
        markup(s, apostrophe: "&apos;", liveBidi: true)
    }
    /// XML of a report (JUnit) whose words come from input (hall names, seat ids): as `xml`, but
    /// bidirectional isolates and marks too by the rule (`\u{2067}`), never as live character
    /// references a CI viewer obeys — a seat id `⁧5_3⁩` would read as `3_5`, another seat.
    public static func xmlReport(_ s: String) -> String {
        markup(s, apostrophe: "&apos;", liveBidi: false)
    }

    /// HTML text and attribute values (the gallery, a report of input): as `xmlReport`, the
    /// apostrophe as `&#39;` (HTML 4 has no `&apos;`); bidirectional controls shown, not obeyed.
    public static func html(_ s: String) -> String {
        markup(s, apostrophe: "&#39;", liveBidi: false)
    }

    /// A Markdown table cell that shows its text and does nothing else: the pipe escaped, every
    /// control or format character (line breaks included: a cell is one line) by the rule, and
    /// what Markdown would act on — HTML and comments (`<`, `>`), links and images (`[`, `]`),
    /// code spans, a backslash — escaped with a backslash; an `@` is followed by a word joiner
    /// (U+2060, invisible), so a seat id `@octocat` mentions no one.
    public static func markdownCell(_ s: String) -> String {
        replacing(s) { c in
            switch c {
            case "|", "\\", "<", ">", "[", "]", "`": return "\\" + String(c)
            case "@": return "@\u{2060}"
            default: return MessageText.needsEscape(c) ? MessageText.escaped(String(c)) : nil
            }
        }
    }

    /// `liveBidi`: the isolates and marks a page itself writes (an SVG's right-to-left prices)
    /// stay meaning; in a report of input they are shown as the rule writes them.
    static func markup(_ s: String, apostrophe: String, liveBidi: Bool) -> String {
        replacing(s) { c in
            switch c {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return apostrophe
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default:
                // The bidirectional isolates and marks a right-to-left page puts around its
                // prices (and Arabic's letter mark) are meaning, not noise: written as character
                // references, so the file shows them and a viewer or screen reader gets them.
                // Embeddings and overrides (U+202A…U+202E) keep the rule below: they reorder
                // what follows them, and SeatMap never writes them.
                if liveBidi, Self.bidiIsolatesAndMarks.contains(c.value) { return "&#x" + String(c.value, radix: 16, uppercase: true) + ";" }
                // U+FFFE and U+FFFF are not characters XML can hold either.
                if MessageText.needsEscape(c) || c.value == 0xFFFE || c.value == 0xFFFF { return "\\u{" + String(c.value, radix: 16,
                                                                                                                 uppercase: true) + "}" }
                return nil
            }
        }
    }

    /// LRM, RLM, ALM and the isolates LRI, RLI, FSI, PDI.
    static let bidiIsolatesAndMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x2066, 0x2067, 0x2068, 0x2069]

    /// `s` with each scalar for which `escape` returns a string replaced by it.
    public static func replacing(_ s: String, _ escape: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            if let e = escape(c) { out += e } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
