/// A kind of option value, parsed and validated in one place, like swift-argument-parser's
/// `ExpressibleByArgument`: an option declared `Option<Device>("--device", …, as: DeviceArgument.self)`
/// reads back as a `Device` or a `UsageError` naming the option, the same words wherever it appears.
public protocol ArgumentValue: SendableMetatype {
    associatedtype Value
    /// `text` (one occurrence of the option `key`) as a value.
    static func parse(_ text: String, key: String) throws(UsageError) -> Value
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
