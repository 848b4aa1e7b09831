import Foundation
import Testing
import SeatMapCore
import SeatMapPNG
import SeatMapTestSupport

/// `seatmap diff --layout` and `seatmap batch --baseline --fail-on-change`, end to end.
@Suite(.serialized) struct SeatDiffCommandTests {
    /// The standard sample, and a copy with seat 5_5 sold, with renders and layouts of both.
    struct Pair {
        let dir: URL
        var a: String { dir.appendingPathComponent("a.png").path }
        var b: String { dir.appendingPathComponent("b.png").path }
        var la: String { dir.appendingPathComponent("la.json").path }
        var lb: String { dir.appendingPathComponent("lb.json").path }
        var soldHall: String { dir.appendingPathComponent("sold/standard.json").path }
        var hall: String { dir.appendingPathComponent("orig/standard.json").path }
    }

    static func pair() throws -> Pair {
        let dir = try Binary.tempDir()
        let p = Pair(dir: dir)
        let hall = try HallFile.load(path: Binary.sample("standard"))
        var rows = hall.rows
        let i = hall.index(of: "5_5")!
        rows[i.row][i.col].status = .sold
        let sold = Hall(movie: hall.movie, showtime: hall.showtime, cinemaName: hall.cinemaName, maxSeats: hall.maxSeats, rows: rows, showtimes: hall.showtimes)
        for (path, h) in [(p.hall, hall), (p.soldHall, sold)] {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try HallBuilder.json(h).write(toFile: path, atomically: true, encoding: .utf8)
        }
        for (hallPath, png, layout) in [(p.hall, p.a, p.la), (p.soldHall, p.b, p.lb)] {
            #expect(try Binary.run(["render", hallPath, "--device", "iphone-se", "-o", png]).code == 0)
            let l = try Binary.run(["layout", hallPath, "--device", "iphone-se"])
            try l.stdout.write(toFile: layout, atomically: true, encoding: .utf8)
        }
        return p
    }

