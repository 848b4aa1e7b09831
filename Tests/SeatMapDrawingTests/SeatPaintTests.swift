import Testing
import SeatMapCore
@testable import SeatMapTheme
import SeatMapTestSupport
@testable import SeatMapPage
@testable import SeatMapDrawing

/// The colours a seat is drawn with are decided once (`SeatPaint`): the painter draws them and
/// the audit checks them, zone tints included.
@Suite struct SeatPaintTests {
    /// maoyan with a tint on the standard zone too, which no built-in theme has.
    static var tinted: Theme {
        var t = Theme.builtinDefault
        t.zones[.normal] = ZoneStyle(name: "普通区", tint: Color(hex: "#FAFAFA")!, stroke: nil)
        return t
    }

    @Test func thePainterDrawsWhatSeatPaintDecides() {
        let t = Self.tinted
        for state in [SeatState.available, .sold, .selected, .locked] {
            for zone in [SeatZone.normal, .golden, .couple] {
                let p = SeatPaint(theme: t, state: state, zone: zone)
                let c = SeatSymbols(theme: t, scale: IconScale(pixelsPerUnit: 3, deviceScale: 3)).colors(state: state, zone: zone)
                #expect(c.fill == p.fill.color && c.stroke == p.stroke?.color && c.mark == p.mark.color, "\(state) \(zone)")
            }
        }
        // Zone styles apply to available seats only.
        #expect(SeatPaint(theme: t, state: .sold, zone: .golden).fill.key == "states.sold.fill")
        #expect(SeatPaint(theme: t, state: .available, zone: .golden).name == "golden available")
    }

    @Test func theAuditChecksTheTintTheStandardZoneIsDrawnWith() throws {
        // A near-white tint on a white map: the painter draws standard seats with it, so the
        // audit must check it (a second derivation from the theme skipped the standard zone).
        let hall = HallBuilder.hall(["AAAA", "AAAA"])
        let checks = PageAudit.colourChecks(Self.tinted, hall: hall)
        let mark = try #require(checks.first { $0.vision == .normal && $0.name == "available mark vs available seat" })
        #expect(mark.keys == ["states.available.mark", "zones.1.tint"])
        #expect(mark.background == "#FAFAFA")
        let plain = PageAudit.colourChecks(.builtinDefault, hall: hall)
        #expect(plain.first { $0.vision == .normal && $0.name == "available mark vs available seat" }?.keys == ["states.available.mark", "states.available.fill"])
    }
}
