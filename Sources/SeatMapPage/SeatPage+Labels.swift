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

    public init(strings: PageStrings) {
        self.strings = strings
        label = SeatLabelTemplate(strings.seatLabel)
        accessibility = TextTemplate(strings.seatAccessibility, placeholders: ["{label}", "{state}", "{price}"])
        price = PriceTemplate(strings)
    }

    /// `5排3号`, `A排12号`: the theme's `seatLabel` with the seat's printed row and column.
    public func label(_ seat: Seat) -> String { label.label(for: seat) }

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
    /// state, not "image".
    public func accessibilityLabel(_ seat: Seat, state: SeatState) -> String {
        accessibility.fill([label(seat), word(state), price.text(seat.priceFen)])
    }
}

extension SeatPage {
    public var labeler: SeatLabeler { SeatLabeler(strings: theme.strings) }

    /// The seat's printed label, e.g. `5排3号`.
    public func label(of index: GridIndex) -> String { labeler.label(hall[index]) }

    /// The seat's accessibility label, e.g. `5排3号座位，可选，¥45`.
    public func accessibilityLabel(of index: GridIndex) -> String {
        labeler.accessibilityLabel(hall[index], state: state(of: index))
    }
}
