import SeatMapArguments
import SeatMapCore
import SeatMapOutput
import SeatMapPage

struct RenderCommand: SeatMapCommand {
    static let format = Option<ImageFormat>("--format", help: "Output format (default: from -o's extension).")
    static let output = Option<String>("-o", "--output", value: "OUT", help: "Output file, or - for stdout (then --format, default png).")

    static let configuration = CommandConfiguration(
        name: "seatmap render",
        abstract: "Render a seat-selection page (or the whole seat map) to PNG, SVG or PDF.",
        discussion: "The format defaults to the output file's extension (png when it has none).\nThe file is written atomically: a failed render leaves nothing behind.",
        positionals: PageOptions.positionals,
        options: PageOptions.options + [
            format, output,
        ])

    let options: PageOptions
    let output: String
    let format: ImageFormat

    init(_ args: ParsedArguments) throws {
        options = try PageOptions.parse(args)
        guard let out = args[Self.output] else { throw CLIError.usage("-o: missing; say where to write the image") }
        output = out
        if let f = try args[Self.format] {
            // A format that contradicts the file's extension would write, say, PNG bytes into
            // `out.svg`; a name without a known extension (or `-`) takes any format.
            if let named = ImageFormat(pathExtension: out), named != f {
                throw CLIError.usage("--format \(f.rawValue) contradicts -o \(out) (a .\(named.rawValue) file); drop --format or name the file .\(f.rawValue)")
            }
            format = f
        } else {
            format = try ImageFormat(pathExtension: out) ?? Self.formatWithoutExtension(out)
        }
    }

    /// PNG for a name with no extension (or `-`); a usage error for one SeatMap cannot write,
    /// rather than a PNG under a misleading name.
    static func formatWithoutExtension(_ path: String) throws -> ImageFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let ext = name[name.index(after: dot)...]
            throw CLIError.usage("-o: cannot write .\(ext) files; the formats are png, svg and pdf (or say --format)")
        }
        return .png
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let request: PageRequest
        switch try options.subject() {
        case .page(let r): request = r
        case .venue(let v): return try runVenue(v, &io)
        }
        let resolved = try PageOutput.resolve(try request.make())
        try options.checkGlyphs(resolved.missingCharacters)
        let result = try PageOutput.render(resolved, format: format)
        io.warnPage(resolved, hallPath: options.hallPath, drawn: result.warnings)
        try io.writeOutput(result.bytes, to: output)
        // Raster output is measured in pixels, vector output in points (its units).
        let size = format == .png ? "\(resolved.imageWidth)×\(resolved.imageHeight) px"
            : "\(NumberText.rounded(resolved.size.width, places: 2))×\(NumberText.rounded(resolved.size.height, places: 2)) pt"
        let summary = "wrote \(output == "-" ? "stdout" : output) (\(format.rawValue), \(size))"
        // With `-o -` stdout carries the image itself, so the summary goes to stderr.
        if output == "-" { io.warnAfterStdout(summary) } else { io.print(summary) }
        return ExitCode.ok
    }

    /// A venue's whole map, written as a page is.
    func runVenue(_ request: VenueRequest, _ io: inout CommandIO) throws -> Int32 {
        let resolved = try VenueInput.resolve(request, path: options.hallPath)
        try options.checkGlyphs(resolved.missingCharacters)
        let result = try VenueOutput.render(resolved, format: format)
        for w in result.warnings { io.warn("warning: \(w)") }
        try io.writeOutput(result.bytes, to: output)
        let size = format == .png ? "\(resolved.imageWidth)×\(resolved.imageHeight) px"
            : "\(NumberText.rounded(resolved.size.width, places: 2))×\(NumberText.rounded(resolved.size.height, places: 2)) pt"
        let summary = "wrote \(output == "-" ? "stdout" : output) (\(format.rawValue), \(size), \(resolved.layout.placements.isEmpty ? "no seats: areas" : resolved.level == .seats ? "seats" : "sections") drawn)"
        if output == "-" { io.warnAfterStdout(summary) } else { io.print(summary) }
        return ExitCode.ok
    }
}
