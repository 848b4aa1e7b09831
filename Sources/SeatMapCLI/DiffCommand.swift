import Foundation
import SeatMapArguments
import SeatMapCore
import SeatMapPNG
import SeatMapRender
import SeatMapSnapshot

struct DiffCommand: SeatMapCommand {
    static let configuration = CommandConfiguration(
        name: "seatmap diff",
        abstract: "Compare two PNGs with pixelmatch's semantics and Playwright's budgets.",
        discussion: """
        Exit 0 when the images are within budget (default: 0 differing pixels), 1 when they
        differ or their sizes differ, 65 when a file is not a readable PNG, 66 when one is
        missing, 73 when the diff image cannot be written.
        """,
        positionals: [PositionalSpec("A.png", help: "Reference image."), PositionalSpec("B.png", help: "Actual image.")],
        options: [
            .option("--threshold", value: "T", help: "Per-pixel YIQ threshold 0…1 (default 0.1)."),
            .flag("--include-aa", help: "Count anti-aliased pixels as differences."),
            .option("--alpha", value: "A", help: "Opacity 0…1 of the original in the diff image (default 0.1)."),
            .option("--aa-color", value: "R,G,B", help: "Colour of anti-aliased pixels (default 255,255,0)."),
            .option("--diff-color", value: "R,G,B", help: "Colour of differing pixels (default 255,0,0)."),
            .option("--diff-color-alt", value: "R,G,B", help: "Colour of pixels darker in B (default: --diff-color)."),
            .flag("--diff-mask", help: "Draw only the differences, on a transparent background."),
            .option("--max-diff-pixels", value: "N", help: "Differing pixels allowed (Playwright's maxDiffPixels)."),
            .option("--max-diff-ratio", value: "R", help: "Fraction 0…1 of pixels allowed to differ (maxDiffPixelRatio)."),
            .option("-o", "--output", value: "DIFF.png", help: "Write pixelmatch's diff image."),
            .flag("--json", help: "Print {diffPixels, totalPixels, ratio, sizeMismatch}."),
        ])

    let a: String, b: String
    let options: DiffOptions
    let budget: DiffBudget
    let output: String?
    let json: Bool

    init(_ args: ParsedArguments) throws {
        a = args.positionals[0]
        b = args.positionals[1]
        var o = DiffOptions()
        o.threshold = try args.double("--threshold", in: 0...1) ?? 0.1
        o.alpha = try args.double("--alpha", in: 0...1) ?? 0.1
        o.includeAA = args.flag("--include-aa")
        o.diffMask = args.flag("--diff-mask")
        if let c = try Self.rgb(args, "--aa-color") { o.aaColor = c }
        if let c = try Self.rgb(args, "--diff-color") { o.diffColor = c }
        o.diffColorAlt = try Self.rgb(args, "--diff-color-alt")
        options = o
        budget = DiffBudget(maxDiffPixels: try args.int("--max-diff-pixels", in: 0...Int.max),
                            maxDiffPixelRatio: try args.double("--max-diff-ratio", in: 0...1))
        output = args.string("--output")
        json = args.flag("--json")
    }

    static func rgb(_ args: ParsedArguments, _ key: String) throws -> DiffOptions.RGB? {
        guard let text = args.string(key) else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { UInt8($0) }
        guard parts.count == 3, values.count == 3 else { throw CLIError.usage("\(key): expected R,G,B with each 0…255, found '\(text)'") }
        return DiffOptions.RGB(values[0], values[1], values[2])
    }

    static func load(_ path: String) throws -> RGBAImage {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: PNGCodec.maxFileBytes) } catch {
            if case .tooLarge = error { throw CLIError.data("\(path): \(error.reason(what: "a PNG"))") }
            throw CLIError.noInput("\(path): \(error.reason(what: "a PNG file"))")
        }
        do { return try PNGCodec.decode(bytes) } catch { throw CLIError.data("\(path): \(error)") }
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let imgA = try Self.load(a), imgB = try Self.load(b)
        let result = Pixelmatch.compare(imgA, imgB, options: options, diffImage: output != nil)
        if let output {
            if let image = result.image {
                try io.writeOutput(try PNGCodec.encode(image), to: output)
            } else {
                io.warn("warning: no diff image written: \(result.summary)")
            }
        }
        if json {
            io.print(JSONValue.object([("diffPixels", .int(result.diffPixels)), ("totalPixels", .int(result.totalPixels)),
                                       ("ratio", try .double(result.ratio)), ("sizeMismatch", .bool(result.sizeMismatch != nil))]).serialized())
        } else {
            io.print(result.summary)
        }
        return result.passes(budget) ? ExitCode.ok : ExitCode.negative
    }
}
