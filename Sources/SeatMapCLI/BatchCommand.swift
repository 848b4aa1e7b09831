import Foundation
import SeatMapCore
import SeatMapArguments
import SeatMapBatch
import SeatMapFlow
import SeatMapLayout
import SeatMapTheme
import SeatMapLocale

struct BatchCommand: SeatMapCommand {
    static var subcommands: [any SeatMapCommand.Type] { [BatchMergeCommand.self, BatchAcceptCommand.self] }

    static let halls = Option<String>("--halls", value: "FILE,FILE", help: "Hall files (or any importable seat data, or venue files with --mode full); comma-separated, repeatable.",
                                      greedy: true)
    static let flows = Option<String>("--flows", value: "STORY,STORY",
                                      help: "Stories (seatmap flow) whose frames become items, grouped per story; comma-separated, repeatable.", greedy: true)
    static let themes = Option<String>("--themes", value: "NAME,FILE", help: "Built-in theme names or theme files; comma-separated, repeatable.",
                                       greedy: true,
                                      completion: Theme.builtinNames)
    static let devices = Option<Device>("--devices", value: "D,D", help: "Devices: presets (seatmap devices lists them) or WxH@S.",
                                        as: DeviceArgument.self, repeatable: true,
                                        completion: Device.presets.map(\.name))
    static let orientations = Option<String>("--orientations", value: "O,O",
                                             help: "Hold each device portrait, landscape or both (default: as named).", repeatable: true,
                                            completion: Device.Orientation.allCases.map(\.rawValue))
    static let states = Option<BatchState>("--states", value: "S,S", help: "Page states (default: none).", as: BatchStateArgument.self,
                                           repeatable: true,
                                           completion: ["none", "suggest2", "suggest3", "suggest4", "zone1", "zone2", "zone3"])
    static let locales = Option<String>("--locales", value: "L,L",
                                        help: "Locales (BCP 47 tags, seatmap locales lists them): each item in each; paths gain the locale.",
                                        repeatable: true, completion: PageLocale.builtin.map(\.tag))
    static let audit = Flag("--audit", help: "Audit each item's accessibility (seatmap audit): the result in the manifest, a badge on its card.")
    static let textScales = Option<Double>("--text-scales", value: "S,S",
                                           help: "Text-scale variants, each 0.85…2.0 (Dynamic Type, Android font scale).", in: PageLayout.textScaleRange, repeatable: true,
                                          completion: ["1", "1.3", "2"])
    static let zooms = Option<Zoom>("--zooms", value: "Z,Z", help: "Zoom variants: fit, contain or a scale 0.05…8.0 (default: fit only).",
                                    as: ZoomArgument.self, repeatable: true,
                                      completion: ["fit", "contain", "0.6", "1", "2"])
    /// An offset, or nil for `centre` (the default offset).
    static let offsets = Option<Point?>(names: ["--offsets"], value: "X,Y", help: "An offset variant in device points, or centre; repeat for more.",
                                        repeatable: true) {
        (text: String, key: String) throws(UsageError) -> Point? in text == "centre" || text == "center" ? nil : try PointArgument.parse(text,
                                                                                                                                         key: key)
    }
    /// Seat ids in tap order, or none for `none`.
    static let selected = Option<[String]>(names: ["--selected"], value: "ID,ID",
                                           help: "A selection variant (seat ids in tap order), or none; repeat for more.", repeatable: true) {
        (text: String, key: String) throws(UsageError) -> [String] in text == "none" ? [] : try SeatIdArguments.split(text, key: key)
    }
    /// A toast text, or `none` for the page without one.
    static let toast = Option<String>("--toast", value: "TEXT", help: "A toast variant over the page (at most two lines), or none; repeat for more.",
                                      repeatable: true)
    static let mode = Option<RenderMode>("--mode", help: "The whole screen (default), or the whole seat map.")
    static let scale = Option<Double>("--scale", value: "S", help: "Full mode: pixels per design point, 0.01…16 (default: as on the device).",
                                      in: PageLayout.pixelsPerDesignPointRange)
    static let jobs = Option<Int>("--jobs", value: "N", help: "Parallel workers (default: the number of cores).", in: 1...256)
    static let shard = Option<String>("--shard", value: "I/N|auto",
                                      help: "Render only shard I of N; auto: from SEATMAP_SHARD or JOB_COMPLETION_INDEX.")
    static let baseline = Option<String>("--baseline", value: "DIR", help: "An earlier batch to compare with.")
    static let failOnChange = Flag("--fail-on-change",
                                   help: "With --baseline: exit 1 when any item changed or is new (and, with --require-all, missing).")
    static let requireAll = Flag("--require-all", help: "With --baseline: every baseline item must be rendered; missing ones are changes.")
    static let pixelsOnly = Flag("--pixels-only",
                                 help: "With --baseline: a seat whose state changed where no pixel shows it (off screen) is a note, not a change.")
    static let clean = Flag("--clean", help: "First remove what an earlier batch wrote into the output folder (its manifest's files).")
    static let cache = Option<String>("--cache", value: "DIR",
                                      help: "Copy items whose inputs an earlier render had from this cache, store the rest (default: SEATMAP_CACHE).")
    static let cacheMaxSize = Option<String>("--cache-max-size", value: "SIZE",
                                             help: "With a cache: remove the least recently used entries after the run until it fits (500M, 2G).")
    static let output = Option<String>("-o", "--output", value: "DIR", help: "Output folder.")
    static let junit = Option<String>("--junit", value: "FILE",
                                      help: "Also write a JUnit XML report: a testcase per item, a failure per changed, new or missing one.")
    static let summary = Option<String>("--summary", value: "FILE.md",
                                        help: "Also write a Markdown summary (counts, changed items and seats, image links) under 60,000 bytes.")

