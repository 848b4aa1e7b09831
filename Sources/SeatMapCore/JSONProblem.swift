/// One thing wrong with a JSON document SeatMap reads: the path that reached the value
/// (`items[1].output`, `steps[2].tap`), where the value stands in the text, and why it is refused.
/// `JSONValueDecoder` throws it; each reader wraps it in its own error with the file's name.
public struct JSONProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the reader names it: keys joined by `.`, indices in brackets; the document
    /// itself has the reader's root name (`manifest`, `story`) or is empty.
    public var path: String
    /// 1-based line and column (in Unicode scalars) of the refused value's first character.
    public var line: Int
    public var column: Int
    public var reason: String

    public init(path: String, line: Int, column: Int, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `6:14: items[1].output: expected a string, found a number`
    public var description: String { path.isEmpty ? "\(line):\(column): \(reason)" : "\(line):\(column): \(path): \(reason)" }
}
