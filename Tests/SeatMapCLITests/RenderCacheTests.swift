import Foundation
import Testing
import SeatMapTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `batch --cache`: an unchanged re-run copies every item from the cache, byte for byte what a
/// render writes; an edited hall or theme re-renders exactly its items; a damaged entry is
/// rendered again, replaced and never served; the cache stays within `--cache-max-size`.
@Suite(.serialized) struct RenderCacheTests {
    /// Two halls (copies, so a test may edit one), two themes (one a file), one device.
    struct Fixture {
        var dir: URL
        var halls: [String]
        var theme: String
        var cache: String

        init() throws {
            let dir = try Binary.tempDir()
            self.dir = dir
            halls = try ["studio", "standard"].map { name in
                let path = dir.appendingPathComponent("\(name).json").path
                try FileManager.default.copyItem(atPath: Binary.sample(name), toPath: path)
                return path
            }
            theme = dir.appendingPathComponent("core.json").path
            try BatchCommandTests.coreTheme(name: "core").write(toFile: theme, atomically: true, encoding: .utf8)
            cache = dir.appendingPathComponent("cache").path
        }

        func run(_ out: String, _ extra: [String] = [], environment: [String: String]? = nil) throws -> Binary.Result {
            try Binary.run(["batch", "--halls"] + halls + ["--themes", "maoyan", theme, "--devices", "iphone-se", "--jobs", "2",
                                                           "-o", dir.appendingPathComponent(out).path] + extra, environment: environment)
        }

        func manifestItems(_ out: String) throws -> [[String: Any]] {
            let data = try Data(contentsOf: dir.appendingPathComponent(out).appendingPathComponent("manifest.json"))
            return try #require((JSONSerialization.jsonObject(with: data) as? [String: Any])?["items"] as? [[String: Any]])
        }

        /// The cached flag of each item, by output.
        func cached(_ out: String) throws -> [String: Bool] {
            Dictionary(uniqueKeysWithValues: try manifestItems(out).map { ($0["output"] as! String, $0["cached"] as! Bool) })
        }

        /// Every item file (image, layout, seats) of a run, by path.
        func itemFiles(_ out: String) throws -> [String: Data] {
            let root = dir.appendingPathComponent(out)
            let all = FileManager.default.enumerator(atPath: root.path)!.allObjects as! [String]
            var files: [String: Data] = [:]
            for f in all where f.hasSuffix(".png") || f.hasSuffix(".layout.json") || f.hasSuffix(".seats.js") {
                files[f] = try Data(contentsOf: root.appendingPathComponent(f))
            }
            return files
        }
    }

