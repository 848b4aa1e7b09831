import SeatMapCore
import SeatMapArguments

/// The `seatmap` command: dispatches to a subcommand and maps every error to one line on
/// stderr and an exit code. The executable is a thin wrapper around `run`.
public enum SeatMapTool {
    /// The release, printed by `seatmap --version`.
    public static let version = SeatMapVersion.current

    /// The top of the command tree, in the order help lists them.
    static var topLevel: [any SeatMapCommand.Type] { [
        RenderCommand.self, LayoutCommand.self, HitCommand.self, ValidateCommand.self, ImportCommand.self, SelectCommand.self,
        SuggestCommand.self, OrderCommand.self, FlowCommand.self, DiffCommand.self, BatchCommand.self, ThemesCommand.self,
        FontsCommand.self, DevicesCommand.self, LocalesCommand.self, AuditCommand.self, CompletionsCommand.self, ManCommand.self,
    ] }

    /// Every command of the tree, depth first, named as typed after `seatmap` (`batch merge`).
    static var commands: [(name: String, type: any SeatMapCommand.Type)] {
        func walk(_ types: [any SeatMapCommand.Type], prefix: String) -> [(name: String, type: any SeatMapCommand.Type)] {
            types.flatMap { t in [(prefix + t.word, t)] + walk(t.subcommands, prefix: prefix + t.word + " ") }
        }
        return walk(topLevel, prefix: "")
    }


    /// Every command's name as typed (`render`, `batch merge`): what help, completions and the man
    /// page are generated from, for tests that walk them all.
    public static var commandNames: [String] { commands.map(\.name) }

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "seatmap",
            abstract: "Render Maoyan-style cinema seat-selection pages offline, pixel-exact.",
            discussion: """
            EXIT CODES:
              0 ok; 1 a negative answer (images differ, validation found errors, a rule refused,
              a batch item failed or changed); 64 bad usage; 65 bad input data; 66 input missing;
              73 cannot create output; 74 an output stream could not be written; 75 a batch
              folder is in use by another seatmap (its lock names the holder).
              Errors are `error:` lines on stderr, or one JSON object with SEATMAP_ERROR_FORMAT=json
              (or --json on validate and diff).

            Run `seatmap help <command>` or `seatmap <command> --help` for a command's arguments,
            `seatmap --version` for the release.
            """,
            subcommands: commands.map { ($0.name, $0.type.configuration.abstract) })
    }

    /// Runs `seatmap` with `arguments` (without the program name); returns the exit code.
    public static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.stderr += configuration.helpText + "\n"
            return ExitCode.usage
        }
        if first == "--version" {
            io.print("seatmap \(version)")
            return ExitCode.ok
        }
        if first == "help", arguments.count > 1 {
            // `seatmap help render` prints what `seatmap render --help` prints.
            guard let (entry, rest) = resolve(Array(arguments.dropFirst())), rest.isEmpty else {
                report(.usage("no help for '\(arguments.dropFirst().joined(separator: " "))'; commands: \(commands.map(\.name).joined(separator: ", "))"),
                       command: "help", usage: "seatmap help <command>", io: &io)
                return ExitCode.usage
            }
            io.print(entry.type.configuration.helpText)
            return ExitCode.ok
        }
        if first == "--help" || first == "-h" || first == "help" {
            io.print(configuration.helpText)
            return ExitCode.ok
        }
        guard let (entry, rest) = resolve(arguments) else {
            let hint = NearMiss.closest(to: first, among: commands.map(\.name)).map { "did you mean \($0)? " } ?? ""
            report(.usage("unknown command '\(first)'; \(hint)commands: \(commands.map(\.name).joined(separator: ", "))"),
                   command: first, usage: configuration.usage, io: &io)
            return ExitCode.usage
        }
        if rest.contains("--json"), entry.type.configuration.options.contains(where: { $0.key == "--json" }) { io.jsonErrors = true }
        do {
            let parsed = try ArgumentParser.parse(rest, for: entry.type.configuration)
            if parsed.wantsHelp {
                io.print(entry.type.configuration.helpText)
                return ExitCode.ok
            }
            let command = try entry.type.init(parsed)
            return try command.run(&io)
        } catch {
            report(CLIError.from(error), command: entry.name, usage: entry.type.configuration.usage, io: &io)
            return CLIError.from(error).exitCode
        }
    }

    /// The one place an error reaches the user: `error:` lines (and the usage line for bad
    /// usage), or with `jsonErrors` one object
    /// `{"error": {"command", "exitCode", "messages", "usage"}}` on one line of stderr.
    static func report(_ e: CLIError, command: String, usage: String, io: inout CommandIO) {
        if io.jsonErrors {
            // Messages quote input: escaped and cut here, as `io.warn` does for the text form.
            // Every field, the command's name too (an unknown command is the user's own text).
            var fields: [(String, JSONValue)] = [("command", .string(MessageText.line(command))), ("exitCode", .int(Int(e.exitCode))),
                                                 ("messages", .array(e.lines.map { .string(MessageText.line($0)) }))]
            if e.exitCode == ExitCode.usage { fields.append(("usage", .string(MessageText.line(usage)))) }
            io.warn(json: .object([("error", .object(fields))]))
            return
        }
        for (i, line) in e.lines.enumerated() { io.warn(i == 0 ? "error: \(line)" : "  \(line)") }
        if e.exitCode == ExitCode.usage { io.warn("usage: \(usage)") }
    }

    /// Parses `arguments` and builds the command they name, without running it (no file is
    /// read or written): the exit code and message a run would give for bad usage, or nil when
    /// the arguments are well-formed. The fuzzer drives the typed-argument layer through this.
    public static func check(_ arguments: [String]) -> CLIError? {
        guard let first = arguments.first else { return .usage("no command") }
        guard let (entry, rest) = resolve(arguments) else { return .usage("unknown command '\(first)'") }
        do {
            let parsed = try ArgumentParser.parse(rest, for: entry.type.configuration)
            if parsed.wantsHelp { return nil }
            _ = try entry.type.init(parsed)
            return nil
        } catch {
            return CLIError.from(error)
        }
    }

    /// The command named by the leading words (`batch merge`), walking the tree as far as the
    /// words name subcommands, and the arguments after them.
    static func resolve(_ arguments: [String]) -> (entry: (name: String, type: any SeatMapCommand.Type), rest: [String])? {
        guard let first = arguments.first, var node = topLevel.first(where: { $0.word == first }) else { return nil }
        var name = first
        var rest = Array(arguments.dropFirst())
        while let next = rest.first, let child = node.subcommands.first(where: { $0.word == next }) {
            node = child
            name += " " + next
            rest.removeFirst()
        }
        return ((name, node), rest)
    }

    /// Convenience for tests: runs and returns everything printed.
    public static func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        var io = CommandIO()
        let code = run(arguments, io: &io)
        return (code, io.stdout, io.stderr + io.stderrAfterStdout)
    }
}
