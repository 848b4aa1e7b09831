/// A strict RFC 8259 JSON parser that records line and column for every value.
///
/// Errors carry the position of the first offending character, so a user sees
/// `hall.json:12:7: expected ',' or ']' in array` rather than "the data is corrupt".
///
/// It works on the UTF-8 bytes directly (validated once up front): no per-character copy of
/// the document is made, so a file costs about its own size plus the values it holds.
/// Columns count characters (Unicode scalars) from 1, after an optional byte-order mark.
public struct JSONParser {
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "\(line):\(column): \(reason)" }
    }

    /// Deepest nesting accepted; deeper input is refused instead of exhausting the stack.
    public static let maxDepth = 256
    /// Values a document may hold (numbers, strings, arrays, objects, literals), counted as they
    /// are parsed: a 200,000-seat layout has about 4.2 million, and 6 million values cost at most
    /// about 200 MB, so a 64-MB array of zeros is refused at its 6,000,001st value instead of
    /// taking gigabytes (docs/limits.md).
    public static let maxValues = 6_000_000
    /// Most members of one object. No object SeatMap reads has more than a member per batch item
    /// (a manifest's `timingsMs`); an object is the costliest value to hold (its key, its place
    /// and its index besides the value), so a 64-MB document of one object's keys is refused at
    /// the key past this instead of built (794 MiB).
    public static let maxMembers = 1_000_000

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Values parsed so far (see `maxValues`).
    private var values = 0

    /// The top-level member whose array is handed out element by element (`parse(utf8:streaming:each:)`).
    private var streamKey: String?
    private var streamSink: ((JSONValue) -> Void)?

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a complete JSON document (one value, surrounded only by white space).
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parseValidated(Array(text.utf8))
    }

    /// Parses UTF-8 bytes; invalid UTF-8 is a syntax error at line 1, column 1.
    public static func parse(utf8 bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        guard isValidUTF8(bytes) else {
            throw SyntaxError(line: 1, column: 1, reason: "the file is not valid UTF-8")
        }
        return try parseValidated(bytes)
    }

    /// Whether `bytes` are valid UTF-8, without building a string of them.
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var it = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&it) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Parses a document whose top-level object has a member `key` holding an array too large
    /// to keep as a tree (a layout's 200,000 seats, each several values): every element of that
    /// array is handed to `each` as soon as it is parsed, then dropped, and the tree keeps an
    /// empty array in the member's place. Syntax, limits and positions are as `parse(utf8:)`'s,
    /// so an error later in the file is still thrown after `each` has seen earlier elements.
    public static func parse(utf8 bytes: [UInt8], streaming key: String, each: (JSONValue) -> Void) throws(SyntaxError) -> JSONValue {
        guard isValidUTF8(bytes) else {
            throw SyntaxError(line: 1, column: 1, reason: "the file is not valid UTF-8")
        }
        let result = withoutActuallyEscaping(each) { sink -> Result<JSONValue, SyntaxError> in
            do throws(SyntaxError) { return .success(try parseValidated(bytes, streaming: (key, sink))) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func parseValidated(_ bytes: [UInt8], streaming: (String, (JSONValue) -> Void)? = nil) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.streamKey = streaming?.0
        parser.streamSink = streaming?.1
        // Tolerate a UTF-8 byte-order mark; it is not a character of line 1, so columns start after it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected '\(parser.currentCharacter)' after the top-level value")
        }
        return value
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The character at the current position, for messages.
    private var currentCharacter: String {
        guard index < bytes.count else { return "" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Moves past one byte; the column counts characters, so UTF-8 continuation bytes do not count.
    private mutating func advance() {
        let b = bytes[index]
        if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    private func error(_ reason: String) -> SyntaxError {
        SyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: column += 1; index += 1
            case 0x0A: line += 1; column = 1; index += 1
            default: return
            }
        }
    }

    /// `context` is made only for the error: it was built for every key of every object (7 % of
    /// reading a large venue).
    private mutating func expect(_ c: UInt8, _ context: @autoclosure () -> String) throws(SyntaxError) {
        guard peek == c else {
            let context = context()
            let want = String(UnicodeScalar(c))
            throw error(peek == nil ? "unexpected end of file, expected '\(want)' \(context)"
                                    : "expected '\(want)' \(context), found '\(currentCharacter)'")
        }
        advance()
    }

    /// `arraySink`: the value is an array whose elements go there instead of into the tree.
    private mutating func parseValue(depth: Int, arraySink: ((JSONValue) -> Void)? = nil) throws(SyntaxError) -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        values += 1
        if values > JSONParser.maxValues {
            throw error("more than \(JSONParser.maxValues) values; no hall, theme, layout or manifest SeatMap reads has so many (refused before it is built)")
        }
        let (l, c) = (line, column)
        guard let ch = peek else { throw error("unexpected end of file, expected a value") }
        switch ch {
        case UInt8(ascii: "{"): return JSONValue(try parseObject(depth: depth), line: l, column: c)
        case UInt8(ascii: "["): return JSONValue(try parseArray(depth: depth, sink: arraySink), line: l, column: c)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: l, column: c)
        case UInt8(ascii: "t"): try parseLiteral("true"); return JSONValue(.bool(true), line: l, column: c)
        case UInt8(ascii: "f"): try parseLiteral("false"); return JSONValue(.bool(false), line: l, column: c)
        case UInt8(ascii: "n"): try parseLiteral("null"); return JSONValue(.null, line: l, column: c)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), line: l, column: c)
        default: throw error("unexpected '\(currentCharacter)', expected a value")
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(SyntaxError) {
        let start = error("invalid literal, expected '\(word)'")
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for b in w {
            guard peek == b else { throw start }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue.Kind {
        advance()  // {
        var members: [(key: String, value: JSONValue)] = []
        // Where each key was first seen: a repeated key is an error, not silently last-wins.
        // Small objects (every seat) are checked by a linear scan; a dictionary only beyond 16
        // keys, so hashing costs nothing on the common path and stays O(n) on hostile input.
        var keyPositions: [(line: Int, column: Int)] = []
        var firstSeen: [String: Int] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw error(peek == nil ? "unexpected end of file in object" : "expected a quoted key in object, found '\(currentCharacter)'")
            }
            let keyPosition = (line: line, column: column)
            if members.count >= JSONParser.maxMembers {
                throw error("more than \(JSONParser.maxMembers) members in one object; no hall, theme, layout or manifest SeatMap reads has so many (refused before it is built)")
            }
            let key = try parseString()
            let earlier: Int?
            if members.count < 16 {
                earlier = members.firstIndex { $0.key == key }
            } else {
                if firstSeen.isEmpty { for (i, m) in members.enumerated() { firstSeen[m.key] = i } }
                earlier = firstSeen[key]
                firstSeen[key] = earlier ?? members.count
            }
            if let i = earlier {
                let first = keyPositions[i]
                throw SyntaxError(line: keyPosition.line, column: keyPosition.column,
                                  reason: "duplicate key \(MessageText.quoted(key)) in object (first at \(first.line):\(first.column))")
            }
            keyPositions.append(keyPosition)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "after object key \(MessageText.quoted(key))")
            skipWhitespace()
            let value: JSONValue
            if depth == 0, key == streamKey, peek == UInt8(ascii: "["), let sink = streamSink {
                value = try parseValue(depth: depth + 1, arraySink: sink)
            } else {
                value = try parseValue(depth: depth + 1)
            }
            members.append((key, value))
            skipWhitespace()
            if peek == UInt8(ascii: ",") { advance(); continue }
            if peek == UInt8(ascii: "}") { advance(); return .object(members) }
            throw error(peek == nil ? "unexpected end of file, expected ',' or '}' in object"
                                    : "expected ',' or '}' in object, found '\(currentCharacter)'")
        }
    }

    private mutating func parseArray(depth: Int, sink: ((JSONValue) -> Void)? = nil) throws(SyntaxError) -> JSONValue.Kind {
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { advance(); return .array(elements) }
        while true {
            skipWhitespace()
            let element = try parseValue(depth: depth + 1)
            if let sink { sink(element) } else { elements.append(element) }
            skipWhitespace()
            if peek == UInt8(ascii: ",") { advance(); continue }
            if peek == UInt8(ascii: "]") { advance(); return .array(elements) }
            throw error(peek == nil ? "unexpected end of file, expected ',' or ']' in array"
                                    : "expected ',' or ']' in array, found '\(currentCharacter)'")
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance()  // opening quote
        // Fast path: a run without escapes is copied as one slice of the (valid) input.
        var out: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unexpected end of file in string") }
            let ch = bytes[index]
            if ch == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<index])
                advance()
                return String(decoding: out, as: UTF8.self)
            }
            if ch < 0x20 {
                throw error("control character U+\(String(ch, radix: 16, uppercase: true)) in string; escape it")
            }
            if ch == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart..<index])
                advance()
                guard let e = peek else { throw error("unexpected end of file in string escape") }
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    advance()
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard peek == UInt8(ascii: "\\") else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        advance()
                        guard peek == UInt8(ascii: "u") else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("unpaired UTF-16 surrogate in \\u escape")
                    }
                    guard let s = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: UTF8.encode(s)!)
                    runStart = index
                    continue
                default: throw error("invalid escape '\\\(currentCharacter)' in string")
                }
                advance()
                runStart = index
                continue
            }
            advance()
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek else { throw error("expected 4 hex digits in \\u escape") }
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A")) + 10
            default: throw error("expected 4 hex digits in \\u escape")
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = index
        func digit(_ c: UInt8?) -> Bool { c.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
        if peek == UInt8(ascii: "-") { advance() }
        guard digit(peek) else { throw error("expected a digit in number") }
        if peek == UInt8(ascii: "0") {
            advance()
            if digit(peek) { throw error("leading zeros are not allowed in numbers") }
        } else {
            while digit(peek) { advance() }
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard digit(peek) else { throw error("expected a digit after the decimal point") }
            while digit(peek) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard digit(peek) else { throw error("expected a digit in the exponent") }
            while digit(peek) { advance() }
        }
        // The number as written, with "E" normalised to "e".
        return String(decoding: bytes[start..<index].map { $0 == UInt8(ascii: "E") ? UInt8(ascii: "e") : $0 }, as: UTF8.self)
    }
}
