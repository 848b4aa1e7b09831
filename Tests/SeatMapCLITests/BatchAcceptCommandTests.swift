import Foundation
import Testing
import SeatMapTestSupport

/// Approving a change is `seatmap batch accept`: the baseline folder takes the run's files and
/// manifest entries, and the same run then passes `--fail-on-change`.
@Suite struct BatchAcceptCommandTests {
    func sell(_ seat: String, in hall: URL) throws {
        var text = try String(contentsOf: hall, encoding: .utf8)
        let at = try #require(text.range(of: "\"seatId\": \"\(seat)\""))
        let status = try #require(text.range(of: #""status": 1"#, range: at.upperBound..<text.endIndex))
        text.replaceSubrange(status, with: #""status": 0"#)
        try text.write(to: hall, atomically: true, encoding: .utf8)
    }

    @Test func acceptingMakesTheSameRunPass() throws {
        let dir = try Binary.tempDir()
        let hall = dir.appendingPathComponent("standard.json"), studio = dir.appendingPathComponent("studio.json")
        try FileManager.default.copyItem(atPath: Binary.sample("standard"), toPath: hall.path)
        try FileManager.default.copyItem(atPath: Binary.sample("studio"), toPath: studio.path)
        let base = dir.appendingPathComponent("base").path
        let first = ["batch", "--halls", hall.path, studio.path, "--themes", "maoyan", "--devices", "iphone-se"]
        #expect(try Binary.run(first + ["-o", base]).code == 0)
        try sell("5_5", in: hall)
        let run = dir.appendingPathComponent("run").path
        let again = ["batch", "--halls", hall.path, "--themes", "maoyan,dark", "--devices", "iphone-se", "--baseline", base, "--fail-on-change"]
        #expect(try Binary.run(again + ["-o", run]).code == 1)  // 1 changed, 1 new, studio missing

        // An unknown item: refused, nothing written.
        let before = try Data(contentsOf: URL(fileURLWithPath: base + "/manifest.json"))
        let bad = try Binary.run(["batch", "accept", run, "--baseline", base, "standard/nope"])
        #expect(bad.code == 64 && bad.stderr.contains("\"standard/nope\" is not an item of the run"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: base + "/manifest.json")) == before)

        // One item by the command its gallery card shows, run in the run's folder: only it changes
        // in the baseline.
        let gallery = try String(contentsOfFile: run + "/index.html", encoding: .utf8)
        let marker = "accept, in this folder: <code>"
        let shown = gallery.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "<" }) }
        let command = try #require(shown.first { $0.hasSuffix(" standard/maoyan/iphone-se.png") }, "\(shown)")
        // The baseline relative to the gallery's folder: the command works in a copy of the run
        // beside the baseline (a CI artifact), not only on the runner's disk.
        #expect(command == "seatmap batch accept . --baseline ../base standard/maoyan/iphone-se.png")
        #expect(shown.contains { $0.hasSuffix(" standard/dark/iphone-se.png") })  // the new item too
        let artifact = dir.appendingPathComponent("artifact")
        try FileManager.default.copyItem(atPath: run, toPath: artifact.path)
        let one = try Binary.run(Array(command.split(separator: " ").map(String.init).dropFirst()), cwd: artifact)
        #expect(one.code == 0 && one.stdout.hasPrefix("accepted 1 item into"), "\(one.stderr)")
        let image = try Data(contentsOf: artifact.appendingPathComponent("standard/maoyan/iphone-se.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: base + "/standard/maoyan/iphone-se.png")) == image)
        #expect(try Binary.run(again + ["-o", dir.appendingPathComponent("run2").path]).code == 1)  // still new and missing

        // Everything else: the new item in, the missing one out; the same run then passes.
        let all = try Binary.run(["batch", "accept", run, "--baseline", base, "--all"])
        #expect(all.code == 0 && all.stdout.contains("removed 1 missing") && all.stdout.contains("accepted standard/dark/iphone-se.png"), "\(all.stdout)")
        #expect(!FileManager.default.fileExists(atPath: base + "/studio/maoyan/iphone-se.png"))
        let manifest = try String(contentsOfFile: base + "/manifest.json", encoding: .utf8)
        #expect(!manifest.contains("studio/maoyan") && manifest.contains("standard/dark/iphone-se.png") && !manifest.contains("changedSeats"))
        let green = try Binary.run(again + ["-o", dir.appendingPathComponent("run3").path])
        #expect(green.code == 0 && green.stdout.contains("0 changed, 0 new, 0 missing, 2 unchanged"), "\(green.stdout)\(green.stderr)")
        #expect(try Binary.run(["batch", "accept", run, "--baseline", base]).code == 64)  // neither items nor --all
    }
}

