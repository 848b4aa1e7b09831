import Foundation
import Testing
import SeatMapCore
@testable import SeatMapVenue

/// A venue on two floors: drawn one floor at a time or every floor one above the other, each
/// floor's seats a translation of the floor drawn alone; floors that do not add up are refused
/// at their place.
@Suite struct VenueFloorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static func opera() throws -> Venue { try VenueFile.load(path: root.appendingPathComponent("Samples/venues/opera.json").path) }

    @Test func theAllFloorsViewStacksEachFloorUnchanged() throws {
        let venue = try Self.opera()
        #expect(venue.floors.map(\.id) == ["1", "2"])
        let all = try VenueLayout(venue: venue)
        #expect(all.warnings.contains { $0.hasPrefix("the venue has 2 floors (一楼 池座, 二楼 楼座): drawn one above the other") })
        #expect(all.floorOffsets["1"] == 0 && (all.floorOffsets["2"] ?? 0) > 0)
        let ids = venue.allSeats.map(\.seatId)
        var bottomOfFirst = -Double.infinity, topOfSecond = Double.infinity
        for f in venue.floors {
            let alone = try VenueLayout(venue: try #require(venue.onFloor(f.id)))
            #expect(alone.floorOffsets == [f.id: 0] && alone.warnings.isEmpty)
            // Same scale; every seat of the floor moved by one and the same vector, not turned.
            #expect(alone.scale == all.scale)
            let shift = try #require(alone.venue.allSeats.first.flatMap { s in ids.firstIndex(of: s.seatId) }.map { i in
                (all.placements[i].center.x - alone.placements[0].center.x, all.placements[i].center.y - alone.placements[0].center.y) })
            for (j, seat) in alone.venue.allSeats.enumerated() {
                let i = try #require(ids.firstIndex(of: seat.seatId))
                #expect(abs(all.placements[i].center.x - alone.placements[j].center.x - shift.0) < 1e-9)
                #expect(abs(all.placements[i].center.y - alone.placements[j].center.y - shift.1) < 1e-9)
                #expect(all.placements[i].rotationDegrees == alone.placements[j].rotationDegrees)
                let b = all.placements[i].boundingBox
                if f.id == "1" { bottomOfFirst = max(bottomOfFirst, b.maxY) } else { topOfSecond = min(topOfSecond, b.minY) }
            }
        }
        // The floors do not overlap: the circle starts more than two pitches below the stalls.
        #expect(topOfSecond - bottomOfFirst > 2 * all.metrics.columnPitch, "\(topOfSecond) \(bottomOfFirst)")
        // Each floor's title stands over it, bold (a title), first in the texts.
        #expect(all.venue.texts.prefix(2).map(\.text) == ["一楼 池座", "二楼 楼座"] && all.venue.texts.prefix(2).allSatisfy(\.isTitle))
        // A floor alone has only its own elements; the stage is on the first.
        let circle = try #require(venue.onFloor("2"))
        #expect(circle.shapes.isEmpty && circle.sections.map(\.id) == ["circle"] && circle.rows.count == 8 && circle.texts.isEmpty)
        #expect(venue.onFloor("3") == nil)
    }

    @Test func theFileRoundTripsWithItsFloors() throws {
        let venue = try Self.opera()
        let text = try VenueFile.text(venue)
        let back = try VenueFile.read(JSONParser.parse(text), file: "opera.json")
        #expect(back.floors == venue.floors && back.rows == venue.rows && back.sections == venue.sections && back.shapes == venue.shapes && back.texts == venue.texts)
        #expect(try VenueFile.text(back) == text)
    }

    static let small = """
    {"format": "seatmap-venue", "version": 1, "floors": [{"id": "1", "label": "Stalls"}, {"id": "2", "label": "Circle"}],
     "sections": [{"id": "S", "label": "Stalls", "floor": "1", "outline": [[0, 0], [50, 0], [50, 20]]}],
     "rows": [{"label": "A", "section": "S", "seats": [{"id": "A-1", "label": "1", "x": 0, "y": 0}, {"id": "A-2", "label": "2", "x": 20, "y": 0}]},
              {"label": "K", "section": null, "floor": "2", "seats": [{"id": "K-1", "label": "1", "x": 0, "y": 0}]}]}
    """

    func error(_ old: String, _ new: String) -> String {
        let text = Self.small.replacingOccurrences(of: old, with: new)
        precondition(text != Self.small, "\(old) not in the file")
        do { _ = try VenueFile.read(JSONParser.parse(text), file: "v.json"); return "read" } catch { return "\(error)" }
    }

    @Test func floorsThatDoNotAddUpAreRefusedAtTheirPlace() throws {
        let ok = try VenueFile.read(JSONParser.parse(Self.small), file: "v.json")
        #expect(ok.floor(of: ok.rows[0]) == "1" && ok.floor(of: ok.rows[1]) == "2")
        #expect(error(#""floor": "2", "seats""#, #""floor": "3", "seats""#)
                == #"v.json:4:52: rows[1].floor: row "K" is on the floor "3", which the venue's floors do not list"#)
        #expect(error(#""floor": "2", "seats""#, #""seats""#)
                == #"v.json:4:11: rows[1]: row "K" names no floor; in a venue with floors every element names its floor"#)
        #expect(error(#""section": "S", "seats""#, #""section": "S", "floor": "2", "seats""#)
                == #"v.json:3:51: rows[0].floor: row "A" is on the floor "2" but its section "S" is not; drop the row's floor"#)
        #expect(error(#"{"id": "2", "label": "Circle"}"#, #"{"id": "1", "label": "Circle"}"#)
                == #"v.json:1:93: floors[1].id: the floor id "1" is used twice; every floor needs its own"#)
        #expect(error(#""floors": [{"id": "1", "label": "Stalls"}, {"id": "2", "label": "Circle"}],"#, "")
                .hasSuffix(#"section "S" is on the floor "1", which the venue's floors do not list"#))
    }

    /// A section alone keeps its seats where the whole map has them, up to a translation, under
    /// its label as a title.
    @Test func aSectionAloneIsATranslationOfItself() throws {
        let venue = try Self.opera()
        let all = try VenueLayout(venue: venue)
        let circle = try #require(venue.onSection("circle"))
        #expect(circle.floors.map(\.id) == ["2"] && circle.sections.map(\.id) == ["circle"] && circle.texts.map(\.text) == ["楼座"] && circle.texts[0].isTitle)
        let alone = try VenueLayout(venue: circle)
        #expect(alone.scale == all.scale && alone.warnings.isEmpty)
        let ids = venue.allSeats.map(\.seatId)
        let i0 = try #require(ids.firstIndex(of: alone.venue.allSeats[0].seatId))
        let dx = all.placements[i0].center.x - alone.placements[0].center.x, dy = all.placements[i0].center.y - alone.placements[0].center.y
        for (j, seat) in alone.venue.allSeats.enumerated() {
            let i = try #require(ids.firstIndex(of: seat.seatId))
            #expect(abs(all.placements[i].center.x - alone.placements[j].center.x - dx) < 1e-9 && abs(all.placements[i].center.y - alone.placements[j].center.y - dy) < 1e-9)
        }
        #expect(venue.onSection("nowhere") == nil)
    }

    /// Every floor's elements found in one pass (`byFloor`, what the all-floors view uses) are
    /// exactly what `onFloor` filters for that floor, and `rowFloors` is `floor(of:)` row by row:
    /// a venue of 20,000 floors took 50 s when each floor filtered every element.
    @Test func eachFloorFoundInOnePassIsTheFloorAlone() throws {
        for venue in [try Self.opera(), try VenueFile.read(JSONParser.parse(Self.small), file: "small.json")] {
            #expect(venue.rowFloors == venue.rows.map { venue.floor(of: $0) })
            let parts = venue.byFloor(rowFloors: venue.rowFloors)
            #expect(Set(parts.keys) == Set(venue.floors.map(\.id)))
            for f in venue.floors {
                let alone = try #require(venue.onFloor(f.id)), part = try #require(parts[f.id])
                #expect(part.rows == alone.rows && part.sections == alone.sections && part.areas == alone.areas)
                #expect(part.shapes == alone.shapes && part.texts == alone.texts && part.floors == alone.floors)
            }
        }
    }
}
