import Foundation
import Testing
import SeatMapTestSupport

/// Every changed seat counts: a seat sold below the fold of a scrolled map (no pixel shows it)
/// fails `--fail-on-change`, named from the layouts' states; `--pixels-only` makes it a note.
@Suite struct OffScreenChangeTests {
    /// 40 rows of 12: on an iPhone SE the map scrolls, and row 40 lies below the fold.
    static func tallHall(soldSeat: String? = nil) -> String {
        var rows: [String] = []
        for r in 1...40 {
            let seats = (1...12).map { c -> String in
                let id = "\(r)_\(c)"
                return #"{"seatId": "\#(id)", "rowNo": \#(r), "colNo": \#(c), "zone": 1, "price": 4500, "status": \#(id == soldSeat ? 0 : 1)}"#
            }
            rows.append("[" + seats.joined(separator: ", ") + "]")
        }
        return #"{"movie": {"id": "m", "title": "Tall"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "Hall"}, "price": 4500}, "rows": ["# + rows.joined(separator: ", ") + "]}"
    }

    @Test func aSeatSoldBelowTheFoldFailsTheReview() throws {
        let dir = try Binary.tempDir()
        let hall = dir.appendingPathComponent("tall.json")
        try Self.tallHall().write(to: hall, atomically: true, encoding: .utf8)
        let base = dir.appendingPathComponent("base").path
        #expect(try Binary.run(["batch", "--halls", hall.path, "--devices", "iphone-se", "-o", base]).code == 0)
        // Row 40 is below the fold: its frame lies past the image's bottom.
        let layout = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base + "/tall/maoyan/iphone-se.layout.json"))) as? [String: Any])
        let image = try #require(layout["image"] as? [Double])
        let seat = try #require((layout["seats"] as? [[String: Any]])?.first { $0["id"] as? String == "40_12" })
        #expect(try #require((seat["pixelFrame"] as? [Double])?[1]) > image[1])

        try Self.tallHall(soldSeat: "40_12").write(to: hall, atomically: true, encoding: .utf8)
        let args = ["batch", "--halls", hall.path, "--devices", "iphone-se", "--baseline", base, "--fail-on-change"]
        let r = try Binary.run(args + ["-o", dir.appendingPathComponent("run").path, "--junit", dir.appendingPathComponent("j.xml").path])
        #expect(r.code == 1 && r.stderr.contains("changed seats: 40_12 (available→sold, off screen)"), "\(r.stderr)")
        let manifest = try String(contentsOfFile: dir.appendingPathComponent("run/manifest.json").path, encoding: .utf8)
        #expect(manifest.contains(#""changedSeats": [{"id": "40_12", "pixels": 0, "from": "available", "to": "sold", "offScreen": true, "label": "40排12号"}]"#))
        #expect(manifest.contains("no pixel differs, but the layouts do"))
        #expect(try String(contentsOfFile: dir.appendingPathComponent("j.xml").path, encoding: .utf8).contains("40_12 (available→sold, off screen)"))

        let note = try Binary.run(args + ["--pixels-only", "-o", dir.appendingPathComponent("run2").path])
        #expect(note.code == 0 && note.stdout.contains("0 changed, 0 new, 0 missing, 1 unchanged"), "\(note.stdout)\(note.stderr)")
        let quiet = try String(contentsOfFile: dir.appendingPathComponent("run2/manifest.json").path, encoding: .utf8)
        #expect(quiet.contains("seats changed where no pixel shows them (not a change with --pixels-only): 40_12 (available→sold, off screen)"))
    }

    /// `seatmap diff` gives the same verdict: with both layouts a seat sold below the fold fails
    /// (exit 1) though no pixel differs; `--pixels-only` passes it with a note, and asks for both.
    @Test func diffGivesTheSameVerdictAsBatch() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = dir.appendingPathComponent("tall.json"), sold = dir.appendingPathComponent("sold.json")
        try Self.tallHall().write(to: hall, atomically: true, encoding: .utf8)
        try Self.tallHall(soldSeat: "40_12").write(to: sold, atomically: true, encoding: .utf8)
        for (name, file) in [("a", hall), ("b", sold)] {
            #expect(try Binary.run(["render", file.path, "--device", "iphone-se", "-o", dir.appendingPathComponent("\(name).png").path]).code == 0)
            let layout = try Binary.run(["layout", file.path, "--device", "iphone-se"])
            #expect(layout.code == 0)
            try layout.stdout.write(to: dir.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        let la = dir.appendingPathComponent("a.json").path, lb = dir.appendingPathComponent("b.json").path
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)), "no pixel shows the sold seat")
        #expect(try Binary.run(["diff", a, b]).code == 0, "pixels alone pass")
        let d = try Binary.run(["diff", a, b, "--layout", la, "--layout", lb])
        #expect(d.code == 1 && d.stdout.contains("seats changed where no pixel shows them: 40_12 (available→sold, off screen)"), "\(d.stdout)")
        let p = try Binary.run(["diff", a, b, "--layout", la, "--layout", lb, "--pixels-only"])
        #expect(p.code == 0 && p.stdout.contains("note: seats changed where no pixel shows them (not a difference with --pixels-only)"), "\(p.stdout)")
        let one = try Binary.run(["diff", a, b, "--layout", la, "--pixels-only"])
        #expect(one.code == 64 && one.stderr.contains("--pixels-only: seats changed off screen are found from both layouts"), "\(one.stderr)")
    }
}
