import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapCore
import SeatMapLayout
import SeatMapRender
import SeatMapSnapshot
import SeatMapSnapshotTesting
import SeatMapFlow
import SeatMapTestSupport
import XCTest

/// The same assertion from XCTest: a failure is an XCTFail at the call site.
final class XCTestSnapshotTests: XCTestCase {
    func testSmallHallPage() throws {
        let hall = HallBuilder.hall(["AASLA", "A_CCA", "GGGGG"])
        assertSnapshot(of: hall, as: .page(device: try .named("375x667@1"), selected: ["1_1"]), named: "small-hall")
    }

    func testLayoutDumpIsReviewableText() throws {
        let page = try SeatPage.make(hall: HallBuilder.hall(["AAS", "CCA"]), device: .named("iphone-se"))
        assertSnapshot(of: page, as: .layoutDump, named: "tiny")
    }

    /// A story's frames, one reference each (`…testConflictFlow.conflict.step-04.png`): the
    /// conflict frame shows the refused seat sold and the toast.
    func testConflictFlow() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("seatmap-xctest-flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(HallBuilder.json(HallBuilder.hall(["AAAAAA", "AASAAA"], maxSeats: 3)).utf8).write(to: dir.appendingPathComponent("hall.json"))
        let story = dir.appendingPathComponent("story.json")
        try Data(#"{"hall": "hall.json", "device": "375x667@1", "steps": [{"tap": "1_1"}, {"tap": "1_2"}, {"tap": "2_3"}, {"tap": "1_3"}, {"confirm": {"conflict": ["1_2"]}}]}"#.utf8).write(to: story)
        assertFlowSnapshot(of: try FlowStory.load(path: story.path), named: "conflict")
    }

    /// A mismatch is reported (here through `verifySnapshot`, which `assertSnapshot` forwards).
    func testMismatchIsReported() throws {
        let hall = HallBuilder.hall(["AASLA", "A_CCA", "GGGGG"])
        let failure = verifySnapshot(of: hall, as: .page(device: try .named("375x667@1"), selected: ["1_2"]), named: "small-hall",
                                     record: .never, filePath: #filePath, testName: "testSmallHallPage()", scope: "XCTestSnapshotTests",
                                     environment: ["SEATMAP_SNAPSHOT_ARTIFACTS": NSTemporaryDirectory() + "/seatmap-xctest-artifacts"])
        let message = try XCTUnwrap(failure)
        XCTAssertTrue(message.hasPrefix("changed seats: 1_1 (selected→available) 1排1号, 1_2 (available→selected) 1排2号; "), message)
        XCTAssertTrue(message.contains("small-hall.diff.png"), message)
    }
}
