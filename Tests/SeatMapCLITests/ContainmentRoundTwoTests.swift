import Foundation
import Testing
import SeatMapTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Containment, round two: the lock file, a planted accept journal, an output folder that is its
/// baseline, and a baseline layout that cannot be read can neither touch a file outside nor let a
/// comparison pass that compared nothing.
@Suite struct ContainmentRoundTwoTests {
    let fm = FileManager.default
    let containment = BatchContainmentTests()

    /// Runs the binary under `timeout` so a hang is a failure, not a stuck test.
    func run(_ args: [String], seconds: Int = 60) throws -> Binary.Result {
        try Binary.run(["\(seconds)", Binary.path] + args, executable: "/usr/bin/timeout")
    }

    @Test func theLockFileIsNeverOpenedThroughALinkOrAFIFO() throws {
        let f = try containment.fixture()
        let secret = f.outside.appendingPathComponent("secret.txt")
        // A link where the lock file goes, in the output folder and in the baseline.
        try fm.createSymbolicLink(atPath: f.run + "/.seatmap-lock", withDestinationPath: secret.path)
        try fm.createSymbolicLink(atPath: f.base + "/.seatmap-lock", withDestinationPath: secret.path)
        let r = try run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--baseline", f.base, "-o", f.run])
        #expect(r.code == 0, "\(r.stderr)")
        let a = try run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(a.code == 0, "\(a.stderr)")
        #expect(try String(contentsOf: secret, encoding: .utf8) == "secret")
        // A FIFO there hangs nothing.
        let out = f.dir.appendingPathComponent("fifo").path
        try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
        #expect(mkfifo(out + "/.seatmap-lock", 0o644) == 0)
        let fifo = try run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "-o", out], seconds: 60)
        #expect(fifo.code == 0, "\(fifo.code): \(fifo.stderr)")
        // A second writer names the holder in one short line, never a linked file's bytes.
        let held = f.dir.appendingPathComponent("held").path
        try fm.createDirectory(atPath: held, withIntermediateDirectories: true)
        let big = f.outside.appendingPathComponent("big.txt")
        try String(repeating: "TOPSECRET ", count: 500).write(to: big, atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: held + "/.seatmap-lock", withDestinationPath: big.path)
        let fd = open(held, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let second = try run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "-o", held])
        #expect(second.code == 75 && !second.stderr.contains("TOPSECRET") && second.stderr.contains("is in use by another seatmap process"), "\(second.stderr)")
        flock(fd, LOCK_UN)
    }

    @Test func aPlantedJournalRemovesOnlyItemsOfTheBaseline() throws {
        let f = try containment.fixture()
        try "my notes".write(toFile: f.base + "/NOTES.md", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: f.base + "/docs", withIntermediateDirectories: true)
        try "doc".write(toFile: f.base + "/docs/readme.txt", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: f.base + "/.seatmap-accept", withIntermediateDirectories: true)
        try #"{"moves": [], "removals": ["NOTES.md", "docs/readme.txt"]}"#.write(toFile: f.base + "/.seatmap-accept/journal.json", atomically: true, encoding: .utf8)
        let r = try run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--baseline", f.base, "-o", f.dir.appendingPathComponent("again").path])
        #expect(r.code != 0 && r.stderr.contains(#"removes "NOTES.md", which is not a file of an item of the baseline's manifest.json; nothing was changed"#), "\(r.stderr)")
        #expect(fm.fileExists(atPath: f.base + "/NOTES.md") && fm.fileExists(atPath: f.base + "/docs/readme.txt"))
        let a = try run(["batch", "accept", f.run, "--baseline", f.base, "--all"])
        #expect(a.code == 65 && fm.fileExists(atPath: f.base + "/NOTES.md"), "\(a.stderr)")
    }

    @Test func anOutputFolderIsNeverItsBaselineNorInsideIt() throws {
        let f = try containment.fixture()
        let before = containment.tree(f.base)
        try fm.createSymbolicLink(atPath: f.dir.appendingPathComponent("alias").path, withDestinationPath: f.base)
        for (out, relation) in [(f.base, "is"), ("\(f.base)/./", "is"), (f.dir.appendingPathComponent("alias").path, "is"),
                                (f.base + "/_baseline", "lies inside"), (f.dir.path, "holds")] {
            let r = try run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--baseline", f.base, "--clean", "-o", out])
            #expect(r.code == 64 && r.stderr.contains("-o \(out) \(relation) the baseline \(f.base)"), "\(out): \(r.stderr)")
        }
        // Merging into the baseline is refused the same way.
        let m = try run(["batch", "merge", f.run, "--baseline", f.base, "-o", f.base])
        #expect(m.code == 64 && m.stderr.contains("is the baseline"), "\(m.stderr)")
        #expect(containment.tree(f.base) == before)
    }

    /// A baseline layout that cannot be read fails the comparison with its reason: a seat sold
    /// off screen can no longer pass because its layout was skipped.
    @Test func anUnreadableBaselineLayoutFailsTheComparison() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let hall = dir.appendingPathComponent("imax.json")
        try fm.copyItem(atPath: Binary.sample("imax"), toPath: hall.path)
        let base = dir.appendingPathComponent("base").path
        let args = ["batch", "--halls", hall.path, "--devices", "iphone-se", "--zooms", "1"]
        #expect(try run(args + ["-o", base]).code == 0)
        // Sell a seat of the last row, below the fold at zoom 1.
        var text = try String(contentsOf: hall, encoding: .utf8)
        let last = try #require(text.range(of: #""status": 1"#, options: .backwards))
        text.replaceSubrange(last, with: #""status": 0"#)
        try text.write(to: hall, atomically: true, encoding: .utf8)
        let layout = try #require((fm.enumerator(atPath: base)?.allObjects as? [String])?.first { $0.hasSuffix(".layout.json") })
        let good = try Data(contentsOf: URL(fileURLWithPath: base + "/" + layout))
        #expect(try run(args + ["--baseline", base, "--fail-on-change", "-o", dir.appendingPathComponent("r0").path]).code == 1, "the sold seat is a change")
        func plant(_ make: (String) throws -> Void) throws -> Binary.Result {
            let path = base + "/" + layout
            try? fm.removeItem(atPath: path)
            try make(path)
            return try run(args + ["--baseline", base, "--fail-on-change", "-o", dir.appendingPathComponent("r-\(UUID().uuidString)").path])
        }
        // Not a regular file: the run is refused before it renders, exit 65, as accept and merge refuse one.
        let planted: [(String, (String) throws -> Void, String)] = [
            ("a link", { try self.fm.createSymbolicLink(atPath: $0, withDestinationPath: "/etc/hostname") }, "is a symbolic link"),
            ("a FIFO", { p in #expect(mkfifo(p, 0o644) == 0) }, "is not a regular file"),
        ]
        for (what, make, reason) in planted {
            let r = try plant(make)
            #expect(r.code == 65 && r.stderr.contains("\(layout): \(reason)"), "\(what): \(r.code) \(r.stderr)")
        }
        // A regular file that is no layout, or none at all: the item is changed, saying why.
        let unreadable: [(String, (String) throws -> Void)] = [
            ("garbage", { try #"{"garbage": 1}"#.write(toFile: $0, atomically: true, encoding: .utf8) }),
            ("missing", { _ in }),
        ]
        for (what, make) in unreadable {
            let r = try plant(make)
            #expect(r.code == 1 && r.stderr.contains("the baseline's layout cannot be read ("), "\(what): \(r.code) \(r.stderr)")
        }
        // A linked baseline image too.
        let image = layout.replacingOccurrences(of: ".layout.json", with: ".png")
        try fm.moveItem(atPath: base + "/" + image, toPath: dir.appendingPathComponent("moved.png").path)
        try fm.createSymbolicLink(atPath: base + "/" + image, withDestinationPath: dir.appendingPathComponent("moved.png").path)
        let linked = try run(args + ["--baseline", base, "-o", dir.appendingPathComponent("r-image").path])
        #expect(linked.code == 65 && linked.stderr.contains("\(image): is a symbolic link"), "\(linked.stderr)")
        try? fm.removeItem(atPath: base + "/" + layout)
        try good.write(to: URL(fileURLWithPath: base + "/" + layout))
    }
}

extension ContainmentRoundTwoTests {
    /// A killed run's temporary files (`.seatmap-<pid>-<n>.tmp`) are removed by the next run and
    /// by cache eviction, which counts them; a live writer's are kept.
    @Test func temporariesOfDeadWritersAreRemovedAndCounted() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out").path, cache = dir.appendingPathComponent("cache").path
        let args = ["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--cache", cache]
        #expect(try run(args + ["-o", out]).code == 0)
        // A dead pid (far above pid_max's default) and this test's own, live one.
        let dead = ".seatmap-999999999-1.tmp", live = ".seatmap-\(getpid())-2.tmp"
        let itemFolder = out + "/studio/maoyan"
        for name in [dead, live] { try Data(count: 4096).write(to: URL(fileURLWithPath: itemFolder + "/" + name)) }
        let entry = try #require((fm.enumerator(atPath: cache)?.allObjects as? [String])?.first { $0.hasSuffix("entry.json") }).replacingOccurrences(of: "/entry.json", with: "")
        try Data(count: 1 << 20).write(to: URL(fileURLWithPath: cache + "/" + entry + "/" + dead))
        #expect(try run(args + ["--cache-max-size", "1K", "-o", out]).code == 0)
        #expect(!fm.fileExists(atPath: itemFolder + "/" + dead) && fm.fileExists(atPath: itemFolder + "/" + live))
        // The orphan no longer keeps the cache over its bound.
        let left = (fm.enumerator(atPath: cache)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") || $0.hasSuffix("entry.json") }
        #expect(left.isEmpty, "\(left)")
        let clean = try run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "--clean", "-o", out])
        #expect(clean.code == 0 && fm.fileExists(atPath: itemFolder + "/" + live), "a live writer's file stays")
    }
}

extension ContainmentRoundTwoTests {
    /// A plain-string `cinema` (and an import's `cinema_name`) goes through the same check as
    /// every string: U+FFFE, NUL and ESC are located errors, never a Cairo failure at render.
    @Test func everyStringFieldIsCheckedWhereItIsRead() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        var hall = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("studio")))) as? [String: Any])
        for (bad, described) in [("A\u{FFFE}B", "U+FFFE, a noncharacter"), ("A\u{0}B", "U+0000, a control character"), ("A\u{1B}B", "U+001B, a control character")] {
            hall["cinema"] = bad
            let file = dir.appendingPathComponent("h.json")
            try JSONSerialization.data(withJSONObject: hall).write(to: file)
            let v = try Binary.run(["validate", file.path])
            #expect(v.code == 1 && (v.stdout + v.stderr).contains(": cinema: contains \(described)"), "\(v.stdout)\(v.stderr)")
            let r = try Binary.run(["render", file.path, "-o", dir.appendingPathComponent("x.png").path])
            #expect(r.code == 65 && r.stderr.contains(": cinema: contains \(described)") && !r.stderr.contains("Cairo"), "\(r.stderr)")
        }
        let seats = (1...3).map { #"{"id": "1_\#($0)", "gRow": 1, "gCol": \#($0), "type": "0-1", "price": 40}"# }.joined(separator: ", ")
        try #"{"cinema_name": "A\ufffeB", "seats": [\#(seats)]}"#.write(to: dir.appendingPathComponent("list.json"), atomically: true, encoding: .utf8)
        let i = try Binary.run(["import", dir.appendingPathComponent("list.json").path, "-o", dir.appendingPathComponent("out.json").path])
        #expect(i.code == 65 && i.stderr.contains("cinema: contains U+FFFE") && !fm.fileExists(atPath: dir.appendingPathComponent("out.json").path), "\(i.stderr)")
    }
}

