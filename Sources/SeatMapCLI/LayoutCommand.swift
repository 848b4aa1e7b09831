import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapOutput

struct LayoutCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap layout",
        abstract: "Print where every seat lies, in design points and in the rendered image's pixels.",
        discussion: "Takes every argument of `seatmap render` except -o and --format; pixelFrame is where\nthe seat lies in the image `seatmap render` makes with the same arguments.",
        positionals: PageOptions.positionals,
        options: PageOptions.options)

    let options: PageOptions
    init(_ args: ParsedArguments) throws { options = try PageOptions.parse(args) }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let request: PageRequest
        switch try options.subject() {
        case .page(let r): request = r
        case .venue(let v):
            let resolved = try VenueInput.resolve(v, path: options.hallPath)
            try options.checkGlyphs(resolved.missingCharacters)
            for w in resolved.warnings { io.warn("warning: \(w)") }
            io.emit(try VenueLayoutReport.json(resolved).serialized(lineDepth: 2) + "\n")
            return ExitCode.ok
        }
        let page = try request.make()
        let resolved = try PageOutput.resolve(page)
        try options.checkGlyphs(resolved.missingCharacters)
        // The same warnings `render` prints (a family not found, a damaged font passed over).
        io.warnPage(resolved, hallPath: options.hallPath)
        // Written piece by piece as it is made: a 200,000-seat document is 100 MB.
        try LayoutReport.serialized(resolved) { io.emit($0) }
        io.emit("\n")
        return ExitCode.ok
    }
}
