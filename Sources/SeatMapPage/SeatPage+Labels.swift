import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// Labels of seats as the page prints and speaks them.
public struct SeatLabeler: Sendable {
    let label: SeatLabelTemplate
    let accessibility: TextTemplate
    let price: PriceTemplate
    let strings: PageStrings
    /// What follows a kind's word when the theme's template has no `{kind}` of its own.
    let kindSeparator: String
    /// A venue page's rows that are tables (their seats' `rowNo`), labelled by `tableSeatLabel`.
    let tableRows: Set<Int>
    let tableLabel: TextTemplate

    /// `currency`: the hall's, when it names one (its format replaces the theme's).
    /// `isolatingPrices`: a right-to-left page's prices are isolated (`PriceTemplate`).
    public init(strings: PageStrings, currency: Currency? = nil, isolatingPrices: Bool = false, tableRows: Set<Int> = []) {
        self.strings = strings
        self.tableRows = tableRows
        tableLabel = TextTemplate(strings.tableSeatLabel, placeholders: ["{table}", "{col}"])
        label = SeatLabelTemplate(strings.seatLabel)
        // A template without `{kind}` says the kind before the state, with the separator the
        // template puts between state and price: `5排3号座位，轮椅位，可选，¥45`.
        let t = strings.seatAccessibility
        if t.contains("{kind}") {
            kindSeparator = ""
            accessibility = TextTemplate(t, placeholders: ["{label}", "{state}", "{price}", "{kind}"])
        } else {
            var separator = "，"
            if let s = t.range(of: "{state}"), let p = t.range(of: "{price}"), s.upperBound <= p.lowerBound {
                separator = String(t[s.upperBound..<p.lowerBound])
            }
            kindSeparator = separator
            accessibility = TextTemplate(t.replacingAll("{state}", with: "{kind}{state}"), placeholders: ["{label}", "{state}", "{price}", "{kind}"])
        }
        price = PriceTemplate(strings, currency: currency, isolated: isolatingPrices)
    }

    /// `5排3号`, `A排12号`: the theme's `seatLabel` with the seat's printed row and column.
    public func label(_ seat: Seat) -> String {
        guard tableRows.contains(seat.rowNo) else { return label.label(for: seat) }
        return tableLabel.fill([seat.rowText, seat.colText])
    }

    /// The state's legend word (可选, 已售, 已选, 锁定).
    public func word(_ state: SeatState) -> String {
        switch state {
        case .available: return strings.legendAvailable
        case .sold: return strings.legendSold
        case .selected: return strings.legendSelected
        case .locked: return strings.legendLocked
        }
    }

    /// `5排3号座位，可选，¥45`: what a screen reader says for a seat, so it reads a seat and its
    /// state, not "image". A seat without a known price (0) says none: `5排3号座位，可选`, the
    /// separator before the empty price dropped.
    public func accessibilityLabel(_ seat: Seat, state: SeatState) -> String {
        let kind = seat.kind.map { strings.word(for: $0) + kindSeparator } ?? ""
        guard seat.priceMinorUnits <= 0 else { return accessibility.fill([label(seat), word(state), price.text(seat.priceMinorUnits), kind]) }
        var text = accessibility.fill([label(seat), word(state), "", kind])
        while let last = text.unicodeScalars.last, Self.trailingSeparators.contains(last) { text.unicodeScalars.removeLast() }
        return text
    }

    /// What may stand between a state and its price in a template: cut when the price is empty.
    static let trailingSeparators: Set<Unicode.Scalar> = [" ", ",", "，", "、", ";", "；", ":", "：", "-", "–", "—", "·"]

    /// A price as the page writes it, or nil for a seat whose price is not known (0).
    public func priceText(_ fen: Int, short: Bool = true) -> String? { fen > 0 ? price.text(fen, short: short) : nil }
}

extension SeatPage {
    public var labeler: SeatLabeler {
        SeatLabeler(strings: theme.strings, currency: hall.currency, isolatingPrices: theme.isRightToLeft, tableRows: venue?.tableRows ?? [])
    }

    /// An amount in the hall's currency as the page writes it (`¥45`, `80.000 ₫`).
    /// `suffix` (a "from" price's `+`) stands with the amount, inside a right-to-left page's isolate.
    public func price(_ amount: Int, short: Bool = true, suffix: String = "") -> String {
        theme.strings.price(amount, short: short, currency: hall.currency, isolated: theme.isRightToLeft, suffix: suffix)
    }

    /// The seat's printed label, e.g. `5排3号`.
    public func label(of index: GridIndex) -> String { labeler.label(hall[index]) }

    /// The seat's accessibility label, e.g. `5排3号座位，可选，¥45`.
    public func accessibilityLabel(of index: GridIndex) -> String {
        labeler.accessibilityLabel(hall[index], state: state(of: index))
    }
}
