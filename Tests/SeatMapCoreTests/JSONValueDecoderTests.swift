import Foundation
import Testing
@testable import SeatMapCore

/// The located decoder: standard `Decodable` types read through it, and every problem names its
/// path, line and column in the reader's wording.
@Suite struct JSONValueDecoderTests {
    struct Seat: Decodable, Equatable {
        var id: String
        var price: Int
        var tag: String?
        var sold: Bool
    }

    struct Hall: Decodable, Equatable {
        var name: String
        var rows: [[Seat]]
        var weights: [String: Double]?
    }

    static let text = """
    {
      "name": "1号厅",
      "rows": [
        [{"id": "1_1", "price": 3800, "sold": false}],
        [{"id": "2_1", "price": 4200, "tag": null, "sold": true}, {"id": "2_2", "price": 4200, "tag": "VIP", "sold": false}]
      ],
      "weights": {"a": 0.5}
    }
    """

    func problem<T: Decodable>(_ type: T.Type, _ text: String, wording: JSONValueDecoder.Wording = .init()) throws -> String {
        let json = try JSONParser.parse(text)
        do { _ = try JSONValueDecoder.decode(type, from: json, wording: wording); return "decoded" } catch {
            return error.description
        }
    }

    @Test func synthesisedTypesDecodeWithOptionalsArraysAndDictionaries() throws {
        let hall = try JSONValueDecoder.decode(Hall.self, from: try JSONParser.parse(Self.text))
        #expect(hall == Hall(name: "1号厅", rows: [[Seat(id: "1_1", price: 3800, tag: nil, sold: false)],
                                                   [Seat(id: "2_1", price: 4200, tag: nil, sold: true), Seat(id: "2_2", price: 4200, tag: "VIP", sold: false)]],
                             weights: ["a": 0.5]))
    }

    @Test(arguments: [
        // A nested element's wrong type: path, line and column of the value itself.
        ("\"price\": 4200, \"tag\": \"VIP\"", "\"price\": \"4200\", \"tag\": \"VIP\"", "5:86: rows[1][1].price: expected an integer, found a string"),
        // A missing key is named by its path, located at its object.
        ("{\"id\": \"1_1\", \"price\": 3800, ", "{\"price\": 3800, ", "4:6: rows[0][0].id: missing field (expected a string)"),
        ("\"sold\": false}]", "\"sold\": 0}]", "4:43: rows[0][0].sold: expected true or false, found a number"),
        ("\"price\": 3800", "\"price\": 38.5", "4:29: rows[0][0].price: expected an integer, found the number 38.5"),
        ("{\"a\": 0.5}", "{\"a\": 1e999}", "7:20: weights.a: expected a finite number, found 1e999, beyond what a number can hold"),
        ("\"name\": \"1号厅\"", "\"name\": [\"1号厅\"]", "2:11: name: expected a string, found an array"),
    ])
    func problemsAreLocated(_ change: (String, String, String)) throws {
        let text = Self.text.replacingOccurrences(of: change.0, with: change.1)
        #expect(text != Self.text)
        #expect(try problem(Hall.self, text) == change.2)
    }

    @Test func aReaderWordsItsOwnProblems() throws {
        let manifest = JSONValueDecoder.Wording(root: "manifest", integer: "a whole number", nullIsMissing: true, missingAtObject: true,
                                                missing: { key, _ in "missing \"\(key)\"" })
        struct Doc: Decodable { var version: Int; var items: [String] }
        #expect(try problem(Doc.self, "{\"items\": []}", wording: manifest) == "1:1: manifest: missing \"version\"")
        #expect(try problem(Doc.self, "{\"version\": null, \"items\": []}", wording: manifest) == "1:1: manifest: missing \"version\"")
        #expect(try problem(Doc.self, "{\"version\": null, \"items\": []}") == "1:13: version: expected an integer, found null")
        #expect(try problem(Doc.self, "{\"version\": 1, \"items\": [\"a\", 2]}", wording: manifest) == "1:31: items[1]: expected a string, found a number")
        #expect(try problem(Doc.self, "[1]", wording: manifest) == "1:1: manifest: expected an object, found an array")
    }

    @Test func aTypeLocatesItsOwnChecksAndCanCollectEveryElementsProblem() throws {
        struct Even: Decodable {
            var n: Int
            init(from decoder: any Decoder) throws {
                let d = try JSONValueDecoder.of(decoder)
                n = try d.read(Int.self)
                if n % 2 != 0 { throw d.problem("\(n) is odd") }
            }
        }
        struct All: Decodable {
            var problems: [String] = []
            init(from decoder: any Decoder) throws {
                var c = try decoder.unkeyedContainer()
                while !c.isAtEnd {
                    do { _ = try c.decode(Even.self) } catch { problems.append("\(error)") }
                }
            }
        }
        let all = try JSONValueDecoder.decode(All.self, from: try JSONParser.parse("[2,\n 3, 4, \"x\"]"))
        #expect(all.problems == ["2:2: [1]: 3 is odd", "2:8: [3]: expected an integer, found a string"])
    }

    @Test func aDecodingErrorATypeThrowsIsLocatedAtItsPath() throws {
        struct Strict: Decodable {
            init(from decoder: any Decoder) throws {
                let c = try decoder.container(keyedBy: JSONKey.self)
                throw DecodingError.dataCorruptedError(forKey: JSONKey("when"), in: c, debugDescription: "not a date")
            }
        }
        struct Outer: Decodable { var inner: [Strict] }
        #expect(try problem(Outer.self, "{\"inner\": [{\n  \"when\": \"soon\"}]}") == "2:11: inner[0].when: not a date")
    }

    @Test func aForeignDecoderIsRefusedNotMisread() throws {
        struct Probe: Decodable {
            init(from decoder: any Decoder) throws { _ = try JSONValueDecoder.of(decoder) }
        }
        #expect(throws: DecodingError.self) { _ = try PropertyListLikeDecoder().decode(Probe.self) }
    }
}

/// A decoder that is not a `JSONValueDecoder`.
private struct PropertyListLikeDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw DecodingError.valueNotFound(Key.self, .init(codingPath: [], debugDescription: "")) }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw DecodingError.valueNotFound(Int.self, .init(codingPath: [], debugDescription: "")) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw DecodingError.valueNotFound(Int.self, .init(codingPath: [], debugDescription: "")) }
}
