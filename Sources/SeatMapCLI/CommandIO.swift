/// What a command prints. Commands append here instead of writing to the process's streams, so
/// tests can run any command in-process and read exactly what a user would see.
public struct CommandIO: Sendable {
    public var stdout = ""
    public var stderr = ""
    /// Whether stderr is a terminal (progress lines are only drawn on one).
    public var stderrIsTerminal = false
    /// Called for progress text when `stderrIsTerminal`; the executable writes it straight away.
    public var progress: (@Sendable (String) -> Void)?

    public init() {}

    public mutating func print(_ line: String) { stdout += line + "\n" }
    public mutating func warn(_ line: String) { stderr += line + "\n" }
}

/// Exit codes (sysexits.h), as documented in the README and DESIGN.md.
public enum ExitCode {
    public static let ok: Int32 = 0
    /// A negative answer: images differ, validation found errors, a rule refused.
    public static let negative: Int32 = 1
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let noInput: Int32 = 66
    public static let cannotCreate: Int32 = 73
}
