/// JSON has no NaN or infinity: asking to write one is an error the caller reports, never a trap.
public struct NonFiniteNumberError: Error, Sendable, Equatable, CustomStringConvertible {
    public var value: Double
    public init(value: Double) { self.value = value }
    public var description: String { "cannot write the non-finite number \(value) as JSON" }
}

extension JSONValue {
    public static func int(_ v: Int) -> JSONValue { JSONValue(.number(String(v))) }
    /// A finite double written in Swift's shortest round-trip form; integral values drop ".0".
    /// Throws for NaN and infinities, which JSON cannot hold.
    public static func double(_ v: Double) throws(NonFiniteNumberError) -> JSONValue {
        guard v.isFinite else { throw NonFiniteNumberError(value: v) }
        if v == v.rounded(), abs(v) < 1e15 { return JSONValue(.number(String(Int(v)))) }
        return JSONValue(.number("\(v)"))
    }
    public static func string(_ s: String) -> JSONValue { JSONValue(.string(s)) }
    public static func bool(_ b: Bool) -> JSONValue { JSONValue(.bool(b)) }
    public static let null = JSONValue(.null)
    public static func array(_ a: [JSONValue]) -> JSONValue { JSONValue(.array(a)) }
    public static func object(_ m: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(m.map { (key: $0.0, value: $0.1) }))
    }
    /// A number, or `null` for NaN and infinities: for values read back from JSON or measured
    /// (timings), where a missing number is better than refusing the whole document.
    public static func finiteOrNull(_ v: Double) -> JSONValue { (try? double(v)) ?? .null }

    public static func doubles(_ a: [Double]) throws(NonFiniteNumberError) -> JSONValue {
        var out: [JSONValue] = []
        out.reserveCapacity(a.count)
        for v in a { out.append(try .double(v)) }
        return .array(out)
    }

    /// Serialises the value: compact on one line, or with `lineDepth` > 0 one element a line
    /// down to that many levels of nesting (for arrays and objects that hold arrays or objects)
    /// and compact below: `lineDepth: 2` puts each top-level member and each element of a
    /// top-level array (a layout's seats, a manifest's items) on its own line, indented one space
    /// a level. Files that are committed and reviewed (a baseline's manifest and layouts) are
    /// written so: one changed seat is one changed line of the diff.
    ///
    /// - Parameter sortedKeys: sort object keys by their UTF-8 bytes, as `JSONEncoder`'s
    ///   `.sortedKeys` does; otherwise keys keep the order they were given in.
    public func serialized(sortedKeys: Bool = false, lineDepth: Int = 0) -> String {
        var out = ""
        write(to: &out, sortedKeys: sortedKeys, depth: 0, lineDepth: lineDepth)
        return out
    }

    private var isContainer: Bool {
        switch kind {
        case .array, .object: return true
        default: return false
        }
    }

    private func write(to out: inout String, sortedKeys: Bool, depth: Int, lineDepth: Int) {
        // Only containers of containers are broken: `[1, 1]` and `{"name": …, "width": …}`
        // stay on one line.
        let broken: Bool
        switch kind {
        case .array(let a): broken = depth < lineDepth && a.contains { $0.isContainer }
        case .object(let m): broken = depth < lineDepth && m.contains { $0.value.isContainer }
        default: broken = false
        }
        func separator(_ i: Int) {
            if broken { out += i > 0 ? ",\n" : "\n"; out += String(repeating: " ", count: depth + 1) } else if i > 0 { out += ", " }
        }
        func close(_ bracket: String, empty: Bool) {
            if broken && !empty { out += "\n" + String(repeating: " ", count: depth) }
            out += bracket
        }
        switch kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() {
                separator(i)
                v.write(to: &out, sortedKeys: sortedKeys, depth: depth + 1, lineDepth: lineDepth)
            }
            close("]", empty: a.isEmpty)
        case .object(let m):
            let members = sortedKeys ? m.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) } : m
            out += "{"
            for (i, member) in members.enumerated() {
                separator(i)
                JSONValue.writeString(member.key, to: &out)
                out += ": "
                member.value.write(to: &out, sortedKeys: sortedKeys, depth: depth + 1, lineDepth: lineDepth)
            }
            close("}", empty: members.isEmpty)
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Controls, DEL, C1 and format characters (bidirectional overrides, U+2028) as
            // \u escapes: the file shows no invisible text, and a parser reads back the same string.
            case _ where c.value < 0x20 || MessageText.needsEscape(c):
                if c.value > 0xFFFF {
                    let v = c.value - 0x10000
                    for unit in [0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF)] { out += "\\u" + String(unit, radix: 16) }
                } else {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: out.unicodeScalars.append(c)
            }
        }
        out += "\""
    }
}
