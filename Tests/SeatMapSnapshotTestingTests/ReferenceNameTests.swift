import Foundation
import SeatMapCore
import SeatMapLayout
@testable import SeatMapSnapshot
@testable import SeatMapSnapshotCore
@testable import SeatMapCompare
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

/// Reference names never collide: arguments keep their script (hall names in Chinese are the
/// normal case), and cases whose arguments would join alike, or that a name cannot hold exactly,
/// get a short hash of their exact arguments.
@Suite struct ReadableReferenceNameTests {
    @Test(arguments: ["标准厅", "情侣厅"])
    func chineseArgumentsKeepTheirOwnReference(hall: String) throws {
        #expect(SnapshotCase.currentArguments == hall)
        assertSnapshot(of: HallBuilder.hall(hall == "标准厅" ? ["AAAA"] : ["ASSA", "AAAA"]), as: try ReferenceNames.strategy(), named: "tiny")
        let path = ReferenceNames.folder.appendingPathComponent("chineseArgumentsKeepTheirOwnReference.\(hall).tiny.png").path
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: zip(["standard-iphone", "standard"], ["se", "iphone-se"]))
    func argumentsThatJoinAlikeGetDistinctNames(hall: String, device: String) throws {
        let part = try #require(SnapshotCase.currentArguments)
        #expect(part.hasPrefix("standard-iphone-se#") && part.count == "standard-iphone-se#".count + 8, "\(part)")
        let location = SnapshotLocation(filePath: #filePath, testName: #function, name: "tiny", pathExtension: "png", arguments: part)
        #expect(location.baseName == "argumentsThatJoinAlikeGetDistinctNames.standard-iphone-se-\(part.suffix(8)).tiny.png")
        // Read before the change: the ASCII name all such cases shared.
        #expect(location.asciiArgumentsReferencePath.hasSuffix("argumentsThatJoinAlikeGetDistinctNames.standard-iphone-se.tiny.png"))
    }

    @Test func namePartsAreReadableAndExact() {
        #expect(SnapshotLocation.argumentPart("标准厅") == "标准厅")
        #expect(SnapshotLocation.argumentPart("studio-maoyan") == "studio-maoyan")
        #expect(SnapshotLocation.argumentPart("375x667@1") == "375x667@1")
        // What a name cannot hold exactly gets a hash of the exact text: a/b and a_b differ.
        let slash = SnapshotLocation.argumentPart("a/b"), under = SnapshotLocation.argumentPart("a_b")
        #expect(slash.hasPrefix("a_b-") && slash.count == 12 && under == "a_b" && slash != under)
        // Before: every Chinese character was "-", so the two halls above shared `---`.
        let location = SnapshotLocation(filePath: "/x/T.swift", testName: "cjk()", name: "p", pathExtension: "png", arguments: "标准厅")
        #expect(location.baseName == "cjk.标准厅.p.png" && location.asciiArgumentsReferencePath == "/x/__Snapshots__/T/cjk.---.p.png")
    }
}
