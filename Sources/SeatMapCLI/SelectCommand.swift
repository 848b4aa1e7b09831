import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules

struct SelectCommand: SeatMapCommand {
    static let tap = Option<String>("--tap", value: "ID",
                                    help: "A seat id to tap (repeatable; ID,ID also works; \\, is a comma inside an id; @FILE: one id a line).", repeatable: true)
    static let refresh = Option<String>("--refresh", value: "NEWER", help: "A newer hall file of the same showtime to check the selection against.")

    static let configuration = CommandConfiguration(
        name: "seatmap select",
        abstract: "Tap seats in order and print the selection after each tap.",
        discussion: """
        Prints one JSON object per tap: {"tap", "ok", "selected", "total"} and, when refused,
        "error" (notAvailable, exceedLimit, unknownSeat) and "message". total is in fen.
        With --refresh, the taps are then checked against a newer status snapshot of the same
        showtime: seats sold or locked meanwhile are dropped and one more line reports
        {"refresh", "dropped", "selected", "total"}. Exit 0 when every tap was taken; 1 when a
        rule refused a tap (every line is still printed) or --refresh dropped a seat; 65 when NEWER
        is a snapshot of another showtime or hall (its showtime id, start, hall id or seat ids
        disagree).
        """,
        positionals: [Positional.hall],
        options: [
            tap, refresh,
        ])

    let hallPath: String
    let taps: SeatIdArguments
    let refresh: String?

    init(_ args: ParsedArguments) throws {
        hallPath = args[Positional.hall]
        taps = try SeatIdArguments(args, Self.tap)
        guard !taps.isEmpty else { throw CLIError.usage("--tap: at least one seat id is needed") }
        refresh = args[Self.refresh]
    }

    static func selectionFields(_ s: SeatSelection) -> [(String, JSONValue)] {
        [("selected", .array(s.selectedSeatIds.map { .string($0) })), ("total", .int(s.totalMinorUnits))]
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let (hall, venueRules) = try VenueInput.ruleSource(hallPath)
        var selection = SeatSelection(hall: hall)
        var refused = false
        for tap in try taps.resolve() {
            // On a venue, a tap on a table sold whole takes the whole table.
            switch venueRules.map({ $0.toggle(&selection, tap) }) ?? selection.toggle(tap) {
            case .success:
                io.print(JSONValue.object([("tap", .string(tap)), ("ok", .bool(true))] + Self.selectionFields(selection)).serialized())
            case .failure(let e):
                refused = true
                io.print(JSONValue.object([("tap", .string(tap)), ("ok", .bool(false)), ("error", .string(e.code)),
                                           ("message", .string(e.description))] + Self.selectionFields(selection)).serialized())
            }
        }
        guard let refresh else { return refused ? ExitCode.negative : ExitCode.ok }
        let fresh = try VenueInput.ruleHall(refresh)
        if let mismatch = Hall.otherShowtime(hall, fresh) {
            throw CLIError.data("\(refresh): \(mismatch): not a snapshot of the showtime of \(hallPath)")
        }
        let (next, report) = selection.refreshed(with: fresh)
        let dropped = report.dropped.map { JSONValue.object([("seat", .string($0.seatId)), ("now", .string($0.nowState))]) }
        let message = report.dropped.isEmpty ? "all selected seats are still available"
            : "\(report.dropped.map { "\($0.seatId) is now \($0.nowState)" }.joined(separator: "; ")); dropped, kept \(report.kept.count)"
        io.print(JSONValue.object([("refresh", .string(refresh)), ("dropped", .array(dropped)),
                                   ("message", .string(message))] + Self.selectionFields(next)).serialized())
        return report.dropped.isEmpty && !refused ? ExitCode.ok : ExitCode.negative
    }
}