    static let configuration = CommandConfiguration(
        name: "seatmap batch",
        abstract: "Render halls × themes × devices (× states) in parallel, with a manifest and a review gallery.",
        discussion: """
        Writes DIR/<hall>/<theme>/<device>[/<locale>][-<state>][-zoom<Z>][-offset<X>_<Y>][-selected<IDS>][-text<S>][-toast<TEXT>].png,
        DIR/manifest.json and DIR/index.html. Names stay readable in any script; only characters
        unsafe in a path, URL or shell word become _, and same-named halls in different folders get
        their folder in the name. STATES: none (default), suggest, suggestN, zoneN. --zooms,
        --offsets, --selected, --text-scales and --toast add view variants, crossed with the rest:
        each --offsets, --selected or --toast occurrence is one variant (centre: the default
        offset; none: nothing selected, no toast). --selected with --states suggestN is the page
        that asks to replace the selection with the suggestion (the dialog).
        --locales renders every item in each locale (its table's tag is a folder level: maoyan/iphone-15/ar.png;
        flows too), a character no font has failing that item.
        --shard I/N renders every N-th item of the sorted full set starting at I (1-based); the N
        shards together are the full set. --baseline DIR compares with an earlier batch.
        Progress goes to stderr: one line redrawn on a terminal; otherwise (a CI log) a line at most
        every 5 s — done, total, elapsed, estimate — and one at the end. Exit 1 when any item failed
        (the rest still render); the summary names each failure.
        """,
        options: [
            halls, flows, themes, devices, orientations, states, locales, audit, textScales, zooms, offsets,
            selected, toast, mode, scale, jobs, shard, baseline, failOnChange, requireAll, pixelsOnly, clean,
            cache, cacheMaxSize,
        ] + reportOptions + [
            output,
        ])

    /// The CI reports `batch` and `batch merge` both write.
    static let reportOptions: [any OptionDeclaration] = [
        junit, summary,
    ]

    let request: BatchRequest
    let reports: ReportFiles
    /// `--flows`: read when the command runs (a story is a file).
    let flowPaths: [String]

