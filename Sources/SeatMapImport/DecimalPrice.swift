import SeatMapCore

/// Prices written in currency units ("45", "56.32", 23.6) to fen, exactly: the digits are read
/// as text, never through binary floating point (56.32 as a Double is 56.3199999…).
enum PriceText {
    case fen(Int)
    /// Why the text is not a price.
    case refused(String)
}

enum DecimalPrice {
    /// Minor units (fen) for a decimal text with at most two significant decimals, or a reason it is refused.
    static func fen(_ text: String) -> PriceText {
        let t = text.trimmingSpaces
        let parts = t.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0])
        var frac = parts.count > 1 ? String(parts[1]) : ""
        guard whole.isDigits, frac.isEmpty || frac.isDigits, !(parts.count > 1 && frac.isEmpty) else {
            return .refused("expected a price in currency units like 45 or 56.32, found \(MessageText.quoted(text))")
        }
        while frac.count > 2, frac.hasSuffix("0") { frac.removeLast() }
        guard frac.count <= 2 else { return .refused("price \(t) has more than two decimals (fen are the smallest unit)") }
        guard whole.count <= 7, let yuan = Int(whole) else {
            return .refused("price \(t) is above the limit of \(HallFile.maxPriceMinorUnits / 100) currency units")
        }
        let fen = yuan * 100 + (Int(frac.rightPadded(to: 2)) ?? 0)
        guard fen <= HallFile.maxPriceMinorUnits else {
            return .refused("price \(t) is above the limit of \(HallFile.maxPriceMinorUnits / 100) currency units")
        }
        return .fen(fen)
    }

    /// Reads a JSON number or string price.
    static func fen(_ value: JSONValue) -> PriceText {
        guard let text = value.scalarText else { return .refused("expected a price, found \(value.typeName)") }
        return fen(text)
    }
}

extension String {
    func rightPadded(to n: Int) -> String {
        count >= n ? String(prefix(n)) : self + String(repeating: "0", count: n - count)
    }
}
