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
        // '…'. Each is spelt as its UTF-8 bytes in octal through `printf`, which every POSIX
        // shell has — `'x'"$(printf '\342\200\256')"'y'` — never bash's `$'…'`, which dash
        // (`/bin/sh`) reads as `$` and a quoted word, so a name could close its quote and run.
        // A newline stays literal inside '…' (a command substitution would drop it at its end).
        if word.unicodeScalars.contains(where: { MessageText.escaped(String($0)) != String($0) }) {
            var out = "", quoted = ""
            func flush() {
                if !quoted.isEmpty { out += "'" + quoted.replacingOccurrences(of: "'", with: "'\\''") + "'" }
                quoted = ""
            }
            for c in word.unicodeScalars {
                if c != "\n", MessageText.escaped(String(c)) != String(c) {
                    flush()
                    out += "\"$(printf '" + String(c).utf8.map(octal).joined() + "')\""
                } else {
                    quoted.unicodeScalars.append(c)
                }
            }
            flush()
            return out
        }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A byte as printf's three-digit octal escape (`\033`).
    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// The words quoted and joined with spaces: one command line.
    static func command(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }
}
