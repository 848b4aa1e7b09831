import SeatMapCore
/// WCAG 2.x contrast checks of a theme: text against what it is drawn on (4.5:1), seat bodies
/// against the background and against each other (3:1, non-text contrast).
///
/// Seat states: every state's fill must stand out from the background, and `available` from
/// every other state, since "can I pick this seat?" must be answerable from colour alone.
/// Selected, sold and locked are not required to differ from each other by 3:1: five colours
/// (background and four states) cannot all be 3:1 apart within WCAG's 21:1 range (3^4 = 81), so
/// those three are told apart by their marks (check, cross, lock), which every theme draws.
public enum ThemeLint {
    public struct Check: Sendable, Hashable {
        /// What is checked, e.g. "states.available.fill vs background".
        public var name: String
        public var ratio: Double
        public var required: Double
        /// The two colours compared, as the theme writes them, and the keys that set them.
        public var foreground: String = ""
        public var background: String = ""
        public var keys: [String] = []
        public var passes: Bool { ratio + 1e-9 >= required }
    }

    public static let textMinimum = 4.5
    public static let nonTextMinimum = 3.0

    public static func checks(_ t: Theme) -> [Check] {
        let bg = t.background.over(.white)
        let p = t.page
        func solid(_ c: Color, on base: Color) -> Color { c.over(base) }
        var out: [Check] = []
        func add(_ name: String, _ a: Color, _ b: Color, _ min: Double) {
            // The keys are the name's two sides ("page.text on page.navigation").
            let sides = name.components(separatedBy: name.contains(" on ") ? " on " : " vs ")
            let keys = sides.map { $0.components(separatedBy: " ").first ?? $0 }
            out.append(Check(name: name, ratio: a.contrastRatio(with: b), required: min, foreground: a.hex, background: b.hex, keys: keys))
        }
        let states = Theme.lintOrder.map { ($0.rawValue, t.style(for: $0)) }
        for (name, s) in states {
            add("states.\(name).fill vs background", solid(s.fill, on: bg), bg, nonTextMinimum)
            add("states.\(name).mark vs states.\(name).fill", solid(s.mark, on: solid(s.fill, on: bg)), solid(s.fill, on: bg), nonTextMinimum)
        }
        for (name, s) in states.dropFirst() {
            add("states.available.fill vs states.\(name).fill", solid(t.style(for: .available).fill, on: bg), solid(s.fill, on: bg), nonTextMinimum)
        }
        let nav = solid(p.navigation, on: .white), priceBar = solid(p.priceBar, on: .white)
        let texts: [(String, Color, String, Color)] = [
            ("page.text", p.text, "page.navigation", nav),
            ("page.secondaryText", p.secondaryText, "page.navigation", nav),
            ("page.chipText", p.chipText, "page.chipFill", solid(p.chipFill, on: solid(p.strip, on: .white))),
            ("page.chipSelectedText", p.chipSelectedText, "page.chipSelectedFill", solid(p.chipSelectedFill, on: solid(p.strip, on: .white))),
            ("page.secondaryText", p.secondaryText, "page.chipFill", solid(p.chipFill, on: solid(p.strip, on: .white))),
            ("page.screenText", p.screenText, "page.screenFill", solid(p.screenFill, on: bg)),
            // The 银幕中央 pill, with the text colour the page picks for it.
            (t.centerPill.text == p.screenText ? "page.screenText" : "page.text", t.centerPill.text, "the 银幕中央 pill (page.centerLine at 35 %)",
             solid(t.centerPill.fill, on: bg)),
            ("page.railText", p.railText, "page.railFill", solid(p.railFill, on: bg)),
            // A rail pinned over the map: its colour laid on the background, 92 % opaque over
            // the seats (checked over the background, what shows between them).
            ("page.railText", p.railText, "page.railFill pinned", solid(solid(p.railFill, on: bg).withAlpha(0.92), on: bg)),
            ("page.legendText", p.legendText, "background", bg),
            ("page.priceText", p.priceText, "page.priceBar", priceBar),
            ("page.hintText", p.hintText, "page.priceBar", priceBar),
            ("page.text", p.text, "page.priceBar", priceBar),
            ("page.buttonText", p.buttonText, "page.buttonFill", solid(p.buttonFill, on: priceBar)),
            ("page.seatChipText", p.seatChipText, "page.seatChipFill", solid(p.seatChipFill, on: priceBar)),
            // Page states (docs/page-states.md): the toast floats over the map, the dialog's card
            // over the page behind its scrim.
            ("page.toastText", p.toastText, "page.toastFill", solid(p.toastFill, on: bg)),
            ("page.dialogText", p.dialogText, "page.dialogFill", solid(p.dialogFill, on: solid(p.scrim, on: bg))),
            ("page.dialogCancelText", p.dialogCancelText, "page.dialogFill", solid(p.dialogFill, on: solid(p.scrim, on: bg))),
            ("page.dialogAccentText", p.dialogAccentText, "page.dialogFill", solid(p.dialogFill, on: solid(p.scrim, on: bg))),
        ]
        for (tn, tc, bn, bc) in texts { add("\(tn) on \(bn)", solid(tc, on: bc), bc, textMinimum) }
        return out
    }

    public static func failures(_ t: Theme) -> [Check] { checks(t).filter { !$0.passes } }
}

extension Theme {
    /// The order lint reports states in: available first (every other state is checked against
    /// it), then the rest as `SeatState` lists them, so a new state is checked without an entry here.
    static var lintOrder: [SeatState] { [.available] + SeatState.allCases.filter { $0 != .available } }
}
