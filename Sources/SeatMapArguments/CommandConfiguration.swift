/// One option or flag a command accepts.
public struct OptionSpec: Sendable, Hashable {
    /// All spellings; the first long one (`--name`) is the canonical key in `ParsedArguments`.
    public var names: [String]
    /// Placeholder shown in help (`Z|fit`); nil makes this a flag that takes no value.
    public var valueName: String?
    public var help: String
    /// May be given more than once (values accumulate in order).
    public var repeatable: Bool
    /// Takes every following argument up to the next option (`--halls a.json b.json`).
    public var greedy: Bool
    /// The words shell completion offers for the value (themes, devices); nil offers the
    /// all-lowercase alternatives of the value name (`Z|fit|contain`: fit, contain), else files.
    public var completion: [String]?

    public init(_ names: [String], value: String? = nil, help: String, repeatable: Bool = false, greedy: Bool = false,
                completion: [String]? = nil) {
        self.completion = completion
        self.names = names
        self.valueName = value
        self.help = help
        self.repeatable = repeatable || greedy
        self.greedy = greedy
    }

    public static func option(_ names: String..., value: String, help: String, repeatable: Bool = false,
                              greedy: Bool = false) -> OptionSpec {
        OptionSpec(names, value: value, help: help, repeatable: repeatable, greedy: greedy)
    }

    public static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names, value: nil, help: help)
    }

    public var key: String { names.first(where: { $0.hasPrefix("--") }) ?? names[0] }
    public var isFlag: Bool { valueName == nil }
}

/// Something a command declares among its positionals: a `Positional`, or a bare `PositionalSpec`.
public protocol PositionalDeclaration: Sendable {
    var spec: PositionalSpec { get }
}

extension PositionalSpec: PositionalDeclaration {
    public var spec: PositionalSpec { self }
}

extension Positional: PositionalDeclaration {}

/// A positional argument.
public struct PositionalSpec: Sendable, Hashable {
    public var name: String
    public var help: String
    /// Accepts one or more values (only the last positional may).
    public var variadic: Bool
    public var optional: Bool
    /// The words shells offer for it (`bash zsh fish`); nil: file names.
    public var completion: [String]?
    /// Whether file names are offered beside `completion` (a theme name or a theme file).
    public var completesFiles: Bool

    public init(_ name: String, help: String, variadic: Bool = false, optional: Bool = false,
                completion: [String]? = nil, completesFiles: Bool? = nil) {
        self.name = name
        self.help = help
        self.variadic = variadic
        self.optional = optional
        self.completion = completion
        self.completesFiles = completesFiles ?? (completion == nil)
    }
}

/// What a command is, in the spirit of swift-argument-parser's `CommandConfiguration`.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String
    public var positionals: [PositionalSpec]
    public var options: [OptionSpec]
    /// Subcommands listed in help (the parent dispatches them itself).
    public var subcommands: [(name: String, abstract: String)]

    public init(name: String, abstract: String, discussion: String = "", positionals: [any PositionalDeclaration] = [],
                options: [any OptionDeclaration] = [], subcommands: [(name: String, abstract: String)] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals.map(\.spec)
        self.options = options.map(\.spec)
        self.subcommands = subcommands
    }

    /// `seatmap layout HALL [--device D] …`
    public var usage: String {
        var parts = [name]
        if !subcommands.isEmpty { parts.append("<command>") }
        for p in positionals {
            let base = p.variadic ? "\(p.name)…" : p.name
            parts.append(p.optional ? "[\(base)]" : base)
        }
        for o in options {
            let spelled = o.isFlag ? o.key : "\(o.key) \(o.valueName!)\(o.greedy ? "…" : "")"
            parts.append(o.repeatable && !o.greedy ? "[\(spelled) …]" : "[\(spelled)]")
        }
        return parts.joined(separator: " ")
    }

    /// Help with fixed sections: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, then the discussion.
    public var helpText: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)"]
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            let width = subcommands.map(\.name.count).max() ?? 0
            for s in subcommands { lines.append("  \(pad(s.name, width + 2))\(s.abstract)") }
        }
        if !positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for p in positionals { lines.append("  \(pad(p.name, 22))\(p.help)") }
        }
        let all = options + [OptionSpec(["-h", "--help"], help: "Show help information.")]
        lines += ["", "OPTIONS:"]
        for o in all {
            var spelled = o.names.joined(separator: ", ")
            if let v = o.valueName { spelled += " \(v)" }
            if spelled.count >= 22 {
                lines.append("  \(spelled)")
                lines.append("  \(String(repeating: " ", count: 22))\(o.help)")
            } else {
                lines.append("  \(pad(spelled, 22))\(o.help)")
            }
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n")
    }
}

/// Left-aligns `s` in a column of `width` characters.
func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
