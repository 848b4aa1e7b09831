import SeatMapCore
import SeatMapTheme

/// The colours a seat icon is drawn with — body, outline and mark — and the theme keys that set
/// each, decided in one place: the icon painter draws with them and `seatmap audit` checks
/// them, so the audit checks the colours the page really draws (a golden seat's tint, a couple
/// sofa's outline), never a second derivation from the theme.
public struct SeatPaint: Sendable, Hashable {
    /// A colour with the theme key it comes from (`states.sold.fill`, `zones.2.tint`).
    public struct Ink: Sendable, Hashable {
        public var color: Color
        public var key: String
    }

    public var fill: Ink
    public var stroke: Ink?
    public var mark: Ink
    /// How a person names the look: `sold`, `golden available`.
    public var name: String

    /// Zone decorations apply to available seats only, and only where the theme names them (a
    /// zone's outline colour is its seats' mark colour too).
    public init(theme: Theme, state: SeatState, zone: SeatZone) {
        let style = theme.style(for: state), key = "states.\(state.rawValue)"
        fill = Ink(color: style.fill, key: key + ".fill")
        stroke = style.stroke.map { Ink(color: $0, key: key + ".stroke") }
        mark = Ink(color: style.mark, key: key + ".mark")
        name = state.rawValue
        guard state == .available else { return }
        if zone != .normal { name = "\(zone == .golden ? "golden" : zone == .couple ? "couple" : "zone \(zone.rawValue)") available" }
        let z = theme.zoneStyle(zone), zkey = "zones.\(zone.rawValue)"
        if let tint = z.tint { fill = Ink(color: tint, key: zkey + ".tint") }
        if let s = z.stroke {
            stroke = Ink(color: s, key: zkey + ".stroke")
            mark = Ink(color: s, key: zkey + ".stroke")
        }
    }
}
