import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapTestSupport
import SeatMapSVG
import SeatMapDrawing

@Suite struct StructuredSVGTests {
    func svg(_ hall: String, selected: [String] = [], device: String = "iphone-se", zoom: Zoom = .fit) throws -> (page: SeatPage, text: String) {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(hall)), device: .named(device), zoom: zoom, selectedIds: selected)
        return (page, String(decoding: try SVGDocument.bytes(ResolvedPage(page, measure: FixedAdvanceMeasurer())), as: UTF8.self))
    }

    final class Collector: NSObject, XMLParserDelegate {
        var seats: [(id: String, state: String, cls: String)] = []
        var titles: [String] = []
        var elements: [String] = []
        var inTitle = false
        var title = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if let id = attributes["data-seat-id"], let state = attributes["data-state"] { seats.append((id, state, attributes["class"] ?? "")) }
            if let kind = attributes["data-element"] { elements.append(kind) }
            if name == "title" { inTitle = true; title = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inTitle { title += string } }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" { inTitle = false; titles.append(title) }
        }
    }

    func parse(_ text: String) throws -> Collector {
        let c = Collector()
        let p = XMLParser(data: Data(text.utf8))
        p.delegate = c
        #expect(p.parse(), "not well-formed: \(p.parserError.map { "\($0)" } ?? "")")
        return c
    }

    @Test func everySeatIsANamedElementWithItsLabel() throws {
        let (page, text) = try svg("standard", selected: ["7_10"])
        let doc = try parse(text)
        let visible = page.hall.allSeats.filter { page.layout.isVisible($0.index) }
        #expect(doc.seats.count == visible.count)
        #expect(Set(doc.seats.map(\.id)) == Set(visible.map(\.seat.seatId)))
        let selected = try #require(doc.seats.first { $0.id == "7_10" })
        #expect(selected.state == "selected" && selected.cls == "seat selected")
        #expect(doc.titles.contains("7排10号座位，已选，¥\(formatYuanShort(page.hall.seat(id: "7_10")!.priceMinorUnits))"))
        for kind in ["back", "title", "chip", "screen", "legendItem", "confirm", "seatChip"] { #expect(doc.elements.contains(kind), "\(kind)") }
    }

    @Test func bothHalvesOfASofaAreElements() throws {
        let (page, text) = try svg("imax", zoom: .contain)
        let doc = try parse(text)
        let pair = try #require(page.hall.allSeats.first { page.hall.couplePartner(of: $0.index).map { $0.col > $0.col } != nil && page.hall.couplePartner(of: $0.index)!.col > $0.index.col && page.layout.isVisible($0.index) })
        let partner = page.hall[page.hall.couplePartner(of: pair.index)!]
        #expect(doc.seats.contains { $0.id == pair.seat.seatId } && doc.seats.contains { $0.id == partner.seatId })
        #expect(doc.seats.count == Set(doc.seats.map(\.id)).count)
    }

    /// The document is the scene: a `<g data-element>` per annotated group in paint order, a
    /// `<symbol>` per scene symbol, a `<use>` per seat and per legend icon (the legend draws no
    /// seat paths of its own), and a clip group per scene clip group.
    @Test func theDocumentIsTheScene() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("imax")), device: .named("iphone-15"), zoom: .scale(1.6),
                                     offset: Point(x: 300, y: 200))
        let resolved = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        let scene = PageScene(resolved)
        let text = String(decoding: try SVGDocument.bytes(resolved), as: UTF8.self)
        let doc = try parse(text)
        #expect(doc.elements == scene.elements.map(\.kind.rawValue))
        func count(_ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }
        #expect(count("<symbol ") == scene.symbols.count)
        let legendIcons = resolved.all(.legendItem).filter { if case .legendItem(let i) = $0 { i.look != nil } else { false } }.count
        #expect(legendIcons > 0)
        #expect(count("<use ") == scene.uses.count + legendIcons)
        var clips = 0
        func walk(_ n: SceneNode) {
            guard case .group(let g) = n else { return }
            if g.clip != nil { clips += 1 }
            g.children.forEach(walk)
        }
        scene.nodes.forEach(walk)
        #expect(clips > 0 && count("<g clip-path=") == clips)
        // A legend item's group holds its icon's <use> and its text, no paths.
        let legend = try #require(text.range(of: "<g data-element=\"legendItem\">"))
        let item = text[legend.upperBound...]
        let end = try #require(item.range(of: "</g>"))
        let body = item[..<end.lowerBound]
        #expect(body.contains("<use ") && body.contains("<text ") && !body.contains("<path "))
    }

    @Test func sameBytesEveryTime() throws {
        let a = try svg("irregular", selected: ["12_10"]).text
        let b = try svg("irregular", selected: ["12_10"]).text
        #expect(a == b)
    }
}

/// SVG text is real text: selectable, searchable, in the theme's font chain, escaped.
@Suite struct SVGTextTests {
    @Test func wordsAreTextElements() throws {
        var hall = try HallFile.load(path: Fixtures.sample("studio"))
        hall.movie?.title = "A & <B> \"C\""
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["2_5"])
        let text = String(decoding: try SVGDocument.bytes(ResolvedPage(page, measure: FixedAdvanceMeasurer())), as: UTF8.self)
        #expect(text.contains(">A &amp; &lt;B&gt; &quot;C&quot;</text>"))
        #expect(text.contains(">确认选座</text>") && text.contains(">2排5号</text>"))
        #expect(text.contains("font-family=\"'WenQuanYi Micro Hei'"))
        // No glyph outlines and no Cairo surfaces: the document is written from the page.
        #expect(!text.contains("id=\"glyph") && !text.contains("surface"))
    }
}

