/// Access to option values by canonical spelling, and the parsers of numbers and pairs, for the
/// typed declarations (`Option.swift`) to build on: commands read options through their
/// declarations, so the readers stay internal.
extension ParsedArguments {
    /// The single value of an option, or nil when absent.
    func string(_ key: String) -> String? { values[key]?.last }

    /// Every value of a repeatable option, in order.
    func strings(_ key: String) -> [String] { values[key] ?? [] }

    /// Comma-separated lists, from every occurrence, flattened (`--selected a,b --selected c`).
    func list(_ key: String) throws(UsageError) -> [String] {
        var out: [String] = []
        for v in strings(key) {
            for item in v.split(separator: ",", omittingEmptySubsequences: false) {
                let t = String(item).trimmingCharacters(in: " ")
                guard !t.isEmpty else { throw UsageError("\(key): empty item in list '\(v)'") }
                out.append(t)
            }
        }
        return out
    }

    public static func parseInt(_ text: String, key: String, range: ClosedRange<Int>? = nil) throws(UsageError) -> Int {
        guard let v = Int(text) else { throw UsageError("\(key): expected a whole number, found '\(text)'") }
        if let range, !range.contains(v) {
            throw UsageError("\(key): must be \(range.lowerBound) to \(range.upperBound), found \(v)")
        }
        return v
    }

    public static func parseDouble(_ text: String, key: String, range: ClosedRange<Double>? = nil) throws(UsageError) -> Double {
        // Double() accepts "nan", "inf" and hex floats; only plain decimal numbers are allowed here.
        let allowed = Set("0123456789.-+eE")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let v = Double(text) else {
            throw UsageError("\(key): expected a number, found '\(text)'")
        }
        guard v.isFinite else { throw UsageError("\(key): expected a finite number, found '\(text)'") }
        if let range, !range.contains(v) {
            throw UsageError("\(key): must be \(format(range.lowerBound)) to \(format(range.upperBound)), found \(text)")
        }
        return v
    }

    public static func parsePair(_ text: String, key: String, range: ClosedRange<Double>? = nil) throws(UsageError) -> (Double, Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw UsageError("\(key): expected X,Y, found '\(text)'") }
        let x = try parseDouble(String(parts[0]), key: key, range: range)
        let y = try parseDouble(String(parts[1]), key: key, range: range)
        return (x, y)
    }

    static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
}

extension String {
    func trimmingCharacters(in c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s.removeFirst() }
        while s.last == c { s.removeLast() }
        return String(s)
    }
}
