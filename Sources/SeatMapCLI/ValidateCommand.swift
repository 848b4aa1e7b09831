import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapLayout
import SeatMapRender

struct ValidateCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap validate",
        abstract: "Check a hall file and report every problem.",
        discussion: "Prints `ok: N seats, R rows, Z zones` (exit 0; with several files, followed by the file),\nor every problem as `error: file:line:column: path: reason` (exit 1). Exit 65 when a file is\nnot JSON or too large, 66 when it is missing. Warnings (rows whose frames overlap) go to stderr.",
        positionals: [PositionalSpec("HALL", help: "Hall file, or seat data in any format `seatmap import` reads.", variadic: true)],
        options: [.option("--theme", value: "T", help: "Theme whose seat metrics decide overlaps (default: maoyan)."),
                  .flag("--strict", help: "Treat warnings (overlapping seats) as errors: exit 1.")])

    let paths: [String]
    let theme: String
    let strict: Bool
    init(_ args: ParsedArguments) throws {
        paths = args.positionals
        theme = args.string("--theme") ?? "maoyan"
        strict = args.flag("--strict")
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let metrics = try Theme.load(theme).metrics
        var worst = ExitCode.ok
        for path in paths {
            do {
                let hall = try HallImport.load(path: path)
                let zones = Set(hall.allSeats.map(\.seat.zone)).count
                // `ok: N seats, R rows, Z zones`, a form scripts match; with several files each line names its file at the end.
                let counts = "ok: \(hall.seatCount) seat\(hall.seatCount == 1 ? "" : "s"), \(hall.rows.count) row\(hall.rows.count == 1 ? "" : "s"), \(zones) zone\(zones == 1 ? "" : "s")"
                io.print(paths.count == 1 ? counts : "\(counts) (\(path))")
                let overlaps = SeatLayout(hall: hall, metrics: metrics).overlapWarnings()
                for w in overlaps { io.warn("\(strict ? "error" : "warning"): \(path): \(w)") }
                if strict && !overlaps.isEmpty { worst = max(worst, ExitCode.negative) }
            } catch {
                if case .invalid(_, let problems) = error {
                    for line in error.lines { io.print("error: \(line)") }
                    let n = HallProblem.total(problems)
                    io.print("\(path): \(n) problem\(n == 1 ? "" : "s")")
                    worst = max(worst, ExitCode.negative)
                } else {
                    let mapped = CLIError.from(error)
                    for line in mapped.lines { io.warn("error: \(line)") }
                    worst = max(worst, mapped.exitCode)
                }
            }
        }
        return worst
    }
}
