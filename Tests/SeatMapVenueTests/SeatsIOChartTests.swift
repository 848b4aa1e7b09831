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

    @Test func whatCannotBeReadIsRefusedWithItsPlace() {
        func error(_ old: String, _ new: String) -> String {
            do { _ = try Self.imported(Self.chart.replacingOccurrences(of: old, with: new)); return "read" } catch { return "\(error)" }
        }
        #expect(error(#""width": 400,"#, #""width": 400, "booths": [{"label": "B1", "center": {"x": 5, "y": 5}, "width": 20}],"#)
                == "chart.json:2:40: subChart.booths[0].height: missing field (expected the booth's height)")
        #expect(error(#""width": 400,"#, #""width": 400, "booths": [{"label": "B1", "center": {"x": 5, "y": 5}, "width": 20, "height": 0}],"#)
                .hasSuffix("subChart.booths[0].height: a booth's height must be above 0"))
        #expect(error(#""width": 400,"#, #""width": 400, "texts": [{"text": "Bar", "centerX": 5}],"#)
                .hasSuffix("subChart.texts[0].centerY: missing field (expected the text's centre)"))
        #expect(error(#""subChart": {"width": 400,"#, #""subChartFloors": [], "subChart": {"width": 400,"#)
                == "chart.json:2:36: subChart: a chart holds its contents in subChart or, with floors, in subChartFloors, not both")
        #expect(error(#""subChart": {"width": 400,"#, #""subChartFloors": [], "unused": {"width": 400,"#)
                == "chart.json:2:20: subChartFloors: a chart's floors list no floor")
        #expect(error(#"{"x": 120, "y": 90, "label": "2"}"#, #"{"x": "far", "y": 90, "label": "2"}"#)
                == "chart.json:6:78: subChart.rows[1].seats[1].x: expected a number, found a string")
        #expect(error(#""capacity": 120"#, #""capacity": -1"#).hasSuffix("subChart.generalAdmissionAreas[0].capacity: a capacity of -1 is not a count of places"))
        #expect(error(#""type": "circle""#, #""type": "star""#).hasSuffix(#"subChart.generalAdmissionAreas[0].type: a shape of type "star" is not read (circle, rectangle or polygon)"#))
        // Two rows labelled A give two seats A-1: the second is refused where it stands, naming
        // the first (the layout refused it later, with the file's name alone).
        #expect(error(#"{"label": "B", "seats""#, #"{"label": "A", "seats""#)
                == #"chart.json:6:37: subChart.rows[1].seats[0]: the seat id "A-1" is also subChart.rows[0].seats[0]'s (line 3); every seat needs its own (seats.io names a seat by its section, row and seat labels)"#)
    }

    /// Booths and texts in the keys the seats.io designer writes them with (`Booth.toJson`,
    /// `TextInput.toJson`): a booth is an area of one place sold whole, a text stays where the
    /// chart centres it; both are moved by a section's `topLeft`.
    static let expo = """
    {"name": "Expo", "categories": {"list": [{"label": "Stand", "color": "#87A9CD", "key": 1}]},
     "subChart": {"width": 400, "rows": [], "tables": [], "shapes": [], "generalAdmissionAreas": [],
      "booths": [{"label": "1", "displayLabel": null, "sectionLabel": "Hall A", "sectionDisplayedLabel": null,
                  "objectLabeling": {"algoName": "SimpleNumbers", "prefix": null, "startAtIndex": 0},
                  "center": {"x": 100, "y": 60}, "width": 50, "height": 30, "rotationAngle": 90,
                  "categoryLabel": "Stand", "categoryKey": 1, "objectType": "booth", "uuid": "uuid7", "published": true}],
      "texts": [{"text": "Entrance", "centerX": 200, "centerY": 150, "rotationAngle": -90, "fontSize": 14, "textColor": "#333",
                 "bold": false, "italic": false, "objectType": "text"}],
      "sections": [{"label": "Hall B", "uuid": "s2", "topLeft": {"x": 300, "y": 0},
                    "points": [{"x": 300, "y": 0}, {"x": 380, "y": 0}, {"x": 380, "y": 80}, {"x": 300, "y": 80}],
                    "subChart": {"booths": [{"label": "7", "center": {"x": 40, "y": 40}, "width": 60, "height": 60, "rotationAngle": 0, "uuid": "uuid9"}],
                                 "texts": [{"text": "Café", "centerX": 40, "centerY": 70, "objectType": "text"}]}}],
      "focalPoint": null}}
    """

    @Test func boothsAndTextsAreRead() throws {
        let imported = try Self.imported(Self.expo)
        let v = imported.venue
        #expect(v.areas.map(\.id) == ["uuid7", "uuid9"])
        // A booth's label is seats.io's full label: its sectionLabel in a chart without
        // sections, its section's in a section.
        #expect(v.areas.map(\.label) == ["Hall A-1", "Hall B-7"])
        var first = Venue.Area(id: "uuid7", label: "Hall A-1", outline: .rectangle(center: Point(x: 100, y: 60), width: 50, height: 30, rotationDegrees: 90),
                               capacity: 1, bookAsAWhole: true, category: "Stand")
        first.isBooth = true
        #expect(v.areas[0] == first)
        #expect(v.areas[1].outline == .rectangle(center: Point(x: 340, y: 40), width: 60, height: 60, rotationDegrees: 0) && v.areas[1].isBooth)
        #expect(v.texts == [Venue.Text(text: "Entrance", position: Point(x: 200, y: 150), rotationDegrees: -90),
                            Venue.Text(text: "Café", position: Point(x: 340, y: 70))])
        #expect(imported.notes.contains("chart.json: not read in the texts: fontSize, textColor, bold, italic"), "\(imported.notes)")
        #expect(imported.notes.contains("chart.json: not read in the booths: displayLabel, sectionDisplayedLabel, objectLabeling, published"), "\(imported.notes)")
        // A chart without seats is scaled as seats.io spaces its chairs: 16 units wide, 5 apart.
        #expect(v.seatPitch == 21 && imported.notes.first?.hasPrefix("chart.json: the chart has no seats: its map is scaled") == true, "\(imported.notes)")
        do {
            _ = try Self.imported(Self.expo.replacingOccurrences(of: #"{"name": "Expo","#, with: #"{"name": "Expo", "rowChairSpacing": -30,"#))
            Issue.record("a negative rowChairSpacing read")
        } catch { #expect("\(error)".hasSuffix("rowChairSpacing: a space between chairs of -30 units is not a distance"), "\(error)") }
        // Written as a venue file and read back, a booth stays a booth.
        let again = try VenueFile.read(JSONParser.parse(VenueFile.text(v)), file: "venue.json")
        #expect(again.areas == v.areas && again.texts == v.texts)
    }

    /// A row of a chart without sections that names a `sectionLabel` is labelled with it, as
    /// seats.io's full label is (`Chair.getFullLabel`).
    @Test func aRowsSectionLabelStartsItsSeatsIds() throws {
        let v = try Self.imported(Self.chart.replacingOccurrences(of: #"{"label": "A", "curve": 0,"#, with: #"{"label": "A", "sectionLabel": "Stalls", "curve": 0,"#)).venue
        #expect(v.allSeats.map(\.seatId).prefix(4) == ["Stalls-A-1", "Stalls-A-2", "Stalls-A-3", "B-1"])
    }

    /// A chart of two floors (`subChartFloors`, each a sub-chart as `subChart` is): every
    /// element on its floor, named 1 and 2 as the renderer's floor picker names them.
    static func floors(secondFocus: String = #"{"x": 100, "y": 0}"#) -> String {
        """
        {"name": "Two floors", "categories": {"list": []}, "multiFloorView": "stage",
         "subChartFloors": [
          {"rows": [{"label": "A", "seats": [{"x": 100, "y": 50, "label": "1"}, {"x": 120, "y": 50, "label": "2"}]}],
           "texts": [{"text": "Stalls", "centerX": 110, "centerY": 20}], "booths": [], "tables": [], "shapes": [], "generalAdmissionAreas": [],
           "sections": [], "focalPoint": {"x": 100, "y": 0}},
          {"rows": [{"label": "R", "seats": [{"x": 100, "y": 80, "label": "1"}, {"x": 120, "y": 80, "label": "2"}]}],
           "texts": [], "booths": [], "tables": [], "shapes": [], "generalAdmissionAreas": [{"label": "Bar", "capacity": 20, "type": "rectangle",
             "center": {"x": 300, "y": 80}, "width": 40, "height": 20}],
           "sections": [{"label": "Circle", "uuid": "c", "points": [{"x": 0, "y": 100}, {"x": 200, "y": 100}, {"x": 200, "y": 160}, {"x": 0, "y": 160}],
                         "topLeft": {"x": 0, "y": 100}, "subChart": {"rows": [{"label": "C", "seats": [{"x": 100, "y": 20, "label": "1"}, {"x": 120, "y": 20, "label": "2"}]}]}}],
           "focalPoint": \(secondFocus)}]}
        """
    }

    @Test func aChartOfFloorsPutsEveryElementOnItsFloor() throws {
        let imported = try Self.imported(Self.floors())
        let v = imported.venue
        #expect(v.floors == [Venue.Floor(id: "1", label: "Floor 1"), Venue.Floor(id: "2", label: "Floor 2")])
        #expect(v.rows.map { v.floor(of: $0) } == ["1", "2", "2"])
        #expect(v.allSeats.map(\.seatId) == ["A-1", "A-2", "R-1", "R-2", "Circle-C-1", "Circle-C-2"])
        #expect(v.sections.map(\.floor) == ["2"] && v.areas.map(\.floor) == ["2"] && v.texts.map(\.floor) == ["1"])
        #expect(v.rows[2].seats[0].position == Point(x: 100, y: 120))
        try v.checkFloors()
        // Floors that agree on their focal point give the venue one; no zones.
        #expect(v.focalPoint == Point(x: 100, y: 0) && v.focalZones.isEmpty)
        #expect(imported.notes.contains("chart.json: not read in the chart: multiFloorView"), "\(imported.notes)")
        // Each floor lays out and renders on its own, and all floors together.
        #expect(try VenueLayout(venue: v.onFloor("2")!).placements.count == 4)
        #expect(try VenueLayout(venue: v).placements.count == 6)
    }

    /// Floors with their own focal points: the first floor's is the venue's, the second's
    /// chooses its sections' seats (a focal zone `floor-2`); its rows outside sections can only
    /// be measured to the venue's, and a note says so.
    @Test func floorsWithTheirOwnFocalPointsKeepThemForTheirSections() throws {
        let imported = try Self.imported(Self.floors(secondFocus: #"{"x": 100, "y": 200}"#))
        let v = imported.venue
        #expect(v.focalPoint == Point(x: 100, y: 0))
        #expect(v.focalZones == [Venue.FocalZone(id: "floor-2", label: "Floor 2", focalPoint: Point(x: 100, y: 200))])
        #expect(v.sections.map(\.focalZone) == ["floor-2"])
        #expect(imported.notes.first == "chart.json: floor 2's focal point differs from floor 1's: its 1 row outside sections are measured to floor 1's (a venue has one focal point outside sections)")
        let rules = VenueRules(venue: v, pitch: 20)
        #expect(rules.focus(ofRow: 2) == Point(x: 100, y: 200) && rules.focus(ofRow: 1) == Point(x: 100, y: 0))
    }

    /// seats.io's own sample chart with tables (seatsio-js `tests/sampleChartWithTables.json`,
    /// its keys and numbers; one table moved into a section and one sold whole).
    static let tables = """
    {"name": "Sample chart", "tablesLabelCounter": 3, "categories": {"list": [{"label": "Cat1", "color": "#87A9CD", "accessible": false, "key": 9}]},
     "subChart": {"height": 95, "width": 442,
      "tables": [{"center": {"x": 35.74, "y": 39.87}, "radius": 23.8732414637843, "autoRadius": true,
                  "seats": [{"x": 35.74, "y": 70.75, "label": "1", "categoryLabel": "Cat1", "categoryAccessible": null, "categoryKey": 9, "uuid": "uuid9"},
                            {"x": 9, "y": 55.31, "label": "2", "categoryLabel": "Cat1", "categoryAccessible": null, "categoryKey": 9, "uuid": "uuid10"},
                            {"x": 9, "y": 24.44, "label": "3", "categoryLabel": "Cat1", "categoryAccessible": null, "categoryKey": 9, "uuid": "uuid11"},
                            {"x": 35.74, "y": 9, "label": "4", "categoryLabel": "Cat1", "categoryAccessible": null, "categoryKey": 9, "uuid": "uuid12"},
                            {"x": 62.47, "y": 24.44, "label": "5", "categoryLabel": "Cat1", "categoryAccessible": null, "categoryKey": 9, "uuid": "uuid13"},
                            {"x": 62.47, "y": 55.31, "label": "6", "categoryLabel": "Cat1", "categoryAccessible": null, "categoryKey": 9, "uuid": "uuid14"}],
                  "rotationAngle": 0, "openSpaces": 0, "label": "T1",
                  "seatLabeling": {"algoName": "SimpleNumbers", "startAtIndex": 0, "isInverted": false},
                  "objectLabeling": {"algoName": "SimpleNumbers", "prefix": "T", "startAtIndex": 0},
                  "type": "round", "objectType": "table", "uuid": "uuid8"}],
      "texts": [], "rows": [], "shapes": [], "booths": [], "generalAdmissionAreas": [],
      "sections": [{"label": "Terrace", "uuid": "s1", "topLeft": {"x": 200, "y": 0}, "points": [{"x": 200, "y": 0}, {"x": 300, "y": 0}, {"x": 300, "y": 80}, {"x": 200, "y": 80}],
                    "subChart": {"tables": [{"center": {"x": 40, "y": 40}, "type": "rectangular", "width": 40, "height": 20, "rotationAngle": 90, "bookAsAWhole": true, "label": "T2",
                                             "seats": [{"x": 40, "y": 10, "label": "1"}, {"x": 40, "y": 70, "label": "3"}, {"x": 70, "y": 40, "label": "2"}, {"x": 10, "y": 40, "label": "4"}]}]}}],
      "focalPoint": {"x": 223.89, "y": 42.67}, "snapOffset": {"x": 0.06, "y": 3}}}
    """

    @Test func tablesAreRowsGoingRoundThem() throws {
        let imported = try Self.imported(Self.tables)
        let v = imported.venue
        #expect(v.rows.map(\.label) == ["T1", "T2"] && v.rows.map(\.sectionId) == [nil, "s1"])
        #expect(v.allSeats.map(\.seatId) == ["T1-1", "T1-2", "T1-3", "T1-4", "T1-5", "T1-6", "Terrace-T2-1", "Terrace-T2-2", "Terrace-T2-3", "Terrace-T2-4"])
        #expect(v.rows[0].table == Venue.Table(outline: .ellipse(center: Point(x: 35.74, y: 39.87), radiusX: 23.8732414637843, radiusY: 23.8732414637843, rotationDegrees: 0)))
        // A section's table is moved by its topLeft; a rectangular one keeps its turn; bookAsAWhole as on an area.
        #expect(v.rows[1].table == Venue.Table(outline: .rectangle(center: Point(x: 240, y: 40), width: 40, height: 20, rotationDegrees: 90), bookAsAWhole: true))
        #expect(v.rows[1].seats.map(\.position) == [Point(x: 240, y: 10), Point(x: 270, y: 40), Point(x: 240, y: 70), Point(x: 210, y: 40)])
        #expect(v.rows[0].seats.map(\.category) == Array(repeating: "Cat1", count: 6))
        // Every seat's top faces its table: below it 0°, to its left-below 60°, above it 180°.
        let turns = v.rows[0].seats.map(\.rotationDegrees)
        #expect(turns[0] == 0 && turns[3] == 180, "\(turns)")
        #expect(abs(turns[1] - (atan2(55.31 - 39.87, 9 - 35.74) * 180 / .pi - 90)) < 1e-9 && abs(turns[1] - 60) < 0.1, "\(turns)")
        #expect(v.rows[1].seats.map(\.rotationDegrees) == [180, -90, 0, 90])
        #expect(imported.notes.contains("chart.json: not read in the tables: autoRadius, openSpaces, seatLabeling, objectLabeling, objectType, uuid"), "\(imported.notes)")
        #expect(imported.notes.contains("chart.json: not read in the table seats: categoryAccessible (×6), uuid (×6)"), "\(imported.notes)")
    }

    /// The lone-seat rule walks a table's row round it: seats listed out of order are put in
    /// their order round the table, from the first listed, the way most listed steps go.
    @Test func aTablesSeatsAreOrderedRoundIt() throws {
        func order(_ degrees: [Double]) -> [String] {
            var seats = degrees.enumerated().map { i, d in
                Venue.Seat(seatId: "\(i)", label: "\(i)", position: Point(x: 10 * cos(d * .pi / 180), y: 10 * sin(d * .pi / 180)))
            }
            VenueReading.orderRound(&seats, center: Point(x: 0, y: 0))
            return seats.map(\.seatId)
        }
        #expect(order([90, 150, 210, 270, 330, 30]) == ["0", "1", "2", "3", "4", "5"])
        #expect(order([90, 30, 330, 270, 210, 150]) == ["0", "1", "2", "3", "4", "5"])
        #expect(order([90, 210, 150, 330, 270, 30]) == ["0", "2", "1", "4", "3", "5"])
        #expect(order([0, 180]) == ["0", "1"])
    }

    @Test func aTableThatCannotBeReadIsRefusedWithItsPlace() {
        func error(_ old: String, _ new: String) -> String {
            do { _ = try Self.imported(Self.tables.replacingOccurrences(of: old, with: new)); return "read" } catch { return "\(error)" }
        }
        #expect(error(#""type": "rectangular", "width": 40,"#, #""type": "rectangular","#)
                .hasSuffix("subChart.sections[0].subChart.tables[0].width: missing field (expected the table's width)"))
        #expect(error(#""type": "round", "objectType""#, #""type": "oval", "objectType""#)
                .hasSuffix(#"subChart.tables[0].type: a table of type "oval" is not read (round or rectangular)"#))
        #expect(error(#""radius": 23.8732414637843"#, #""radius": 0"#).hasSuffix("subChart.tables[0].radius: a round table's radius must be above 0"))
        #expect(error(#""height": 20"#, #""height": -20"#).hasSuffix("subChart.sections[0].subChart.tables[0].height: a rectangular table's height must be above 0"))
        #expect(error(#"{"x": 9, "y": 24.44"#, #"{"x": 9, "y": "up""#).hasSuffix("subChart.tables[0].seats[2].y: expected a number, found a string"))
    }

    /// Chairs at tables only: the pitch is 85 % of their chord, so they stand apart (the
    /// invariants, at tables of 3 to 30, are checked in `VenueInvariantTests`).
    @Test func aVenueOfTablesTakesItsPitchFromTheirChords() throws {
        let v = try Self.imported(Self.tables).venue
        let l = try VenueLayout(venue: v)
        let chord = 30.87 // seats 1 and 2 of T1 (and 3 and 4, 4 and 5 …): the most common chord
        let a = v.rows[0].seats[0].position, b = v.rows[0].seats[1].position
        #expect(abs(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() - chord) < 0.01)
        #expect(abs(l.scale - 44 / (0.85 * ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot())) < 0.01 * l.scale, "\(l.scale)")
        #expect(l.warnings.isEmpty, "\(l.warnings)")
        let idx = VenueHitIndex(l)
        for (i, p) in l.placements.enumerated() { #expect(idx.seat(at: p.center) == i) }
    }

    @Test func aChartIsRecognisedByItsSubChart() throws {
        #expect(SeatsIOChart.recognises(try JSONParser.parse(Self.chart)))
        #expect(!SeatsIOChart.recognises(try JSONParser.parse(#"{"rows": []}"#)))
    }
}

#if canImport(Glibc)
import Glibc
#endif
