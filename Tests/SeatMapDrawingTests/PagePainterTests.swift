import Testing
import SeatMapCore
import SeatMapLayout
@testable import SeatMapPage
import SeatMapTheme
import SeatMapTestSupport
@testable import SeatMapDrawing

/// A `Drawing` that records what it is asked to do, with the clip in force for each call.
final class RecordingDrawing: Drawing {
    enum Call: Equatable {
        case fill(clip: Rect?), stroke(clip: Rect?), paint, gradient(Rect)
        case text(String, size: Double, baseline: Double, clip: Rect?)
        case seat(String)
    }
    var calls: [Call] = []
    var clips: [Rect?] = [nil]
    var depth = 0
    var maxDepth = 0

    func save() { clips.append(clips.last!); depth += 1; maxDepth = max(maxDepth, depth) }
    func restore() { clips.removeLast(); depth -= 1 }
    func translate(_ x: Double, _ y: Double) {}
    func scale(_ s: Double) {}
    func clip(to r: Rect) { clips[clips.count - 1] = clips.last!.map { $0.intersection(r) } ?? r }
    func setColor(_ c: Color) {}
    func setLineWidth(_ w: Double) {}
    func setDash(_ pattern: [Double]) {}
    func setRoundCaps(_ on: Bool) {}
    func newPath() {}
    func move(_ x: Double, _ y: Double) {}
    func line(_ x: Double, _ y: Double) {}
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {}
    func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {}
    func close() {}
    func rect(_ r: Rect) {}
    func roundedRect(_ r: Rect, radius: Double) {}
    func fill() { calls.append(.fill(clip: clips.last!)) }
    func fillPreserve() { calls.append(.fill(clip: clips.last!)) }
    func stroke() { calls.append(.stroke(clip: clips.last!)) }
    func paint() { calls.append(.paint) }
    func fillVerticalGradient(_ r: Rect, top: Color, bottom: Color) { calls.append(.gradient(r)) }
    func text(_ t: ResolvedText) { calls.append(.text(t.string, size: t.size, baseline: t.baseline, clip: clips.last!)) }
    func seat(_ node: SeatNode, frame: Rect, symbol: SeatSymbol) { calls.append(.seat(node.seatId)) }
    func check(_ what: String) throws(DrawingError) {}
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
            let d = RecordingDrawing()
            PagePainter(r).draw(element, on: d)
            #expect(!d.calls.isEmpty, "\(element.kind) draws nothing")
        }
    }

    /// Text is drawn exactly as resolved (string, size, baseline), and the painter measures nothing.
    @Test func textIsDrawnAsResolved() throws {
        var hall = try HallFile.load(path: Fixtures.sample("standard"))
        hall.movie?.title = String(repeating: "流浪地球", count: 15)
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["7_10", "7_11"])
        let r = ResolvedPage(page, measure: FixedAdvanceMeasurer())
        let d = RecordingDrawing()
        try PagePainter(r).paint(d)
        let drawn = d.calls.compactMap { call -> String? in if case .text(let s, _, _, _) = call { s } else { nil } }
        let resolvedTexts = r.elements.flatMap { [$0.resolvedText, $0.resolvedDetail].compactMap { $0 } }
        #expect(drawn == resolvedTexts.map(\.string))
        let title = try #require(r.first(.title)?.resolvedText)
        #expect(title.string.hasSuffix("…") && title.original == hall.movie?.title && title.size == 11)
        #expect(d.calls.contains(.text(title.string, size: 11, baseline: title.baseline, clip: nil)))
    }

    /// Rail labels, the rail and the seats are drawn clipped to the viewport; chips to the strip;
    /// the bars unclipped. Seats are painted in row-major order, each once.
    @Test func clipsAreTheElementsOwn() throws {
        let r = try resolved("imax", zoom: .scale(2), offset: Point(x: 300, y: 200))
        let d = RecordingDrawing()
        try PagePainter(r).paint(d)
        let vp = r.page.layout.viewport.frame
        for case .text(let s, _, _, let clip) in d.calls {
            let isRail = r.all(.railLabel).contains { $0.text == s }
            if isRail { #expect(clip == vp, "\(s)") }
        }
        let painted = d.calls.compactMap { call -> String? in if case .seat(let id) = call { id } else { nil } }
        #expect(painted == r.seats.filter(\.isPainted).map(\.seatId))
        #expect(d.depth == 0 && d.maxDepth <= 3)
    }
}

