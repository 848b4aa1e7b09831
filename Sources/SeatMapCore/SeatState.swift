/// What a seat looks like on the page: its server status combined with the local selection.
public enum SeatState: String, Sendable, CaseIterable {
    case available
    case sold
    case locked
    case selected

    public init(status: SeatStatus, isSelected: Bool) {
        switch status {
        case .available: self = isSelected ? .selected : .available
        case .sold, .aisle: self = .sold
        case .locked: self = .locked
        }
    }
}

/// Formats fen as yuan with two decimals ("¥45.00" without the sign: "45.00").
public func formatYuan(_ fen: Int) -> String {
    let sign = fen < 0 ? "-" : ""
    let a = abs(fen)
    let cents = a % 100
    return "\(sign)\(a / 100).\(cents < 10 ? "0" : "")\(cents)"
}

/// Short yuan for chips: "45" for 4500 fen, "45.5" for 4550.
public func formatYuanShort(_ fen: Int) -> String {
    let a = abs(fen), sign = fen < 0 ? "-" : ""
    if a % 100 == 0 { return "\(sign)\(a / 100)" }
    if a % 10 == 0 { return "\(sign)\(a / 100).\((a % 100) / 10)" }
    return sign + formatYuan(a)
}
