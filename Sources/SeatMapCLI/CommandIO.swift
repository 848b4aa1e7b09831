import SeatMapCore
import SeatMapPage

/// What a command prints. Commands append here instead of writing to the process's streams, so
/// tests can run any command in-process and read exactly what a user would see.
public struct CommandIO: Sendable {
    public var stdout = ""
    /// Binary output (an image for `-o -`), written to stdout before `stdout`'s text.
    public var stdoutBytes: [UInt8] = []
    public var stderr = ""
    /// stderr lines that are true only once stdout is written (`wrote stdout (png, …)` for
    /// `-o -`): the executable prints them after the write succeeds, never before its error.
    public var stderrAfterStdout = ""
    /// Whether stderr is a terminal (progress lines are only drawn on one).
    public var stderrIsTerminal = false
    /// Called for progress text when `stderrIsTerminal`; the executable writes it straight away.
    public var progress: (@Sendable (String) -> Void)?
    /// Errors as one JSON object on stderr instead of `error:` lines: set by `--json` on the
    /// commands that have it, or for every command by `SEATMAP_ERROR_FORMAT=json` (the executable
    /// reads the environment).
    public var jsonErrors = false

    /// Where a command's long text goes as it is made (the executable sets it to write to fd 1):
    /// `layout` of a 200,000-seat hall is 100 MB, and keeping it to print at the end would hold
    /// it (and its growth) in memory. Nil in tests: `emit` appends to `stdout`.
    public var stdoutStream: (@Sendable (String) -> Int32?)?
    /// The `errno` of a streamed write that failed: later pieces are dropped and the executable
    /// exits 74, as when the buffered stdout cannot be written.
    public var stdoutStreamError: Int32?

    public init() {}

    /// Text for stdout, written now when the executable streams (`stdoutStream`), else kept.
    public mutating func emit(_ text: String) {
        guard let stream = stdoutStream else { stdout += text; return }
        guard stdoutStreamError == nil else { return }
        stdoutStreamError = stream(text)
    }

    public mutating func print(_ line: String) { stdout += line + "\n" }
    /// A message line on stderr; what it quotes from input is escaped and cut (`MessageText.line`).
    public mutating func warn(_ line: String) { stderr += MessageText.line(line) + "\n" }

    /// What every command that resolves a page says about it, the same words everywhere
    /// (`render`, `layout`, `hit`, `audit`): the page's own warnings (a text shortened, a glyph no
    /// font has), then the input's, named by the hall file. `drawn` replaces the page's own with a
    /// backend's, which include them (`render`).
    mutating func warnPage(_ resolved: ResolvedPage, hallPath: String, drawn: [String]? = nil) {
        for w in drawn ?? resolved.warnings { warn("warning: \(w)") }
        for w in resolved.inputWarnings { warn("warning: \(hallPath): \(w)") }
    }
    /// One JSON document on a line of stderr, as it is: serialising escaped its control
    /// characters, and cutting it would leave JSON no reader can parse.
    mutating func warn(json: JSONValue) { stderr += json.serialized() + "\n" }
    /// A line for stderr once stdout has been written (see `stderrAfterStdout`).
    public mutating func warnAfterStdout(_ line: String) { stderrAfterStdout += MessageText.line(line) + "\n" }

    /// Writes `bytes` to `path`, or to stdout when `path` is `-`.
    mutating func writeOutput(_ bytes: [UInt8], to path: String) throws {
        if path == "-" { stdoutBytes += bytes } else { try OutputFile.write(bytes, to: path) }
    }
}

/// Exit codes (sysexits.h), as the README documents them.
public enum ExitCode {
    public static let ok: Int32 = 0
    /// A negative answer: images differ, validation found errors, a rule refused.
    public static let negative: Int32 = 1
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let noInput: Int32 = 66
    public static let cannotCreate: Int32 = 73
    /// An output stream could not be written (a full disk, a closed pipe with SIGPIPE ignored).
    public static let ioError: Int32 = 74
    /// Another seatmap process holds the folder's lock (EX_TEMPFAIL: try again when it is done).
    public static let busy: Int32 = 75
}
