import Foundation
import SeatMapFlow

/// Arbitrary bytes as what an output folder of `seatmap flow` already holds: each byte plants,
/// at one of the names a flow writes (and its ledger), nothing, a regular file, a link to a file
/// outside, a FIFO or a folder; the rest of the input is the ledger's text. A recording is then
/// written twice (a longer run, then a shorter one). A thrown error is fine; a hang on a FIFO, a
/// trap, or any change outside the folder (the preconditions below) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowFolder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let fm = FileManager.default
    let root = NSTemporaryDirectory() + "seatmap-fuzz-flow-folder-\(getpid())"
    try? fm.removeItem(atPath: root)
    let out = root + "/out", outside = root + "/outside"
    for dir in [out, outside] { try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
    let secret = Data("secret".utf8)
    fm.createFile(atPath: outside + "/secret.txt", contents: secret)
    let names = ["flow.json", "step-00.png", "step-00.layout.json", "step-01.png", "step-01.layout.json", "contact.png", "flow.png",
                 "step-02.png", ".seatmap-flow-files"]
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for (i, name) in names.enumerated() where i < bytes.count {
        let path = out + "/" + name
        switch bytes[i] % 5 {
        case 1: fm.createFile(atPath: path, contents: Data("mine".utf8))
        case 2: try? fm.createSymbolicLink(atPath: path, withDestinationPath: outside + "/secret.txt")
        case 3: _ = mkfifo(path, 0o644)
        case 4: try? fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        default: break
        }
    }
    if bytes.count > names.count, (try? fm.attributesOfItem(atPath: out + "/.seatmap-flow-files")[.type] as? FileAttributeType) == .typeRegular {
        fm.createFile(atPath: out + "/.seatmap-flow-files", contents: Data(bytes[names.count...]))
    }
    let frame: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let long = FlowRecording(files: ["step-00.png", "step-00.layout.json", "step-01.png", "step-01.layout.json", "step-02.png",
                                     "contact.png", "flow.png", "flow.json"].map { ($0, frame) })
    let short = FlowRecording(files: ["step-00.png", "step-00.layout.json", "contact.png", "flow.png", "flow.json"].map { ($0, frame) })
    _ = try? long.write(to: out)
    _ = try? short.write(to: out)
    precondition(fm.contents(atPath: outside + "/secret.txt") == secret, "a file outside the flow folder was changed")
    precondition((try? fm.contentsOfDirectory(atPath: outside)) == ["secret.txt"], "a file was written outside the flow folder")
    precondition(Set((try? fm.contentsOfDirectory(atPath: root)) ?? []) == ["out", "outside"], "a folder was made outside")
    return 0
}
