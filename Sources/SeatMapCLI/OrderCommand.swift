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
    static let area = Option<String>("--area", value: "ID:N", help: "A venue: N places in general-admission area ID (repeatable).", repeatable: true)

    static let configuration = CommandConfiguration(
        name: "seatmap order",
        abstract: "Print the order draft for a selection (sorted keys), checking every rule.",
        discussion: """
        The selection is tapped in order (limits, couple pairs) and checked for lone seats left
        empty. Exit 0 with the draft; exit 1 with {"error", "message"} when a rule refuses it.
        On a venue, --area ID:N adds N places of a general-admission area (within what is left;
        an area sold whole takes its capacity); the draft lists them under "places".
        """,
        positionals: [Positional.hall],
        options: [
            selected, source, requestId, area,
        ])

    let hallPath: String
    let selected: SeatIdArguments
    let source: String
    let requestId: String
    let areas: [(areaId: String, count: Int)]

    init(_ args: ParsedArguments) throws {
        hallPath = args[Positional.hall]
        selected = try SeatIdArguments(args, Self.selected)
        source = args[Self.source] ?? "seatmap_cli"
        requestId = args[Self.requestId] ?? UUID().uuidString
        guard UUIDText.isValid(requestId) else { throw CLIError.usage("--request-id: '\(requestId)' is not a UUID (8-4-4-4-12 hex digits)") }
        guard !source.isEmpty else { throw CLIError.usage("--source: must not be empty") }
        areas = try args.every(Self.area).map(AreaArgument.places)
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let draft: Result<OrderDraft, RuleError>
        let (hall, venueRules) = try VenueInput.ruleSource(hallPath)
        if let rules = venueRules {
            // A venue's own rules: tables sold whole, lone seats round tables, places by count.
            draft = rules.orderDraft(try selected.resolve(), areas: areas, source: source, requestId: requestId)
        } else {
            guard areas.isEmpty else { throw CLIError.usage("--area: \(hallPath) is a hall, which has no general-admission areas (a venue file has)") }
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
