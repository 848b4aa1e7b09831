import SeatMapFlow
import SeatMapPage
import Foundation
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapDiff

/// What `seatmap batch merge` combines.
public struct BatchMergeRequest: Sendable {
    /// Output folders of `seatmap batch --shard I/N`, in any order.
    public var shardDirectories: [String]
    public var outputDirectory: String
    /// Compare the merged set with an earlier batch (as `batch --baseline` does).
    public var baseline: String?
    /// As `BatchRequest.pixelsOnly`.
    public var pixelsOnly = false

    public init(shardDirectories: [String], outputDirectory: String, baseline: String? = nil) {
        self.shardDirectories = shardDirectories
        self.outputDirectory = outputDirectory
        self.baseline = baseline
    }
}

/// Combines the outputs of N shards into the folder one unsharded run would have written:
/// the same images, layouts and seat scripts, and a manifest and gallery byte-identical to the
/// single run's (timings aside). Everything is checked before anything is written.
public enum BatchMerge {
    /// One shard's manifest, read and checked.
    struct Shard {
        let dir: String
        let index: Int
        let count: Int
        let request: ManifestDocument.Request
        let items: [ManifestDocument.Item]
        let timings: [String: Double]
    }

    public static func run(_ m: BatchMergeRequest) throws(BatchError) -> BatchReport {
        let start = DispatchTime.now()
        guard !m.shardDirectories.isEmpty else { throw .emptyInput("name the shard folders to merge") }
        let shards = try m.shardDirectories.map { dir throws(BatchError) in try readShard(dir) }
        try checkSameSet(shards)
        let n = shards[0].count
        // Every shard 1…N exactly once.
        var byIndex: [Int: Shard] = [:]
        for s in shards {
            if let other = byIndex[s.index] {
                throw .badShards("shard \(s.index)/\(n) is given twice (\(other.dir) and \(s.dir)); shards must not overlap")
            }
            byIndex[s.index] = s
        }
        let missing = (1...n).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw .badShards("missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(n)" }.joined(separator: ", ")) of the \(n)")
        }
        // The union, in the order a single run sorts items; each shard must hold exactly its
        // stride of it, as `--shard I/N` cuts.
        var entries: [(item: ManifestDocument.Item, shard: Shard)] = []
        for s in shards { for item in s.items { entries.append((item, s)) } }
        for (item, s) in entries { try checkSafe(item, shard: s.dir) }
        entries.sort { Array($0.item.output.utf8).lexicographicallyPrecedes(Array($1.item.output.utf8)) }
        for (i, e) in entries.enumerated() where i % n != e.shard.index - 1 {
            throw .badShards("\(e.shard.dir) holds \(e.item.output) at position \(i + 1) of the set, which belongs to shard \(i % n + 1)/\(n); the shards come from different variant sets")
        }
        var seen = Set<String>()
        for e in entries where !seen.insert(e.item.output).inserted { throw .badShards("\(e.item.output) is in more than one shard") }
        let shardBaselines = Set(shards.compactMap(\.request.baseline))
        if m.baseline == nil, !shardBaselines.isEmpty {
            throw .mergeNeedsBaseline
        }

        var request = try decodeRequest(shards[0].request, outputDirectory: m.outputDirectory)
        request.baseline = m.baseline
        var results: [BatchItemResult] = []
        for e in entries { results.append(try decodeItem(e.item, request: request, milliseconds: e.shard.timings[e.item.output] ?? 0)) }

        // Nothing has been written so far: now the output folder (never the baseline or in it).
        try BatchRunner.checkApart(output: m.outputDirectory, baseline: m.baseline)
        let fm = FileManager.default
        let root = URL(fileURLWithPath: m.outputDirectory)
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: root.path, isDirectory: &isDir), !isDir.boolValue {
            throw .cannotCreate(path: m.outputDirectory, reason: "a file of that name exists; -o names the output folder")
        }
        do { try fm.createDirectory(at: root, withIntermediateDirectories: true) } catch {
            throw .cannotCreate(path: m.outputDirectory, reason: BatchRunner.readableReason("\(error)"))
        }
        let (outputLock, baselineLock) = try BatchRunner.lockFolders(output: m.outputDirectory, baseline: m.baseline, command: "seatmap batch merge")
        defer { withExtendedLifetime((outputLock, baselineLock)) {} }
        let output = ContainedFolder(m.outputDirectory)
        for (i, e) in entries.enumerated() {
            let shard = ContainedFolder(e.shard.dir)
            for file in [results[i].item.output, results[i].layoutFile, results[i].seatsScript].compactMap({ $0 }) {
                // A failed item has no image; a link or a device where a file should be is refused.
                guard let bytes = try shard.read(file, limit: PNGCodec.maxFileBytes) else { continue }
                try output.write(file, bytes)
            }
        }

        var missingOutputs: [String] = []
        if let baseline = m.baseline {
            let listed = try BatchRunner.readBaselineOutputs(baseline)
            let layouts = Dictionary(listed.compactMap { e in e.layout.map { (e.output, $0) } }, uniquingKeysWith: { a, _ in a })
            let planned = Set(results.map(\.item.output))
            missingOutputs = listed.map(\.output).filter { !planned.contains($0) }.sorted()
            for i in results.indices where results[i].ok {
                let item = results[i].item
                do {
                    guard let png = try output.read(item.output, limit: PNGCodec.maxFileBytes),
                          let layout = try output.read(results[i].layoutFile ?? ItemPath(item.output).layout, limit: SeatFrames.maxLayoutBytes) else {
                        throw BatchError.badShards("\(item.output): its image or layout is missing from the shards")
                    }
                    let (compared, note) = try BatchRunner.compareWithBaseline(
                        item, png: png, layout: .bytes(layout), image: { try PNGCodec.decode(png) },
                        frames: { try SeatFrames(layoutBytes: layout) },
                        baselineLayout: layouts[item.output], baselineDir: baseline, root: root, pixelsOnly: m.pixelsOnly)
                    results[i].baseline = compared
                    if let note { results[i].warnings.append(MessageText.line(note)) }
                } catch {
                    results[i].errorLines = ["baseline comparison failed: \(error)"]
                }
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var report = BatchReport(request: request, results: results, missing: missingOutputs, seconds: seconds)
        report.hallHashes = shards[0].request.hallInputs.map { (path: $0.0, sha256: $0.1) }
        report.themeHashes = shards[0].request.themeInputs.map { (source: $0.0, sha256: $0.1) }
        if let note = try BatchRunner.writeReport(report, to: root) { report.warnings.append(note) }
        return report
    }

    static func readShard(_ dir: String) throws(BatchError) -> Shard {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw .missingFolder(path: dir, what: "a shard folder to merge")
        }
        let read: [UInt8]?
        do { read = try ContainedFolder(dir).read("manifest.json", limit: BatchManifest.maxBytes) } catch {
            throw .badShards("\(dir): no readable manifest.json (\(error))")
        }
        guard let bytes = read else { throw .badShards("\(dir): no readable manifest.json (there is none in it)") }
        let manifest: ManifestDocument
        do { manifest = try ManifestDocument.decode(bytes) } catch { throw .badShards("\(dir): manifest.json is not a batch manifest (\(error))") }
        return Shard(dir: dir, index: manifest.shard.index, count: manifest.shard.count, request: manifest.request, items: manifest.items,
                     timings: manifest.timingsByOutput)
    }

    /// The shards must cut one variant set: the same count, request and input contents.
    static func checkSameSet(_ shards: [Shard]) throws(BatchError) {
        let first = shards[0]
        for s in shards.dropFirst() {
            if s.count != first.count {
                throw .badShards("\(s.dir) is shard \(s.index)/\(s.count) but \(first.dir) is \(first.index)/\(first.count); the shard counts differ")
            }
            typealias Keys = ManifestDocument.Request.CodingKeys
            typealias Axes = BatchRequest.ViewAxes.CodingKeys
            for key in [Keys.halls, .themes, .devices, .states, .mode, .scale].map(\.rawValue) + [Axes.zooms, .offsets, .selections].map(\.rawValue)
            where s.request.json[key] != first.request.json[key] {
                throw .badShards("\(s.dir) and \(first.dir) render different variant sets (their \(key) differ)")
            }
            for (kind, a, b) in [("hall", first.request.hallInputs, s.request.hallInputs), ("theme", first.request.themeInputs, s.request.themeInputs)] {
                for (x, y) in zip(a, b) where x != y {
                    throw .badShards("\(kind) \(x.0) differs between \(first.dir) and \(s.dir) (its contents were not the same when they ran)")
                }
            }
        }
        // The same input file must have the same content in every shard.
        var hashes: [String: (hash: String, dir: String)] = [:]
        for s in shards {
            for item in s.items {
                for (kind, input, hash) in [("hall", item.hall?.path, item.hall?.sha256), ("theme", item.theme?.source, item.theme?.sha256)] {
                    guard let input, let hash else { continue }
                    let key = kind + "\u{0}" + input
                    if let known = hashes[key], known.hash != hash {
                        throw .badShards("\(kind) \(input) differs between \(known.dir) and \(s.dir) (sha256 \(known.hash.prefix(12))… vs \(hash.prefix(12))…)")
                    }
                    hashes[key] = (hash, s.dir)
                }
            }
        }
    }

    /// Paths a manifest names must stay inside its folder and use only the characters a batch
    /// writes, so a crafted manifest cannot make a merge read or write elsewhere.
    static func checkSafe(_ item: ManifestDocument.Item, shard: String) throws(BatchError) {
        for p in [item.output, item.layoutFile].compactMap({ $0 }) where !BatchPlan.isSafeOutputPath(p) {
            throw .badShards("\(shard): unsafe path \(MessageText.quoted(p)) in manifest.json")
        }
        if !BatchPlan.isItemOutput(item.output) {
            throw .badShards("\(shard): manifest.json names \(MessageText.quoted(item.output)), which is not an image a batch writes")
        }
        if let layout = item.layoutFile, layout != ItemPath(item.output).layout {
            throw .badShards("\(shard): manifest.json names the layout \(MessageText.quoted(layout)) for \(item.output); a batch writes \(ItemPath(item.output).layout)")
        }
    }

    static func decodeRequest(_ r: ManifestDocument.Request, outputDirectory: String) throws(BatchError) -> BatchRequest {
        var devices: [Device] = []
        for name in r.devices {
            guard let d = try? Device.named(name) else { throw .badShards("unknown device \(name) in the manifests") }
            devices.append(d)
        }
        var request = BatchRequest(hallPaths: r.halls, themes: r.themes, devices: devices, outputDirectory: outputDirectory)
        request.states = r.states.compactMap(BatchState.init)
        // The stories by file: a merge renders nothing, it lists them again.
        request.flows = (r.flows ?? []).map { FlowStory(file: $0, name: FlowStory.stem($0), hall: "", steps: []) }
        request.locales = r.locales ?? []
        request.mode = RenderMode(rawValue: r.mode ?? "screen") ?? .screen
        request.pixelsPerDesignPoint = r.scale
        guard let views = r.views.views else { throw .badShards("the manifests' zooms, offsets or selections cannot be read") }
        request.views = views
        return request
    }

    static func decodeItem(_ entry: ManifestDocument.Item, request: BatchRequest, milliseconds: Double) throws(BatchError) -> BatchItemResult {
        let output = entry.output
        let parts = output.split(separator: "/").map(String.init)
        // Four parts on the locale axis (hall/theme/device/ar.png), with the entry's locale.
        guard parts.count == (request.locales.isEmpty ? 3 : 4), (entry.locale != nil) == !request.locales.isEmpty, let deviceName = entry.device?.name, let device = try? Device.named(deviceName),
              let state = BatchState(entry.state ?? "none") else {
            throw .badShards("item \(output) in the manifests is not one a batch writes")
        }
        var item = BatchItem(hallPath: entry.hall?.path ?? "", hallName: parts[0],
                             themeSource: entry.theme?.source ?? "", themeName: entry.theme?.name ?? parts[1],
                             device: device, state: state, mode: request.mode, pixelsPerDesignPoint: request.pixelsPerDesignPoint,
                             output: output, view: entry.view)
        item.locale = entry.locale
        if let f = entry.flow {
            guard f.step >= 0 else { throw .badShards("item \(output) in the manifests has an unreadable flow (story and step)") }
            item.flow = BatchFlowFrame(storyPath: f.story, storyName: f.name ?? FlowStory.stem(f.story), step: f.step, action: f.action ?? "")
        }
        var r = BatchItemResult(item: item)
        r.flowOutcome = entry.flow?.outcome
        r.errorLines = entry.error
        r.imageSize = entry.image.map { ($0.width, $0.height) }
        r.pngSHA256 = entry.sha256
        r.hallSHA256 = entry.hall?.sha256
        r.themeSHA256 = entry.theme?.sha256
        r.warnings = entry.warnings
        r.fonts = FontReport(json: entry.json)
        r.layoutFile = entry.layoutFile
        if r.errorLines == nil { r.seatsScript = ItemPath(output).seatsScript }
        r.milliseconds = milliseconds
        r.cached = entry.cached
        r.audit = entry.audit.map { ($0.passes, $0.failures) }
        return r
    }
}
