import SeatMapVenue
import SeatMapCompare
import SeatMapTheme
import SeatMapPage
import Dispatch
import Foundation
import SeatMapCore
import SeatMapImport
import SeatMapRules
import SeatMapLayout
import SeatMapPNG
import SeatMapOutput
import SeatMapDiff
import SeatMapFlow
import SeatMapLocale

/// The outcome of one item.
public struct BatchItemResult: Sendable {
    public enum Baseline: Sendable {
        case new
        case unchanged
        case changed(BaselineChange)
    }

    /// How an item differs from its baseline.
    public struct BaselineChange: Sendable {
        public var diffPixels: Int
        public var summary: String
        /// The seats whose pixels differ (with states when the baseline's layout is known) and
        /// the differing pixels outside seats; nil when the sizes differ.
        public var seats: SeatDiffReport?
        /// Path of the diff image inside the output folder, when one was written (not for a
        /// size mismatch: there is nothing to draw).
        public var diffImage: String?
    }

    public var item: BatchItem
    /// nil when the item rendered; otherwise the error, one line per problem.
    public var errorLines: [String]?
    public var imageSize: (Int, Int)?
    public var pngSHA256: String?
    /// The item's `seatmap layout` JSON, written next to its image (`<stem>.layout.json`), and
    /// the gallery's seat data for it (`<stem>.seats.js`); paths inside the output folder. They
    /// are files, not manifest fields, so memory and the manifest do not grow with seats × items.
    public var layoutFile: String?
    public var seatsScript: String?
    public var warnings: [String] = []
    /// Warnings the run also says on stderr (`warning: OUTPUT: …`), not only in the manifest:
    /// what the reviewer of a CI log must see — a damaged cache entry, a story's tap that missed
    /// on this device. Each is among `warnings` too.
    public var said: [String] = []
    /// With `--cache`: whether the item's files came from the cache (nil without a cache).
    public var cached: Bool?
    /// For a flow's frame: what its step did (the gallery's caption, the manifest's `flow`).
    public var flowOutcome: String?
    /// The fonts the item's text was drawn with.
    public var fonts: FontReport?
    /// The item's accessibility audit, with `--audit`: whether it passes and the checks that fail.
    public var audit: (passes: Bool, failures: [String])?
    public var hallSHA256: String?
    public var themeSHA256: String?
    public var baseline: Baseline?
    /// Wall time of this item in milliseconds (kept apart from everything else in the manifest).
    public var milliseconds: Double = 0

    public var ok: Bool { errorLines == nil }
}

/// Everything a batch produced.
public struct BatchReport: Sendable {
    public var request: BatchRequest
    public var results: [BatchItemResult]
    /// Outputs present in the baseline but not rendered now.
    public var missing: [String]
    public var seconds: Double
    /// SHA-256 of every input the request names (nil when it could not be read), in request
    /// order: shards compare these, so a hall edited between two machines' runs is caught even
    /// when no item of one shard uses it.
    public var hallHashes: [(path: String, sha256: String?)] = []
    public var themeHashes: [(source: String, sha256: String?)] = []
    /// What the run as a whole must say (`warning: …` on stderr): a cache it could not use.
    public var warnings: [String] = []

    public var failed: [BatchItemResult] { results.filter { !$0.ok } }
}

/// A thread-safe cursor over the items and the slots their results go into.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var results: [BatchItemResult?]
    let count: Int

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a result; returns how many are done.
    func store(_ r: BatchItemResult, at i: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        results[i] = r
        done += 1
        return done
    }

    func all() -> [BatchItemResult] {
        lock.lock(); defer { lock.unlock() }
        return results.map { $0! }
    }
}

/// Inputs loaded once and shared read-only by the workers.
struct LoadedInputs: Sendable {
    var halls: [String: Result<(Hall, String), ImportError>] = [:]
    /// SeatMap venue files among the halls, read as venues (with their files' SHA-256): their
    /// items are the venue's whole map (`renderVenueItem`).
    var venues: [String: Result<(Venue, String), VenueReadError>] = [:]
    var themes: [String: Result<(Theme, String), ThemeError>] = [:]
    /// With a cache: the SHA-256 of each hall's canonical JSON (the hall as read), and each theme's font
    /// fingerprint (nil when its fonts cannot be resolved: its items render uncached).
    var hallContentHashes: [String: String] = [:]
    /// With a cache: the SHA-256 of each venue as read (`RenderCache.contentHash(venue)`).
    var venueContentHashes: [String: String] = [:]
    var fontFingerprints: [String: String] = [:]
    /// With a cache: each theme as read (`RenderCache.themeContent`), keyed by its source.
    var themeContents: [String: String] = [:]
    /// With a cache: the identity of the running code (`SeatMapVersion.codeIdentity()`), read once.
    var codeIdentity: String?
    /// Each story's frames per theme and device (`flowKey`), played once before rendering:
    /// every frame item draws its step's resolved page.
    var flows: [String: Result<[FlowFrame], FlowPlayError>] = [:]
    /// Held while a worker compares a page of at least `largePageSeats` seats with its baseline
    /// or stores it in the cache: both layouts' frames, both images and the seat diff of a
    /// 200,000-seat page are about 250 MB, and two workers doing it at once peaked at 561 MiB
    /// (baseline unchanged) and 520 MiB (changed). Drawing stays parallel.
    let largePages = NSLock()
    static let largePageSeats = 50_000

    /// Runs `body` holding `largePages` when the page has at least `largePageSeats` seats.
    func oneLargeAtATime<T>(_ seats: Int, _ body: () throws -> T) rethrows -> T {
        let large = seats >= Self.largePageSeats
        if large { largePages.lock() }
        defer { if large { largePages.unlock() } }
        return try body()
    }

    static func flowKey(story: String, theme: String, device: String) -> String { "\(story)\u{0}\(theme)\u{0}\(device)" }