extension ContainmentRoundTwoTests {
    /// The Markdown summary shows seat ids as text: no HTML, comment, link or mention reaches the
    /// rendered summary. `seatmap flow` writes no raw control character and no endless line.
    @Test func summariesAndFlowOutputShowHostileIdsAsText() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let ids = ["<img src=x onerror=alert(1)>", "@octocat", "[x](javascript:alert(1))", "<!--", "a`b|c"]
        let row = ids.enumerated().map { i, id in
            #"{"seatId": \#(String(decoding: try! JSONSerialization.data(withJSONObject: [id], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast()), "status": 1, "zone": 1, "price": 4000, "rowNo": 1, "colNo": \#(i + 1)}"#
        }.joined(separator: ", ")
        func hall(sold: Bool) -> String {
            #"{"movie": {"title": "M"}, "cinema": "C", "rows": [[\#(sold ? row.replacingOccurrences(of: #""status": 1"#, with: #""status": 0"#) : row)]]}"#
        }
        let file = dir.appendingPathComponent("h.json")
        try hall(sold: false).write(to: file, atomically: true, encoding: .utf8)
        let base = dir.appendingPathComponent("base").path
        #expect(try run(["batch", "--halls", file.path, "--devices", "iphone-se", "-o", base]).code == 0)
        try hall(sold: true).write(to: file, atomically: true, encoding: .utf8)
        let summary = dir.appendingPathComponent("s.md").path
        let r = try run(["batch", "--halls", file.path, "--devices", "iphone-se", "--baseline", base, "--summary", summary, "-o", dir.appendingPathComponent("run").path])
        #expect(r.code == 0, "\(r.stderr)")
        let md = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(md.contains("changed"), "\(md)")
        // Nothing unescaped: with every escaped character taken out, none of them is left.
        let unescaped = ["\\<", "\\>", "\\[", "\\]"].reduce(md) { $0.replacingOccurrences(of: $1, with: "") }
        for raw in ["<img", "<!--", "x](javascript", "@octocat"] { #expect(!unescaped.contains(raw), "\(raw) in \(md)") }
        #expect(md.contains("\\<img src=x onerror=alert(1)\\>") && md.contains("@\u{2060}octocat") && md.contains("\\[x\\](javascript:alert(1))") && md.contains("a\\`b\\|c"), "\(md)")
        // A story with a hostile id: the output holds no ESC and no line past the bound.
        let story = dir.appendingPathComponent("s.json")
        let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J" + String(repeating: "x", count: 1_000_000)
        let storyJSON = try JSONSerialization.data(withJSONObject: ["hall": file.path, "steps": [["tap": hostile]]])
        try storyJSON.write(to: story)
        let f = try run(["flow", story.path, "-o", dir.appendingPathComponent("flow").path])
        #expect(f.code == 65 && !(f.stdout + f.stderr).contains("\u{1B}") && (f.stdout + f.stderr).split(separator: "\n").allSatisfy { $0.count < 2_200 }, "\(f.code) \(f.stderr.prefix(300))")
    }
}

