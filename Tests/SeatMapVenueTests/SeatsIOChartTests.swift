import Testing
import SeatMapCore
@testable import SeatMapVenue

/// A seats.io chart read as a venue: every seat where the chart puts it (sections' sub-charts
/// moved by their `topLeft`), ids as seats.io labels them, areas, the stage, categories and
/// the focal point; every unread key a note; what cannot be shown yet refused with its place.
@Suite struct SeatsIOChartTests {
    static let chart = """
    {"name": "Small hall", "venueType": "MIXED", "categories": {"list": [{"label": "Stalls", "color": "#87A9CD", "key": 9}, {"label": "Box", "color": "#5E42ED", "key": "b"}]},
     "subChart": {"width": 400,
      "rows": [{"label": "A", "curve": 0, "seats": [{"x": 100, "y": 50, "label": "1", "categoryKey": 9, "uuid": "u1"},
                                                    {"x": 120, "y": 50, "label": "2", "categoryKey": 9, "uuid": "u2"},
                                                    {"x": 140, "y": 50, "label": "3", "categoryKey": 9, "uuid": "u3"}]},
               {"label": "B", "seats": [{"x": 100, "y": 80, "label": "1"}, {"x": 120, "y": 90, "label": "2"}, {"x": 140, "y": 100, "label": "3"}]}],
      "sections": [{"label": "Box", "uuid": "s1", "categoryKey": "b", "topLeft": {"x": 300, "y": 0},
                    "points": [{"x": 300, "y": 0}, {"x": 360, "y": 0}, {"x": 360, "y": 60}, {"x": 300, "y": 60}],
                    "subChart": {"rows": [{"label": "K", "seats": [{"x": 10, "y": 20, "label": "1"}, {"x": 30, "y": 20, "label": "2"}]}]}}],
      "generalAdmissionAreas": [{"label": "Floor", "uuid": "g1", "capacity": 120, "categoryKey": 9, "type": "circle", "center": {"x": 50, "y": 150},
                                 "radius1": 40, "radius2": 30, "rotationAngle": 0, "bookAsAWhole": false}],
      "shapes": [{"label": "Stage", "smartType": "stage", "type": "rectangle", "center": {"x": 120, "y": 10}, "width": 100, "height": 20,
                  "fillColor": "#D0D1D2"}],
      "focalPoint": {"x": 120, "y": 10}}}
    """

    static func imported(_ text: String = chart) throws -> SeatsIOChart.Imported {
        try SeatsIOChart.read(JSONParser.parse(text), file: "chart.json")
    }

