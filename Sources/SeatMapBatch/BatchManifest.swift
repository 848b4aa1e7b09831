import SeatMapCompare
import Foundation
import SeatMapCore
import SeatMapDiff

/// `manifest.json`: every item with its inputs (paths and content hashes), output, image size
/// and layout, enough to re-run one item alone. Timings live in their own top-level field so
/// manifests from `--jobs 1` and `--jobs N` are identical once it is set aside.
public enum BatchManifest {
    /// Largest manifest read back (a baseline, a shard, a run to accept from), in bytes: an item
    /// is 780–1,200 bytes, so 27,000–43,000 items. Read as a value tree a manifest costs about
    /// three times its size, and accept reads two (the run's and the baseline's): two 61-MiB
    /// manifests peaked at 481 MiB, a merge of one at 507 MiB, one of 118 MiB at 526 MiB.
    public static let maxBytes = 32 << 20
    /// How the manifest is written: each top-level field, each item and each item's field on a
    /// line of its own (below that compact), so accepting one item is a diff of its lines.
    public static let lineDepth = 3

    /// Why a folder's `manifest.json` cannot be read back as a batch manifest.
    struct Unreadable: Error { let reason: String }

    /// The manifest of the batch folder `dir` (a baseline, or a run to accept from).
    static func read(_ dir: String) throws(Unreadable) -> ManifestDocument {
        try read(ContainedFolder(dir))
    }

    /// The manifest of a batch folder, read as a regular file (never through a link) and decoded
    /// (`ManifestDocument`): a field of the wrong type is named with its line and column.
    static func read(_ folder: ContainedFolder) throws(Unreadable) -> ManifestDocument {
        let read: [UInt8]?
        do { read = try folder.read("manifest.json", limit: maxBytes) } catch { throw Unreadable(reason: error.description) }
        guard let data = read else { throw Unreadable(reason: "no manifest.json in it") }
        do { return try ManifestDocument.decode(data) } catch {
            throw Unreadable(reason: "manifest.json is not a batch manifest (\(error))")
        }
    }

    /// An item's audit as the manifest and the render cache write it: `{"passes", "failures"}`.
    static func auditJSON(_ a: (passes: Bool, failures: [String])) -> JSONValue {
        .object([("passes", .bool(a.passes)), ("failures", .array(a.failures.map { .string($0) }))])
    }

    /// The audit `auditJSON` wrote, or nil when `j` is not one.
    static func audit(_ j: JSONValue?) -> (passes: Bool, failures: [String])? {
        guard let j, let passes = j["passes"]?.boolValue else { return nil }
        return (passes, j["failures"]?.arrayElements?.compactMap(\.stringValue) ?? [])
    }

