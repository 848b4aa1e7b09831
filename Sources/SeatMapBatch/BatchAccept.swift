import Foundation
import SeatMapCore
import SeatMapPNG
import SeatMapPage

/// What `seatmap batch accept` approves.
public struct BatchAcceptRequest: Sendable {
    /// The folder of a batch run (its `manifest.json`, images and layout files).
    public var runDirectory: String
    /// The baseline folder to update (created when it does not exist yet).
    public var baselineDirectory: String
    /// Items by output path (`standard/maoyan/iphone-se.png`, the `.png` optional) or by a folder
    /// of them (`standard`, `standard/maoyan`); ignored with `all`.
    public var items: [String]
    /// Every item that changed or is new (every rendered item of a run without a baseline), and
    /// every missing one (removed from the baseline).
    public var all: Bool

    public init(runDirectory: String, baselineDirectory: String, items: [String], all: Bool) {
        self.runDirectory = runDirectory
        self.baselineDirectory = baselineDirectory
        self.items = items
        self.all = all
    }
}

/// Approving a change: the chosen items' images, layout and seat files are copied from a run
/// into the baseline folder (each file atomically) and the baseline's `manifest.json` is updated
/// last, so approving is a reviewable diff of the baseline folder, and the same run against it
/// with `--fail-on-change` then passes. Everything is checked before anything is written.
public enum BatchAccept {
    public struct Result: Sendable, Equatable {
        public var accepted: [String]
        public var removed: [String]
    }

    public static func run(_ request: BatchAcceptRequest) throws(BatchError) -> Result {
        let runFolder = ContainedFolder(request.runDirectory), baseFolder = ContainedFolder(request.baselineDirectory)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: request.runDirectory, isDirectory: &isDir), isDir.boolValue else {
            throw .missingFolder(path: request.runDirectory, what: "the batch run to accept from")
        }
        if FileManager.default.fileExists(atPath: request.baselineDirectory, isDirectory: &isDir), !isDir.boolValue {
            throw .cannotCreate(path: request.baselineDirectory, reason: "a file of that name exists; --baseline names a folder")
        }
        do { try FileManager.default.createDirectory(atPath: request.baselineDirectory, withIntermediateDirectories: true) } catch {
            throw .cannotCreate(path: request.baselineDirectory, reason: BatchRunner.readableReason("\(error)"))
        }
        // One writer at a time: nothing may write the run while it is read, or the baseline
        // while it changes.
        let runLock = try FolderLock(request.runDirectory, command: "seatmap batch accept")
        let baseLock = try FolderLock(request.baselineDirectory, command: "seatmap batch accept")
        defer { withExtendedLifetime((runLock, baseLock)) {} }
        try AcceptJournal.complete(in: baseFolder)