extension ContainmentRoundTwoTests {
    /// The exit codes and messages the tables promise: a story over its size limit is bad input
    /// (65), and a number beyond what a Double holds is said to be one.
    @Test func smallerPromisesHold() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: big)
        let r = try Binary.run(["flow", big.path, "-o", dir.appendingPathComponent("o").path])
        #expect(r.code == 65 && r.stderr.contains("story: file is 1048577 bytes; the limit for a story is 1048576"), "\(r.stderr)")
        let theme = dir.appendingPathComponent("t.json")
        try #"{"name": "t", "seat": {"width": 1e309}}"#.write(to: theme, atomically: true, encoding: .utf8)
        let t = try Binary.run(["render", Binary.sample("studio"), "--theme", theme.path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(t.code == 65 && t.stderr.contains("expected a finite number, found 1e309, beyond what a number can hold"), "\(t.stderr)")
    }
}

extension ContainmentRoundTwoTests {
    /// Import keeps what the page draws: the current showtime's place in the strip. The standard
    /// sample's current showtime is the fifth chip; imported and rendered, it is the same page,
    /// and two halls that differ only in that place import to different halls (cache keys).
    @Test func importKeepsTheCurrentShowtimesPlace() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let imported = dir.appendingPathComponent("imported.json").path
        #expect(try Binary.run(["import", Binary.sample("standard"), "-o", imported]).code == 0)
        for (name, path) in [("a", Binary.sample("standard")), ("b", imported)] {
            #expect(try Binary.run(["render", path, "--device", "iphone-se", "-o", dir.appendingPathComponent("\(name).png").path]).code == 0)
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
        var hall = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("standard")))) as? [String: Any])
        var list = try #require(hall["showtimes"] as? [[String: Any]])
        let current = try #require(list.firstIndex { $0["id"] as? String == (hall["showtime"] as? [String: Any])?["id"] as? String })
        list.swapAt(current, 0)
        hall["showtimes"] = list
        let moved = dir.appendingPathComponent("moved.json")
        try JSONSerialization.data(withJSONObject: hall).write(to: moved)
        let movedImport = dir.appendingPathComponent("moved-imported.json").path
        #expect(try Binary.run(["import", moved.path, "-o", movedImport]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedImport)) != Data(contentsOf: URL(fileURLWithPath: imported)))
    }
}