    /// The hall read for `path` (every planned hall is read before rendering starts).
    func hall(_ path: String) -> Result<(Hall, String), ImportError> {
        halls[path] ?? .failure(.unreadable(file: path, reason: "was not read before rendering"))
    }

    /// The theme loaded for `source`, speaking `locale` (nil: the theme's own words).
    func theme(_ source: String, locale: String? = nil) -> Result<(Theme, String), ThemeError> {
        themes[Self.themeKey(source, locale)] ?? .failure(.unreadable(file: source, reason: "was not loaded before rendering"))
    }

    /// The key of a theme in a locale (`themes`, the cache's theme contents and fingerprints):
    /// the source alone without a locale.
    static func themeKey(_ source: String, _ locale: String?) -> String { locale.map { "\(source)\u{0}\($0)" } ?? source }

    /// `theme` speaking `locale` (nil: its own words, in the direction of the locale it says
    /// they are in, as `render` draws it): a theme whose `locales` name no table fails its items.
    static func localized(_ loaded: Result<(Theme, String), ThemeError>, source: String, to locale: String?) -> Result<(Theme, String), ThemeError> {
        loaded.flatMap { theme, hash in
            do throws(LocaleError) {
                return .success((try theme.localized(to: locale.map { tag throws(LocaleError) in try PageLocale.named(tag) }), hash))
            } catch {
                return .failure(.unreadable(file: source, reason: error.description))
            }
        }
    }
}

/// Why a story's frames could not be made: its lines, as a failed item shows them.
struct FlowPlayError: Error, Sendable {
    var lines: [String]
}

public enum BatchRunner {
    /// Loads inputs, plans, renders in parallel on `request.jobs` workers, writes images,
    /// manifest.json and index.html. One bad input fails only its own items.
    public static func run(_ request: BatchRequest, progress: (@Sendable (BatchProgress) -> Void)? = nil) throws(BatchError) -> BatchReport {
        let start = DispatchTime.now()
        let fm = FileManager.default
        var inputs = LoadedInputs()
        for path in request.hallPaths where inputs.halls[path] == nil && inputs.venues[path] == nil {
            var venue: Result<(Venue, String), VenueReadError>?
            let hall = Result { () throws(ImportError) -> (Hall, String) in
                let bytes = try HallImport.hallStep { () throws(HallError) in try HallFile.readFile(path: path) }
                do throws(ImportError) { return (try HallImport.decode(bytes, file: path).hall, SHA256.hex(bytes)) } catch {
                    // A venue is said to be one, not "not a hall" with every importer's reason:
                    // a venue file is read as one, a chart or plan is to be imported first.
                    if let root = try? JSONParser.parse(utf8: bytes), let kind = VenueDocumentKind(root) {
                        if kind == .venueFile {
                            venue = Result { () throws(VenueReadError) -> (Venue, String) in (try VenueFile.read(root, file: path), SHA256.hex(bytes)) }
                        }
                        throw ImportError.unreadable(file: path, reason: "\(kind.rawValue) (seats at coordinates): seatmap import \(path) -o VENUE.json makes it a venue file, whose whole map batch draws with --mode full")
                    }
                    throw error
                }
            }
            if let venue { inputs.venues[path] = venue } else { inputs.halls[path] = hall }
        }
        var themeNames: [String] = []
        for source in request.themes {
            let loaded = Result { () throws(ThemeError) -> (Theme, String) in
                let (theme, bytes) = try Theme.loadWithSource(source)
                return (theme, SHA256.hex(bytes))
            }
            for locale in BatchPlan.localeAxis(request) {
                inputs.themes[LoadedInputs.themeKey(source, locale)] = LoadedInputs.localized(loaded, source: source, to: locale)
            }
            // A story's own locale, for its frames when the axis is not used.
            for story in request.flows where request.locales.isEmpty {
                if let tag = story.locale { inputs.themes[LoadedInputs.themeKey(source, tag)] = LoadedInputs.localized(loaded, source: source, to: tag) }
            }
            themeNames.append((try? loaded.get().0.name) ?? URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent)
        }
        var request = request
        var runWarnings: [String] = []
        if request.cache != nil {
            inputs.codeIdentity = SeatMapVersion.codeIdentity()
            if inputs.codeIdentity == nil {
                // Nothing tells this build from another: an entry another build drew would be served.
                runWarnings.append("cache: this program has no build ID and its executable cannot be read, so cached images cannot be told from another build's; the cache is not used in this run")
                request.cache = nil
            }
        }
        if request.cache != nil {
            for (path, loaded) in inputs.halls {
                if let (hall, _) = try? loaded.get() { inputs.hallContentHashes[path] = RenderCache.contentHash(hall) }
            }
            for (path, loaded) in inputs.venues {
                if let (venue, _) = try? loaded.get() { inputs.venueContentHashes[path] = RenderCache.contentHash(venue) }
            }
            // Keyed by theme and locale: a locale's words, script fonts and direction are its own entries.
            for (key, loaded) in inputs.themes {
                if let (theme, _) = try? loaded.get() {
                    inputs.fontFingerprints[key] = try? PageOutput.fontFingerprint(theme)
                    inputs.themeContents[key] = RenderCache.themeContent(theme)
                }
            }
        }
        let all = try BatchPlan.allItems(request, themeNames: themeNames)
        for story in request.flows {
            for source in request.themes {
                for device in request.devices {
                  for axisLocale in BatchPlan.localeAxis(request) {
                    // The axis's locale, else the story's own.
                    let locale = axisLocale ?? story.locale
                    let key = LoadedInputs.flowKey(story: story.file, theme: LoadedInputs.themeKey(source, locale), device: device.name)
                    guard inputs.flows[key] == nil else { continue }
                    inputs.flows[key] = Result { () throws(FlowPlayError) -> [FlowFrame] in
                        do {
                            guard let (theme, _) = try inputs.themes[LoadedInputs.themeKey(source, locale)]?.get() else {
                                throw FlowPlayError(lines: ["theme \(source) was not loaded"])
                            }
                            let hall = try story.loadHall()
                            var d = device
                            if let o = story.orientation { d = d.oriented(o) }
                            let player = FlowPlayer(story: story, theme: theme, device: d, textScale: story.textScale ?? 1,
                                                    resolve: FlowPlayer.resolver(locale: locale, hallFile: story.resolve(story.hall)))
                            return try player.play(hall: hall)
                        } catch let e as FlowPlayError { throw e } catch let e as ImportError { throw FlowPlayError(lines: e.lines) }
                        catch let e as FlowError { throw FlowPlayError(lines: e.lines) }
                        catch let e as ThemeError { throw FlowPlayError(lines: e.lines) } catch { throw FlowPlayError(lines: ["\(story.file): \(error)"]) }
                    }
                  }
                }
            }
        }
        let items = BatchPlan.shard(all, index: request.shard.index, count: request.shard.count)

        // The output folder, even for a shard with no items (its manifest says so); item
        // folders are made by each write, never through a link. Never the baseline or in it.
        try checkApart(output: request.outputDirectory, baseline: request.baseline)
        let root = URL(fileURLWithPath: request.outputDirectory)
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: root.path, isDirectory: &isDir), !isDir.boolValue {
            throw .cannotCreate(path: request.outputDirectory, reason: "a file of that name exists; -o names the output folder")
        }
        do { try fm.createDirectory(at: root, withIntermediateDirectories: true) } catch {
            // Foundation's localizedDescription is "NSCocoaErrorDomain error 512" here; name the cause.
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? "\(error)"
            throw .cannotCreate(path: request.outputDirectory, reason: Self.readableReason(reason))
        }
        let (outputLock, baselineLock) = try lockFolders(output: request.outputDirectory, baseline: request.baseline, command: "seatmap batch")
        defer { withExtendedLifetime((outputLock, baselineLock)) {} }
        if request.clean { try cleanLocked(request.outputDirectory) }
        // A killed run's temporary files (a run holds the folder's lock, so none is live).
        ContainedFolder(request.outputDirectory).removeStaleTemporaries()
        let baselineManifest = try request.baseline.map { path throws(BatchError) in try readBaselineOutputs(path) }
        let baselineItems = baselineManifest.map { $0.map(\.output) }
        var baselineLayouts: [String: BaselineLayout] = [:]
        var baselineFonts: [String: FontReport] = [:]
        // A planted link, FIFO or device where a baseline file of a rendered item should be is
        // refused before anything renders (exit 65, as accept and merge refuse one), never left
        // to fail items one by one.
        if let baseline = request.baseline, let manifest = baselineManifest {
            let rendered = Set(items.map(\.output))
            let folder = ContainedFolder(baseline)
            for entry in manifest where rendered.contains(entry.output) {
                var files = [entry.output]
                if case .file(let layout)? = entry.layout { files.append(layout) }
                for file in files {
                    try folder.requireFileOrNothing(file, linkReason: "is a symbolic link; a batch file must be a regular file in the folder")
                }
            }
        }
        for entry in baselineManifest ?? [] {
            if let l = entry.layout { baselineLayouts[entry.output] = l }
            if let f = entry.fonts { baselineFonts[entry.output] = f }
        }

