import SeatMapCompare
import SeatMapPage
import Foundation
import SeatMapArguments
import SeatMapCore
import SeatMapPNG
import SeatMapDiff
import SeatMapOutput

struct DiffCommand: SeatMapCommand {
    static let threshold = Option<Double>("--threshold", value: "T", help: "Per-pixel YIQ threshold 0…1 (default 0.1).", in: 0...1)
    static let includeAa = Flag("--include-aa", help: "Count anti-aliased pixels as differences.")
    static let alpha = Option<Double>("--alpha", value: "A", help: "Opacity 0…1 of the original in the diff image (default 0.1).", in: 0...1)
    static let aaColor = Option<DiffOptions.RGB>("--aa-color", value: "R,G,B", help: "Colour of anti-aliased pixels (default 255,255,0).",
                                                 as: ColorArgument.self)
    static let diffColor = Option<DiffOptions.RGB>("--diff-color", value: "R,G,B", help: "Colour of differing pixels (default 255,0,0).",
                                                   as: ColorArgument.self)
    static let diffColorAlt = Option<DiffOptions.RGB>("--diff-color-alt", value: "R,G,B",
                                                      help: "Colour of pixels darker in B (default: --diff-color).", as: ColorArgument.self)
    static let diffMask = Flag("--diff-mask", help: "Draw only the differences, on a transparent background.")
    static let maxDiffPixels = Option<Int>("--max-diff-pixels", value: "N", help: "Differing pixels allowed (Playwright's maxDiffPixels).",
                                           in: 0...Int.max)
    static let maxDiffRatio = Option<Double>("--max-diff-ratio", value: "R", help: "Fraction 0…1 of pixels allowed to differ (maxDiffPixelRatio).",
                                             in: 0...1)
    static let layout = Option<String>("--layout", value: "L.json", help: "Layout of A, then of B (`seatmap layout` output; repeat for B).",
                                       repeatable: true)
    static let output = Option<String>("-o", "--output", value: "DIFF.png", help: "Write pixelmatch's diff image (- for stdout).")
    static let json = Flag("--json", help: "Print {diffPixels, totalPixels, ratio, sizeMismatch[, changedSeats, otherPixels]}.")
    static let pixelsOnly = Flag("--pixels-only",
                                 help: "With both layouts: a seat whose state changed where no pixel shows it (off screen) does not fail.")

    static let reference = Positional("A.png", help: "Reference image.")
    static let actual = Positional("B.png", help: "Actual image.")
    static let configuration = CommandConfiguration(
        name: "seatmap diff",
        abstract: "Compare two PNGs with pixelmatch's semantics and Playwright's budgets.",
        discussion: """
        Exit 0 when the images are within budget (default: 0 differing pixels), 1 when they
        differ or their sizes differ, 65 when a file is not a readable PNG, 66 when one is
        missing, 73 when the diff image cannot be written.
        With --layout (the `seatmap layout` JSON of A, and optionally of B) the differing pixels
        are mapped to seats: the changed seats (with their states before and after when both
        layouts are given) and the pixels outside every seat; the diff image outlines them.
        With both layouts a seat whose state changed where no pixel shows it (off screen, 0 px)
        fails the comparison too, as in batch baselines and snapshot tests; --pixels-only
        makes such seats a note.
        """,
        positionals: [reference, actual],
        options: [
            threshold, includeAa, alpha, aaColor, diffColor, diffColorAlt, diffMask, maxDiffPixels,
            maxDiffRatio, layout, pixelsOnly, output, json,
        ])

    let a: String, b: String
    let options: DiffOptions
    let budget: DiffBudget
    let output: String?
    let json: Bool
    let layouts: [String]
    let pixelsOnly: Bool

