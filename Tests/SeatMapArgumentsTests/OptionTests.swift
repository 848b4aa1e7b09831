import Testing
@testable import SeatMapArguments

/// Options declared once as typed keys and read back through them.
@Suite struct OptionTests {
    enum Shape: String, CaseIterable, Sendable { case round, square }

    static let zoom = Option<Double>("--zoom", value: "Z", help: "Zoom.", in: 0.5...4)
    static let count = Option<Int>("-n", "--count", value: "N", help: "Count.", in: 1...9)
    static let shape = Option<Shape>("--shape", help: "Shape.")
    static let name = Option<String>("--name", value: "NAME", help: "Name.", completion: ["ada", "bob"])
    static let tags = Option<String>("--tags", value: "T,T", help: "Tags.", repeatable: true)
    static let pairs = Option<[Int]>(names: ["--pair"], value: "A,B", help: "Pair.", repeatable: true) {
        (text: String, key: String) throws(UsageError) -> [Int] in
        let parts = text.split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw UsageError("\(key): expected A,B, found '\(text)'") }
        return parts
    }
    static let json = Flag("--json", help: "JSON.")

    let config = CommandConfiguration(name: "tool demo", abstract: "Demo.", options: [zoom, count, shape, name, tags, pairs, json])

    @Test func readsEachTypeThroughItsDeclaration() throws {
        let p = try ArgumentParser.parse(["--zoom", "1.5", "-n", "3", "--shape=square", "--name", "ada", "--tags", "a,b", "--tags", "c",
                                          "--pair", "1,2", "--pair", "3,4", "--json"], for: config)
        #expect(try p[Self.zoom] == 1.5)
        #expect(try p[Self.count] == 3)
        #expect(try p[Self.shape] == .square)
        #expect(p[Self.name] == "ada")
        #expect(try p.items(Self.tags) == ["a", "b", "c"])
        #expect(p.texts(Self.tags) == ["a,b", "c"])
        #expect(try p.every(Self.pairs) == [[1, 2], [3, 4]])
        #expect(p[Self.json])
        #expect(p.has(Self.zoom) && !p.has(Option<String>("--other", value: "X", help: "")))
    }

    @Test func absentOptionsAreNilAndFlagsFalse() throws {
        let p = try ArgumentParser.parse([], for: config)
        #expect(try p[Self.zoom] == nil)
        #expect(try p[Self.shape] == nil)
        #expect(p[Self.name] == nil)
        #expect(try p.every(Self.pairs).isEmpty)
        #expect(!p[Self.json])
    }

    @Test func badValuesNameTheOptionAndTheReason() throws {
        func error(_ args: [String], _ read: (ParsedArguments) throws -> Void) throws -> String {
            let p = try ArgumentParser.parse(args, for: config)
            do { try read(p) } catch let e as UsageError { return e.message }
            return "no error"
        }
        #expect(try error(["--zoom", "9"]) { _ = try $0[Self.zoom] } == "--zoom: must be 0.5 to 4, found 9")
        #expect(try error(["--zoom", "nan"]) { _ = try $0[Self.zoom] } == "--zoom: expected a number, found 'nan'")
        #expect(try error(["--count", "x"]) { _ = try $0[Self.count] } == "--count: expected a whole number, found 'x'")
        #expect(try error(["--shape", "oval"]) { _ = try $0[Self.shape] } == "--shape: expected one of round, square, found 'oval'")
        #expect(try error(["--pair", "1"]) { _ = try $0.every(Self.pairs) } == "--pair: expected A,B, found '1'")
        #expect(try error(["--tags", "a,,b"]) { _ = try $0.items(Self.tags) } == "--tags: empty item in list 'a,,b'")
    }

    @Test func anEnumOptionNamesItsCasesInHelpAndCompletions() {
        #expect(Self.shape.spec.valueName == "round|square")
        #expect(Self.shape.spec.completion == ["round", "square"])
        #expect(config.helpText.contains("--shape round|square"))
        let script = ShellCompletions(program: "tool", commands: [("demo", config)]).script(for: .bash)
        #expect(script.contains("ada bob"))
        #expect(script.contains("round square"))
    }
}
