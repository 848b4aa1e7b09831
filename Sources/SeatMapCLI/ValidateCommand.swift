import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapVenue
import SeatMapImport
import SeatMapLayout

struct ValidateCommand: SeatMapCommand {
    static let theme = Option<String>("--theme", value: "T", help: "Theme whose seat metrics decide overlaps (default: maoyan).",
                                      completion: Theme.builtinNames)
    static let strict = Flag("--strict", help: "Treat warnings (overlapping seats, companion seats that can never be sold) as errors: exit 1.")
    static let json = Flag("--json", help: "Print the result as one JSON object.")

    static let configuration = CommandConfiguration(
        name: "seatmap validate",
        abstract: "Check a hall file and report every problem.",
        discussion: """
        Prints `ok: N seats, R rows, Z zones` (with several files, followed by the file), or every
        problem as `error: file:line:column: path: reason` and `file: N problems` (exit 1: the file
        is a hall, or seat data, that breaks the format; with --strict also overlapping seats).
        A file that cannot be read as seat data at all (not JSON or a property list, no format
        matches, over the size limit) is an error on stderr, exit 65; a missing one exit 66. With
        several files the exit code is the worst. Warnings (rows whose frames overlap) go to stderr.
        With --json, one JSON object on stdout: {"valid": …, "files": [{"file", "valid", "seats",
        "rows", "zones", "problems": [{"file", "line", "column", "path", "message"}], "warnings"}]}.
        """,
        positionals: [Positional.halls],
        options: [theme,
                  strict,
                  json])

    let paths: [String]
    let theme: String
    let strict: Bool
    let json: Bool
    init(_ args: ParsedArguments) throws {
        paths = args.every(Positional.halls)
        theme = args[Self.theme] ?? "maoyan"
        strict = args[Self.strict]
        json = args[Self.json]
    }

    /// One problem, located where the file allows (line and column 0 when it does not).
    struct Problem {
        var file: String
        var line = 0
        var column = 0
        var path = ""
        var message: String
        /// For the closing line of a capped list: how many problems it stands for.
        var omitted = 0

        var text: String { HallProblem(path: path, line: line, column: column, reason: message).line(file: file) }
        var json: JSONValue {
            .object([("file", .string(file)), ("line", .int(line)), ("column", .int(column)), ("path", .string(path)),
                     ("message", .string(message))])
        }
    }

    /// What validating one file found.
    struct Result {
        var path: String
        var counts: (seats: Int, rows: Int, zones: Int)?
        var problems: [Problem] = []
        var warnings: [String] = []
        /// Exit code for this file alone: 0; 1 (seat data that breaks the format); 65 (not seat data
        /// at all); 66 (not read).
        var exitCode = ExitCode.ok
    }