    init(_ args: ParsedArguments) throws {
        a = args[Self.reference]
        b = args[Self.actual]
        var o = DiffOptions()
        o.threshold = try args[Self.threshold] ?? 0.1
        o.alpha = try args[Self.alpha] ?? 0.1
        o.includeAA = args[Self.includeAa]
        o.diffMask = args[Self.diffMask]
        if let c = try args[Self.aaColor] { o.aaColor = c }
        if let c = try args[Self.diffColor] { o.diffColor = c }
        o.diffColorAlt = try args[Self.diffColorAlt]
        options = o
        budget = DiffBudget(maxDiffPixels: try args[Self.maxDiffPixels],
                            maxDiffPixelRatio: try args[Self.maxDiffRatio])
        output = args[Self.output]
        json = args[Self.json]
        layouts = args.texts(Self.layout)
        guard layouts.count <= 2 else { throw CLIError.usage("--layout: give the layout of A, and optionally of B (at most two)") }
        pixelsOnly = args[Self.pixelsOnly]
        if pixelsOnly && layouts.count != 2 {
            throw CLIError.usage("--pixels-only: seats changed off screen are found from both layouts; give --layout for A and for B")
        }
    }

    /// Reads a `seatmap layout` document: 66 when it cannot be read, 65 when it is refused.
    static func loadLayout(_ path: String) throws -> SeatFrames {
        do { return try SeatFrames.load(layoutFile: path) } catch {
            throw error.unreadable ? CLIError.noInput(error.reason) : CLIError.data(error.reason)
        }
    }

    /// A PNG file's bytes: 66 when it cannot be read, 65 when it is over the size limit.
    static func read(_ path: String) throws -> [UInt8] {
        do { return try InputFile.read(path, limit: PNGCodec.maxFileBytes) } catch {
            if case .tooLarge = error { throw CLIError.data("\(path): \(error.reason(what: "a PNG"))") }
            throw CLIError.noInput("\(path): \(error.reason(what: "a PNG file"))")
        }
    }

    static func decode(_ bytes: [UInt8], _ path: String) throws -> RGBAImage {
        do { return try PNGCodec.decode(bytes) } catch { throw CLIError.data("\(path): \(error)") }
    }