        let queue = WorkQueue(count: items.count)
        let group = DispatchGroup()
        let workers = max(1, min(request.jobs, items.count))
        let frozen = inputs
        let frozenRequest = request
        let frozenLayouts = baselineLayouts
        let frozenFonts = baselineFonts
        for _ in 0..<workers {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                while let i = queue.take() {
                    let t0 = DispatchTime.now()
                    var r = renderItem(items[i], inputs: frozen, request: frozenRequest, baselineLayouts: frozenLayouts,
                                       baselineFonts: frozenFonts)
                    r.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e6
                    let done = queue.store(r, at: i)
                    if let progress {
                        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                        progress(BatchProgress(done: done, total: queue.count, elapsedSeconds: elapsed))
                    }
                }
            }
        }
        group.wait()
        let results = queue.all()
        request.cache?.evict()
        // Missing means not in the whole variant set (not just this shard), so every shard and
        // a merge of them agree.
        let planned = Set(all.map(\.output))
        let missing = (baselineItems ?? []).filter { !planned.contains($0) }.sorted()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var report = BatchReport(request: request, results: results, missing: missing, seconds: seconds)
        report.warnings = runWarnings
        report.hallHashes = request.hallPaths.map { ($0, (try? inputs.halls[$0]?.get().1) ?? (try? inputs.venues[$0]?.get().1)) }
        report.themeHashes = request.themes.map { ($0, try? inputs.themes[$0]?.get().1) }
        if let note = try writeReport(report, to: root) { report.warnings.append(note) }
        return report
    }

    /// Writes `manifest.json` and `index.html` for a finished batch (or a merge of shards), and
    /// says when the manifest is too large for a later run to read back (`BatchManifest.maxBytes`):
    /// the run's files are all written, but it cannot be a baseline, a shard or accepted from.
    static func writeReport(_ report: BatchReport, to root: URL, limit: Int = BatchManifest.maxBytes) throws(BatchError) -> String? {
        let folder = ContainedFolder(root.path)
        let manifest: String
        do { manifest = try ManifestDocument(report).serialized() } catch {
            throw .cannotCreate(path: root.appendingPathComponent("manifest.json").path, reason: "the manifest cannot be written as JSON (\(error))")
        }
        let manifestBytes = manifest.utf8.count + 1
        try folder.write("manifest.json", text: manifest, newline: true)
        try folder.write("index.html", Array(BatchGallery.html(report).utf8))
        // Every file this run wrote joins the folder's ledger, so a later --clean removes it even
        // when a later run's manifest no longer names it.
        var written = Set(try writtenFiles(folder))
        for r in report.results { written.formUnion(itemFiles(r.item.output)) }
        var existing: [String] = []
        for file in written.sorted() where try folder.kind(file) == .file { existing.append(file) }
        try folder.write(ContainedFolder.ledgerFile, Array(existing.map { $0 + "\n" }.joined().utf8))
        guard manifestBytes > limit else { return nil }
        return "manifest.json is \(manifestBytes) bytes, over the \(limit) a later run reads back: this run cannot be a --baseline, "
            + "a shard of a merge or accepted from; split it into smaller runs"
    }

    /// Where an earlier batch keeps an item's layout: a file beside its image (this version), or
    /// inline in the manifest (manifests of earlier versions).
    enum BaselineLayout: Sendable {
        case file(String)
        case inline(JSONValue)

        /// The seat frames and states; a layout that cannot be read (missing, a link, a FIFO,
        /// over the limit, not a layout) throws why — never skipped, or a seat sold off screen
        /// would pass.
        func frames(baselineDir: String) throws(Unreadable) -> SeatFrames {
            switch self {
            case .inline(let json):
                do { return try SeatFrames(layoutJSON: json) } catch { throw Unreadable(reason: "its inline layout is not a seatmap layout (\(error))") }
            case .file(let relative):
                let bytes: [UInt8]?
                do { bytes = try ContainedFolder(baselineDir).read(relative, limit: SeatFrames.maxLayoutBytes) } catch {
                    throw Unreadable(reason: "\(error)")
                }
                guard let bytes else { throw Unreadable(reason: "\(relative): no such file") }
                do { return try SeatFrames(layoutBytes: bytes) } catch {
                    switch error {
                    case .syntax(let e): throw Unreadable(reason: "\(relative): not JSON (\(e))")
                    case .layout(let e): throw Unreadable(reason: "\(relative): not a seatmap layout (\(e))")
                    }
                }
            }
        }

        struct Unreadable: Error { var reason: String }
    }

    /// The outputs listed in an earlier batch's manifest, each with where its layout is and the
    /// fonts it was drawn with.
    static func readBaselineOutputs(_ dir: String) throws(BatchError) -> [(output: String, layout: BaselineLayout?, fonts: FontReport?)] {
        let manifest: ManifestDocument
        do { manifest = try BatchManifest.read(dir) } catch { throw .badBaseline(path: dir, reason: error.reason) }
        return manifest.items.map { ($0.output, $0.layout, FontReport(json: $0.json)) }
    }

    static func renderItem(_ item: BatchItem, inputs: LoadedInputs, request: BatchRequest,
                           baselineLayouts: [String: BaselineLayout] = [:], baselineFonts: [String: FontReport] = [:]) -> BatchItemResult {
        var result = BatchItemResult(item: item)
        let root = URL(fileURLWithPath: request.outputDirectory)
        do {
            // A story's frames without the axis speak the story's own locale.
            let locale = item.locale ?? item.flow.flatMap { f in request.flows.first { $0.file == f.storyPath }?.locale }
            let themeKey = LoadedInputs.themeKey(item.themeSource, locale)
            let (theme, themeHash) = try inputs.theme(item.themeSource, locale: locale).get()
            result.themeSHA256 = themeHash
            let folder = ContainedFolder(request.outputDirectory)
            let stem = ItemPath(item.output).stem
            if let flow = item.flow {
                // A story's frame: the page its step hit-tested (flows are not cached).
                let key = LoadedInputs.flowKey(story: flow.storyPath, theme: themeKey, device: item.device.name)
                let frames = try inputs.flows[key,
                                              default: .failure(FlowPlayError(lines: ["\(flow.storyPath) was not played for \(item.themeSource) on \(item.device.name)"]))].get()
                guard frames.indices.contains(flow.step) else { throw FlowPlayError(lines: ["\(flow.storyPath) has no step \(flow.step)"]) }
                let frame = frames[flow.step]
                let rendered = try writeRendered(frame.resolved, item: item, into: &result, folder: folder, stem: stem, audit: request.audit,
                                                 keepFrames: request.baseline != nil)
                result.flowOutcome = frame.outcome
                // A tap written for another screen, a target this page lacks: said, not only kept.
                result.warnings += frame.warnings
                result.said += frame.warnings
                if let baseline = request.baseline {
                    // The layout as written, for the byte comparison (unreadable: compared by frames).
                    try compare(&result, item: item, seats: frame.resolved.seatCount, inputs: inputs, png: rendered.png,
                                layout: .file(stem + ".layout.json"), image: { rendered.image },
                                frames: { rendered.frames ?? SeatFrames(frame.resolved) }, request: request, baseline: baseline, root: root, baselineLayouts: baselineLayouts, baselineFonts: baselineFonts)
                }
                return finished(result)
            }
            var pageRequest: PageRequest
            let contentHash: String?
            if let loaded = inputs.venues[item.hallPath] {
                let (venue, venueHash) = try loaded.get()
                result.hallSHA256 = venueHash
                guard item.mode == .screen else {
                    try renderVenueItem(venue, theme: theme, item: item, request: request, inputs: inputs, into: &result, folder: folder,
                                        stem: stem, root: root, baselineLayouts: baselineLayouts, baselineFonts: baselineFonts)
                    return finished(result)
                }
                // The phone page around the venue's map, as `render VENUE` draws it.
                pageRequest = try Self.venuePageRequest(venue, theme: theme, item: item)
                contentHash = inputs.venueContentHashes[item.hallPath].map { "venue:" + $0 }
            } else {
                let (hall, hallHash) = try inputs.hall(item.hallPath).get()
                result.hallSHA256 = hallHash
                pageRequest = PageRequest(hall: hall, theme: theme, device: item.device, mode: item.mode, pixelsPerDesignPoint: item.pixelsPerDesignPoint)
                contentHash = inputs.hallContentHashes[item.hallPath]
            }
            let hall = pageRequest.hall
            switch item.state {
            case .none: break
            case .suggest(let n): pageRequest.selection = .suggest(n)
            case .zone(let z): pageRequest.highlightZone = z
            }
            if let zoom = item.view.zoom { pageRequest.zoom = zoom }
            if let offset = item.view.offset { pageRequest.offset = offset }
            if let selected = item.view.selected {
                // A suggestion over a selection is the page that asks to replace it (render
                // --selected … --suggest N); nothing selected leaves the suggestion alone.
                if case .suggest = item.state { pageRequest.manualSelection = selected } else { pageRequest.selection = .ids(selected) }
            }
            if let textScale = item.view.textScale { pageRequest.textScale = textScale }
            pageRequest.toast = item.view.toast
            var cacheKey: String?, cacheNote: String?
            if let cache = request.cache, let hallHash = contentHash,
               let fonts = inputs.fontFingerprints[themeKey], let themeContent = inputs.themeContents[themeKey], let code = inputs.codeIdentity {
                let key = RenderCache.key(request: pageRequest, hallContentSHA256: hallHash, themeContent: themeContent, fontFingerprint: fonts,
                                          audit: request.audit, codeIdentity: code)
                switch cache.load(key) {
                case .hit(let e):
                    try restore(e, item: item, folder: folder, stem: stem, into: &result)
                    if let baseline = request.baseline {
                        // Decoded and parsed only when the bytes differ from the baseline's.
                        try compare(&result, item: item, seats: hall.seatCount, inputs: inputs, png: e.png, layout: .bytes(e.layout),
                                    image: { try PNGCodec.decode(e.png) },
                                    frames: { try SeatFrames(layoutBytes: e.layout) }, request: request,
                                    baseline: baseline, root: root, baselineLayouts: baselineLayouts, baselineFonts: baselineFonts)
                    }
                    return finished(result)
                case .corrupt(let why):
                    cacheNote = "cache: the entry for this item was damaged (\(why)); rendered again and replaced"
                    result.said.append(cacheNote!)
                case .miss: break
                }
                cacheKey = key
                result.cached = false
            }
            let page = try pageRequest.make()
            // Resolved once: the image and its layout file are drawn and reported from the same frames.
            let resolved = try PageOutput.resolve(page)
            // In a locale, a character no font has fails the item (as --locale does), never a box.
            try LocaleError.requireGlyphs(resolved.missingCharacters, locale: item.locale)
            let rendered = try writeRendered(resolved, item: item, into: &result, folder: folder, stem: stem,
                                             audit: request.audit, keepFrames: request.baseline != nil)
            let (png, image, pngSHA256) = (rendered.png, rendered.image, rendered.pngSHA256)
            // The drawn page is freed: a large one's pages go back to the system before the cache
            // and the baseline read their 100-MB files (else they stack on pages nothing uses).
            if hall.seatCount >= LoadedInputs.largePageSeats { FreedMemory.returnToSystem() }
            var frames = rendered.frames ?? SeatFrames(seats: [])
            let layout = WrittenLayout.file(stem + ".layout.json")
            if let cache = request.cache, let cacheKey {
                // Stored as written (before any baseline note joins the warnings), read back from the
                // item's files (a 200,000-seat page's layout and seats are 100 MB each with long
                // ids: never held while the page is drawn); with a cache the baseline is compared
                // with the layout file's frames, as a cached item is.
                try inputs.oneLargeAtATime(hall.seatCount) {
                    let layoutBytes = try folder.read(stem + ".layout.json", limit: RenderCache.maxFileBytes) ?? []
                    var seats = try folder.read(stem + ".seats.js", limit: RenderCache.maxFileBytes) ?? []
                    // The script without its first characters naming the item (what the cache keeps).
                    seats.removeFirst(min(BatchGallery.seatsScript(output: item.output, seats: "").utf8.count, seats.count))
                    let entry = RenderCache.Entry(png: png, layout: layoutBytes, seats: seats, imageSize: (image.width, image.height),
                                                  pngSHA256: pngSHA256, warnings: result.warnings, fonts: result.fonts, audit: result.audit)
                    do { try cache.store(cacheKey, entry) } catch {
                        result.warnings.append("cache: could not store this item (\(error)); the next run renders it again")
                    }
                    if request.baseline != nil, let f = try? SeatFrames(layoutBytes: layoutBytes) { frames = f }
                }
            }
            if let note = cacheNote { result.warnings.append(note) }
            if let baseline = request.baseline {
                let compared = frames
                try compare(&result, item: item, seats: hall.seatCount, inputs: inputs, png: png, layout: layout, image: { image },
                            frames: { compared }, request: request,
                            baseline: baseline, root: root, baselineLayouts: baselineLayouts, baselineFonts: baselineFonts)
            }
        } catch {
            if let e = error as? FlowPlayError { result.errorLines = e.lines }
            else if let e = error as? ImportError { result.errorLines = e.lines }
            else if let e = error as? HallError { result.errorLines = e.lines }
            else if let e = error as? ThemeError { result.errorLines = e.lines }
            else if let e = error as? VenueReadError { result.errorLines = [e.description] }
            // An item's `suggest` state that finds no block fails that item; the others render.
            else if case let PageError.suggestion(n, reason)? = error as? PageError { result.errorLines = ["suggest \(n): \(reason)"] }
            else { result.errorLines = ["\(error)"] }
        }
        return finished(result)
    }

    /// A layout file over what a baseline reads back (`SeatFrames.maxLayoutBytes`).
    struct LayoutTooLarge: Error, CustomStringConvertible {
        var bytes: Int
        var description: String {
            "its layout would be \(bytes) bytes, over the \(SeatFrames.maxLayoutBytes) a later run reads back as its baseline; render it with --mode screen or split the hall"
        }
    }

    /// What an item's render wrote, for the cache and the baseline comparison (its seats script
    /// is written as it is made, never held).
    struct Rendered {
        var png: [UInt8]
        var image: RGBAImage
        var pngSHA256: String
        /// The seats' frames, when asked for (a baseline comparison).
        var frames: SeatFrames?
    }

    /// Draws a resolved page and writes the item's image, layout and seats script (a hall's
    /// page and a story's frame alike), with its warnings, fonts and, when asked, its audit.
    /// `keepFrames` keeps what a baseline needs: two workers on a 200,000-seat hall with long ids
    /// otherwise each hold 20 MB of frames no one reads.
    static func writeRendered(_ resolved: ResolvedPage, item: BatchItem, into result: inout BatchItemResult, folder: ContainedFolder,
                              stem: String, audit: Bool, keepFrames: Bool) throws -> Rendered {
        let (image, warnings) = try PageOutput.image(resolved)
        let png = try PNGCodec.encode(image)
        try folder.write(item.output, png)
        result.imageSize = (image.width, image.height)
        let pngSHA256 = SHA256.hex(png)
        result.pngSHA256 = pngSHA256
        // Streamed in 1-MB pieces: two workers never hold a 60-MB layout text each. Never one a
        // later run could not read back as its baseline: over the read limit the item fails.
        var layoutBytes = 0
        try folder.write(stem + ".layout.json", streaming: { emit in
            try LayoutReport.serialized(resolved) { piece in
                layoutBytes += piece.utf8.count
                if layoutBytes <= SeatFrames.maxLayoutBytes { emit(piece) }
            }
            if layoutBytes > SeatFrames.maxLayoutBytes { throw LayoutTooLarge(bytes: layoutBytes) }
        })
        result.layoutFile = stem + ".layout.json"
        try folder.write(stem + ".seats.js", newline: false, streaming: { emit in
            emit(BatchGallery.seatsScript(output: item.output, seats: ""))
            BatchGallery.seatsScriptSeats(resolved, emit: emit)
        })
        result.seatsScript = stem + ".seats.js"
        // Overlapping seats are a review finding: in the manifest and on the gallery card.
        result.warnings = warnings + resolved.inputWarnings
        result.fonts = resolved.fonts
        if audit {
            let a = PageAudit(resolved)
            let failures = a.targets.filter { !$0.passes }.map { "touch target \($0.name) (\(NumberText.rounded($0.minimum, places: 0)) pt): seats are \(NumberText.rounded(a.smallestSeat, places: 2)) pt" }
                + a.colourFindings.map { "\($0.name) \(NumberText.rounded($0.worstRatio, places: 2)):1 under \($0.visions.map(\.rawValue).joined(separator: ", ")) (\($0.foreground) on \($0.background): \($0.keys.joined(separator: " or ")))" }
                + a.incompleteLabels.map { "label of \($0.seat): no \($0.missing)" }
                + (a.loneCompanions.isEmpty ? [] : ["companion seats that can never be sold: \(a.loneCompanions.prefix(10).joined(separator: ", "))"])
                + a.layout.map { "layout: \($0)" }
            result.audit = (a.passes, failures)
        }
        return Rendered(png: png, image: image, pngSHA256: pngSHA256, frames: keepFrames ? SeatFrames(resolved) : nil)
    }

    /// A cache hit's files written as a render would write them, byte for byte, and the item's
    /// result as the render's; the baseline is then compared as after a render.
    static func restore(_ e: RenderCache.Entry, item: BatchItem, folder: ContainedFolder, stem: String, into result: inout BatchItemResult) throws {
        try folder.write(item.output, e.png)
        try folder.write(stem + ".layout.json", e.layout)
        try writeSeatsScript(String(decoding: e.seats, as: UTF8.self), output: item.output, folder: folder, stem: stem)
        result.imageSize = e.imageSize
        result.pngSHA256 = e.pngSHA256
        result.layoutFile = stem + ".layout.json"
        result.seatsScript = stem + ".seats.js"
        result.warnings = e.warnings
        result.fonts = e.fonts
        result.audit = e.audit
        result.cached = true
    }

    /// The item's seats script: its head naming the item, then its seats, written as two pieces
    /// so the seats (60 MB for 200,000 seats) are not copied into a joined text first.
    static func writeSeatsScript(_ seats: String, output: String, folder: ContainedFolder, stem: String) throws {
        try folder.write(stem + ".seats.js", newline: false, streaming: { emit in
            emit(BatchGallery.seatsScript(output: output, seats: ""))
            emit(seats)
        })
    }

    /// Reports (manifest, gallery, JUnit, summary) show these as stderr does: control and
    /// format characters of hostile names escaped, long lines cut (the one rule, MessageText).
    static func finished(_ r: BatchItemResult) -> BatchItemResult {
        var result = r
        result.errorLines = result.errorLines?.map(MessageText.line)
        result.warnings = result.warnings.map(MessageText.line)
        return result
    }

    /// An item's layout as written, for the byte comparison with its baseline's.
    enum WrittenLayout {
        /// In memory: a cached item's, read with its entry, or a shard's.
        case bytes([UInt8])
        /// The file in the output folder, compared with the baseline's a megabyte at a time.
        case file(String)

        /// Whether the baseline's layout file at `relative` holds the same bytes (false when
        /// either cannot be read: the frames are then compared, and say why).
        func same(as relative: String, in base: ContainedFolder, output: ContainedFolder) -> Bool {
            switch self {
            case .bytes(let bytes):
                guard let baseLayout = (try? base.read(relative, limit: SeatFrames.maxLayoutBytes)) ?? nil else { return false }
                return Bytes.equal(baseLayout, bytes)
            case .file(let written): return output.sameBytes(written, as: base, relative)
            }
        }
    }

    /// Compares a rendered (or cached) item with its baseline into `result`: `png` and `layout`
    /// are the item's files as written; its pixels and frames are asked for only when its bytes
    /// are not the baseline's.
    static func compare(_ result: inout BatchItemResult, item: BatchItem, seats: Int, inputs: LoadedInputs, png: [UInt8], layout: WrittenLayout,
                        image: () throws -> RGBAImage, frames: () throws -> SeatFrames, request: BatchRequest,
                        baseline: String, root: URL, baselineLayouts: [String: BaselineLayout],
                        baselineFonts: [String: FontReport]) throws {
        let fonts = (reference: baselineFonts[item.output], actual: result.fonts)
        let (compared, note) = try inputs.oneLargeAtATime(seats) { try compareWithBaseline(item, png: png, layout: layout, image: image,
                                                                                           frames: frames,
                                                       baselineLayout: baselineLayouts[item.output], fonts: fonts,
                                                       baselineDir: baseline, root: root, pixelsOnly: request.pixelsOnly) }
        result.baseline = compared
        if let note { result.warnings.append(note) }
    }

    /// The item against its baseline, and a note when `pixelsOnly` set an off-screen state
    /// change aside.
    ///
    /// The baseline's own image bytes mean the same pixels: with its layout bytes too the item is
    /// unchanged with nothing decoded or parsed (an unchanged re-run from the cache is file reads
    /// and `memcmp`); with other layout bytes only the seats' states are compared. Otherwise
    /// both images are decoded and compared.
    static func compareWithBaseline(_ item: BatchItem, png: [UInt8], layout: WrittenLayout, image: () throws -> RGBAImage,
                                    frames: () throws -> SeatFrames, baselineLayout: BaselineLayout?,
                                    fonts: (reference: FontReport?, actual: FontReport?) = (nil, nil),
                                    baselineDir: String, root: URL, pixelsOnly: Bool = false) throws -> (BatchItemResult.Baseline, String?) {
        let base = ContainedFolder(baselineDir)
        guard let data = try base.read(item.output, limit: PNGCodec.maxFileBytes) else { return (.new, nil) }
        let output = ContainedFolder(root.path)
        try output.write("_baseline/" + item.output, data)
        // The same image bytes: with the same layout bytes too, nothing else is read.
        let samePixels = Bytes.equal(data, png) ? PNGChunks.size(png) : nil
        if samePixels != nil, case .file(let relative)? = baselineLayout, layout.same(as: relative, in: base, output: output) {
            return (.unchanged, nil)
        }
        // Seats are attributed with the baseline's frames and states when its manifest has them.
        let reference: SeatFrames?
        switch Self.frames(baselineLayout, baselineDir) {
        case .success(let f): reference = f
        case .failure(let e): return (unreadable(e), nil)
        }
        // The baseline's layout text (60 MB for 200,000 seats) is freed by now: its pages go back
        // to the system before the images are decoded instead of under them.
        if (reference?.seats.count ?? 0) >= 20_000 { FreedMemory.returnToSystem() }
        var comparison: PageComparison
        if let size = samePixels {
            comparison = PageComparison.samePixels(width: size.width, height: size.height, reference: reference, actual: try frames(),
                                                   referenceFonts: fonts.reference, actualFonts: fonts.actual)
        } else {
            comparison = PageComparison.compare(PageImage(image: try PNGCodec.decode(data), seats: reference, fonts: fonts.reference),
                                                PageImage(image: try image(), seats: try frames(), fonts: fonts.actual))
        }
        // Every changed seat counts, also one no pixel shows (below the fold, under a panel):
        // the layouts' states say so. `--pixels-only` makes those a note instead.
        let hidden = comparison.hiddenSeats
        var note: String?
        if pixelsOnly && !hidden.isEmpty {
            comparison = comparison.pixelsOnly
            note = "seats changed where no pixel shows them (not a change with --pixels-only): " + SeatChange.names(hidden)
        }
        if comparison.passes(DiffBudget(), pixelsOnly: pixelsOnly) { return (.unchanged, note) }
        let diff = comparison.pixels
        var summary = diff.sizeMismatch == nil && diff.diffPixels == 0 ? "no pixel differs, but the layouts do: " + (comparison.seats?.summary() ?? "") : diff.summary
        // Another font or library version explains the change before its pixel count does.
        if let fonts = comparison.fontDifference { summary = fonts + ". " + summary }
        var change = BatchItemResult.BaselineChange(diffPixels: diff.diffPixels, summary: summary, seats: comparison.seats, diffImage: nil)
        // With no differing pixel there is nothing to show.
        if diff.diffPixels > 0, let img = comparison.diffImage {
            let path = diffPath(item.output)
            try output.write(path, try PNGCodec.encode(img))
            change.diffImage = path
        }
        return (.changed(change), note)
    }

    /// The baseline's frames for an item (nil when its manifest records no layout, as before
    /// layouts were kept), or why its recorded layout cannot be read.
    static func frames(_ layout: BaselineLayout?, _ baselineDir: String) -> Result<SeatFrames?, BaselineLayout.Unreadable> {
        guard let layout else { return .success(nil) }
        do { return .success(try layout.frames(baselineDir: baselineDir)) } catch { return .failure(error) }
    }

    /// A comparison that cannot be made is a failed one: the item is changed, its summary says
    /// why, so `--fail-on-change` fails and accepting the item records a readable layout.
    static func unreadable(_ e: BaselineLayout.Unreadable) -> BatchItemResult.Baseline {
        .changed(BatchItemResult.BaselineChange(diffPixels: 0,
                                                summary: "the baseline's layout cannot be read (\(e.reason)): its seats cannot be compared; accept the item to record a readable layout", seats: nil, diffImage: nil))
    }

    /// The POSIX reason inside a Foundation error text ("Not a directory", "Permission denied").
    static func readableReason(_ text: String) -> String {
        for known in ["Permission denied", "Not a directory", "Read-only file system", "No space left on device", "File exists"]
        where text.contains(known) { return known.prefix(1).lowercased() + known.dropFirst() }
        return text
    }

    /// `a/b/c.png` → `a/b/c.diff.png`.
    static func diffPath(_ output: String) -> String { ItemPath(output).diff }
}

