import Foundation
import SeatMapCore

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
        let run: JSONValue
        do { run = try BatchManifest.read(request.runDirectory) } catch { throw .badRun(path: request.runDirectory, reason: error.reason) }
        let runItems = run["items"]?.arrayElements ?? []
        let missing = (run["missing"]?.arrayElements ?? []).compactMap(\.stringValue)
        func output(_ v: JSONValue) -> String { v["output"]?.stringValue ?? "" }
        func status(_ v: JSONValue) -> String? { v["baseline"]?["status"]?.stringValue }
        let rendered = runItems.filter { $0["status"]?.stringValue == "ok" }
        var chosen: [JSONValue] = []
        var removed: [String] = []
        if request.all {
            let compared = run["request"]?["baseline"]?.stringValue != nil
            chosen = rendered.filter { !compared || status($0) == "changed" || status($0) == "new" }
            removed = missing
        } else {
            for name in request.items {
                let path = name.hasSuffix("/") ? String(name.dropLast()) : name
                let matches = rendered.filter { let o = output($0); return o == path || o == path + ".png" || o.hasPrefix(path + "/") }
                let gone = missing.filter { $0 == path || $0 == path + ".png" || $0.hasPrefix(path + "/") }
                if matches.isEmpty && gone.isEmpty {
                    if runItems.contains(where: { output($0) == path || output($0) == path + ".png" }) {
                        throw .unknownItem("\(name) failed to render in this run; there is no image to accept")
                    }
                    throw .unknownItem("\(name) is not an item of the run in \(request.runDirectory) (items look like \(rendered.first.map(output) ?? "hall/theme/device.png"))")
                }
                for m in matches where !chosen.contains(where: { output($0) == output(m) }) { chosen.append(m) }
                for g in gone where !removed.contains(g) { removed.append(g) }
            }
        }
        // Safe paths only: a manifest names files inside its own folder.
        for item in chosen {
            for key in ["output", "layout"] {
                if let p = item[key]?.stringValue, !BatchPlan.isSafeOutputPath(p) {
                    throw .badRun(path: request.runDirectory, reason: "its manifest names an unsafe path \(p)")
                }
            }
        }
        for p in removed where !BatchPlan.isSafeOutputPath(p) {
            throw .badRun(path: request.runDirectory, reason: "its manifest names an unsafe path \(p)")
        }

        let fm = FileManager.default
        let runRoot = URL(fileURLWithPath: request.runDirectory), baseRoot = URL(fileURLWithPath: request.baselineDirectory)
        var existing: JSONValue?
        if fm.fileExists(atPath: baseRoot.appendingPathComponent("manifest.json").path) {
            do { existing = try BatchManifest.read(request.baselineDirectory) } catch {
                throw .badBaseline(path: request.baselineDirectory, reason: error.reason)
            }
        }
        do {
            for item in chosen {
                let out = output(item)
                let stem = String(out.dropLast(4))
                for file in [out, item["layout"]?.stringValue ?? stem + ".layout.json", stem + ".seats.js"] {
                    let from = runRoot.appendingPathComponent(file).path
                    guard fm.fileExists(atPath: from) else { continue }
                    let to = baseRoot.appendingPathComponent(file)
                    try fm.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try OutputFile.write(try InputFile.read(from, limit: BatchManifest.maxBytes), to: to.path)
                }
            }
            for out in removed {
                let stem = String(out.dropLast(4))
                for file in [out, stem + ".layout.json", stem + ".seats.js"] { try? fm.removeItem(at: baseRoot.appendingPathComponent(file)) }
            }
            let updated = merged(base: existing ?? run, accepted: chosen, removed: Set(removed), keepBaseItems: existing != nil)
            try OutputFile.write(Array(updated.serialized().utf8) + [10], to: baseRoot.appendingPathComponent("manifest.json").path)
        } catch {
            throw .cannotCreate(path: request.baselineDirectory, reason: "\(error)")
        }
        return Result(accepted: chosen.map(output), removed: removed)
    }

    /// The baseline's manifest with the accepted items' entries in place of its own (as a
    /// baseline has them: no comparison fields), the removed ones gone, sorted by output.
    static func merged(base: JSONValue, accepted: [JSONValue], removed: Set<String>, keepBaseItems: Bool) -> JSONValue {
        func output(_ v: JSONValue) -> String { v["output"]?.stringValue ?? "" }
        let acceptedOutputs = Set(accepted.map(output))
        var items = keepBaseItems
            ? (base["items"]?.arrayElements ?? []).filter { !acceptedOutputs.contains(output($0)) && !removed.contains(output($0)) } : []
        items += accepted.map { entry in
            .object((entry.objectMembers ?? []).filter { $0.key != "baseline" && $0.key != "changedSeats" })
        }
        items.sort { Array(output($0).utf8).lexicographicallyPrecedes(Array(output($1).utf8)) }
        let failed = items.filter { $0["status"]?.stringValue == "failed" }.count
        var members = (base.objectMembers ?? []).filter { !["items", "counts", "missing", "timingsMs"].contains($0.key) }
        members.append(("counts", .object([("items", .int(items.count)), ("failed", .int(failed)), ("changed", .int(0)), ("new", .int(0)),
                                           ("unchanged", .int(0)), ("missing", .int(0))])))
        members.append(("missing", .array([])))
        members.append(("items", .array(items)))
        return .object(members)
    }
}
