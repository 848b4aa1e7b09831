import SeatMapArguments

/// A command in the spirit of swift-argument-parser: a configuration, an initializer that
/// validates its arguments (usage errors, exit 64, before any file is read), and `run()`.
protocol SeatMapCommand {
    static var configuration: CommandConfiguration { get }
    init(_ args: ParsedArguments) throws
    /// Does the work, printing into `io`; returns the exit code (0, or 1 for a negative answer).
    func run(_ io: inout CommandIO) throws -> Int32
    /// The commands under this one (`batch merge` under `batch`): the command line is a tree,
    /// walked word by word.
    static var subcommands: [any SeatMapCommand.Type] { get }
}

extension SeatMapCommand {
    static var subcommands: [any SeatMapCommand.Type] { [] }

    /// The command's own word (`merge` for `seatmap batch merge`).
    static var word: String { String(configuration.name.split(separator: " ").last ?? "") }
}
