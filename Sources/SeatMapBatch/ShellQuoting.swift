/// POSIX shell quoting for the re-run commands a reviewer pastes into a terminal.
enum ShellQuoting {
    /// Characters that never mean anything to a POSIX shell inside a word.
    private static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=@%+,-".unicodeScalars)

    /// `word` unchanged when it holds only safe characters, else in single quotes, with each
    /// `'` written as `'\''`. Inside single quotes nothing is special (no `$`, backticks, `;`,
    /// globs or newlines), so the shell passes the exact bytes as one argument.
    static func quote(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The words quoted and joined with spaces: one command line.
    static func command(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }
}
