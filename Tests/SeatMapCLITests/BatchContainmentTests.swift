import Foundation
import Testing
import SeatMapTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// accept, merge and `--clean` touch only files a batch wrote, inside their folders: crafted
/// manifests and planted links are refused with a located error, and nothing outside changes.
@Suite struct BatchContainmentTests {
    let fm = FileManager.default

    /// A baseline of the studio sample (maoyan, iphone-se), a run against it with the dark theme
    /// added (one new item), and a file outside both.
    func fixture() throws -> (dir: URL, base: String, run: String, outside: URL) {
        let dir = try Binary.tempDir()
        let base = dir.appendingPathComponent("base").path, run = dir.appendingPathComponent("run").path
        let hall = Binary.sample("studio")
        let made = try Binary.run(["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "-o", base])
        #expect(made.code == 0, "\(made.stderr)")
        let again = try Binary.run(["batch", "--halls", hall, "--themes", "maoyan,dark", "--devices", "iphone-se", "--baseline", base, "-o", run])
        #expect(again.code == 0, "\(again.stderr)")
        let outside = dir.appendingPathComponent("outside")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try "secret".write(to: outside.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        return (dir, base, run, outside)
    }

    func editManifest(_ folder: String, _ edit: (inout [String: Any]) -> Void) throws {
        let url = URL(fileURLWithPath: folder + "/manifest.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        edit(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: url)
    }

    func tree(_ path: String) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let f as String in fm.enumerator(atPath: path)?.allObjects ?? [] {
            out[f] = fm.contents(atPath: path + "/" + f) ?? Data()
        }
        return out
    }

    @Test func acceptRemovesOnlyMissingItemsOfTheBaseline() throws {
        let f = try fixture()
        try "my notes".write(toFile: f.base + "/NOTES.md", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: f.base + "/docs", withIntermediateDirectories: true)
        try "doc".write(toFile: f.base + "/docs/a.md", atomically: true, encoding: .utf8)
        try editManifest(f.run) { $0["missing"] = ["NOTES.md", "docs"] }
        let before = tree(f.base)
        let r = try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(r.code == 65 && r.stderr.contains("lists \"NOTES.md\" as missing, but it is not an item of the baseline's manifest.json"), "\(r.stderr)")
        #expect(tree(f.base) == before)
    }

    @Test func acceptRefusesToRemoveThroughALinkedFolder() throws {
        let f = try fixture()
        // The baseline's item folder replaced by a link to a folder outside, holding a file
        // with the item's name: a missing item must not delete it.
        let theme = f.base + "/studio/maoyan"
        try fm.moveItem(atPath: theme, toPath: f.outside.path + "/maoyan")
        try fm.createSymbolicLink(atPath: theme, withDestinationPath: f.outside.path + "/maoyan")
        try editManifest(f.run) { $0["missing"] = ["studio/maoyan/iphone-se.png"] }
        let before = tree(f.outside.path)
        let r = try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "studio/maoyan/iphone-se.png"])
        #expect(r.code == 65 && r.stderr.contains("maoyan is a symbolic link; a batch folder holds real folders only"), "\(r.stderr)")
        #expect(tree(f.outside.path) == before)
    }

    @Test func acceptReadsNoLinkedFileFromTheRun() throws {
        let f = try fixture()
        let layout = f.run + "/studio/dark/iphone-se.layout.json"
        try fm.removeItem(atPath: layout)
        try fm.createSymbolicLink(atPath: layout, withDestinationPath: f.outside.path + "/secret.txt")
        let seats = f.run + "/studio/dark/iphone-se.seats.js"
        try fm.removeItem(atPath: seats)
        try fm.createSymbolicLink(atPath: seats, withDestinationPath: "/etc/passwd")
        let before = tree(f.base)
        let r = try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(r.code == 65 && r.stderr.contains("studio/dark/iphone-se.layout.json: is a symbolic link"), "\(r.stderr)")
        #expect(tree(f.base) == before)
        #expect(!fm.fileExists(atPath: f.base + "/studio/dark"))
    }

    @Test func acceptNeverWritesThroughALinkInTheBaseline() throws {
        let f = try fixture()
        // Make the maoyan item changed, and plant a link where its image is.
        try editManifest(f.run) { json in
            var items = json["items"] as! [[String: Any]]
            for i in items.indices { items[i]["baseline"] = ["status": "changed"] }
            json["items"] = items
        }
        let image = f.base + "/studio/maoyan/iphone-se.png"
        try fm.removeItem(atPath: image)
        try fm.createSymbolicLink(atPath: image, withDestinationPath: f.outside.path + "/secret.txt")
        let r = try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(r.code == 65 && r.stderr.contains("studio/maoyan/iphone-se.png: is a symbolic link"), "\(r.stderr)")
        #expect(try String(contentsOfFile: f.outside.path + "/secret.txt", encoding: .utf8) == "secret")
        // Nothing staged is left behind, and the next accept of the other item works.
        #expect(!fm.fileExists(atPath: f.base + "/.seatmap-accept/journal.json"))
    }

    @Test func acceptOfAMissingRunIsInputMissing() throws {
        let dir = try Binary.tempDir()
        let r = try Binary.run(["batch", "accept", dir.path + "/nosuch", "--baseline", dir.path + "/base", "--all"])
        #expect(r.code == 66 && r.stderr.contains("nosuch: no such folder (the batch run to accept from)"), "\(r.stderr)")
        #expect(!fm.fileExists(atPath: dir.path + "/base"))
    }

    @Test func cleanRemovesOnlyFilesABatchWrote() throws {
        let f = try fixture()
        let keep = [f.run + "/photos/2024/holiday.png", f.run + "/studio/maoyan/my-reference.png", f.run + "/_baseline/notes/README.txt"]
        for k in keep {
            try fm.createDirectory(atPath: (k as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "mine".write(toFile: k, atomically: true, encoding: .utf8)
        }
        let r = try Binary.run(["batch", "--halls", Binary.sample("standard"), "--themes", "print", "--devices", "iphone-se", "--clean", "-o", f.run])
        #expect(r.code == 0, "\(r.stderr)")
        for k in keep { #expect(fm.fileExists(atPath: k), "\(k)") }
        // What the earlier batch wrote is gone, and the folders it left empty.
        #expect(!fm.fileExists(atPath: f.run + "/studio/dark"))
        #expect(!fm.fileExists(atPath: f.run + "/studio/maoyan/iphone-se.png"))
        #expect(!fm.fileExists(atPath: f.run + "/_baseline/studio"))
        #expect(fm.fileExists(atPath: f.run + "/standard/print/iphone-se.png"))
    }

    @Test func cleanRefusesALinkWhereABatchFileWas() throws {
        let f = try fixture()
        let seats = f.run + "/studio/dark/iphone-se.seats.js"
        try fm.removeItem(atPath: seats)
        try fm.createSymbolicLink(atPath: seats, withDestinationPath: f.outside.path + "/secret.txt")
        let r = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--clean", "-o", f.run])
        #expect(r.code == 65 && r.stderr.contains("iphone-se.seats.js: is a symbolic link; a batch removes only the files it wrote"), "\(r.stderr)")
        #expect(fm.fileExists(atPath: f.outside.path + "/secret.txt"))
        #expect(fm.fileExists(atPath: f.run + "/studio/dark/iphone-se.png"))  // refused before removing anything
    }

    @Test func mergeCopiesNoLinkedFile() throws {
        let dir = try Binary.tempDir()
        let shard = dir.appendingPathComponent("s1").path
        let r0 = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--shard", "1/1", "-o", shard])
        #expect(r0.code == 0, "\(r0.stderr)")
        let seats = shard + "/studio/maoyan/iphone-se.seats.js"
        try fm.removeItem(atPath: seats)
        try fm.createSymbolicLink(atPath: seats, withDestinationPath: "/etc/passwd")
        let out = dir.appendingPathComponent("merged").path
        let r = try Binary.run(["batch", "merge", shard, "-o", out])
        #expect(r.code == 65 && r.stderr.contains("iphone-se.seats.js: is a symbolic link"), "\(r.stderr)")
        #expect(!fm.fileExists(atPath: out + "/studio/maoyan/iphone-se.seats.js"))
    }

    @Test func aSecondWriterIsRefusedWhileTheFirstHoldsTheFolder() throws {
        let f = try fixture()
        // Hold the run folder's lock as a running batch would.
        let fd = open(f.run, O_RDONLY | O_DIRECTORY)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        try "pid 1: seatmap batch, started 2026-12-01T00:00:00Z\n".write(toFile: f.run + "/.seatmap-lock", atomically: true, encoding: .utf8)
        let before = tree(f.run)
        let r = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--clean", "-o", f.run])
        #expect(r.code == 75 && r.stderr.contains("is in use by pid 1: seatmap batch, started 2026-12-01T00:00:00Z; wait for it to finish"), "\(r.stderr)")
        #expect(tree(f.run) == before)
        let a = try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(a.code == 75, "\(a.stderr)")
        flock(fd, LOCK_UN)
        let b = try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(b.code == 0, "\(b.stderr)")
        #expect(!fm.fileExists(atPath: f.base + "/.seatmap-lock") && !fm.fileExists(atPath: f.base + "/.seatmap-accept"))
    }
}

/// Reports escape like stderr does: a hostile hall file name reaches no report as raw control or
/// format characters (ESC, CR, LF, BEL, U+202E).
@Suite struct ReportEscapingTests {
    static func raw(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { c in
            (c.value < 0x20 && c != "\n" && c != "\t") || c.value == 0x7F || c.properties.generalCategory == .format
                || (0x80...0x9F).contains(c.value)
        }
    }

    @Test func aHostileHallNameIsEscapedInEveryReport() throws {
        let dir = try Binary.tempDir()
        let name = "bad\u{1B}[31m\r\n\u{7}\u{202E}name.json"
        try Data("{\"x\":".utf8).write(to: dir.appendingPathComponent(name))
        let ok = dir.appendingPathComponent("studio.json")
        try FileManager.default.copyItem(atPath: Binary.sample("studio"), toPath: ok.path)
        let out = dir.appendingPathComponent("out").path
        let r = try Binary.run(["batch", "--halls", dir.appendingPathComponent(name).path + "," + ok.path, "--devices", "iphone-se",
                                "--junit", out + "/junit.xml", "--summary", out + "/summary.md", "-o", out])
        #expect(r.code == 1, "\(r.stderr)")
        #expect(Self.raw(r.stderr).isEmpty)
        for file in ["manifest.json", "index.html", "junit.xml", "summary.md"] {
            let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            #expect(Self.raw(text).isEmpty, "\(file): \(Self.raw(text))")
        }
        // The error strings say what the name holds, escaped as on stderr.
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains(#"bad\\u{1B}[31m\\u{D}\\u{A}\\u{7}\\u{202E}name.json:1:6: invalid JSON"#), "\(manifest)")
        // The JSON error object's every field.
        var env = ProcessInfo.processInfo.environment
        env["SEATMAP_ERROR_FORMAT"] = "json"
        let j = try Binary.run(["ren\u{1B}der\u{202E}", "x"], environment: env)
        #expect(j.code == 64 && Self.raw(j.stderr).isEmpty && j.stderr.contains(#"ren\\u{1B}der\\u{202E}"#), "\(j.stderr)")
    }
}
