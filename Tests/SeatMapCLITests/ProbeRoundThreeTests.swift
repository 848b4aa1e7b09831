import Testing
import Foundation
import SeatMapCore
import SeatMapPNG

/// The third probe's findings that are not venue-specific, each as it was reproduced.
@Suite struct ProbeRoundThreeTests {
    /// `seatmap diff` of two APNGs compared only the default image (the first frame): two flow
    /// recordings that differ in a later frame gave "images match", exit 0. Animated input is
    /// refused by name, whichever side it is on.
    @Test func diffRefusesAnimatedPNGsByName() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        let out = dir.appendingPathComponent("flow").path
        let flow = try Binary.run(["flow", story, "--device", "375x667@1", "-o", out])
        #expect(flow.code == 0, "\(flow.stderr)")
        let animated = out + "/flow.png", still = out + "/step-00.png"
        let frames = try APNG.frameInfo(Array(try Data(contentsOf: URL(fileURLWithPath: animated)))).frames
        #expect(frames > 1)
        for (a, b, named) in [(animated, animated, animated), (still, animated, animated), (animated, still, animated)] {
            let diff = try Binary.run(["diff", a, b])
            #expect(diff.code == 65, "\(diff.stdout)\(diff.stderr)")
            #expect(diff.stderr.hasPrefix("error: \(named): an animated PNG (\(frames) frames): diff compares still images, never only an animation's first frame"), "\(diff.stderr)")
            #expect(!diff.stdout.contains("match"))
        }
        #expect(try Binary.run(["diff", still, still]).code == 0)
    }

    /// Venue files had no seat limit (a million seats: validate 565 MiB, `layout --mode full`
    /// 3 GiB). They hold a hall's 200,000 at most, refused at the first seat past it.
    @Test func aVenueFileOverTheSeatLimitIsRefusedAtTheSeatPastIt() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func row(_ r: Int, _ n: Int) -> String {
            "{\"label\": \"R\(r)\", \"seats\": [" + (0..<n).map { "{\"id\": \"\(r)-\($0)\", \"label\": \"\($0)\", \"x\": \($0 * 44), \"y\": \(r * 44)}" }.joined(separator: ",") + "]}"
        }
        let rows = (0..<400).map { row($0, 500) } + [row(400, 1)]
        let file = dir.appendingPathComponent("big.json")
        try Data(("{\"format\": \"seatmap-venue\", \"version\": 1, \"rows\": [\n" + rows.joined(separator: ",\n") + "]}").utf8).write(to: file)
        let v = try Binary.run(["validate", file.path])
        #expect(v.code == 1 && (v.stdout + v.stderr).contains(":402:29: rows[400].seats[0]: seat 200001: a venue file holds at most 200000 seats (the limit a hall has)"), "\((v.stdout + v.stderr).prefix(400))")
        let never = dir.appendingPathComponent("never.png").path
        let r = try Binary.run(["render", file.path, "-o", never])
        #expect(r.code == 65 && r.stderr.contains("rows[400].seats[0]: seat 200001: a venue file holds at most 200000 seats"), "\(r.stderr.prefix(400))")
        #expect(!FileManager.default.fileExists(atPath: never))
    }
}

