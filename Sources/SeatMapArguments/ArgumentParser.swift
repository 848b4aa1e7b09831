import SeatMapCore
/// A usage error: always names the flag or argument at fault. Exit code 64 (EX_USAGE).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The result of parsing: positionals in order, option values by canonical key, flags set.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    /// The positionals by the name their command declares them with (a variadic one holds the
    /// rest): what `args[Self.hall]` reads.
    public var byName: [String: [String]] = [:]
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []
    /// `-h` or `--help` was given.
    public var wantsHelp = false

    public init() {}
}

public enum ArgumentParser {
    /// Parses `arguments` (without the command name) against `configuration`.
    ///
    /// Accepts `--name value`, `--name=value`, and `--` to end options. An option's value is the
    /// next argument even when it starts with `-` (so `--offset -10,5` works), unless it is one of
    /// the command's option names (`--toast -o x.png` forgot the text; `--toast=-o` is the text
    /// `-o`). Unknown options,
    /// missing values, repeated non-repeatable options and wrong positional counts are errors.
    public static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var lookup: [String: OptionSpec] = [:]
        for o in configuration.options { for n in o.names { lookup[n] = o } }
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            if arg == "-h" || arg == "--help" { result.wantsHelp = true; continue }
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let spec = lookup[name] else {
                throw UsageError("unknown option '\(name)' for '\(configuration.name)'" + suggestion(for: name, in: configuration))
            }
            if spec.isFlag {
                if inline != nil { throw UsageError("\(spec.key) takes no value") }
                result.flags.insert(spec.key)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < arguments.count else { throw UsageError("\(spec.key) needs a value (\(spec.valueName!))") }
                value = arguments[i]
                i += 1
                // `render --toast -o x.png` forgot the toast's text: a value that is one of this
                // command's option names (or --help) is that mistake, never meant as the value;
                // `--toast=-o` says it is.
                let bare = value.split(separator: "=", maxSplits: 1).first.map(String.init) ?? value
                if value.hasPrefix("-"), lookup[bare] != nil || value == "-h" || value == "--help" {
                    throw UsageError("\(spec.key) needs a value (\(spec.valueName!)), found the option \(bare) (write \(spec.key)=\(value) if that is the value)")
                }
            }
            if !spec.repeatable, result.values[spec.key] != nil {
                throw UsageError("\(spec.key) was given more than once")
            }
            result.values[spec.key, default: []].append(value)
            if spec.greedy && inline == nil {
                while i < arguments.count, !arguments[i].hasPrefix("-") || arguments[i] == "-" {
                    result.values[spec.key, default: []].append(arguments[i])
                    i += 1
                }
            }
        }
        if result.wantsHelp { return result }
        let required = configuration.positionals.filter { !$0.optional }.count
        let variadic = configuration.positionals.last?.variadic ?? false
        if result.positionals.count < required {
            let missing = configuration.positionals[result.positionals.count]
            throw UsageError("missing argument \(missing.name) (\(missing.help))")
        }
        if !variadic, result.positionals.count > configuration.positionals.count {
            throw UsageError("unexpected argument '\(result.positionals[configuration.positionals.count])'")
        }
        for (i, spec) in configuration.positionals.enumerated() where i < result.positionals.count {
            let isLast = i == configuration.positionals.count - 1
            result.byName[spec.name] = isLast && spec.variadic ? Array(result.positionals[i...]) : [result.positionals[i]]
        }
        return result
    }

    /// `; did you mean '--zoom'?` for a mistyped option: the one near-miss rule of every
    /// message (`NearMiss`, letters and digits within two edits).
    static func suggestion(for name: String, in configuration: CommandConfiguration) -> String {
        NearMiss.closest(to: name, among: configuration.options.flatMap(\.names)).map { "; did you mean '\($0)'?" } ?? ""
    }
}
