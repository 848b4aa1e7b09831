import SeatMapArguments
import SeatMapCore
import SeatMapLayout

struct HitCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap hit",
        abstract: "Name the seat under each touch point, as the app would.",
        discussion: "Points are in viewport coordinates: device points from the seat-map viewport's top-left.\nPrints one JSON object per point, one per line.",
        positionals: [PositionalSpec("HALL", help: "Hall file, or seat data in any format `seatmap import` reads.")],
        options: PageOptions.specs + [
            .option("--point", value: "X,Y", help: "A touch in viewport points, each -1000000…1000000 (repeatable).", repeatable: true),
            .option("--slop", value: "P", help: "Accept the nearest seat within P device points (0…44, default 0)."),
        ])

    let options: PageOptions
    let points: [Point]
    let slop: Double

    init(_ args: ParsedArguments) throws {
        options = try PageOptions(args)
        points = try args.pairs("--point", in: PageOptions.coordinateRange).map { Point(x: $0.0, y: $0.1) }
        guard !points.isEmpty else { throw CLIError.usage("--point: at least one touch point is needed") }
        slop = try args.double("--slop", in: 0...HitTester.maxSlop) ?? 0
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let page = try options.makePage()
        let tester = HitTester(page: page.layout)
        for p in points {
            let point = try JSONValue.doubles([p.x, p.y])
            if let idx = try tester.seat(atViewport: p, slop: slop) {
                let seat = page.hall[idx]
                io.print(JSONValue.object([
                    ("point", point), ("seat", .string(seat.seatId)),
                    ("state", .string(page.state(of: idx).rawValue)),
                    ("selectable", .bool(seat.status == .available)),
                ]).serialized())
            } else {
                io.print(JSONValue.object([("point", point), ("seat", .null)]).serialized())
            }
        }
        return ExitCode.ok
    }
}
