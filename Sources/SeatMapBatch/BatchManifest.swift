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

    /// The manifest of a finished run, as `ManifestDocument` writes it.
    public static func json(_ report: BatchReport) throws -> JSONValue { try JSONValueEncoder().encode(ManifestDocument(report)) }

    /// The `seatmap render` call that makes this one item alone.
    /// The hall path is as the batch was given it, so the command works pasted into a shell in
    /// the folder the batch ran in; `-o` is the item's path inside the output folder, so the
    /// manifest does not depend on where the batch wrote. Every argument is shell-quoted where
    /// needed.
    static func rerunCommand(_ item: BatchItem) -> String {
        if let f = item.flow {
            // A story's frames are made together: the command writes every frame of the story.
            return ShellQuoting.command(["seatmap", "flow", f.storyPath, "--theme", item.themeSource, "--device", item.device.name]
                                        + (item.locale.map { ["--locale", $0] } ?? [])
                                        + ["-o", ItemPath(item.output).folder + "/" + FileName.readable(item.locale ?? item.device.name)])
        }
        var args = ["seatmap", "render", item.hallPath, "--theme", item.themeSource, "--device", item.device.name]
        if let locale = item.locale { args += ["--locale", locale] }
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
