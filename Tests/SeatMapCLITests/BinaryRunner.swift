import Foundation
import Testing

/// Runs the built `seatmap` binary, as a user would.
enum Binary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static var path: String {
        if let p = ProcessInfo.processInfo.environment["SEATMAP_BIN"] { return p }
        // The test bundle sits in the same products folder as the executable.
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("seatmap").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("seatmap").path,
            packageRoot.appendingPathComponent(".build/debug/seatmap").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }

    static func sample(_ name: String) -> String { packageRoot.appendingPathComponent("Samples/\(name).json").path }

    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    static func run(_ args: [String], cwd: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        if let cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Read both pipes before waiting so a large output cannot block the child.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    static func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func json(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}
