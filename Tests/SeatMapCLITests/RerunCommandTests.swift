import Foundation
import Testing

/// The manifest's re-run command is pasted into a shell by reviewers: it must re-render the same
/// image for any file name and run nothing else.
@Suite struct RerunCommandTests {
    static let hostile = ["x;touch INJECTED;.json", "a $(touch INJECTED) b.json", "q`touch INJECTED`.json",
                          "it's \"quoted\".json", "new\nline.json", "  spaced  .json", "-dash.json", "*.json"]

    @Test(arguments: hostile)
    func theCommandReRendersTheSameImageAndNothingElse(_ name: String) throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(atPath: Binary.sample("studio"), toPath: hall.path)
        let out = dir.appendingPathComponent("out")
        // A relative hall path, as a user in that folder would type it.
        let r = try Binary.run(["batch", "--halls", "./" + name, "--themes", "maoyan", "--devices", "iphone-se", "-o", "out"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let item = try #require((manifest["items"] as? [[String: Any]])?.first)
        let command = try #require(item["command"] as? String)
        let output = try #require(item["output"] as? String)
        #expect(command.hasSuffix(" -o \(output)"))
        // The item's folder, as the batch made it inside `out`.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(output).deletingLastPathComponent(), withIntermediateDirectories: true)
        // Run it under bash where the batch ran, with `seatmap` on PATH.
        let bin = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
        let sh = Process()
        sh.executableURL = URL(fileURLWithPath: "/bin/bash")
        sh.arguments = ["-c", command]
        sh.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = bin + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        sh.environment = env
        sh.standardOutput = FileHandle.nullDevice
        sh.standardError = FileHandle.nullDevice
        try sh.run()
        sh.waitUntilExit()
        #expect(sh.terminationStatus == 0, "\(command)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("INJECTED").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("INJECTED").path))
        // The re-run wrote the same bytes as the batch.
        #expect(try Data(contentsOf: dir.appendingPathComponent(output)) == Data(contentsOf: out.appendingPathComponent(output)))
    }
}
