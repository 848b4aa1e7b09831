import SeatMapCore

/// An input file, parsed just enough to tell formats apart: a JSON or XML plist tree (both as
/// `JSONValue` with source positions), or text for the CSV reader.
enum SourceDocument {
    case tree(JSONValue, kind: String)
    case text(String)

    /// `bytes` are UTF-8 (`SourceEncoding.utf8` converted them).
    static func parse(_ bytes: [UInt8], file: String) throws(ImportError) -> SourceDocument {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            // Without a byte-order mark the bytes are parsed as they are (a hall can be 64 MiB).
            do { return .tree(try JSONParser.parse(utf8: body.startIndex == bytes.startIndex ? bytes : Array(body)), kind: "JSON") } catch {
                throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
            }
        }
        if body.starts(with: Array("bplist".utf8)) {
            throw .unreadable(file: file, reason: "a binary property list; save it as an XML plist (plutil -convert xml1) or JSON")
        }
        if first == UInt8(ascii: "<") { return .tree(try plist(Array(body), file: file), kind: "plist") }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .encoding(file: file, reason: "not UTF-8 text, JSON or a plist")
        }
        return .text(text)
    }

    static func plist(_ bytes: [UInt8], file: String) throws(ImportError) -> JSONValue {
        do { return try PlistParser.parse(bytes) } catch {
            throw .plistSyntax(file: file, line: error.line, column: error.column, reason: error.reason)
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
