/// Access to option values by canonical spelling, for the typed declarations (`Option.swift`)
/// to build on: commands read options through their declarations, so these stay internal.
extension ParsedArguments {
    func flag(_ key: String) -> Bool { flags.contains(key) }

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

    /// A finite number, optionally restricted to `range`.
    func double(_ key: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> Double? {
        guard let text = string(key) else { return nil }
        return try Self.parseDouble(text, key: key, range: range)
    }

    func int(_ key: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
        guard let text = string(key) else { return nil }
        return try Self.parseInt(text, key: key, range: range)
    }

    public static func parseInt(_ text: String, key: String, range: ClosedRange<Int>? = nil) throws(UsageError) -> Int {
        guard let v = Int(text) else { throw UsageError("\(key): expected a whole number, found '\(text)'") }
        if let range, !range.contains(v) {
            throw UsageError("\(key): must be \(range.lowerBound) to \(range.upperBound), found \(v)")
        }
        return v
    }

    /// An `X,Y` pair of finite numbers, each optionally restricted to `range`.
    func pair(_ key: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> (Double, Double)? {
        guard let text = string(key) else { return nil }
        return try Self.parsePair(text, key: key, range: range)
    }

    /// Every `X,Y` pair of a repeatable option.
    func pairs(_ key: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for t in strings(key) { out.append(try Self.parsePair(t, key: key, range: range)) }
        return out
    }

    /// One of a fixed set of words.
    func choice(_ key: String, from allowed: [String]) throws(UsageError) -> String? {
        guard let text = string(key) else { return nil }
        guard allowed.contains(text) else {
            throw UsageError("\(key): expected one of \(allowed.joined(separator: ", ")), found '\(text)'")
        }
        return text
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
