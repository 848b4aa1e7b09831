import Testing
import Foundation
import SeatMapCore
import SeatMapPNG

/// A venue of any size on a phone, from the command line as a user tries it with a race track
/// (Samples/venues/racetrack.json, four stands 66,000 pt apart): `layout` says the overview zoom
/// and lists every stand; `hit` at a stand's centre answers it with the zoom a tap shows;
/// `render --section` takes the stand's label; a story taps a stand by its label; `audit` fails a
/// map scrolled past everything; `validate --strict` refuses what the map draws as overlapping;
/// the whole map over the picture limit names the scale that fits.
@Suite struct OnePageAnyMapCommandTests {
    static let racetrack = Binary.packageRoot.appendingPathComponent("Samples/venues/racetrack.json").path
    static let never = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-never-\(UUID().uuidString).png").path

    static func frame(_ e: JSONValue) -> [Double] { (e["frame"]?.arrayElements ?? []).compactMap(\.doubleValue) }

    @Test func theWholeRaceTrackIsOnThePhoneAndEveryStandTakesATap() throws {
        let layout = try Binary.run(["layout", Self.racetrack])
        #expect(layout.code == 0, "\(layout.stderr)")
        let doc = try JSONParser.parse(utf8: Array(layout.stdout.utf8))
        #expect(doc["overviewZoom"]?.boolValue == true)
        #expect((doc["zoom"]?.doubleValue ?? 1) < 0.05)
        let stands = (doc["elements"]?.arrayElements ?? []).filter { $0["kind"]?.stringValue == "section" }
        #expect(stands.compactMap { $0["text"]?.stringValue } == ["Goal Stand 1", "Goal Stand 2", "Mid Stand 3", "Mid Stand 4"])
        let viewport = (doc["viewport"]?.arrayElements ?? []).compactMap(\.doubleValue)
        try #require(viewport.count == 4)
        for stand in stands {
            let f = Self.frame(stand)
            try #require(f.count == 4)
            // Inside the map's viewport, labelled.
            #expect(f[0] >= viewport[0] && f[0] + f[2] <= viewport[0] + viewport[2] && f[1] >= viewport[1] && f[1] + f[3] <= viewport[1] + viewport[3])
            #expect(stand["drawnText"]?.arrayElements?.first?.stringValue == stand["text"]?.stringValue)
            let centre = "\(NumberText.rounded(f[0] + f[2] / 2, places: 4)),\(NumberText.rounded(f[1] + f[3] / 2, places: 4))"
            let tap = try Binary.run(["hit", Self.racetrack, "--page", centre])
            let answer = try JSONParser.parse(utf8: Array(tap.stdout.utf8))
            #expect(answer["section"]?.stringValue == stand["id"]?.stringValue, "\(centre): \(tap.stdout)")
            #expect(answer["zoomTo"]?["zoom"]?.doubleValue != nil, "\(tap.stdout)")
        }
        // A typed zoom stays in the scroll view's range, and that page shows nothing: said, and
        // audit fails it.
        let typed = try Binary.run(["audit", Self.racetrack, "--zoom", "0.05"])
        #expect(typed.code == 1 && typed.stdout.contains("FAIL emptyMap: the map shows no seat and no section at zoom 0.05"), "\(typed.stdout)")
        let fine = try Binary.run(["audit", Self.racetrack])
        #expect(fine.stdout.contains("layout: every page rule holds"), "\(fine.stdout)")
        let below = try Binary.run(["render", Self.racetrack, "--zoom", "0.01", "-o", Self.never])
        #expect(below.code == 64 && below.stderr.hasPrefix("error: --zoom: "), "\(below.stderr)")
    }

