import SeatMapSnapshotTesting
import XCTest

/// 20 unchanged and 20 changed (one seat sold) assertions through XCTest.
final class XCTestBench: XCTestCase {
    /// Failures expected while recording and while asserting the changed hall, counted instead of
    /// reported; any other failure is reported.
    nonisolated(unsafe) var expectedFailures: Int?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if let n = expectedFailures { expectedFailures = n + 1; return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func expectingFailure(_ body: () -> Void) {
        expectedFailures = 0
        body()
        let n = expectedFailures ?? 0
        expectedFailures = nil
        XCTAssertEqual(n, 1, "the assertion must fail exactly once")
    }

    func testAssertions() throws {
        let hall = try Bench.hall(), changed = try Bench.changedHall()
        expectingFailure { assertSnapshot(of: hall, as: Bench.strategy, named: "iphone-15", record: .all) }
        let unchanged = (0..<Bench.count).map { _ in
            Bench.seconds { assertSnapshot(of: hall, as: Bench.strategy, named: "iphone-15", record: .never) }
        }
        let failing = (0..<Bench.count).map { _ in
            Bench.seconds { expectingFailure { assertSnapshot(of: changed, as: Bench.strategy, named: "iphone-15", record: .never) } }
        }
        Bench.report("xctest", unchanged: unchanged, changed: failing, render: try Bench.plainRender())
    }
}
