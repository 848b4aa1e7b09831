/// The name a mistyped one was probably meant to be, for "did you mean …?" in errors: the
/// candidate within two edits of `text`, comparing letters and digits only and ignoring case
/// (`iphone15` → `iphone-15`, `Dark` → `dark`, `maoyan_en` → `maoyan-en`).
public enum NearMiss {
    public static func closest(to text: String, among candidates: [String], maxEdits: Int = 2) -> String? {
        let t = letters(text)
        guard !t.isEmpty, t.count < 40 else { return nil }
        let best = candidates.map { ($0, distance(t, letters($0))) }.min { $0.1 < $1.1 }
        return best.flatMap { $0.1 <= maxEdits ? $0.0 : nil }
    }

    static func letters(_ s: String) -> [Character] { Array(s.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var prev = row[0]
            row[0] = i
            for j in 1...b.count {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}