/// The README's CI review, run end to end by `scripts/ci-example.sh` with this build.
@Suite struct CIExampleTests {
    @Test func theCIExampleRunsEndToEnd() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = ProcessInfo.processInfo.environment
        env["SEATMAP_BIN"] = Binary.path
        let r = try Binary.run([Binary.packageRoot.appendingPathComponent("scripts/ci-example.sh").path, dir.path], environment: env,
                               executable: "/bin/bash")
        let text = r.stdout + r.stderr
        #expect(r.code == 0, "\(text)")
        #expect(r.stdout.hasSuffix("ci-example: ok (\(dir.path))\n"), "\(text)")
        let summary = try String(contentsOf: dir.appendingPathComponent("review.summary.md"), encoding: .utf8)
        #expect(summary.contains("| changed | 5_5 (available→sold) 5排5号 |"), "\(summary)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("baseline/一号厅/dark/iphone-se.png").path))
    }
}

/// An approval is a reviewable diff: the baseline's manifest, layout and seat files are written a
/// member, an item and a seat a line, so accepting one sold seat changes a few short lines.
@Suite struct ReviewableBaselineTests {
    static func changedLines(_ a: String, _ b: String) -> [String] {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false), y = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard x.count == y.count else { return ["line counts differ: \(x.count) vs \(y.count)"] }
        return zip(x, y).filter { $0 != $1 }.map { String($1) }
    }

    @Test func acceptingOneSoldSeatIsAFewShortLines() throws {
        let dir = try Binary.tempDir()
        let hall = dir.appendingPathComponent("standard.json")
        try FileManager.default.copyItem(atPath: Binary.sample("standard"), toPath: hall.path)
        let base = dir.appendingPathComponent("base").path, run = dir.appendingPathComponent("run").path
        let args = ["batch", "--halls", hall.path, "--devices", "iphone-se"]
        #expect(try Binary.run(args + ["-o", base]).code == 0)
        let before = try ["manifest.json", "standard/maoyan/iphone-se.layout.json", "standard/maoyan/iphone-se.seats.js"].map {
            try String(contentsOfFile: base + "/" + $0, encoding: .utf8)
        }
        try BatchAcceptCommandTests().sell("5_5", in: hall)
        #expect(try Binary.run(args + ["--baseline", base, "-o", run]).code == 0)
        #expect(try Binary.run(["batch", "accept", run, "--baseline", base, "--all"]).code == 0)
        let after = try ["manifest.json", "standard/maoyan/iphone-se.layout.json", "standard/maoyan/iphone-se.seats.js"].map {
            try String(contentsOfFile: base + "/" + $0, encoding: .utf8)
        }
        let layout = Self.changedLines(before[1], after[1])
        #expect(layout.count <= 3 && layout.contains { $0.contains("\"id\": \"5_5\"") && $0.contains("\"state\": \"sold\"") }, "\(layout)")
        #expect(layout.allSatisfy { $0.count < 1_000 })
        let seats = Self.changedLines(before[2], after[2])
        #expect(seats.count == 1 && seats[0].hasPrefix("{\"id\": \"5_5\", \"state\": \"sold\""), "\(seats)")
        let manifest = Self.changedLines(before[0], after[0])
        #expect(manifest.count <= 6 && manifest.allSatisfy { $0.count < 200 }, "\(manifest)")
    }
}
