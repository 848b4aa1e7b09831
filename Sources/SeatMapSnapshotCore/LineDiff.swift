/// A line diff of two texts: the lines only the reference has (`-N: …`, its line number) and the
/// lines only the actual text has (`+N: …`), in order, from a longest common subsequence — one
/// inserted seat in a layout dump is one `+` line, not every later line changed.
///
/// The common head and tail are set aside first (a snapshot usually changes in one place); the
/// rest is aligned by the standard library's `difference(from:)` (Myers) while it is at most
/// `maxCells` line pairs, and beyond that (two unrelated texts of thousands of lines) line by
/// line, which the summary says.
public enum LineDiff {
    public static let maxCells = 4_000_000

    public struct Result: Sendable, Equatable {
        /// `-N: text` and `+N: text` lines, in the order a reader meets them.
        public var lines: [String]
        /// The middle was too large to align exactly and was compared line by line.
        public var approximate: Bool
    }

    public static func diff(_ reference: String, _ actual: String) -> Result {
        let a = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        var out: [String] = []
        func removed(_ i: Int) { out.append("-\(head + i + 1): \(x[i])") }
        func added(_ j: Int) { out.append("+\(head + j + 1): \(y[j])") }
        guard (x.count + 1) * (y.count + 1) <= maxCells else {
            for i in 0..<max(x.count, y.count) where i >= x.count || i >= y.count || x[i] != y[i] {
                if i < x.count { removed(i) }
                if i < y.count { added(i) }
            }
            return Result(lines: out, approximate: true)
        }
        // The standard library's Myers difference: removals and insertions by offset, read in
        // order — a replaced line as its removal, then its addition.
        var gone = Set<Int>(), new = Set<Int>()
        for change in y.difference(from: x) {
            switch change {
            case .remove(let offset, _, _): gone.insert(offset)
            case .insert(let offset, _, _): new.insert(offset)
            }
        }
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count, gone.contains(i) { removed(i); i += 1 }
            else if j < y.count, new.contains(j) { added(j); j += 1 }
            else { i += 1; j += 1 }
        }
        return Result(lines: out, approximate: false)
    }
}
