import SeatMapCore
import SeatMapVenue

/// One broken promise of a venue map (docs/venue-format.md, "Invariants"): what breaks it and
/// where. Checked in code over every sample, every floor and both levels, and said as a warning
/// by `render`, `layout` and `hit`, never left to be seen by eye.
public struct VenueViolation: Sendable, Equatable, CustomStringConvertible {
    public enum Rule: String, Sendable, CaseIterable {
        /// Part of a drawn seat lies outside the map.
        case seatOffMap
        /// Part of a text lies outside the map.
        case textOffMap
        /// A region's label runs out of its region (a section's name over its neighbour).
        case labelOutsideRegion
        /// Two texts share area (a floor's title on the stage's label).
        case textsOverlap
        /// A text lies over a drawn seat.
        case textOverSeat
        /// Two drawn seats overlap (their turned shapes, not their boxes).
        case seatsOverlap
    }

    public var rule: Rule
    public var message: String
    public init(_ rule: Rule, _ message: String) {
        self.rule = rule
        self.message = message
    }
    public var description: String { "\(rule.rawValue): \(message)" }
}

extension ResolvedVenue {
    /// The box a drawn text's body covers, in design points: its advance across, and from the
    /// ascender (0.8 em above the baseline) to the descender (0.2 em below).
    static func box(_ t: ResolvedText) -> Rect {
        Rect(x: t.startX, y: t.baseline - 0.8 * t.size, width: t.width, height: t.size)
    }

    /// The most findings of one rule listed (pairs of overlapping seats or texts): past it, one
    /// more finding says there are others. Bounds the work and the report of a file that piles
    /// thousands of seats or texts on one point.
    public static let findingsPerRule = 1000

    /// The broken invariants as warning lines: each rule's findings one a line up to three, more
    /// grouped into one line with its count and the first three (a batch manifest of a file of
    /// piled seats stays small).
    public static func warningLines(_ found: [VenueViolation]) -> [String] {
        var order: [VenueViolation.Rule] = [], byRule: [VenueViolation.Rule: [VenueViolation]] = [:]
        for v in found {
            if byRule[v.rule] == nil { order.append(v.rule) }
            byRule[v.rule, default: []].append(v)
        }
        return order.flatMap { rule -> [String] in
            let all = byRule[rule] ?? []
            guard all.count > 3 else { return all.map { "map: \($0)" } }
            let listed = all.filter { !$0.message.hasPrefix("more ") }
            let count = listed.count < all.count ? "\(listed.count) or more" : "\(listed.count)"
            return ["map: \(rule.rawValue): \(count) findings, the first three: \(listed.prefix(3).map(\.message).joined(separator: "; "))"]
        }
    }

    /// Every broken invariant of the map as drawn. A tolerance of a quarter point (an image pixel
    /// at scale 4) keeps rounding from counting.
    public func violations() -> [VenueViolation] {
        var out: [VenueViolation] = []
        let map = Rect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height)
        let e = 0.25
        func r(_ f: Rect) -> String {
            "(\(NumberText.rounded(f.minX, places: 1)), \(NumberText.rounded(f.minY, places: 1)), \(NumberText.rounded(f.width, places: 1)) × \(NumberText.rounded(f.height, places: 1)))"
        }
        func inside(_ f: Rect, _ g: Rect) -> Bool { f.minX >= g.minX - e && f.minY >= g.minY - e && f.maxX <= g.maxX + e && f.maxY <= g.maxY + e }
        func overlap(_ f: Rect, _ g: Rect) -> Bool { min(f.maxX, g.maxX) - max(f.minX, g.minX) > e && min(f.maxY, g.maxY) - max(f.minY, g.minY) > e }

