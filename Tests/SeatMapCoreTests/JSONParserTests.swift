import Testing
@testable import SeatMapCore

@Suite struct JSONParserTests {
    @Test func parsesEveryKindWithPositions() throws {
        let v = try JSONParser.parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"b\": \"x\\u00e9\\ud83c\\udfac\"\n}")
        #expect(v.line == 1 && v.column == 1)
        let a = try #require(v["a"])
        #expect(a.line == 2 && a.column == 8)
        #expect(a.arrayElements?.count == 4)
        #expect(a.arrayElements?[0].intValue == 1)
        #expect(a.arrayElements?[1].doubleValue == -2500)
        #expect(a.arrayElements?[1].intValue == -2500)
        #expect(a.arrayElements?[2].boolValue == true)
        #expect(a.arrayElements?[3].kind == .null)
        #expect(v["b"]?.stringValue == "xé🎬")
        #expect(v["b"]?.line == 3 && v["b"]?.column == 8)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("[1, 2", 1, 6, "unexpected end of file"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("[01]", 1, 3, "leading zeros"),
        ("\"abc", 1, 5, "unexpected end of file in string"),
        ("[1]\n x", 2, 2, "after the top-level value"),
        ("[tru]", 1, 2, "invalid literal"),
        ("[\"\\ud800\"]", 1, 9, "unpaired UTF-16 surrogate"),
        ("{\"a\":\n\n   @}", 3, 4, "unexpected '@'"),
    ])
    func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, reason: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
        do { _ = try JSONParser.parse(text) } catch {
            #expect(error.line == line, "\(text): \(error)")
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.reason.contains(reason), "\(text): \(error)")
        }
    }

    @Test func refusesDeepNesting() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func invalidUTF8IsASyntaxError() {
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 1, reason: "the file is not valid UTF-8")) {
            try JSONParser.parse(utf8: [0x7B, 0xFF, 0x7D])
        }
    }

    @Test func serializesSortedAndEscaped() throws {
        let v = JSONValue.object([("b", .int(1)), ("a", .string("q\"\n\u{01}")), ("c", try .double(1.5)), ("d", try .double(2))])
        #expect(v.serialized(sortedKeys: true) == #"{"a": "q\"\n\u0001", "b": 1, "c": 1.5, "d": 2}"#)
        #expect(try JSONParser.parse(v.serialized()) == JSONParser.parse(v.serialized(sortedKeys: false)))
    }

    @Test func integersBeyondDoublePrecisionAreNotRounded() throws {
        let v = try JSONParser.parse("9007199254740993")
        #expect(v.intValue == 9_007_199_254_740_993)
        #expect(try JSONParser.parse("1.5").intValue == nil)
        #expect(try JSONParser.parse("3.0").intValue == 3)
    }
}

@Suite struct JSONParserByteTests {
    @Test func repeatedKeysAreReportedWithBothPlaces() {
        #expect(throws: JSONParser.SyntaxError(line: 2, column: 3, reason: #"duplicate key "a" in object (first at 1:2)"#)) {
            try JSONParser.parse("{\"a\": 1,\n  \"a\": 2}")
        }
        // The same key in different objects is fine.
        #expect(throws: Never.self) { try JSONParser.parse(#"[{"a": 1}, {"a": 2}]"#) }
    }

    @Test func columnsCountCharactersNotBytes() {
        // "流浪" is six bytes but two characters: the error is at column 9, not 13.
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 9, reason: "expected ',' or '}' in object, found 'x'")) {
            try JSONParser.parse(#"{"流浪": 1x}"#)
        }
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 7, reason: "unexpected '流', expected a value")) {
            try JSONParser.parse(#"{"a": 流}"#)
        }
    }

    @Test func escapesAndLongRunsDecodeExactly() throws {
        let long = String(repeating: "座位", count: 10_000)
        let v = try JSONParser.parse(#"["\#(long)", "a\"b\\c\u00e9\ud83c\udfac\n", 1E+2]"#)
        #expect(v.arrayElements?[0].stringValue == long)
        #expect(v.arrayElements?[1].stringValue == "a\"b\\cé🎬\n")
        #expect(v.arrayElements?[2].doubleValue == 100)
    }
}

/// `parse(utf8:streaming:each:)`: a top-level array handed out element by element.
@Suite struct JSONStreamingTests {
    @Test func streamedElementsAreTheTreesElementsWithTheirPositions() throws {
        let text = "{\"n\": 1,\n \"seats\": [{\"id\": \"a\"},\n  {\"id\": \"b\", \"x\": [1, 2]}, 3],\n \"tail\": {\"seats\": [9]}}"
        let whole = try JSONParser.parse(text)
        var seen: [JSONValue] = []
        let streamed = try JSONParser.parse(utf8: Array(text.utf8), streaming: "seats") { seen.append($0) }
        #expect(seen == whole["seats"]?.arrayElements)
        #expect(seen.map(\.line) == [2, 3, 3] && seen.map(\.column) == [12, 3, 29])
        // The member keeps its place (and position) with no elements; nested "seats" are not streamed.
        #expect(streamed["seats"]?.arrayElements == [] && streamed["seats"]?.line == 2 && streamed["seats"]?.column == 11)
        #expect(streamed["tail"] == whole["tail"] && streamed["n"]?.intValue == 1)
    }

    @Test func aSyntaxErrorAfterTheElementsIsStillThrownWhereItIs() throws {
        var seen = 0
        #expect { try JSONParser.parse(utf8: Array("{\"seats\": [1, 2, 3], \"x\": tru}".utf8), streaming: "seats") { _ in seen += 1 } } throws: { e in
            guard let e = e as? JSONParser.SyntaxError else { return false }
            return e.line == 1 && e.column == 27 && e.reason.contains("invalid literal")
        }
        #expect(seen == 3)
    }

    @Test func aMemberThatIsNoArrayStaysInTheTree() throws {
        var seen = 0
        let v = try JSONParser.parse(utf8: Array("{\"seats\": {\"a\": 1}}".utf8), streaming: "seats") { _ in seen += 1 }
        #expect(seen == 0 && v["seats"]?["a"]?.intValue == 1)
    }

    @Test func streamedElementsCountTowardsTheValueLimit() throws {
        let count = JSONParser.maxValues
        let text = "{\"seats\": [" + String(repeating: "0,", count: count) + "0]}"
        #expect { try JSONParser.parse(utf8: Array(text.utf8), streaming: "seats") { _ in } } throws: { e in
            (e as? JSONParser.SyntaxError)?.reason.contains("more than \(JSONParser.maxValues) values") == true
        }
    }
}