    @Test func diffNamesTheChangedSeat() throws {
        let p = try Self.pair()
        defer { try? FileManager.default.removeItem(at: p.dir) }
        let both = try Binary.run(["diff", p.a, p.b, "--layout", p.la, "--layout", p.lb, "--json"])
        #expect(both.code == 1)
        let json = try Binary.json(both.stdout)
        let seats = try #require(json["changedSeats"] as? [[String: Any]])
        #expect(seats.count == 1)
        #expect(seats[0]["id"] as? String == "5_5" && seats[0]["from"] as? String == "available" && seats[0]["to"] as? String == "sold")
        #expect(seats[0]["pixels"] as? Int == json["diffPixels"] as? Int)
        #expect(json["otherPixels"] as? Int == 0)
        // One layout: the seat, without states.
        let one = try Binary.run(["diff", p.a, p.b, "--layout", p.la, "--json"])
        let s1 = try #require((try Binary.json(one.stdout))["changedSeats"] as? [[String: Any]])
        #expect(s1.map { $0["id"] as? String } == ["5_5"] && s1[0]["from"] == nil)
        // Text for a person, and an outlined diff image.
        let out = p.dir.appendingPathComponent("d.png").path
        let text = try Binary.run(["diff", p.a, p.b, "--layout", p.la, "--layout", p.lb, "-o", out])
        #expect(text.lines.count == 2)
        #expect(text.lines[1].hasPrefix("changed seat 5_5 (available→sold) 5排5号: "))
        let diff = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
        let frame = try #require((try Binary.json(try String(contentsOfFile: p.la, encoding: .utf8))["seats"] as? [[String: Any]])?
            .first { $0["id"] as? String == "5_5" }?["pixelFrame"] as? [Double])
        let corner = diff[Int(frame[0].rounded(.down)) - 1, Int(frame[1].rounded(.down)) - 1]
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 255)
        // Bad layout files are located errors.
        let bogus = p.dir.appendingPathComponent("bogus.json").path
        try "{\"seats\": 3}".write(toFile: bogus, atomically: true, encoding: .utf8)
        let bad = try Binary.run(["diff", p.a, p.b, "--layout", bogus])
        #expect(bad.code == 65)
        #expect(bad.stderr == "error: \(bogus): not a seatmap layout document: no \"seats\" array\n")
        #expect(try Binary.run(["diff", p.a, p.b, "--layout", p.la, "--layout", p.lb, "--layout", p.la]).code == 64)
    }

    @Test func batchFailsOnChangeNamingTheSeat() throws {
        let p = try Self.pair()
        defer { try? FileManager.default.removeItem(at: p.dir) }
        let base = p.dir.appendingPathComponent("base").path, now = p.dir.appendingPathComponent("now").path
        #expect(try Binary.run(["batch", "--halls", p.hall, "--themes", "maoyan", "--devices", "iphone-se", "-o", base]).code == 0)
        // Unchanged: exit 0 even with --fail-on-change.
        let same = try Binary.run(["batch", "--halls", p.hall, "--themes", "maoyan", "--devices", "iphone-se",
                                   "--baseline", base, "--fail-on-change", "-o", p.dir.appendingPathComponent("same").path])
        #expect(same.code == 0, "\(same.stderr)")
        let r = try Binary.run(["batch", "--halls", p.soldHall, "--themes", "maoyan", "--devices", "iphone-se",
                                "--baseline", base, "--fail-on-change", "-o", now])
        #expect(r.code == 1)
        #expect(r.stderr.split(separator: "\n").filter { !$0.hasPrefix("batch: ") } == ["changed: standard/maoyan/iphone-se.png: changed seats: 5_5 (available→sold) 5排5号"])
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: now + "/manifest.json"))) as? [String: Any])
        let item = try #require((manifest["items"] as? [[String: Any]])?.first)
        let seats = try #require(item["changedSeats"] as? [[String: Any]])
        #expect(seats.map { $0["id"] as? String } == ["5_5"])
        #expect(seats[0]["from"] as? String == "available" && seats[0]["to"] as? String == "sold")
        let html = try String(contentsOfFile: now + "/index.html", encoding: .utf8)
        #expect(html.contains("changed seats: 5_5 (available→sold)"))
        #expect(html.contains("id=\"changedOnly\""))
        #expect(html.contains("standard/maoyan/iphone-se.diff.png"))
        // Without --baseline the flag is a usage error.
        #expect(try Binary.run(["batch", "--halls", p.hall, "--themes", "maoyan", "--fail-on-change", "-o", now]).code == 64)
    }

    @Test func aBaselineOfAnotherSizeLinksNoDiffImage() throws {
        let p = try Self.pair()
        defer { try? FileManager.default.removeItem(at: p.dir) }
        let base = p.dir.appendingPathComponent("base").path, now = p.dir.appendingPathComponent("now").path
        #expect(try Binary.run(["batch", "--halls", p.hall, "--themes", "maoyan", "--devices", "iphone-se", "-o", base]).code == 0)
        // Replace the baseline image with one of another size.
        try Data(try PNGCodec.encode(RGBAImage(width: 10, height: 10, fill: (255, 255, 255, 255))))
            .write(to: URL(fileURLWithPath: base + "/standard/maoyan/iphone-se.png"))
        let r = try Binary.run(["batch", "--halls", p.hall, "--themes", "maoyan", "--devices", "iphone-se", "--baseline", base, "-o", now])
        #expect(r.code == 0)
        #expect(!FileManager.default.fileExists(atPath: now + "/standard/maoyan/iphone-se.diff.png"))
        let html = try String(contentsOfFile: now + "/index.html", encoding: .utf8)
        #expect(!html.contains(".diff.png"))
        #expect(html.contains("size differs: 10×10 vs 750×1334"))
    }

    @Test func batchIntoAnExistingFileSaysSo() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("taken").path
        _ = FileManager.default.createFile(atPath: file, contents: Data([1]))
        let r = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--themes", "maoyan", "--devices", "iphone-se", "-o", file])
        #expect(r.code == 73)
        #expect(r.stderr == "error: cannot create \(file): a file of that name exists; -o names the output folder\n")
        let below = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--themes", "maoyan", "--devices", "iphone-se", "-o", file + "/sub"])
        #expect(below.code == 73)
        #expect(below.stderr == "error: cannot create \(file)/sub: not a directory\n")
    }
}
