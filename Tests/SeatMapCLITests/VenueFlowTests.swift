import Testing
import Foundation
import SeatMapCore
import SeatMapPNG

/// Flows on a venue's phone page, from the command line: a tap on a section, then a seat — the
/// page zooms into the section, the seat is selected under the venue's rules, a conflict draws
/// the seat sold, the order is the venue's; a chart is refused at the story's hall, a refresh at
/// its step, a section the page has not at its step.
@Suite struct VenueFlowTests {
    static let arena = Binary.packageRoot.appendingPathComponent("Samples/venues/arena.json").path
    static let banquet = Binary.packageRoot.appendingPathComponent("Samples/venues/banquet.json").path

    @Test func aTapOnASectionThenASeat() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = dir.appendingPathComponent("story.json").path
        try """
        {"hall": "\(Self.arena)", "steps": [
          {"tapAt": {"section": "north"}},
          {"tapAt": {"seat": "North-A-12"}},
          {"tap": "North-A-13"},
          {"confirm": {"conflict": ["North-A-13"]}},
          {"confirm": {}}
        ]}
        """.write(toFile: story, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["flow", story, "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "step-00 opened: 608 seats, 419 available, 1 area with 420 places left", "\(lines)")
        #expect(lines[1] == "step-01 tapAt section north: zoomed into section \"North\" (132 left) at zoom 0.314; its seats are drawn", "\(lines)")
        #expect(lines[2] == "step-02 tapAt seat North-A-12: North-A-12 (North A排12号) selected", "\(lines)")
        #expect(lines[4].hasSuffix("dropped North-A-13 (North A排13号), kept 1 [seatConflict]"), "\(lines)")
        #expect(lines[5] == "step-05 confirm: order placed: North-A-12 (North A排12号)", "\(lines)")

        // Frame 1 is the page `render --section north` draws, byte for byte.
        let byRender = dir.appendingPathComponent("north.png").path
        #expect(try Binary.run(["render", Self.arena, "--section", "north", "-o", byRender]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: byRender)) == Data(contentsOf: out.appendingPathComponent("step-01.png")))
        // After the conflict, North-A-13 is drawn sold: its layout state says so.
        let layout = try JSONParser.parse(utf8: Array(try Data(contentsOf: out.appendingPathComponent("step-04.layout.json"))))
        let seat = layout["seats"]?.arrayElements?.first { $0["id"]?.stringValue == "North-A-13" }
        #expect(seat?["state"]?.stringValue == "sold")
        let drawn = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("step-04.png"))))
        let before = try PNGCodec.decode(Array(try Data(contentsOf: out.appendingPathComponent("step-02.png"))))
        let px = (seat?["pixelFrame"]?.arrayElements ?? []).compactMap(\.doubleValue)
        try #require(px.count == 4)
        var changed = 0
        for y in Int(px[1])..<Int(px[1] + px[3]) { for x in Int(px[0])..<Int(px[0] + px[2]) where drawn[x, y] != before[x, y] { changed += 1 } }
        #expect(Double(changed) > 0.2 * px[2] * px[3], "\(changed) pixels of North-A-13 changed from available to sold")
        // flow.json: the order is the venue's.
        let flow = try String(contentsOf: out.appendingPathComponent("flow.json"), encoding: .utf8)
        #expect(flow.contains("\"seatIds\": [\"North-A-12\"]"), "\(flow.prefix(400))")
    }

    /// Places in a standing floor by count (a tap takes one more, its chip gives them back),
    /// within the order's limit with the seats; a booth taken whole and given back; the order
    /// holds the places.
    @Test func placesInAnAreaAndABoothInAFlow() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = dir.appendingPathComponent("s.json").path
        let floor = #"{"tapAt": {"area": "floor"}}"#
        try #"{"hall": "\#(Self.arena)", "steps": [\#(floor), \#(floor), {"tapAt": {"element": "seatChip area:floor"}}, "#
            .appending(#"\#(floor), \#(floor), \#(floor), \#(floor), \#(floor), {"tap": "North-A-12"}, {"tap": "North-A-13"}, {"confirm": {}}]}"#)
            .write(toFile: story, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("o")
        let r = try Binary.run(["flow", story, "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == #"step-01 tapAt area floor: a place in "Standing floor" taken: 1 chosen, 419 left"#, "\(lines)")
        #expect(lines[2] == #"step-02 tapAt area floor: a place in "Standing floor" taken: 2 chosen, 418 left"#, "\(lines)")
        #expect(lines[3] == #"step-03 tapAt seatChip area:floor: the places in "Standing floor" given back from their chip"#, "\(lines)")
        #expect(lines[8] == #"step-08 tapAt area floor: a place in "Standing floor" taken: 5 chosen, 415 left"#, "\(lines)")
        // Five places and a seat are the six an order takes: the next seat is refused.
        #expect(lines[9].hasPrefix("step-09 tap North-A-12: North-A-12 (North A排12号) selected"), "\(lines)")
        #expect(lines[10].hasPrefix("step-10 tap North-A-13: tap North-A-13 (North A排13号): refused") && lines[10].hasSuffix("[exceedLimit]"), "\(lines)")
        #expect(lines[11] == "step-11 confirm: order placed: North-A-12 (North A排12号), Standing floor ×5", "\(lines)")
        let flow = try JSONParser.parse(utf8: Array(try Data(contentsOf: out.appendingPathComponent("flow.json"))))
        let last = try #require(flow["steps"]?.arrayElements?.last)
        #expect(last["places"]?.arrayElements?.first?["count"]?.intValue == 5)
        #expect(last["order"]?["places"]?.arrayElements?.first?["area"]?.stringValue == "floor")

        // An expo's booths: a tap takes one whole, a second gives it back.
        let chart = dir.appendingPathComponent("expo.json").path, venue = dir.appendingPathComponent("expo-venue.json").path
        try (#"{"name": "Expo", "subChart": {"booths": [{"label": "1", "center": {"x": 100, "y": 60}, "width": 50, "height": 30, "uuid": "b1"}, "#
             + #"{"label": "2", "center": {"x": 170, "y": 60}, "width": 50, "height": 30, "uuid": "b2"}]}}"#).write(toFile: chart, atomically: true, encoding: .utf8)
        #expect(try Binary.run(["import", chart, "-o", venue]).code == 0)
        try #"{"hall": "\#(venue)", "steps": [{"tapAt": {"area": "b2"}}, {"tapAt": {"area": "b1"}}, {"tapAt": {"area": "b2"}}, {"confirm": {}}]}"#
            .write(toFile: story, atomically: true, encoding: .utf8)
        let expo = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("e").path])
        #expect(expo.code == 0 && expo.stderr.isEmpty, "\(expo.stderr)")
        #expect(expo.stdout.hasPrefix("""
            step-00 opened: 0 seats, 0 available, 2 areas with 2 places left
            step-01 tapAt area b2: booth "2" taken whole (1 place)
            step-02 tapAt area b1: booth "1" taken whole (1 place)
            step-03 tapAt area b2: booth "2" given back
            step-04 confirm: order placed: 1 ×1

            """), "\(expo.stdout)")
        try #"{"hall": "\#(venue)", "steps": [{"tapAt": {"area": "b3"}}]}"#.write(toFile: story, atomically: true, encoding: .utf8)
        let missing = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("e3").path])
        #expect(missing.code == 65 && missing.stderr.contains(#"tapAt.area: no area b3 in the venue (did you mean "b1"? it has "b1", "b2")"#), "\(missing.stderr)")
    }

    /// A couple sofa is two seats: with five places taken, a tap on it would make seven, and is
    /// refused by the order's limit (the rules count what the tap takes, not one seat a tap).
    @Test func aSofaTapCountsBothHalvesAgainstTheLimitWithPlaces() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let venue = dir.appendingPathComponent("v.json").path
        try (#"{"format": "seatmap-venue", "version": 1, "rows": [{"label": "A", "section": null, "seats": ["#
             + #"{"id": "A-1", "label": "1", "x": 0, "y": 0, "pair": "L"}, {"id": "A-2", "label": "2", "x": 20, "y": 0, "pair": "R"}, "#
             + #"{"id": "A-3", "label": "3", "x": 40, "y": 0}, {"id": "A-4", "label": "4", "x": 60, "y": 0}]}], "#
             + #""areas": [{"id": "floor", "label": "Floor", "capacity": 10, "outline": {"rectangle": {"center": [30, 80], "width": 80, "height": 40}}}]}"#)
            .write(toFile: venue, atomically: true, encoding: .utf8)
        let story = dir.appendingPathComponent("s.json").path
        let area = #"{"tapAt": {"area": "floor"}}"#
        try #"{"hall": "\#(venue)", "steps": [\#(area), \#(area), \#(area), \#(area), \#(area), {"tap": "A-1"}, {"tap": "A-4"}]}"#
            .write(toFile: story, atomically: true, encoding: .utf8)
        let r = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o").path])
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[6].hasPrefix("step-06 tap A-1: tap A-1") && lines[6].contains("refused, 7 seats exceed") && lines[6].hasSuffix("[exceedLimit]"), "\(lines)")
        #expect(lines[7].hasPrefix("step-07 tap A-4: A-4") && lines[7].contains("selected"), "\(lines)")
    }

    /// A venue refreshed from a newer file of it: a selected seat sold meanwhile is dropped and
    /// drawn sold, places beyond what an area has left are given back, the rest kept.
    @Test func aVenueIsRefreshedFromANewerFile() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var arena = try String(contentsOfFile: Self.arena, encoding: .utf8)
        let seat = try #require(arena.range(of: #""id": "North-A-12""#))
        let status = try #require(arena.range(of: #""status": "available""#, range: seat.upperBound..<arena.endIndex))
        arena.replaceSubrange(status, with: #""status": "sold""#)
        let floor = try #require(arena.range(of: #""left": 420"#))
        arena.replaceSubrange(floor, with: #""left": 2"#)
        try arena.write(to: dir.appendingPathComponent("later.json"), atomically: true, encoding: .utf8)
        let story = dir.appendingPathComponent("s.json").path
        let area = #"{"tapAt": {"area": "floor"}}"#
        try #"{"hall": "\#(Self.arena)", "steps": [\#(area), \#(area), \#(area), {"tap": "North-A-12"}, {"tap": "North-A-14"}, {"refresh": "later.json"}]}"#
            .write(toFile: story, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("o")
        let r = try Binary.run(["flow", story, "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#"step-06 refresh later.json: refreshed: North-A-12 (North A排12号) is now sold; dropped from the selection; places given back: "Standing floor" has 2 left of the 3 chosen"#),
                "\(r.stdout)")
        let flow = try JSONParser.parse(utf8: Array(try Data(contentsOf: out.appendingPathComponent("flow.json"))))
        let last = try #require(flow["steps"]?.arrayElements?.last)
        #expect(last["selected"]?.arrayElements?.compactMap(\.stringValue) == ["North-A-14"] && last["places"] == nil)
        let layout = try JSONParser.parse(utf8: Array(try Data(contentsOf: out.appendingPathComponent("step-06.layout.json"))))
        #expect(layout["seats"]?.arrayElements?.first { $0["id"]?.stringValue == "North-A-12" }?["state"]?.stringValue == "sold")
    }

    @Test func aSuggestionGoesRoundATableInAFlow() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = dir.appendingPathComponent("s.json").path
        try #"{"hall": "\#(Self.banquet)", "steps": [{"suggest": 2}, {"confirm": {}}]}"#.write(toFile: story, atomically: true, encoding: .utf8)
        let r = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o").path])
        #expect(r.code == 0, "\(r.stderr)")
        // Round the table: seats 10 and 1 are side by side; each read by its table.
        #expect(r.stdout.contains("step-01 suggest 2: suggested and selected T3-10 (3桌 10号), T3-1 (3桌 1号)\n"), "\(r.stdout)")
        #expect(r.stdout.contains("step-02 confirm: order placed: T3-10 (3桌 10号), T3-1 (3桌 1号)\n"), "\(r.stdout)")
    }

    @Test func whatAVenueFlowCannotDoIsLocated() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = dir.appendingPathComponent("s.json").path
        try #"{"hall": "\#(Self.arena)", "steps": [{"tapAt": {"section": "nort"}}]}"#.write(toFile: story, atomically: true, encoding: .utf8)
        let unknown = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o").path])
        #expect(unknown.code == 65)
        #expect(unknown.stderr.contains("\(story):1:"), "\(unknown.stderr)")
        // Found before anything plays (with every other wrong target), with its near miss.
        #expect(unknown.stderr.contains("tapAt.section: no section nort in the venue (did you mean \"north\"? it has \"north\" (North), \"east\" (East), \"south\" (South), \"west\" (West))"), "\(unknown.stderr)")

        try #"{"hall": "\#(Self.arena)", "steps": [{"refresh": "later.json"}]}"#.write(toFile: story, atomically: true, encoding: .utf8)
        let refresh = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o2").path])
        #expect(refresh.code == 65 && refresh.stderr.contains("steps[0]: refresh: \(dir.path)/later.json: ") && refresh.stderr.contains("(a venue is refreshed from a newer venue file of it)"),
                "\(refresh.stderr)")
        // A newer file of another venue is not a snapshot of this one.
        try #"{"hall": "\#(Self.arena)", "steps": [{"refresh": "\#(Self.banquet)"}]}"#.write(toFile: story, atomically: true, encoding: .utf8)
        let other = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o4").path])
        #expect(other.code == 65 && other.stderr.contains("of the 608 seat ids of the hall are in it: not a snapshot of this venue"), "\(other.stderr)")

        // A seats.io chart: import it first, said at the story's hall.
        let chart = dir.appendingPathComponent("chart.json").path
        try #"{"name": "c", "subChart": {"rows": [{"label": "A", "seats": [{"x": 1, "y": 1, "label": "1"}]}]}}"#
            .write(toFile: chart, atomically: true, encoding: .utf8)
        try #"{"hall": "\#(chart)", "steps": []}"#.write(toFile: story, atomically: true, encoding: .utf8)
        let c = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o3").path])
        #expect(c.code == 65 && c.stderr.contains("is a seats.io chart (seats at coordinates): seatmap import \(chart) -o VENUE.json makes it a venue file a story plays on"),
                "\(c.stderr)")
    }

    /// A story's hall in a FIFO that is not seat data is refused once read: it is not read a
    /// second time to look for a venue (which would wait for a writer that never comes).
    @Test func aPipedHallIsReadOnce() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("hall.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let story = dir.appendingPathComponent("s.json").path
        try #"{"hall": "\#(fifo)", "steps": []}"#.write(toFile: story, atomically: true, encoding: .utf8)
        Thread.detachNewThread { FileHandle(forWritingAtPath: fifo)?.write(Data("not json".utf8)) }
        let r = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("o").path])
        #expect(r.code == 65 && r.stderr.hasPrefix("error: \(fifo): not a hall file"), "\(r.stderr)")
    }
}
