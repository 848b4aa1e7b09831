/// A kind of option value, parsed and validated in one place, like swift-argument-parser's
/// `ExpressibleByArgument`: a command asks `args.value("--device", as: DeviceArgument.self)` and
/// gets a `Device` or a `UsageError` naming the option, the same words wherever the option appears.
public protocol ArgumentValue: SendableMetatype {
    associatedtype Value
    /// `text` (one occurrence of the option `key`) as a value.
    static func parse(_ text: String, key: String) throws(UsageError) -> Value
}

extension ParsedArguments {
    /// The option's value (its last occurrence), or nil when absent.
    func value<A: ArgumentValue>(_ key: String, as type: A.Type) throws(UsageError) -> A.Value? {
        guard let text = string(key) else { return nil }
        return try A.parse(text, key: key)
    }

    /// Every value of a repeatable option, in order.
    func values<A: ArgumentValue>(_ key: String, as type: A.Type) throws(UsageError) -> [A.Value] {
        var out: [A.Value] = []
        for text in strings(key) { out.append(try A.parse(text, key: key)) }
        return out
    }

    /// Every item of comma-separated lists (`--devices a,b --devices c`), each parsed.
    func listValues<A: ArgumentValue>(_ key: String, as type: A.Type) throws(UsageError) -> [A.Value] {
        var out: [A.Value] = []
        for item in try list(key) { out.append(try A.parse(item, key: key)) }
        return out
    }
}

/// A word from a fixed set: any `CaseIterable` raw-value enum (modes, formats).
public struct ChoiceArgument<T: RawRepresentable & CaseIterable>: ArgumentValue where T.RawValue == String {
    public static func parse(_ text: String, key: String) throws(UsageError) -> T {
        guard let v = T(rawValue: text) else {
            throw UsageError("\(key): expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), found '\(text)'")
        }
        return v
    }
}
