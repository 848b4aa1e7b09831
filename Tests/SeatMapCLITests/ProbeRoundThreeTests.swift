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
}