/// Venue imports and floors cost what they hold (issue 69, item 6), and every venue import stops
/// at a venue's seat limit (item 7); `diff` of files of other sizes reads them a row at a time
/// (item 10). The times are in Benchmarks/worst-case.sh; these are the outcomes.
@Suite struct VenueCostTests {
    /// A seats.io chart of 200,001 seats was imported and written, then refused by `validate`:
    /// the import stops at the seat past the limit, located, and writes nothing.
    @Test func aSeatsIOChartOverTheSeatLimitIsRefusedAtTheSeatPastIt() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rows = (0..<401).map { r in
            "{\"label\": \"R\(r)\", \"seats\": [" + (0..<(r == 400 ? 1 : 500)).map { "{\"x\": \($0 * 21), \"y\": \(r * 21)}" }.joined(separator: ",") + "]}"
        }
        let file = dir.appendingPathComponent("chart.json"), out = dir.appendingPathComponent("venue.json").path
        try Data(("{\"subChart\": {\"rows\": [\n" + rows.joined(separator: ",\n") + "]}}").utf8).write(to: file)
        let r = try Binary.run(["import", file.path, "-o", out])
        #expect(r.code == 65, "\(r.stderr.prefix(300))")
        #expect(r.stderr.contains("chart.json:402:") && r.stderr.contains("subChart.rows[400].seats[0]: seat 200001: a venue file holds at most 200000 seats (the limit a hall has)"), "\(r.stderr.prefix(400))")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A list read through a positions mapping: the same limit, at the same seat.
    @Test func aPositionsListOverTheSeatLimitIsRefusedAtTheSeatPastIt() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("list.json"), map = dir.appendingPathComponent("map.json")
        try Data(("[" + (0...200_000).map { "{\"r\": \($0 / 500), \"x\": \($0 % 500 * 21), \"y\": \($0 / 500 * 21)}" }.joined(separator: ",\n") + "]").utf8).write(to: list)
        try Data(#"{"x": "x", "y": "y", "row": "r"}"#.utf8).write(to: map)
        let r = try Binary.run(["import", list.path, "--map", map.path])
        #expect(r.code == 65, "\(r.stderr.prefix(300))")
        #expect(r.stderr.contains("list.json:200001:") && r.stderr.contains("[200000]: seat 200001: a venue file holds at most 200000 seats"), "\(r.stderr.prefix(400))")
    }

    /// A venue of many floors: each floor's elements found in one pass (20,000 floors took 50 s
    /// to validate, 66 s to render), drawn as before, and the warning naming them stays one short
    /// line.
    @Test func manyFloorsAreStackedAndTheirWarningStaysShort() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let n = 2_000
        let floors = (0..<n).map { "{\"id\": \"f\($0)\", \"label\": \"F\($0)\"}" }.joined(separator: ",")
        let rows = (0..<n).map { "{\"label\": \"1\", \"floor\": \"f\($0)\", \"seats\": [{\"id\": \"s\($0)\", \"label\": \"1\", \"x\": 0, \"y\": 0}, {\"id\": \"t\($0)\", \"label\": \"2\", \"x\": 20, \"y\": 0}]}" }.joined(separator: ",")
        let file = dir.appendingPathComponent("floors.json")
        try Data("{\"format\": \"seatmap-venue\", \"version\": 1, \"seatPitch\": 20, \"floors\": [\(floors)], \"rows\": [\(rows)]}".utf8).write(to: file)
        let v = try Binary.run(["validate", file.path])
        #expect(v.code == 0, "\(v.stderr.prefix(300))")
        #expect(v.stderr.contains("the venue has 2000 floors (F0, F1, F2, F3, F4, F5, F6, F7, … 1992 more): drawn one above the other"), "\(v.stderr.prefix(400))")
        #expect(v.stderr.count < 600)
        // Each floor stands below the one before it, 3 pitches apart, under its title.
        let layout = try Binary.run(["layout", file.path, "--mode", "full", "--scale", "0.1"])
        #expect(layout.code == 0, "\(layout.stderr.prefix(300))")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let seats = try #require(json["seats"] as? [[String: Any]])
        let ys = Dictionary(uniqueKeysWithValues: seats.compactMap { s -> (String, Double)? in
            guard let id = s["id"] as? String, let f = s["designFrame"] as? [Double] else { return nil }
            return (id, f[1])
        })
        #expect(ys.count == 2 * n)
        let steps = (1..<n).compactMap { i in ys["s\(i)"].flatMap { a in ys["s\(i - 1)"].map { a - $0 } } }
        #expect(steps.count == n - 1)
        #expect(Set(steps.map { ($0 * 1000).rounded() }).count == 1 && steps[0] > 0, "\(steps.prefix(4))")
        #expect(ys["t7"] == ys["s7"])
    }
}
