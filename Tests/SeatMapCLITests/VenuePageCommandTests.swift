import Testing
import Foundation
import SeatMapCore
import SeatMapPNG

/// The phone page around a venue's map from the command line, as a user tries it: `render`
/// draws the page (the map all in view by default), `layout` reports each seat's frame with its
/// rotation and section and the regions in view, `hit --page` answers a seat or a section — a
/// section with the zoom and offset a tap on it shows — and `render --section ID` is exactly that
/// page; bad section names and clashing options are usage errors that name what to do.
@Suite struct VenuePageCommandTests {
    static let arena = Binary.packageRoot.appendingPathComponent("Samples/venues/arena.json").path
    static let theatre = Binary.packageRoot.appendingPathComponent("Samples/venues/theatre.json").path
    /// A path no refused command may write.
    static let never = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-never-\(UUID().uuidString).png").path

    @Test func aTapOnASectionThenOnASeat() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The whole arena: sections, each with what is left, the level said.
        let whole = try Binary.run(["layout", Self.arena])
        #expect(whole.code == 0, "\(whole.stderr)")
        #expect(whole.stderr.contains("warning: map: seats are "), "\(whole.stderr)")
        let doc = try JSONParser.parse(utf8: Array(whole.stdout.utf8))
        #expect(doc["mode"]?.stringValue == "screen" && doc["level"]?.stringValue == "sections")
        let north = try #require(doc["elements"]?.arrayElements?.first { $0["kind"]?.stringValue == "section" && $0["id"]?.stringValue == "north" })
        #expect(north["drawnText"]?.arrayElements?.map(\.stringValue) == ["North", "余132"])
        let f = (north["frame"]?.arrayElements ?? []).compactMap(\.doubleValue)
        try #require(f.count == 4)
        let centre = "\(NumberText.rounded(f[0] + f[2] / 2, places: 3)),\(NumberText.rounded(f[1] + f[3] / 2, places: 3))"

        // A tap on it: the section, and the zoom and offset that show its seats.
        let tap = try Binary.run(["hit", Self.arena, "--page", centre])
        #expect(tap.code == 0, "\(tap.stderr)")
        let answer = try JSONParser.parse(utf8: Array(tap.stdout.utf8))
        #expect(answer["section"]?.stringValue == "north" && answer["left"]?.intValue == 132 && tap.stdout.contains("\"seat\": null"), "\(tap.stdout)")
        let zoomTo = try #require(answer["zoomTo"])
        let zoom = try #require(zoomTo["zoom"]?.doubleValue)
        let offset = (zoomTo["offset"]?.arrayElements ?? []).compactMap(\.doubleValue)
        try #require(offset.count == 2)

        // `--section north` is the page at that zoom and offset, byte for byte.
        let bySection = dir.appendingPathComponent("section.png").path, byZoom = dir.appendingPathComponent("zoom.png").path
        let s = try Binary.run(["render", Self.arena, "--section", "north", "-o", bySection])
        #expect(s.code == 0 && s.stderr.isEmpty, "\(s.stderr)")
        let z = try Binary.run(["render", Self.arena, "--zoom", "\(zoom)", "--offset", "\(offset[0]),\(offset[1])", "-o", byZoom])
        #expect(z.code == 0, "\(z.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: bySection)) == Data(contentsOf: URL(fileURLWithPath: byZoom)))

        // Zoomed in, the seats are drawn: a seat's frame from `layout`, its centre tapped, is it.
        let zoomed = try JSONParser.parse(utf8: Array(try Binary.run(["layout", Self.arena, "--section", "north"]).stdout.utf8))
        #expect(zoomed["level"]?.stringValue == "seats")
        let seat = try #require(zoomed["seats"]?.arrayElements?.first { $0["id"]?.stringValue == "North-A-12" })
        #expect(seat["rotation"]?.doubleValue == 180 && seat["section"]?.stringValue == "north" && seat["label"]?.stringValue == "North A排12号")
        let px = (seat["pixelFrame"]?.arrayElements ?? []).compactMap(\.doubleValue)
        try #require(px.count == 4)
        let scale = 3.0  // iPhone 15
        let point = "\(NumberText.rounded((px[0] + px[2] / 2) / scale, places: 4)),\(NumberText.rounded((px[1] + px[3] / 2) / scale, places: 4))"
        let hit = try Binary.run(["hit", Self.arena, "--section", "north", "--page", point])
        #expect(hit.stdout.contains("\"seat\": \"North-A-12\"") && hit.stdout.contains("\"label\": \"North A排12号\""), "\(hit.stdout)\(hit.stderr)")

