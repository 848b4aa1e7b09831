import Foundation
import SeatMapCore

/// How `batch accept` changes a baseline all or nothing.
///
/// The new files are first written into the baseline's staging folder (`.seatmap-accept/`, the
/// same file system, so each can be renamed into place). Then `journal.json` is written there
/// in one atomic rename: that is the commit. Applying the journal renames each staged file over
/// its baseline path, removes the missing items' files, and renames the new `manifest.json` in
/// last; then the journal and the staging folder go. Every step can be repeated, so whichever
/// command next takes the baseline's lock (`accept`, or a `batch` reading it as its baseline)
/// completes a journal a kill interrupted, and drops a staging folder that was never committed.
struct AcceptJournal: Equatable {
    /// Paths inside the baseline to take from the staging folder (`manifest.json` among them).
    var moves: [String]
    /// Paths inside the baseline to remove.
    var removals: [String]

    static let file = ContainedFolder.stagingFolder + "/journal.json"

    func commit(in folder: ContainedFolder) throws(BatchError) {
        let json = JSONValue.object([("moves", .array(moves.map { .string($0) })), ("removals", .array(removals.map { .string($0) }))])
        try folder.write(Self.file, Array(json.serialized().utf8) + [10])
    }

    /// Completes a committed journal, or drops an uncommitted staging folder; nothing to do when
    /// the baseline has no staging folder.
    static func complete(in folder: ContainedFolder) throws(BatchError) {
        let stagingPath = folder.root + "/" + ContainedFolder.stagingFolder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: stagingPath, isDirectory: &isFolder), isFolder.boolValue else { return }
        if let bytes = try folder.read(file, limit: BatchManifest.maxBytes) {
            guard let json = try? JSONParser.parse(utf8: bytes),
                  let moves = json["moves"]?.arrayElements?.compactMap(\.stringValue),
                  let removals = json["removals"]?.arrayElements?.compactMap(\.stringValue) else {
                throw .badBaseline(path: folder.root,
                                   reason: "\(file) is not an accept journal; remove \(ContainedFolder.stagingFolder) to keep the baseline as it is")
            }
            let staging = ContainedFolder(stagingPath)
            try checked(moves: moves, removals: removals, in: folder, staging: staging)
            for m in moves where m != "manifest.json" { try folder.move(from: m, in: staging, to: m) }
            for r in removals { try folder.remove(r) }
            try folder.move(from: "manifest.json", in: staging, to: "manifest.json")
            folder.removeEmptyFolders(of: removals)
            try folder.remove(file)
        }
        // Whatever is left in the staging folder was never committed (or is already in place).
        try? FileManager.default.removeItem(atPath: stagingPath)
    }

    /// The files of the items a manifest lists: each image and the layout and seat files named
    /// after it.
    static func itemFiles(_ manifest: ManifestDocument?) -> Set<String> {
        Set((manifest?.items ?? []).map(\.output).filter(BatchPlan.isItemOutput).flatMap { ItemPath($0).files })
    }

    /// A journal names only what an accept can change — the same rule as a run's `missing`: it
    /// removes files of items of the baseline's own manifest and moves in files of items of the
    /// staged manifest (and the manifest itself). A path already handled (nothing there to remove,
    /// nothing staged to move) is a step a kill interrupted after it ran. Anything else — a planted
    /// journal naming `NOTES.md` — is refused before a file changes.
    static func checked(moves: [String], removals: [String], in folder: ContainedFolder, staging: ContainedFolder) throws(BatchError) {
        func refuse(_ path: String, _ what: String) -> BatchError {
            .badBaseline(path: folder.root,
                         reason: "\(file) \(what) \(MessageText.quoted(path)), which is not a file of an item of \(what == "removes" ? "the baseline's manifest.json" : "the staged manifest.json"); nothing was changed (remove \(ContainedFolder.stagingFolder) to keep the baseline as it is)")
        }
        let current = try? BatchManifest.read(folder)
        let staged = try? BatchManifest.read(staging)
        let removable = itemFiles(current), movable = itemFiles(staged).union(itemFiles(current))
        for r in removals where !removable.contains(r) {
            guard try folder.kind(r) == .missing else { throw refuse(r, "removes") }
        }
        for m in moves where m != "manifest.json" && !movable.contains(m) {
            guard try staging.kind(m) == .missing else { throw refuse(m, "moves in") }
        }
    }
}
