/// Money in the currency's minor units (fen for CNY, cents for USD; none for JPY), always integers.
public enum MinorUnits {
    /// The sum of prices in minor units, stopping at `Int.max` instead of trapping.
    ///
    /// Hall files cannot reach the bound (a seat costs at most `HallFile.maxPriceMinorUnits`, an order
    /// holds at most 100 seats), but a `Hall` built in code can hold any `Int`; a total that would
    /// overflow is shown as the largest representable amount rather than crashing the process.
    public static func total<S: Sequence>(_ prices: S) -> Int where S.Element == Int {
        var sum = 0
        for p in prices {
            let (next, overflow) = sum.addingReportingOverflow(p)
            if overflow { return p > 0 ? Int.max : Int.min }
            sum = next
        }
        return sum
    }
}
