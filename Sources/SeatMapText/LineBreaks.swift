import CText

/// Where a line may end (UAX #14 through ICU, with its dictionaries for languages written
/// without spaces: Thai, Lao, Khmer, Burmese; CJK between ideographs, never before closing
/// punctuation): what the toast, the dialog and the hints wrap at.
public enum LineBreaks {
    /// The indices of `text` after which a line may end, ascending; the last is `text.endIndex`.
    /// `locale` is a BCP 47 tag (it tunes CJK strictness). Empty for empty text.
    public static func opportunities(_ text: String, locale: String) -> [String.Index] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        let n = locale.withCString { sm_line_breaks(units, Int32(units.count), $0, &offsets, Int32(offsets.count)) }
        guard n > 0 else { return [text.endIndex] }
        var out: [String.Index] = []
        let u = text.utf16
        for o in offsets.prefix(Int(n)) {
            let i = u.index(u.startIndex, offsetBy: Int(o))
            // Only character boundaries: a break ICU puts inside a cluster is not taken.
            if let c = i.samePosition(in: text), out.last != c { out.append(c) }
        }
        if out.last != text.endIndex { out.append(text.endIndex) }
        return out
    }

    /// ICU's version ("72.1"): line breaks and bidirectional order follow its Unicode data,
    /// so reports name it with the other text libraries.
    public static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        sm_icu_version(&buffer, 32)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
