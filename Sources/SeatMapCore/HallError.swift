/// One thing wrong with a hall file, located by JSON path and source position.
public struct HallProblem: Sendable, Equatable, CustomStringConvertible {
    /// JSON path such as `rows[4][12].status`; empty for the document itself.
    public var path: String
    /// 1-based source line and column of the offending value (0 when unknown).
    public var line: Int
    public var column: Int
    public var reason: String
    /// For the closing line of a capped list: how many problems it stands for (else 0).
    public var omitted: Int

    public init(path: String, line: Int, column: Int, reason: String, omitted: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
        self.omitted = omitted
    }

    /// A problem the located decoder found.
    public init(_ problem: JSONProblem) {
        self.init(path: problem.path, line: problem.line, column: problem.column, reason: problem.reason)
    }

    /// How many problems a (possibly capped) list stands for.
    public static func total(_ problems: [HallProblem]) -> Int {
        problems.reduce(0) { $0 + ($1.omitted > 0 ? $1.omitted : 1) }
    }

    /// Problems kept while reading a file, and problems reported (the first ones in source order;
    /// the rest are counted in one closing line).
    public static let kept = 1_000
    public static let reported = 100

    /// The first `reported` of `problems`, plus one unlocated line counting the rest.
    public static func capped(_ problems: [HallProblem], unkept: Int = 0) -> [HallProblem] {
        let rest = max(0, problems.count - reported) + unkept
        guard rest > 0 else { return problems }
        return Array(problems.prefix(reported))
            + [HallProblem(path: "", line: 0, column: 0, reason: "\(rest) more problem\(rest == 1 ? "" : "s") not shown", omitted: rest)]
    }

    /// `file:12:7: rows[4][12].status: …`, or `file: reason` for an unlocated problem.
    public func line(file: String) -> String { line > 0 || !path.isEmpty ? "\(file):\(self)" : "\(file): \(reason)" }

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
        case let .syntax(file, line, column, reason):
            // Positions come from the JSON parser; a plist parser gives none.
            return [line > 0 ? "\(file):\(line):\(column): invalid JSON: \(reason)" : "\(file): \(reason)"]
        case let .invalid(file, problems): return problems.map { $0.line(file: file) }
        case let .tooLarge(file, reason): return ["\(file): \(reason)"]
        }
    }

    public var description: String { lines.joined(separator: "\n") }
}
