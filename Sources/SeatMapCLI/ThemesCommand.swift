import Foundation
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore

struct ThemesCommand: SeatMapCommand {
    static let all = Flag("--all", help: "With lint: print every check, not only the failures.")

    static let configuration = CommandConfiguration(
        name: "seatmap themes",
        abstract: "List the built-in themes with their contrast check, or lint themes for WCAG contrast.",
        discussion: """
        `seatmap themes` lists the built-in themes, each with the result of its contrast check.
        `seatmap themes lint [THEME…]` checks text (4.5:1) and seat states (3:1 against the
        background; available against every other state) of each THEME (a built-in name, in any
        case, or a theme file; every built-in theme when none is named) and prints each failing
        pair with its ratio, or with --all every check; exit 1 when any fails.
        """,
        positionals: [PositionalSpec("lint THEME", help: "`lint` followed by themes to check (default: every built-in).", variadic: true,
                                     optional: true,
                                     completion: ["lint"] + Theme.builtinNames, completesFiles: true)],
        options: [all])

    let lintTargets: [String]?
    let showAll: Bool

    init(_ args: ParsedArguments) throws {
        showAll = args[Self.all]
        guard let first = args.positionals.first else { lintTargets = nil; return }
        guard first == "lint" else { throw CLIError.usage("unknown themes subcommand '\(first)'; expected lint") }
        let named = Array(args.positionals.dropFirst())
        lintTargets = named.isEmpty ? Theme.builtinNames : named
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        guard let targets = lintTargets else {
            let width = (Theme.builtins.map(\.name.count).max() ?? 0) + 2
            for t in Theme.builtins {
                let checks = ThemeLint.checks(t)
                let failing = checks.filter { !$0.passes }.count
                let verdict = failing == 0 ? "contrast: all \(checks.count) checks pass"
                    : "contrast: \(failing) of \(checks.count) checks fail (seatmap themes lint \(t.name))"
                io.print(t.name.padding(toLength: width, withPad: " ", startingAt: 0) + verdict)
            }
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
