import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules

struct SuggestCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap suggest",
        abstract: "Suggest the best N seats side by side.",
        discussion: """
        Prints {"seats": [...], "total": fen} (exit 0), or {"seats": [], "reason": "…"} (exit 1).
        Order: no lone seat left beside the block when avoidable; the row nearest the centre row
        (rows.count / 2), the row behind first on a tie; the block nearest the centre axis; leftmost.
        """,
        positionals: [PositionalSpec("HALL", help: "Hall file, or seat data in any format `seatmap import` reads.")],
        options: [.option("--count", value: "N", help: "How many seats (1 to the hall's maxSeats).")])

    let hallPath: String
    let count: Int
    init(_ args: ParsedArguments) throws {
        hallPath = args.positionals[0]
        guard let n = try args.int("--count", in: 1...100) else { throw CLIError.usage("--count: missing; say how many seats") }
        count = n
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let hall = try HallImport.load(path: hallPath)
        switch SeatSuggester(hall: hall).suggest(count: count) {
        case .success(let seats):
            let total = Fen.total(seats.lazy.map { hall[$0].priceFen })
            io.print(JSONValue.object([("seats", .array(seats.map { .string(hall[$0].seatId) })), ("total", .int(total))]).serialized())
            return ExitCode.ok
        case .failure(let reason):
            io.print(JSONValue.object([("seats", .array([])), ("reason", .string(reason.description))]).serialized())
            return ExitCode.negative
        }
    }
}
