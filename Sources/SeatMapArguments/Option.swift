/// Something a command declares among its options: a typed `Option`, a `Flag`, or a bare
/// `OptionSpec` (the parser's view of either).
public protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

extension OptionSpec: OptionDeclaration {
    public var spec: OptionSpec { self }
}

/// A flag declared once, read back through itself (`args[Self.json]`), never by its spelling,
/// so a misspelt flag does not compile.
public struct Flag: OptionDeclaration {
    public let spec: OptionSpec

    public init(_ names: String..., help: String) {
        spec = OptionSpec(names, value: nil, help: help)
    }
}

/// An option declared once with the type of its value, in the spirit of swift-argument-parser's
/// `@Option`: its spellings, help and completion values live here, and so does the parsing, so
/// `args[Self.zoom]` is a `Zoom?` and every command that shares the declaration says the same
/// words about a bad value.
public struct Option<Value>: OptionDeclaration {
    public let spec: OptionSpec
    let parse: @Sendable (_ text: String, _ key: String) throws(UsageError) -> Value

    /// An option whose text becomes a value through `parse` (`key` is its canonical spelling,
    /// for messages).
    public init(names: [String], value: String, help: String, repeatable: Bool = false, greedy: Bool = false,
                completion: [String]? = nil, parse: @escaping @Sendable (_ text: String, _ key: String) throws(UsageError) -> Value) {
        spec = OptionSpec(names, value: value, help: help, repeatable: repeatable, greedy: greedy, completion: completion)
        self.parse = parse
    }

    /// An option whose values are of an `ArgumentValue` kind (a device, a zoom).
    public init<A: ArgumentValue>(_ names: String..., value: String, help: String, as kind: A.Type, repeatable: Bool = false,
                                  greedy: Bool = false, completion: [String]? = nil) where A.Value == Value {
        self.init(names: names, value: value, help: help, repeatable: repeatable, greedy: greedy, completion: completion) {
            (text: String, key: String) throws(UsageError) -> Value in try A.parse(text, key: key)
        }
    }
}

extension Option where Value == String {
    /// An option whose value is its text (a path, a name).
    public init(_ names: String..., value: String, help: String, repeatable: Bool = false, greedy: Bool = false,
                completion: [String]? = nil) {
        self.init(names: names, value: value, help: help, repeatable: repeatable, greedy: greedy, completion: completion) {
            (text: String, _: String) throws(UsageError) -> String in text
        }
    }
}

extension Option where Value == Double {
    /// A finite decimal number, optionally within `range`.
    public init(_ names: String..., value: String, help: String, in range: ClosedRange<Double>? = nil, repeatable: Bool = false,
                completion: [String]? = nil) {
        self.init(names: names, value: value, help: help, repeatable: repeatable, completion: completion) {
            (text: String, key: String) throws(UsageError) -> Double in try ParsedArguments.parseDouble(text, key: key, range: range)
        }
    }
}

extension Option where Value == Int {
    /// A whole number, optionally within `range`.
    public init(_ names: String..., value: String, help: String, in range: ClosedRange<Int>? = nil, repeatable: Bool = false,
                completion: [String]? = nil) {
        self.init(names: names, value: value, help: help, repeatable: repeatable, completion: completion) {
            (text: String, key: String) throws(UsageError) -> Int in try ParsedArguments.parseInt(text, key: key, range: range)
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable & SendableMetatype, Value.RawValue == String {
    /// One word of a `CaseIterable` enum (modes, formats, shells): the value name, the error
    /// and the completions all list its cases.
    /// `value` names the placeholder when the cases are too many to list (`ENC`).
    public init(_ names: String..., value: String? = nil, help: String, repeatable: Bool = false) {
        let words = Value.allCases.map(\.rawValue)
        self.init(names: names, value: value ?? words.joined(separator: "|"), help: help, repeatable: repeatable, completion: words) {
            (text: String, key: String) throws(UsageError) -> Value in try ChoiceArgument<Value>.parse(text, key: key)
        }
    }
}

/// Reading options through their declarations. Every failure is a `UsageError` naming the option.
extension ParsedArguments {
    public subscript(flag: Flag) -> Bool { flags.contains(flag.spec.key) }

    /// The option's value (its last occurrence), or nil when it was not given.
    public subscript<Value>(option: Option<Value>) -> Value? {
        get throws(UsageError) {
            guard let text = string(option.spec.key) else { return nil }
            return try option.parse(text, option.spec.key)
        }
    }

    /// A text option's value (its last occurrence), or nil: text cannot be malformed.
    public subscript(option: Option<String>) -> String? { string(option.spec.key) }

    /// Whether the option was given at all.
    public func has<Value>(_ option: Option<Value>) -> Bool { values[option.spec.key] != nil }

    /// Every occurrence of a repeatable option, each parsed, in order.
    public func every<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
        var out: [Value] = []
        for text in strings(option.spec.key) { out.append(try option.parse(text, option.spec.key)) }
        return out
    }

    /// Every item of the option's comma-separated lists, from every occurrence, each parsed
    /// (`--devices a,b --devices c`).
    public func items<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
        var out: [Value] = []
        for item in try list(option.spec.key) { out.append(try option.parse(item, option.spec.key)) }
        return out
    }

    /// Every occurrence's text, unparsed (seat-id lists that are split their own way).
    public func texts<Value>(_ option: Option<Value>) -> [String] { strings(option.spec.key) }
}

extension OptionDeclaration where Self == OptionSpec {
    /// An untyped option spec in a declaration list (tests and small tools).
    public static func option(_ names: String..., value: String, help: String, repeatable: Bool = false,
                              greedy: Bool = false) -> OptionSpec {
        OptionSpec(names, value: value, help: help, repeatable: repeatable, greedy: greedy)
    }

    /// An untyped flag spec in a declaration list.
    public static func flag(_ names: String..., help: String) -> OptionSpec { OptionSpec(names, value: nil, help: help) }
}
