import Foundation
import SeatMapCore
import SeatMapLayout
import SeatMapSnapshot
@testable import SeatMapSnapshotTesting
import SeatMapTestSupport
import Testing
import XCTest

/// References are named per XCTest class and per argument of a parameterised Swift Testing
/// test, so neither shares one reference between different pictures: each test below draws a
/// different hall under the same test and snapshot name, and its checked-in reference is its own.
enum ReferenceNames {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ReferenceNameTests")

    static func strategy() throws -> Snapshotting<Hall, PageImage> { .page(device: try .named("375x667@1")) }
}

@Suite struct SwiftTestingReferenceNameTests {
    @Test(arguments: ["AAAA", "ASSA"])
    func eachArgumentHasItsOwnReference(row: String) throws {
        #expect(SnapshotCase.currentArguments == row)
        assertSnapshot(of: HallBuilder.hall([row, row]), as: try ReferenceNames.strategy(), named: "tiny")
        let path = ReferenceNames.folder.appendingPathComponent("eachArgumentHasItsOwnReference.\(row).tiny.png").path
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func anUnparameterisedTestHasNoArgumentPart() {
        #expect(SnapshotCase.currentArguments == nil)
    }
}

/// Two XCTest classes in one file, one test name, two pictures.
final class FirstReferenceNameTests: XCTestCase {
    func testPage() throws {
        assertSnapshot(of: HallBuilder.hall(["AAA"]), as: try ReferenceNames.strategy(), named: "tiny")
        XCTAssertTrue(FileManager.default.fileExists(atPath: ReferenceNames.folder.appendingPathComponent("FirstReferenceNameTests.testPage.tiny.png").path))
    }
}

final class SecondReferenceNameTests: XCTestCase {
    func testPage() throws {
        assertSnapshot(of: HallBuilder.hall(["SSS", "AAA"]), as: try ReferenceNames.strategy(), named: "tiny")
        XCTAssertTrue(FileManager.default.fileExists(atPath: ReferenceNames.folder.appendingPathComponent("SecondReferenceNameTests.testPage.tiny.png").path))
    }
}