    init(_ args: ParsedArguments) throws {
        // Every list option: comma-separated values, and the option may be repeated.
        let halls = try args.items(Self.halls)
        var themes = try args.items(Self.themes)
        flowPaths = try args.items(Self.flows)
        guard !halls.isEmpty || !flowPaths.isEmpty else { throw CLIError.usage("--halls: name at least one hall file (or --flows a story)") }
        // The same defaults as `render`: the default theme and device.
        if themes.isEmpty { themes = ["maoyan"] }
        // A name that is neither a built-in theme nor a file is the flag's mistake (exit 64 with
        // its near miss, as `--devices iphone-sx` is), not a failed item after rendering the
        // rest; a theme file that does not read stays that item's failure.
        for theme in themes {
            do { _ = try Theme.loadWithSource(theme) } catch {
                if case .unknownTheme = error { throw CLIError.usage("--themes: " + error.lines[0]) }
            }
        }
        guard let out = args[Self.output] else { throw CLIError.usage("-o: missing; say which folder to write") }
        var devices = try args.items(Self.devices)
        if devices.isEmpty { devices = [Device.default] }
        var orientations: [Device.Orientation] = []
        for text in try args.items(Self.orientations) {
            guard let o = Device.Orientation(rawValue: text) else {
                throw CLIError.usage("--orientations: expected portrait or landscape, found \(MessageText.quoted(text))")
            }
            orientations.append(o)
        }
        devices = BatchRequest.devices(devices, orientations: orientations)
        var r = BatchRequest(hallPaths: halls, themes: themes, devices: devices, outputDirectory: out)
        let states = try args.items(Self.states)
        if !states.isEmpty { r.states = states }
        r.views = try Self.views(args)
        r.locales = try Self.locales(args)
        r.audit = args[Self.audit]
        r.mode = try args[Self.mode] ?? .screen
        r.pixelsPerDesignPoint = try args[Self.scale]
        if r.pixelsPerDesignPoint != nil && r.mode != .full {
            throw CLIError.usage("--scale applies to --mode full; the screen is drawn at the device's scale")
        }
        // A story plays its own page (its steps select, zoom and toast; it names its text
        // scale): an axis flows do not take is refused for them, never recorded and ignored.
        if !flowPaths.isEmpty {
            let ignored: [(Bool, String)] = [
                (!(try args.items(Self.textScales)).isEmpty, "--text-scales (a story's \"textScale\" sets it)"),
                (!(try args.items(Self.zooms)).isEmpty, "--zooms (a story's {\"zoom\": …} step zooms)"),
                (!(try args.every(Self.offsets)).isEmpty, "--offsets (a story's {\"zoom\": …, \"offset\": …} step scrolls)"),
                (!(try args.every(Self.selected)).isEmpty, "--selected (a story's taps select)"),
                (!(try args.every(Self.toast)).isEmpty, "--toast (a story's steps show toasts)"),
                (!states.isEmpty, "--states (a story's steps make its states)"),
                (r.mode == .full, "--mode full (a story plays the phone page)"),
            ]
            if let (_, what) = ignored.first(where: { $0.0 }) {
                throw CLIError.usage("\(what) does not apply to --flows: their frames would be drawn without it; run the flows in a batch of their own")
            }
        }
        r.jobs = try args[Self.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        if let shard = args[Self.shard] {
            r.shard = try Self.shard(shard, environment: ProcessInfo.processInfo.environment)
        }
        (r.baseline, failOnChange) = try Self.baselineOptions(args)
        r.pixelsOnly = args[Self.pixelsOnly]
        r.cache = try Self.cache(args, environment: ProcessInfo.processInfo.environment)
        request = r
        reports = ReportFiles(args)
        clean = args[Self.clean]
    }

    let clean: Bool

    /// `--locales`: each tag matched to its table (`ar-AE` is `ar`), each table once, in the
    /// order given; a tag with no table is bad usage naming the nearest.
    static func locales(_ args: ParsedArguments) throws -> [String] {
        var tags: [String] = []
        for text in try args.items(Self.locales) {
            let tag = try LocaleArgument.table(text, option: "--locales").tag
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// The view variants of `--zooms`, `--offsets` and `--selected`.
    static func views(_ args: ParsedArguments) throws -> [BatchView] {
        let zooms = try args.items(Self.zooms)
        let offsets = try args.every(Self.offsets)
        let selections = try args.every(Self.selected)
        let textScales = try args.items(Self.textScales)
        var toasts: [String?] = []
        for text in try args.every(Self.toast) {
            guard !text.allSatisfy(\.isWhitespace) else { throw CLIError.usage("--toast: the text is empty (none: the page without a toast)") }
            let toast: String? = text == "none" ? nil : text
            guard !toasts.contains(toast) else { throw CLIError.usage("--toast: \(MessageText.quoted(text)) is given twice") }
            toasts.append(toast)
        }
        let views = BatchRequest.views(zooms: zooms.isEmpty ? nil : zooms, offsets: offsets.isEmpty ? nil : offsets,
                                       selections: selections.isEmpty ? nil : selections, textScales: textScales.isEmpty ? nil : textScales,
                                       toasts: toasts.isEmpty ? nil : toasts)
        guard views.count <= 1_000 else { throw CLIError.usage("--zooms × --offsets × --selected × --text-scales × --toast make \(views.count) views; the limit is 1000") }
        return views
    }

    /// Where `--junit` and `--summary` go.
    struct ReportFiles {
        var junit: String?
        var summary: String?
        /// `--require-all`: baseline items this run did not render count as changes.
        var requireAll: Bool
        init(_ args: ParsedArguments) {
            junit = args[BatchCommand.junit]
            summary = args[BatchCommand.summary]
            requireAll = args[BatchCommand.requireAll]
        }

        /// Writes the reports (atomically); a path that cannot be written is exit 73 like any output.
        func write(_ report: BatchReport, outputDirectory: String) throws {
            if let junit { try OutputFile.write(Array(BatchJUnit.xml(report, missingFails: requireAll).utf8), to: junit) }
            if let summary {
                let folder = URL(fileURLWithPath: summary).deletingLastPathComponent().path
                let prefix = BatchSummary.relativePath(from: folder, to: outputDirectory)
                try OutputFile.write(Array(BatchSummary.markdown(report, linkPrefix: prefix, missingFails: requireAll).utf8), to: summary)
            }
        }
    }

    /// `--baseline DIR` (an existing folder) and `--fail-on-change` (only with a baseline).
    static func baselineOptions(_ args: ParsedArguments) throws -> (baseline: String?, failOnChange: Bool) {
        var baseline: String?
        if let b = args[Self.baseline] {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: b, isDirectory: &isDir), isDir.boolValue else {
                throw CLIError.noInput("--baseline: \(b) is not a folder")
            }
            baseline = b
        }
        let failOnChange = args[Self.failOnChange]
        if failOnChange && baseline == nil { throw CLIError.usage("--fail-on-change needs --baseline DIR to compare with") }
        return (baseline, failOnChange)
    }

    let failOnChange: Bool

    /// `I/N`, or `auto`: `SEATMAP_SHARD=I/N`, else a Kubernetes Indexed Job's
    /// `JOB_COMPLETION_INDEX` (0-based) with N from `--shard auto/N` or `SEATMAP_SHARD_COUNT`.
    /// `--cache DIR` (else a non-empty `SEATMAP_CACHE`) and its bound.
    static func cache(_ args: ParsedArguments, environment env: [String: String]) throws -> RenderCache? {
        let folder = args[Self.cache] ?? env[RenderCache.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        var maxBytes: Int?
        if let text = args[Self.cacheMaxSize] {
            guard let n = RenderCache.parseSize(text) else {
                throw CLIError.usage("--cache-max-size: expected a size such as 500M, 2G or a number of bytes, found \(MessageText.quoted(text))")
            }
            guard folder != nil else { throw CLIError.usage("--cache-max-size: needs --cache DIR (or SEATMAP_CACHE)") }
            maxBytes = n
        }
        return folder.map { RenderCache(folder: $0, maxBytes: maxBytes) }
    }

    static func shard(_ text: String, environment env: [String: String]) throws -> (index: Int, count: Int) {
        func parse(_ s: String, _ source: String) throws -> (Int, Int) {
            let parts = s.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 100_000, (1...n).contains(i) else {
                throw CLIError.usage("--shard: expected I/N with 1 ≤ I ≤ N, found '\(s)'\(source)")
            }
            return (i, n)
        }
        guard text == "auto" || text.hasPrefix("auto/") else { return try parse(text, "") }
        if let s = env["SEATMAP_SHARD"], !s.isEmpty { return try parse(s, " in SEATMAP_SHARD") }
        guard let raw = env["JOB_COMPLETION_INDEX"], !raw.isEmpty else {
            throw CLIError.usage("--shard auto: set SEATMAP_SHARD=I/N, or run as a Kubernetes Indexed Job (JOB_COMPLETION_INDEX)")
        }
        let countText = text.hasPrefix("auto/") ? String(text.dropFirst(5)) : env["SEATMAP_SHARD_COUNT"]
        guard let countText, let n = Int(countText), n >= 1, n <= 100_000 else {
            throw CLIError.usage("--shard auto: JOB_COMPLETION_INDEX is set; say the shard count with --shard auto/N or SEATMAP_SHARD_COUNT")
        }
        guard let index = Int(raw), (0..<n).contains(index) else {
            throw CLIError.usage("--shard auto: JOB_COMPLETION_INDEX must be 0 to \(n - 1), found '\(raw)'")
        }
        return (index + 1, n)
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        var progress: (@Sendable (BatchProgress) -> Void)?
        if let write = io.progress {
            let log = BatchProgressLog(terminal: io.stderrIsTerminal, write: write)
            progress = { p in log.report(p) }
        }
        let report: BatchReport
        // Wall time of everything the command does (loading, rendering, manifest, gallery).
        let start = DispatchTime.now()
        var request = request
        request.clean = clean
        request.flows = try flowPaths.map { path in try FlowStory.load(path: path) }
        do { report = try BatchRunner.run(request, progress: progress) } catch {
            throw Self.mapped(error)
        }
        try reports.write(report, outputDirectory: request.outputDirectory)
        return Self.finish(report, outputDirectory: request.outputDirectory, failOnChange: failOnChange, requireAll: reports.requireAll,
                           start: start, io: &io)
    }

    /// The exit code and message of every batch error (also for `batch merge`).
    static func mapped(_ error: BatchError) -> CLIError {
        switch error {
        case .collision, .emptyInput, .unknownItem, .overlap: return CLIError.usage(error.description)
        case .cannotCreate: return CLIError.cannotCreate(error.description)
        case .badBaseline, .badShards, .badRun, .unsafePath: return CLIError.data(error.description)
        case .locked: return CLIError([error.description], exitCode: ExitCode.busy)
        case .missingFolder: return CLIError.noInput(error.description)
        case .mergeNeedsBaseline:
            return CLIError.data("cannot merge: the shards were compared with a baseline; pass --baseline DIR to merge to compare the whole set")
        }
    }

    /// The summary line, failures and `--fail-on-change` findings; the exit code.
    static func finish(_ report: BatchReport, outputDirectory: String, failOnChange: Bool, requireAll: Bool = false, start: DispatchTime,
                       verb: String = "rendered", io: inout CommandIO) -> Int32 {
        let request = report.request
        let ok = report.results.count - report.failed.count
        var line = "\(verb) \(ok) of \(report.results.count) item\(report.results.count == 1 ? "" : "s") in \(String(format: "%.1f", Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)) s into \(outputDirectory)"
        if request.baseline != nil {
            let c = BatchGallery.counts(report)
            line += "; \(c.changed) changed, \(c.new) new, \(report.missing.count) missing, \(c.unchanged) unchanged"
        }
        if let cache = request.cache {
            line += "; \(report.results.filter { $0.cached == true }.count) from the cache \(cache.folder)"
        }
        io.print(line)
        for w in report.warnings { io.warn("warning: \(w)") }
        for r in report.results {
            for said in r.said { io.warn("warning: \(r.item.output): \(MessageText.line(said))") }
        }
        for f in report.failed {
            io.warn("error: \(f.item.output): \(f.errorLines?.first ?? "failed")")
            for more in (f.errorLines ?? []).dropFirst() { io.warn("  \(more)") }
        }
        var changed = false
        if failOnChange {
            for r in report.results {
                switch r.baseline {
                case .changed(let c)?:
                    changed = true
                    io.warn("changed: \(r.item.output): \(c.seats?.summary() ?? c.summary)")
                case .new?:
                    changed = true
                    io.warn("new: \(r.item.output) (not in the baseline)")
                default: break
                }
            }
            if requireAll {
                for m in report.missing {
                    changed = true
                    io.warn("missing: \(m) (in the baseline, not rendered now)")
                }
            } else if !report.missing.isEmpty {
                // A run over a subset of the baseline compares what it rendered.
                io.warn("note: \(report.missing.count) baseline item\(report.missing.count == 1 ? " was" : "s were") not rendered in this run and not compared (--require-all fails on them)")
            }
        }
        return report.failed.isEmpty && !changed ? ExitCode.ok : ExitCode.negative
    }
}
