import Testing
import SeatMapCore

/// `JSONValueEncoder`: members in the order they are encoded, numbers as `JSONValue` writes
/// them, explicit nulls, a `JSONValue` put in as it is, and a second keyed container of one value
/// adding to the same object.
@Suite struct JSONValueEncoderTests {
    struct Inner: Encodable {
        var z = 1, a = 2
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: JSONKey.self)
            try c.encode(z, forKey: JSONKey("z"))
            try c.encode(a, forKey: JSONKey("a"))
        }
    }

    struct Outer: Encodable {
        var name = "n"
        var ratio = 2.5
        var whole = 3.0
        var missing: String? = nil
        var raw = JSONValue.object([("k", .array([.bool(true)]))])
        var nan = Double.nan
        var list: [Int?] = [1, nil]
        var inner = Inner()

        enum CodingKeys: String, CodingKey { case name, ratio, whole, missing, raw, nan, list, inner, extra }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(ratio, forKey: .ratio)
            try c.encode(whole, forKey: .whole)
            try c.encodeIfPresent(missing, forKey: .missing)
            try c.encodeNil(forKey: .extra)
            try c.encode(raw, forKey: .raw)
            try c.encode(nan, forKey: .nan)
            var l = c.nestedUnkeyedContainer(forKey: .list)
            for v in list { if let v { try l.encode(v) } else { try l.encodeNil() } }
            try c.encode(inner, forKey: .inner)
            // A second container of the same value adds to the same object.
            var again = encoder.container(keyedBy: JSONKey.self)
            try again.encode("late", forKey: JSONKey("after"))
        }
    }

    @Test func writesInEncodingOrder() throws {
        let json = try JSONValueEncoder().encode(Outer())
        #expect(json.serialized() == #"{"name": "n", "ratio": 2.5, "whole": 3, "extra": null, "raw": {"k": [true]}, "nan": null, "list": [1, null], "inner": {"z": 1, "a": 2}, "after": "late"}"#)
    }

    @Test func aDecodedValueEncodesBackThroughTheSameKeys() throws {
        struct Pair: Codable, Equatable { var first: String; var second: [Double] }
        let text = #"{"first": "a", "second": [1, 0.25]}"#
        let decoded = try JSONValueDecoder.decode(Pair.self, from: JSONParser.parse(text))
        #expect(decoded == Pair(first: "a", second: [1, 0.25]))
        #expect(try JSONValueEncoder().encode(decoded).serialized() == text)
    }

    /// Large arrays and objects encode in linear time (a 20,000-seat row was quadratic: each
    /// element copied the array): the outcome is checked here, the time in
    /// Benchmarks/worst-case.sh. A key set twice keeps its first place with its last value.
    @Test func largeArraysAndObjectsEncodeWhole() throws {
        let list = Array(0..<50_000)
        let json = try JSONValueEncoder().encode(list)
        #expect(json.arrayElements?.count == 50_000 && json.arrayElements?.last?.intValue == 49_999)
        struct Many: Encodable {
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: JSONKey.self)
                for i in 0..<5_000 { try c.encode(i, forKey: JSONKey("k\(i)")) }
                try c.encode("again", forKey: JSONKey("k1"))
            }
        }
        let members = try #require(try JSONValueEncoder().encode(Many()).objectMembers)
        #expect(members.count == 5_000)
        #expect(members[1].key == "k1" && members[1].value.stringValue == "again")
        #expect(members[4_999].key == "k4999" && members[4_999].value.intValue == 4_999)
    }
}
