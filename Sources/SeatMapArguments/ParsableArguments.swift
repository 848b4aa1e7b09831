/// A group of arguments each declared once, as spec and storage together, in the spirit of
/// swift-argument-parser's `ParsableArguments`:
///
/// ```swift
/// struct PageOptions: ParsableArguments {
///     @Argument(Positional("HALL", help: "Hall file.")) var hallPath: String
///     @OptionValue(Option<Zoom>("--zoom", value: "Z", help: "…", as: ZoomArgument.self), default: .fit) var zoom: Zoom
///     @OptionValue(Option<Point>("--offset", value: "X,Y", help: "…", as: PointArgument.self)) var offset: Point?
///     mutating func validate() throws { … }
/// }
/// ```
///
/// The declarations are found by reflecting on `init()` (in declaration order: the order help
/// lists them in); the values are decoded by property name from the parsed command line, each
/// through its own declaration, then `validate()` checks what spans several of them. A command
/// lists `PageOptions.positionals` and `PageOptions.options` in its configuration and reads
/// `PageOptions.parse(args)`: adding an option is one line.
public protocol ParsableArguments: Decodable, Sendable {
    /// Every wrapper unparsed: what the declarations are read from.
    init()
    /// Checks between values, after every value has parsed (`--scale` only with `--mode full`).
    mutating func validate() throws
}

extension ParsableArguments {
    public mutating func validate() throws {}

    /// The wrappers of `init()`, by property name, in declaration order.
    static var definitions: [(name: String, wrapper: any ArgumentWrapper)] {
        Mirror(reflecting: Self()).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let w = child.value as? any ArgumentWrapper else { return nil }
            return (String(label.dropFirst()), w)
        }
    }

    /// The options and flags, in declaration order.
    public static var options: [any OptionDeclaration] { definitions.compactMap { $0.wrapper.option } }
    /// The positionals, in declaration order.
    public static var positionals: [any PositionalDeclaration] { definitions.compactMap { $0.wrapper.positional } }

    /// The values `args` gives every declaration, then `validate()`. Errors are the
    /// declarations' `UsageError`s and whatever `validate()` throws.
    public static func parse(_ args: ParsedArguments) throws -> Self {
        let byName = Dictionary(definitions.map { ($0.name, $0.wrapper) }, uniquingKeysWith: { a, _ in a })
        var value = try Self(from: ArgumentsDecoder(args: args, definitions: byName))
        try value.validate()
        return value
    }
}

/// A property wrapper of a `ParsableArguments` type: its declaration, and how to read its value.
protocol ArgumentWrapper: Sendable {
    var option: (any OptionDeclaration)? { get }
    var positional: (any PositionalDeclaration)? { get }
    /// This wrapper with its value read from `args`.
    func parsed(from args: ParsedArguments) throws -> Self
}

/// The value of an option (`@OptionValue(Self.zoomDeclaration, default: .fit) var zoom: Zoom`),
/// or nil for one without a default (`var offset: Point?`). `$zoom.given` says whether the
/// command line named it.
@propertyWrapper
public struct OptionValue<Value: Sendable>: Decodable, Sendable, ArgumentWrapper {
    let declaration: any OptionDeclaration
    let read: @Sendable (ParsedArguments) throws -> Value
    let given: @Sendable (ParsedArguments) -> Bool
    var value: Value?
    var wasGiven = false

    /// An option with a default when it is not given.
    public init(_ option: Option<Value>, default defaultValue: Value) {
        declaration = option
        read = { args in try args[option] ?? defaultValue }
        given = { $0.has(option) }
    }

    /// An option without a default: nil when it is not given.
    public init<Wrapped>(_ option: Option<Wrapped>) where Value == Wrapped? {
        declaration = option
        read = { args in try args[option] }
        given = { $0.has(option) }
    }