    @Test func everySeatSectionAreaAndShapeIsRead() throws {
        let v = try Self.imported().venue
        #expect(v.name == "Small hall")
        #expect(v.allSeats.map(\.seatId) == ["A-1", "A-2", "A-3", "B-1", "B-2", "B-3", "Box-K-1", "Box-K-2"])
        #expect(v.rows.map(\.sectionId) == [nil, nil, "s1"])
        // A section's sub-chart is moved by its topLeft.
        #expect(v.rows[2].seats.map(\.position) == [Point(x: 310, y: 20), Point(x: 330, y: 20)])
        #expect(v.sections == [Venue.Section(id: "s1", label: "Box", outline: [Point(x: 300, y: 0), Point(x: 360, y: 0), Point(x: 360, y: 60), Point(x: 300, y: 60)])])
        // Categories by key; a section's seats take the section's.
        #expect(v.rows[0].seats.map(\.category) == ["Stalls", "Stalls", "Stalls"])
        #expect(v.rows[1].seats[0].category == nil && v.rows[2].seats[0].category == "Box")
        #expect(v.areas == [Venue.Area(id: "g1", label: "Floor", outline: .ellipse(center: Point(x: 50, y: 150), radiusX: 40, radiusY: 30, rotationDegrees: 0),
                                      capacity: 120, category: "Stalls")])
        #expect(v.shapes == [Venue.Shape(label: "Stage", isStage: true, outline: .rectangle(center: Point(x: 120, y: 10), width: 100, height: 20, rotationDegrees: 0))])
        #expect(v.focalPoint == Point(x: 120, y: 10))
    }

    @Test func seatsAreTurnedToTheirRow() throws {
        let v = try Self.imported().venue
        #expect(v.rows[0].seats.map(\.rotationDegrees) == [0, 0, 0])
        // Row B climbs 10 units every 20: atan(1/2).
        let expected = atan2(10.0, 20.0) * 180 / .pi
        #expect(v.rows[1].seats.allSatisfy { abs($0.rotationDegrees - expected) < 1e-9 })
    }

    /// A row's direction fixes its seats' turn only up to a half turn: a row read right to left
    /// above the stage faces it turned half round, as does one read left to right below it.
    @Test func rowsFaceTheFocalPoint() throws {
        let below = Self.chart.replacingOccurrences(of: "\"focalPoint\": {\"x\": 120, \"y\": 10}", with: "\"focalPoint\": {\"x\": 120, \"y\": 500}")
        let v = try Self.imported(below).venue
        #expect(v.rows[0].seats.map(\.rotationDegrees) == [180, 180, 180])
        let expected = atan2(10.0, 20.0) * 180 / .pi - 180
        #expect(v.rows[1].seats.allSatisfy { abs($0.rotationDegrees - expected) < 1e-9 }, "\(v.rows[1].seats.map(\.rotationDegrees))")
        // Without a focal point, the stage's centre is what the rows face.
        let stageOnly = below.replacingOccurrences(of: "\"focalPoint\": {\"x\": 120, \"y\": 500}", with: "\"focalPoint\": null")
        #expect(try Self.imported(stageOnly).venue.focalPoint == nil)
        #expect(try Self.imported(stageOnly).venue.rows[0].seats.map(\.rotationDegrees) == [0, 0, 0])
        let reversed = Self.chart.replacingOccurrences(of: "[{\"x\": 100, \"y\": 80, \"label\": \"1\"}, {\"x\": 120, \"y\": 90, \"label\": \"2\"}, {\"x\": 140, \"y\": 100, \"label\": \"3\"}]",
                                                  with: "[{\"x\": 140, \"y\": 100, \"label\": \"3\"}, {\"x\": 120, \"y\": 90, \"label\": \"2\"}, {\"x\": 100, \"y\": 80, \"label\": \"1\"}]")
        let r = try Self.imported(reversed).venue
        // Read from seat 3 back to seat 1 the row points up-left; turned half round it faces the stage above.
        #expect(r.rows[1].seats.allSatisfy { abs($0.rotationDegrees - atan2(10.0, 20.0) * 180 / .pi) < 1e-9 }, "\(r.rows[1].seats.map(\.rotationDegrees))")
    }

    @Test func theLayoutPutsNeighbours44PointsApart() throws {
        let l = try VenueLayout(venue: Self.imported().venue)
        #expect(abs(l.scale - 2.2) < 1e-12 && l.warnings.isEmpty)
        let idx = VenueHitIndex(l)
        for (i, p) in l.placements.enumerated() { #expect(idx.seat(at: p.center) == i) }
    }

    @Test func everyUnreadKeyIsANoteOnceAKind() throws {
        let notes = try Self.imported().notes
        #expect(notes.contains("chart.json: not read in the seats: uuid (×3)"))
        #expect(notes.contains("chart.json: not read in the rows: curve"))
        #expect(notes.contains("chart.json: not read in the categories: color (×2)"))
        #expect(notes.contains("chart.json: not read in the chart: venueType"))
        #expect(notes.contains("chart.json: not read in the chart's subChart: width"))
        #expect(notes.contains("chart.json: not read in the shapes: fillColor"))
        #expect(notes.count == 6, "\(notes)")
    }

    @Test func whatCannotBeShownYetIsRefusedWithItsPlace() {
        func error(_ old: String, _ new: String) -> String {
            do { _ = try Self.imported(Self.chart.replacingOccurrences(of: old, with: new)); return "read" } catch { return "\(error)" }
        }
        #expect(error(#""width": 400,"#, #""width": 400, "tables": [{"label": "T1"}],"#)
                == "chart.json:2:40: subChart.tables[0]: tables are not read yet (issue 46): SeatMap cannot show this chart's tables and will not leave them out")
        #expect(error(#""subChart": {"width": 400,"#, #""subChartFloors": [], "subChart": {"width": 400,"#).hasPrefix("chart.json:2:20: subChartFloors: charts with floors are not read yet"))
        #expect(error(#"{"x": 120, "y": 90, "label": "2"}"#, #"{"x": "far", "y": 90, "label": "2"}"#)
                == "chart.json:6:78: subChart.rows[1].seats[1].x: expected a number, found a string")
        #expect(error(#""capacity": 120"#, #""capacity": -1"#).hasSuffix("subChart.generalAdmissionAreas[0].capacity: a capacity of -1 is not a count of places"))
        #expect(error(#""type": "circle""#, #""type": "star""#).hasSuffix(#"subChart.generalAdmissionAreas[0].type: a shape of type "star" is not read (circle, rectangle or polygon)"#))
    }

    @Test func aChartIsRecognisedByItsSubChart() throws {
        #expect(SeatsIOChart.recognises(try JSONParser.parse(Self.chart)))
        #expect(!SeatsIOChart.recognises(try JSONParser.parse(#"{"rows": []}"#)))
    }
}

#if canImport(Glibc)
import Glibc
#endif
