/// A `Decoder` over a positioned `JSONValue`, so SeatMap's input files are `Decodable` types and
/// every problem still names its place: `manifest.json:6:14: items[1].output: expected a string,
/// found a number`.
///
/// Foundation's `JSONDecoder` forgets where a value stood once it has parsed it, and says
/// "The data couldn't be read because it isn't in the correct format."; this decoder walks the tree
/// `JSONParser` keeps, with the value and its coding path at hand at every step:
///
/// - the standard containers work as usual (`decode`, `decodeIfPresent` — absent or `null` is nil —,
///   nested containers, arrays of `Decodable`), and throw `JSONProblem`s in the reader's wording;
/// - a type whose checks need the value itself (a key that may be a string or an object, a list of
///   known keys with near misses) reads it from `JSONValueDecoder.of(decoder)`, whose `problem(_:)`
///   locates a reason at that value;
/// - an unkeyed container moves on even when an element fails, so a reader can collect every
///   element's problem (`while !c.isAtEnd { do { … } catch { … } }`) instead of stopping at the first.
public struct JSONValueDecoder: Decoder {
    /// How a reader words what the containers report, so each file keeps the messages its users
    /// and tests know.
    public struct Wording: Sendable {
        /// The path of the document itself (`manifest`, `story`; empty for a hall).
        public var root: String
        /// A required key that is absent: `missing field (expected a string)`.
        public var missing: @Sendable (_ key: String, _ expectation: String) -> String
        /// What an `Int` is called: `an integer`, `a whole number`.
        public var integer: String
        /// A number where a whole one was expected (`1.5`, `1e30`): `expected an integer, found
        /// the number 1.5`.
        public var notWhole: @Sendable (_ expectation: String, _ number: String) -> String
        /// Whether a required key written as `null` is missing (a manifest's) or a value of the
        /// wrong type (`expected a string, found null`, a hall's).
        public var nullIsMissing: Bool
        /// Whether a missing key's problem is named by its object's path (`items[1]: missing
        /// "output"`) or by the key's own (`rows[0][1].seatId: missing field …`).
        public var missingAtObject: Bool

        public init(root: String = "", integer: String = "an integer", nullIsMissing: Bool = false, missingAtObject: Bool = false,
                    missing: @escaping @Sendable (_ key: String, _ expectation: String) -> String = { _, e in "missing field (expected \(e))" },
                    notWhole: @escaping @Sendable (_ expectation: String, _ number: String) -> String = { e,
                        n in "expected \(e), found the number \(n)" }) {
            self.root = root
            self.missing = missing
            self.integer = integer
            self.notWhole = notWhole
            self.nullIsMissing = nullIsMissing
            self.missingAtObject = missingAtObject
        }
    }

    /// The value this decoder decodes.
    public let json: JSONValue
    /// How the walk reached this value's parent: one small node a step, turned into a coding path
    /// only when a message or a type asks (a 200,000-seat hall reaches two million values).
    let trail: Trail
    /// This value's own key, kept inline: a node is made only when the value has children, and
    /// once for all of them (`members`, `elements`, a keyed container).
    let key: (any CodingKey)?
    /// The wording and context, shared by every value of one document (one reference to copy).
    let shared: Shared

    public var wording: Wording { shared.wording }
    /// What a type needs beyond its value (the theme a theme file is layered over, the file's
    /// name for paths relative to it), passed down to every nested value.
    public var context: [CodingUserInfoKey: any Sendable] { shared.context }
    public var userInfo: [CodingUserInfoKey: Any] { shared.context }
    public var codingPath: [any CodingKey] { fullTrail.codingPath }

    /// The trail through this value, for its children.
    var fullTrail: Trail { key.map { .step(trail, $0) } ?? trail }

    public init(_ json: JSONValue, wording: Wording = Wording(), userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.init(json, trail: .root, key: nil, shared: Shared(wording: wording, context: userInfo))
    }

