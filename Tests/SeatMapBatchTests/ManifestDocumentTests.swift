import Testing
import SeatMapCore
@testable import SeatMapBatch

/// `manifest.json` read back as values, every wrong field named with its line and column.
@Suite struct ManifestDocumentTests {
    static let good = """
    {"version": 1, "shard": [1, 2], "request": {"halls": ["a.json"], "baseline": "base"},
     "counts": {}, "missing": ["h/t/gone.png"],
     "items": [
      {"output": "h/t/iphone-15.png", "status": "ok", "layout": "h/t/iphone-15.layout.json",
       "baseline": {"status": "changed"}, "fonts": []},
      {"output": "h/t/iphone-se.png", "status": "failed"}
     ],
     "timingsMs": {"h/t/iphone-15.png": 12.5}}
    """

    @Test func decodesEveryFieldTheReadersUse() throws {
        let m = try ManifestDocument.decode(Array(Self.good.utf8))
        #expect(m.version == 1 && m.shard.index == 1 && m.shard.count == 2)
        #expect(m.requestBaseline == "base")
        #expect(m.missing == ["h/t/gone.png"])
        #expect(m.items.map(\.output) == ["h/t/iphone-15.png", "h/t/iphone-se.png"])
        #expect(m.items.map(\.status) == [.ok, .failed])
        #expect(m.items[0].layoutFile == "h/t/iphone-15.layout.json" && m.items[1].layout == nil)
        #expect(m.items[0].baselineStatus == "changed" && m.items[1].baselineStatus == nil)
        #expect(m.timings == ["h/t/iphone-15.png": 12.5])
        // The entry as written, for accept to copy unchanged.
        #expect(m.items[0].json["fonts"]?.arrayElements?.isEmpty == true)
    }

    /// Replaces the first `old` in the good manifest and returns the decoding error's text.
    func error(_ old: String, _ new: String) -> String {
        let text = Self.good.replacingFirst(old, with: new)
        do { _ = try ManifestDocument.decode(Array(text.utf8)); return "decoded" } catch { return error.description }
    }

    @Test func wrongTypesAreLocated() {
        #expect(error(#""output": "h/t/iphone-se.png""#, #""output": 5"#) == "manifest.json:6:14: items[1].output: expected a string, found a number")
        #expect(error(#""status": "failed""#, #""status": "lost""#) == #"manifest.json:6:45: items[1].status: expected "ok" or "failed", found "lost""#)
        #expect(error(#""layout": "h/t/iphone-15.layout.json""#, #""layout": 3"#) == "manifest.json:4:61: items[0].layout: expected a layout file's path (or the layout object), found a number")
        #expect(error(#""shard": [1, 2]"#, #""shard": [3, 2]"#) == "manifest.json:1:25: shard: shard 3/2 is not a shard")
        #expect(error(#""shard": [1, 2]"#, #""shard": [1, 1e30]"#) == "manifest.json:1:29: shard[1]: expected a whole number, found 1e+30")
        #expect(error(#""shard": [1, 2]"#, #""shard": [1, 1.5]"#) == "manifest.json:1:29: shard[1]: expected a whole number, found 1.5")
        #expect(error(#""version": 1"#, #""version": 2"#) == "manifest.json:1:13: version: version 2; this SeatMap reads version 1")
        #expect(error(#""missing": ["h/t/gone.png"]"#, #""missing": [7]"#) == "manifest.json:2:28: missing[0]: expected a string, found a number")
        #expect(error(#"{"output": "h/t/iphone-se.png", "status": "failed"}"#, #"{"status": "failed"}"#) == "manifest.json:6:3: items[1]: missing \"output\"")
        #expect(error(#"12.5"#, #""fast""#) == "manifest.json:8:37: timingsMs.h/t/iphone-15.png: expected a number, found a string")
        #expect(error("{\"version\"", "[{\"version\"").hasPrefix("manifest.json:"))
    }
}

private extension String {
    func replacingFirst(_ old: String, with new: String) -> String {
        guard let r = range(of: old) else { return self }
        return replacingCharacters(in: r, with: new)
    }
}
