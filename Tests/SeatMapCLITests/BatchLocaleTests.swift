import Foundation
import Testing
import SeatMapCore
import SeatMapTestSupport

/// `seatmap batch --locales`: every item in every locale, the locale a folder level of its path,
/// through the manifest, the re-run command, the gallery, shards and merge, the cache, a
/// baseline and accept — the locale axis everywhere the others are.
@Suite(.serialized) struct BatchLocaleTests {
    static let standard = Binary.sample("standard")

    static func manifest(_ dir: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("manifest.json"))) as? [String: Any])
    }
    static func items(_ dir: URL) throws -> [[String: Any]] { try #require(try manifest(dir)["items"] as? [[String: Any]]) }
    static func seatFrames(_ dir: URL, _ item: String) throws -> [String] {
        let d = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(item))) as? [String: Any])
        return try #require(d["seats"] as? [[String: Any]]).map { "\($0["id"]!) \($0["pixelFrame"]!) \($0["state"]!)" }
    }

    /// Paths gain the locale (tags matched to their tables, each once), the manifest says it
    /// per item and in the request, and each item's command re-renders its exact bytes.
    @Test func itemsGainTheLocaleAndTheirCommandsRedrawThem() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("run")
        let r = try Binary.run(["batch", "--halls", Self.standard, "--devices", "iphone-se", "--locales", "ar-AE,ja", "--locales", "en,ar",
                                "--states", "none,suggest", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let items = try Self.items(out)
        #expect(items.map { $0["output"] as? String ?? "" } == [
            "standard/maoyan/iphone-se/ar-suggest.png", "standard/maoyan/iphone-se/ar.png", "standard/maoyan/iphone-se/en-suggest.png",
            "standard/maoyan/iphone-se/en.png", "standard/maoyan/iphone-se/ja-suggest.png", "standard/maoyan/iphone-se/ja.png",
        ])
        #expect(items.map { $0["locale"] as? String ?? "" } == ["ar", "ar", "en", "en", "ja", "ja"])
        let request = try #require(try Self.manifest(out)["request"] as? [String: Any])
        #expect(request["locales"] as? [String] == ["ar", "ja", "en"])
        // Right to left keeps every seat of the English page.
        #expect(try Self.seatFrames(out, "standard/maoyan/iphone-se/ar-suggest.layout.json")
                == Self.seatFrames(out, "standard/maoyan/iphone-se/en-suggest.layout.json"))
        // The re-run command of an item is `render … --locale ar`, and draws the same bytes.
        let ar = try #require(items.first { $0["output"] as? String == "standard/maoyan/iphone-se/ar-suggest.png" })
        let command = try #require(ar["command"] as? String)
        #expect(command.hasPrefix("seatmap render \(Self.standard) --theme maoyan --device iphone-se --locale ar --suggest 2 -o "), "\(command)")
        let again = dir.appendingPathComponent("again.png").path
        #expect(try Binary.run(["render", Self.standard, "--device", "iphone-se", "--locale", "ar", "--suggest", "2", "-o", again]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: out.appendingPathComponent("standard/maoyan/iphone-se/ar-suggest.png")))
        // The gallery groups a row per locale under its own name and filters by locale.
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<div class=\"rowlabel\">maoyan · العربية (ar, right to left)</div>"))
        #expect(html.contains("data-filter=\"locale\" value=\"ja\" checked> 日本語 (ja)"))
        #expect(html.contains("data-locale=\"en\""))
        let ja = try #require(html.range(of: "rowlabel\">maoyan · 日本語 (ja)")), en = try #require(html.range(of: "rowlabel\">maoyan · English (en)"))
        #expect(ja.lowerBound < en.lowerBound, "rows in --locales order")
    }

    @Test func aTagWithNoTableIsBadUsage() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Binary.run(["batch", "--halls", Self.standard, "--locales", "ar,fr", "-o", dir.appendingPathComponent("o").path])
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("error: --locales: locale \"fr\": SeatMap has no table for it (did you mean \"ar\"?"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o").path))
    }

    /// Shards merge to the single run, a second run against it is unchanged, a changed seat in
    /// one locale is accepted by its four-part path, and the cache keeps locales apart.
    @Test func shardsBaselinesAcceptAndTheCacheKnowTheLocale() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["batch", "--halls", Self.standard, "--devices", "iphone-se", "--locales", "he,ko"]
        let single = dir.appendingPathComponent("single")
        #expect(try Binary.run(base + ["-o", single.path]).code == 0)
        let merged = try BatchMergeTests.shardedAndMerged(base, in: dir, n: 2)
        let one = try BatchMergeTests.tree(single), both = try BatchMergeTests.tree(merged)
        #expect(one.keys.sorted() == both.keys.sorted())
        for (k, v) in one { #expect(both[k] == v, "\(k) differs after the merge") }

        // With a cache: the second run copies every item, and a cached Hebrew page is the Hebrew page.
        let cache = dir.appendingPathComponent("cache").path
        #expect(try Binary.run(base + ["--cache", cache, "-o", dir.appendingPathComponent("c1").path]).code == 0)
        let c2 = dir.appendingPathComponent("c2")
        #expect(try Binary.run(base + ["--cache", cache, "-o", c2.path]).code == 0)
        #expect(try Self.items(c2).allSatisfy { $0["cached"] as? Bool == true })
        #expect(try Data(contentsOf: c2.appendingPathComponent("standard/maoyan/iphone-se/he.png"))
                == Data(contentsOf: single.appendingPathComponent("standard/maoyan/iphone-se/he.png")))
        #expect(try Data(contentsOf: c2.appendingPathComponent("standard/maoyan/iphone-se/he.png"))
                != Data(contentsOf: c2.appendingPathComponent("standard/maoyan/iphone-se/ko.png")))

        // Against the single run: unchanged; a seat whose state changes changes both locales, accepted in one.
        let same = try Binary.run(base + ["--baseline", single.path, "--fail-on-change", "-o", dir.appendingPathComponent("same").path])
        #expect(same.code == 0, "\(same.stderr)")
        var hall = try String(contentsOfFile: Self.standard, encoding: .utf8)
        let available = try #require(hall.range(of: "\"seatId\": \"4_10\""))
        let status = try #require(hall.range(of: "\"status\": 0", range: available.upperBound..<hall.endIndex))
        hall.replaceSubrange(status, with: "\"status\": 1")
        let sold = dir.appendingPathComponent("standard.json").path
        try hall.write(toFile: sold, atomically: true, encoding: .utf8)
        let changedRun = dir.appendingPathComponent("changed")
        let changed = try Binary.run(["batch", "--halls", sold, "--devices", "iphone-se", "--locales", "he,ko", "--baseline", single.path,
                                      "--fail-on-change", "-o", changedRun.path])
        #expect(changed.code == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(try Self.items(changedRun).allSatisfy { ($0["baseline"] as? [String: Any])?["status"] as? String == "changed" })
        let accepted = try Binary.run(["batch", "accept", changedRun.path, "--baseline", single.path, "standard/maoyan/iphone-se/he.png"])
        #expect(accepted.code == 0, "\(accepted.stderr)")
        #expect(try Data(contentsOf: single.appendingPathComponent("standard/maoyan/iphone-se/he.png"))
                == Data(contentsOf: changedRun.appendingPathComponent("standard/maoyan/iphone-se/he.png")))
    }

    /// Stories on the axis: every frame in every locale, the Arabic confirm found by its target.
    @Test func flowsPlayInEveryLocale() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = try FlowCommandTests.story(dir, """
        {"name": "buy", "hall": "\(Self.standard)", "steps": [{"tap": "7_10"}, {"tap": "7_11"}, {"tapAt": {"element": "confirm"}}]}
        """, name: "buy.json")
        let out = dir.appendingPathComponent("o")
        let r = try Binary.run(["batch", "--flows", story, "--devices", "iphone-se", "--locales", "ar,th", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let items = try Self.items(out)
        #expect(items.count == 8)
        #expect(items.map { $0["output"] as? String ?? "" }.contains("flow-buy/maoyan/iphone-se/ar-step-03.png"))
        for locale in ["ar", "th"] {
            let last = try #require(items.first { $0["output"] as? String == "flow-buy/maoyan/iphone-se/\(locale)-step-03.png" })
            let outcome = (last["flow"] as? [String: Any])?["outcome"] as? String ?? ""
            #expect(outcome.contains("order placed"), "\(locale): \(outcome)")
        }
    }
}
