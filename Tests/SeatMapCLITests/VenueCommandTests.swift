import Testing
import Foundation
import SeatMapCore
import SeatMapPNG

/// Venues from the command line: `import` writes a seats.io chart as a venue file, `validate`
/// checks it, and render, layout and hit draw its whole map (`--mode full`); what a venue map
/// cannot show yet is a usage error, never ignored.
@Suite struct VenueCommandTests {
    static let chart = """
    {"name": "Small hall", "subChart": {"rows": [{"label": "A", "seats": [{"x": 100, "y": 50, "label": "1"}, {"x": 120, "y": 50, "label": "2"}]}],
     "sections": [], "generalAdmissionAreas": [{"label": "Floor", "capacity": 50, "type": "rectangle", "center": {"x": 50, "y": 100}, "width": 40, "height": 20}],
     "focalPoint": {"x": 110, "y": 0}, "snapOffset": 4}}
    """

    @Test func importValidateAndRender() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-venue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = dir.appendingPathComponent("chart.json").path, venue = dir.appendingPathComponent("venue.json").path
        try Self.chart.write(toFile: chart, atomically: true, encoding: .utf8)

        let imported = try Binary.run(["import", chart, "-o", venue])
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("note: \(chart): not read in the chart's subChart: snapOffset"))
        #expect(imported.stderr.contains("\(chart): imported as a seats.io chart: 2 seats, 1 row, 0 sections, 1 general-admission area"))
        let text = try String(contentsOfFile: venue, encoding: .utf8)
        #expect(text.hasPrefix("{\n \"format\": \"seatmap-venue\",\n \"version\": 1,"))

        // A label used twice makes one seat id twice: refused at the second seat, 65, nothing written.
        let twice = dir.appendingPathComponent("twice.json").path, notWritten = dir.appendingPathComponent("twice-venue.json").path
        try Self.chart.replacingOccurrences(of: #""label": "2""#, with: #""label": "1""#).write(toFile: twice, atomically: true, encoding: .utf8)
        let refused = try Binary.run(["import", twice, "-o", notWritten])
        #expect(refused.code == 65 && refused.stderr.hasPrefix("error: \(twice):1:106: subChart.rows[0].seats[1]: the seat id \"A-1\" is also subChart.rows[0].seats[0]'s (line 1)"),
                "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: notWritten))

        let valid = try Binary.run(["validate", venue])
        #expect(valid.code == 0 && valid.stdout == "ok: 2 seats, 1 row, 0 zones\n", "\(valid.stdout)\(valid.stderr)")

        // Without --mode full: the phone page around the venue's map, the device's size.
        let png = dir.appendingPathComponent("v.png").path
        let screen = try Binary.run(["render", venue, "-o", png])
        #expect(screen.code == 0 && screen.stdout == "wrote \(png) (png, 1179×2556 px)\n", "\(screen.stdout)\(screen.stderr)")
        let onPage = try Binary.run(["render", venue, "--highlight-zone", "2", "-o", png])
        #expect(onPage.code == 64 && onPage.stderr.hasPrefix("error: --highlight-zone does not apply to a venue (\(venue) is a venue file: its seats have categories, not zones); drop it"),
                "\(onPage.stderr)")

        let render = try Binary.run(["render", venue, "--mode", "full", "--scale", "2", "-o", png])
        #expect(render.code == 0 && render.stderr.isEmpty, "\(render.stderr)")
        #expect(render.stdout == "wrote \(png) (png, 592×412 px, seats drawn)\n", "\(render.stdout)")
        let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width == 592 && image.height == 412)

        for (option, value) in [("--toast", "hi"), ("--highlight-zone", "2"), ("--text-scale", "1.5")] {
            let r = try Binary.run(["render", venue, "--mode", "full", option, value, "-o", png])
            #expect(r.code == 64 && r.stderr.hasPrefix("error: \(option) applies to the phone page, not a venue's whole map (\(venue) is a venue file with --mode full); drop it or --mode full"),
                    "\(option): \(r.stderr)")
        }
        let unknown = try Binary.run(["render", venue, "--mode", "full", "--selected", "A-3", "-o", png])
        #expect(unknown.code == 65 && unknown.stderr.contains("A-3"), "\(unknown.stderr)")

        // layout: the seats with their rotation and outline, the area with its capacity.
        let layout = try Binary.run(["layout", venue, "--mode", "full", "--scale", "2", "--selected", "A-2"])
        #expect(layout.code == 0, "\(layout.stderr)")
        let doc = try JSONParser.parse(utf8: Array(layout.stdout.utf8))
        #expect(doc["level"]?.stringValue == "seats" && doc["designPointsPerSourceUnit"]?.doubleValue == 2.2)
        let seats = try #require(doc["seats"]?.arrayElements)
        #expect(seats.map { $0["id"]?.stringValue } == ["A-1", "A-2"])
        #expect(seats.map { $0["state"]?.stringValue } == ["available", "selected"])
        #expect(seats[0]["rotation"]?.doubleValue == 0 && seats[0]["outline"]?.arrayElements?.count == 4)
        // Seats 20 source units apart sit 44 pt apart.
        let x0 = try #require(seats[0]["center"]?.arrayElements?[0].doubleValue), x1 = try #require(seats[1]["center"]?.arrayElements?[0].doubleValue)
        #expect(abs(x1 - x0 - 44) < 1e-9)
        let area = try #require(doc["elements"]?.arrayElements?.first)
        #expect(area["kind"]?.stringValue == "area" && area["capacity"]?.intValue == 50 && area["left"]?.intValue == 50)

        // hit: a seat's centre is the seat, the area is the area, elsewhere nothing.
        let cx = NumberText.rounded(x1, places: 3), cy = NumberText.rounded(try #require(seats[1]["center"]?.arrayElements?[1].doubleValue), places: 3)
        let hit = try Binary.run(["hit", venue, "--mode", "full", "--point", "\(cx),\(cy)", "--point", "84,168", "--point", "2,2"])
        #expect(hit.code == 0, "\(hit.stderr)")
        let lines = hit.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains("\"seat\": \"A-2\"") && lines[0].contains("\"row\": \"A\""), "\(lines)")
        #expect(lines[1].contains("\"area\": \"area-1\", \"text\": \"Floor\", \"capacity\": 50, \"left\": 50"), "\(lines)")
        #expect(lines[2].hasSuffix("\"seat\": null, \"element\": null}"), "\(lines)")
        let slop = try Binary.run(["hit", venue, "--mode", "full", "--point", "1,1", "--slop", "4"])
        #expect(slop.code == 64, "\(slop.stderr)")

        let chartAsIs = try Binary.run(["validate", chart])
        #expect(chartAsIs.code == 65 && chartAsIs.stderr.contains("a seats.io chart, not a hall or venue file: seatmap import \(chart) -o VENUE.json converts it"))
    }

    /// The rules from the command line: suggest, select and order take a venue file; render
    /// --suggest selects the suggestion on the map.
    @Test func suggestSelectOrderAndRenderASuggestion() throws {
        let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
        let suggest = try Binary.run(["suggest", theatre, "--count", "2"])
        #expect(suggest.code == 0 && suggest.stdout == "{\"seats\": [\"中区-1-2\", \"中区-1-3\"], \"nearest\": \"the venue's focal point\", \"nextToEachOther\": true}\n", "\(suggest.stdout)\(suggest.stderr)")
        let accessible = try Binary.run(["suggest", theatre, "--accessible", "2"])
        #expect(accessible.code == 64 && accessible.stderr.hasPrefix("error: --accessible: a venue file names no accessible seats yet"))

        let select = try Binary.run(["select", theatre, "--tap", "中区-1-2", "--tap", "中区-1-1"])
        #expect(select.code == 1, "\(select.stdout)\(select.stderr)")
        #expect(select.stdout.split(separator: "\n").last?.contains("\"error\": \"notAvailable\", \"message\": \"seat 中区-1-1 is sold, not available\"") == true, "\(select.stdout)")

        let lone = try Binary.run(["order", theatre, "--selected", "中区-1-3,中区-1-4", "--source", "t"])
        #expect(lone.code == 1 && lone.stdout.contains("\"leavesLoneSeat\"") && lone.stdout.contains("中区-1-2"), "\(lone.stdout)")
        let order = try Binary.run(["order", theatre, "--selected", "中区-1-2,中区-1-3", "--source", "t"])
        #expect(order.code == 0 && order.stdout.contains("\"seatLabels\": [\"中区 1排2号\", \"中区 1排3号\"]"), "\(order.stdout)")

        let layout = try Binary.run(["layout", theatre, "--mode", "full", "--scale", "1", "--suggest", "2"])
        #expect(layout.code == 0, "\(layout.stderr)")
        let doc = try JSONParser.parse(utf8: Array(layout.stdout.utf8))
        #expect(doc["selected"]?.arrayElements?.map(\.stringValue) == ["中区-1-2", "中区-1-3"])
        let both = try Binary.run(["render", theatre, "--mode", "full", "--suggest", "2", "--selected", "中区-1-2", "-o", "/dev/null"])
        #expect(both.code == 64 && both.stderr.contains("--suggest with --selected"), "\(both.stderr)")
    }

    /// A venue on two floors: every floor one above the other by default (said on stderr), one
    /// floor with --floor; a floor it does not have, or --floor on a hall, is a usage error.
    @Test func floorsFromTheCommandLine() throws {
        let opera = Binary.packageRoot.appendingPathComponent("Samples/venues/opera.json").path
        let all = try Binary.run(["layout", opera, "--mode", "full", "--scale", "1"])
        #expect(all.code == 0 && all.stderr.contains("warning: the venue has 2 floors (一楼 池座, 二楼 楼座): drawn one above the other"), "\(all.stderr)")
        let doc = try JSONParser.parse(utf8: Array(all.stdout.utf8))
        let floors = try #require(doc["floors"]?.arrayElements)
        #expect(floors.map { $0["id"]?.stringValue } == ["1", "2"] && floors[0]["sourceOffsetY"]?.doubleValue == 0 && (floors[1]["sourceOffsetY"]?.doubleValue ?? 0) > 0)
        let seatCount = doc["seats"]?.arrayElements?.count ?? 0

        let circle = try Binary.run(["layout", opera, "--mode", "full", "--scale", "1", "--floor", "2"])
        #expect(circle.code == 0 && !circle.stderr.contains("floors"), "\(circle.stderr)")
        let one = try JSONParser.parse(utf8: Array(circle.stdout.utf8))
        let circleSeats = try #require(one["seats"]?.arrayElements)
        #expect(one["floors"]?.arrayElements?.count == 1 && circleSeats.count > 0 && circleSeats.count < seatCount)
        #expect(circleSeats.allSatisfy { ($0["id"]?.stringValue ?? "").hasPrefix("楼座") || ($0["id"]?.stringValue ?? "").contains("包厢") })
        // The hit at a circle seat's centre on the floor alone is that seat.
        let first = try #require(circleSeats.first)
        let center = first["center"]?.arrayElements ?? []
        let c = center.compactMap { $0.doubleValue }
        try #require(c.count == 2)
        let hit = try Binary.run(["hit", opera, "--mode", "full", "--floor", "2", "--point", "\(c[0]),\(c[1])"])
        #expect(hit.code == 0 && hit.stdout.contains("\"seat\": \"\(first["id"]?.stringValue ?? "")\""), "\(hit.stdout)\(hit.stderr)")

        let unknown = try Binary.run(["render", opera, "--mode", "full", "--floor", "3", "-o", "/dev/null"])
        #expect(unknown.code == 64 && unknown.stderr.hasPrefix("error: --floor \"3\": \(opera) has the floors \"1\", \"2\"\nusage: seatmap render"), "\(unknown.stderr)")
        let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
        let oneFloor = try Binary.run(["render", theatre, "--mode", "full", "--floor", "1", "-o", "/dev/null"])
        #expect(oneFloor.code == 64 && oneFloor.stderr.contains("is a venue of one floor; drop --floor"), "\(oneFloor.stderr)")
        let hall = Binary.packageRoot.appendingPathComponent("Samples/standard.json").path
        let onHall = try Binary.run(["render", hall, "--floor", "1", "-o", "/dev/null"])
        #expect(onHall.code == 64 && onHall.stderr.contains("--floor picks a floor of a venue file"), "\(onHall.stderr)")
    }

    /// A tap on a section drawn without its seats names the section and the scale its seats show
    /// at; --section draws that section alone, where every seat's centre hits it.
    @Test func aSectionZoomsIn() throws {
        let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
        let small = try Binary.run(["layout", theatre, "--mode", "full", "--scale", "0.15"])
        let doc = try JSONParser.parse(utf8: Array(small.stdout.utf8))
        let left = try #require(doc["elements"]?.arrayElements?.first { $0["kind"]?.stringValue == "section" && $0["id"]?.stringValue == "left" })
        let f = (left["frame"]?.arrayElements ?? []).compactMap { $0.doubleValue }
        try #require(f.count == 4)
        // The middle of the section's bottom half: inside the curved outline.
        let tap = try Binary.run(["hit", theatre, "--mode", "full", "--scale", "0.15", "--point", "\(f[0] + f[2] / 2),\(f[1] + f[3] * 0.6)"])
        #expect(tap.code == 0 && tap.stdout.contains("\"section\": \"left\"") && tap.stdout.contains("\"zoomTo\": {\"section\": \"left\", \"scale\": 0.223}"), "\(tap.stdout)")
        #expect(small.stderr.contains("a --scale of 0.223 or more draws the seats"), "\(small.stderr)")

        let zoomed = try Binary.run(["layout", theatre, "--mode", "full", "--section", "left", "--scale", "0.223"])
        #expect(zoomed.code == 0, "\(zoomed.stderr)")
        let z = try JSONParser.parse(utf8: Array(zoomed.stdout.utf8))
        #expect(z["level"]?.stringValue == "seats")
        let seats = try #require(z["seats"]?.arrayElements)
        #expect(seats.count == 87 && seats.allSatisfy { $0["section"]?.stringValue == "left" && $0["drawn"]?.boolValue == true })
        let c = (seats[40]["center"]?.arrayElements ?? []).compactMap { $0.doubleValue }
        try #require(c.count == 2)
        let hit = try Binary.run(["hit", theatre, "--mode", "full", "--section", "left", "--scale", "0.223", "--point", "\(c[0]),\(c[1])"])
        #expect(hit.stdout.contains("\"seat\": \"\(seats[40]["id"]?.stringValue ?? "?")\""), "\(hit.stdout)")

        let typo = try Binary.run(["render", theatre, "--mode", "full", "--section", "lft", "-o", "/dev/null"])
        #expect(typo.code == 64 && typo.stderr.hasPrefix("error: --section \"lft\": \(theatre) has no such section, by id or label (did you mean \"left\"? it has \"left\" (左区), \"centre\" (中区), \"right\" (右区))"), "\(typo.stderr)")
        let hall = Binary.packageRoot.appendingPathComponent("Samples/standard.json").path
        let onHall = try Binary.run(["render", hall, "--section", "1", "-o", "/dev/null"])
        #expect(onHall.code == 64 && onHall.stderr.contains("--section picks a section of a venue file"), "\(onHall.stderr)")
    }

    /// The audit of a venue map: seat sizes on the device's screen at --scale, the scale each
    /// target needs, where seats appear, labels, invariants and the VoiceOver order.
    @Test func auditOfAVenueMap() throws {
        let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
        let phone = try Binary.run(["audit", theatre, "--mode", "full", "--device", "iphone-15", "--json"])
        #expect(phone.code == 1, "\(phone.stderr)")
        let a = try JSONParser.parse(utf8: Array(phone.stdout.utf8))
        // 36-pt seats drawn at the device's own 3 px a point are 36 pt on its screen.
        #expect(a["seatSize"]?.doubleValue == 36 && a["scale"]?.doubleValue == 3 && a["passes"]?.boolValue == false)
        let targets = try #require(a["targets"]?.arrayElements)
        #expect(targets.map { $0["passes"]?.boolValue } == [true, false, false])
        #expect(abs((targets[1]["scaleNeeded"]?.doubleValue ?? 0) - 44.0 * 3 / 36) < 1e-9 && targets[1]["failing"]?.doubleValue == 257)
        #expect(a["seatsAppearAt"]?["scale"]?.doubleValue == 0.223 && abs((a["seatsAppearAt"]?["seatSize"]?.doubleValue ?? 0) - 36 * 0.223 / 3) < 1e-9)
        #expect(a["layout"]?.arrayElements?.isEmpty == true && a["incompleteLabels"]?.arrayElements?.isEmpty == true)
        #expect(a["voiceOverOrder"]?.arrayElements?.first?.stringValue == "左区 1排1号座位，可选")
        #expect(a["notChecked"]?.arrayElements?.first?.stringValue?.hasPrefix("colour contrast") == true)

        let large = try Binary.run(["audit", theatre, "--mode", "full", "--device", "iphone-se", "--scale", "4"])
        #expect(large.code == 0 && large.stdout.hasPrefix("touch targets: seats are 72 pt on iphone-se (2 px a point) at --scale 4\n"), "\(large.stdout)")
        #expect(large.stdout.contains("  seats appear from --scale 0.223, at 4.01 pt on iphone-se (2 px a point): zoom further before a tap picks a seat\n"))
        #expect(large.stdout.hasSuffix("audit: pass\n"))
        let sections = try Binary.run(["audit", theatre, "--mode", "full", "--scale", "0.15"])
        #expect(sections.stdout.hasPrefix("touch targets: no seat is drawn at --scale 0.15 (taps land on sections)\n"), "\(sections.stdout)")
    }

    /// `order` and `select` on a venue file keep the venue's rules: a table's seats go round (seats
    /// 2 and 3 of table 3 leave seat 1 beside seat 10, not lone), a table sold whole is taken
    /// whole by one tap, and prices total.
    @Test func orderAndSelectKeepTheVenuesRules() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let banquet = Binary.packageRoot.appendingPathComponent("Samples/venues/banquet.json").path
        let round = try Binary.run(["order", banquet, "--selected", "T3-2,T3-3", "--request-id", "00000000-0000-0000-0000-000000000000"])
        #expect(round.code == 0, "\(round.stdout)")
        #expect(round.stdout.contains(#""seatIds": ["T3-2", "T3-3"]"#), "\(round.stdout)")
        let lone = try Binary.run(["order", banquet, "--selected", "T3-2", "--request-id", "00000000-0000-0000-0000-000000000000"])
        #expect(lone.code == 1)
        #expect(lone.stdout.contains(#""error": "leavesLoneSeat""#) && lone.stdout.contains("T3-3"), "\(lone.stdout)")
        let whole = dir.appendingPathComponent("whole.json").path
        try """
        {"format": "seatmap-venue", "version": 1, "seatPitch": 20,
         "sections": [{"id": "vip", "label": "VIP", "price": 50000, "outline": [[-40, -40], [40, -40], [40, 40], [-40, 40]]}],
         "rows": [{"label": "1", "section": "vip", "table": {"outline": {"ellipse": {"center": [0, 0], "radiusX": 10, "radiusY": 10}}, "bookAsAWhole": true},
                   "seats": [{"id": "V-1", "label": "1", "x": 0, "y": -16}, {"id": "V-2", "label": "2", "x": 16, "y": 0},
                             {"id": "V-3", "label": "3", "x": 0, "y": 16}, {"id": "V-4", "label": "4", "x": -16, "y": 0}]}]}
        """.write(toFile: whole, atomically: true, encoding: .utf8)
        let tap = try Binary.run(["select", whole, "--tap", "V-2"])
        #expect(tap.code == 0, "\(tap.stdout)\(tap.stderr)")
        #expect(tap.stdout.contains(#""selected": ["V-1", "V-2", "V-3", "V-4"]"#) && tap.stdout.contains(#""total": 200000"#), "\(tap.stdout)")
        let order = try Binary.run(["order", whole, "--selected", "V-3", "--request-id", "00000000-0000-0000-0000-000000000000"])
        #expect(order.code == 0, "\(order.stdout)")
        #expect(order.stdout.contains(#""seatLabels": ["VIP 1 1号", "VIP 1 2号", "VIP 1 3号", "VIP 1 4号"]"#) && order.stdout.contains(#""totalAmount": 200000"#),
                "\(order.stdout)")
    }

    /// batch draws a venue's phone page beside the halls' (--mode screen, the default).
    @Test func batchDrawsAVenuePage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-venue-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
        let studio = Binary.packageRoot.appendingPathComponent("Samples/studio.json").path
        let run = try Binary.run(["batch", "--halls", "\(theatre),\(studio)", "--themes", "maoyan", "--devices", "iphone-se", "-o", dir.path])
        #expect(run.code == 0, "\(run.stderr)")
        let page = try PNGCodec.decode(Array(try Data(contentsOf: dir.appendingPathComponent("theatre/maoyan/iphone-se.png"))))
        #expect(page.width == 750 && page.height == 1334)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("studio/maoyan/iphone-se.png").path))
    }

    /// A flat list of positions through a mapping naming x and y: a venue file the page
    /// commands draw; a misspelt key is one located error (65) and nothing is written; a
    /// missing list is 66.
    @Test func importAListOfPositionsThroughAMapping() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-venue-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("list.json").path, map = dir.appendingPathComponent("map.json").path
        let venue = dir.appendingPathComponent("venue.json").path
        var seats: [String] = []
        for (block, dx) in [("L", -600), ("R", 600)] {
            for r in 1...3 { for i in 0..<6 { seats.append("{\"px\": \(dx + i * 50), \"py\": \(r * 60), \"row\": \"\(r)\", \"block\": \"\(block)\", \"state\": \((i + r) % 5 == 0 ? 1 : 0)}") } }
        }
        try "{\"data\": {\"seats\": [\(seats.joined(separator: ",\n"))]}}".write(toFile: list, atomically: true, encoding: .utf8)
        try #"{"seats": "data.seats", "x": "px", "y": "py", "row": "row", "section": "block", "status": "state", "statuses": {"0": "available", "1": "sold"}, "focalPoint": [0, -300]}"#
            .write(toFile: map, atomically: true, encoding: .utf8)
        let run = try Binary.run(["import", list, "--map", map, "-o", venue])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stderr == "\(list): imported as a seat list at coordinates (mapped by \(map)): 36 seats, 6 rows, 2 sections, 0 general-admission areas (a venue file: seatmap validate checks it, render --mode full draws it)\n")
        let valid = try Binary.run(["validate", venue])
        #expect(valid.stdout == "ok: 36 seats, 6 rows, 0 zones\n", "\(valid.stdout)\(valid.stderr)")
        let layout = try Binary.run(["layout", venue, "--mode", "full", "--scale", "1", "--selected", "L-1-2"])
        #expect(layout.code == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("\"L-1-2\""))

        let typo = dir.appendingPathComponent("typo.json").path, out2 = dir.appendingPathComponent("v2.json").path
        try #"{"seats": "data.seats", "x": "px", "y": "py", "row": "rows"}"#.write(toFile: typo, atomically: true, encoding: .utf8)
        let bad = try Binary.run(["import", list, "--map", typo, "-o", out2])
        #expect(bad.code == 65)
        #expect(bad.stderr == "error: \(list):1:20: data.seats: the mapping reads row from the key \"rows\", but no seat has it (did you mean \"row\"? the seats' keys: \"px\", \"py\", \"row\", \"block\", \"state\")\n")
        #expect(!FileManager.default.fileExists(atPath: out2))
        let missing = try Binary.run(["import", dir.appendingPathComponent("none.json").path, "--map", map])
        #expect(missing.code == 66, "\(missing.stderr)")
    }

    /// A seats.io chart with tables, from import to an order: the summary counts the tables,
    /// a table sold whole is ordered whole and the lone-seat rule goes round a table.
    @Test func aChartWithTablesImportsAndOrders() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = dir.appendingPathComponent("chart.json").path, venue = dir.appendingPathComponent("venue.json").path
        func table(_ label: String, x: Double, whole: Bool) -> String {
            let seats = (0..<4).map { i -> String in
                let a = Double.pi / 2 + Double(i) * Double.pi / 2
                return #"{"x": \#(x + 30 * cos(a)), "y": \#(40 + 30 * sin(a)), "label": "\#(i + 1)"}"#
            }
            return #"{"label": "\#(label)", "type": "round", "center": {"x": \#(x), "y": 40}, "radius": 18, "bookAsAWhole": \#(whole), "seats": [\#(seats.joined(separator: ", "))]}"#
        }
        try #"{"name": "Gala", "subChart": {"tables": [\#(table("T1", x: 40, whole: false)), \#(table("T2", x: 140, whole: true))]}}"#
            .write(toFile: chart, atomically: true, encoding: .utf8)
        let imported = try Binary.run(["import", chart, "-o", venue])
        #expect(imported.code == 0 && imported.stderr.contains("imported as a seats.io chart: 8 seats, 2 rows, 0 sections, 0 general-admission areas, 2 tables"),
                "\(imported.stderr)")
        let whole = try Binary.run(["order", venue, "--selected", "T2-3"])
        #expect(whole.code == 0 && whole.stdout.contains(#""seatIds": ["T2-1", "T2-2", "T2-3", "T2-4"]"#), "\(whole.stdout)\(whole.stderr)")
        // T1-1 and T1-3 face each other across the table: T1-2 (and T1-4) would be left alone.
        let lone = try Binary.run(["order", venue, "--selected", "T1-1,T1-3"])
        #expect(lone.code == 1 && lone.stdout.contains(#""error": "leavesLoneSeat""#), "\(lone.stdout)\(lone.stderr)")
        let page = try Binary.run(["render", venue, "--selected", "T1-1,T1-2", "-o", dir.appendingPathComponent("p.png").path])
        #expect(page.code == 0 && page.stderr.isEmpty, "\(page.stderr)")
    }

    /// An expo of booths (no seats) from import to an order: the import says how it scales a
    /// chart without seats, a booth is taken whole with --area, the page says a turned text is
    /// set upright; floors from import to --floor.
    @Test func boothsTextsAndFloorsFromTheCommandLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-expo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = dir.appendingPathComponent("chart.json").path, venue = dir.appendingPathComponent("venue.json").path
        try #"{"name": "Expo", "rowChairSpacing": 4, "subChart": {"booths": [{"label": "1", "center": {"x": 100, "y": 60}, "width": 50, "height": 30, "uuid": "b1"}, "#
            .appending(#"{"label": "2", "center": {"x": 170, "y": 60}, "width": 50, "height": 30, "rotationAngle": 0, "uuid": "b2"}], "#)
            .appending(#""texts": [{"text": "Entrance", "centerX": 135, "centerY": 120, "rotationAngle": 90, "fontSize": 14}]}}"#)
            .write(toFile: chart, atomically: true, encoding: .utf8)
        let imported = try Binary.run(["import", chart, "-o", venue])
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("note: \(chart): the chart has no seats: its map is scaled as if it had seats.io's chairs, 20 units centre to centre (16-unit chairs 4 apart, rowChairSpacing)"),
                "\(imported.stderr)")
        #expect(imported.stderr.contains("note: \(chart): not read in the texts: fontSize") && imported.stderr.contains("0 seats, 0 rows, 0 sections, 2 general-admission areas"),
                "\(imported.stderr)")
        let valid = try Binary.run(["validate", venue])
        #expect(valid.code == 0, "\(valid.stdout)\(valid.stderr)")
        let png = dir.appendingPathComponent("p.png").path
        let page = try Binary.run(["render", venue, "--area", "b2:1", "-o", png])
        #expect(page.code == 0 && page.stderr == "warning: text \"Entrance\": drawn upright (its rotation of 90° is kept in the venue, not drawn)\n", "\(page.stderr)")
        let order = try Binary.run(["order", venue, "--area", "b2:1"])
        #expect(order.code == 0 && order.stdout.contains(#""places": [{"amount": null, "area": "b2", "count": 1, "label": "2"}]"#), "\(order.stdout)\(order.stderr)")
        let two = try Binary.run(["order", venue, "--area", "b1:2"])
        #expect(two.code == 1 && two.stdout.contains(#"area \"b1\" is sold whole: 1 place, 2 asked"#), "\(two.stdout)\(two.stderr)")

        // Two floors: every element on its floor; --floor draws one.
        try (#"{"name": "Two floors", "subChartFloors": [{"rows": [{"label": "A", "seats": [{"x": 100, "y": 50, "label": "1"}, {"x": 120, "y": 50, "label": "2"}]}]}, "#
             + #"{"rows": [{"label": "R", "seats": [{"x": 100, "y": 80, "label": "1"}, {"x": 120, "y": 80, "label": "2"}]}]}]}"#)
            .write(toFile: chart, atomically: true, encoding: .utf8)
        let floors = try Binary.run(["import", chart, "-o", venue])
        #expect(floors.code == 0, "\(floors.stderr)")
        let second = try Binary.run(["layout", venue, "--mode", "full", "--floor", "2"])
        #expect(second.code == 0, "\(second.stderr)")
        let doc = try JSONParser.parse(utf8: Array(second.stdout.utf8))
        #expect(doc["seats"]?.arrayElements?.compactMap { $0["id"]?.stringValue } == ["R-1", "R-2"], "\(second.stdout)")
        let none = try Binary.run(["render", venue, "--floor", "3", "-o", png])
        #expect(none.code == 64 && none.stderr.contains("\"1\"") && none.stderr.contains("\"2\""), "\(none.stderr)")
    }

    /// seats.io zones from import to `suggest --zone`: each zone's best seats nearest its own
    /// focal point; an unknown zone, or --zone on a hall, a usage error.
    @Test func suggestKeepsToAFocalZone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-zones-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = dir.appendingPathComponent("chart.json").path, venue = dir.appendingPathComponent("venue.json").path
        func stand(_ label: String, zone: String, x: Double) -> String {
            let seats = (1...6).map { #"{"x": \#(Double($0) * 20), "y": 10, "label": "\#($0)"}"# }.joined(separator: ", ")
            return #"{"label": "\#(label)", "zone": "\#(zone)", "topLeft": {"x": \#(x), "y": 0}, "points": [{"x": \#(x), "y": 0}, {"x": \#(x + 140), "y": 0}, {"x": \#(x + 140), "y": 30}], "#
                + #""subChart": {"rows": [{"label": "A", "seats": [\#(seats)]}]}}"#
        }
        try (#"{"name": "Track", "zones": {"list": [{"key": "west", "label": "West", "focalPoint": {"x": 0, "y": -50}}, "#
             + #"{"key": "east", "label": "East", "focalPoint": {"x": 1140, "y": -50}}]}, "#
             + #""subChart": {"sections": [\#(stand("W", zone: "west", x: 0)), \#(stand("E", zone: "east", x: 1000))]}}"#)
            .write(toFile: chart, atomically: true, encoding: .utf8)
        let imported = try Binary.run(["import", chart, "-o", venue])
        #expect(imported.code == 0 && !imported.stderr.contains("note:")
                && imported.stderr.contains("imported as a seats.io chart: 12 seats, 2 rows, 2 sections, 0 general-admission areas, 2 focal zones ("), "\(imported.stderr)")
        let east = try Binary.run(["suggest", venue, "--count", "2", "--zone", "east"])
        #expect(east.code == 0 && east.stdout == #"{"seats": ["E-A-5", "E-A-6"], "nearest": "the focal point of zone East", "nextToEachOther": true}"# + "\n",
                "\(east.stdout)\(east.stderr)")
        let west = try Binary.run(["suggest", venue, "--count", "2", "--zone", "west"])
        #expect(west.code == 0 && west.stdout.hasPrefix(#"{"seats": ["W-A-1", "W-A-2"]"#), "\(west.stdout)\(west.stderr)")
        let any = try Binary.run(["suggest", venue, "--count", "2"])
        #expect(any.code == 0 && any.stdout.contains(#""nearest": "each zone's focal point""#), "\(any.stdout)")
        let unknown = try Binary.run(["suggest", venue, "--count", "2", "--zone", "eats"])
        #expect(unknown.code == 64 && unknown.stderr.hasPrefix(#"error: --zone: no focal zone with id "eats" in this venue (did you mean "east"?); it has "west", "east""#),
                "\(unknown.stderr)")
        let hall = try Binary.run(["suggest", Binary.sample("standard"), "--count", "2", "--zone", "east"])
        #expect(hall.code == 64 && hall.stderr.contains("--zone:") && hall.stderr.contains("is a hall, which has no focal zones"), "\(hall.stderr)")
    }

    /// The cinema sample's couple sofas from the command line: an order of one half is the
    /// sofa, `layout` names each half's pair and partner and says both halves are drawn.
    @Test func couplesSofasFromTheCommandLine() throws {
        let cinema = Binary.packageRoot.appendingPathComponent("Samples/venues/cinema.json").path
        let order = try Binary.run(["order", cinema, "--selected", "9-2", "--request-id", "00000000-0000-0000-0000-000000000000"])
        #expect(order.code == 0 && order.stdout.contains(#""seatIds": ["9-2", "9-1"]"#), "\(order.stdout)\(order.stderr)")
        let suggest = try Binary.run(["suggest", cinema, "--count", "3"])
        #expect(suggest.code == 0, "\(suggest.stderr)")
        let layout = try Binary.run(["layout", cinema, "--mode", "full", "--selected", "9-1,9-2"])
        #expect(layout.code == 0, "\(layout.stderr)")
        let seats = try #require(try JSONParser.parse(layout.stdout)["seats"]?.arrayElements)
        let halves = seats.filter { $0["id"]?.stringValue == "9-1" || $0["id"]?.stringValue == "9-2" }
        #expect(halves.map { $0["pair"]?.stringValue } == ["L", "R"] && halves.map { $0["partner"]?.stringValue } == ["9-2", "9-1"])
        #expect(halves.allSatisfy { $0["drawn"]?.boolValue == true && $0["state"]?.stringValue == "selected" })
        #expect(seats.first { $0["id"]?.stringValue == "1-1" }?["pair"] == nil)
    }
}