    /// A decoder of `json` named as if reached by `path` from a document's root: for a value a
    /// streaming parse hands over on its own (a layout's seats, one at a time), so its messages
    /// still say `seats[3].pixelFrame[1]`. Use `element(_:at:)` of one such decoder for each of
    /// an array's streamed elements: they share its wording and trail.
    public init(_ json: JSONValue, at path: [any CodingKey], wording: Wording = Wording()) {
        var trail = Trail.root
        for key in path.dropLast() { trail = .step(trail, key) }
        self.init(json, trail: trail, key: path.last, shared: Shared(wording: wording, context: [:]))
    }

    /// The decoder of `value`, element `index` of this array (one a streaming parse handed over).
    public func element(_ value: JSONValue, at index: Int) -> JSONValueDecoder { child(value, JSONKey(index: index)) }

    /// A container (object, array) takes its node at once: its members are read through it, so
    /// the node is made once, not once a member; a scalar keeps its key inline and makes none.
    init(_ json: JSONValue, trail: Trail, key: (any CodingKey)?, shared: Shared) {
        self.json = json
        self.shared = shared
        switch (json.kind, key) {
        case (.object, let key?), (.array, let key?):
            self.trail = .step(trail, key)
            self.key = nil
        default:
            self.trail = trail
            self.key = key
        }
    }

