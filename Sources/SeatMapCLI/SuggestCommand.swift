import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules
import SeatMapVenue

struct SuggestCommand: SeatMapCommand {
    static let count = Option<Int>("--count", value: "N", help: "How many seats (1 to the hall's maxSeats).", in: 1...100)
    static let accessible = Option<Int>("--accessible", value: "N",
                                        help: "N seats including a wheelchair space or accessible seat (instead of --count).", in: 1...100)
    static let zone = Option<String>("--zone", value: "ID", help: "A venue with focal zones: only seats of zone ID, nearest its focal point.")

    static let configuration = CommandConfiguration(
        name: "seatmap suggest",
        abstract: "Suggest the best N seats side by side.",
        discussion: """
        Prints {"seats": [...], "total": fen} (exit 0), or {"seats": [], "reason": "…"} (exit 1).
        Order: no lone seat left beside the block when avoidable; the row nearest the centre row
        (rows.count / 2), the row behind first on a tie; the block nearest the centre axis; leftmost.
        Wheelchair spaces, accessible and companion seats are kept for those who need them: --count
        never takes them; --accessible N suggests N seats that hold a wheelchair space or an
        accessible seat (with the companion seats beside it).
        A venue file (docs/venue-format.md) gets seats.io's best available: N seats side by side
        in one row, no lone seat left when avoidable, the block nearest the venue's focal point
        (else its stage's centre, else the middle of its seats), printed as {"seats": [...],
        "nearest": what it was nearest}. A venue with focal zones (seats.io's zones) chooses each
        section's seats nearest its zone's focal point; --zone ID keeps to one zone.
        """,
        positionals: [Positional.hall],
        options: [count,
                  accessible,
                  zone])

    let hallPath: String
    let count: Int
    let accessible: Bool
    let zoneId: String?
    init(_ args: ParsedArguments) throws {
        hallPath = args[Positional.hall]
        zoneId = args[Self.zone]
        let plain = try args[Self.count], forAccessible = try args[Self.accessible]
        if plain != nil && forAccessible != nil { throw CLIError.usage("--count and --accessible both say how many seats; use one of them") }
        guard let n = plain ?? forAccessible else { throw CLIError.usage("--count: missing; say how many seats") }
        count = n
        accessible = forAccessible != nil
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let hall: Hall
        do { hall = try HallImport.load(path: hallPath) } catch { return try runVenue(VenueInput.rules(hallPath, after: error), &io) }
        if zoneId != nil { throw CLIError.usage("--zone: \(hallPath) is a hall, which has no focal zones (a venue file may have)") }
        switch SeatSuggester(hall: hall, accessible: accessible).suggest(count: count) {
        case .success(let seats):
            let total = MinorUnits.total(seats.lazy.map { hall[$0].priceMinorUnits })
            io.print(JSONValue.object([("seats", .array(seats.map { .string(hall[$0].seatId) })), ("total", .int(total))]).serialized())
            return ExitCode.ok
        case .failure(let reason):
            io.print(JSONValue.object([("seats", .array([])), ("reason", .string(reason.description))]).serialized())
            return ExitCode.negative
        }
    }

    /// A venue's best-available block: nearest its focus, which the answer names (its seats
    /// carry no price, so there is no total).
    func runVenue(_ rules: VenueRules, _ io: inout CommandIO) throws -> Int32 {
        guard !accessible else { throw CLIError.usage("--accessible: a venue file names no accessible seats yet (\(hallPath)); use --count") }
        let result = rules.bestAvailable(count: count, zone: zoneId)
        if case .failure(let e) = result, case .unknownFocalZone = e { throw CLIError.usage("--zone: \(e.description)") }
        switch result {
        case .success(let found):
            if !found.nextToEachOther { io.warn("warning: \(hallPath): \(rules.apartWarning(count: count, zone: zoneId))") }
            io.print(JSONValue.object([("seats", .array(found.ids.map { .string($0) })), ("nearest", .string(rules.nearest(zone: zoneId))),
                                       ("nextToEachOther", .bool(found.nextToEachOther))]).serialized())
            return ExitCode.ok
        case .failure(let reason):
            io.print(JSONValue.object([("seats", .array([])), ("reason", .string(reason.description))]).serialized())
            return ExitCode.negative
        }
    }
}
