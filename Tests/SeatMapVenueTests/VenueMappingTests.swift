import Testing
import SeatMapCore
@testable import SeatMapVenue

/// A flat list of seats at coordinates read through a venue mapping: rows grouped in the order
/// they appear, seats along the row, every seat where the list put it up to one similarity
/// transform, and one located error for a misspelt key, not one per seat.
@Suite struct VenueMappingTests {
    /// Two blocks of two rows, the list out of order within a row (seat 3 before seat 1).
    static let list = """
    {"data": {"seats": [
      {"px": 300, "py": 100, "r": "1", "blk": "B", "st": 0},
      {"px": 100, "py": 100, "r": "1", "blk": "B", "st": 1},
      {"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0},
      {"px": -300, "py": 100, "r": "1", "blk": "A", "st": 0},
      {"px": -200, "py": 100, "r": "1", "blk": "A", "st": 0},
      {"px": 100, "py": 200, "r": "2", "blk": "B", "st": 2},
      {"px": 200, "py": 200, "r": "2", "blk": "B", "st": 0}
    ]}}
    """
    static let mapping = """
    {"seats": "data.seats", "x": "px", "y": "py", "row": "r", "section": "blk", "status": "st",
     "statuses": {"0": "available", "1": "sold", "2": "locked"}, "focalPoint": [0, -400]}
    """

    static func imported(_ list: String = list, _ mapping: String = mapping) throws -> SeatsIOChart.Imported {
        let m = try VenueMapping.read(JSONParser.parse(mapping), file: "map.json")
        return try m.importList(Array(list.utf8), file: "list.json")
    }

    static func error(_ list: String = list, _ mapping: String = mapping) -> String {
        do { _ = try imported(list, mapping); return "read" } catch { return "\(error)" }
    }

