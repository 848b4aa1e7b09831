/// One thing wrong with a hall file, located by JSON path and source position.
public struct HallProblem: Sendable, Equatable, CustomStringConvertible {
    /// JSON path such as `rows[4][12].status`; empty for the document itself.
    public var path: String
    /// 1-based source line and column of the offending value (0 when unknown).
    public var line: Int
    public var column: Int
    public var reason: String

    public init(path: String, line: Int, column: Int, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `12:7: rows[4][12].status: unknown status 7 (…)`
    public var description: String {
        let place = line > 0 ? "\(line):\(column): " : ""
        return path.isEmpty ? "\(place)\(reason)" : "\(place)\(path): \(reason)"
    }
}

/// Why a hall file could not be used. Every case names the file.
public enum HallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is not JSON.
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// The file is JSON but breaks the hall format; every problem found is listed.
    case invalid(file: String, problems: [HallProblem])
    /// Refused before any work: more rows, columns, seats or bytes than SeatMap accepts.
    case tooLarge(file: String, reason: String)

    public var file: String {
        switch self {
        case .unreadable(let f, _), .syntax(let f, _, _, _), .invalid(let f, _), .tooLarge(let f, _): return f
        }
    }

    /// One line per problem, each `file:line:column: path: reason`.
    public var lines: [String] {
        switch self {
        case let .unreadable(file, reason): return ["\(file): \(reason)"]
        case let .syntax(file, line, column, reason): return ["\(file):\(line):\(column): invalid JSON: \(reason)"]
        case let .invalid(file, problems): return problems.map { "\(file):\($0)" }
        case let .tooLarge(file, reason): return ["\(file): \(reason)"]
        }
    }

    public var description: String { lines.joined(separator: "\n") }
}