        let run: ManifestDocument
        do { run = try BatchManifest.read(runFolder) } catch { throw .badRun(path: request.runDirectory, reason: error.reason) }
        let runItems = run.items
        let missing = run.missing
        let rendered = runItems.filter { $0.status == .ok }
        var chosen: [ManifestDocument.Item] = []
        var removed: [String] = []
        if request.all {
            let compared = run.requestBaseline != nil
            chosen = rendered.filter { !compared || $0.baselineStatus == "changed" || $0.baselineStatus == "new" }
            removed = missing
        } else {
            for name in request.items {
                let path = name.hasSuffix("/") ? String(name.dropLast()) : name
                let matches = rendered.filter { let o = $0.output; return o == path || o == path + ".png" || o.hasPrefix(path + "/") }
                let gone = missing.filter { $0 == path || $0 == path + ".png" || $0.hasPrefix(path + "/") }
                if matches.isEmpty && gone.isEmpty {
                    if runItems.contains(where: { $0.output == path || $0.output == path + ".png" }) {
                        throw .unknownItem("\(MessageText.quoted(name)) failed to render in this run; there is no image to accept")
                    }
                    throw .unknownItem("\(MessageText.quoted(name)) is not an item of the run in \(request.runDirectory) (items look like \(rendered.first.map(\.output) ?? "hall/theme/device.png"))")
                }
                for m in matches where !chosen.contains(where: { $0.output == m.output }) { chosen.append(m) }
                for g in gone where !removed.contains(g) { removed.append(g) }
            }
        }
        // Only files a batch writes: an item's image (`….png`, a path of plain names) and the
        // layout and seat files named after it; a manifest cannot name anything else.
        for item in chosen {
            let out = item.output
            guard BatchPlan.isItemOutput(out) else {
                throw .badRun(path: request.runDirectory,
                              reason: "its manifest names \(MessageText.quoted(out)), which is not an image a batch writes")
            }
            if let layout = item.layoutFile, layout != ItemPath(out).layout {
                throw .badRun(path: request.runDirectory,
                              reason: "its manifest names the layout \(MessageText.quoted(layout)) for \(out); a batch writes \(ItemPath(out).layout)")
            }
        }
        var existing: ManifestDocument?
        if try baseFolder.kind("manifest.json") != .missing {
            do { existing = try BatchManifest.read(baseFolder) } catch {
                throw .badBaseline(path: request.baselineDirectory, reason: error.reason)
            }
        }
        // A missing item is removed only when it is an item of the baseline's own manifest.
        let baselineOutputs = Set((existing?.items ?? []).map(\.output))
        for p in removed where !BatchPlan.isItemOutput(p) || !baselineOutputs.contains(p) {
            throw .badRun(path: request.runDirectory,
                          reason: "its manifest lists \(MessageText.quoted(p)) as missing, but it is not an item of the baseline's manifest.json; nothing was changed")
        }

