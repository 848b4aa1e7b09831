import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapTestSupport

/// A layout file read back: its seats decoded as they are parsed (`SeatFrames(layoutBytes:)`),
/// the same frames and the same errors as from a whole value tree.
@Suite struct LayoutFileReadingTests {
    static func layoutText() throws -> String {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("standard")), device: .named("iphone-15"),
                                     selectedIds: ["7_10"])
        return try LayoutReport.serialized(ResolvedPage(page, measure: FixedAdvanceMeasurer()))
    }

    @Test func streamedFramesAreTheTreesFrames() throws {
        let text = try Self.layoutText()
        let streamed = try SeatFrames(layoutBytes: Array(text.utf8))
        let tree = try SeatFrames(layoutJSON: JSONParser.parse(text))
        #expect(streamed == tree)
        #expect(streamed.seats.count > 100 && streamed.clip != nil && streamed.imageWidth == 1179)
        #expect(streamed.seats.first { $0.id == "7_10" }?.state == "selected")
    }

    @Test(arguments: [
        ("{\"seats\": [{\"id\": \"a\", \"pixelFrame\": [0, 0, 1, 1]}, {\"id\": \"b\"}]}", "seats[1]: expected \"id\" and a 4-number \"pixelFrame\""),
        ("{\"seats\": [{\"id\": \"a\", \"pixelFrame\": [0, 0, -1, 1]}]}", "1:45: seats[0].pixelFrame: expected a width and height of 0 or more"),
        ("{\"seat\": []}", "not a seatmap layout document: no \"seats\" array"),
        ("{\"seats\": 3}", "not a seatmap layout document: no \"seats\" array"),
        ("{\"seats\": [], \"image\": [1.5, 2]}", "1:25: image: expected whole pixel counts"),
    ])
    func errorsAreTheTreesErrors(text: String, reason: String) throws {
        #expect(throws: SeatFrames.LayoutError(reason: reason)) { try SeatFrames(layoutJSON: JSONParser.parse(text)) }
        #expect(throws: SeatFrames.LayoutBytesError.layout(.init(reason: reason))) { try SeatFrames(layoutBytes: Array(text.utf8)) }
    }

    @Test func aSyntaxErrorWinsOverAnEarlierBadSeat() throws {
        let text = "{\"seats\": [{\"id\": 1}], \"x\": }"
        #expect { try SeatFrames(layoutBytes: Array(text.utf8)) } throws: { e in
            guard case .syntax(let s)? = e as? SeatFrames.LayoutBytesError else { return false }
            return s.line == 1 && s.column == 29
        }
    }
}
