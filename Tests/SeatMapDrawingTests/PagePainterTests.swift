import Testing
import SeatMapCore
import SeatMapLayout
@testable import SeatMapPage
import SeatMapTheme
import SeatMapTestSupport
@testable import SeatMapDrawing

/// The scene's leaves in paint order, each with the clip in force (in page points: clip groups
/// are the outermost) and how many state-changing groups enclose it.
struct SceneLeaves {
    enum Leaf: Equatable {
        case fill(clip: Rect?), stroke(clip: Rect?), paint, gradient(Rect)
        case text(String, size: Double, baseline: Double, clip: Rect?)
        case seat(String), icon
    }
    var leaves: [Leaf] = []
    var maxDepth = 0

    init(_ nodes: [SceneNode]) {
        for n in nodes { walk(n, clip: nil, depth: 0) }
    }

    private mutating func walk(_ n: SceneNode, clip: Rect?, depth: Int) {
        switch n {
        case .group(let g):
            let clip = g.clip.map { c in clip.map { $0.intersection(c) } ?? c } ?? clip
            let d = depth + (g.changesState ? 1 : 0)
            maxDepth = max(maxDepth, d)
            for c in g.children { walk(c, clip: clip, depth: d) }
        case .path(let p):
            if case .gradient(let r, _, _)? = p.fill { leaves.append(.gradient(r)); return }
            if p.coversClip { leaves.append(.paint); return }
            if p.fill != nil { leaves.append(.fill(clip: clip)) }
            if p.stroke != nil { leaves.append(.stroke(clip: clip)) }
        case .text(let t):
            leaves.append(.text(t.string, size: t.size, baseline: t.baseline, clip: clip))
        case .use(let u):
            leaves.append(u.seat.map { .seat($0.seatId) } ?? .icon)
        }
    }
}

/// The painter draws what the resolved page says, element by element, and nothing else.
@Suite struct PagePainterTests {
    func resolved(_ sample: String, zoom: Zoom = .fit, offset: Point? = nil, mode: RenderMode = .screen,
                  selected: [String] = []) throws -> ResolvedPage {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample(sample)), device: .named("iphone-se"), mode: mode,
                                     zoom: zoom, offset: offset, selectedIds: selected)
        return ResolvedPage(page, measure: FixedAdvanceMeasurer())
    }

    /// Every element but the map's empty viewport leaves a mark: a kind that nobody draws shows up here.
    @Test(arguments: [("standard", Zoom.fit), ("imax", Zoom.scale(2)), ("irregular", Zoom.fit)])
    func everyElementIsDrawn(sample: String, zoom: Zoom) throws {
        let r = try resolved(sample, zoom: zoom, offset: zoom == .fit ? nil : Point(x: 300, y: 200), selected: [])
        for element in r.elements where element.kind != .map {
            var b = SceneBuilder()
            PagePainter(r).draw(element, into: &b)
            #expect(!SceneLeaves(b.nodes).leaves.isEmpty, "\(element.kind) draws nothing")
        }
    }

    /// Text is drawn exactly as resolved (string, size, baseline), and the painter measures nothing.
    @Test func textIsDrawnAsResolved() throws {
        var hall = try HallFile.load(path: Fixtures.sample("standard"))
        hall.movie?.title = String(repeating: "流浪地球", count: 15)
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["7_10", "7_11"])
        let r = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        let d = SceneLeaves(PageScene(r).nodes)
        let drawn = d.leaves.compactMap { call -> String? in if case .text(let s, _, _, _) = call { s } else { nil } }
        let resolvedTexts = r.elements.flatMap { [$0.resolvedText, $0.resolvedDetail].compactMap { $0 } }
        #expect(drawn == resolvedTexts.map(\.string))
        let title = try #require(r.first(.title)?.resolvedText)
        #expect(title.string.hasSuffix("…") && title.original == hall.movie?.title && title.size == 11)
        #expect(d.leaves.contains(.text(title.string, size: 11, baseline: title.baseline, clip: nil)))
    }

    /// Rail labels, the rail and the seats are drawn clipped to the viewport; chips to the strip;
    /// the bars unclipped. Seats are painted in row-major order, each once.
    @Test func clipsAreTheElementsOwn() throws {
        let r = try resolved("imax", zoom: .scale(2), offset: Point(x: 300, y: 200))
        let d = SceneLeaves(PageScene(r).nodes)
        let vp = r.page.layout.viewport.frame
        for case .text(let s, _, _, let clip) in d.leaves {
            let isRail = r.all(.railLabel).contains { $0.text == s }
            if isRail { #expect(clip == vp, "\(s)") }
        }
        let painted = d.leaves.compactMap { call -> String? in if case .seat(let id) = call { id } else { nil } }
        #expect(painted == r.seats.filter(\.isPainted).map(\.seatId))
        #expect(d.maxDepth <= 3)
    }
}