extension ContainmentRoundTwoTests {
    /// Accept takes an item only as its manifest entry describes it — a PNG that decodes to the
    /// recorded size with the recorded SHA-256, a layout that parses, its seats script — and all
    /// or nothing: a missing file, a hard link to a secret or a bad number changes nothing.
    @Test func acceptChecksEveryItemItTakes() throws {
        let f = try containment.fixture()
        let item = "studio/dark/iphone-se"
        let before = containment.tree(f.base)
        func accept() throws -> Binary.Result { try Binary.run(["batch", "accept", f.run, "--baseline", f.base, "--all"]) }
        // The image gone.
        let png = f.run + "/" + item + ".png", saved = f.dir.appendingPathComponent("saved.png").path
        try fm.moveItem(atPath: png, toPath: saved)
        let gone = try accept()
        #expect(gone.code == 65 && gone.stderr.contains("\(item).png: missing (the manifest lists \(item).png as rendered); nothing was accepted"), "\(gone.stderr)")
        #expect(containment.tree(f.base) == before)
        // A hard link to a secret in its place.
        #expect(link(f.outside.appendingPathComponent("secret.txt").path, png) == 0)
        let linked = try accept()
        #expect(linked.code == 65 && linked.stderr.contains("its SHA-256 is not the one its manifest entry records"), "\(linked.stderr)")
        #expect(containment.tree(f.base) == before)
        try fm.removeItem(atPath: png)
        try fm.moveItem(atPath: saved, toPath: png)
        // Numbers the manifest cannot mean.
        for bad: Any in [[1e308, 1], [Int.min, 1], "x", [-1e308, 2]] {
            try containment.editManifest(f.run) { json in
                var items = json["items"] as! [[String: Any]]
                for i in items.indices where items[i]["output"] as? String == item + ".png" { items[i]["image"] = bad }
                json["items"] = items
            }
            let r = try accept()
            #expect(r.code == 65 && r.stderr.contains("gives no image size in 1…32767 px"), "\(bad): \(r.stderr)")
            #expect(containment.tree(f.base) == before)
        }
    }
}

