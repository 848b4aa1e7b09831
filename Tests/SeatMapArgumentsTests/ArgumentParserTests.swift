import Foundation
import Testing
@testable import SeatMapArguments

@Suite struct ArgumentParserTests {
    static let zoom = Option<Double>("--zoom", value: "Z", help: "Zoom.")
    /// The same option read with a range.
    static let zoomTo8 = Option<Double>("--zoom", value: "Z", help: "Zoom.", in: 0...8)
    static let point = Option<(Double, Double)>(names: ["--point"], value: "X,Y", help: "P.", repeatable: true) {
        (text: String, key: String) throws(UsageError) -> (Double, Double) in try ParsedArguments.parsePair(text, key: key)
    }
    static let json = Flag("--json", help: "JSON.")
    static let output = Option<String>("-o", "--output", value: "OUT", help: "Out.")
    static let ids = Option<String>("--ids", value: "A,B", help: "Ids.", repeatable: true)

    let config = CommandConfiguration(
        name: "tool demo", abstract: "Demo.",
        positionals: [PositionalSpec("FILE", help: "Input.")],
        options: [zoom, point, json, output, ids])

    @Test func parsesOptionsFlagsAndPositionals() throws {
        let p = try ArgumentParser.parse(["in.json", "--zoom=1.5", "--json", "-o", "out.png", "--point", "-3,4", "--point", "5,6"], for: config)
        #expect(p.positionals == ["in.json"])
        #expect(try p[Self.zoom] == 1.5)
        #expect(p[Self.json])
        #expect(p[Self.output] == "out.png")
        let pts = try p.every(Self.point)
        #expect(pts.map(\.0) == [-3, 5] && pts.map(\.1) == [4, 6])
    }

    @Test func doubleDashEndsOptions() throws {
        let p = try ArgumentParser.parse(["--", "--json"], for: config)
        #expect(p.positionals == ["--json"])
        #expect(!p[Self.json])
    }

    @Test(arguments: [
        (["a", "--zoom", "nan"], "--zoom: expected a number, found 'nan'"),
        (["a", "--zoom", "inf"], "--zoom: expected a number, found 'inf'"),
        (["a", "--zoom", "1e999"], "--zoom: expected a finite number, found '1e999'"),
        (["a", "--zoom", "abc"], "--zoom: expected a number, found 'abc'"),
        (["a", "--point", "1,"], "--point: expected a number, found ''"),
        (["a", "--point", "1"], "--point: expected X,Y, found '1'"),
        (["a", "--point", "1,2,3"], "--point: expected X,Y, found '1,2,3'"),
    ])
    func malformedNumbersNameTheFlag(args: [String], message: String) throws {
        let p = try ArgumentParser.parse(args, for: config)
        #expect(throws: UsageError(message)) {
            _ = try p[Self.zoom]
            _ = try p.every(Self.point)
        }
    }

    @Test func unknownOptionsSuggestTheClosest() {
        #expect(throws: UsageError("unknown option '--zom' for 'tool demo'; did you mean '--zoom'?")) {
            try ArgumentParser.parse(["a", "--zom", "1"], for: config)
        }
        #expect(throws: UsageError("unknown option '--frobnicate' for 'tool demo'")) {
            try ArgumentParser.parse(["a", "--frobnicate"], for: config)
        }
    }

    @Test func structuralErrors() {
        #expect(throws: UsageError("--zoom needs a value (Z)")) { try ArgumentParser.parse(["a", "--zoom"], for: config) }
        #expect(throws: UsageError("--zoom was given more than once")) { try ArgumentParser.parse(["a", "--zoom", "1", "--zoom", "2"], for: config) }
        #expect(throws: UsageError("missing argument FILE (Input.)")) { try ArgumentParser.parse([], for: config) }
        #expect(throws: UsageError("unexpected argument 'b'")) { try ArgumentParser.parse(["a", "b"], for: config) }
        #expect(throws: UsageError("--json takes no value")) { try ArgumentParser.parse(["a", "--json=yes"], for: config) }
    }

    @Test func helpSkipsValidation() throws {
        let p = try ArgumentParser.parse(["--help"], for: config)
        #expect(p.wantsHelp)
    }

    @Test func listsAndRanges() throws {
        let p = try ArgumentParser.parse(["a", "--ids", "x, y", "--ids", "z", "--zoom", "9"], for: config)
        #expect(try p.items(Self.ids) == ["x", "y", "z"])
        #expect(throws: UsageError("--zoom: must be 0 to 8, found 9")) { try p[Self.zoomTo8] }
        let q = try ArgumentParser.parse(["a", "--ids", "x,,y"], for: config)
        #expect(throws: UsageError("--ids: empty item in list 'x,,y'")) { try q.items(Self.ids) }
    }

    @Test func helpHasFixedSections() {
        let help = config.helpText
        let order = ["OVERVIEW: Demo.", "USAGE: tool demo FILE", "ARGUMENTS:", "OPTIONS:", "-h, --help"]
        var last = help.startIndex
        for part in order {
            let r = help.range(of: part, range: last..<help.endIndex)
            #expect(r != nil, "missing or out of order: \(part)")
            if let r { last = r.upperBound }
        }
        #expect(help.contains("-o, --output OUT"))
    }
}

/// Typed option values: each kind parsed in one place, errors naming the option.
@Suite struct ArgumentValueTests {
    enum Shape: String, CaseIterable { case round, square }
    enum Even: ArgumentValue {
        static func parse(_ text: String, key: String) throws(UsageError) -> Int {
            guard let n = Int(text), n % 2 == 0 else { throw UsageError("\(key): expected an even number, found '\(text)'") }
            return n
        }
    }
    static let shape = Option<Shape>("--shape", value: "S", help: "")
    static let n = Option<Int>("--n", value: "N", help: "", as: Even.self, repeatable: true)
    static let missing = Option<Int>("--missing", value: "N", help: "", as: Even.self)
    static let config = CommandConfiguration(name: "t", abstract: "", options: [shape, n])

    @Test func choicesValuesAndLists() throws {
        let a = try ArgumentParser.parse(["--shape", "round", "--n", "2", "--n", "4,6"], for: Self.config)
        #expect(try a[Self.shape] == .round)
        #expect(try a.items(Self.n) == [2, 4, 6])
        #expect(try a[Self.missing] == nil)
        let bad = try ArgumentParser.parse(["--shape", "oval", "--n", "3"], for: Self.config)
        #expect(throws: UsageError("--shape: expected one of round, square, found 'oval'")) { try bad[Self.shape] }
        #expect(throws: UsageError("--n: expected an even number, found '3'")) { try bad.every(Self.n) }
    }
}
