/// A positional argument declared once and read back by its name (`args[Self.hall]`), never by
/// its place in the command line, so reordering a command's positionals cannot read the wrong one.
public struct Positional: Sendable {
    public let spec: PositionalSpec

    public init(_ name: String, help: String, variadic: Bool = false, optional: Bool = false,
                completion: [String]? = nil, completesFiles: Bool? = nil) {
        spec = PositionalSpec(name, help: help, variadic: variadic, optional: optional, completion: completion, completesFiles: completesFiles)
    }
}

extension ParsedArguments {
    /// The value of a required positional (the parser has checked it is there).
    public subscript(positional: Positional) -> String {
        guard let value = byName[positional.spec.name]?.first else {
            preconditionFailure("\(positional.spec.name) is not a positional of this command, or is optional: read it with value(of:)")
        }
        return value
    }

    /// The value of an optional positional, or nil when it was not given.
    public func value(of positional: Positional) -> String? { byName[positional.spec.name]?.first }

    /// Every value of a variadic positional, in order.
    public func every(_ positional: Positional) -> [String] { byName[positional.spec.name] ?? [] }
}
