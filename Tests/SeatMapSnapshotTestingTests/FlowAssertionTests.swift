import Foundation
import Testing
import SeatMapFlow
import SeatMapSnapshot
import SeatMapSnapshotTesting
import SeatMapTestSupport

/// `assertFlowSnapshot` from Swift Testing: a reference per frame of a story.
@Suite struct FlowAssertionTests {
    @Test func refusalAndDialogFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-flow-assert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(HallBuilder.json(HallBuilder.hall(["AAAAAA", "AAAAAA"], maxSeats: 2)).utf8).write(to: dir.appendingPathComponent("hall.json"))
        let story = dir.appendingPathComponent("story.json")
        // Over the limit, then a suggestion over the manual selection: the toast, then the dialog.
        try Data(#"{"hall": "hall.json", "device": "375x667@1", "steps": [{"tap": "1_1"}, {"tap": "1_2"}, {"tap": "1_3"}, {"suggest": 2}]}"#.utf8)
            .write(to: story)
        assertFlowSnapshot(of: try FlowStory.load(path: story.path), named: "limit")
    }
}
