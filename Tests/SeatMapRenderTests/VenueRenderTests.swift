import Foundation
import Testing
import SeatMapCore
import SeatMapPage
import SeatMapPNG
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput
import SeatMapTestSupport
@testable import SeatMapRender

/// A venue map as drawn: seats painted where `layout` says, turned with their rows, sections
/// drawn in their place when seats would be too small, labels saying what is left.
@Suite struct VenueRenderTests {
    /// A small venue: a section of two straight rows, a turned row of three seats at 45°, a
    /// standing area and a stage. Seats 44 source units apart, so one source unit is one point.
    static func venue(turnedDegrees: Double = 45) -> Venue {
        func seat(_ id: String, _ x: Double, _ y: Double, _ rot: Double = 0, _ status: SeatStatus = .available) -> Venue.Seat {
            Venue.Seat(seatId: id, label: String(id.split(separator: "-").last!), position: Point(x: x, y: y), rotationDegrees: rot, status: status)
        }
        let rowA = Venue.Row(label: "A", sectionId: "s1", seats: (0..<4).map { seat("A-\($0 + 1)", 100 + 44 * Double($0), 200) })
        let rowB = Venue.Row(label: "B", sectionId: "s1", seats: (0..<4).map { seat("B-\($0 + 1)", 100 + 44 * Double($0), 244, 0, $0 == 1 ? .sold : .available) })
        let t = turnedDegrees * .pi / 180
        let rowC = Venue.Row(label: "C", seats: (0..<3).map { seat("C-\($0 + 1)", 420 + 44 * Double($0) * cos(t), 120 + 44 * Double($0) * sin(t), turnedDegrees) })
        var v = Venue(name: "Test venue", sections: [Venue.Section(id: "s1", label: "Stalls", outline: [
            Point(x: 70, y: 170), Point(x: 264, y: 170), Point(x: 264, y: 274), Point(x: 70, y: 274)])],
                      rows: [rowA, rowB, rowC], seatPitch: 44)
        v.areas = [Venue.Area(id: "floor", label: "Floor", outline: .rectangle(center: Point(x: 170, y: 400), width: 200, height: 100, rotationDegrees: 0),
                              capacity: 300, left: 120)]
        v.shapes = [Venue.Shape(label: "", isStage: true, outline: .ellipse(center: Point(x: 170, y: 60), radiusX: 100, radiusY: 30, rotationDegrees: 0))]
        return v
    }

    static func resolve(_ v: Venue, ppd: Double, selected: [String] = [], theme: Theme = .builtinDefault) throws -> ResolvedVenue {
        try VenueOutput.resolve(VenueRequest(venue: v, theme: theme, pixelsPerDesignPoint: ppd, selectedIds: selected))
    }

    static func near(_ px: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: Color, _ tolerance: Int = 3) -> Bool {
        func n(_ v: UInt8, _ w: Double) -> Bool { abs(Int(v) - Int((w * 255).rounded())) <= tolerance }
        return n(px.r, c.red) && n(px.g, c.green) && n(px.b, c.blue)
    }

    @Test func everySeatShowsItsStateAtItsCentre() throws {
        let r = try Self.resolve(Self.venue(), ppd: 2, selected: ["A-3", "C-2"])
        #expect(r.level == .seats)
        let image = try VenueOutput.image(r)
        #expect(image.width == r.imageWidth && image.height == r.imageHeight)
        let page = r.theme.background.over(.white)
        for item in r.seats {
            let c = item.placement.center
            let px = image[Int(c.x * 2), Int(c.y * 2)]
            let body = r.theme.style(for: item.node.state).fill.over(page)
            #expect(Self.near(px, body), "seat \(item.node.seatId) (\(item.node.state)) at its centre: got \(px), want \(body.hex)")
        }
        #expect(r.seats.map(\.node.state).filter { $0 == .selected }.count == 2)
        #expect(r.seats.first { $0.node.seatId == "B-2" }?.node.state == .sold)
    }