extension ContainmentRoundTwoTests {
    /// The flow folder has the batch folders' rules: no file is written through a link, a FIFO
    /// hangs nothing, and a later run removes only frames its ledger says a flow wrote.
    @Test func theFlowFolderIsWrittenOnlyInsideItself() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let outside = dir.appendingPathComponent("outside.txt")
        try "secret".write(to: outside, atomically: true, encoding: .utf8)
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        for name in ["flow.json", "step-01.png", "contact.png", "step-00.layout.json"] {
            let out = dir.appendingPathComponent("out-\(name)")
            try fm.createDirectory(at: out, withIntermediateDirectories: true)
            try fm.createSymbolicLink(atPath: out.appendingPathComponent(name).path, withDestinationPath: outside.path)
            let r = try run(["flow", story, "-o", out.path])
            #expect(r.code == 73 && r.stderr.contains("\(name): is a symbolic link; refusing to write through it"), "\(name): \(r.code) \(r.stderr)")
            #expect(try String(contentsOf: outside, encoding: .utf8) == "secret")
            #expect(try fm.contentsOfDirectory(atPath: out.path) == [name], "nothing was written")
        }
        let fifo = dir.appendingPathComponent("fifo")
        try fm.createDirectory(at: fifo, withIntermediateDirectories: true)
        #expect(mkfifo(fifo.appendingPathComponent("contact.png").path, 0o644) == 0)
        let f = try run(["flow", story, "-o", fifo.path], seconds: 60)
        #expect(f.code == 73 && f.stderr.contains("contact.png: is not a regular file"), "\(f.code) \(f.stderr)")
        // A user's file that looks like a frame, in a folder a flow writes: kept.
        let out = dir.appendingPathComponent("out")
        try fm.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: out.appendingPathComponent("step-99.png"))
        #expect(try run(["flow", story, "-o", out.path]).code == 0)
        #expect(try run(["flow", story, "-o", out.path]).code == 0)
        #expect(try Data(contentsOf: out.appendingPathComponent("step-99.png")) == Data("mine".utf8))
    }
}

extension ContainmentRoundTwoTests {
    /// A story keeps every frame's page until it is written: its frames × the hall's seats are
    /// bounded (400,000), refused at the first step before anything plays.
    @Test func aStoryIsBoundedBySeatFrames() throws {
        let dir = try Binary.tempDir()
        defer { try? fm.removeItem(at: dir) }
        let rows = (1...20).map { r in "[" + (1...1000).map { c in #"{"seatId": "\#(r)_\#(c)", "rowNo": \#(r), "colNo": \#(c), "zone": 1, "price": 4500, "status": 1}"# }.joined(separator: ", ") + "]" }
        try #"{"movie": {"title": "Big"}, "rows": [\#(rows.joined(separator: ", "))]}"#.write(to: dir.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        let steps = (1...20).map { #"{"tap": "10_\#($0)"}"# }.joined(separator: ", ")
        let story = dir.appendingPathComponent("s.json")
        try #"{"hall": "big.json", "steps": [\#(steps)]}"#.write(to: story, atomically: true, encoding: .utf8)
        let r = try Binary.run(["flow", story.path, "-o", dir.appendingPathComponent("out").path])
        #expect(r.code == 65 && r.stderr.contains("steps[0]: 20 steps on a hall of 20000 seats: 21 frames of 20000 seats; a story plays at most 400000 seat-frames (each frame keeps its page), so at most 19 steps on this hall"), "\(r.stderr)")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
