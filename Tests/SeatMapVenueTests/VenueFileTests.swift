import Testing
import SeatMapCore
@testable import SeatMapVenue

/// SeatMap's venue file: what an import writes reads back to the same venue and the same bytes;
/// a refusal names its place.
@Suite struct VenueFileTests {
    @Test func anImportedChartRoundTrips() throws {
        let venue = try SeatsIOChartTests.imported().venue
        let text = try VenueFile.text(venue)
        let back = try VenueFile.read(JSONParser.parse(text), file: "v.json")
        #expect(back.allSeats == venue.allSeats && back.rows == venue.rows && back.sections == venue.sections)
        #expect(back.areas == venue.areas && back.shapes == venue.shapes && back.focalPoint == venue.focalPoint && back.name == venue.name)
        #expect(try VenueFile.text(back) == text)
        let plan = try PretixPlanTests.imported().venue
        let planBack = try VenueFile.read(JSONParser.parse(try VenueFile.text(plan)), file: "p.json")
        #expect(planBack.rows == plan.rows && planBack.shapes == plan.shapes && planBack.texts == plan.texts)
    }

    static let small = """
    {"format": "seatmap-venue", "version": 1,
     "rows": [{"label": "A", "section": null, "seats": [{"id": "A-1", "label": "1", "x": 0, "y": 0}, {"id": "A-2", "label": "2", "x": 20, "y": 0, "status": "sold"}]},
              {"label": "B", "section": null, "seats": [{"id": "B-1", "label": "1", "x": 0, "y": 30, "rotation": 15}]}]}
    """

    func error(_ old: String, _ new: String) -> String {
        do { _ = try VenueFile.read(JSONParser.parse(Self.small.replacingOccurrences(of: old, with: new)), file: "v.json"); return "read" } catch {
            return "\(error)"
        }
    }

    @Test func aSmallFileReads() throws {
        let v = try VenueFile.read(JSONParser.parse(Self.small), file: "v.json")
        #expect(v.allSeats.map(\.status) == [.available, .sold, .available])
        #expect(v.allSeats.map(\.rotationDegrees) == [0, 0, 15])
    }

    @Test func everyRefusalIsLocated() {
        #expect(error(#""x": 20"#, #""x": "far""#) == "v.json:2:131: rows[0].seats[1].x: expected a number, found a string")
        #expect(error(#""status": "sold""#, #""status": "gone""#) == #"v.json:2:153: rows[0].seats[1].status: expected available, sold or locked, found "gone""#)
        #expect(error(#""id": "B-1""#, #""id": "A-1""#) == #"v.json:3:53: rows[1].seats[0]: seat id "A-1" is used twice; every seat needs its own"#)
        #expect(error(#""version": 1"#, #""version": 2"#) == "v.json:1:40: version: version 2; this SeatMap reads version 1")
        #expect(error(#""section": null, "seats": [{"id": "B-1""#, #""section": "S", "seats": [{"id": "B-1""#)
                == #"v.json:3:11: rows[1]: row "B" names the section "S", which the venue does not have"#)
        // SeatMap's own format: a key it does not take is a mistake, refused with its near miss.
        let misspelt = error(#""rotation": 15"#, #""rotaton": 15"#)
        #expect(misspelt.hasPrefix(#"v.json:3:"#) && misspelt.contains(#": rows[1].seats[0].rotaton: unknown key "rotaton" for a seat (did you mean "rotation"? known: id, label, x, y, rotation, status, category)"#), "\(misspelt)")
        #expect(error(#""version": 1,"#, #""version": 1, "flors": [],"#).contains(#"flors: unknown key "flors" for a venue (did you mean "floors"?"#))
    }
}
