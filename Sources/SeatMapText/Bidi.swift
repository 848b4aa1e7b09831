import CText

/// The Unicode Bidirectional Algorithm (UAX #9, through ICU): the order runs of mixed-direction
/// text are seen in, so a Hebrew label with a seat number reads `שורה 5` from the right with the
/// 5 not reversed, and an English word inside Arabic keeps its letters' order.
public enum Bidi {
    /// A run of one direction: its characters (a range of the string) and whether they read
    /// right to left.
    public struct Run: Sendable, Equatable {
        public var text: Substring
        public var isRightToLeft: Bool
        public init(text: Substring, isRightToLeft: Bool) {
            self.text = text
            self.isRightToLeft = isRightToLeft
        }
    }

    /// Whether `text` has a character of a right-to-left script (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko, …): only then can its order differ from the characters' (digits and Latin
    /// on a right-to-left page keep theirs too, unless the page is right to left).
    public static func hasRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            let v = s.value
            return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
        }
    }

    /// Whether `s` is a bidirectional formatting character (LRM, RLM, ALM, the embeddings,
    /// overrides and isolates): it orders text and is never drawn.
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v == 0x200E || v == 0x200F || v == 0x061C || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// The runs of `text` in visual order, left to right, for a paragraph whose base direction
    /// is right to left when `baseRightToLeft`. Text with no right-to-left character on a
    /// left-to-right paragraph is one run as it is. Runs end on character boundaries.
    public static func visualRuns(_ text: String, baseRightToLeft: Bool) -> [Run] {
        if text.isEmpty { return [] }
        if !baseRightToLeft && !hasRightToLeft(text) { return [Run(text: Substring(text), isRightToLeft: false)] }
        let units = Array(text.utf16)
        let capacity = units.count + 1
        var starts = [Int32](repeating: 0, count: capacity), lengths = starts
        var rtl = [UInt8](repeating: 0, count: capacity)
        let n = sm_bidi_runs(units, Int32(units.count), baseRightToLeft ? 1 : 0, &starts, &lengths, &rtl, Int32(capacity))
        guard n > 0 else { return [Run(text: Substring(text), isRightToLeft: baseRightToLeft)] }
        var runs: [Run] = []
        for i in 0..<Int(n) {
            let u = text.utf16
            let a = u.index(u.startIndex, offsetBy: Int(starts[i])), b = u.index(a, offsetBy: Int(lengths[i]))
            // A run boundary inside a character (a mark of another direction) moves to the
            // character's start, so no cluster is split between runs.
            let lo = a.samePosition(in: text) ?? text[..<a].endIndex, hi = b.samePosition(in: text) ?? text[..<b].endIndex
            guard lo < hi else { continue }
            runs.append(Run(text: text[lo..<hi], isRightToLeft: rtl[i] != 0))
        }
        return runs
    }
}