    /// An option read its own way from the command line (every occurrence, a list split its
    /// own way, a value turned into another type).
    public init<Declared>(_ option: Option<Declared>, read: @escaping @Sendable (ParsedArguments, Option<Declared>) throws -> Value) {
        declaration = option
        self.read = { args in try read(args, option) }
        given = { $0.has(option) }
    }

    /// A flag: true when given.
    public init(_ flag: Flag) where Value == Bool {
        declaration = flag
        read = { $0[flag] }
        given = { $0[flag] }
    }

    public var wrappedValue: Value {
        guard let value else { preconditionFailure("\(declaration.spec.key) was read before its arguments were parsed") }
        return value
    }

    /// What the command line said of this option beyond its value.
    public var projectedValue: OptionValue<Value> { self }
    /// Whether the command line gave this option at all.
    public var isGiven: Bool { wasGiven }

    var option: (any OptionDeclaration)? { declaration }
    var positional: (any PositionalDeclaration)? { nil }

    func parsed(from args: ParsedArguments) throws -> OptionValue<Value> {
        var copy = self
        copy.value = try read(args)
        copy.wasGiven = given(args)
        return copy
    }

    public init(from decoder: any Decoder) throws { self = try ArgumentsDecoder.wrapper(decoder) }
}

/// The value of a positional argument, read by its name: `@Argument(Positional("HALL", …)) var
/// hallPath: String`, `String?` for an optional one, `[String]` for a variadic one.
@propertyWrapper
public struct Argument<Value: Sendable>: Decodable, Sendable, ArgumentWrapper {
    let declaration: Positional
    let read: @Sendable (ParsedArguments) -> Value
    var value: Value?

    public init(_ positional: Positional) where Value == String {
        declaration = positional
        read = { $0[positional] }
    }

    public init(_ positional: Positional) where Value == String? {
        declaration = positional
        read = { $0.value(of: positional) }
    }

    public init(_ positional: Positional) where Value == [String] {
        declaration = positional
        read = { $0.every(positional) }
    }

    public var wrappedValue: Value {
        guard let value else { preconditionFailure("\(declaration.spec.name) was read before its arguments were parsed") }
        return value
    }

    var option: (any OptionDeclaration)? { nil }
    var positional: (any PositionalDeclaration)? { declaration }

    func parsed(from args: ParsedArguments) throws -> Argument<Value> {
        var copy = self
        copy.value = read(args)
        return copy
    }

    public init(from decoder: any Decoder) throws { self = try ArgumentsDecoder.wrapper(decoder) }
}

/// Decodes a `ParsableArguments` type by property name: each wrapper it asks for is the
/// definition of that name, read from the parsed command line.
struct ArgumentsDecoder: Decoder {
    let args: ParsedArguments
    let definitions: [String: any ArgumentWrapper]
    /// The property being decoded (set for the wrapper's own `init(from:)`).
    var current: (any ArgumentWrapper)?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "arguments decode into properties only"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "arguments decode into properties only"))
    }

    /// The parsed wrapper a wrapper's `init(from:)` becomes.
    static func wrapper<W: ArgumentWrapper>(_ decoder: any Decoder) throws -> W {
        guard let d = decoder as? ArgumentsDecoder, let w = d.current as? W else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "an argument wrapper decodes from a parsed command line only"))
        }
        return w
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ArgumentsDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { decoder.definitions.keys.compactMap { Key(stringValue: $0) } }
        func contains(_ key: Key) -> Bool { decoder.definitions[key.stringValue] != nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let definition = decoder.definitions[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "\(key.stringValue) is not an argument wrapper: "
                                                           + "every stored property of a ParsableArguments type is @OptionValue or @Argument"))
            }
            var d = decoder
            d.current = try definition.parsed(from: decoder.args)
            return try T(from: d)
        }

        func decodeNil(forKey key: Key) throws -> Bool { false }
        func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
            throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "arguments are flat"))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "arguments are flat"))
        }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }
}
