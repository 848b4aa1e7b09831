import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapTheme
import SeatMapTestSupport
@testable import SeatMapDrawing

/// The page as a tree of four node kinds: an annotated group per element, a use per painted
/// seat, one symbol per look.
@Suite struct PageSceneTests {
    func resolved(_ sample: String, zoom: Zoom = .fit, offset: Point? = nil, highlight: SeatZone? = nil,
                  theme: Theme = .builtinDefault) throws -> ResolvedPage {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(sample)), theme: theme, zoom: zoom, offset: offset,
                                     highlightZone: highlight)
        return ResolvedPage(page, measure: FixedAdvanceMeasurer())
    }

    @Test(arguments: ["standard", "imax", "irregular"])
    func everyElementIsAnAnnotatedGroupInPaintOrder(sample: String) throws {
        let r = try resolved(sample, zoom: .scale(1.5), offset: Point(x: 200, y: 150))
        let scene = PageScene(r)
        #expect(scene.elements.map(\.kind) == r.elements.map(\.kind))
        #expect(scene.elements.map(\.seatId) == r.elements.map(\.seatId))
        #expect(scene.elements.map(\.frame) == r.elements.map(\.visibleFrame))
    }

    @Test func aUsePerPaintedSeatAndASymbolPerLook() throws {
        let r = try resolved("imax", highlight: .couple)
        let scene = PageScene(r)
        let painted = r.seats.filter(\.isPainted)
        #expect(scene.uses.map { $0.seat?.seatId } == painted.map(\.seatId))
        #expect(scene.uses.map(\.frame) == painted.compactMap(\.drawnFrame))
        // One symbol per distinct look, each deciding the colours SeatPaint gives it.
        // Legend icons are symbols too: of the legend's looks, at its scale.
        let legendLooks = r.all(.legendItem).compactMap { e -> SeatLook? in if case .legendItem(let i) = e { i.look } else { nil } }
        #expect(scene.symbols.count == Set(painted.compactMap(\.look)).count + Set(legendLooks).count)
        for u in scene.uses {
            let symbol = scene.symbols[u.symbol], seat = try #require(u.seat)
            #expect(symbol.look == seat.look)
            #expect(symbol.paint == SeatPaint(theme: .builtinDefault, state: seat.state, zone: seat.zone))
        }
        // A sofa drawn whole is one use (its left half), its right half none.
        #expect(painted.contains { $0.halves == 2 })
    }

    @Test func clipsAndTransformsAreGroupsAroundTheirElements() throws {
        let r = try resolved("imax", zoom: .scale(2), offset: Point(x: 300, y: 200))
        let scene = PageScene(r)
        // The first node paints the background over the whole clip.
        guard case .path(let background)? = scene.nodes.first else { Issue.record("no background node"); return }
        #expect(background.coversClip && background.fill == .color(r.background))
        // The seat layer sits inside the map's clip and the map transform, in that order.
        func find(_ nodes: [SceneNode], _ path: [SceneGroup]) -> [SceneGroup]? {
            for n in nodes {
                guard case .group(let g) = n else { continue }
                if g.annotation?.kind == .seats { return path }
                if let p = find(g.children, path + [g]) { return p }
            }
            return nil
        }
        let outer = try #require(find(scene.nodes, []))
        let layer = try #require(r.first(.seats))
        let clip = try #require(layer.clip), t = try #require(layer.transform)
        // A clip group around a transform group: the clip is in page points, outside the transform.
        #expect(outer.count == 2)
        #expect(outer[0].clip == clip && outer[0].transform == nil && outer[0].annotation == nil)
        #expect(outer[1].clip == nil && outer[1].transform == t && outer[1].annotation == nil)
    }

    @Test func aFilledAndStrokedPathIsOneNode() throws {
        // maoyan's available seats are white bodies with a green outline: in the legend (drawn
        // as paths) each part is one node with a fill and a stroke.
        let r = try resolved("standard")
        let scene = PageScene(r)
        var both = 0
        func walk(_ n: SceneNode) {
            switch n {
            case .group(let g): g.children.forEach(walk)
            case .path(let p): if p.fill != nil && p.stroke != nil { both += 1 }
            case .text, .use: break
            }
        }
        scene.nodes.forEach(walk)
        #expect(both > 0)
    }
}
