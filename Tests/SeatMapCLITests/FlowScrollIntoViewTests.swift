import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapFlow

/// One story for every screen by default (issue 68, item 13): with `zoomOnTap` on, the tap on
/// 4_4 zoomed in and a later tap on 1_2 touched nothing on 16 of 42 screens; on every landscape
/// phone a seat low in the hall was out of view without a first `{"zoom": "contain"}`. A target
/// seat out of view is scrolled into view, the least a person would drag it, then touched.
@Suite struct FlowScrollIntoViewTests {
    static func story(_ dir: URL) throws -> FlowStory {
        let path = dir.appendingPathComponent("story.json").path
        try """
        {"hall": "\(Binary.sample("standard"))",
         "steps": [{"tapAt": {"seat": "4_4"}}, {"tapAt": {"seat": "1_2"}}, {"tapAt": {"seat": "12_20"}}, {"tapAt": {"element": "confirm"}}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return try FlowStory.load(path: path)
    }

    @Test func aTargetSeatOutOfViewIsScrolledToOnEveryScreen() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = try Self.story(dir)
        guard case .grid(let standard) = try story.loadHall() else { Issue.record("the standard sample is a hall"); return }
        var scrolledSomewhere = 0
        for preset in Device.presets {
            for orientation in Device.Orientation.allCases {
                let (player, hall) = try FlowPlayer.make(story, overrides: FlowOverrides(device: preset, orientation: orientation))
                let frames = try player.play(hall: hall)
                let name = "\(preset.name) \(orientation.rawValue)"
                #expect(frames[1].hit == "seat 4_4" && frames[2].hit == "seat 1_2" && frames[3].hit == "seat 12_20", "\(name): \(frames.map(\.outcome))")
                #expect(frames[3].selected == ["4_4", "1_2", "12_20"], "\(name): \(frames[3].outcome)")
                #expect(frames.allSatisfy { $0.warnings.isEmpty }, "\(name): \(frames.flatMap(\.warnings))")
                for f in frames[1...3] where f.outcome.hasPrefix("scrolled to offset ") {
                    scrolledSomewhere += 1
                    // Scrolled, the seat it touched is inside the map's view.
                    let r = f.resolved
                    let id = try #require(f.hit?.split(separator: " ").last.map(String.init))
                    let idx = try #require(standard.index(of: id))
                    let px = r.seat(at: idx).pixelFrame
                    #expect(r.layout.viewport.frame.contains(Point(x: px.midX / r.pixelScale, y: px.midY / r.pixelScale)), "\(name): \(id)")
                }
            }
        }
        #expect(scrolledSomewhere > 0, "no screen needed a scroll: the test no longer tests it")
    }
}
