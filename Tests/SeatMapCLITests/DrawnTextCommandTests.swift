import Foundation
import Testing
import SeatMapCore
import SeatMapTestSupport

/// What `seatmap layout` says a text is, is what the PNG and the SVG draw: fitting happens once,
/// when the page is resolved.
@Suite struct DrawnTextCommandTests {
    static let longTitle = "流浪地球3：太阳系边缘的最后一座城市与人类文明的火种计划特别版IMAX激光巨幕·导演剪辑版终极纪念珍藏版（国语3D版本）"

    func hall(title: String, in dir: URL) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("standard")))) as? [String: Any])
        object["movie"] = ["id": "m", "title": title]
        let path = dir.appendingPathComponent("hall-\(title.count).json").path
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSixtyCharacterTitleIsReportedAsDrawn() throws {
        #expect(Self.longTitle.count == 60)
        let dir = try Binary.tempDir()
        let long = try hall(title: Self.longTitle, in: dir)
        let layout = try Binary.json(try Binary.run(["layout", long, "--device", "iphone-se"]).stdout)
        let elements = try #require(layout["elements"] as? [[String: Any]])
        let title = try #require(elements.first { $0["kind"] as? String == "title" })
        let drawn = try #require(title["text"] as? String)
        #expect(drawn.hasSuffix("…") && drawn.count < Self.longTitle.count)
        #expect(title["textFull"] as? String == Self.longTitle)
        #expect(title["textSize"] as? Double == 11)
        // The SVG writes exactly that string.
        let svg = dir.appendingPathComponent("p.svg").path
        #expect(try Binary.run(["render", long, "--device", "iphone-se", "-o", svg]).code == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains(">\(drawn)</text>"))
        // The PNG draws exactly that string at that size: a hall whose title *is* that string
        // (it fits only at the smallest size, so it is drawn at 11 pt too) gives the same bytes.
        let short = try hall(title: drawn, in: dir)
        let shortLayout = try Binary.json(try Binary.run(["layout", short, "--device", "iphone-se"]).stdout)
        let shortTitle = try #require((shortLayout["elements"] as? [[String: Any]])?.first { $0["kind"] as? String == "title" })
        #expect(shortTitle["text"] as? String == drawn && shortTitle["textFull"] == nil && shortTitle["textSize"] as? Double == 11)
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        #expect(try Binary.run(["render", long, "--device", "iphone-se", "-o", a]).code == 0)
        #expect(try Binary.run(["render", short, "--device", "iphone-se", "-o", b]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    /// Every text element carries its size and baseline; text that fits has no `textFull`.
    @Test func everyTextHasSizeAndBaseline() throws {
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("studio"), "--selected", "2_5"]).stdout)
        let elements = try #require(layout["elements"] as? [[String: Any]])
        let texts = elements.filter { $0["text"] != nil }
        #expect(texts.count > 10)
        for e in texts {
            let size = try #require(e["textSize"] as? Double, "\(e["kind"] ?? "")")
            let baseline = try #require(e["textBaseline"] as? Double)
            let frame = try #require(e["frame"] as? [Double])
            #expect(size > 3 && size < 30)
            // The baseline lies in (or just under) the element's box.
            #expect(baseline > frame[1] - 1 && baseline < frame[1] + frame[3] + size, "\(e["kind"] ?? "") \(baseline) \(frame)")
            #expect(e["textFull"] == nil)
        }
    }
}
