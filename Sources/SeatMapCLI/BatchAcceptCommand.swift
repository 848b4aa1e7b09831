import SeatMapArguments
import SeatMapBatch

/// `seatmap batch accept RUN --baseline DIR (ITEM… | --all)`: approves a batch run's changes.
struct BatchAcceptCommand: SeatMapCommand {
    static let baseline = Option<String>("--baseline", value: "DIR", help: "The baseline folder to update (created if missing).")
    static let all = Flag("--all", help: "Accept every changed and new item and drop the missing ones.")

    static let configuration = CommandConfiguration(
        name: "seatmap batch accept",
        abstract: "Approve a batch run's changes: copy the chosen items into the baseline folder.",
        discussion: """
        Copies each chosen item's image, layout and seat files from RUN (a `seatmap batch -o RUN`
        folder) into the baseline folder, each file atomically, then rewrites the baseline's
        manifest.json, so the approval is a reviewable diff of the baseline (commit it). ITEM is an
        item's output path (standard/maoyan/iphone-se.png, the .png optional) or a folder of items
        (standard, standard/maoyan); --all takes every changed and new item (every item of a run
        made without --baseline) and removes the missing ones. Afterwards the same batch with
        --baseline DIR --fail-on-change passes. Nothing is written when an ITEM is not in the run.
        """,
        positionals: [PositionalSpec("RUN", help: "The batch run's output folder."),
                      PositionalSpec("ITEM", help: "Items or folders of items to accept.", variadic: true, optional: true)],
        options: [
            baseline, all,
        ])

    let request: BatchAcceptRequest

    init(_ args: ParsedArguments) throws {
        guard let run = args.positionals.first else { throw CLIError.usage("RUN: name the batch run's output folder") }
        guard let baseline = args[Self.baseline] else { throw CLIError.usage("--baseline: name the baseline folder to update") }
        let items = Array(args.positionals.dropFirst())
        let all = args[Self.all]
        if all == !items.isEmpty { throw CLIError.usage(all ? "--all takes no ITEM; give one or the other" : "name the items to accept, or --all") }
        request = BatchAcceptRequest(runDirectory: run, baselineDirectory: baseline, items: items, all: all)
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let result: BatchAccept.Result
        do { result = try BatchAccept.run(request) } catch { throw BatchCommand.mapped(error) }
        io.print("accepted \(result.accepted.count) item\(result.accepted.count == 1 ? "" : "s")"
                 + (result.removed.isEmpty ? "" : ", removed \(result.removed.count) missing") + " into \(request.baselineDirectory)")
        for a in result.accepted { io.print("  accepted \(a)") }
        for r in result.removed { io.print("  removed \(r)") }
        return ExitCode.ok
    }
}
