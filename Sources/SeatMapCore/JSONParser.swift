/// A strict RFC 8259 JSON parser that records line and column for every value.
///
/// Errors carry the position of the first offending character, so a user sees
/// `hall.json:12:7: expected ',' or ']' in array` rather than "the data is corrupt".
public struct JSONParser {
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "\(line):\(column): \(reason)" }
    }

    /// Deepest nesting accepted; deeper input is refused instead of exhausting the stack.
    public static let maxDepth = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// Parses a complete JSON document (one value, surrounded only by white space).
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        // Tolerate a UTF-8 byte-order mark; it is not a character of line 1, so columns start after it.
        if parser.peek == "\u{FEFF}" { parser.index += 1 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("unexpected '\(parser.scalars[parser.index])' after the top-level value")
        }
        return value
    }

    /// Parses UTF-8 bytes; invalid UTF-8 is a syntax error at line 1, column 1.
    public static func parse(utf8 bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SyntaxError(line: 1, column: 1, reason: "the file is not valid UTF-8")
        }
        return try parse(text)
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func error(_ reason: String) -> SyntaxError {
        SyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private mutating func expect(_ c: Unicode.Scalar, _ context: String) throws(SyntaxError) {
        guard peek == c else {
            throw error(peek == nil ? "unexpected end of file, expected '\(c)' \(context)"
                                    : "expected '\(c)' \(context), found '\(peek!)'")
        }
        advance()
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        let (l, c) = (line, column)
        guard let ch = peek else { throw error("unexpected end of file, expected a value") }
        switch ch {
        case "{": return JSONValue(try parseObject(depth: depth), line: l, column: c)
        case "[": return JSONValue(try parseArray(depth: depth), line: l, column: c)
        case "\"": return JSONValue(.string(try parseString()), line: l, column: c)
        case "t": try parseLiteral("true"); return JSONValue(.bool(true), line: l, column: c)
        case "f": try parseLiteral("false"); return JSONValue(.bool(false), line: l, column: c)
        case "n": try parseLiteral("null"); return JSONValue(.null, line: l, column: c)
        case "-", "0"..."9": return JSONValue(.number(try parseNumber()), line: l, column: c)
        default: throw error("unexpected '\(ch)', expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String) throws(SyntaxError) {
        let start = error("invalid literal, expected '\(word)'")
        for w in word.unicodeScalars {
            guard peek == w else { throw start }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue.Kind {
        advance()  // {
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek == "}" { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard peek == "\"" else {
                throw error(peek == nil ? "unexpected end of file in object" : "expected a quoted key in object, found '\(peek!)'")
            }
            let key = try parseString()
            skipWhitespace()
            try expect(":", "after object key \"\(key)\"")
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append((key, value))
            skipWhitespace()
            if peek == "," { advance(); continue }
            if peek == "}" { advance(); return .object(members) }
            throw error(peek == nil ? "unexpected end of file, expected ',' or '}' in object"
                                    : "expected ',' or '}' in object, found '\(peek!)'")
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue.Kind {
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == "]" { advance(); return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if peek == "," { advance(); continue }
            if peek == "]" { advance(); return .array(elements) }
            throw error(peek == nil ? "unexpected end of file, expected ',' or ']' in array"
                                    : "expected ',' or ']' in array, found '\(peek!)'")
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance()  // opening quote
        var out = String.UnicodeScalarView()
        while true {
            guard let ch = peek else { throw error("unexpected end of file in string") }
            if ch == "\"" { advance(); return String(out) }
            if ch.value < 0x20 { throw error("control character U+\(String(ch.value, radix: 16, uppercase: true)) in string; escape it") }
            if ch == "\\" {
                advance()
                guard let e = peek else { throw error("unexpected end of file in string escape") }
                switch e {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    advance()
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard peek == "\\" else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        advance()
                        guard peek == "u" else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("unpaired UTF-16 surrogate in \\u escape")
                    }
                    guard let s = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    out.append(s)
                    continue
                default: throw error("invalid escape '\\\(e)' in string")
                }
                advance()
                continue
            }
            out.append(ch)
            advance()
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let d = UInt32(String(c), radix: 16) else {
                throw error("expected 4 hex digits in \\u escape")
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        var text = ""
        func digit(_ c: Unicode.Scalar?) -> Bool { c.map { ("0"..."9").contains($0) } ?? false }
        if peek == "-" { text.unicodeScalars.append("-"); advance() }
        guard digit(peek) else { throw error("expected a digit in number") }
        if peek == "0" {
            text.unicodeScalars.append("0"); advance()
            if digit(peek) { throw error("leading zeros are not allowed in numbers") }
        } else {
            while digit(peek) { text.unicodeScalars.append(peek!); advance() }
        }
        if peek == "." {
            text.unicodeScalars.append("."); advance()
            guard digit(peek) else { throw error("expected a digit after the decimal point") }
            while digit(peek) { text.unicodeScalars.append(peek!); advance() }
        }
        if peek == "e" || peek == "E" {
            text.unicodeScalars.append("e"); advance()
            if peek == "+" || peek == "-" { text.unicodeScalars.append(peek!); advance() }
            guard digit(peek) else { throw error("expected a digit in the exponent") }
            while digit(peek) { text.unicodeScalars.append(peek!); advance() }
        }
        return text
    }
}
