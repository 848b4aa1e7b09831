import Foundation
import Testing

/// `scripts/setup.sh` runs before every build in CI: it must answer "nothing to install" the same
/// way every time once everything is there, and must see a missing font when one is missing.
/// `apt-get` and `sudo` are replaced by stubs on `PATH` that record their calls, so these tests
/// never install anything.
@Suite struct SetupScriptTests {
    /// A folder of stubs: `apt-get` and `sudo` append their arguments to `calls.log`;
    /// `fontless` makes the system font folder an empty one.
    func stubs(fontless: Bool) throws -> URL {
        let dir = try Binary.tempDir()
        let log = dir.appendingPathComponent("calls.log").path
        for name in ["apt-get", "sudo"] {
            let script = "#!/bin/sh\necho \"\(name) $*\" >> '\(log)'\nexit 0\n"
            let url = dir.appendingPathComponent(name)
            try script.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        if fontless {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("no-fonts"), withIntermediateDirectories: true)
        }
        return dir
    }

    func runSetup(stubs dir: URL) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [Binary.packageRoot.appendingPathComponent("scripts/setup.sh").path]
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = dir.path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["SEATMAP_WITH_BROWSER"] = "0"
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("no-fonts").path) {
            env["SEATMAP_SYSTEM_FONTS"] = dir.appendingPathComponent("no-fonts").path
        }
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    @Test func twentyRunsWithEverythingInstalledInstallNothing() throws {
        let dir = try stubs(fontless: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        for run in 1...20 {
            #expect(try runSetup(stubs: dir) == 0, "run \(run)")
        }
        let log = dir.appendingPathComponent("calls.log")
        let calls = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(calls.isEmpty, "setup tried to install: \(calls)")
    }

    @Test func aMissingFontIsInstalled() throws {
        let dir = try stubs(fontless: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try runSetup(stubs: dir) == 0)
        let calls = try String(contentsOf: dir.appendingPathComponent("calls.log"), encoding: .utf8)
        #expect(calls.contains("install"))
        #expect(calls.contains("fonts-wqy-microhei"))
        #expect(calls.contains("fonts-dejavu-core"))
        #expect(!calls.contains("libcairo2-dev"))
        #expect(!calls.contains("libharfbuzz-dev"))
    }
}