    /// A seat turned 45° is drawn turned: the corners of its bounding box away from its row
    /// stay the page's, and it inks about as many pixels as the same seat upright (a turn
    /// keeps the area; its box is twice the seat's).
    @Test func aTurnedSeatIsDrawnTurnedNotAsItsBox() throws {
        let ppd = 3.0
        let page = Theme.builtinDefault.background.over(.white)
        let selected = Theme.builtinDefault.style(for: .selected).fill.over(page)
        func drawn(_ degrees: Double) throws -> (corners: Int, ink: Int, box: Rect) {
            let r = try Self.resolve(Self.venue(turnedDegrees: degrees), ppd: ppd, selected: ["C-2"])
            let image = try VenueOutput.image(r)
            let seat = try #require(r.seats.first { $0.node.seatId == "C-2" })
            let b = seat.node.designFrame
            // 3 pt inside the top-right and bottom-left corners: across the row, clear of C-1 and C-3.
            let corners = [(b.maxX - 3, b.minY + 3), (b.minX + 3, b.maxY - 3)]
            var ink = 0
            for y in Int(b.minY * ppd)..<Int(b.maxY * ppd) {
                for x in Int(b.minX * ppd)..<Int(b.maxX * ppd) where Self.near(image[x, y], selected, 8) { ink += 1 }
            }
            return (corners.filter { !Self.near(image[Int($0.0 * ppd), Int($0.1 * ppd)], page, 6) }.count, ink, b)
        }
        let turned = try drawn(45), upright = try drawn(0)
        // Pixel for pixel, the turned seat is the upright one turned 45° clockwise about its centre.
        let rt = try Self.resolve(Self.venue(turnedDegrees: 45), ppd: ppd, selected: ["C-2"]), ru = try Self.resolve(Self.venue(turnedDegrees: 0), ppd: ppd, selected: ["C-2"])
        let it = try VenueOutput.image(rt), iu = try VenueOutput.image(ru)
        let ct = try #require(rt.seats.first { $0.node.seatId == "C-2" }).placement.center
        let cu = try #require(ru.seats.first { $0.node.seatId == "C-2" }).placement.center
        var body = 0, agree = 0
        let c = (2.0).squareRoot() / 2
        for dy in stride(from: -16.0, through: 16, by: 0.5) {
            for dx in stride(from: -16.0, through: 16, by: 0.5) where Self.near(iu[Int((cu.x + dx) * ppd), Int((cu.y + dy) * ppd)], selected, 8) {
                body += 1
                let x = ct.x + dx * c - dy * c, y = ct.y + dx * c + dy * c
                if Self.near(it[Int(x * ppd), Int(y * ppd)], selected, 40) { agree += 1 }
            }
        }
        #expect(body > 1000 && Double(agree) / Double(body) > 0.97, "\(agree) of \(body) body points agree once turned")
        #expect(turned.corners == 0, "a 45° seat inked \(turned.corners) corners of its bounding box")
        #expect(upright.ink > 36 * 36 * 9 / 3, "the upright seat inked only \(upright.ink) px")
        let ratio = Double(turned.ink) / Double(upright.ink)
        #expect(ratio > 0.9 && ratio < 1.1, "turned \(turned.ink) px against upright \(upright.ink) px")
        // The bounding box of a 36-pt square seat turned 45° is √2 × 36 wide.
        #expect(abs(turned.box.width - 36 * 2.squareRoot()) < 1e-9 && abs(upright.box.width - 36) < 1e-9)
    }

