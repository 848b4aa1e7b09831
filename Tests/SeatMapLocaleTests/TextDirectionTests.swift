import Testing
import SeatMapText

/// Bidirectional order and line breaks, through ICU: a Hebrew label keeps its seat number
/// unreversed, Arabic with an isolated price keeps `¥45`, Thai breaks between words.
@Suite struct TextDirectionTests {
    @Test func aHebrewLabelWithANumberReadsFromTheRight() {
        let runs = Bidi.visualRuns("שורה 5 מושב 7", baseRightToLeft: true)
        // Visual order, left to right: 7, then מושב, then 5, then שורה at the right end (each
        // Hebrew run drawn right to left, each number left to right).
        #expect(runs.map { String($0.text) } == ["7", " מושב ", "5", "שורה "])
        #expect(runs.map(\.isRightToLeft) == [false, true, false, true])
    }

    @Test func latinTextOnAnLTRPageIsOneRunAsItIs() {
        #expect(Bidi.visualRuns("Row 5, Seat 7", baseRightToLeft: false) == [Bidi.Run(text: "Row 5, Seat 7", isRightToLeft: false)])
        #expect(Bidi.visualRuns("", baseRightToLeft: true).isEmpty)
    }

    @Test func anIsolatedPriceStaysOneLeftToRightRun() {
        // Between Arabic letters ¥45 is an Arabic number with a neutral sign (45¥) …
        let bare = Bidi.visualRuns("عادي ¥45", baseRightToLeft: true)
        #expect(bare.first.map { String($0.text) } == "45")
        // … isolated, one left-to-right unit.
        let isolated = Bidi.visualRuns("عادي \u{2066}¥45\u{2069}", baseRightToLeft: true)
        #expect(isolated.contains { $0.text.contains("¥45") && !$0.isRightToLeft })
        #expect(Bidi.isControl("\u{2066}") && Bidi.isControl("\u{200F}") && !Bidi.isControl("a"))
    }

    @Test func thaiBreaksBetweenWords() {
        let text = "กรุณาเลือกที่นั่งก่อน"  // กรุณา เลือก ที่ นั่ง ก่อน
        let ends = LineBreaks.opportunities(text, locale: "th").map { String(text[..<$0]) }
        #expect(ends.contains("กรุณา"))
        #expect(ends.contains("กรุณาเลือก"))
        #expect(ends.last == text)
        // Never inside a word or between a letter and its mark.
        #expect(!ends.contains("กรุ"))
        #expect(!ends.contains("กรุณาเลื"))
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        let text = "座位已售出，请重新选择"
        let ends = LineBreaks.opportunities(text, locale: "zh-Hans").map { String(text[..<$0]) }
        #expect(ends.contains("座位"))
        #expect(!ends.contains("座位已售出"))
        #expect(ends.contains("座位已售出，"))
        let words = "Up to 6 seats per order"
        #expect(LineBreaks.opportunities(words, locale: "en").map { String(words[..<$0]) }.prefix(2) == ["Up ", "Up to "])
        #expect(LineBreaks.icuVersion.first?.isNumber == true)
    }
}
