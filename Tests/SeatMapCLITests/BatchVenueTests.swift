import Foundation
import Testing
import SeatMapCore
import SeatMapTestSupport

/// Venue files in `seatmap batch --halls`: with `--mode full` each item is the venue's whole map,
/// the bytes `render VENUE --mode full` writes, with its layout and gallery seats, in every
/// theme, locale and suggestion, compared with a baseline seat by seat; what a venue map cannot
/// show fails its own item saying why, beside the halls that render.
@Suite(.serialized) struct BatchVenueTests {
    static let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
    static let standard = Binary.sample("standard")

    static func items(_ dir: URL) throws -> [[String: Any]] { try BatchLocaleTests.items(dir) }
    static func item(_ dir: URL, _ output: String) throws -> [String: Any] {
        try #require(try items(dir).first { $0["output"] as? String == output }, "no item \(output)")
    }

    @Test func venueItemsAreTheWholeMapAsRenderDrawsIt() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("run")
        let r = try Binary.run(["batch", "--halls", Self.theatre, Self.standard, "--mode", "full", "--scale", "0.3", "--themes", "maoyan,dark",
                                "--states", "none,suggest2", "--locales", "zh-Hans,ar", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try Self.items(out).count == 16)
        let venueItem = try Self.item(out, "theatre/dark/iphone-15/ar-suggest.png")
        #expect(venueItem["status"] as? String == "ok")
        #expect((venueItem["hall"] as? [String: Any])?["sha256"] as? String != nil, "the venue file's hash is its input's")
        // Its command draws the same bytes.
        let command = try #require(venueItem["command"] as? String)
        #expect(command.hasPrefix("seatmap render \(Self.theatre) --theme dark --device iphone-15 --locale ar --suggest 2 --mode full --scale 0.3 -o "), "\(command)")
        let again = dir.appendingPathComponent("again.png").path
        #expect(try Binary.run(["render", Self.theatre, "--theme", "dark", "--locale", "ar", "--suggest", "2", "--mode", "full", "--scale", "0.3", "-o", again]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: out.appendingPathComponent("theatre/dark/iphone-15/ar-suggest.png")))
        // The layout is the venue's, with the suggestion selected; the gallery has its seats.
        let layout = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("theatre/dark/iphone-15/ar-suggest.layout.json"))) as? [String: Any])
        #expect(layout["level"] as? String == "seats")
        #expect((layout["selected"] as? [String])?.count == 2)
        let seats = try String(contentsOf: out.appendingPathComponent("theatre/dark/iphone-15/ar-suggest.seats.js"), encoding: .utf8)
        #expect(seats.hasPrefix("seatmapSeats(\"theatre/dark/iphone-15/ar-suggest.png\", [\n{\"id\": \"左区-1-1\", \"state\": \"available\", \"price\": \"\", \"frame\": ["), "\(seats.prefix(200))")
    }

    @Test func whatAVenueMapCannotShowFailsItsOwnItems() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The phone page (--mode screen, the default): the venue's item is the page `render`
        // draws, byte for byte; a zone highlight (a grid's price zones) fails its own item.
        let screen = dir.appendingPathComponent("screen")
        let s = try Binary.run(["batch", "--halls", Self.theatre, Self.standard, "--states", "none,suggest2,zone1", "-o", screen.path])
        #expect(s.code == 1)
        #expect(try Self.item(screen, "standard/maoyan/iphone-15.png")["status"] as? String == "ok")
        #expect(try Self.item(screen, "theatre/maoyan/iphone-15.png")["status"] as? String == "ok")
        let single = dir.appendingPathComponent("single.png").path
        #expect(try Binary.run(["render", Self.theatre, "--suggest", "2", "-o", single]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: single)) == (try Data(contentsOf: screen.appendingPathComponent("theatre/maoyan/iphone-15-suggest.png"))))
        let failed = try Self.item(screen, "theatre/maoyan/iphone-15-zone1.png")
        #expect((failed["error"] as? [String])?.first == "\(Self.theatre): zone1: a venue has no price zones to highlight (its seats have categories)", "\(failed)")
        // A zone highlight, a zoom: not drawn as something else.
        let other = dir.appendingPathComponent("other")
        let o = try Binary.run(["batch", "--halls", Self.theatre, "--mode", "full", "--scale", "0.3", "--states", "zone1", "--zooms", "2", "-o", other.path])
        #expect(o.code == 1)
        #expect((try Self.item(other, "theatre/maoyan/iphone-15-zone1-zoom2.png")["error"] as? [String])?.first
                == "\(Self.theatre): --zooms does not apply to a venue map (it is drawn whole)")
        // A seats.io chart is to be imported first.
        let chart = dir.appendingPathComponent("chart.json").path
        try #"{"subChart": {"rows": []}}"#.write(toFile: chart, atomically: true, encoding: .utf8)
        let c = try Binary.run(["batch", "--halls", chart, "--mode", "full", "-o", dir.appendingPathComponent("chart").path])
        #expect(c.code == 1)
        #expect(c.stderr.contains("a seats.io chart (seats at coordinates): seatmap import \(chart) -o VENUE.json makes it a venue file"), "\(c.stderr)")
    }

    /// Against a baseline: unchanged, through the cache too; then a seat sold meanwhile is a
    /// change named by its section, row and seat, and the cache does not serve the old map.
    @Test func aBaselineNamesAVenuesChangedSeats() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let venue = dir.appendingPathComponent("theatre.json").path
        let text = try String(contentsOfFile: Self.theatre, encoding: .utf8)
        try text.write(toFile: venue, atomically: true, encoding: .utf8)
        let base = ["batch", "--halls", venue, "--mode", "full", "--scale", "0.3"]
        let first = dir.appendingPathComponent("first")
        #expect(try Binary.run(base + ["-o", first.path]).code == 0)
        let cache = dir.appendingPathComponent("cache").path
        for (run, cached) in [("same", false), ("again", true)] {
            let out = dir.appendingPathComponent(run)
            let same = try Binary.run(base + ["--baseline", first.path, "--fail-on-change", "--cache", cache, "-o", out.path])
            #expect(same.code == 0, "\(same.stderr)")
            #expect(try Self.item(out, "theatre/maoyan/iphone-15.png")["cached"] as? Bool == cached, "\(run)")
            #expect(try Data(contentsOf: out.appendingPathComponent("theatre/maoyan/iphone-15.png"))
                    == Data(contentsOf: first.appendingPathComponent("theatre/maoyan/iphone-15.png")))
            #expect(try Data(contentsOf: out.appendingPathComponent("theatre/maoyan/iphone-15.seats.js"))
                    == Data(contentsOf: first.appendingPathComponent("theatre/maoyan/iphone-15.seats.js")))
        }
        // Another locale is another entry.
        let ar = dir.appendingPathComponent("ar")
        #expect(try Binary.run(base + ["--cache", cache, "--locales", "ar", "-o", ar.path]).code == 0)
        #expect(try Self.item(ar, "theatre/maoyan/iphone-15/ar.png")["cached"] as? Bool == false)
        // 中区-1-5 sold meanwhile.
        var sold = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        var rows = sold["rows"] as! [[String: Any]]
        for r in rows.indices {
            var seats = rows[r]["seats"] as! [[String: Any]]
            for k in seats.indices where seats[k]["id"] as? String == "中区-1-5" { seats[k]["status"] = "sold" }
            rows[r]["seats"] = seats
        }
        sold["rows"] = rows
        try JSONSerialization.data(withJSONObject: sold).write(to: URL(fileURLWithPath: venue))
        let changed = dir.appendingPathComponent("changed")
        let c = try Binary.run(base + ["--baseline", first.path, "--fail-on-change", "--cache", cache, "-o", changed.path])
        #expect(c.code == 1, "\(c.stderr)")
        let item = try Self.item(changed, "theatre/maoyan/iphone-15.png")
        #expect(item["cached"] as? Bool == false)
        #expect((item["baseline"] as? [String: Any])?["status"] as? String == "changed")
        let seats = try #require(item["changedSeats"] as? [[String: Any]])
        #expect(seats.map { $0["id"] as? String } == ["中区-1-5"], "\(seats)")
        #expect(seats.first?["label"] as? String == "中区 1排5号", "\(seats)")
    }
}