    @Test func aSectionIsNamedByItsLabelOrItsId() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let byLabel = dir.appendingPathComponent("label.png").path, byId = dir.appendingPathComponent("id.png").path
        #expect(try Binary.run(["render", Self.racetrack, "--section", "Mid Stand 3", "-o", byLabel]).code == 0)
        #expect(try Binary.run(["render", Self.racetrack, "--section", "m3", "-o", byId]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: byLabel)) == Data(contentsOf: URL(fileURLWithPath: byId)))
        let typo = try Binary.run(["render", Self.racetrack, "--section", "Mid Stand", "-o", Self.never])
        #expect(typo.code == 64 && typo.stderr.hasPrefix(#"error: --section "Mid Stand": \#(Self.racetrack) has no such section, by id or label (did you mean "Mid Stand 3"? it has "g1" (Goal Stand 1), "g2" (Goal Stand 2), "m3" (Mid Stand 3), "m4" (Mid Stand 4))"#), "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.never))
        // A label from input is listed escaped, as every message shows control characters.
        let hostile = dir.appendingPathComponent("hostile.json")
        try Data(#"{"format": "seatmap-venue", "version": 1, "sections": [{"id": "s", "label": "\u001b[31mRed", "outline": [[0, 0], [100, 0], [100, 50]]}], "rows": [{"label": "A", "section": "s", "seats": [{"id": "A-1", "label": "1", "x": 10, "y": 10}]}]}"#.utf8).write(to: hostile)
        let listed = try Binary.run(["render", hostile.path, "--section", "nope", "-o", Self.never])
        #expect(listed.code == 64 && listed.stderr.contains(#"it has "s" (\u{1B}[31mRed))"#) && !listed.stderr.contains("\u{1B}["), "\(listed.stderr)")

        // A story taps a stand by its label on the overview: it zooms in, and the next tap takes a seat.
        let story = dir.appendingPathComponent("s.json")
        try Data(#"{"hall": "\#(Self.racetrack)", "steps": [{"tapAt": {"section": "Goal Stand 2"}}, {"tapAt": {"seat": "Goal Stand 2-A-22"}}]}"#.utf8).write(to: story)
        let flow = try Binary.run(["flow", story.path, "-o", dir.appendingPathComponent("out").path])
        #expect(flow.code == 0, "\(flow.stderr)")
        let played = try JSONParser.parse(utf8: Array(try Data(contentsOf: dir.appendingPathComponent("out/flow.json"))))
        let steps = played["steps"]?.arrayElements ?? []
        #expect(steps.count == 3)
        #expect(steps.count == 3 && steps[1]["hit"]?.stringValue == "section g2", "\(steps)")
        #expect(steps.count == 3 && steps[2]["selected"]?.arrayElements?.map(\.stringValue) == ["Goal Stand 2-A-22"], "\(steps)")
    }

    @Test func validateStrictRefusesWhatTheMapDrawsOverlapping() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("v.json")
        // Seats 10 and 34 units apart in a row whose pitch is 44: the third sits on both neighbours.
        try Data(#"{"format": "seatmap-venue", "version": 1, "seatPitch": 44, "rows": [{"label": "A", "seats": [{"id": "A-1", "label": "1", "x": 0, "y": 0}, {"id": "A-2", "label": "2", "x": 44, "y": 0}, {"id": "A-3", "label": "3", "x": 54, "y": 0}, {"id": "A-4", "label": "4", "x": 88, "y": 0}]}]}"#.utf8).write(to: file)
        let plain = try Binary.run(["validate", file.path])
        #expect(plain.code == 0 && plain.stderr.contains("2 pairs of seats overlap: A-2 and A-3, A-3 and A-4"), "\(plain.stdout)\(plain.stderr)")
        let strict = try Binary.run(["validate", "--strict", file.path])
        #expect(strict.code == 1, "\(strict.stdout)\(strict.stderr)")
        #expect((strict.stdout + strict.stderr).contains("2 pairs of seats overlap: A-2 and A-3, A-3 and A-4"), "\(strict.stdout)\(strict.stderr)")
        // The map reports the same pairs.
        let render = try Binary.run(["render", file.path, "--mode", "full", "-o", dir.appendingPathComponent("v.png").path])
        #expect(render.stderr.contains("seatsOverlap: seats A-2 and A-3") && render.stderr.contains("seatsOverlap: seats A-3 and A-4"), "\(render.stderr)")
        // A sample's seats do not overlap: --strict passes.
        #expect(try Binary.run(["validate", "--strict", Self.racetrack]).code == 0)
    }

    @Test func aWholeMapOverThePictureLimitNamesTheScaleThatFits() throws {
        let refused = try Binary.run(["render", Self.racetrack, "--mode", "full", "--scale", "1", "-o", Self.never])
        #expect(refused.code == 65)
        #expect(refused.stderr.hasPrefix("error: \(Self.racetrack): image of 72680×6621 px is too large: Cairo draws at most 32767 px per side; use a scale of at most 0.37 pixels per design point (--scale 0.37)"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.never))
    }

    /// The probe's finding: 3,000 seats at one point gave 4.5 million `seatsOverlap` lines and
    /// took 71 s. Findings of a rule are bounded (1,000 listed, said as "or more") and grouped
    /// in one warning line with the first three.
    @Test func seatsPiledOnOnePointAreOneBoundedFinding() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let seats = (1...3000).map { #"{"id": "A-\#($0)", "label": "\#($0)", "x": 0, "y": 0}"# }.joined(separator: ", ")
        let file = dir.appendingPathComponent("pile.json")
        try Data(#"{"format": "seatmap-venue", "version": 1, "seatPitch": 44, "rows": [{"label": "A", "seats": [\#(seats)]}]}"#.utf8).write(to: file)
        let render = try Binary.run(["render", file.path, "--mode", "full", "--scale", "0.5", "-o", dir.appendingPathComponent("p.png").path])
        #expect(render.code == 0, "\(render.stderr.prefix(500))")
        let lines = render.stderr.split(separator: "\n").filter { $0.contains("seatsOverlap") }
        #expect(lines.count == 1 && lines[0].hasPrefix("warning: map: seatsOverlap: 1000 or more findings, the first three: seats A-1 and A-2 at "), "\(lines.prefix(3))")
        let validate = try Binary.run(["validate", "--strict", file.path])
        #expect(validate.code == 1 && (validate.stdout + validate.stderr).contains("1000 or more pairs of seats overlap: A-1 and A-2, A-1 and A-3, A-1 and A-4, …"), "\(validate.stdout)\(validate.stderr)")
    }

    /// A venue rectangle or ellipse of no or negative size is refused at its place (it validated
    /// and drew, where the importer refused it).
    @Test func aRectangleOfNegativeSizeIsRefusedWhereItIs() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("v.json")
        try Data(#"{"format": "seatmap-venue", "version": 1, "rows": [], "areas": [{"id": "f", "label": "Floor", "capacity": 10, "outline": {"rectangle": {"center": [0, 0], "width": -50, "height": 20}}}]}"#.utf8).write(to: file)
        let v = try Binary.run(["validate", file.path])
        #expect(v.code == 1 && (v.stdout + v.stderr).contains("areas[0].outline.rectangle.width: expected a size above 0, found -50"), "\(v.stdout)\(v.stderr)")
        let r = try Binary.run(["render", file.path, "-o", Self.never])
        #expect(r.code == 65 && r.stderr.contains("areas[0].outline.rectangle.width: expected a size above 0, found -50"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.never))
    }
}
