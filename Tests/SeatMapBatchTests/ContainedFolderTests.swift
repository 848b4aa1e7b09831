import Foundation
import Testing
import SeatMapCore
@testable import SeatMapBatch
#if canImport(Glibc)
import Glibc
#endif

/// The one way batch code touches files inside its folders, and the accept journal that makes a
/// baseline change all or nothing.
@Suite struct ContainedFolderTests {
    let fm = FileManager.default

    func tempDir() throws -> String {
        let dir = fm.temporaryDirectory.appendingPathComponent("seatmap-contained-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func pathsOutsideOrThroughLinksAreRefused() throws {
        let dir = try tempDir()
        let folder = ContainedFolder(dir + "/f")
        try folder.write("a/b/c.png", [1, 2, 3])
        #expect(try folder.read("a/b/c.png", limit: 10) == [1, 2, 3])
        #expect(try folder.read("a/b/none.png", limit: 10) == nil)
        for bad in ["../x.png", "/etc/passwd", "a/./c.png", "a//c.png", ".hidden/c.png", "a/b/"] {
            #expect(throws: BatchError.self, "\(bad)") { try folder.read(bad, limit: 10) }
        }
        // A linked folder on the way and a linked file in place are both refused.
        try fm.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try "secret".write(toFile: dir + "/out/c.png", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir + "/f/l", withDestinationPath: dir + "/out")
        try fm.createSymbolicLink(atPath: dir + "/f/a/b/link.png", withDestinationPath: dir + "/out/c.png")
        #expect { try folder.read("l/c.png", limit: 100) } throws: { "\($0)".contains("l is a symbolic link") }
        #expect { try folder.read("a/b/link.png", limit: 100) } throws: { "\($0)".contains("is a symbolic link") }
        #expect { try folder.write("a/b/link.png", [9]) } throws: { "\($0)".contains("refusing to write through it") }
        #expect { try folder.write("l/new.png", [9]) } throws: { "\($0)".contains("l is a symbolic link") }
        #expect { try folder.remove("a/b/link.png") } throws: { "\($0)".contains("removes only the files it wrote") }
        #expect(try String(contentsOfFile: dir + "/out/c.png", encoding: .utf8) == "secret")
        #expect(!fm.fileExists(atPath: dir + "/out/new.png"))
        // Too large, and a FIFO: refused without blocking.
        #expect { try folder.read("a/b/c.png", limit: 2) } throws: { "\($0)".contains("is 3 bytes; the limit is 2") }
        #expect(mkfifo(dir + "/f/a/b/fifo.png", 0o644) == 0)
        #expect { try folder.read("a/b/fifo.png", limit: 100) } throws: { "\($0)".contains("is not a regular file") }
    }

    /// Two files compared a megabyte at a time (a baseline's layout with the new one): equal only
    /// when every byte is, across the chunk edges; false for a missing file, a link or a FIFO.
    @Test func sameBytesComparesFilesInChunksWithoutFollowingLinks() throws {
        let dir = try tempDir()
        let a = ContainedFolder(dir + "/a"), b = ContainedFolder(dir + "/b")
        var big = [UInt8](repeating: 7, count: (1 << 20) * 2 + 5)
        try a.write("x.json", big)
        try b.write("x.json", big)
        #expect(a.sameBytes("x.json", as: b, "x.json"))
        big[(1 << 20) + 3] = 8  // in the second chunk
        try b.write("y.json", big)
        #expect(!a.sameBytes("x.json", as: b, "y.json"))
        try b.write("short.json", Array(big.prefix(100)))
        #expect(!a.sameBytes("x.json", as: b, "short.json"))
        #expect(!a.sameBytes("x.json", as: b, "none.json"))
        try fm.createSymbolicLink(atPath: dir + "/b/link.json", withDestinationPath: dir + "/a/x.json")
        #expect(!a.sameBytes("x.json", as: b, "link.json"))
        #expect(mkfifo(dir + "/b/fifo.json", 0o644) == 0)
        #expect(!a.sameBytes("x.json", as: b, "fifo.json"))
        try a.write("e.json", [])
        try b.write("e.json", [])
        #expect(a.sameBytes("e.json", as: b, "e.json"))
    }

    /// A manifest listing `outputs` (what a journal's paths are checked against), marked by `tag`.
    static func manifest(_ tag: String, _ outputs: [String]) -> [UInt8] {
        let items = outputs.map { #"{"output": "\#($0)", "status": "ok"}"# }.joined(separator: ", ")
        return Array(#"{"version": 1, "shard": [1, 1], "request": {"tag": "\#(tag)"}, "items": [\#(items)]}"#.utf8)
    }
    static let oldManifest = manifest("old manifest", ["h/t/d.png", "h/t/gone.png"])
    static let newManifest = manifest("new manifest", ["h/t/d.png"])

    func baseline() throws -> ContainedFolder {
        let folder = ContainedFolder(try tempDir())
        try folder.write("h/t/d.png", Array("old image".utf8))
        try folder.write("h/t/gone.png", Array("gone".utf8))
        try folder.write("manifest.json", Self.oldManifest)
        return folder
    }

    func text(_ folder: ContainedFolder, _ path: String) throws -> String? {
        try folder.read(path, limit: 1000).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A kill after the journal is written: the next run completes it (the baseline is new).
    @Test func aCommittedJournalIsCompletedByTheNextRun() throws {
        let folder = try baseline()
        try folder.write(".seatmap-accept/h/t/d.png", Array("new image".utf8))
        try folder.write(".seatmap-accept/manifest.json", Self.newManifest)
        try AcceptJournal(moves: ["h/t/d.png", "manifest.json"], removals: ["h/t/gone.png"]).commit(in: folder)
        #expect(try text(folder, "h/t/d.png") == "old image")  // nothing applied yet
        try AcceptJournal.complete(in: folder)
        #expect(try text(folder, "h/t/d.png") == "new image")
        #expect(try folder.read("manifest.json", limit: 1000) == Self.newManifest)
        #expect(try text(folder, "h/t/gone.png") == nil)
        #expect(!fm.fileExists(atPath: folder.root + "/.seatmap-accept"))
        // Completing twice (a kill while completing) is harmless.
        try AcceptJournal.complete(in: folder)
        #expect(try folder.read("manifest.json", limit: 1000) == Self.newManifest)
    }

    /// A kill half way through applying: the rest is applied on the next run.
    @Test func aHalfAppliedJournalIsFinished() throws {
        let folder = try baseline()
        try folder.write(".seatmap-accept/h/t/d.png", Array("new image".utf8))
        try folder.write(".seatmap-accept/manifest.json", Self.newManifest)
        try AcceptJournal(moves: ["h/t/d.png", "manifest.json"], removals: []).commit(in: folder)
        try folder.move(from: "h/t/d.png", in: ContainedFolder(folder.root + "/.seatmap-accept"), to: "h/t/d.png")
        try AcceptJournal.complete(in: folder)
        #expect(try text(folder, "h/t/d.png") == "new image")
        #expect(try folder.read("manifest.json", limit: 1000) == Self.newManifest)
    }

    /// A planted journal that names a file of no item of the baseline's manifest is refused
    /// before anything changes (issue 48: it would delete NOTES.md).
    @Test func aJournalRemovesOnlyItemFiles() throws {
        let folder = try baseline()
        try folder.write(".seatmap-accept/manifest.json", Self.newManifest)
        try FileManager.default.createDirectory(atPath: folder.root + "/docs", withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder.root + "/docs/readme.txt"))
        try AcceptJournal(moves: ["manifest.json"], removals: ["h/t/gone.png", "docs/readme.txt"]).commit(in: folder)
        #expect { try AcceptJournal.complete(in: folder) } throws: { "\($0)".contains(#"removes "docs/readme.txt", which is not a file of an item of the baseline's manifest.json"#) }
        #expect(try text(folder, "h/t/gone.png") == "gone" && FileManager.default.fileExists(atPath: folder.root + "/docs/readme.txt"))
        #expect(try folder.read("manifest.json", limit: 1000) == Self.oldManifest)
    }

    /// A kill before the journal is written: the staged files are dropped (the baseline is old).
    @Test func anUncommittedStagingIsDropped() throws {
        let folder = try baseline()
        try folder.write(".seatmap-accept/h/t/d.png", Array("new image".utf8))
        try AcceptJournal.complete(in: folder)
        #expect(try text(folder, "h/t/d.png") == "old image")
        #expect(try folder.read("manifest.json", limit: 1000) == Self.oldManifest)
        #expect(!fm.fileExists(atPath: folder.root + "/.seatmap-accept"))
    }

    @Test func theLockIsExclusiveAndNamesItsHolder() throws {
        let dir = try tempDir()
        do {
            let held = try FolderLock(dir, command: "seatmap batch accept")
            #expect(try String(contentsOfFile: dir + "/.seatmap-lock", encoding: .utf8).hasPrefix("pid \(getpid()): seatmap batch accept, started "))
            #expect { try FolderLock(dir, command: "seatmap batch") } throws: {
                guard case let BatchError.locked(path, holder)? = $0 as? BatchError else { return false }
                return path == dir && holder.hasPrefix("pid \(getpid()): seatmap batch accept")
            }
            #expect(throws: BatchError.self) { try FolderLock(dir, command: "reader", shared: true) }
            withExtendedLifetime(held) {}
        }
        // Released: readers share it, and a writer waits for them.
        #expect(!fm.fileExists(atPath: dir + "/.seatmap-lock"))
        let r1 = try FolderLock(dir, command: "reader", shared: true), r2 = try FolderLock(dir, command: "reader", shared: true)
        #expect(throws: BatchError.self) { try FolderLock(dir, command: "writer") }
        withExtendedLifetime((r1, r2)) {}
    }
}
