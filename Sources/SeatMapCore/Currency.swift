/// A hall's currency (hall-file key `currency`, an ISO 4217 code): how many minor units a price
/// has and how an amount is written. Prices in a hall file are always whole minor units (fen for
/// CNY, cents for USD; đồng itself for VND, which has none), so `minorUnits` says where the
/// decimal point goes.
///
/// Formats follow each currency's common use on ticketing pages (CLDR's locale patterns for the
/// currency's home country, without its spacing quirks): CNY `¥45`, VND `80.000 ₫`, THB `฿140`,
/// USD `$12.50`, EUR `12,50 €`. CNY writes no grouping separator, as Chinese ticketing apps do
/// (`¥1280`); INR groups in lakhs and crores, as India writes the rupee (`₹1,00,000.00`).
public struct Currency: Sendable, Hashable {
    /// ISO 4217 code, upper case ("CNY").
    public var code: String
    /// The sign written with the amount ("¥", "₫").
    public var symbol: String
    /// Digits after the decimal point (ISO 4217 minor units): 2 for CNY, 0 for VND and JPY.
    public var minorUnits: Int
    /// Whether the sign follows the amount, after a space (`80.000 ₫`).
    public var symbolAfter: Bool
    /// Thousands separator, or "" for none.
    public var grouping: String
    public var decimalSeparator: String
    /// Digits in each group above the first three: 3 (`100,000`), or 2 for the Indian system
    /// of lakhs and crores (`1,00,000`, `1,00,00,000`), as the rupee is written.
    public var higherGroupSize: Int

    public init(code: String, symbol: String, minorUnits: Int, symbolAfter: Bool = false, grouping: String = ",", decimalSeparator: String = ".",
                higherGroupSize: Int = 3) {
        self.code = code
        self.symbol = symbol
        self.minorUnits = minorUnits
        self.symbolAfter = symbolAfter
        self.grouping = grouping
        self.decimalSeparator = decimalSeparator
        self.higherGroupSize = max(1, higherGroupSize)
    }

    /// The currencies SeatMap writes (docs/hall-format.md, "Currencies").
    public static let known: [Currency] = [
        Currency(code: "CNY", symbol: "¥", minorUnits: 2, grouping: ""),
        Currency(code: "HKD", symbol: "HK$", minorUnits: 2),
        Currency(code: "TWD", symbol: "NT$", minorUnits: 0),
        Currency(code: "MOP", symbol: "MOP$", minorUnits: 2),
        Currency(code: "JPY", symbol: "¥", minorUnits: 0),
        Currency(code: "KRW", symbol: "₩", minorUnits: 0),
        Currency(code: "THB", symbol: "฿", minorUnits: 2),
        Currency(code: "VND", symbol: "₫", minorUnits: 0, symbolAfter: true, grouping: ".", decimalSeparator: ","),
        Currency(code: "SGD", symbol: "S$", minorUnits: 2),
        Currency(code: "MYR", symbol: "RM", minorUnits: 2),
        Currency(code: "IDR", symbol: "Rp", minorUnits: 0, grouping: ".", decimalSeparator: ","),
        Currency(code: "PHP", symbol: "₱", minorUnits: 2),
        Currency(code: "INR", symbol: "₹", minorUnits: 2, higherGroupSize: 2),
        Currency(code: "USD", symbol: "$", minorUnits: 2),
        Currency(code: "CAD", symbol: "CA$", minorUnits: 2),
        Currency(code: "AUD", symbol: "A$", minorUnits: 2),
        Currency(code: "EUR", symbol: "€", minorUnits: 2, symbolAfter: true, grouping: ".", decimalSeparator: ","),
        Currency(code: "GBP", symbol: "£", minorUnits: 2),
    ]

    /// Chinese yuan, the seed's currency and the default of a hall that names none.
    public static let cny = known[0]

    /// The currency of an ISO 4217 code (any case), or nil when SeatMap does not know it.
    public static func named(_ code: String) -> Currency? {
        let upper = code.uppercased()
        return known.first { $0.code == upper }
    }

    /// `amount` minor units as the page writes it: `short` drops a zero fraction (`¥45`,
    /// `¥45.50`), and amounts of a currency without minor units have none (`80.000 ₫`).
    public func format(_ amount: Int, short: Bool = true) -> String {
        let negative = amount < 0
        let magnitude = amount.magnitude
        let scale = UInt(pow10(minorUnits))
        let whole = magnitude / scale, fraction = magnitude % scale
        var digits = String(whole)
        if !grouping.isEmpty, digits.count > 3 {
            // The last three digits, then groups of `higherGroupSize` (3, or 2 for lakhs).
            var grouped = [String(digits.suffix(3))]
            var rest = Substring(digits.dropLast(3))
            while rest.count > higherGroupSize {
                grouped.insert(String(rest.suffix(higherGroupSize)), at: 0)
                rest = rest.dropLast(higherGroupSize)
            }
            grouped.insert(String(rest), at: 0)
            digits = grouped.joined(separator: grouping)
        }
        if minorUnits > 0, !(short && fraction == 0) {
            let f = String(fraction)
            digits += decimalSeparator + String(repeating: "0", count: minorUnits - f.count) + f
        }
        let sign = negative ? "-" : ""
        return symbolAfter ? "\(sign)\(digits) \(symbol)" : "\(sign)\(symbol)\(digits)"
    }

    /// Currency units to minor units: 80000 đồng is 80000, ¥45 is 4500.
    public var minorPerUnit: Int { pow10(minorUnits) }

    func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { r, _ in r * 10 } }
}