extension BatchItemResult {
    init(item: BatchItem) { self.item = item }
}

extension BatchRunner {
    /// Locks a batch's output folder (exclusive) and its baseline (shared, when it exists),
    /// and completes an accept the baseline's journal says was interrupted.
    static func lockFolders(output: String, baseline: String?, command: String) throws(BatchError) -> (FolderLock, FolderLock?) {
        let outputLock = try FolderLock(output, command: command)
        guard let baseline, FileManager.default.fileExists(atPath: baseline),
              realPath(baseline) != realPath(output) else { return (outputLock, nil) }
        // An interrupted accept is completed first (that needs the baseline to itself).
        if FileManager.default.fileExists(atPath: baseline + "/" + ContainedFolder.stagingFolder) {
            let writer = try FolderLock(baseline, command: command + " (completing an interrupted accept)")
            try AcceptJournal.complete(in: ContainedFolder(baseline))
            withExtendedLifetime(writer) {}
        }
        return (outputLock, try FolderLock(baseline, command: command + " (reading it as the baseline)", shared: true))
    }

    /// Refuses an output folder that is its baseline, holds it or lies inside it — however
    /// either is spelled (`./D/`, through a link, not yet made): a run into its baseline would
    /// pass by comparing the baseline with itself, and `--clean` would delete baseline items.
    static func checkApart(output: String, baseline: String?) throws(BatchError) {
        guard let baseline else { return }
        let o = resolvedPath(output), b = resolvedPath(baseline)
        if o == b { throw .overlap(output: output, baseline: baseline, relation: "is") }
        if o.hasPrefix(b.hasSuffix("/") ? b : b + "/") { throw .overlap(output: output, baseline: baseline, relation: "lies inside") }
        if b.hasPrefix(o.hasSuffix("/") ? o : o + "/") { throw .overlap(output: output, baseline: baseline, relation: "holds") }
    }