    /// Under 8 px a seat, a sectioned seat is not drawn: its section is, in the section's tint,
    /// labelled with what is left; seats outside any section are still drawn.
    @Test func tooSmallSeatsGiveWayToTheirSection() throws {
        let ppd = 0.2
        let r = try Self.resolve(Self.venue(), ppd: ppd)
        #expect(r.level == .sections)
        #expect(r.warnings.contains { $0.contains("under the 8 px a seat is drawn at") })
        let section = try #require(r.regions.first { $0.kind == .section })
        #expect(section.capacity == 8 && section.left == 7 && section.takesTouches)
        #expect(section.texts.map(\.string) == ["Stalls", "余7"])
        let area = try #require(r.regions.first { $0.kind == .area })
        #expect(area.texts.map(\.string) == ["Floor", "余120"] && area.capacity == 300 && area.left == 120)
        #expect(r.regions.first { $0.kind == .stage }?.texts.map(\.string) == ["舞台"])
        for item in r.seats { #expect(item.node.isPainted == (item.sectionId == nil), "\(item.node.seatId)") }

        // A sectioned seat's spot shows the section's fill, not a seat.
        let image = try VenueOutput.image(r)
        let fill = try #require(section.fill).over(r.theme.background.over(.white))
        let a4 = try #require(r.seats.first { $0.node.seatId == "A-4" })
        let px = image[Int(a4.placement.center.x * ppd), Int(a4.placement.center.y * ppd)]
        #expect(Self.near(px, fill, 4), "A-4's spot: got \(px), want the section's \(fill.hex)")
        // The tint is visible: not the page's own colour.
        #expect(!Self.near(px, r.theme.background.over(.white), 6))
    }

    /// A section outlined by two points (no height: found by fuzz-venue in a seats.io chart) is
    /// drawn without its label, said; its label's size no longer shrinks from 0 for ever.
    @Test func aSectionOfNoHeightIsDrawnWithoutItsLabel() throws {
        var v = Self.venue()
        v.sections[0].outline = [Point(x: 0, y: 200), Point(x: 900, y: 200)]
        let r = try Self.resolve(v, ppd: 0.05)
        #expect(r.level == .sections)
        #expect(r.regions.first { $0.kind == .section }?.texts.isEmpty == true)
        #expect(r.warnings.contains("section \"Stalls\": no room for its label inside it at --scale 0.05; drawn without it"), "\(r.warnings)")
    }

    @Test func aSoldOutSectionIsFilledAsSold() throws {
        var v = Self.venue()
        for i in 0..<2 { for j in v.rows[i].seats.indices { v.rows[i].seats[j].status = .sold } }
        let r = try Self.resolve(v, ppd: 0.2)
        let section = try #require(r.regions.first { $0.kind == .section })
        #expect(section.left == 0 && section.fill == r.theme.style(for: .sold).fill && section.texts.last?.string == "余0")
    }

    @Test func hitsFindTurnedSeatsSectionsAndAreas() throws {
        let seats = try Self.resolve(Self.venue(), ppd: 2)
        let index = seats.hitIndex()
        for (i, item) in seats.seats.enumerated() {
            #expect(seats.hit(item.placement.center, index: index) == .seat(i), "\(item.node.seatId)")
        }
        // Inside the turned seat's box but outside its shape: not the seat.
        let c2 = try #require(seats.seats.first { $0.node.seatId == "C-2" })
        let corner = Point(x: c2.node.designFrame.maxX - 1, y: c2.node.designFrame.minY + 1)
        #expect(seats.hit(corner, index: index) == .nothing)
        let area = try #require(seats.regions.first { $0.kind == .area })
        #expect(seats.hit(Point(x: area.bounds.midX, y: area.bounds.midY), index: index) == .region(area))

        let sections = try Self.resolve(Self.venue(), ppd: 0.2)
        let sIndex = sections.hitIndex()
        let stalls = try #require(sections.regions.first { $0.kind == .section })
        let a1 = try #require(sections.seats.first { $0.node.seatId == "A-1" })
        #expect(sections.hit(a1.placement.center, index: sIndex) == .region(stalls))
        #expect(sections.hit(Point(x: stalls.bounds.minX + 2, y: stalls.bounds.minY + 2), index: sIndex) == .region(stalls))
        let c1 = try #require(sections.seats.firstIndex { $0.node.seatId == "C-1" })
        #expect(sections.hit(sections.seats[c1].placement.center, index: sIndex) == .seat(c1))
    }

    @Test func selectionsAreChecked() throws {
        #expect(throws: VenuePageError.self) { try Self.resolve(Self.venue(), ppd: 1, selected: ["B-2"]) }
        #expect(throws: VenuePageError.self) { try Self.resolve(Self.venue(), ppd: 1, selected: ["A-1", "A-1"]) }
        do {
            _ = try Self.resolve(Self.venue(), ppd: 1, selected: ["A-9"])
            Issue.record("an unknown seat was accepted")
        } catch let e as VenuePageError {
            #expect("\(e)".contains("A-9"))
        }
    }

    @Test func svgGroupsSectionsAndTurnsSeats() throws {
        let seats = try Self.resolve(Self.venue(), ppd: 2)
        let svg = String(decoding: try VenueOutput.render(seats, format: .svg).bytes, as: UTF8.self)
        #expect(svg.contains("<g data-element=\"section\" data-id=\"s1\">"))
        #expect(svg.contains("<g data-element=\"area\" data-id=\"floor\"><title>Floor · 余120</title>"))
        // The turned seats' uses carry the 45° turn: cos 45° in the matrix.
        #expect(svg.contains("matrix(0.707"), "\(svg.split(separator: "\n").filter { $0.contains("matrix") }.suffix(3))")
        let sections = try Self.resolve(Self.venue(), ppd: 0.2)
        let svg2 = String(decoding: try VenueOutput.render(sections, format: .svg).bytes, as: UTF8.self)
        #expect(svg2.contains("<title>Stalls · 余7</title>"))
    }

    @Test func outputsAreDeterministic() throws {
        for format in [ImageFormat.png, .svg, .pdf] {
            let a = try VenueOutput.render(Self.resolve(Self.venue(), ppd: 1.5, selected: ["C-3"]), format: format).bytes
            let b = try VenueOutput.render(Self.resolve(Self.venue(), ppd: 1.5, selected: ["C-3"]), format: format).bytes
            #expect(a == b, "\(format)")
        }
    }

    /// Turned seats go through the pixel-icon cache where they share few looks (the arena's
    /// straight stands), and the picture stays that of drawing each in place, to 5 of 255; a
    /// curved theatre, every seat turned its own way, draws in place.
    @Test(arguments: [0.5, 0.75]) func turnedIconsMatchDrawingInPlace(_ ppd: Double) throws {
        func load(_ name: String) throws -> Venue {
            let path = Fixtures.root.appendingPathComponent("Samples/venues/\(name).json").path
            return try VenueFile.read(try JSONParser.parse(utf8: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))), file: path)
        }
        let arena = try Self.resolve(load("arena"), ppd: ppd, selected: ["North-A-1"])
        #expect(RasterSeatIcons.pay(for: arena))
        #expect(Set(arena.seats.map(\.rotationDegrees)).count == 4)
        let icons = try Renderer.paintedSurface(arena).rgbaPixels().pixels
        let direct = try Renderer.paintedSurface(arena, pixelIcons: false).rgbaPixels().pixels
        #expect(icons.count == direct.count)
        var worst = 0, differing = 0
        for i in icons.indices where icons[i] != direct[i] {
            worst = max(worst, abs(Int(icons[i]) - Int(direct[i])))
            differing += 1
        }
        // Where two antialiased layers of a turned seat share a pixel, blending them in the icon
        // first gives up to 5 of 255 (on 161 of 2.4 million channels of the arena at 0.5 px/pt);
        // upright seats stay within 2, as on grid pages.
        var over2 = 0
        for i in icons.indices where abs(Int(icons[i]) - Int(direct[i])) > 2 { over2 += 1 }
        #expect(worst <= 5, "a channel differs by \(worst)")
        #expect(over2 < icons.count / 10_000, "\(over2) channels differ by more than 2")
        #expect(differing < icons.count / 10)
        #expect(!RasterSeatIcons.pay(for: try Self.resolve(load("theatre"), ppd: ppd)))
    }

    /// The samples draw: every seat of the theatre, the arena and the banquet is painted at one
    /// pixel a point; at a tenth, none of a venue with sections is, and each section's label
    /// lies inside it.
    @Test(arguments: ["theatre", "arena", "banquet"]) func samplesDrawAtBothLevels(_ name: String) throws {
        let path = Fixtures.root.appendingPathComponent("Samples/venues/\(name).json").path
        let root = try JSONParser.parse(utf8: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let v = try VenueFile.read(root, file: path)
        let near = try Self.resolve(v, ppd: 1)
        #expect(near.level == .seats && near.seats.allSatisfy(\.node.isPainted) && near.warnings.isEmpty, "\(near.warnings)")
        let far = try Self.resolve(v, ppd: 0.1)
        guard !v.sections.isEmpty else {
            // Seats outside sections are always drawn; the banquet's tables are drawn with them.
            #expect(far.level == .seats && far.seats.allSatisfy(\.node.isPainted) && far.regions.filter { $0.kind == .table }.count == 12)
            return
        }
        #expect(far.level == .sections && !far.seats.contains(where: \.node.isPainted))
        // Every section label lies inside its section.
        for region in far.regions where region.kind == .section {
            for t in region.texts {
                let c = Point(x: t.startX + t.width / 2, y: t.baseline - t.size * 0.35)
                #expect(Polygon.contains(region.polygon, c), "\(name): \(region.label)'s \(t.string) at \(c) is outside it")
            }
        }
    }
}
