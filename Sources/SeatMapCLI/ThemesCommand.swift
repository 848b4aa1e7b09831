import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapRender

struct ThemesCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap themes",
        abstract: "List the built-in themes, or lint themes for WCAG contrast.",
        discussion: """
        `seatmap themes` lists the built-in themes. `seatmap themes lint THEME…` checks text
        (4.5:1) and seat states (3:1 against the background; available against every other state)
        and prints each failing pair with its ratio; exit 1 when any fails. THEME is a built-in
        name or a theme file.
        """,
        positionals: [PositionalSpec("lint THEME", help: "`lint` followed by themes to check.", variadic: true, optional: true)],
        options: [.flag("--all", help: "With lint: print every check, not only the failures.")])

    let lintTargets: [String]?
    let showAll: Bool

    init(_ args: ParsedArguments) throws {
        showAll = args.flag("--all")
        guard let first = args.positionals.first else { lintTargets = nil; return }
        guard first == "lint" else { throw CLIError.usage("unknown themes subcommand '\(first)'; expected lint") }
        lintTargets = Array(args.positionals.dropFirst())
        if lintTargets!.isEmpty { throw CLIError.usage("lint: name at least one theme (built-in name or file)") }
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        guard let targets = lintTargets else {
            for t in Theme.builtins { io.print(t.name) }
            return ExitCode.ok
        }
        var failed = false
        for target in targets {
            let theme = try Theme.load(target)
            let checks = ThemeLint.checks(theme)
            let failures = checks.filter { !$0.passes }
            for c in (showAll ? checks : failures) {
                io.print("\(c.passes ? "ok  " : "FAIL") \(target): \(c.name): \(format(c.ratio)):1 (needs \(format(c.required)):1)")
            }
            io.print("\(target): \(failures.isEmpty ? "passes" : "\(failures.count) of \(checks.count) checks fail")")
            failed = failed || !failures.isEmpty
        }
        return failed ? ExitCode.negative : ExitCode.ok
    }

    func format(_ v: Double) -> String { NumberText.rounded(v, places: 2) }
}
