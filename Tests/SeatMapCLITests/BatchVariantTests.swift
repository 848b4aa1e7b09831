import Foundation
import Testing
import SeatMapTestSupport

/// Batch defaults like `render`, cleans up after earlier runs when asked, and compares what it
/// rendered unless every baseline item is required.
@Suite struct BatchVariantTests {
    @Test func themesDefaultToMaoyanAndDevicesToIphone15() throws {
        let out = try Binary.tempDir().appendingPathComponent("b").path
        let r = try Binary.run(["batch", "--halls", Binary.sample("studio"), "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/studio/maoyan/iphone-15.png"))
    }

    @Test func cleanRemovesWhatAnEarlierRunLeft() throws {
        let out = try Binary.tempDir().appendingPathComponent("b")
        let hall = Binary.sample("studio")
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan,dark", "--devices", "iphone-se", "-o", out.path]).code == 0)
        let mine = out.appendingPathComponent("notes.txt")
        try "keep me".write(to: mine, atomically: true, encoding: .utf8)
        // Without --clean the dark items stay behind; with it they are gone, and other files stay.
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "-o", out.path]).code == 0)
        #expect(FileManager.default.fileExists(atPath: out.path + "/studio/dark/iphone-se.png"))
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "--clean", "-o", out.path]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: out.path + "/studio/dark"))
        #expect(FileManager.default.fileExists(atPath: out.path + "/studio/maoyan/iphone-se.png"))
        #expect(FileManager.default.fileExists(atPath: mine.path))
    }

    @Test func aSubsetComparesWhatItRenderedUnlessEveryItemIsRequired() throws {
        let dir = try Binary.tempDir()
        let base = dir.appendingPathComponent("base").path
        let hall = Binary.sample("studio")
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan,dark,print", "--devices", "iphone-se", "-o", base]).code == 0)
        let subset = ["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "--baseline", base, "--fail-on-change"]
        let r = try Binary.run(subset + ["-o", dir.appendingPathComponent("a").path, "--junit", dir.appendingPathComponent("a.xml").path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: 2 baseline items were not rendered in this run and not compared") && !r.stderr.contains("missing:"))
        #expect(try String(contentsOfFile: dir.appendingPathComponent("a.xml").path, encoding: .utf8).contains("<skipped "))
        let strict = try Binary.run(subset + ["--require-all", "-o", dir.appendingPathComponent("b").path])
        #expect(strict.code == 1)
        #expect(strict.stderr.contains("missing: studio/dark/iphone-se.png") && strict.stderr.contains("missing: studio/print/iphone-se.png"))
    }

    /// `--zooms`, `--offsets` and `--selected` add view variants, crossed with the rest: named in
    /// the file, the manifest and the gallery, reproducible by their rerun command, and shards of
    /// them merge into the single run's folder.
    @Test func zoomOffsetAndSelectionVariants() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = Binary.sample("standard")
        let args = ["batch", "--halls", hall, "--devices", "iphone-se", "--zooms", "fit,1", "--offsets", "centre", "--offsets", "260,420",
                    "--selected", "none", "--selected", "7_10,7_11"]
        let single = dir.appendingPathComponent("single")
        let r = try Binary.run(args + ["-o", single.path])
        #expect(r.code == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: single.path + "/standard/maoyan").filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 8)
        #expect(names.contains("iphone-se-zoom1-offset260_420-selected7_10-7_11.png"))
        #expect(names.contains("iphone-se-zoomfit-offsetcentre-selectednone.png"))

        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: single.appendingPathComponent("manifest.json"))) as? [String: Any])
        let items = try #require(manifest["items"] as? [[String: Any]])
        let item = try #require(items.first { ($0["output"] as? String)?.hasSuffix("zoom1-offset260_420-selected7_10-7_11.png") == true })
        #expect(item["zoom"] as? String == "1")
        #expect(item["offset"] as? [Double] == [260, 420])
        #expect(item["selected"] as? [String] == ["7_10", "7_11"])
        let command = try #require(item["command"] as? String)
        #expect(command.contains("--zoom 1 --offset 260,420 --selected 7_10,7_11"), "\(command)")
        // The rerun command makes the same bytes.
        var words = command.split(separator: " ").map(String.init).dropFirst()
        let o = try #require(words.firstIndex(of: "-o"))
        words[o + 1] = dir.appendingPathComponent("again.png").path
        #expect(try Binary.run(Array(words)).code == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("again.png"))
                == Data(contentsOf: single.appendingPathComponent(item["output"] as! String)))
        // The selection is drawn: the zoomed, selected page differs from the zoomed, unselected one.
        #expect(try Data(contentsOf: single.appendingPathComponent("standard/maoyan/iphone-se-zoom1-offset260_420-selectednone.png"))
                != Data(contentsOf: single.appendingPathComponent(item["output"] as! String)))
        let gallery = try String(contentsOf: single.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.contains("zoom 1 · offset 260,420 · 7_10 7_11"))

        // Three shards merge into the single run's images, manifest items and gallery.
        let merged = try BatchMergeTests.shardedAndMerged(args, in: dir, n: 3)
        #expect(try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8) == gallery)

        let badZoom = try Binary.run(["batch", "--halls", hall, "--zooms", "fit,9", "-o", dir.appendingPathComponent("x").path])
        #expect(badZoom.code == 64 && badZoom.stderr.contains("--zooms"), "\(badZoom.stderr)")
    }

    /// Page states are an axis like the others: `--toast` (each occurrence a variant, `none` the
    /// page without one) and a suggestion over a selection (`--selected` with `--states
    /// suggestN`: the dialog asking to replace it), each item the bytes its manifest command
    /// renders, cached, and merged from shards like any view.
    @Test func toastsAndTheReplaceDialogAreBatchAxes() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = Binary.sample("standard")
        let cache = dir.appendingPathComponent("cache").path
        let args = ["batch", "--halls", hall, "--devices", "iphone-se", "--states", "none,suggest3", "--selected", "5_5,5_6",
                    "--toast", "none", "--toast", "座位已售出，请重新选择"]
        let out = dir.appendingPathComponent("a")
        let r = try Binary.run(args + ["--cache", cache, "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path + "/standard/maoyan").filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["iphone-se-selected5_5-5_6-toast座位已售出，请重新选择.png", "iphone-se-selected5_5-5_6.png",
                          "iphone-se-suggest3-selected5_5-5_6-toast座位已售出，请重新选择.png", "iphone-se-suggest3-selected5_5-5_6.png"], "\(names)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let items = try #require(manifest["items"] as? [[String: Any]])
        let dialog = try #require(items.first { ($0["output"] as? String) == "standard/maoyan/iphone-se-suggest3-selected5_5-5_6-toast座位已售出，请重新选择.png" })
        #expect(dialog["toast"] as? String == "座位已售出，请重新选择")
        let request = try #require(manifest["request"] as? [String: Any])
        #expect((request["toasts"] as? [Any])?.count == 2 && (request["toasts"] as? [Any])?.first is NSNull, "\(request)")
        // Each item is what its command renders: the dialog with the toast clear of it.
        for item in items {
            let command = try #require(item["command"] as? String)
            let words = try #require(Self.shellWords(command))
            var argv = Array(words.dropFirst())
            let o = try #require(argv.firstIndex(of: "-o"))
            argv[o + 1] = dir.appendingPathComponent("again.png").path
            let again = try Binary.run(argv)
            #expect(again.code == 0, "\(command): \(again.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("again.png")) == Data(contentsOf: out.appendingPathComponent(item["output"] as! String)), "\(command)")
            if item["output"] as? String == dialog["output"] as? String {
                #expect(command.contains("--selected 5_5,5_6 --suggest 3") || command.contains("--suggest 3") && command.contains("--selected 5_5,5_6"), "\(command)")
                let layout = try String(contentsOf: out.appendingPathComponent((item["output"] as! String).replacingOccurrences(of: ".png", with: ".layout.json")), encoding: .utf8)
                #expect(layout.contains("\"dialog\"") && layout.contains("\"toast\""), "the page has both")
            }
        }
        // Four different pages.
        let bytes = try Set(items.map { try Data(contentsOf: out.appendingPathComponent($0["output"] as! String)) })
        #expect(bytes.count == 4)
        // Cached: a second run copies all four.
        let second = try Binary.run(args + ["--cache", cache, "-o", dir.appendingPathComponent("b").path])
        #expect(second.stdout.contains("; 4 from the cache"), "\(second.stdout)")
        // Shards merge into the same gallery.
        var shards: [String] = []
        for i in 1...2 {
            let d = dir.appendingPathComponent("shard\(i)").path
            #expect(try Binary.run(args + ["--shard", "\(i)/2", "-o", d]).code == 0)
            shards.append(d)
        }
        let merged = dir.appendingPathComponent("merged")
        #expect(try Binary.run(["batch", "merge"] + shards + ["-o", merged.path]).code == 0)
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.contains("toast “座位已售出，请重新选择”"))
        #expect(try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8) == gallery.replacingOccurrences(of: "; 0 from the cache", with: ""))
        let empty = try Binary.run(["batch", "--halls", hall, "--toast", " ", "-o", dir.appendingPathComponent("x").path])
        #expect(empty.code == 64 && empty.stderr.contains("--toast: the text is empty"), "\(empty.stderr)")
    }

    /// Words of a command as `ShellQuoting` writes it (plain words and '…' quoted ones).
    static func shellWords(_ command: String) -> [String]? {
        var words: [String] = [], word = "", quoted = false, any = false
        for c in command {
            if quoted { if c == "'" { quoted = false } else { word.append(c) }; continue }
            switch c {
            case "'": quoted = true; any = true
            case " ": if any || !word.isEmpty { words.append(word) }; word = ""; any = false
            case "\\": return nil
            default: word.append(c)
            }
        }
        if any || !word.isEmpty { words.append(word) }
        return quoted ? nil : words
    }
}
