/// An `Encoder` into a `JSONValue`, the other half of `JSONValueDecoder`: a type's
/// `encode(to:)` is its file format, written through the same `CodingKeys` its `init(from:)`
/// reads, so a key is spelled once for both directions.
///
/// Unlike Foundation's `JSONEncoder` it keeps members in the order they are encoded (a manifest
/// is reviewed as a diff, so its key order is part of the format), writes numbers as
/// `JSONValue` does (integers as integers, doubles in their shortest form) and lets a type put a
/// `JSONValue` in as it is (a part another module writes). A non-finite double becomes `null`,
/// as `JSONValue.finiteOrNull` writes measured numbers; a type that must refuse one checks first.
public struct JSONValueEncoder {
    public init() {}

    /// `value` as a JSON value.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = Node()
        try root.set(value, path: [])
        return root.json
    }

    /// One value being built. A class because the containers an `encode(to:)` asks for are
    /// filled after they are handed out (as in every `Encoder`); it never outlives one `encode`.
    final class Node {
        enum Content {
            case empty
            case value(JSONValue)
            case object([(key: String, node: Node)])
            case array([Node])
        }
        var content = Content.empty

        var json: JSONValue {
            switch content {
            case .empty: return .object([])
            case .value(let v): return v
            case .object(let members): return .object(members.map { ($0.key, $0.node.json) })
            case .array(let elements): return .array(elements.map(\.json))
            }
        }

        /// Encodes `value` into this node: JSON's own kinds directly, anything else through its
        /// `encode(to:)`.
        func set<T: Encodable>(_ value: T, path: [any CodingKey]) throws {
            switch value {
            case let v as JSONValue: content = .value(v)
            case let v as String: content = .value(.string(v))
            case let v as Bool: content = .value(.bool(v))
            case let v as Int: content = .value(.int(v))
            case let v as Double: content = .value(.finiteOrNull(v))
            default: try value.encode(to: NodeEncoder(node: self, codingPath: path))
            }
        }

        /// Where each key stands in this object's members, so that setting a key is O(1) and a
        /// large object (a dictionary of thousands of entries) is encoded in linear time.
        private var memberIndex: [String: Int] = [:]

        /// The child node for `key`, replacing an earlier one of that key where it stood.
        func member(_ key: String) -> Node {
            let child = Node()
            guard case .object(var members) = content else {
                content = .object([(key, child)])
                memberIndex = [key: 0]
                return child
            }
            // Taken out of `content` before it changes, so the array is not copied (that made a
            // 20,000-seat row quadratic).
            content = .empty
            if members.count != memberIndex.count { memberIndex = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 }) }
            if let i = memberIndex[key] { members[i].node = child } else {
                memberIndex[key] = members.count
                members.append((key, child))
            }
            content = .object(members)
            return child
        }

        /// A new last element of this array.
        func append() -> Node {
            let child = Node()
            guard case .array(var elements) = content else {
                content = .array([child])
                return child
            }
            content = .empty
            elements.append(child)
            content = .array(elements)
            return child
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            // A second keyed container of the same value adds to the same object (a type that
            // writes a part of its members through another type's `encode(to:)`).
            if case .object = node.content {} else { node.content = .object([]) }
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.content {} else { node.content = .array([]) }
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) { node.member(key.stringValue).content = .value(.null) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try node.member(key.stringValue).set(value, path: codingPath + [key])
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.member("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int { if case .array(let e) = node.content { return e.count } else { return 0 } }

        mutating func encodeNil() { node.append().content = .value(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            let index = count
            try node.append().set(value, path: codingPath + [JSONKey(index: index)])
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) -> KeyedEncodingContainer<N> {
            NodeEncoder(node: node.append(), codingPath: codingPath).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.append(), codingPath: codingPath).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        mutating func encodeNil() { node.content = .value(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value, path: codingPath) }
    }
}

extension KeyedEncodingContainer {
    /// `value`, or `null` when it is nil: a file says "unknown" where a field is expected (a manifest's hashes).
    public mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    /// `values`, or nothing when there are none (a field a manifest writes only when it says something).
    public mutating func encodeUnlessEmpty<T: Encodable>(_ values: [T], forKey key: Key) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }
}

extension JSONValue: Encodable {
    /// Into a `JSONValueEncoder` the value goes in as it is; into any other encoder, by its kind.
    public func encode(to encoder: any Encoder) throws {
        switch kind {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer()
            try c.encode(b)
        case .number(let text):
            var c = encoder.singleValueContainer()
            if let i = Int(text) { try c.encode(i) } else { try c.encode(Double(text) ?? .nan) }
        case .string(let s):
            var c = encoder.singleValueContainer()
            try c.encode(s)
        case .array(let elements):
            var c = encoder.unkeyedContainer()
            for e in elements { try c.encode(e) }
        case .object(let members):
            var c = encoder.container(keyedBy: JSONKey.self)
            for m in members { try c.encode(m.value, forKey: JSONKey(m.key)) }
        }
    }
}
