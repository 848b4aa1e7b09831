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
