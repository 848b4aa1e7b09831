import Testing
@testable import SeatMapCore

/// One escaper per output language, one rule for control and format characters.
@Suite struct EscapeTests {
    static let hostile = "a<b>&\"'\u{1B}[31m\u{202E}x\u{7F}\u{85}\u{2028}|z"

    @Test func everyLanguageWritesInvisibleCharactersAsMessagesDo() {
        let rule = ["\\u{1B}", "\\u{202E}", "\\u{7F}", "\\u{85}", "\\u{2028}"]
        for (name, out) in [("xml", Escape.xml(Self.hostile)), ("html", Escape.html(Self.hostile)), ("markdown", Escape.markdownCell(Self.hostile))] {
            for r in rule { #expect(out.contains(r), "\(name): \(out)") }
            #expect(!out.unicodeScalars.contains { MessageText.needsEscape($0) }, "\(name) leaves an invisible character: \(out)")
            #expect(!out.contains("\u{FFFD}"), "\(name)")
        }
        #expect(MessageText.escaped("\u{1B}\u{202E}") == "\\u{1B}\\u{202E}")
    }

    @Test func eachLanguageEscapesItsOwnMarkup() {
        #expect(Escape.xml("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
        #expect(Escape.html("'") == "&#39;")
        #expect(Escape.xml("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d", "layout characters survive attribute normalisation")
        #expect(Escape.xml("\u{FFFE}") == "\\u{FFFE}")
        #expect(Escape.markdownCell("a|b\nc") == "a\\|b\\u{A}c", "a cell is one line")
        // What needs no escaping passes untouched, CJK and emoji included.
        #expect(Escape.xml("5排3号 🎬 é") == "5排3号 🎬 é")
    }

    /// A right-to-left page's isolates around a price are written as character references in
    /// the page's own SVG (a title reads `¥45` the right way round), never as `\u{2066}` text; an
    /// override stays escaped by the rule. Reports of input (the gallery's HTML, JUnit) show them
    /// by the rule instead: a seat id `⁧5_3⁩` obeyed by a browser or a CI viewer reads `3_5`.
    @Test func bidiIsolatesAreCharacterReferencesInMarkup() {
        let price = "الصف 1، \u{2066}¥45\u{2069}\u{200F}"
        #expect(Escape.xml(price) == "الصف 1، &#x2066;¥45&#x2069;&#x200F;")
        #expect(Escape.html(price) == "الصف 1، \\u{2066}¥45\\u{2069}\\u{200F}")
        for seat in ["\u{2067}5_3\u{2069}", "5_3\u{200E}", "\u{061C}5_3", "\u{2066}5\u{2068}_3"] {
            for escaped in [Escape.html(seat), Escape.xmlReport(seat)] {
                #expect(!escaped.unicodeScalars.contains { Escape.bidiIsolatesAndMarks.contains($0.value) } && !escaped.contains("&#x"), "\(escaped)")
            }
        }
        #expect(Escape.xmlReport("\u{2067}5_3\u{2069}") == "\\u{2067}5_3\\u{2069}")
        #expect(Escape.xml("\u{202E}x") == "\\u{202E}x")
        #expect(Escape.markdownCell("\u{2066}") == "\\u{2066}", "Markdown has no character references")
    }
}
