import SeatMapCore

/// One format an unrecognised file was tried as, and why it did not match.
public struct FormatAttempt: Sendable, Equatable, CustomStringConvertible {
    public var format: String
    public var reason: String
    public init(format: String, reason: String) { self.format = format; self.reason = reason }
    public var description: String { "\(format): \(reason)" }
}

/// Why seat data of another system could not be imported. Every case names the file; the first
/// four are a hall file's (`HallError`), which an import also meets when it reads the file or
/// validates what it converted.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case syntax(file: String, line: Int, column: Int, reason: String)
    case invalid(file: String, problems: [HallProblem])
    case tooLarge(file: String, reason: String)
    /// An XML property list with a syntax error.
    case plistSyntax(file: String, line: Int, column: Int, reason: String)
    /// Neither a hall file nor any importable format; says what each format needed.
    case unrecognized(file: String, tried: [FormatAttempt])
    /// Text in no encoding SeatMap reads (or not in the one named); says what it resembles and
    /// how to convert it.
    case encoding(file: String, reason: String)

    public init(_ e: HallError) {
        switch e {
        case let .unreadable(f, r): self = .unreadable(file: f, reason: r)
        case let .syntax(f, l, c, r): self = .syntax(file: f, line: l, column: c, reason: r)
        case let .invalid(f, p): self = .invalid(file: f, problems: p)
        case let .tooLarge(f, r): self = .tooLarge(file: f, reason: r)
        }
    }

    public var file: String {
        switch self {
        case .unreadable(let f, _), .syntax(let f, _, _, _), .invalid(let f, _), .tooLarge(let f, _), .unrecognized(let f, _),
             .plistSyntax(let f, _, _, _), .encoding(let f, _): return f
        }
    }

    /// One line per problem, each `file:line:column: path: reason`.
    public var lines: [String] {
        switch self {
        case let .unreadable(file, reason): return HallError.unreadable(file: file, reason: reason).lines
        case let .syntax(file, line, column, reason): return HallError.syntax(file: file, line: line, column: column, reason: reason).lines
        case let .invalid(file, problems): return HallError.invalid(file: file, problems: problems).lines
        case let .tooLarge(file, reason): return HallError.tooLarge(file: file, reason: reason).lines
        case let .plistSyntax(file, line, column, reason): return ["\(file):\(line):\(column): invalid property list: \(reason)"]
        case let .encoding(file, reason): return ["\(file): \(reason)"]
        case let .unrecognized(file, tried):
            // The way forward: a list no importer knows is read with a mapping of its keys.
            return ["\(file): not a hall file or an importable format; tried " + tried.map(\.description).joined(separator: "; ")
                    + "; if it is a list of seats, read it with a mapping of its keys: seatmap import \(file) --map MAP.json (docs/hall-format.md, \"Mapping a list\")"]
        }
    }

    public var description: String { lines.joined(separator: "\n") }
}
