import Foundation
import Testing
import SeatMapCore
import SeatMapFlow
import SeatMapLayout
import SeatMapSnapshot
import SeatMapTestSupport

/// The flow strategy: one reference per frame, a failure naming the step and the changed seats.
@Suite struct FlowSnapshotTests {
    static func story(in dir: URL, conflict: String) throws -> FlowStory {
        let hall = HallBuilder.hall(["AAAAAA", "AASAAA"], maxSeats: 3)
        try Data(HallBuilder.json(hall).utf8).write(to: dir.appendingPathComponent("hall.json"))
        let json = """
        {"hall": "hall.json", "device": "375x667@1", "zoomOnTap": false,
         "steps": [{"tap": "1_1"}, {"tap": "1_2"}, {"tap": "1_3"}, {"confirm": {"conflict": ["\(conflict)"]}}]}
        """
        let file = dir.appendingPathComponent("story.json")
        try Data(json.utf8).write(to: file)
        return try FlowStory.load(path: file.path)
    }

    /// Contact sheet captions name seats as people read them (`tap 1排1号`), and `flow.json`'s
    /// outcomes give the id with the label (issue 44, item 7: raw ids such as
    /// `1401110102#05#01` were cut off).
    @Test func captionsNameSeatsByTheirLabels() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flow-captions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = try Self.story(in: dir, conflict: "1_3")
        let (player, hall) = try FlowPlayer.make(story)
        let frames = try player.play(hall: hall)
        #expect(FlowRecording.caption(frames[1]) == ["1 · tap 1排1号", "1排1号 selected", "selected: 1排1号"])
        #expect(frames[1].outcome == "1_1 (1排1号) selected")
        #expect(FlowRecording.caption(frames[4])[0] == "4 · confirm (server: 1排3号 sold)")
        #expect(FlowRecording.caption(frames[4])[1].hasPrefix("the server refused the order: 1排3号 sold meanwhile"))
        #expect(frames[4].outcome.hasPrefix("the server refused the order: 1_3 (1排3号) sold meanwhile"))
    }

    @Test func eachFrameHasItsReferenceAndAFailureNamesTheStep() throws {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("seatmap-flow-snapshots")
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = try Self.story(in: dir, conflict: "1_3")
        // Recorded once: five references, the page as opened and one per step.
        let first = verifyFlowSnapshots(of: story, named: "small", record: .missing, filePath: testFile, testName: "smallFlow()", environment: env)
        #expect(first.count == 5 && first.allSatisfy { $0.contains("recorded") }, "\(first)")
        let refs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("__Snapshots__/HallTests").path).sorted()
        #expect(refs == (0...4).map { "smallFlow.small.step-0\($0).png" })
        #expect(verifyFlowSnapshots(of: story, named: "small", record: .never, filePath: testFile, testName: "smallFlow()", environment: env).isEmpty)
        // The server refuses another seat: only the last frame changes, and its failure says so.
        let other = try Self.story(in: dir, conflict: "1_2")
        let failures = verifyFlowSnapshots(of: other, named: "small", record: .never, filePath: testFile, testName: "smallFlow()", environment: env)
        #expect(failures.count == 1, "\(failures)")
        let message = try #require(failures.first)
        #expect(message.hasPrefix("step 04 (confirm (server: 1_2 sold)): changed seats: 1_2 (selected→sold) 1排2号, 1_3 (sold→selected) 1排3号"), "\(message)")
        #expect(message.contains("smallFlow.small.step-04.diff.png"), "\(message)")
    }

    @Test func aStoryThatCannotBePlayedIsOneFailure() throws {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("seatmap-flow-snapshots")
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = FlowStory(file: dir.appendingPathComponent("story.json").path, name: "x", hall: "missing.json", steps: [])
        let failures = verifyFlowSnapshots(of: story, named: "x", record: .never, filePath: testFile, testName: "x()", environment: env)
        #expect(failures.count == 1 && failures[0].contains("cannot be played") && failures[0].contains("missing.json"), "\(failures)")
    }
}
