import SeatMapCore

/// XML property lists (what iOS apps save seat data as) to `JSONValue`, with line and column.
///
/// Written here instead of using Foundation's `PropertyListSerialization`, which on Linux leaks
/// memory on every malformed file (found by `fuzz-import`) and loses positions. Covers the XML
/// format's elements: dict, array, key, string, integer, real, true, false, date (kept as a
/// string) and data (null: seat data has no use for bytes). Binary plists are refused.
struct PlistParser {
    struct SyntaxError: Error { var line: Int; var column: Int; var reason: String }

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var p = PlistParser(bytes: bytes)
        return try p.document()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { i - lineStart + 1 }

    private func error(_ reason: String) -> SyntaxError { SyntaxError(line: line, column: column, reason: reason) }

    private mutating func advance() {
        if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        i += 1
    }

    private func starts(with s: String) -> Bool {
        let u = Array(s.utf8)
        return i + u.count <= bytes.count && Array(bytes[i..<(i + u.count)]) == u
    }

    private mutating func skip(past s: String) throws(SyntaxError) {
        let start = (line, column)
        while i < bytes.count, !starts(with: s) { advance() }
        guard i < bytes.count else { throw SyntaxError(line: start.0, column: start.1, reason: "unterminated markup (no \"\(s)\")") }
        for _ in s.utf8 { advance() }
    }

    /// Whitespace, comments, the XML declaration and the doctype.
    private mutating func skipMisc() throws(SyntaxError) {
        while i < bytes.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { advance() }
            else if starts(with: "<!--") { try skip(past: "-->") }
            else if starts(with: "<?") { try skip(past: "?>") }
            else if starts(with: "<!DOCTYPE") { try skip(past: ">") }
            else { return }
        }
    }

    /// `<name attr…>` or `<name/>`: the name and whether the element is empty.
    private mutating func openTag() throws(SyntaxError) -> (name: String, empty: Bool) {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "/") else {
            throw error(i < bytes.count ? "expected an element" : "unexpected end of file")
        }
        advance()
        var name: [UInt8] = []
        while i < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i]) {
            name.append(bytes[i]); advance()
        }
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { advance() }
        guard i < bytes.count else { throw error("unterminated tag <\(String(decoding: name, as: UTF8.self))") }
        let empty = i > 0 && bytes[i - 1] == UInt8(ascii: "/")
        advance()
        return (String(decoding: name, as: UTF8.self), empty)
    }

    private mutating func closeTag(_ name: String) throws(SyntaxError) {
        try skipMisc()
        guard starts(with: "</\(name)") else { throw error("expected </\(name)>") }
        try skip(past: ">")
    }

    /// Text up to the next `<`, with XML's entities decoded.
    private mutating func text() throws(SyntaxError) -> String {
        var out: [UInt8] = []
        while i < bytes.count, bytes[i] != UInt8(ascii: "<") {
            if bytes[i] == UInt8(ascii: "&") {
                let start = i
                while i < bytes.count, bytes[i] != UInt8(ascii: ";"), i - start < 12 { advance() }
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw error("unterminated entity") }
                let name = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
                advance()
                let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
                if let s = named[name] { out += Array(s.utf8); continue }
                var code: UInt32?
                if name.hasPrefix("#x") { code = UInt32(name.dropFirst(2), radix: 16) } else if name.hasPrefix("#") { code = UInt32(name.dropFirst(),
                                                                                                                                    radix: 10) }
                guard let code, let scalar = Unicode.Scalar(code) else { throw error("unknown entity &\(name);") }
                out += Array(String(scalar).utf8)
                continue
            }
            out.append(bytes[i]); advance()
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw error("text is not UTF-8") }
        return s
    }

    private mutating func document() throws(SyntaxError) -> JSONValue {
        try skipMisc()
        let (name, empty) = try openTag()
        guard name == "plist", !empty else { throw error("expected <plist>") }
        try skipMisc()
        let v = try value(depth: 0)
        try closeTag("plist")
        try skipMisc()
        guard i == bytes.count else { throw error("text after </plist>") }
        return v
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw error("nested deeper than \(JSONParser.maxDepth) levels") }
        let (l, c) = (line, column)
        let (name, empty) = try openTag()
        func at(_ k: JSONValue.Kind) -> JSONValue { JSONValue(k, line: l, column: c) }
        switch name {
        case "dict":
            var members: [(String, JSONValue)] = []
            var seen = Set<String>()
            if empty { return at(.object([])) }
            while true {
                try skipMisc()
                if starts(with: "</") { try closeTag("dict"); return at(.object(members.map { (key: $0.0, value: $0.1) })) }
                let (k, kEmpty) = try openTag()
                guard k == "key" else { throw error("expected <key> in <dict>, found <\(k)>") }
                let key = kEmpty ? "" : try text()
                if !kEmpty { try closeTag("key") }
                guard seen.insert(key).inserted else { throw error("key \(MessageText.quoted(key)) appears twice in one <dict>") }
                try skipMisc()
                members.append((key, try value(depth: depth + 1)))
            }
        case "array":
            var items: [JSONValue] = []
            if empty { return at(.array([])) }
            while true {
                try skipMisc()
                if starts(with: "</") { try closeTag("array"); return at(.array(items)) }
                items.append(try value(depth: depth + 1))
            }
        case "string", "date", "integer", "real", "data":
            let t = empty ? "" : try text()
            if !empty { try closeTag(name) }
            switch name {
            case "string", "date": return at(.string(t))
            case "data": return at(.null)
            default:
                let trimmed = t.trimmingSpaces
                guard Double(trimmed) != nil, trimmed.utf8.allSatisfy({ (48...57).contains($0) || [43, 45, 46, 69, 101].contains($0) }) else {
                    throw SyntaxError(line: l, column: c, reason: "<\(name)> holds \"\(trimmed.prefix(20))\", not a number")
                }
                return at(.number(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed))
            }
        case "true", "false":
            if !empty { try closeTag(name) }
            return at(.bool(name == "true"))
        default:
            throw SyntaxError(line: l, column: c, reason: "unknown element <\(name)>")
        }
    }
}
