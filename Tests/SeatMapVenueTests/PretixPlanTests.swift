import Testing
import SeatMapCore
@testable import SeatMapVenue

/// A pretix seating plan read as a venue: seats at zone + row + seat position, ids from
/// `seat_guid`, zones as sections, areas as shapes and texts, every unread key a note.
@Suite struct PretixPlanTests {
    static let plan = """
    {"name": "Studio", "categories": [{"name": "Stalls", "color": "#f00"}], "size": {"width": 400, "height": 300},
     "zones": [{"name": "Ground", "zone_id": "g", "position": {"x": 100, "y": 50},
       "rows": [{"row_number": "1", "row_label": "Row 1", "position": {"x": 0, "y": 10},
                 "seats": [{"seat_guid": "g-1-1", "seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Stalls", "radius": 10},
                           {"seat_guid": "g-1-2", "seat_number": "2", "position": {"x": 25, "y": 0}, "category": "Stalls", "radius": 10},
                           {"seat_guid": "g-1-3", "seat_number": "3", "position": {"x": 50, "y": 0}, "category": "Stalls"}]},
                {"row_number": "2", "seats": [{"seat_guid": "g-2-1", "seat_number": "1", "position": {"x": 0, "y": 40}, "category": "Stalls"}]}],
       "areas": [{"shape": "rectangle", "position": {"x": 0, "y": -40}, "rectangle": {"width": 80, "height": 20}, "rotation": 90, "color": "#ccc"},
                 {"shape": "circle", "position": {"x": 200, "y": 0}, "circle": {"radius": 15}},
                 {"shape": "text", "position": {"x": 10, "y": 10}, "text": {"text": "STAGE", "position": {"x": 5, "y": 0}, "size": 16}}]}]}
    """

    static func imported(_ text: String = plan) throws -> SeatsIOChart.Imported { try PretixPlan.read(JSONParser.parse(text), file: "plan.json") }

    @Test func seatsStandAtZonePlusRowPlusSeat() throws {
        let v = try Self.imported().venue
        #expect(v.name == "Studio")
        #expect(v.allSeats.map(\.seatId) == ["g-1-1", "g-1-2", "g-1-3", "g-2-1"])
        #expect(v.allSeats.map(\.position) == [Point(x: 100, y: 60), Point(x: 125, y: 60), Point(x: 150, y: 60), Point(x: 100, y: 90)])
        #expect(v.rows.map(\.label) == ["1", "2"] && v.rows.allSatisfy { $0.sectionId == "g" })
        #expect(v.sections == [Venue.Section(id: "g", label: "Ground", outline: [])])
        #expect(v.allSeats.allSatisfy { $0.category == "Stalls" && $0.rotationDegrees == 0 })
        let l = try VenueLayout(venue: v)
        #expect(abs(l.scale - 44.0 / 25) < 1e-12)
    }

    @Test func areasAreShapesTurnedAboutTheirPosition() throws {
        let v = try Self.imported().venue
        // An 80 × 20 rectangle at (100, 10) turned 90° clockwise about that corner: its centre
        // moves to (100 - 10, 10 + 40).
        #expect(v.shapes.first == Venue.Shape(label: "", isStage: false, outline: .rectangle(center: Point(x: 90, y: 50), width: 80, height: 20, rotationDegrees: 90)))
        #expect(v.shapes.last == Venue.Shape(label: "", isStage: false, outline: .ellipse(center: Point(x: 300, y: 50), radiusX: 15, radiusY: 15, rotationDegrees: 0)))
        #expect(v.texts == [Venue.Text(text: "STAGE", position: Point(x: 115, y: 60))])
    }

    @Test func everyUnreadKeyIsANote() throws {
        let notes = try Self.imported().notes
        #expect(notes.contains("plan.json: not read in the seats: radius (×2)"))
        #expect(notes.contains("plan.json: not read in the rows: row_label"))
        #expect(notes.contains("plan.json: not read in the categories: color"))
        #expect(notes.contains("plan.json: not read in the plan: size"))
        #expect(notes.contains("plan.json: not read in the areas: color"))
        #expect(notes.contains("plan.json: not read in the texts: size"))
        #expect(notes.count == 6, "\(notes)")
    }

    @Test func aBadFieldIsLocated() {
        func error(_ old: String, _ new: String) -> String {
            do { _ = try Self.imported(Self.plan.replacingOccurrences(of: old, with: new)); return "read" } catch { return "\(error)" }
        }
        #expect(error(#""seat_guid": "g-1-2", "#, "").hasSuffix("plan.json:5:24: zones[0].rows[0].seats[1].seat_guid: missing field (expected the seat's id)"))
        #expect(error(#""shape": "circle""#, #""shape": "star""#).hasSuffix(#"zones[0].areas[1].shape: a shape of type "star" is not one a pretix plan has (polygon, rectangle, ellipse, circle or text)"#))
        #expect(error(#""seat_guid": "g-2-1""#, #""seat_guid": "g-1-2""#)
                == #"plan.json:7:57: zones[0].rows[1].seats[0].seat_guid: the seat id "g-1-2" is also zones[0].rows[0].seats[1].seat_guid's (line 5); every seat needs its own (a pretix seat's id is its seat_guid)"#)
        #expect(PretixPlan.recognises(try! JSONParser.parse(Self.plan)) && !SeatsIOChart.recognises(try! JSONParser.parse(Self.plan)))
    }
}
