import Foundation
import Testing
import SeatMapCore
import SeatMapPage
import SeatMapTestSupport

/// `seatmap hit --page` and the elements of `seatmap layout`, through the binary.
@Suite struct PageHitCommandTests {
    @Test func pagePointsNameSeatsAndControls() throws {
        let hall = Binary.sample("studio")
        let layout = try Binary.json(try Binary.run(["layout", hall, "--selected", "2_5"]).stdout)
        let elements = try #require(layout["elements"] as? [[String: Any]])
        let kinds = Set(elements.compactMap { $0["kind"] as? String })
        for k in ["back", "title", "chip", "screen", "rail", "legend", "priceBar", "confirm", "seatChip"] { #expect(kinds.contains(k), "\(k)") }
        func centre(_ kind: String) throws -> String {
            let f = try #require(elements.first { $0["kind"] as? String == kind }?["frame"] as? [Double])
            return "\(f[0] + f[2] / 2),\(f[1] + f[3] / 2)"
        }
        let seats = try #require(layout["seats"] as? [[String: Any]])
        let seat = try #require(seats.first { $0["id"] as? String == "3_4" })
        let px = try #require(seat["pixelFrame"] as? [Double])
        let seatPoint = "\((px[0] + px[2] / 2) / 3),\((px[1] + px[3] / 2) / 3)"  // iphone-15 is @3
        let r = try Binary.run(["hit", hall, "--selected", "2_5", "--page", try centre("confirm"), "--page", try centre("back"),
                                "--page", seatPoint, "--page", "-20,5"])
        #expect(r.code == 0, "\(r.stderr)")
        let lines = try r.lines.map { try Binary.json($0) }
        #expect(lines.count == 4)
        #expect(lines[0]["element"] as? String == "confirm" && lines[0]["seat"] is NSNull)
        #expect(lines[1]["element"] as? String == "back")
        #expect(lines[2]["seat"] as? String == "3_4" && lines[2]["label"] as? String == "3排4号")
        #expect((lines[2]["accessibilityLabel"] as? String)?.hasPrefix("3排4号座位，") == true)
        #expect(lines[3]["element"] is NSNull && lines[3]["seat"] is NSNull)
        let selected = try #require(seats.first { $0["id"] as? String == "2_5" })
        #expect(selected["accessibilityLabel"] as? String == "2排5号座位，已选，¥58")
    }

    @Test func needsAPoint() throws {
        let r = try Binary.run(["hit", Binary.sample("studio")])
        #expect(r.code == 64 && r.stderr.contains("--point or --page"))
        let bad = try Binary.run(["hit", Binary.sample("studio"), "--page", "1,nan"])
        #expect(bad.code == 64)
    }
}


/// One page request behind the command line, batch and the snapshot strategies.
@Suite struct PageRequestTests {
    @Test func suggestionIsResolvedOnceTheSameWayEverywhere() throws {
        let hall = try HallFile.load(path: Binary.sample("standard"))
        let ids = try PageRequest(hall: hall, selection: .suggest(3)).selectedIds()
        #expect(ids.count == 3)
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("standard"), "--suggest", "3"]).stdout)
        #expect(layout["selected"] as? [String] == ids)
        let page = try PageRequest(hall: hall, selection: .suggest(3)).make()
        #expect(page.selection.selectedSeatIds == ids)
    }

    @Test func noBlockIsAPageErrorTheCLINamesByItsFlag() throws {
        let hall = try HallFile.decode(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 0, "status": 1}]]}"#)
        #expect(throws: PageError.self) { try PageRequest(hall: hall, selection: .suggest(2)).make() }
        let dir = try Binary.tempDir()
        let path = dir.appendingPathComponent("one.json").path
        try HallBuilder.json(hall).write(toFile: path, atomically: true, encoding: .utf8)
        let r = try Binary.run(["render", path, "--suggest", "2", "-o", dir.appendingPathComponent("x.png").path])
        #expect(r.code == 65 && r.stderr.hasPrefix("error: --suggest 2: "))
    }
    /// `hit --page` names an element with the index `layout` gives it — the `+N` chip too
    /// (issue 44, item 13: layout said 5, hit said nothing).
    @Test func hitGivesTheIndexLayoutGives() throws {
        let hall = Binary.sample("standard")
        let args = ["--device", "iphone-se", "--selected", "7_8,7_9,7_10,7_11,7_12,7_13"]
        let layout = try Binary.json(try Binary.run(["layout", hall] + args).stdout)
        let elements = try #require(layout["elements"] as? [[String: Any]])
        let picked = elements.filter { ["moreChip", "seatChip", "chip", "legendItem"].contains($0["kind"] as? String) && $0["index"] != nil }
        #expect(picked.contains { $0["kind"] as? String == "moreChip" })
        var points: [String] = []
        for e in picked {
            let f = try #require(e["frame"] as? [Double])
            points += ["--page", "\(f[0] + f[2] / 2),\(f[1] + f[3] / 2)"]
        }
        let r = try Binary.run(["hit", hall] + args + points)
        #expect(r.code == 0, "\(r.stderr)")
        let answers = r.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(answers.count == picked.count)
        for (e, a) in zip(picked, answers) {
            #expect(a?["element"] as? String == e["kind"] as? String, "\(e)")
            #expect(a?["index"] as? Int == e["index"] as? Int, "\(e["kind"] ?? "") \(e["index"] ?? ""): \(a ?? [:])")
        }
    }
}
