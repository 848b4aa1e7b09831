import Foundation
import SeatMapCore
/// POSIX shell quoting for the re-run commands a reviewer pastes into a terminal.
enum ShellQuoting {
    /// Characters that never mean anything to a POSIX shell inside a word.
    private static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=@%+,-".unicodeScalars)

    /// `word` unchanged when it holds only safe characters, else in single quotes, with each
    /// `'` written as `'\''`. Inside single quotes nothing is special (no `$`, backticks, `;`,
    /// globs or newlines), so the shell passes the exact bytes as one argument.
    static func quote(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ safe.contains($0) }) { return word }
        // Control and format characters (ESC, CR, U+202E) cannot be shown or pasted inside
        // '…': ANSI-C quoting spells them as \u escapes, which bash, zsh and ksh read back.
        if word.unicodeScalars.contains(where: { MessageText.escaped(String($0)) != String($0) }) {
            var out = "$'"
            for c in word.unicodeScalars {
                switch c {
                case "\\": out += "\\\\"
                case "'": out += "\\'"
                default:
                    if MessageText.escaped(String(c)) != String(c) {
                        out += c.value <= 0xFFFF ? String(format: "\\u%04X", c.value) : String(format: "\\U%08X", c.value)
                    } else { out.unicodeScalars.append(c) }
                }
            }
            return out + "'"
        }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The words quoted and joined with spaces: one command line.
    static func command(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }
}
