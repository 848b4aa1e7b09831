import SeatMapArguments
import SeatMapCore
import SeatMapRender

struct RenderCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap render",
        abstract: "Render a seat-selection page (or the whole seat map) to PNG, SVG or PDF.",
        discussion: "The format defaults to the output file's extension (png when it has none).\nThe file is written atomically: a failed render leaves nothing behind.",
        positionals: [PositionalSpec("HALL", help: "Hall file (JSON).")],
        options: PageOptions.specs + [
            .option("--format", value: "png|svg|pdf", help: "Output format (default: from -o's extension)."),
            .option("-o", "--output", value: "OUT", help: "Output file."),
        ])

    let options: PageOptions
    let output: String
    let format: ImageFormat

    init(_ args: ParsedArguments) throws {
        options = try PageOptions(args)
        guard let out = args.string("--output") else { throw CLIError.usage("-o: missing; say where to write the image") }
        output = out
        if let f = try args.choice("--format", from: ImageFormat.allCases.map(\.rawValue)) {
            format = ImageFormat(rawValue: f)!
        } else {
            format = ImageFormat(pathExtension: out) ?? .png
        }
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let page = try options.makePage()
        let result = try Renderer.render(page, format: format)
        for w in result.warnings { io.warn("warning: \(w)") }
        try Renderer.writeAtomically(result.bytes, to: output)
        io.print("wrote \(output) (\(format.rawValue), \(page.layout.imageWidth)×\(page.layout.imageHeight) px)")
        return ExitCode.ok
    }
}
