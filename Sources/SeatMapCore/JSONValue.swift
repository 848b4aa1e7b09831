/// A JSON value that remembers where it stood in its source text.
///
/// Foundation's decoders lose the position of a value once parsing succeeds, so an error in
/// `rows[4][12].status` could not name its line. Hall and theme files are parsed with this type
/// instead, and every validation problem can point at the exact line and column.
public struct JSONValue: Sendable, Equatable {
    /// Not `indirect`: arrays and objects already keep their elements on the heap, so a value
    /// needs no box of its own (a number or short string is 32 bytes, not a heap allocation).
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        /// The number as written (kept so integers above 2^53 are never rounded silently).
        case number(String)
        case string(String)
        case array([JSONValue])
        /// Members in source order (the parser refuses repeated keys, naming both places).
        case object([(key: String, value: JSONValue)])

        public static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.null, .null): return true
            case let (.bool(x), .bool(y)): return x == y
            case let (.number(x), .number(y)): return x == y
            case let (.string(x), .string(y)): return x == y
            case let (.array(x), .array(y)): return x == y
            case let (.object(x), .object(y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }
    }

    public var kind: Kind
    /// Positions kept in 32 bits: no file SeatMap reads has 2^31 lines (the largest is 256 MiB).
    private var storedLine: Int32
    private var storedColumn: Int32
    /// 1-based line of the value's first character.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// 1-based column (in Unicode scalars) of the value's first character.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// A short name of the value's type, for error messages ("expected an integer, found a string").
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    public var objectMembers: [(key: String, value: JSONValue)]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    public var arrayElements: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    /// The number as a finite Double, or nil for non-numbers.
    /// Why this value is not a `doubleValue`: its type, or, for a number written beyond what a
    /// Double holds (`1e309`), that it is too large — "found a number" would say nothing.
    public var notADoubleReason: String {
        if case .number(let text) = kind { return "expected a finite number, found \(text.count > 40 ? String(text.prefix(40)) + "…" : text), beyond what a number can hold" }
        return "expected a number, found \(typeName)"
    }

    public var doubleValue: Double? {
        if case .number(let text) = kind, let d = Double(text), d.isFinite { return d }
        return nil
    }

    /// The number as an Int when it is written as an integer (or an integral value like `2.0`)
    /// that fits in 64 bits; nil otherwise.
    public var intValue: Int? {
        guard case .number(let text) = kind else { return nil }
        if let i = Int(text) { return i }
        if let d = Double(text), d.isFinite, d.rounded() == d, abs(d) < 9.0e15 { return Int(d) }
        return nil
    }
}
