import SeatMapArguments
import SeatMapImport
import SeatMapCore
import SeatMapLayout
import SeatMapTheme

/// `seatmap completions bash|zsh|fish`: a completion script generated from the commands'
/// configurations.
struct CompletionsCommand: SeatMapCommand {
    static let shell = Positional("SHELL", help: "bash, zsh or fish.", completion: ShellCompletions.Shell.allCases.map(\.rawValue))
    static let configuration = CommandConfiguration(
        name: "seatmap completions",
        abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: """
        bash:  source <(seatmap completions bash)      (or save it in /etc/bash_completion.d/seatmap)
        zsh:   seatmap completions zsh > "${fpath[1]}/_seatmap"
        fish:  seatmap completions fish > ~/.config/fish/completions/seatmap.fish
        The script is generated from the same command definitions as --help and the man page.
        """,
        positionals: [shell])

    let shell: ShellCompletions.Shell

    init(_ args: ParsedArguments) throws {
        let name = args[Self.shell]
        guard let shell = ShellCompletions.Shell(rawValue: name.lowercased()) else {
            throw CLIError.usage("SHELL: unknown shell '\(name)'; expected bash, zsh or fish")
        }
        self.shell = shell
    }

    /// What the program's completions know: every command, and each option's values as its
    /// declaration names them (themes, devices, formats).
    static var completions: ShellCompletions {
        ShellCompletions(program: "seatmap", commands: SeatMapTool.commands.map { ($0.name, $0.type.configuration) })
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        io.stdout += Self.completions.script(for: shell)
        return ExitCode.ok
    }
}

/// `seatmap man`: the man page, generated from the commands' configurations.
struct ManCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap man",
        abstract: "Print the man page (roff), generated from the same definitions as --help.",
        discussion: "View it with `seatmap man | man -l -`; docs/seatmap.1 is the same page.")

    init(_ args: ParsedArguments) throws {}

    static var page: ManPage {
        ManPage(program: "seatmap", version: SeatMapTool.version, top: SeatMapTool.configuration,
                commands: SeatMapTool.commands.map { ($0.name, $0.type.configuration) })
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        io.stdout += Self.page.text
        return ExitCode.ok
    }
}