    /// The decoder of `value`, reached from this one by `key`.
    func child(_ value: JSONValue, _ key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value, trail: fullTrail, key: key, shared: shared)
    }

    final class Shared: Sendable {
        let wording: Wording
        let context: [CodingUserInfoKey: any Sendable]
        init(wording: Wording, context: [CodingUserInfoKey: any Sendable]) {
            self.wording = wording
            self.context = context
        }
    }

    indirect enum Trail {
        case root
        case step(Trail, any CodingKey)

        var codingPath: [any CodingKey] {
            var keys: [any CodingKey] = []
            var t = self
            while case let .step(parent, key) = t { keys.append(key); t = parent }
            return keys.reversed()
        }
    }

    /// Decodes `type` from `json`, every failure a `JSONProblem` (a `DecodingError` a type throws
    /// itself is located at the deepest value of its coding path).
    public static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue, wording: Wording = Wording()) throws(JSONProblem) -> T {
        try JSONValueDecoder(json, wording: wording).read(type)
    }

    /// This decoder as a `JSONValueDecoder`: the `init(from:)` of a type that needs positions.
    public static func of(_ decoder: any Decoder) throws -> JSONValueDecoder {
        guard let d = decoder as? JSONValueDecoder else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "decodes from a positioned JSON value only"))
        }
        return d
    }

    /// The path as messages print it: `items[1].output`, or the root's name.
    public var path: String { Self.path(codingPath, root: wording.root) }

    /// `reason`, located at this value.
    public func problem(_ reason: String) -> JSONProblem {
        JSONProblem(path: path, line: json.line, column: json.column, reason: reason)
    }

    /// `reason`, located at this value but named by `path` (a reader that names a value by a
    /// path other than its own, such as a missing key at its object).
    public func problem(_ reason: String, path: String) -> JSONProblem {
        JSONProblem(path: path, line: json.line, column: json.column, reason: reason)
    }

    /// The path of `key` in this object, as messages print it.
    public func path(of key: String) -> String { Self.path(codingPath + [JSONKey(key)], root: wording.root) }

    /// Decodes this value as `type`, every failure a `JSONProblem`.
    public func read<T: Decodable>(_ type: T.Type = T.self) throws(JSONProblem) -> T {
        do { return try decodeValue(type) } catch let p as JSONProblem { throw p } catch let e as DecodingError {
            throw located(e)
        } catch {
            throw problem("\(error)")
        }
    }

    /// The member `key` of this object as a decoder, or nil when it is absent (or this is no object).
    public func member(_ key: String) -> JSONValueDecoder? {
        json[key].map { child($0, JSONKey(key)) }
    }

    /// The member `key` of this object as a decoder, or a problem in the reader's wording when it
    /// is absent (or `null`, where the wording says so); `expecting` names what it should be.
    public func required(_ key: String, expecting: String = "a value") throws(JSONProblem) -> JSONValueDecoder {
        guard let m = optional(key) ?? (wording.nullIsMissing ? nil : member(key)) else {
            throw problem(wording.missing(key, expecting), path: wording.missingAtObject ? path : path(of: key))
        }
        return m
    }

    /// The member `key` of this object as a decoder, or nil when it is absent or `null`.
    public func optional(_ key: String) -> JSONValueDecoder? {
        guard let m = member(key), m.json.kind != .null else { return nil }
        return m
    }

    /// The members of this object in source order, each as a decoder; `expected` words the
    /// problem when this is not an object.
    public func members(expected: String = "an object") throws(JSONProblem) -> [(key: String, value: JSONValueDecoder)] {
        guard let m = json.objectMembers else { throw problem("expected \(expected), found \(json.typeName)") }
        let through = fullTrail
        return m.map { ($0.key, JSONValueDecoder($0.value, trail: through, key: JSONKey($0.key), shared: shared)) }
    }

    /// The elements of this array, each as a decoder; `expected` words the problem when this is
    /// not an array.
    public func elements(expected: String = "an array") throws(JSONProblem) -> [JSONValueDecoder] {
        guard let a = json.arrayElements else { throw problem("expected \(expected), found \(json.typeName)") }
        let through = fullTrail
        return a.enumerated().map { JSONValueDecoder($1, trail: through, key: JSONKey(index: $0), shared: shared) }
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = json.objectMembers else { throw problem("expected an object, found \(json.typeName)") }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members))
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = json.arrayElements else { throw problem("expected an array, found \(json.typeName)") }
        return UnkeyedContainer(decoder: self, elements: elements)
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Values

    /// What a value of `type` is called in messages.
    func expectation(_ type: Any.Type) -> String {
        if let named = type as? any JSONExpectation.Type { return named.expectation }
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return wording.integer
        case is Double.Type, is Float.Type: return "a number"
        default: return "a value"
        }
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type:
            guard let s = json.stringValue else { throw mismatch(type) }
            return s as! T
        case is Bool.Type:
            guard let b = json.boolValue else { throw mismatch(type) }
            return b as! T
        case is Int.Type:
            return try integer() as! T
        case is Double.Type:
            guard let d = json.doubleValue else { throw problem(json.notADoubleReason) }
            return d as! T
        case is JSONValue.Type:
            return json as! T
        default:
            return try T(from: self)
        }
    }

    func integer() throws(JSONProblem) -> Int {
        if let i = json.intValue { return i }
        if case .number(let text) = json.kind { throw problem(wording.notWhole(wording.integer, text)) }
        throw mismatch(Int.self)
    }

    func mismatch(_ type: Any.Type) -> JSONProblem { problem("expected \(expectation(type)), found \(json.typeName)") }

    /// A `DecodingError` a type threw, located at the deepest value its path reaches.
    func located(_ error: DecodingError) -> JSONProblem {
        let (context, reason): (DecodingError.Context, String)
        switch error {
        case let .typeMismatch(t, c): (context, reason) = (c, "expected \(expectation(t))")
        case let .valueNotFound(t, c): (context, reason) = (c, "expected \(expectation(t)), found null")
        case let .keyNotFound(k, c): (context, reason) = (c, wording.missing(k.stringValue, "a value"))
        case let .dataCorrupted(c): (context, reason) = (c, c.debugDescription)
        @unknown default: return problem("\(error)")
        }
        var at = json
        for key in context.codingPath.dropFirst(codingPath.count) {
            let next = key.intValue.flatMap { i in at.arrayElements.flatMap { i < $0.count ? $0[i] : nil } } ?? at[key.stringValue]
            guard let next else { break }
            at = next
        }
        return JSONProblem(path: Self.path(context.codingPath, root: wording.root), line: at.line, column: at.column, reason: reason)
    }

    static func path(_ codingPath: [any CodingKey], root: String) -> String {
        var out = ""
        for key in codingPath {
            if let i = key.intValue, key.stringValue == "Index \(i)" { out += "[\(i)]" } else { out += out.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return out.isEmpty ? root : out
    }
}

/// A type that names itself in messages (`expected a status code (0 sold, …), found a string`).
public protocol JSONExpectation {
    static var expectation: String { get }
}

/// The coding key of a member or an element the decoder reached (small enough to be kept
/// inline in an `any CodingKey`, so reaching a value allocates nothing for its key).
public struct JSONKey: CodingKey, Sendable {
    enum Storage: Sendable { case member(String), index(Int) }
    let storage: Storage

    public init(_ key: String) { storage = .member(key) }
    public init(index: Int) { storage = .index(index) }
    public init?(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { self.init(index: intValue) }

    public var stringValue: String {
        switch storage {
        case .member(let k): return k
        case .index(let i): return "Index \(i)"
        }
    }

    public var intValue: Int? { if case .index(let i) = storage { return i } else { return nil } }
}

extension JSONValue: Decodable {
    /// The value as written, with its positions (from `JSONValueDecoder` only).
    public init(from decoder: any Decoder) throws { self = try JSONValueDecoder.of(decoder).json }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    public func decodeNil() -> Bool { json.kind == .null }
    public func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
    public func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
    public func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
    public func decode(_ type: Float.Type) throws -> Float { Float(try decodeValue(Double.self)) }
    public func decode(_ type: Int.Type) throws -> Int { try integer() }
    public func decode(_ type: Int8.Type) throws -> Int8 { try narrow(type) }
    public func decode(_ type: Int16.Type) throws -> Int16 { try narrow(type) }
    public func decode(_ type: Int32.Type) throws -> Int32 { try narrow(type) }
    public func decode(_ type: Int64.Type) throws -> Int64 { try narrow(type) }
    public func decode(_ type: UInt.Type) throws -> UInt { try narrow(type) }
    public func decode(_ type: UInt8.Type) throws -> UInt8 { try narrow(type) }
    public func decode(_ type: UInt16.Type) throws -> UInt16 { try narrow(type) }
    public func decode(_ type: UInt32.Type) throws -> UInt32 { try narrow(type) }
    public func decode(_ type: UInt64.Type) throws -> UInt64 { try narrow(type) }
    public func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }

    func narrow<I: FixedWidthInteger>(_ type: I.Type) throws(JSONProblem) -> I {
        let i = try integer()
        guard let n = I(exactly: i) else { throw problem("expected \(wording.integer) in \(I.min)…\(I.max), found \(i)") }
        return n
    }
}

/// An object's members by key (the parser refuses repeated keys, so a key names one member).
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONValueDecoder
    let members: [(key: String, value: JSONValue)]
    /// The trail through the object, made once for every member read.
    let through: JSONValueDecoder.Trail

    init(decoder: JSONValueDecoder, members: [(key: String, value: JSONValue)]) {
        self.decoder = decoder
        self.members = members
        through = decoder.fullTrail
    }
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    func child(_ key: Key) -> JSONValueDecoder? {
        members.last(where: { $0.key == key.stringValue }).map { JSONValueDecoder($0.value, trail: through, key: key, shared: decoder.shared) }
    }

    func required(_ key: Key, _ type: Any.Type) throws(JSONProblem) -> JSONValueDecoder {
        guard let c = child(key), !(decoder.wording.nullIsMissing && c.json.kind == .null) else {
            let path = decoder.wording.missingAtObject ? decoder.path : decoder.path(of: key.stringValue)
            throw decoder.problem(decoder.wording.missing(key.stringValue, decoder.expectation(type)), path: path)
        }
        return c
    }

    func decodeNil(forKey key: Key) throws -> Bool { child(key)?.json.kind == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try required(key, type).decodeValue(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try required(key, type).decodeValue(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try required(key, type).decodeValue(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try required(key, type).decodeValue(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try required(key, type).integer() }

    // `decodeIfPresent` is the protocol's own: absent and `null` are both nil, as with Foundation's decoder.

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try required(key, [String: Int].self).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try required(key, [Int].self).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try required(key, Any.self) }
}

/// An array's elements in order. The index moves on when an element fails too, so a reader can
/// collect every element's problem.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoder
    let elements: [JSONValue]
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(decoder: JSONValueDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    mutating func next() throws(JSONProblem) -> JSONValueDecoder {
        guard !isAtEnd else { throw decoder.problem("expected \(elements.count + 1) elements, found \(elements.count)") }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], JSONKey(index: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].kind == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}
