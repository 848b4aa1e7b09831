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
        /// The process was killed by a signal (a trap is SIGILL or SIGTRAP): a crash.
        var crashed = false
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Runs the binary (or `executable`, another tool a test needs) with `args`.
    static func run(_ args: [String], cwd: URL? = nil, stdin: Data? = nil, environment: [String: String]? = nil,
                    executable: String? = nil) throws -> Result {
        let (r, _) = try runBinary(args, cwd: cwd, stdin: stdin, environment: environment, executable: executable)
        return r
    }

    /// Runs the binary and also returns stdout's raw bytes (for `-o -`).
    static func runBinary(_ args: [String], cwd: URL? = nil, stdin: Data? = nil, environment: [String: String]? = nil,
                          executable: String? = nil) throws -> (Result, Data) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable ?? path)
        p.arguments = args
        if let environment { p.environment = environment }
        if let cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let input = Pipe()
        p.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try p.run()
        if let stdin {
            // Feed stdin from another thread so a child that writes before reading cannot deadlock.
            let writer = input.fileHandleForWriting
            DispatchQueue.global().async { writer.write(stdin); try? writer.close() }
        }
        // Read both pipes before waiting so a large output cannot block the child.
        var e = Data()
        let group = DispatchGroup()
        let errHandle = err.fileHandleForReading
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async { errData = errHandle.readDataToEndOfFile(); group.leave() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        e = errData
        p.waitUntilExit()
        let result = Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self),
                            crashed: p.terminationReason == .uncaughtSignal)
        return (result, o)
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