    /// Decodes both images at once, one per core (files that could not be compared while
    /// decoded). Errors are reported for A first, as a sequential load would.
    static func decodeBoth(_ a: [UInt8], _ b: [UInt8], names: (String, String)) throws -> (RGBAImage, RGBAImage) {
        // Two separate stored properties: each thread writes only its own.
        final class Slots: @unchecked Sendable {
            var first: Result<RGBAImage, any Error>?
            var second: Result<RGBAImage, any Error>?
        }
        let slots = Slots()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { slots.first = Result { try decode(a, names.0) } } else { slots.second = Result { try decode(b, names.1) } }
        }
        return (try slots.first!.get(), try slots.second!.get())
    }

    /// A layout describes one render: paired with an image of another size it would name the
    /// wrong seats (or none), so it is refused.
    func checkLayouts(_ frames: [SeatFrames], sizes: [(width: Int, height: Int)]) throws {
        for (i, f) in frames.enumerated() {
            let (size, name) = (sizes[i], i == 0 ? a : b)
            if let w = f.imageWidth, let h = f.imageHeight, w != size.width || h != size.height {
                let device = f.device.map { " (device \($0))" } ?? ""
                throw CLIError.data("--layout \(layouts[i]) is the layout of a \(w)×\(h) image\(device), but \(name) is \(size.width)×\(size.height); give the layout made with the same options as the render")
            }
        }
    }

    /// The comparison of the two files: streamed while both decode (the time of the slower
    /// decode, the memory of the diff image at most); files of other sizes are checked row by
    /// row and their sizes reported; interlaced ones are decoded whole, then compared.
    func compare(_ frames: [SeatFrames]) throws -> PageComparison {
        let bytesA = try Self.read(a)
        let bytesB: [UInt8]
        do { bytesB = try Self.read(b) } catch {
            // A file that does not decode is named before the other's absence, as ever.
            _ = try Self.decode(bytesA, a)
            throw error
        }
        // An animated PNG (a flow's flow.png) is refused by name: its default image is only the
        // first frame, and a verdict on it would pass two recordings that differ later.
        for (bytes, name) in [(bytesA, a), (bytesB, b)] {
            guard let chunks = PNGChunks.list(bytes), let ac = chunks.first(where: { $0.type == "acTL" }), ac.length == 8 else { continue }
            let n = bytes[ac.dataStart..<(ac.dataStart + 4)].reduce(0) { $0 << 8 | Int($1) }
            throw CLIError.data("\(name): an animated PNG (\(n) frames): diff compares still images, never only an animation's first frame; compare the frames' own PNGs (a flow writes each step as step-NN.png)")
        }
        let (seatsA, seatsB) = (frames.first, frames.count > 1 ? frames[1] : nil)
        do {
            if let streamed = try PageComparison.compare(encoded: bytesA, bytesB, referenceSeats: seatsA, actualSeats: seatsB,
                                                     options: options, diffImage: output != nil) {
                try checkLayouts(frames, sizes: [PNGChunks.size(bytesA)!, PNGChunks.size(bytesB)!])
                return streamed
            }
        } catch let e as EncodedDiffError {
            throw CLIError.data("\(e.file == 0 ? a : b): \(e.error)")
        }
        let (imgA, imgB) = try Self.decodeBoth(bytesA, bytesB, names: (a, b))
        try checkLayouts(frames, sizes: [(imgA.width, imgA.height), (imgB.width, imgB.height)])
        // Without --layout only pixels are compared (no seat is named).
        return PageComparison.compare(PageImage(image: imgA, seats: seatsA), PageImage(image: imgB, seats: seatsB),
                                  options: options, diffImage: output != nil)
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let frames = try layouts.map(Self.loadLayout)
        let comparison = try compare(frames)
        let result = comparison.pixels
        if let output {
            if let image = comparison.diffImage {
                try io.writeOutput(try PNGCodec.encode(image), to: output)
            } else {
                io.warn("warning: no diff image written: \(result.summary)")
            }
        }
        // With the image on stdout (`-o -`), the report goes to stderr. Fonts that differ between
        // the two layouts explain a difference before any pixel count.
        var lines: [String] = []
        let fonts = frames.count == 2 && result.diffPixels > 0 ? comparison.fontDifference : nil
        let report = comparison.seats
        if json {
            var fields: [(String, JSONValue)] = [("diffPixels", .int(result.diffPixels)), ("totalPixels", .int(result.totalPixels)),
                                                 ("ratio", try .double(result.ratio)), ("sizeMismatch", .bool(result.sizeMismatch != nil))]
            if let report {
                fields.append(("changedSeats", SeatChange.json(report.changedSeats)))
                fields.append(("otherPixels", .int(report.otherPixels)))
            }
            if let fonts { fields.append(("fonts", .string(fonts))) }
            lines.append(JSONValue.object(fields).serialized())
        } else {
            if let fonts { lines.append(fonts) }
            lines.append(result.summary)
            if let report {
                if report.isPageWide { lines.append("page-wide change: \(report.changedSeats.count) of \(report.seatCount) seats differ") }
                for c in report.changedSeats { lines.append("changed seat \(c.description): \(c.pixels) px") }
                if report.otherPixels > 0 { lines.append("\(report.otherPixels) px outside seats") }
            }
        }
        // The one verdict batch baselines and snapshots give: every changed seat counts, also
        // one no pixel shows, unless --pixels-only.
        let hidden = comparison.hiddenSeats
        if !json, !hidden.isEmpty {
            lines.append(pixelsOnly ? "note: seats changed where no pixel shows them (not a difference with --pixels-only): \(SeatChange.names(hidden))"
                                    : "seats changed where no pixel shows them: \(SeatChange.names(hidden)) (--pixels-only: not a difference)")
        }
        for line in lines { if output == "-" { io.warn(line) } else { io.print(line) } }
        return comparison.passes(budget, pixelsOnly: pixelsOnly) ? ExitCode.ok : ExitCode.negative
    }
}