    @Test func rowsInTheOrderTheyAppearAndSeatsAlongTheRow() throws {
        let v = try Self.imported().venue
        #expect(v.rows.map { "\($0.sectionId ?? "")/\($0.label)" } == ["B/1", "A/1", "B/2"])
        #expect(v.rows[0].seats.map(\.position.x) == [100, 200, 300])
        #expect(v.rows[0].seats.map(\.label) == ["1", "2", "3"])
        #expect(v.rows[0].seats.map(\.seatId) == ["B-1-1", "B-1-2", "B-1-3"])
        #expect(v.rows[0].seats.map(\.status) == [.sold, .available, .available])
        #expect(v.rows[2].seats.map(\.status) == [.locked, .available])
        #expect(v.sections.map(\.id) == ["B", "A"])
        #expect(v.focalPoint == Point(x: 0, y: -400))
        // Every seat inside its section's outline.
        for row in v.rows {
            let outline = try #require(v.sections.first { $0.id == row.sectionId }).outline
            for s in row.seats { #expect(Polygon.contains(outline, s.position), "\(s.seatId)") }
        }
    }

    @Test func seatsStandWhereTheListPutsThemUpToOneSimilarity() throws {
        let v = try Self.imported().venue
        let layout = try VenueLayout(venue: v)
        let seats = v.allSeats
        // The neighbours 100 units apart in the list are 44 pt apart on the map: one scale,
        // one translation, for every seat.
        let k = 44.0 / 100
        let p0 = layout.placements[0].center, s0 = seats[0].position
        for (p, s) in zip(layout.placements, seats) {
            #expect(abs(p.center.x - (p0.x + (s.position.x - s0.x) * k)) < 1e-9)
            #expect(abs(p.center.y - (p0.y + (s.position.y - s0.y) * k)) < 1e-9)
        }
    }

    @Test func aMisspeltKeyIsOneErrorWithItsNearMiss() {
        let typo = Self.mapping.replacingOccurrences(of: "\"row\": \"r\"", with: "\"row\": \"rw\"")
        #expect(Self.error(Self.list, typo) == "list.json:1:20: data.seats: the mapping reads row from the key \"rw\", but no seat has it (did you mean \"r\"? the seats' keys: \"px\", \"py\", \"r\", \"blk\", \"st\")")
        let unknown = Self.mapping.replacingOccurrences(of: "\"section\"", with: "\"sectoin\"")
        #expect(Self.error(Self.list, unknown).hasPrefix("map.json:1:70: sectoin: unknown key \"sectoin\" for a venue mapping (did you mean \"section\"?"), "\(Self.error(Self.list, unknown))")
        let noPath = Self.mapping.replacingOccurrences(of: "data.seats", with: "data.chairs")
        #expect(Self.error(Self.list, noPath) == "list.json:1:10: data.chairs: no key \"chairs\" here (the mapping says seats are at \"data.chairs\")")
    }

    @Test func badValuesAreLocated() {
        let status = Self.list.replacingOccurrences(of: "\"st\": 2", with: "\"st\": 7")
        #expect(Self.error(status) == "list.json:7:54: data.seats[5].st: the status \"7\" is not in the mapping's statuses (\"0\", \"1\", \"2\")")
        let x = Self.list.replacingOccurrences(of: "\"px\": 200, \"py\": 200", with: "\"px\": \"far\", \"py\": 200")
        #expect(Self.error(x).hasPrefix("list.json:8:10: data.seats[6].px: "), "\(Self.error(x))")
        let twice = Self.list.replacingOccurrences(of: "\"px\": 300, \"py\": 100", with: "\"px\": 200, \"py\": 100")
        // Two seats of one row at one place get labels 2 and 3 by order; the same label twice
        // (mapped) is a duplicate id.
        #expect(Self.error(twice) == "read")
        let labelled = Self.mapping.replacingOccurrences(of: "\"row\": \"r\"", with: "\"row\": \"r\", \"label\": \"st\"")
        #expect(Self.error(Self.list, labelled) == "list.json:2:3: data.seats[0]: the seat id \"B-1-0\" is also data.seats[2]'s; every seat needs its own (map \"seatId\" or \"label\")")
        let notWord = Self.mapping.replacingOccurrences(of: "\"locked\"", with: "\"blocked\"")
        #expect(Self.error(Self.list, notWord) == "map.json:2:51: statuses.2: expected available, sold or locked, found \"blocked\"")
    }

    @Test func withoutAFocalPointANoteSaysRowsKeepTheirDirection() throws {
        let bare = "{\"seats\": \"data.seats\", \"x\": \"px\", \"y\": \"py\", \"row\": \"r\"}"
        let imported = try Self.imported(Self.list, bare)
        #expect(imported.notes == ["list.json: seats turned to their rows; with no \"focalPoint\" or \"stage\" in the mapping a row keeps the direction its seats run in (add one so every row faces the stage)"])
        // Without a section key, rows are the row values alone: rows 1 and 2.
        #expect(imported.venue.rows.map(\.label) == ["1", "2"])
        #expect(imported.venue.sections.isEmpty)
    }

    /// `pair` names the key two halves of a sofa share (`0` and empty: none): left and right
    /// in the row's order, wherever the list puts them; a value on one seat, on three, or on
    /// two seats apart is one located error.
    @Test func sofasPairBySharedValue() throws {
        let list = Self.list.replacingOccurrences(of: #""st": 1}"#, with: #""st": 0, "cp": 7}"#)
            .replacingOccurrences(of: #"{"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0}"#, with: #"{"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0, "cp": 7}"#)
            .replacingOccurrences(of: #"{"px": 300, "py": 100, "r": "1", "blk": "B", "st": 0}"#, with: #"{"px": 300, "py": 100, "r": "1", "blk": "B", "st": 0, "cp": 0}"#)
        let mapping = Self.mapping.replacingOccurrences(of: #""status": "st","#, with: #""status": "st", "pair": "cp","#)
        let v = try Self.imported(list, mapping).venue
        #expect(v.rows[0].seats.map(\.pair) == [.left, .right, nil])
        #expect(v.allSeats.filter { $0.pair != nil }.count == 2)
        let rules = VenueRules(venue: v, pitch: 100)
        #expect(rules.select(["B-1-2"]) == .success(["B-1-2", "B-1-1"]))
        // Seats 1 and 3 of row B/1 share a value, seat 2 between them.
        let apart = list.replacingOccurrences(of: #""st": 0, "cp": 0}"#, with: #""st": 0, "cp": 7}"#)
            .replacingOccurrences(of: #"{"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0, "cp": 7}"#, with: #"{"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0}"#)
        #expect(Self.error(apart, mapping) == #"list.json:3:3: data.seats[1]: the pair value "7" of row "1" is shared by two seats not side by side in the row; a couple sofa is two seats side by side"#)
        let lone = list.replacingOccurrences(of: #"{"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0, "cp": 7}"#, with: #"{"px": 200, "py": 100, "r": "1", "blk": "B", "st": 0}"#)
        #expect(Self.error(lone, mapping).hasSuffix(#"the pair value "7" of row "1" is shared by 1 seat; a couple sofa is two seats side by side"#))
        #expect(Self.error(list, mapping.replacingOccurrences(of: #""pair": "cp""#, with: #""pair": "couple""#)).contains(#"the mapping reads pair from the key "couple", but no seat has it"#))
    }

    @Test func aGridMappingIsNotAVenueMapping() throws {
        #expect(!VenueMapping.recognises(try JSONParser.parse("{\"row\": \"r\", \"col\": \"c\"}")))
        #expect(VenueMapping.recognises(try JSONParser.parse("{\"row\": \"r\", \"x\": \"c\"}")))
    }

    /// Issue 68, item 7: a venue mapping refused `name` and had no key for a price or a stage,
    /// and a seat id could not combine fields. Now: the venue's name from the document, each
    /// seat's price (currency units, kept as fen), a stage the rows face, and ids joined from
    /// several keys.
    @Test func aPositionsMappingNamesTheVenueItsPricesItsStageAndCombinedIds() throws {
        let list = """
        {"event": {"venue": "Phoenix Arena"}, "data": {"seats": [
          {"px": 100, "py": 100, "r": "1", "blk": "B", "no": 7, "cost": 45.5},
          {"px": 200, "py": 100, "r": "1", "blk": "B", "no": 8, "cost": "60"},
          {"px": 100, "py": 200, "r": "2", "blk": "B", "no": 7, "cost": 30}
        ]}}
        """
        let mapping = """
        {"seats": "data.seats", "x": "px", "y": "py", "row": "r", "seatId": ["blk", "r", "no"], "price": "cost",
         "name": "event.venue", "stage": [50, -300, 200, 40]}
        """
        let imported = try Self.imported(list, mapping)
        let v = imported.venue
        #expect(v.name == "Phoenix Arena")
        #expect(v.allSeats.map(\.seatId) == ["B-1-7", "B-1-8", "B-2-7"])
        #expect(v.allSeats.map(\.priceMinorUnits) == [4550, 6000, 3000])
        let stage = try #require(v.shapes.first)
        #expect(stage.isStage && v.shapes.count == 1)
        // The rows face the stage above them: no note that they keep their own direction.
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        #expect(v.allSeats.allSatisfy { abs($0.rotationDegrees) < 1e-9 }, "\(v.allSeats.map(\.rotationDegrees))")
        // Errors are located: a price that is not one, a part of an id a seat lacks, a name the
        // document does not have, a stage that is not a rectangle.
        let badPrice = list.replacingOccurrences(of: "\"cost\": 30", with: "\"cost\": \"free\"")
        #expect(Self.error(badPrice, mapping).contains("data.seats[2].cost: expected a price in currency units (45.50), 0 to 1000000, found \"free\""), "\(Self.error(badPrice, mapping))")
        let noPart = list.replacingOccurrences(of: ", \"no\": 8", with: "")
        #expect(Self.error(noPart, mapping).contains("data.seats[1]: no \"no\" (a part of the seat's id)"), "\(Self.error(noPart, mapping))")
        let noName = mapping.replacingOccurrences(of: "event.venue", with: "event.place")
        #expect(Self.error(list, noName).contains("the mapping says the venue's name is at \"event.place\""), "\(Self.error(list, noName))")
        let badStage = mapping.replacingOccurrences(of: "[50, -300, 200, 40]", with: "[50, -300, 0, 40]")
        #expect(Self.error(list, badStage).contains("stage: expected [x, y, width, height]"), "\(Self.error(list, badStage))")
    }
}
