import Foundation
import SeatMapArguments
import SeatMapCore

/// Seat ids on the command line. Ids may hold commas (`"1,1"` in some Maoyan exports), so a list
/// is split only at unescaped commas: `\,` is a comma inside an id and `\\` a backslash; and
/// `@FILE` reads one id per line (blank lines skipped), which needs no escaping at all.
///
/// Parsing checks the lists; `@FILE` is read only when the command runs (`resolve`), so checking
/// a command line (`SeatMapTool.check`) reads no file.
struct SeatIdArguments: Sendable {
    let key: String
    let values: [String]

    init(_ args: ParsedArguments, _ option: Option<String>) throws {
        key = option.spec.key
        values = args.texts(option)
        for v in values where !v.hasPrefix("@") { _ = try Self.split(v, key: key) }
    }

    var isEmpty: Bool { values.isEmpty }

    /// Every id of every occurrence, in order, `@FILE` lists read now.
    func resolve() throws -> [String] {
        var out: [String] = []
        for value in values { out += value.hasPrefix("@") ? try Self.read(String(value.dropFirst()), key: key) : try Self.split(value, key: key) }
        return out
    }

    /// The ids of a file, one a line.
    static func read(_ path: String, key: String) throws -> [String] {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: 16 << 20) } catch {
            if case .tooLarge = error { throw CLIError.data("\(key) @\(path): \(error.reason(what: "a list of seat ids"))") }
            throw CLIError.noInput("\(key) @\(path): \(error.reason(what: "a list of seat ids"))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError.data("\(key) @\(path): not UTF-8 text (one seat id a line)")
        }
        return text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            .map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The ids of one list (`a,b\,c`).
    static func split(_ value: String, key: String) throws(UsageError) -> [String] {
        var out: [String] = []
        var current = ""
        var escaped = false
        for ch in value {
            if escaped { current.append(ch); escaped = false; continue }
            switch ch {
            case "\\": escaped = true
            case ",":
                out.append(current)
                current = ""
            default: current.append(ch)
            }
        }
        if escaped { current.append("\\") }
        out.append(current)
        let ids = out.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !ids.contains(where: \.isEmpty) else {
            throw UsageError("\(key): empty seat id in \(MessageText.quoted(value)) (a comma inside an id is written \\,)")
        }
        return ids
    }
}