    @Test func anUnchangedRerunIsCopiedByteForByte() throws {
        let f = try Fixture()
        let first = try f.run("a", ["--cache", f.cache])
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.contains("; 0 from the cache"), "\(first.stdout)")
        #expect(try f.cached("a").values.allSatisfy { !$0 } && f.cached("a").count == 4)
        let second = try f.run("b", ["--cache", f.cache])
        #expect(second.code == 0 && second.stdout.contains("; 4 from the cache"), "\(second.stdout)")
        #expect(try f.cached("b").values.allSatisfy { $0 })
        let a = try f.itemFiles("a"), b = try f.itemFiles("b")
        #expect(a.count == 12 && a == b)
        // SEATMAP_CACHE names the same cache; a run without any cache renders and says nothing of one.
        let viaEnvironment = try f.run("c", environment: ["SEATMAP_CACHE": f.cache])
        #expect(try viaEnvironment.stdout.contains("; 4 from the cache") && f.itemFiles("c") == a)
        let none = try f.run("d")
        #expect(try !none.stdout.contains("cache") && (try f.manifestItems("d")).allSatisfy { $0["cached"] == nil })
        #expect(try f.itemFiles("d") == a)
    }

    @Test func editingAHallOrAThemeRerendersExactlyItsItems() throws {
        let f = try Fixture()
        #expect(try f.run("a", ["--cache", f.cache]).code == 0)
        // One seat sold in the studio: its two items render again, the standard hall's come from the cache.
        var studio = try String(contentsOfFile: f.halls[0], encoding: .utf8)
        let range = try #require(studio.range(of: #""status": 1"#))
        studio.replaceSubrange(range, with: #""status": 0"#)
        try studio.write(toFile: f.halls[0], atomically: true, encoding: .utf8)
        #expect(try f.run("b", ["--cache", f.cache]).code == 0)
        let afterHall = try f.cached("b")
        #expect(afterHall.filter { !$0.value }.keys.sorted() == afterHall.keys.filter { $0.hasPrefix("studio/") }.sorted())
        #expect(afterHall.filter { $0.value }.count == 2)
        // The hall as read, not its bytes: the same seats re-indented still hit.
        let reindented = studio.replacingOccurrences(of: "\n", with: "\n  ")
        try reindented.write(toFile: f.halls[0], atomically: true, encoding: .utf8)
        #expect(try f.run("c", ["--cache", f.cache]).code == 0)
        #expect(try f.cached("c").values.allSatisfy { $0 })
        // The theme file edited: exactly its two items render again.
        let theme = try String(contentsOfFile: f.theme, encoding: .utf8).replacingOccurrences(of: "#D9D9D9", with: "#C9C9C9")
        try theme.write(toFile: f.theme, atomically: true, encoding: .utf8)
        #expect(try f.run("d", ["--cache", f.cache]).code == 0)
        let afterTheme = try f.cached("d")
        #expect(afterTheme.filter { !$0.value }.keys.sorted() == afterTheme.keys.filter { $0.contains("/core/") }.sorted())
        #expect(afterTheme.filter { !$0.value }.count == 2)
    }

    /// The key holds what decides the bytes, nothing else: a re-indented theme (its keys in
    /// another order), fonts that are byte-identical copies in another folder, and a text-scale
    /// axis whose scale-1 items are the pages without it all come from the cache.
    @Test func onlyWhatChangesThePictureRerenders() throws {
        let f = try Fixture()
        // A theme with its own font file, so the test controls the font's path.
        let fonts = f.dir.appendingPathComponent("fonts-a")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let font = try #require(["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"].first { FileManager.default.fileExists(atPath: $0) })
        try FileManager.default.copyItem(atPath: font, toPath: fonts.appendingPathComponent("brand.ttc").path)
        let themeText = try String(contentsOfFile: f.theme, encoding: .utf8)
        let withFont = themeText.replacingOccurrences(of: #""name": "core","#, with: #""name": "core", "fontFiles": ["fonts-a/brand.ttc"],"#)
        #expect(withFont != themeText, "the fixture theme names itself core")
        try withFont.write(toFile: f.theme, atomically: true, encoding: .utf8)
        let first = try f.run("a", ["--cache", f.cache])
        #expect(first.code == 0 && first.stdout.contains("; 0 from the cache"), "\(first.stdout)\(first.stderr)")
        // Re-indented, one line per key, the theme reads the same: every item hits.
        let reindented = withFont.replacingOccurrences(of: ", \"", with: ",\n    \"")
        #expect(reindented != withFont)
        try reindented.write(toFile: f.theme, atomically: true, encoding: .utf8)
        let second = try f.run("b", ["--cache", f.cache])
        #expect(second.stdout.contains("; 4 from the cache"), "\(second.stdout)")
        // The font copied to another folder, byte for byte, under its name: still every item.
        let moved = f.dir.appendingPathComponent("fonts-b")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fonts.appendingPathComponent("brand.ttc").path, toPath: moved.appendingPathComponent("brand.ttc").path)
        try reindented.replacingOccurrences(of: "fonts-a/", with: "fonts-b/").write(toFile: f.theme, atomically: true, encoding: .utf8)
        let third = try f.run("c", ["--cache", f.cache])
        #expect(third.stdout.contains("; 4 from the cache"), "\(third.stdout)")
        #expect(try f.itemFiles("c") == f.itemFiles("a"))
        // A text-scale axis: its scale-1 items (named -text1) are the pages drawn already.
        let axis = try f.run("d", ["--cache", f.cache, "--text-scales", "1,1.3"])
        let cached = try f.cached("d")
        #expect(axis.code == 0 && cached.count == 8, "\(axis.stderr)")
        #expect(cached.filter { $0.value }.keys.sorted() == cached.keys.filter { $0.hasSuffix("-text1.png") }.sorted(), "\(cached)")
        // Their seats script names the item it belongs to, not the one first cached.
        let item = try #require(cached.keys.first { $0.hasSuffix("-text1.png") })
        let script = try String(contentsOf: f.dir.appendingPathComponent("d").appendingPathComponent(item.replacingOccurrences(of: ".png", with: ".seats.js")), encoding: .utf8)
        #expect(script.hasPrefix("seatmapSeats(\"\(item)\", ["), "\(script.prefix(80))")
        let plain = try String(contentsOf: f.dir.appendingPathComponent("a").appendingPathComponent(item.replacingOccurrences(of: "-text1.png", with: ".seats.js")), encoding: .utf8)
        #expect(script.drop { $0 != "[" } == plain.drop { $0 != "[" })
    }

    /// Another build of the same release never hits: the key holds the running program's build
    /// ID. A copy of the binary whose build-ID note differs in one byte (the same code, as far as
    /// the cache can know, another build) renders everything again.
    @Test func anotherBuildOfTheSameReleaseMisses() throws {
        let f = try Fixture()
        #expect(try f.run("a", ["--cache", f.cache]).code == 0)
        #expect(try f.run("b", ["--cache", f.cache]).stdout.contains("; 4 from the cache"))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Binary.path)))
        // The note: namesz 4, descsz 20, type 3 (NT_GNU_BUILD_ID), "GNU\0", then the 20-byte ID.
        let header: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4E, 0x55, 0]
        let at = try #require((0..<(bytes.count - header.count)).first { i in bytes[i] == 4 && Array(bytes[i..<(i + header.count)]) == header })
        bytes[at + header.count] ^= 0xFF
        let copy = f.dir.appendingPathComponent("seatmap-other-build")
        try Data(bytes).write(to: copy)
        #expect(chmod(copy.path, 0o755) == 0)
        let other = try Binary.run(["batch", "--halls"] + f.halls + ["--themes", "maoyan", f.theme, "--devices", "iphone-se", "--jobs", "2",
                                                                    "--cache", f.cache, "-o", f.dir.appendingPathComponent("c").path], executable: copy.path)
        #expect(other.code == 0 && other.stdout.contains("; 0 from the cache"), "\(other.stdout)\(other.stderr)")
        #expect(try f.itemFiles("c") == f.itemFiles("a"), "the same code draws the same bytes")
    }

    @Test func aDamagedEntryIsRenderedAgainAndReplacedNeverServed() throws {
        let f = try Fixture()
        #expect(try f.run("a", ["--cache", f.cache]).code == 0)
        let reference = try f.itemFiles("a")
        // Truncate one cached image and alter one cached layout.
        let entries = (FileManager.default.enumerator(atPath: f.cache)!.allObjects as! [String]).sorted()
        let image = try #require(entries.first { $0.hasSuffix("image.png") })
        let layout = try #require(entries.last { $0.hasSuffix("layout.json") })
        let imageURL = URL(fileURLWithPath: f.cache).appendingPathComponent(image)
        try Data(try Data(contentsOf: imageURL).prefix(500)).write(to: imageURL)
        let layoutURL = URL(fileURLWithPath: f.cache).appendingPathComponent(layout)
        try Data(try String(contentsOf: layoutURL, encoding: .utf8).replacingOccurrences(of: "available", with: "sold").utf8).write(to: layoutURL)
        let r = try f.run("b", ["--cache", f.cache])
        #expect(r.code == 0 && r.stdout.contains("; 2 from the cache"), "\(r.stdout)")
        #expect(try f.itemFiles("b") == reference)
        let warned = try f.manifestItems("b").filter { ($0["warnings"] as? [String] ?? []).contains { $0.hasPrefix("cache: the entry for this item was damaged") } }
        #expect(warned.count == 2)
        // Said on stderr too, one line per item, naming it: a CI log shows the damage.
        let said = r.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") && $0.contains(": cache: the entry for this item was damaged (") }
        #expect(said.count == 2 && warned.allSatisfy { item in said.contains { $0.hasPrefix("warning: \(item["output"] as! String): ") } }, "\(r.stderr)")
        // Replaced: the next run serves all four, still the same bytes.
        let again = try f.run("c", ["--cache", f.cache])
        #expect(try again.stdout.contains("; 4 from the cache") && f.itemFiles("c") == reference)
    }

    @Test func theCacheStaysWithinItsBoundLeastRecentlyUsedFirst() throws {
        let f = try Fixture()
        #expect(try f.run("a", ["--cache", f.cache]).code == 0)
        func size() throws -> Int {
            let all = FileManager.default.enumerator(atPath: f.cache)!.allObjects as! [String]
            return try all.reduce(0) { $0 + ((try FileManager.default.attributesOfItem(atPath: f.cache + "/" + $1)[.type] as? FileAttributeType) == .typeRegular
                ? (try FileManager.default.attributesOfItem(atPath: f.cache + "/" + $1)[.size] as? Int ?? 0) : 0) }
        }
        let full = try size()
        let r = try f.run("b", ["--cache", f.cache, "--cache-max-size", "\(full / 2)"])
        #expect(r.code == 0 && r.stdout.contains("; 4 from the cache"))
        #expect(try size() <= full / 2 && size() > 0)
        // What is left still serves; what was removed renders again.
        let c = try f.run("c", ["--cache", f.cache])
        #expect(try c.code == 0 && (try f.cached("c").values.contains(true)) && (try f.cached("c").values.contains(false)))
        #expect(try f.itemFiles("c") == f.itemFiles("a"))
        let bad = try f.run("d", ["--cache", f.cache, "--cache-max-size", "lots"])
        #expect(bad.code == 64 && bad.stderr.contains("--cache-max-size: expected a size such as 500M"), "\(bad.stderr)")
        let alone = try f.run("e", ["--cache-max-size", "1G"])
        #expect(alone.code == 64 && alone.stderr.contains("needs --cache DIR"))
    }

    /// Shards sharing one cache at the same time: every file written whole, every item right.
    @Test func concurrentShardsShareOneCache() throws {
        let f = try Fixture()
        #expect(try f.run("ref").code == 0)
        let reference = try f.itemFiles("ref")
        let results = try [1, 2].map { i in
            try Process.run(URL(fileURLWithPath: Binary.path),
                            arguments: ["batch", "--halls"] + f.halls + ["--themes", "maoyan", f.theme, "--devices", "iphone-se",
                                                                         "--shard", "\(i)/2", "--cache", f.cache, "-o", f.dir.appendingPathComponent("s\(i)").path])
        }
        for p in results { p.waitUntilExit(); #expect(p.terminationStatus == 0) }
        var merged: [String: Data] = [:]
        for i in [1, 2] { merged.merge(try f.itemFiles("s\(i)")) { a, _ in a } }
        #expect(merged == reference)
        let again = try f.run("after", ["--cache", f.cache])
        #expect(try again.stdout.contains("; 4 from the cache") && f.itemFiles("after") == reference)
    }
}
