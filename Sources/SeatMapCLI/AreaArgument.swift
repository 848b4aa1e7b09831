import SeatMapCore

/// An `--area ID:N` value: a general-admission area's id (which may hold colons: split at the
/// last) and 1…100 places, or bad usage (64) — one reading for order and the page commands.
enum AreaArgument {
    static func places(_ text: String) throws -> (areaId: String, count: Int) {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex,
              let n = Int(text[text.index(after: colon)...]), (1...100).contains(n) else {
            throw CLIError.usage("--area \(MessageText.quoted(text)): expected ID:N, an area's id and 1…100 places (floor:3)")
        }
        return (String(text[..<colon]), n)
    }
}
