import Foundation
import SeatMapArguments
import SeatMapBatch

struct BatchMergeCommand: SeatMapCommand {
    static let baseline = Option<String>("--baseline", value: "DIR", help: "An earlier batch to compare the merged set with.")
    static let failOnChange = Flag("--fail-on-change", help: "With --baseline: exit 1 when any item changed, is new, or is missing.")
    static let pixelsOnly = Flag("--pixels-only",
                                 help: "With --baseline: a seat whose state changed where no pixel shows it (off screen) is a note, not a change.")
    static let requireAll = Flag("--require-all", help: "With --baseline: every baseline item must be in the merged set; missing ones are changes.")
    static let output = Option<String>("-o", "--output", value: "DIR", help: "Output folder.")

    static let configuration = CommandConfiguration(
        name: "seatmap batch merge",
        abstract: "Merge the outputs of `batch --shard I/N` runs into one folder, manifest and gallery.",
        discussion: """
        The result is what one unsharded run writes: the same images, layouts and seat scripts,
        and manifest.json and index.html byte for byte (timings aside). Shards of different
        variant sets (requests, input contents or N), overlapping or missing shards, and unsafe
        paths are refused, naming them, before anything is written (exit 65).
        With --baseline the merged set is compared with an earlier batch, as `batch --baseline`
        does; --fail-on-change then exits 1 when any item changed, is new, or is missing.
        """,
        positionals: [PositionalSpec("DIR", help: "Shard output folders.", variadic: true)],
        options: [
            baseline, failOnChange, pixelsOnly, requireAll,
        ] + BatchCommand.reportOptions + [
            output,
        ])

    let request: BatchMergeRequest
    let failOnChange: Bool
    let reports: BatchCommand.ReportFiles

    init(_ args: ParsedArguments) throws {
        guard !args.positionals.isEmpty else { throw CLIError.usage("name the shard folders to merge") }
        guard let out = args[Self.output] else { throw CLIError.usage("-o: missing; say which folder to write") }
        var r = BatchMergeRequest(shardDirectories: args.positionals, outputDirectory: out)
        r.pixelsOnly = args[Self.pixelsOnly]
        (r.baseline, failOnChange) = try BatchCommand.baselineOptions(args)
        request = r
        reports = BatchCommand.ReportFiles(args)
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let start = DispatchTime.now()
        let report: BatchReport
        do { report = try BatchMerge.run(request) } catch { throw BatchCommand.mapped(error) }
        try reports.write(report, outputDirectory: request.outputDirectory)
        return BatchCommand.finish(report, outputDirectory: request.outputDirectory, failOnChange: failOnChange,
                                   requireAll: reports.requireAll, start: start,
                                   verb: "merged", io: &io)
    }
}