        // The picture: that seat's pixels are drawn (not the page background) when it is selected.
        let picked = dir.appendingPathComponent("picked.png").path
        #expect(try Binary.run(["render", Self.arena, "--section", "north", "--selected", "North-A-12", "-o", picked]).code == 0)
        let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picked))))
        let plain = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: bySection))))
        var differing = 0
        for y in Int(px[1])..<Int(px[1] + px[3]) { for x in Int(px[0])..<Int(px[0] + px[2]) where image[x, y] != plain[x, y] { differing += 1 } }
        #expect(Double(differing) > 0.3 * px[2] * px[3], "\(differing) of \(px[2] * px[3]) pixels of the seat changed")
    }

    @Test func sectionMistakesAreUsageErrors() throws {
        let unknown = try Binary.run(["render", Self.arena, "--section", "nrth", "-o", Self.never])
        #expect(unknown.code == 64)
        #expect(unknown.stderr.hasPrefix("error: --section \"nrth\": \(Self.arena) has no such section, by id or label (did you mean \"north\"? it has \"north\" (North), \"east\" (East), \"south\" (South), \"west\" (West))"),
                "\(unknown.stderr)")
        let both = try Binary.run(["render", Self.arena, "--section", "north", "--zoom", "2", "-o", Self.never])
        #expect(both.code == 64 && both.stderr.hasPrefix("error: --section zooms into the section as a tap does, which decides the zoom and offset; drop --zoom and --offset"),
                "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.never))
        let slop = try Binary.run(["hit", Self.arena, "--page", "100,300", "--slop", "4"])
        #expect(slop.code == 64 && slop.stderr.hasPrefix("error: --slop does not apply to a venue's page yet"), "\(slop.stderr)")
        let zone = try Binary.run(["layout", Self.theatre, "--highlight-zone", "2"])
        #expect(zone.code == 64 && zone.stderr.contains("--highlight-zone does not apply to a venue"), "\(zone.stderr)")
    }

    /// The bars: the venue's name, chips `中区 10排8号` with the section's price, the total; the
    /// suggestion over a selection asks first (the dialog), as on a hall's page; an RTL locale
    /// mirrors the bars, never the map.
    @Test func theBarsOfAVenuePage() throws {
        let l = try Binary.run(["layout", Self.theatre, "--selected", "中区-10-8,中区-10-9"])
        #expect(l.code == 0, "\(l.stderr)")
        let doc = try JSONParser.parse(utf8: Array(l.stdout.utf8))
        #expect(doc["total"]?.intValue == 117600 && doc["selected"]?.arrayElements?.map(\.stringValue) == ["中区-10-8", "中区-10-9"])
        let chips = doc["elements"]?.arrayElements?.filter { $0["kind"]?.stringValue == "seatChip" }.map { $0["text"]?.stringValue }
        #expect(chips == ["中区 10排8号", "中区 10排9号"], "\(String(describing: chips))")
        let dialog = try Binary.run(["layout", Self.theatre, "--selected", "中区-10-8", "--suggest", "2"])
        #expect(dialog.code == 0 && dialog.stdout.contains("\"kind\": \"dialog\""), "\(dialog.stderr)")
        // A lone seat left between two chosen: the page shows the selection as tapped (as a
        // hall's page does); the order refuses it under the venue's rules.
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lone = try Binary.run(["render", Self.theatre, "--selected", "中区-10-8,中区-10-10", "-o", dir.appendingPathComponent("lone.png").path])
        #expect(lone.code == 0, "\(lone.stderr)")
        let order = try Binary.run(["order", Self.theatre, "--selected", "中区-10-8,中区-10-10"])
        #expect(order.code == 1 && order.stdout.contains(#""error": "leavesLoneSeat""#) && order.stdout.contains("中区-10-9"), "\(order.stdout)")
        // Arabic: seat frames as in Chinese, the title's frame mirrored.
        let ar = try JSONParser.parse(utf8: Array(try Binary.run(["layout", Self.theatre, "--locale", "ar"]).stdout.utf8))
        let zh = try JSONParser.parse(utf8: Array(try Binary.run(["layout", Self.theatre]).stdout.utf8))
        #expect(ar["direction"]?.stringValue == "rtl")
        let frames = { (d: JSONValue) in (d["seats"]?.arrayElements ?? []).map { ($0["pixelFrame"]?.arrayElements ?? []).compactMap(\.doubleValue) } }
        #expect(frames(ar) == frames(zh) && frames(zh).count == 257)
        let back = { (d: JSONValue) in d["elements"]?.arrayElements?.first { $0["kind"]?.stringValue == "back" }?["frame"]?.arrayElements?.first?.doubleValue }
        #expect(try #require(back(ar)) > 300 && (try #require(back(zh))) < 50)
    }

    /// `audit VENUE` audits the page: as sections, no seat is drawn to touch (said, not passed
    /// off as seats of 5 pt); zoomed into a section, its 192 seats at 11.83 pt fail the targets,
    /// each named, with the zoom that passes.
    @Test func auditOfAVenuePage() throws {
        let whole = try Binary.run(["audit", Self.arena])
        #expect(whole.stdout.hasPrefix("touch targets: no seat is drawn (the venue's sections are, and a tap picks one); --section ID audits the seats of one\n"),
                "\(whole.stdout)")
        let north = try Binary.run(["audit", Self.arena, "--section", "north"])
        #expect(north.code == 1)
        #expect(north.stdout.hasPrefix("touch targets: seats are 11.83 pt on screen\n"), "\(north.stdout)")
        #expect(north.stdout.contains("FAIL Apple HIG (44 pt): 192 seats too small (North-A-1, North-A-2,"), "\(north.stdout)")
        #expect(north.stdout.contains("layout: every page rule holds"), "\(north.stdout)")
    }

    /// Places by count in the arena's standing floor (¥280 each in the sample): `order --area`
    /// lists them under `places` with the total; the page draws a chip `Standing floor ×3`, the
    /// total, and outlines the area in the selected colour; too many places, an unknown area, or
    /// `--area` on a hall are refused with the reason.
    @Test func generalAdmissionPlacesByCount() throws {
        let id = "00000000-0000-0000-0000-000000000001"
        let order = try Binary.run(["order", Self.arena, "--selected", "North-A-12", "--area", "floor:3", "--request-id", id])
        #expect(order.code == 0, "\(order.stdout)\(order.stderr)")
        #expect(order.stdout.contains(#""places": [{"amount": 84000, "area": "floor", "count": 3, "label": "Standing floor"}], "seatIds": ["North-A-12"]"#), "\(order.stdout)")
        #expect(order.stdout.contains(#""totalAmount": 84000"#))
        let full = try Binary.run(["order", Self.arena, "--area", "floor:4", "--area", "floor:3", "--request-id", id])
        #expect(full.code == 1 && full.stdout.contains(#""error": "exceedLimit""#), "\(full.stdout)")
        let unknown = try Binary.run(["order", Self.arena, "--area", "flor:1", "--request-id", id])
        #expect(unknown.code == 1 && unknown.stdout.contains(#"no general-admission area with id \"flor\" in this venue (did you mean \"floor\"?)"#), "\(unknown.stdout)")

        let layout = try JSONParser.parse(utf8: Array(try Binary.run(["layout", Self.arena, "--area", "floor:3"]).stdout.utf8))
        #expect(layout["total"]?.intValue == 84000)
        let chips = layout["elements"]?.arrayElements?.filter { $0["kind"]?.stringValue == "seatChip" }.map { $0["text"]?.stringValue }
        #expect(chips == ["Standing floor ×3"], "\(String(describing: chips))")
        let total = layout["elements"]?.arrayElements?.first { $0["kind"]?.stringValue == "total" }
        #expect(total?["text"]?.stringValue == "¥840.00")
        let tooMany = try Binary.run(["render", Self.arena, "--area", "floor:3", "--area", "flor:1", "-o", Self.never])
        #expect(tooMany.code == 65 && tooMany.stderr.hasPrefix(#"error: --area: no general-admission area with id "flor" in this venue (did you mean "floor"?)"#),
                "\(tooMany.stderr)")
        let hall = Binary.packageRoot.appendingPathComponent("Samples/standard.json").path
        let onHall = try Binary.run(["render", hall, "--area", "floor:1", "-o", Self.never])
        #expect(onHall.code == 64 && onHall.stderr.contains("--area chooses places in a venue's general-admission area"), "\(onHall.stderr)")
    }
}
