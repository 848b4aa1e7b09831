import Testing
import SeatMapCore
@testable import SeatMapVenue

/// Focal zones (seats.io's `zones`): read from a chart (its `zones.list`, sections naming one),
/// kept by the venue file, refused at their place when they do not add up.
@Suite struct VenueFocalZoneTests {
    /// The shape of seats.io's own `sampleChartWithZones.json` (a race track: a zone per
    /// stand, each with its focal point, sections naming theirs), cut to two small sections.
    static let chart = """
    {"name": "Race Track", "venueType": "ZONES",
     "zones": {"list": [{"key": "finishline", "label": "Finish Line", "focalPoint": {"x": 15445.45, "y": 18181.82}},
                        {"key": "midtrack", "label": "Mid Track", "focalPoint": {"x": 43627.27, "y": 18681.82}}]},
     "subChart": {"sections": [
       {"label": "Goal Stand 4", "zone": "finishline", "uuid": "uuid17", "labelRotationAngle": 320, "topLeft": {"x": 15000, "y": 19000},
        "points": [{"x": 15000, "y": 19000}, {"x": 15200, "y": 19000}, {"x": 15200, "y": 19100}, {"x": 15000, "y": 19100}],
        "subChart": {"rows": [{"label": "A", "seats": [{"x": 10, "y": 10, "label": "1"}, {"x": 30, "y": 10, "label": "2"}, {"x": 50, "y": 10, "label": "3"}]}]}},
       {"label": "Mid Stand", "zone": "midtrack", "uuid": "uuid18", "topLeft": {"x": 43500, "y": 19000},
        "points": [{"x": 43500, "y": 19000}, {"x": 43700, "y": 19000}, {"x": 43700, "y": 19100}, {"x": 43500, "y": 19100}],
        "subChart": {"rows": [{"label": "A", "seats": [{"x": 10, "y": 10, "label": "1"}, {"x": 30, "y": 10, "label": "2"}, {"x": 50, "y": 10, "label": "3"}]}]}}]}}
    """

    static func imported(_ text: String = chart) throws -> SeatsIOChart.Imported {
        try SeatsIOChart.read(JSONParser.parse(text), file: "chart.json")
    }

    @Test func aChartsZonesAreRead() throws {
        let imported = try Self.imported()
        let v = imported.venue
        #expect(v.focalZones == [Venue.FocalZone(id: "finishline", label: "Finish Line", focalPoint: Point(x: 15445.45, y: 18181.82)),
                                 Venue.FocalZone(id: "midtrack", label: "Mid Track", focalPoint: Point(x: 43627.27, y: 18681.82))])
        #expect(v.sections.map(\.focalZone) == ["finishline", "midtrack"])
        #expect(v.allSeats.first?.seatId == "Goal Stand 4-A-1")
        #expect(!imported.notes.contains { $0.contains("zone") && !$0.contains("labelRotationAngle") }, "\(imported.notes)")
        // Each stand's best seats are nearest its own zone's point.
        let rules = try VenueRules(VenueLayout(venue: v))
        #expect(rules.suggest(count: 2, zone: "midtrack").map { $0.allSatisfy { $0.hasPrefix("Mid Stand-") } } == .success(true))
        #expect(rules.suggest(count: 2, zone: "finishline").map { $0.allSatisfy { $0.hasPrefix("Goal Stand 4-") } } == .success(true))
    }

    /// Each row faces its own zone's point: with Mid Track's point below its stand, that stand's
    /// rows turn half round and the finish line's stay as they run.
    @Test func rowsFaceTheirZonesPoint() throws {
        #expect(try Self.imported().venue.rows.map { $0.seats[0].rotationDegrees } == [0, 0])
        let below = try Self.imported(Self.chart.replacingOccurrences(of: #""focalPoint": {"x": 43627.27, "y": 18681.82}"#,
                                                                      with: #""focalPoint": {"x": 43627.27, "y": 20000}"#)).venue
        #expect(below.rows.map { $0.seats[0].rotationDegrees } == [0, 180])
    }

    @Test func aSectionsUnknownZoneIsRefusedAtItsPlace() {
        func error(_ old: String, _ new: String) -> String {
            do { _ = try Self.imported(Self.chart.replacingOccurrences(of: old, with: new)); return "read" } catch { return "\(error)" }
        }
        #expect(error(#""zone": "midtrack""#, #""zone": "pitlane""#)
                == #"chart.json:8:35: subChart.sections[1].zone: the zone "pitlane" is not in the chart's zones ("finishline", "midtrack")"#)
        #expect(error(#""key": "midtrack", "#, "").hasSuffix("zones.list[1].key: missing field (expected the zone's key)"))
        #expect(error(#", "focalPoint": {"x": 43627.27, "y": 18681.82}"#, "").hasSuffix("zones.list[1].focalPoint: missing field (expected the zone's focal point)"))
    }

    @Test func theVenueFileKeepsThem() throws {
        let v = try Self.imported().venue
        let text = try VenueFile.text(v)
        #expect(text.contains(#""focalZones""#) && text.contains(#""focalZone": "midtrack""#))
        let back = try VenueFile.read(JSONParser.parse(text), file: "v.json")
        #expect(back.focalZones == v.focalZones && back.sections == v.sections)
        #expect(try VenueFile.text(back) == text)
    }

    static let small = """
    {"format": "seatmap-venue", "version": 1, "focalZones": [{"id": "n", "label": "North", "focalPoint": [0, -50]}, {"id": "s", "label": "South", "focalPoint": [0, 50]}],
     "sections": [{"id": "S", "label": "Stand", "focalZone": "n", "outline": [[0, 0], [50, 0], [50, 20]]}],
     "rows": [{"label": "A", "section": "S", "seats": [{"id": "A-1", "label": "1", "x": 0, "y": 0}, {"id": "A-2", "label": "2", "x": 20, "y": 0}]}]}
    """

    @Test func zonesThatDoNotAddUpAreRefusedAtTheirPlace() throws {
        func error(_ old: String, _ new: String) -> String {
            let text = Self.small.replacingOccurrences(of: old, with: new)
            precondition(text != Self.small, "\(old) not in the file")
            do { _ = try VenueFile.read(JSONParser.parse(text), file: "v.json"); return "read" } catch { return "\(error)" }
        }
        #expect((try? VenueFile.read(JSONParser.parse(Self.small), file: "v.json"))?.focalZones.count == 2)
        #expect(error(#""focalZone": "n""#, #""focalZone": "e""#)
                == #"v.json:2:58: sections[0].focalZone: section "S" is in the focal zone "e", which the venue's focalZones do not list"#)
        #expect(error(#"{"id": "s", "#, #"{"id": "n", "#)
                == #"v.json:1:120: focalZones[1].id: the focal zone id "n" is used twice; every focal zone needs its own"#)
        #expect(error(#""label": "South", "focalPoint""#, #""label": "South", "focalPiont""#).contains(#"focalZones[1].focalPiont: unknown key "focalPiont" for a focalZone (did you mean "focalPoint"?"#))
    }
}