    /// `path` with every link resolved, for a path that may not exist yet: its deepest existing
    /// ancestor's real path, then the rest as written (`.` and `..` taken out first).
    static func resolvedPath(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.pathComponents.count > 1 {
            rest.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        return ([realPath(url.path)] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    static func realPath(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return path }
        defer { free(r) }
        return String(cString: r)
    }

    /// Removes what batches wrote into `outputDirectory`, and nothing else: the files its ledger
    /// (`.seatmap-files`, every item file a batch wrote there) and its `manifest.json` name
    /// (image, `.layout.json`, `.seats.js`, `.diff.png`, the `_baseline/` copy), the manifest,
    /// the gallery and the ledger, then the folders left empty. Only a
    /// folder that holds a batch manifest is cleaned; a file the manifest does not name — a
    /// photo, a reference of one's own, notes in `_baseline/` — stays, and a link where a named
    /// file should be is refused. Takes the folder's lock.
    public static func clean(_ outputDirectory: String) throws(BatchError) {
        let lock = try FolderLock(outputDirectory, command: "seatmap batch --clean")
        defer { withExtendedLifetime(lock) {} }
        try cleanLocked(outputDirectory)
        ContainedFolder(outputDirectory).removeStaleTemporaries()
    }

    /// The files a batch writes for the item `output`.
    static func itemFiles(_ out: String) -> [String] {
        ItemPath(out).files + [ItemPath(out).diff, "_baseline/" + out]
    }

    /// The folder's ledger: every item file batches wrote there (paths a batch writes only).
    static func writtenFiles(_ folder: ContainedFolder) throws(BatchError) -> [String] {
        guard let bytes = try folder.read(ContainedFolder.ledgerFile, limit: BatchManifest.maxBytes) else { return [] }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        for line in lines where !isItemFile(line) {
            throw .unsafePath(folder: folder.root, path: ContainedFolder.ledgerFile,
                              reason: "names \(MessageText.quoted(line)), which is not a file a batch writes; nothing was removed")
        }
        return lines
    }

    /// Whether `p` is one of the files `itemFiles` names for some item.
    static func isItemFile(_ p: String) -> Bool {
        let item = p.hasPrefix("_baseline/") ? String(p.dropFirst(10)) : p
        for suffix in [".layout.json", ".seats.js", ".diff.png"] where item.hasSuffix(suffix) {
            return !p.hasPrefix("_baseline/") && BatchPlan.isItemOutput(String(item.dropLast(suffix.count)) + ".png")
        }
        return BatchPlan.isItemOutput(item)
    }

    static func cleanLocked(_ outputDirectory: String) throws(BatchError) {
        let folder = ContainedFolder(outputDirectory)
        guard try folder.kind("manifest.json") != .missing else { return }
        let manifest: ManifestDocument
        do { manifest = try BatchManifest.read(folder) } catch { throw .badBaseline(path: outputDirectory, reason: error.reason) }
        var files = try writtenFiles(folder)
        for out in manifest.items.map(\.output) {
            guard BatchPlan.isItemOutput(out) else {
                throw .unsafePath(folder: outputDirectory, path: out,
                                  reason: "named by manifest.json, but not an image a batch writes; nothing was removed")
            }
            files += itemFiles(out)
        }
        // Refuse before removing anything.
        for file in files where try folder.kind(file) == .link {
            throw .unsafePath(folder: outputDirectory, path: file, reason: "is a symbolic link; a batch removes only the files it wrote")
        }
        for file in files { try folder.remove(file) }
        try folder.remove("index.html")
        try folder.remove("manifest.json")
        try folder.remove(ContainedFolder.ledgerFile)
        folder.removeEmptyFolders(of: files)
    }
}