    public static func json(_ report: BatchReport) -> JSONValue {
        let r = report.request
        let items: [JSONValue] = report.results.map { res in
            var fields: [(String, JSONValue)] = [
                ("output", .string(res.item.output)),
                ("status", .string(res.ok ? "ok" : "failed")),
                ("hall", .object([("path", .string(res.item.hallPath)), ("sha256", res.hallSHA256.map { .string($0) } ?? .null)])),
                ("theme", .object([("name", .string(res.item.themeName)), ("source", .string(res.item.themeSource)),
                                   ("sha256", res.themeSHA256.map { .string($0) } ?? .null)])),
                ("device", .object([("name", .string(res.item.device.name)), ("width", JSONValue.finiteOrNull(res.item.device.width)),
                                    ("height", JSONValue.finiteOrNull(res.item.device.height)), ("scale", JSONValue.finiteOrNull(res.item.device.scale))])),
                ("state", .string(res.item.state.name)),
            ] + res.item.view.itemFields + [
                ("command", .string(rerunCommand(res.item))),
            ]
            if let f = res.item.flow {
                fields.append(("flow", .object([("story", .string(f.storyPath)), ("name", .string(f.storyName)), ("step", .int(f.step)),
                                                ("action", .string(f.action)), ("outcome", res.flowOutcome.map { .string($0) } ?? .null)])))
            }
            if let e = res.errorLines { fields.append(("error", .array(e.map { .string($0) }))) }
            if let s = res.imageSize { fields.append(("image", .array([.int(s.0), .int(s.1)]))) }
            if let h = res.pngSHA256 { fields.append(("sha256", .string(h))) }
            if let c = res.cached { fields.append(("cached", .bool(c))) }
            if !res.warnings.isEmpty { fields.append(("warnings", .array(res.warnings.map { .string($0) }))) }
            if let a = res.audit { fields.append(("audit", Self.auditJSON(a))) }
            if let f = res.fonts {
                fields.append(("fonts", f.fontsJSON))
                fields.append(("fontLibraries", f.librariesJSON))
                if !f.missingCharacters.isEmpty { fields.append(("missingCharacters", .array(f.missingCharacters.map { .string($0) }))) }
            }
            if let b = res.baseline {
                switch b {
                case .new: fields.append(("baseline", .object([("status", .string("new"))])))
                case .unchanged: fields.append(("baseline", .object([("status", .string("unchanged"))])))
                case let .changed(c):
                    var b: [(String, JSONValue)] = [("status", .string("changed")), ("diffPixels", .int(c.diffPixels)),
                                                    ("summary", .string(c.summary))]
                    if let d = c.diffImage { b.append(("diff", .string(d))) }
                    if let seats = c.seats {
                        b.append(("otherPixels", .int(seats.otherPixels)))
                        b.append(("seatCount", .int(seats.seatCount)))
                        b.append(("pageWide", .bool(seats.isPageWide)))
                    }
                    fields.append(("baseline", .object(b)))
                    if let seats = c.seats { fields.append(("changedSeats", SeatChange.json(seats.changedSeats))) }
                }
            }
            if let l = res.layoutFile { fields.append(("layout", .string(l))) }
            return .object(fields)
        }
        let counts = BatchGallery.counts(report)
        let hallInputs: [JSONValue] = report.hallHashes.map { h in .array([.string(h.path), h.sha256.map { .string($0) } ?? .null]) }
        let themeInputs: [JSONValue] = report.themeHashes.map { h in .array([.string(h.source), h.sha256.map { .string($0) } ?? .null]) }
        let inputs = JSONValue.object([("halls", .array(hallInputs)), ("themes", .array(themeInputs))])
        return .object([
            ("version", .int(1)),
            ("shard", .array([.int(r.shard.index), .int(r.shard.count)])),
            ("request", .object([
                ("halls", .array(r.hallPaths.map { .string($0) })), ("themes", .array(r.themes.map { .string($0) })),
                ("devices", .array(r.devices.map { .string($0.name) })), ("states", .array(r.states.map { .string($0.name) })),
                ("mode", .string(r.mode.rawValue)),
            ] + (r.flows.isEmpty ? [] : [("flows", JSONValue.array(r.flows.map { .string($0.file) }))]) + [
                ("scale", r.pixelsPerDesignPoint.map { JSONValue.finiteOrNull($0) } ?? .null),
            ] + r.viewFields + [
                ("baseline", r.baseline.map { .string($0) } ?? .null),
                ("inputs", inputs),
            ])),
            ("counts", .object([("items", .int(report.results.count)), ("failed", .int(report.failed.count)),
                                ("changed", .int(counts.changed)), ("new", .int(counts.new)),
                                ("unchanged", .int(counts.unchanged)), ("missing", .int(report.missing.count))])),
            ("missing", .array(report.missing.map { .string($0) })),
            ("items", .array(items)),
            ("timingsMs", .object(report.results.map { ($0.item.output, JSONValue.finiteOrNull(($0.milliseconds * 10).rounded() / 10)) })),
        ])
    }

    /// The `seatmap render` call that makes this one item alone.
    /// The hall path is as the batch was given it, so the command works pasted into a shell in
    /// the folder the batch ran in; `-o` is the item's path inside the output folder, so the
    /// manifest does not depend on where the batch wrote. Every argument is shell-quoted where
    /// needed.
    static func rerunCommand(_ item: BatchItem) -> String {
        if let f = item.flow {
            // A story's frames are made together: the command writes every frame of the story.
            return ShellQuoting.command(["seatmap", "flow", f.storyPath, "--theme", item.themeSource, "--device", item.device.name,
                                         "-o", ItemPath(item.output).folder + "/" + FileName.readable(item.device.name)])
        }
        var args = ["seatmap", "render", item.hallPath, "--theme", item.themeSource, "--device", item.device.name]
        switch item.state {
        case .none: break
        case .suggest(let n): args += ["--suggest", "\(n)"]
        case .zone(let z): args += ["--highlight-zone", "\(z.rawValue)"]
        }
        if item.mode != .screen { args += ["--mode", item.mode.rawValue] }
        if let s = item.pixelsPerDesignPoint { args += ["--scale", "\(s)"] }
        args += item.view.renderArguments
        args += ["-o", item.output]
        return ShellQuoting.command(args)
    }
}
