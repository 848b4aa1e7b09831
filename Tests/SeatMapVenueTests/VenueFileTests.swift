import Testing
import SeatMapCore
import SeatMapRules
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
        #expect(misspelt.hasPrefix(#"v.json:3:"#) && misspelt.contains(#": rows[1].seats[0].rotaton: unknown key "rotaton" for a seat (did you mean "rotation"? known: id, label, x, y, rotation, status, category, price, pair)"#), "\(misspelt)")
        #expect(error(#""version": 1,"#, #""version": 1, "flors": [],"#).contains(#"flors: unknown key "flors" for a venue (did you mean "floors"?"#))
        // An outline or text beyond the coordinates a venue holds: at the element's outline or `at`.
        #expect(error(#""version": 1,"#, #""version": 1, "texts": [{"text": "EXIT", "at": [0, 40]}, {"text": "FAR", "at": [2e9, 40]}],"#)
                == #"v.json:1:108: texts[1].at: text "FAR": its outline reaches beyond ±1000000000 source units (or is not a finite number)"#)
        #expect(error(#""version": 1,"#, #""version": 1, "areas": [{"id": "g", "label": "G", "capacity": 5, "outline": {"polygon": [[0, 0], [1e10, 0], [0, 9]]}}],"#)
                .hasPrefix(#"v.json:1:105: areas[0].outline: area "g": its outline reaches beyond"#))
    }

    /// A booth is an area of one place sold whole; anything else under "booth" is refused at it.
    @Test func aBoothIsOnePlaceSoldWhole() throws {
        let booth = #"{"format": "seatmap-venue", "version": 1, "rows": [], "areas": [{"id": "b1", "label": "7", "capacity": 1, "bookAsAWhole": true, "booth": true, "#
            + #""outline": {"rectangle": {"center": [10, 10], "width": 20, "height": 10}}}]}"#
        let v = try VenueFile.read(JSONParser.parse(booth), file: "v.json")
        #expect(v.areas.map(\.isBooth) == [true] && v.allSeats.isEmpty)
        #expect(try VenueFile.text(v).contains(#""booth" : true"#) || VenueFile.text(v).contains(#""booth": true"#))
        func refusal(_ old: String, _ new: String) -> String {
            do { _ = try VenueFile.read(JSONParser.parse(booth.replacingOccurrences(of: old, with: new)), file: "v.json"); return "read" } catch { return "\(error)" }
        }
        #expect(refusal(#""capacity": 1"#, #""capacity": 2"#)
                == #"v.json:1:138: areas[0].booth: a booth is one place sold whole: give it "capacity": 1 and "bookAsAWhole": true"#)
        #expect(refusal(#""bookAsAWhole": true, "#, "").hasSuffix(#"areas[0].booth: a booth is one place sold whole: give it "capacity": 1 and "bookAsAWhole": true"#))
        // A venue with neither seats nor areas has nothing to sell.
        do {
            _ = try VenueFile.read(JSONParser.parse(#"{"format": "seatmap-venue", "version": 1, "rows": []}"#), file: "v.json")
            Issue.record("a venue without seats or areas read")
        } catch { #expect("\(error)".hasSuffix("the venue has no seats (nor a general-admission area): nothing to sell"), "\(error)") }
    }

    /// Prices: a seat's own, else its section's; an area's per place; written back as read;
    /// a price that is not a whole number of fen from 0 to the limit is refused at its place.
    @Test func pricesAreReadAndTotalled() throws {
        let text = """
        {"format": "seatmap-venue", "version": 1,
         "sections": [{"id": "box", "label": "Box", "price": 38000, "outline": [[0, 0], [60, 0], [60, 40]]}],
         "rows": [{"label": "A", "section": "box", "seats": [{"id": "A-1", "label": "1", "x": 0, "y": 0},
                                                            {"id": "A-2", "label": "2", "x": 20, "y": 0, "price": 18000},
                                                            {"id": "A-3", "label": "3", "x": 40, "y": 0}]},
                  {"label": "B", "section": null, "seats": [{"id": "B-1", "label": "1", "x": 0, "y": 30}, {"id": "B-2", "label": "2", "x": 20, "y": 30}]}],
         "areas": [{"id": "g1", "label": "Floor", "capacity": 10, "price": 28000, "outline": {"ellipse": {"center": [30, 80], "radiusX": 20, "radiusY": 10}}}]}
        """
        let venue = try VenueFile.read(JSONParser.parse(text), file: "v.json")
        #expect(venue.sections[0].priceMinorUnits == 38000 && venue.areas[0].priceMinorUnits == 28000)
        #expect(venue.rows[0].seats.map(\.priceMinorUnits) == [nil, 18000, nil])
        let written = try VenueFile.text(venue)
        #expect(written.contains("\"price\": 38000") && written.contains("\"price\": 18000") && written.contains("\"price\": 28000"))
        #expect(try VenueFile.text(VenueFile.read(JSONParser.parse(written), file: "v.json")) == written)
        let rules = VenueRules(venue: venue, pitch: 20)
        // A-1 costs its section's price, A-2 its own; B row has none.
        #expect(rules.hall.allSeats.map(\.seat.priceMinorUnits) == [38000, 18000, 38000, 0, 0])
        func total(_ ids: [String]) throws -> Int? {
            var selection = SeatSelection(hall: rules.hall)
            _ = try selection.select(try rules.select(ids).get()).get()
            return try selection.orderDraft(source: "t", requestId: "00000000-0000-0000-0000-000000000000").get().totalAmount
        }
        #expect(try total(["A-1", "A-2", "A-3"]) == 94000)
        #expect(try total(["B-1", "B-2"]) == nil)
        #expect(error(#""x": 20, "y": 0, "status": "sold""#, #""x": 20, "y": 0, "status": "sold", "price": -5"#)
                == "v.json:2:170: rows[0].seats[1].price: price must not be negative, found -5")
        #expect(error(#""x": 20, "y": 0, "status": "sold""#, #""x": 20, "y": 0, "status": "sold", "price": 4.5"#)
                == "v.json:2:170: rows[0].seats[1].price: expected a price in fen (a whole number), found a number")
    }
}
