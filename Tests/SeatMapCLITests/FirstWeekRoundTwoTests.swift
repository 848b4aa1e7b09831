import Testing
import Foundation
import SeatMapCore

/// A team's first week, round two: nothing a CI run skips in silence. Each as it was reproduced.
@Suite struct FirstWeekRoundTwoTests {
    static let never = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-never-\(UUID().uuidString)").path

    /// `batch --flows story.json --text-scales 1,2` drew every frame at text scale 1 while the
    /// manifest recorded both: every axis a story makes itself is refused with --flows.
    @Test func anAxisFlowsIgnoreIsRefusedForThem() throws {
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        let cases: [([String], String)] = [
            (["--text-scales", "1,2"], "--text-scales (a story's \"textScale\" sets it) does not apply to --flows"),
            (["--zooms", "2"], "--zooms (a story's {\"zoom\": …} step zooms) does not apply to --flows"),
            (["--selected", "5_5"], "--selected (a story's taps select) does not apply to --flows"),
            (["--states", "suggest2"], "--states (a story's steps make its states) does not apply to --flows"),
            (["--toast", "hi"], "--toast (a story's steps show toasts) does not apply to --flows"),
        ]
        for (extra, message) in cases {
            let r = try Binary.run(["batch", "--flows", story] + extra + ["-o", Self.never])
            #expect(r.code == 64 && r.stderr.hasPrefix("error: \(message): their frames would be drawn without it"), "\(extra): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: Self.never))
        }
        // Themes, devices and locales do cross a story's frames.
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ok = try Binary.run(["batch", "--flows", story, "--devices", "iphone-se", "--locales", "en", "-o", dir.appendingPathComponent("b").path])
        #expect(ok.code == 0, "\(ok.stderr)")
    }

    /// `batch --themes maoyan,darkk` rendered, failed that item and exited 1: a theme that is
    /// neither built in nor a file is bad usage with its near miss, before anything renders.
    @Test func anUnknownThemeNameIsBadUsageBeforeAnythingRenders() throws {
        let r = try Binary.run(["batch", "--halls", Binary.sample("standard"), "--themes", "maoyan,darkk", "-o", Self.never])
        #expect(r.code == 64, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("error: --themes: unknown theme 'darkk': did you mean dark? not a file, and not a built-in theme"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.never))
    }
}
