import Foundation
import SeatMapCore

/// An input file, parsed just enough to tell formats apart: a JSON or plist tree (plists are
/// converted to `JSONValue`, without source positions), or text for the CSV reader.
enum SourceDocument {
    case tree(JSONValue, kind: String)
    case text(String)

    /// Deepest plist nesting converted (the JSON parser has the same bound).
    static let maxDepth = JSONParser.maxDepth

    static func parse(_ bytes: [UInt8], file: String) throws(HallError) -> SourceDocument {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            do { return .tree(try JSONParser.parse(utf8: Array(body)), kind: "JSON") } catch {
                throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
            }
        }
        if body.starts(with: Array("bplist".utf8)) || first == UInt8(ascii: "<") {
            return .tree(try plist(Data(body), file: file), kind: "plist")
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .unreadable(file: file, reason: "not UTF-8 text, JSON or a plist")
        }
        return .text(text)
    }

    static func plist(_ data: Data, file: String) throws(HallError) -> JSONValue {
        let any: Any
        do { any = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw .syntax(file: file, line: 0, column: 0, reason: "invalid property list")
        }
        guard let value = convert(any, depth: 0) else {
            throw .syntax(file: file, line: 0, column: 0, reason: "property list nested deeper than \(maxDepth) levels or holding an unsupported value")
        }
        return value
    }

    /// Plist values as JSON values. Dictionary keys are sorted, so the result does not depend on
    /// hashing order.
    static func convert(_ any: Any, depth: Int) -> JSONValue? {
        guard depth < maxDepth else { return nil }
        // Foundation on Linux hands plist numbers over as NSNumber, which also casts to Bool for
        // 0 and 1: tell them apart by the number's own type code, and look for real Bools first.
        if type(of: any) == Bool.self, let b = any as? Bool { return .bool(b) }
        if let n = any as? NSNumber, type(of: any) != Int.self, type(of: any) != Double.self {
            switch String(cString: n.objCType) {
            case "c", "B": return .bool(n.boolValue)
            case "f", "d": return n.doubleValue.isFinite ? JSONValue(.number("\(n.doubleValue)")) : nil
            default: return .int(n.intValue)
            }
        }
        switch any {
        case let s as String: return .string(s)
        case let i as Int: return .int(i)
        case let d as Double: return d.isFinite ? JSONValue(.number("\(d)")) : nil
        case let a as [Any]:
            var out: [JSONValue] = []
            out.reserveCapacity(a.count)
            for e in a { guard let v = convert(e, depth: depth + 1) else { return nil }; out.append(v) }
            return .array(out)
        case let d as [String: Any]:
            var out: [(String, JSONValue)] = []
            for key in d.keys.sorted() { guard let v = convert(d[key]!, depth: depth + 1) else { return nil }; out.append((key, v)) }
            return .object(out)
        case is Date, is Data: return .null
        default: return nil
        }
    }
}

extension JSONValue {
    /// A string, or a number's text: source systems write numbers both ways ("5", 5).
    var scalarText: String? {
        switch kind {
        case .string(let s): return s
        case .number(let t): return t
        default: return nil
        }
    }

    /// An integer written as a number or as a string of digits ("14").
    var looseInt: Int? {
        if let i = intValue { return i }
        if let s = stringValue?.trimmingSpaces, !s.isEmpty, s.utf8.allSatisfy({ (48...57).contains($0) || $0 == 45 }) { return Int(s) }
        return nil
    }

    /// The first of `keys` this object has.
    func first(_ keys: [String]) -> JSONValue? {
        for k in keys { if let v = self[k] { return v } }
        return nil
    }

    /// Objects of the tree in breadth-first order down to `depth` levels, each with its path.
    func objects(depth: Int, path: String = "") -> [(path: String, value: JSONValue)] {
        var out: [(path: String, value: JSONValue)] = []
        var level: [(path: String, value: JSONValue)] = [(path, self)]
        for _ in 0...depth {
            var next: [(path: String, value: JSONValue)] = []
            for (p, v) in level {
                if let members = v.objectMembers {
                    out.append((p, v))
                    for m in members { next.append((p.isEmpty ? m.key : "\(p).\(m.key)", m.value)) }
                } else if let items = v.arrayElements {
                    for (i, e) in items.enumerated() where i < 64 { next.append(("\(p)[\(i)]", e)) }
                }
            }
            level = next
            if level.isEmpty { break }
        }
        return out
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }

    /// A non-empty string of ASCII digits.
    var isDigits: Bool { !isEmpty && utf8.allSatisfy { (48...57).contains($0) } }
}
