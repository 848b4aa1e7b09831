import SeatMapSnapshot
import Testing
import XCTest

/// Asserts that `value` matches its reference snapshot under `__Snapshots__/<TestFile>/`,
/// recording it per `record` (or `SEATMAP_RECORD`). Works in XCTest and Swift Testing tests:
/// a failure is an `XCTFail` in the one and an `Issue` in the other.
///
///     @Test func studioPage() throws {
///         let hall = try HallFile.load(path: "Samples/studio.json")
///         assertSnapshot(of: hall, as: .page(device: .named("iphone-se")), named: "iphone-se")
///     }
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    record mode: SnapshotMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure = verifySnapshot(of: try value(), as: strategy, named: name, record: mode,
                                       filePath: "\(filePath)", testName: testName) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}
