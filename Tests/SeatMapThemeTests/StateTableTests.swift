import Testing
import SeatMapCore
import SeatMapTheme

/// Seat states are a table keyed by state: a theme names the states it changes, every other
/// state keeps the default's colours, and a key that is no state is an error listing the states.
@Suite struct StateTableTests {
    static let core = ##"{"name": "t", "background": "#FFFFFF", "seat": {"width": 36, "height": 36, "hGap": 8, "vGap": 14, "zoneOffset": 6}, "zones": {"1": {"name": "a"}, "2": {"name": "b"}, "3": {"name": "c"}}, "states": {"available": {"fill": "#FFFFFF", "stroke": "#8FD19E"}, "selected": {"fill": "#22B573"}, "sold": {"fill": "#123456", "mark": "#ABCDEF"}, "locked": {"fill": "#F5C26B"}"##

    @Test func everyStateHasAnEntryAndNamedOnesChange() throws {
        let theme = try Theme.decode(Array((Self.core + "}}").utf8), file: "t.json")
        let base = Theme.builtinDefault
        for state in SeatState.allCases { #expect(theme.states[state] != nil, "\(state)") }
        #expect(theme.style(for: .sold).fill == Color(hex: "#123456") && theme.style(for: .sold).mark == Color(hex: "#ABCDEF"))
        // Not named in the file: from the default.
        #expect(theme.style(for: .locked).mark == base.style(for: .locked).mark)
        #expect(theme.style(for: .selected).stroke == base.style(for: .selected).stroke)
    }

    @Test func aKeyThatIsNoStateListsTheStates() throws {
        do {
            _ = try Theme.decode(Array((Self.core + ##", "reserved": {"fill": "#000000"}}}"##).utf8), file: "t.json")
            Issue.record("expected an error")
        } catch {
            guard case .invalid(_, let problems) = error else { Issue.record("\(error)"); return }
            let p = try #require(problems.first { $0.path == "states.reserved" })
            for state in SeatState.allCases { #expect(p.reason.contains(state.rawValue), "\(p.reason)") }
        }
    }
}