    func validate(_ path: String, metrics: SeatMetrics) -> Result {
        var result = Result(path: path)
        do throws(ImportError) {
            let hall: Hall
            do { hall = try HallImport.load(path: path) } catch {
                // Only once the hall readers refuse it (a hall is parsed once): a venue is checked
                // as one, a chart or plan named as one.
                if let venue = VenueInput.peek(path) { return validateVenue(path, venue.root, kind: venue.kind) }
                throw error
            }
            var overlaps = SeatLayout(hall: hall, metrics: metrics).overlapWarnings()
            // A companion seat no order can include is a finding as well (with --strict, an error).
            let lone = hall.loneCompanionSeats.map { hall[$0].seatId }
            if !lone.isEmpty {
                overlaps.append("\(lone.count == 1 ? "companion seat" : "\(lone.count) companion seats") \(lone.prefix(10).joined(separator: ", "))\(lone.count > 10 ? ", …" : "") \(lone.count == 1 ? "has" : "have") no wheelchair space or accessible seat beside \(lone.count == 1 ? "it" : "them"): an order must include one, so \(lone.count == 1 ? "it" : "they") can never be sold (mark the neighbour's kind, or set \"companionRule\": false)")
            }
            if strict && !overlaps.isEmpty {
                result.problems = overlaps.map { Problem(file: path, message: $0) }
                result.exitCode = ExitCode.negative
            } else {
                result.counts = (hall.seatCount, hall.rows.count, Set(hall.allSeats.map(\.seat.zone)).count)
                result.warnings = overlaps
            }
        } catch {
            switch error {
            case let .invalid(file, problems):
                result.problems = problems.map {
                    Problem(file: file, line: $0.line, column: $0.column, path: $0.path, message: $0.reason, omitted: $0.omitted)
                }
            case let .syntax(file, line, column, reason):
                result.problems = [Problem(file: file, line: line, column: column, message: line > 0 ? "invalid JSON: \(reason)" : reason)]
            case let .plistSyntax(file, line, column, reason):
                result.problems = [Problem(file: file, line: line, column: column, message: "invalid property list: \(reason)")]
            case let .tooLarge(file, reason), let .unreadable(file, reason), let .encoding(file, reason):
                result.problems = [Problem(file: file, message: reason)]
            case .unrecognized(let file, _):
                result.problems = [Problem(file: file, message: String(error.lines[0].dropFirst(file.count + 2)))]
            }
            switch error {
            case .invalid: result.exitCode = ExitCode.negative
            case .unreadable: result.exitCode = ExitCode.noInput
            case .syntax, .plistSyntax, .tooLarge, .unrecognized, .encoding: result.exitCode = ExitCode.dataError
            }
        }
        return result
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let metrics = try Theme.load(theme).metrics
        let results = paths.map { validate($0, metrics: metrics) }
        let worst = results.map(\.exitCode).max() ?? ExitCode.ok
        if json {
            io.print(JSONValue.object([("valid", .bool(worst == ExitCode.ok)), ("files", .array(results.map(fileJSON)))]).serialized())
            return worst
        }
        var errorLines: [String] = []
        for r in results {
            for w in r.warnings { io.warn("warning: \(r.path): \(w)") }
            if let c = r.counts {
                // `ok: N seats, R rows, Z zones`, a form scripts match; with several files each line names its file at the end.
                let counts = "ok: \(c.seats) seat\(c.seats == 1 ? "" : "s"), \(c.rows) row\(c.rows == 1 ? "" : "s"), \(c.zones) zone\(c.zones == 1 ? "" : "s")"
                io.print(paths.count == 1 ? counts : "\(counts) (\(r.path))")
            } else if r.exitCode != ExitCode.negative {
                // Not an answer about a hall's contents: an error, on stderr.
                errorLines += r.problems.map(\.text)
            } else {
                for p in r.problems { io.print("error: \(p.text)") }
                let n = r.problems.reduce(0) { $0 + max($1.omitted, 1) }
                io.print("\(r.path): \(n) problem\(n == 1 ? "" : "s")")
            }
        }
        if io.jsonErrors, !errorLines.isEmpty {
            SeatMapTool.report(CLIError(errorLines, exitCode: worst), command: "validate", usage: Self.configuration.usage, io: &io)
        } else {
            for line in errorLines { io.warn("error: \(line)") }
        }
        return worst
    }

    func fileJSON(_ r: Result) -> JSONValue {
        var m: [(String, JSONValue)] = [("file", .string(r.path)), ("valid", .bool(r.exitCode == ExitCode.ok))]
        if let c = r.counts { m += [("seats", .int(c.seats)), ("rows", .int(c.rows)), ("zones", .int(c.zones))] }
        m += [("problems", .array(r.problems.map(\.json))), ("warnings", .array(r.warnings.map { .string($0) }))]
        return .object(m)
    }
}

extension ValidateCommand {
    /// A venue file checked as the venue layout needs it; `zones` counts its price categories.
    /// A seats.io chart or pretix plan given as is is named as such: import it first.
    func validateVenue(_ path: String, _ root: JSONValue, kind: VenueInput.Kind) -> Result {
        var result = Result(path: path)
        guard kind == .venueFile else {
            result.problems = [Problem(file: path, message: "\(kind.rawValue), not a hall or venue file: seatmap import \(path) -o VENUE.json converts it")]
            result.exitCode = ExitCode.dataError
            return result
        }
        do {
            let venue = try VenueFile.read(root, file: path)
            let layout = try VenueLayout(venue: venue)
            var warnings = layout.warnings
            // Seats that overlap, as the whole map reports them (`seatsOverlap`): one finding
            // with their count and the first few, an error under --strict as a hall's are.
            let (pairs, more) = ResolvedVenue.overlappingSeats(in: layout)
            if !pairs.isEmpty {
                let shown = pairs.prefix(3).map { "\($0.0) and \($0.1)" }.joined(separator: ", ")
                let count = more ? "\(pairs.count) or more pairs" : pairs.count == 1 ? "1 pair" : "\(pairs.count) pairs"
                warnings.append("\(count) of seats overlap: \(shown)\(pairs.count > 3 ? ", …" : "")")
            }
            if strict && !pairs.isEmpty {
                result.problems = warnings.suffix(1).map { Problem(file: path, message: $0) }
                result.exitCode = ExitCode.negative
                return result
            }
            result.counts = (venue.allSeats.count, venue.rows.count, Set(venue.allSeats.compactMap(\.category)).count)
            result.warnings = warnings
        } catch let e as VenueReadError {
            result.problems = [Problem(file: path, line: e.problem.line, column: e.problem.column, path: e.problem.path, message: e.problem.reason)]
            result.exitCode = ExitCode.negative
        } catch {
            result.problems = [Problem(file: path, message: "\(error)")]
            result.exitCode = ExitCode.negative
        }
        return result
    }
}
