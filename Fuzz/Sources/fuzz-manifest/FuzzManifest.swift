import Foundation
import SeatMapBatch

/// Arbitrary bytes as a run's (and a shard's) `manifest.json`: `batch accept --all` into a
/// baseline and `batch merge` into a new folder, inside a scratch folder that also holds a file
/// outside both, links to it planted in the run (an item's layout, an item, the lock file), a FIFO
/// as the baseline's lock file, a planted accept journal, and a baseline item. A thrown error is fine; a
/// trap, or any change outside the baseline and merge folders (the precondition below), is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let fm = FileManager.default
    let root = NSTemporaryDirectory() + "seatmap-fuzz-manifest-\(getpid())"
    try? fm.removeItem(atPath: root)
    let run = root + "/run", base = root + "/base", outside = root + "/outside"
    for dir in [run + "/h/t", base + "/h/t", outside] { try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
    let secret = Data("secret".utf8)
    fm.createFile(atPath: outside + "/secret.txt", contents: secret)
    fm.createFile(atPath: run + "/h/t/d.png", contents: Data([0x89, 0x50, 0x4E, 0x47]))
    try? fm.createSymbolicLink(atPath: run + "/h/t/d.layout.json", withDestinationPath: outside + "/secret.txt")
    try? fm.createSymbolicLink(atPath: run + "/h/t/e.png", withDestinationPath: outside + "/secret.txt")
    fm.createFile(atPath: base + "/h/t/d.png", contents: Data([1]))
    fm.createFile(atPath: base + "/manifest.json", contents: Data(#"{"version": 1, "items": [{"output": "h/t/d.png", "status": "ok"}]}"#.utf8))
    fm.createFile(atPath: base + "/NOTES.md", contents: secret)
    fm.createFile(atPath: run + "/manifest.json", contents: Data(UnsafeBufferPointer(start: data, count: size)))
    // Planted where a batch keeps its own files: the lock's holder file as a link (in the run)
    // and a FIFO (in the baseline), and — for inputs whose first byte is odd — the input as an
    // accept journal the next command would replay.
    try? fm.createSymbolicLink(atPath: run + "/.seatmap-lock", withDestinationPath: outside + "/secret.txt")
    _ = mkfifo(base + "/.seatmap-lock", 0o644)
    if size > 0, data[0] & 1 == 1 {
        try? fm.createDirectory(atPath: base + "/.seatmap-accept", withIntermediateDirectories: true)
        fm.createFile(atPath: base + "/.seatmap-accept/journal.json", contents: Data(UnsafeBufferPointer(start: data, count: size)))
    }
    _ = try? BatchAccept.run(BatchAcceptRequest(runDirectory: run, baselineDirectory: base, items: [], all: true))
    _ = try? BatchAccept.run(BatchAcceptRequest(runDirectory: run, baselineDirectory: base, items: ["h"], all: false))
    _ = try? BatchMerge.run(BatchMergeRequest(shardDirectories: [run], outputDirectory: root + "/merged"))
    // Nothing outside the baseline and the merge's output changed, and no file a batch did not
    // write was removed from the baseline.
    precondition(fm.contents(atPath: outside + "/secret.txt") == secret, "a file outside the batch folders was changed")
    precondition((try? fm.contentsOfDirectory(atPath: outside)) == ["secret.txt"], "a file was written outside the batch folders")
    precondition(fm.contents(atPath: base + "/NOTES.md") == secret, "a baseline file no batch wrote was changed or removed")
    precondition(Set((try? fm.contentsOfDirectory(atPath: root)) ?? []).isSubset(of: ["run", "base", "outside", "merged"]), "a folder was made outside")
    return 0
}