        // Stage every new file, then commit the journal in one rename, then apply it: a kill
        // before the commit leaves the old baseline (the staging folder is dropped on the next
        // run); after it, the next run completes the journal, so the baseline is old or new.
        let files = chosen.flatMap { ItemPath($0.output).files }
        let removals = removed.flatMap { ItemPath($0).files }
        // Every place the baseline changes is checked first (a link on the way or in place is
        // refused), so a committed journal always completes.
        for file in files + removals + ["manifest.json"] {
            try baseFolder.requireFileOrNothing(file, linkReason: "is a symbolic link; refusing to replace or remove through it")
        }
        // Every item taken is checked before anything is staged: all or nothing.
        var staged: [(file: String, bytes: [UInt8])] = []
        for item in chosen {
            staged += try checkedFiles(item, in: runFolder, run: request.runDirectory)
        }
        do throws(BatchError) {
            var moves: [String] = []
            for (file, bytes) in staged {
                try baseFolder.write(ContainedFolder.stagingFolder + "/" + file, bytes)
                moves.append(file)
            }
            let updated: JSONValue
            do { updated = try merged(base: existing ?? run, accepted: chosen, removed: Set(removed), keepBaseItems: existing != nil) } catch {
                throw BatchError.cannotCreate(path: request.baselineDirectory + "/manifest.json", reason: "the manifest cannot be written as JSON (\(error))")
            }
            try baseFolder.write(ContainedFolder.stagingFolder + "/manifest.json",
                                 Array(updated.serialized(lineDepth: BatchManifest.lineDepth).utf8) + [10])
            moves.append("manifest.json")
            try AcceptJournal(moves: moves, removals: removals).commit(in: baseFolder)
        } catch {
            // Not committed: the baseline is as it was; drop what was staged.
            try? FileManager.default.removeItem(atPath: request.baselineDirectory + "/" + ContainedFolder.stagingFolder)
            throw error
        }
        try AcceptJournal.complete(in: baseFolder)
        return Result(accepted: chosen.map(\.output), removed: removed)
    }

    /// An accepted item's three files as the run holds them, each checked to be what its manifest
    /// entry says: the image a PNG of the entry's `image` size whose SHA-256 is the entry's
    /// `sha256`, the layout a seatmap layout, the seats script the item's. A file that is missing,
    /// is something else (a hard link to another file has another hash) or disagrees with the
    /// entry refuses the whole accept, naming the item and the file.
    static func checkedFiles(_ item: ManifestDocument.Item, in run: ContainedFolder,
                             run path: String) throws(BatchError) -> [(file: String, bytes: [UInt8])] {
        let out = item.output
        func refuse(_ file: String, _ why: String) -> BatchError {
            .badRun(path: path, reason: "\(file): \(why); nothing was accepted")
        }
        func read(_ file: String, limit: Int) throws(BatchError) -> [UInt8] {
            guard let bytes = try run.read(file, limit: limit) else { throw refuse(file, "missing (the manifest lists \(out) as rendered)") }
            return bytes
        }
        let png = try read(out, limit: PNGCodec.maxFileBytes)
        guard let size = item.json["image"]?.arrayElements?.compactMap(\.intValue), size.count == 2,
              (1...PNGCodec.maxSide).contains(size[0]), (1...PNGCodec.maxSide).contains(size[1]) else {
            throw refuse("manifest.json", "the entry of \(out) gives no image size in 1…\(PNGCodec.maxSide) px")
        }
        guard let expected = item.json["sha256"]?.stringValue, expected.utf8.count == 64 else {
            throw refuse("manifest.json", "the entry of \(out) gives no SHA-256 of its image")
        }
        guard SHA256.hex(png) == expected else { throw refuse(out, "its SHA-256 is not the one its manifest entry records") }
        let decoded: RGBAImage
        do { decoded = try PNGCodec.decode(png) } catch { throw refuse(out, "not a PNG that decodes (\(error))") }
        guard decoded.width == size[0], decoded.height == size[1] else {
            throw refuse(out, "\(decoded.width)×\(decoded.height) px, not the \(size[0])×\(size[1]) px its manifest entry records")
        }
        let layoutPath = ItemPath(out).layout
        let layout = try read(layoutPath, limit: SeatFrames.maxLayoutBytes)
        do { _ = try SeatFrames(layoutBytes: layout) } catch { throw refuse(layoutPath, "not a seatmap layout (\(error))") }
        let seatsPath = ItemPath(out).seatsScript
        let seats = try read(seatsPath, limit: SeatFrames.maxLayoutBytes)
        let head = Array(BatchGallery.seatsScript(output: out, seats: "").utf8)
        guard seats.count >= head.count, Array(seats.prefix(head.count)) == head else { throw refuse(seatsPath, "not the seats script of \(out)") }
        return [(out, png), (layoutPath, layout), (seatsPath, seats)]
    }

    /// The baseline's manifest with the accepted items' entries in place of its own (as a
    /// baseline has them: no comparison fields), the removed ones gone, sorted by output.
    static func merged(base: ManifestDocument, accepted: [ManifestDocument.Item], removed: Set<String>, keepBaseItems: Bool) throws -> JSONValue {
        let acceptedOutputs = Set(accepted.map(\.output))
        var entries = keepBaseItems ? base.items.filter { !acceptedOutputs.contains($0.output) && !removed.contains($0.output) } : []
        entries += accepted
        entries.sort { Array($0.output.utf8).lexicographicallyPrecedes(Array($1.output.utf8)) }
        let failed = entries.filter { $0.status == .failed }.count
        // Accepted entries as a baseline has them: no comparison fields. Entries are copied as
        // they were written (a baseline is reviewed as a diff); the keys are the model's.
        typealias Keys = ManifestDocument.CodingKeys
        let comparison: Set<String> = [ManifestDocument.Item.CodingKeys.baseline.rawValue, ManifestDocument.Item.CodingKeys.changedSeats.rawValue]
        let items: [JSONValue] = entries.map { entry in
            acceptedOutputs.contains(entry.output) ? .object((entry.json.objectMembers ?? []).filter { !comparison.contains($0.key) }) : entry.json
        }
        let replaced: Set<String> = [Keys.items.rawValue, Keys.counts.rawValue, Keys.missing.rawValue, Keys.timingsMs.rawValue]
        var members = (base.json?.objectMembers ?? []).filter { !replaced.contains($0.key) }
        let counts = ManifestDocument.Counts(items: items.count, failed: failed)
        members.append((Keys.counts.rawValue, try JSONValueEncoder().encode(counts)))
        members.append((Keys.missing.rawValue, .array([])))
        members.append((Keys.items.rawValue, .array(items)))
        return .object(members)
    }
}
