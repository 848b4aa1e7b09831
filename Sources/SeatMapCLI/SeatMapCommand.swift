import SeatMapArguments

/// A command in the spirit of swift-argument-parser: a configuration, an initializer that
/// validates its arguments (usage errors, exit 64, before any file is read), and `run()`.
protocol SeatMapCommand {
    static var configuration: CommandConfiguration { get }
    init(_ args: ParsedArguments) throws
    /// Does the work, printing into `io`; returns the exit code (0, or 1 for a negative answer).
    func run(_ io: inout CommandIO) throws -> Int32
}
