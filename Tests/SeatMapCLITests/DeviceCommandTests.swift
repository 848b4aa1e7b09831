import Foundation
import Testing
import SeatMapCore

/// `seatmap devices`, `--orientation` and batch `--orientations`, through the real binary.
@Suite struct DeviceCommandTests {
    @Test func devicesListsEveryPresetWithItsMetrics() throws {
        let r = try Binary.run(["devices", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(list.count >= 20)
        let pixel = try #require(list.first { $0["name"] as? String == "pixel-7" })
        #expect(pixel["platform"] as? String == "android" && pixel["scale"] as? Double == 2.625 && pixel["systemBar"] as? String == "navigationBar")
        let safe = try #require((pixel["safeArea"] as? [String: Any])?["portrait"] as? [String: Any])
        #expect(safe["top"] as? Double == 24 && safe["bottom"] as? Double == 24)
        let text = try Binary.run(["devices"])
        #expect(text.code == 0 && text.stdout.split(separator: "\n").count == list.count)
        #expect(text.stdout.contains("ipad-pro-13") && text.stdout.contains("1024×1366@2"))
    }

    @Test func orientationTurnsTheDeviceAndBadValuesAreUsageErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-orient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("l.png").path
        let r = try Binary.run(["render", Binary.sample("standard"), "--device", "iphone-15", "--orientation", "landscape", "-o", out])
        #expect(r.code == 0 && r.stdout.contains("2556×1179 px"), "\(r.stdout)\(r.stderr)")
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("standard"), "--device", "iphone-15-landscape"]).stdout)
        let device = try #require(layout["device"] as? [String: Any])
        #expect(device["name"] as? String == "iphone-15-landscape" && device["width"] as? Double == 852)
        let bad = try Binary.run(["render", Binary.sample("standard"), "--orientation", "sideways", "-o", out])
        #expect(bad.code == 64 && bad.stderr.contains("--orientation"), "\(bad.stderr)")
        // A batch renders each device both ways, into files named for the orientation.
        let batchDir = dir.appendingPathComponent("b").path
        let b = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se,pixel-7", "--orientations", "portrait,landscape",
                                "-o", batchDir])
        #expect(b.code == 0, "\(b.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: batchDir + "/studio/maoyan").filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == ["iphone-se-landscape.png", "iphone-se.png", "pixel-7-landscape.png", "pixel-7.png"], "\(files)")
    }

    @Test func batchRendersTextScaleVariantsAndTheirRerunCommands() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-textscale-\(UUID().uuidString)").path
        let b = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--text-scales", "1,1.5", "-o", dir])
        #expect(b.code == 0, "\(b.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/studio/maoyan").filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == ["iphone-15-text1.5.png", "iphone-15-text1.png"], "\(files)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/manifest.json"))) as? [String: Any])
        let items = try #require(manifest["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["textScale"] as? Double }.sorted() == [1, 1.5])
        let rerun = items.compactMap { $0["command"] as? String }.first { $0.contains("text-scale 1.5") }
        #expect(rerun != nil, "\(items.map { $0["command"] ?? "" })")
        let bad = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--text-scales", "3", "-o", dir])
        #expect(bad.code == 64 && bad.stderr.contains("--text-scales"), "\(bad.stderr)")
    }
}
