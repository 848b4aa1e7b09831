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
        #expect(m.timingsByOutput == ["h/t/iphone-15.png": 12.5])
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

/// The manifest is one `Codable` type: what a batch writes reads back to the same values and
/// writes back to the same bytes.
@Suite struct ManifestRoundTripTests {
    static let source = """
    {
     "version": 1,
     "shard": [1, 1],
     "request": {"halls": ["h.json"], "themes": ["maoyan"], "devices": ["iphone-15"], "states": ["none"], "mode": "screen", "scale": null, \
    "zooms": ["fit", "1.5"], "offsets": ["centre", "10,20"], "toasts": ["hi", null], "baseline": null, "inputs": {"halls": [["h.json", null]], \
    "themes": [["maoyan", "ab"]]}},
     "counts": {"items": 1, "failed": 0, "changed": 1, "new": 0, "unchanged": 0, "missing": 0},
     "missing": [],
     "items": [
      {
       "output": "h/maoyan/iphone-15-zoom1.5-offset10_20.png",
       "status": "ok",
       "hall": {"path": "h.json", "sha256": null},
       "theme": {"name": "maoyan", "source": "maoyan", "sha256": "ab"},
       "device": {"name": "iphone-15", "width": 393, "height": 852, "scale": 3},
       "state": "none",
       "zoom": "1.5",
       "offset": [10, 20.5],
       "toast": "hi",
       "command": "seatmap render h.json",
       "flow": {"story": "s.json", "name": "s", "step": 2, "action": "tap 7_10", "outcome": null},
       "image": [1179, 2556],
       "sha256": "cd",
       "cached": false,
       "warnings": ["a warning"],
       "audit": {"passes": false, "failures": ["small"]},
       "fonts": [],
       "baseline": {"status": "changed", "diffPixels": 12, "summary": "12 px", "otherPixels": 0, "seatCount": 300, "pageWide": false},
       "changedSeats": [{"id": "7_10"}],
       "layout": "h/maoyan/iphone-15-zoom1.5-offset10_20.layout.json"
      }
     ],
     "timingsMs": {"h/maoyan/iphone-15-zoom1.5-offset10_20.png": 12.5}
    }
    """

    /// The source as a batch lays it out (`BatchManifest.lineDepth`).
    static var written: String { get throws { try JSONParser.parse(source).serialized(lineDepth: BatchManifest.lineDepth) } }

    @Test func aWrittenManifestReadsBackToTheSameBytes() throws {
        let written = try Self.written
        let m = try ManifestDocument.decode(Array(written.utf8))
        #expect(try m.serialized() == written)
    }

    @Test func everyFieldIsReadAsAValue() throws {
        let m = try ManifestDocument.decode(Array(Self.written.utf8))
        let item = try #require(m.items.first)
        #expect(item.hall?.path == "h.json" && item.hall?.sha256 == nil && item.theme?.sha256 == "ab")
        #expect(item.device?.width == 393 && item.device?.scale == 3)
        #expect(item.view.zoom?.text == "1.5" && item.view.offset == .some(Point(x: 10, y: 20.5)) && item.view.toast == "hi")
        #expect(item.flow?.step == 2 && item.flow?.outcome == nil)
        #expect(item.image?.width == 1179 && item.warnings == ["a warning"] && item.audit?.failures == ["small"])
        #expect(item.baseline?.diffPixels == 12 && item.baseline?.pageWide == false && item.baselineStatus == "changed")
        #expect(m.request.views.toasts == ["hi", nil] && m.request.themeInputs.first?.1 == "ab" && m.request.scale == nil)
        #expect(m.request.views.views?.count == 8)
        #expect(m.counts?.changed == 1 && m.timingsByOutput[item.output] == 12.5)
    }

    @Test func aWrongViewFieldIsLocated() throws {
        let text = Self.source.replacingOccurrences(of: #""zoom": "1.5""#, with: #""zoom": "huge""#)
        #expect(throws: (any Error).self) { try ManifestDocument.decode(Array(text.utf8)) }
        do { _ = try ManifestDocument.decode(Array(text.utf8)) } catch {
            #expect(error.description == #"manifest.json:15:12: items[0].zoom: expected fit, contain or a zoom scale, found "huge""#)
        }
    }
}
