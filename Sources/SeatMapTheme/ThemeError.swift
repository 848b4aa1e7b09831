import SeatMapCore

/// Why a theme could not be used. Every case names the file (or built-in name).
public enum ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// Every problem found: bad colours, unknown keys, wrong types, each with its JSON path.
    case invalid(file: String, problems: [HallProblem])
    /// Refused before parsing: the file is larger than a theme may be.
    case tooLarge(file: String, reason: String)
    /// Neither a file nor a built-in theme of that name.
    case unknownTheme(String, builtins: [String])

    public var lines: [String] {
        switch self {
        case let .unreadable(file, reason), let .tooLarge(file, reason): return ["\(file): \(reason)"]
        case let .syntax(file, line, column, reason): return ["\(file):\(line):\(column): invalid JSON: \(reason)"]
        case let .invalid(file, problems): return problems.map { $0.line(file: file) }
        case let .unknownTheme(name, builtins):
            let hint = NearMiss.closest(to: name, among: builtins).map { "did you mean \($0)? " } ?? ""
            return ["unknown theme '\(name)': \(hint)not a file, and not a built-in theme (\(builtins.joined(separator: ", ")))"]
        }
    }

    public var description: String { lines.joined(separator: "\n") }
}
