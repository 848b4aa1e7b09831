import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapDiff
@testable import SeatMapSnapshot
@testable import SeatMapSnapshotCore
@testable import SeatMapCompare

/// An unchanged page is decided from the reference's pixel digest, without decoding it or
/// comparing a pixel; everything else is compared exactly as before, with the same words and
/// diff images (issue 43).
@Suite struct UnchangedFastPathTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func hall() throws -> Hall { try HallFile.load(path: root.appendingPathComponent("Samples/standard.json").path) }
    static let device = try! Device.named("375x667@1")
    static var strategy: Snapshotting<Hall, PageImage> { .page(device: device) }

    /// A recorded reference, and what verifying `value` against it says.
    static func verify(_ value: Hall, against reference: [UInt8]?, env extra: [String: String] = [:]) throws
        -> (message: String?, reference: [UInt8], dir: URL) {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("fast-path")
        let path = SnapshotLocation(filePath: testFile, testName: "page()", name: "se", pathExtension: "png").referencePath
        if let reference {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(reference).write(to: URL(fileURLWithPath: path))
        } else {
            _ = verifySnapshot(of: try hall(), as: strategy, named: "se", record: .all, filePath: testFile, testName: "page()", environment: env)
        }
        let message = verifySnapshot(of: value, as: strategy, named: "se", record: .never, filePath: testFile, testName: "page()",
                                     environment: env.merging(extra) { $1 })
        return (message, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), dir)
    }

    @Test func aRecordedReferenceCarriesItsPixelDigestAndTheImageDataItDescribes() throws {
        let (message, reference, dir) = try Self.verify(try Self.hall(), against: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(message == nil)
        let chunk = try #require(PNGChunks.text(keyword: "SeatMap pixels", in: reference))
        let parts = chunk.split(separator: " ").map(String.init)
        #expect(parts.count == 4 && parts[1] == "375x667" && parts[2] == "image-data")
        #expect(parts[3] == PNGChunks.imageDataDigest(reference))
        // The digest is of the pixels as drawn: the page rendered again has the same one.
        let page = try Self.strategy.snapshot(try Self.hall())
        #expect(parts[0] == page.pixels.digest)
        #expect(Self.strategy.diffing.matchesReference?(page, reference) == true)
        // The reference still decodes to exactly the page's pixels (the chunk is only text).
        #expect(try PNGCodec.decode(reference) == page.image)
    }

    /// "Unchanged" rests on the reference's bytes: exactly what this page writes (encoded from
    /// its premultiplied pixels, never unpremultiplying one); a page whose texts already say
    /// otherwise is sent to the comparison without encoding.
    @Test func anUnchangedPageNeverConvertsItsPixels() throws {
        let (_, reference, dir) = try Self.verify(try Self.hall(), against: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = try Self.strategy.snapshot(try Self.hall())
        #expect(page.isRecorded(in: reference))
        #expect(page.pixels.hasStraightPixels == false, "deciding 'unchanged' must not unpremultiply a pixel")
        let other = try Self.strategy.snapshot(try Self.hall().settingStatus(.sold, of: ["5_5"]))
        #expect(!other.isRecorded(in: reference))
    }

    /// A reference whose pixels another tool rewrote, keeping the chunk, is compared, not trusted.
    @Test func aDigestThatNoLongerDescribesItsImageDataIsNotTrusted() throws {
        let hall = try Self.hall()
        let (_, reference, dir) = try Self.verify(hall, against: nil)
        try? FileManager.default.removeItem(at: dir)
        // The pixels of the page with 5_5 sold, carrying the unchanged page's chunks verbatim.
        let changed = try Self.strategy.snapshot(hall.settingStatus(.sold, of: ["5_5"]))
        var forged = try PNGCodec.encode(changed.image)
        for key in ["SeatMap seats", "SeatMap fonts", "SeatMap pixels"] {
            forged = try PNGChunks.inserting(keyword: key, text: try #require(PNGChunks.text(keyword: key, in: reference)), into: forged)
        }
        let page = try Self.strategy.snapshot(hall)
        #expect(!page.isRecorded(in: forged))
        let (message, _, dir2) = try Self.verify(hall, against: forged)
        defer { try? FileManager.default.removeItem(at: dir2) }
        let text = try #require(message)
        // The forged seats say 5_5 is available, as it is now: its pixels differ, its state does not.
        #expect(text.hasPrefix("changed seats: 5_5 5排5号; 55 pixels differ (0.022% of 250125)"), "\(text)")
    }

    /// The probe's finding: a golden that vouches for itself. The reference's picture is the
    /// old page's (5_5 available), byte for byte; only its `SeatMap pixels` text is edited to the
    /// new page's pixel digest (5_5 sold) beside the unchanged image-data digest — XXH64 anyone
    /// can compute. The assertion of the new page must compare the pictures and fail.
    @Test func aReferenceCannotVouchForItselfByItsText() throws {
        let hall = try Self.hall()
        let (_, old, dir) = try Self.verify(hall, against: nil)
        try? FileManager.default.removeItem(at: dir)
        let sold = hall.settingStatus(.sold, of: ["5_5"])
        let new = try Self.strategy.snapshot(sold)
        let text = try #require(PNGChunks.text(keyword: "SeatMap pixels", in: old)).split(separator: " ").map(String.init)
        let edited = "\(try #require(new.pixels.digest)) \(text[1]) image-data \(text[3])"
        var forged = Self.dropping(["SeatMap pixels", "SeatMap seats"], from: old)
        forged = try PNGChunks.inserting(keyword: "SeatMap pixels", text: edited, into: forged)
        // Its seats text too, so only the picture tells the pages apart.
        forged = try PNGChunks.inserting(keyword: "SeatMap seats", text: try #require(new.seats?.chunkText), into: forged)
        #expect(PNGChunks.imageDataDigest(forged) == text[3], "the picture is the old page's")
        #expect(!new.isRecorded(in: forged))
        let (message, _, dir2) = try Self.verify(sold, against: forged)
        defer { try? FileManager.default.removeItem(at: dir2) }
        #expect(message?.contains("pixels differ") == true, "\(message ?? "passed")")
    }

    /// `png` without its text chunks of `keywords`, every other byte as it was.
    static func dropping(_ keywords: [String], from png: [UInt8]) -> [UInt8] {
        var out = Array(png[0..<8]), i = 8
        while i + 12 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = png[(i + 8)..<(i + 8 + length)]
            let keyword = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
            if !(type == "tEXt" && keywords.contains(keyword)) { out += png[i..<(i + 12 + length)] }
            i += 12 + length
        }
        return out
    }

    /// Other seats or fonts in the reference mean "compare", even with the same pixels.
    @Test func otherSeatTextOrFontsAreCompared() throws {
        let (_, reference, dir) = try Self.verify(try Self.hall(), against: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        var page = try Self.strategy.snapshot(try Self.hall())
        page.fonts = nil
        #expect(!page.isRecorded(in: reference))
        var other = try Self.strategy.snapshot(try Self.hall())
        other.seats?.seats.removeLast()
        #expect(!other.isRecorded(in: reference))
        // An image given as straight pixels has no digest: compared as before.
        let plain = PageImage(image: try PNGCodec.decode(reference), seats: page.seats, fonts: page.fonts)
        #expect(!plain.isRecorded(in: reference))
    }

    /// The failure of one changed seat says, and draws, exactly what it did before this work:
    /// the message and diff image below were written by the previous release (commit e7ccb09)
    /// from the same reference, which carries no pixel digest.
    @Test func oneChangedSeatFailsWithTheWordsAndDiffImageOfBefore() throws {
        let legacy = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent("standard-375x667.reference-e7ccb09.png")))
        #expect(PNGChunks.text(keyword: "SeatMap pixels", in: legacy) == nil)
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("standard-375x667.changed-5_5.message-e7ccb09.txt"), encoding: .utf8)
        let expectedDiff = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent("standard-375x667.changed-5_5.diff-e7ccb09.png")))
        let changed = try Self.hall().settingStatus(.sold, of: ["5_5"])
        // Against the old reference, and against one recorded now (with its digest): the same.
        for reference in [legacy, nil] {
            let (message, _, dir) = try Self.verify(changed, against: reference)
            defer { try? FileManager.default.removeItem(at: dir) }
            let text = try #require(message)
            #expect(text.split(separator: "\n").first.map(String.init) == expected + " (snapshot page.se.png)")
            let diff = [UInt8](try Data(contentsOf: dir.appendingPathComponent("artifacts/HallTests/page.se.diff.png")))
            #expect(Bytes.equal(diff, expectedDiff), "the diff image must be byte-identical to the previous release's")
        }
        // And the unchanged page passes against the old reference (decoded and compared).
        let (message, _, dir) = try Self.verify(try Self.hall(), against: legacy)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(message == nil)
    }

    /// Equal bytes pass any strategy without decoding: `.image` of an unchanged picture.
    @Test func equalBytesPassTheImageStrategy() throws {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("fast-bytes")
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = RGBAImage(width: 40, height: 30, fill: (10, 200, 30, 255))
        _ = verifySnapshot(of: image, as: .image(), named: "i", record: .all, filePath: testFile, testName: "t()", environment: env)
        #expect(verifySnapshot(of: image, as: .image(), named: "i", record: .never, filePath: testFile, testName: "t()", environment: env) == nil)
        var other = image
        other[3, 4] = (0, 0, 0, 255)
        let failure = verifySnapshot(of: other, as: .image(), named: "i", record: .never, filePath: testFile, testName: "t()", environment: env)
        #expect(failure?.hasPrefix("1 pixel differ (0.0833% of 1200); the budget allows 0 at threshold 0.1") == true, "\(failure ?? "")")
    }
}
