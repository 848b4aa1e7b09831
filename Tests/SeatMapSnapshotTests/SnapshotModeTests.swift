import Foundation
import Testing
import SeatMapPNG
import SeatMapTestSupport
@testable import SeatMapSnapshot
@testable import SeatMapSnapshotCore
@testable import SeatMapCompare

/// The four record modes, against a temporary "test file" so nothing in the repo is touched.
@Suite struct SnapshotModeTests {
    let dir: URL
    let testFile: String
    let artifacts: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-snapshot-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        testFile = dir.appendingPathComponent("FakeTests.swift").path
        artifacts = dir.appendingPathComponent("artifacts").path
    }

    var referencePath: String { dir.appendingPathComponent("__Snapshots__/FakeTests/testThing.red.png").path }

    func image(_ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage { RGBAImage(width: 4, height: 4, fill: c) }

    func verify(_ img: RGBAImage, _ mode: SnapshotMode) -> String? {
        verifySnapshot(of: img, as: .image(), named: "red", record: mode, filePath: testFile, testName: "testThing()",
                       environment: ["SEATMAP_SNAPSHOT_ARTIFACTS": artifacts])
    }

    @Test func missingRecordsThenCompares() throws {
        let first = try #require(verify(image((255, 0, 0, 255)), .missing))
        #expect(first.contains("no reference: recorded snapshot at \(referencePath)"))
        #expect(FileManager.default.fileExists(atPath: referencePath))
        #expect(verify(image((255, 0, 0, 255)), .missing) == nil)
        let failure = try #require(verify(image((0, 0, 255, 255)), .missing))
        #expect(failure.contains("16 pixels differ"))
        #expect(failure.contains("diff:"))
        // Reference, actual and diff were written to the artifacts folder.
        for kind in ["reference", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: "\(artifacts)/FakeTests/testThing.red.\(kind).png"))
        }
    }

    @Test func neverFailsWithoutAReferenceAndWritesNothing() throws {
        let msg = try #require(verify(image((255, 0, 0, 255)), .never))
        #expect(msg.contains("no reference") && msg.contains("SEATMAP_RECORD=never"))
        #expect(!FileManager.default.fileExists(atPath: referencePath))
    }

    @Test func allAlwaysRecordsAndFails() throws {
        _ = verify(image((255, 0, 0, 255)), .missing)
        let msg = try #require(verify(image((0, 255, 0, 255)), .all))
        #expect(msg.hasPrefix("record mode all: recorded"))
        let stored = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: referencePath))))
        #expect(stored[0, 0] == (0, 255, 0, 255))
    }

    @Test func failedRecordsOnlyOnMismatch() throws {
        _ = verify(image((255, 0, 0, 255)), .missing)
        #expect(verify(image((255, 0, 0, 255)), .failed) == nil)
        let msg = try #require(verify(image((0, 0, 0, 255)), .failed))
        #expect(msg.contains("pixels differ") && msg.contains("record mode failed: recorded"))
        #expect(verify(image((0, 0, 0, 255)), .never) == nil)  // the new reference is in place
    }

    @Test func environmentChoosesTheMode() throws {
        #expect(try SnapshotMode.fromEnvironment([:]).get() == .missing)
        #expect(try SnapshotMode.fromEnvironment(["SEATMAP_RECORD": "never"]).get() == .never)
        if case .failure(let e) = SnapshotMode.fromEnvironment(["SEATMAP_RECORD": "yes"]) {
            #expect(e.description == "SEATMAP_RECORD=yes is not a record mode (all, missing, failed, never)")
        } else {
            Issue.record("an unknown mode must be an error")
        }
    }

    @Test func pathsFollowSwiftSnapshotTesting() {
        let loc = SnapshotLocation(filePath: "/p/Tests/XTests/PageTests.swift", testName: "testStudio()", name: "iphone se",
                                   pathExtension: "png", environment: ["SEATMAP_SNAPSHOT_ARTIFACTS": "/tmp/a"])
        #expect(loc.referencePath == "/p/Tests/XTests/__Snapshots__/PageTests/testStudio.iphone-se.png")
        #expect(loc.artifactsDirectory == "/tmp/a/PageTests")
    }

    @Test func textStrategyDiffsLines() throws {
        let s = Snapshotting<String, String>.lines
        #expect(s.diffing.diff("a\nb\n", "a\nb\n") == nil)
        let d = try #require(s.diffing.diff("a\nb\n", "a\nc\n"))
        #expect(d.message.contains("-2: b") && d.message.contains("+2: c"))
    }
}
