import Testing
import SeatMapCore

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
}
