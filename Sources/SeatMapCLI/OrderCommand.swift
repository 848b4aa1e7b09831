import SeatMapTheme
import SeatMapPage
import Foundation
import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules

struct OrderCommand: SeatMapCommand {
    static let selected = Option<String>("--selected", value: "ID,ID",
                                         help: "Selected seats in tap order (\\, is a comma inside an id; @FILE: one id a line).", repeatable: true)
    static let source = Option<String>("--source", value: "S", help: "orderSource (default: seatmap_cli).")
    static let requestId = Option<String>("--request-id", value: "UUID", help: "clientRequestId (default: a new random UUID).")

    static let configuration = CommandConfiguration(
        name: "seatmap order",
        abstract: "Print the order draft for a selection (sorted keys), checking every rule.",
        discussion: """
        The selection is tapped in order (limits, couple pairs) and checked for lone seats left
        empty. Exit 0 with the draft; exit 1 with {"error", "message"} when a rule refuses it.
        """,
        positionals: [Positional.hall],
        options: [
            selected, source, requestId,
        ])

    let hallPath: String
    let selected: SeatIdArguments
    let source: String
    let requestId: String

    init(_ args: ParsedArguments) throws {
        hallPath = args[Positional.hall]
        selected = try SeatIdArguments(args, Self.selected)
        source = args[Self.source] ?? "seatmap_cli"
        requestId = args[Self.requestId] ?? UUID().uuidString
        guard UUIDText.isValid(requestId) else { throw CLIError.usage("--request-id: '\(requestId)' is not a UUID (8-4-4-4-12 hex digits)") }
        guard !source.isEmpty else { throw CLIError.usage("--source: must not be empty") }
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let draft: Result<OrderDraft, RuleError>
        let (hall, venueRules) = try VenueInput.ruleSource(hallPath)
        if let rules = venueRules {
            // A venue's own rules: tables sold whole, lone seats round tables.
            draft = rules.orderDraft(try selected.resolve(), source: source, requestId: requestId)
        } else {
            var selection = SeatSelection(hall: hall)
            if case .failure(let e) = selection.select(try selected.resolve()) {
                io.print(JSONValue.object([("error", .string(e.code)), ("message", .string(e.description))]).serialized())
                return ExitCode.negative
            }
            draft = selection.orderDraft(source: source, requestId: requestId)
        }
        switch draft {
        case .success(let draft):
            io.print(draft.json.serialized(sortedKeys: true))
            return ExitCode.ok
        case .failure(let e):
            io.print(JSONValue.object([("error", .string(e.code)), ("message", .string(e.description))]).serialized())
            return ExitCode.negative
        }
    }
}
