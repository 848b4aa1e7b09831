import Testing
@testable import SeatMapArguments

/// Arguments declared once as spec and storage (`@OptionValue`, `@Argument`), read into a struct
/// by property name, then validated; positionals read by their names.
@Suite struct ParsableArgumentsTests {
    enum Shape: String, CaseIterable, Sendable { case round, square }
    struct Invalid: Error, Equatable { let message: String }

    struct Demo: ParsableArguments {
        @Argument(Positional("IN", help: "Input.")) var input: String
        @Argument(Positional("OUT", help: "Output.", optional: true)) var output: String?
        @OptionValue(Option<Double>("--zoom", value: "Z", help: "Zoom.", in: 0.5...4), default: 1) var zoom: Double
        @OptionValue(Option<Shape>("--shape", help: "Shape.")) var shape: Shape?
        @OptionValue(Option<String>("--tags", value: "T,T", help: "Tags.", repeatable: true), read: { args, option in try args.items(option) })
        var tags: [String]
        @OptionValue(Flag("--json", help: "JSON.")) var json: Bool

        func validate() throws {
            if json, shape == .round { throw Invalid(message: "--json cannot describe a round shape") }
        }
    }

    static let config = CommandConfiguration(name: "tool demo", abstract: "Demo.", positionals: Demo.positionals, options: Demo.options)

    @Test func theDeclarationsAreTheWrappersInDeclarationOrder() {
        #expect(Self.config.options.map(\.key) == ["--zoom", "--shape", "--tags", "--json"])
        #expect(Self.config.positionals.map(\.name) == ["IN", "OUT"])
        #expect(Self.config.positionals.map(\.optional) == [false, true])
    }

    @Test func everyValueIsReadThroughItsDeclaration() throws {
        let args = try ArgumentParser.parse(["a.json", "--zoom", "2.5", "--shape", "square", "--tags", "x,y", "--tags", "z", "--json"], for: Self.config)
        let d = try Demo.parse(args)
        #expect(d.input == "a.json" && d.output == nil)
        #expect(d.zoom == 2.5 && d.$zoom.isGiven)
        #expect(d.shape == .square && d.tags == ["x", "y", "z"] && d.json)
    }

    @Test func absentOptionsTakeTheirDefaultOrNil() throws {
        let d = try Demo.parse(ArgumentParser.parse(["a.json", "b.png"], for: Self.config))
        #expect(d.zoom == 1 && !d.$zoom.isGiven)
        #expect(d.shape == nil && d.tags == [] && !d.json && !d.$json.isGiven)
        #expect(d.output == "b.png")
    }

    @Test func aBadValueIsItsDeclarationsUsageError() throws {
        let args = try ArgumentParser.parse(["a.json", "--zoom", "9"], for: Self.config)
        #expect(throws: UsageError("--zoom: must be 0.5 to 4, found 9")) { try Demo.parse(args) }
        let shape = try ArgumentParser.parse(["a.json", "--shape", "oval"], for: Self.config)
        #expect { try Demo.parse(shape) } throws: { "\($0)".contains("--shape") && "\($0)".contains("oval") }
    }

    @Test func validateRunsAfterEveryValueHasParsed() throws {
        let args = try ArgumentParser.parse(["a.json", "--json", "--shape", "round"], for: Self.config)
        #expect(throws: Invalid(message: "--json cannot describe a round shape")) { try Demo.parse(args) }
    }

    @Test func positionalsAreReadByName() throws {
        let first = Positional("A", help: "First."), rest = Positional("REST", help: "The rest.", variadic: true)
        let config = CommandConfiguration(name: "tool pair", abstract: "Pair.", positionals: [first, rest])
        let args = try ArgumentParser.parse(["1", "2", "3"], for: config)
        #expect(args[first] == "1")
        #expect(args.every(rest) == ["2", "3"])
        #expect(args.value(of: Positional("C", help: "")) == nil)
    }
}