        // The drawn seats by index and placement only: copying each seat's item (its node, ids
        // and labels) cost more retains than the checks themselves.
        let shown = seats.indices.filter { seats[$0].isShown }
        let placements = shown.map { seats[$0].placement }
        func id(_ i: Int) -> String { seats[shown[i]].node.seatId }
        for (i, p) in placements.enumerated() where !inside(p.boundingBox, map) {
            out.append(.init(.seatOffMap, "seat \(id(i)) at \(r(p.boundingBox)) in a map of \(r(map))"))
        }
        // Every text with what it belongs to: a region's words, the venue's texts and titles.
        var texts: [(owner: String, region: Int?, box: Rect, text: String)] = []
        for (i, region) in regions.enumerated() {
            for t in region.texts where !t.string.isEmpty {
                texts.append(("\(region.kind) \(MessageText.quoted(region.label))", i, Self.box(t), t.string))
            }
        }
        for t in self.texts where !t.string.isEmpty { texts.append(("text", nil, Self.box(t), t.string)) }
        // A label set beside its region may stand anywhere the page's viewport shows.
        let view: Rect? = if case .page(_, let v) = context { v.union(map) } else { nil }
        for t in texts where !inside(t.box, map) {
            if let view, let i = t.region, regions[i].labelBeside, inside(t.box, view) { continue }
            out.append(.init(.textOffMap, "\(t.owner): \(MessageText.quoted(t.text)) at \(r(t.box)) in a map of \(r(map))"))
        }
        for t in texts {
            // A label set beside its region (too small for it on the overview) is outside by design.
            guard let i = t.region, !regions[i].labelBeside else { continue }
            let poly = regions[i].polygon
            let b = t.box.insetBy(dx: e, dy: e)
            let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
            if !corners.allSatisfy({ Polygon.contains(poly, $0) }) {
                out.append(.init(.labelOutsideRegion, "\(t.owner): \(MessageText.quoted(t.text)) at \(r(t.box)) runs out of its outline \(r(regions[i].bounds))"))
            }
        }
        var textPairs = 0
        let textCells = BoxCells(texts.map(\.box))
        pairs: for i in texts.indices {
            for j in textCells.candidates(near: texts[i].box) where j > i && overlap(texts[i].box, texts[j].box) {
                // The lines of one region's label are set one under the other, never over.
                if let a = texts[i].region, a == texts[j].region { continue }
                guard textPairs < Self.findingsPerRule else {
                    out.append(.init(.textsOverlap, "more texts overlap: the first \(Self.findingsPerRule) pairs are listed"))
                    break pairs
                }
                textPairs += 1
                out.append(.init(.textsOverlap, "\(texts[i].owner) \(MessageText.quoted(texts[i].text)) and \(texts[j].owner) \(MessageText.quoted(texts[j].text)) at \(r(texts[i].box))"))
            }
        }
        // Seats in a grid of cells a seat's diagonal wide: only seats in neighbouring cells can touch.
        let cell = max(1, (layout.metrics.seatWidth * layout.metrics.seatWidth + layout.metrics.seatHeight * layout.metrics.seatHeight).squareRoot())
        let grid = SeatCells(centers: placements.map { $0.center }, cell: cell)
        for t in texts {
            let b = t.box.insetBy(dx: e, dy: e), textQuad = Quad(b)
            let lo = grid.key(Point(x: b.minX - cell, y: b.minY - cell)), hi = grid.key(Point(x: b.maxX + cell, y: b.maxY + cell))
            if let i = grid.firstSeat(inCellsFrom: lo, to: hi, where: { Self.convexOverlap(Quad(placements[$0]), textQuad) }) {
                out.append(.init(.textOverSeat, "\(t.owner): \(MessageText.quoted(t.text)) at \(r(t.box)) over seat \(id(i))"))
            }
        }
        let seatPairs = Self.overlappingPairs(placements, cells: grid, tolerance: e, limit: Self.findingsPerRule)
        for (i, j) in seatPairs.pairs {
            out.append(.init(.seatsOverlap, "seats \(id(i)) and \(id(j)) at \(r(placements[i].boundingBox))"))
        }
        if seatPairs.more { out.append(.init(.seatsOverlap, "more seats overlap: the first \(Self.findingsPerRule) pairs are listed")) }
        return out
    }

    /// Every pair of seats (indices into `placements`, the first the lower) whose shapes, each
    /// `tolerance` design points smaller on every side, overlap: the map's `seatsOverlap` rule,
    /// and `validate --strict`'s refusal of a venue (`overlappingSeats(in:)`), one test for both.
    /// `cells` holds the seats' centres in cells at least a seat's diagonal wide, so only seats
    /// in neighbouring cells can touch.
    /// At most `limit` pairs are found, `more` saying whether there were others: a file of 3,000
    /// seats at one point has 4.5 million pairs, and finding them all cost minutes.
    static func overlappingPairs(_ placements: [SeatPlacement], cells grid: SeatCells, tolerance e: Double,
                                 limit: Int) -> (pairs: [(Int, Int)], more: Bool) {
        // Each seat's shrunk corners and their box worked out once (they were per pair, with a
        // sine and cosine each: 90 % of resolving an 8,900-seat map), four points in place (an
        // array of corners a seat was three allocations). Seats whose boxes lie clearly apart
        // cannot overlap; the rest are tested exactly.
        let shapes = placements.map { Quad($0.shrunk(by: e)) }
        func clearlyApart(_ f: Rect, _ g: Rect) -> Bool {
            let gap = 1e-9
            return f.maxX < g.minX - gap || g.maxX < f.minX - gap || f.maxY < g.minY - gap || g.maxY < f.minY - gap
        }
        var out: [(Int, Int)] = []
        for (i, p) in placements.enumerated() {
            let k = grid.key(p.center)
            for dx in -1...1 {
                for dy in -1...1 {
                    for j in grid.seats(in: SIMD2(k.x + dx, k.y + dy)) where j > i {
                        guard !clearlyApart(shapes[i].box, shapes[j].box) else { continue }
                        guard Self.convexOverlap(shapes[i], shapes[j]) else { continue }
                        guard out.count < limit else { return (out, true) }
                        out.append((i, j))
                    }
                }
            }
        }
        return (out, false)
    }

    /// The seats of `layout` that overlap one another, as id pairs in the venue's seat order:
    /// what the whole map's `seatsOverlap` reports (at the map's own quarter-point tolerance),
    /// asked without drawing anything.
    public static func overlappingSeats(in layout: VenueLayout, limit: Int = findingsPerRule) -> (pairs: [(String, String)], more: Bool) {
        let ids = layout.venue.allSeats.map(\.seatId), m = layout.metrics
        let cell = max(1, (m.seatWidth * m.seatWidth + m.seatHeight * m.seatHeight).squareRoot())
        let cells = SeatCells(centers: layout.placements.map(\.center), cell: cell)
        let found = overlappingPairs(layout.placements, cells: cells, tolerance: 0.25, limit: limit)
        return (found.pairs.map { (ids[$0.0], ids[$0.1]) }, found.more)
    }

    /// A convex quadrilateral (a turned seat, a text's box) as four points in place, with the
    /// box around them.
    struct Quad {
        var p: (Point, Point, Point, Point)
        var box: Rect

        /// The seat's corners (`SeatPlacement.cornerQuad`).
        init(_ seat: SeatPlacement) {
            let q = seat.cornerQuad
            self.init(q.0, q.1, q.2, q.3)
        }

        init(_ r: Rect) {
            self.init(Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY))
        }

        init(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
            p = (a, b, c, d)
            let x0 = min(a.x, b.x, c.x, d.x), y0 = min(a.y, b.y, c.y, d.y)
            box = Rect(x: x0, y: y0, width: max(a.x, b.x, c.x, d.x) - x0, height: max(a.y, b.y, c.y, d.y) - y0)
        }

        subscript(_ i: Int) -> Point {
            switch i & 3 {
            case 0: p.0
            case 1: p.1
            case 2: p.2
            default: p.3
            }
        }
    }

    /// Separating-axis test of two convex quadrilaterals: they overlap unless an edge's normal
    /// of either separates their projections (touching edges do not overlap).
    static func convexOverlap(_ a: Quad, _ b: Quad) -> Bool {
        func separatedByAnEdge(of poly: Quad) -> Bool {
            for i in 0..<4 {
                let p = poly[i], q = poly[i + 1]
                let nx = q.y - p.y, ny = p.x - q.x
                var aMin = Double.infinity, aMax = -Double.infinity, bMin = Double.infinity, bMax = -Double.infinity
                for k in 0..<4 { let v = a[k], d = v.x * nx + v.y * ny; aMin = min(aMin, d); aMax = max(aMax, d) }
                for k in 0..<4 { let v = b[k], d = v.x * nx + v.y * ny; bMin = min(bMin, d); bMax = max(bMax, d) }
                if aMax <= bMin || bMax <= aMin { return true }
            }
            return false
        }
        return !separatedByAnEdge(of: a) && !separatedByAnEdge(of: b)
    }
}

extension SeatPlacement {
    /// The same seat `d` points smaller on every side.
    func shrunk(by d: Double) -> SeatPlacement {
        SeatPlacement(center: center, size: Size(width: max(0, size.width - 2 * d), height: max(0, size.height - 2 * d)), rotationDegrees: rotationDegrees)
    }
}
