import SeatMapDiff
import SeatMapPage
import SeatMapCore
import SeatMapPNG

/// One seat whose pixels differ between two renders.
public struct SeatChange: Sendable, Equatable {
    public var id: String
    /// Differing pixels inside the seat's pixel frame (where frames overlap, the topmost seat's).
    public var pixels: Int
    /// The seat's state in the first and second render, when both layouts are known.
    public var from: String?
    public var to: String?
    /// The state changed but no pixel shows it: the seat lies off screen (below the fold of a
    /// scrolled map) or under an opaque panel. Known only from the two layouts.
    public var offScreen: Bool
    /// The seat as people read it (`5排17号`), when a layout says.
    public var label: String?

    public init(id: String, pixels: Int, from: String? = nil, to: String? = nil, offScreen: Bool = false, label: String? = nil) {
        self.label = label
        self.id = id
        self.pixels = pixels
        self.from = from
        self.to = to
        self.offScreen = offScreen
    }

    /// `[{"id", "pixels", "from", "to"}]`, the form of `seatmap diff --json` and the batch
    /// manifest; `from`/`to` only when both states are known.
    public static func json(_ changes: [SeatChange]) -> JSONValue {
        .array(changes.map { c in
            var m: [(String, JSONValue)] = [("id", .string(c.id)), ("pixels", .int(c.pixels))]
            if let f = c.from, let t = c.to { m.append(("from", .string(f))); m.append(("to", .string(t))) }
            if c.offScreen { m.append(("offScreen", .bool(true))) }
            if let l = c.label { m.append(("label", .string(l))) }
            return .object(m)
        })
    }

    /// `1_5 (available→sold), 2_3 (now selected), and 4 more`: at most `limit` changes named.
    public static func names(_ changes: [SeatChange], limit: Int = 10) -> String {
        changes.prefix(limit).map(\.description).joined(separator: ", ")
            + (changes.count > limit ? ", and \(changes.count - limit) more" : "")
    }

    /// The form `../shared/DESIGN.md` fixes for failure messages — `1_5 (available→sold)`,
    /// `19_2 (available→sold, off screen)`, `1_5 (now sold)` or `1_5` — followed by the seat as
    /// people read it when a layout names it (`1_5 (available→sold) 1排5号`), so a reader sees
    /// the row and seat and a script still finds the id and its states as before.
    public var description: String {
        let read = label.map { $0.isEmpty || $0 == id ? "" : " " + $0 } ?? ""
        switch (from, to) {
        case let (f?, t?) where f != t: return "\(id) (\(f)→\(t)\(offScreen ? ", off screen" : ""))\(read)"
        case let (nil, t?): return "\(id) (now \(t))\(read)"
        default: return id + read
        }
    }
}

/// What changed between two renders of a page, in the page's own terms.
public struct SeatDiffReport: Sendable, Equatable {
    /// Sorted by id.
    public var changedSeats: [SeatChange]
    /// Differing pixels outside every seat frame (the legend, the price bar, the chips…).
    public var otherPixels: Int
    /// Seats the layout knows, for judging a page-wide change.
    public var seatCount: Int
    public var totalPixels: Int

    /// A change that is not about a few seats: more than half the seats differ (a theme or
    /// device change, a shifted layout). Selecting seats changes the price bar too, so pixels
    /// outside seats alone do not make a change page-wide.
    public var isPageWide: Bool { seatCount > 0 && changedSeats.count * 2 > seatCount }

    /// Seats whose state changed where no pixel shows it.
    public var offScreenSeats: [SeatChange] { changedSeats.filter(\.offScreen) }

    /// `changed seats: 1_5 (available→sold), 2_3 (→selected); 310 px outside seats`, naming at
    /// most `limit` seats.
    public func summary(limit: Int = 10) -> String {
        var parts: [String] = []
        if isPageWide {
            parts.append("page-wide change: \(changedSeats.count) of \(seatCount) seats differ")
        }
        if !changedSeats.isEmpty {
            parts.append("changed seats: " + SeatChange.names(changedSeats, limit: limit))
        }
        if otherPixels > 0 { parts.append("\(otherPixels) px outside seats") }
        return parts.isEmpty ? "no seat changed" : parts.joined(separator: "; ")
    }
}

/// Maps a pixel diff back to seats: "which seats changed", not just "how many pixels".
public enum SeatDiff {
    /// Attributes the differing pixels of `a` vs `b` to the seats of `before` (the layout of `a`).
    /// With `after` (the layout of `b`), each changed seat gets its states before and after.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, before: SeatFrames, after: SeatFrames? = nil,
                               options: DiffOptions = DiffOptions(), diffImage: Bool = false) -> (result: DiffResult, report: SeatDiffReport) {
        var positions: [Int32]? = []
        let result = Pixelmatch.compare(a, b, options: options, diffImage: diffImage, positions: &positions)
        guard result.sizeMismatch == nil else {
            // Nothing was compared: every seat and pixel may have moved.
            let all = before.seats.map { SeatChange(id: $0.id, pixels: 0, from: $0.state, to: nil) }
            return (result, SeatDiffReport(changedSeats: all.sorted { $0.id < $1.id }, otherPixels: result.totalPixels,
                                           seatCount: before.seats.count, totalPixels: result.totalPixels))
        }
        let report = attribute(positions ?? [], width: a.width, height: a.height, before: before, after: after)
        return (result, report)
    }

    /// Counts each differing pixel (index `y * width + x`) for the topmost seat whose frame covers
    /// it, or as outside every seat.
    public static func attribute(_ positions: [Int32], width: Int, height: Int,
                                 before: SeatFrames, after: SeatFrames? = nil) -> SeatDiffReport {
        let index = SeatGridIndex(before, width: width, height: height)
        var counts = [Int](repeating: 0, count: before.seats.count)
        var other = 0
        for p in positions {
            let x = Int(p) % width, y = Int(p) / width
            if let s = index.topmost(x: x, y: y) { counts[s] += 1 } else { other += 1 }
        }
        let toStates = after?.statesById
        // Labels from either layout (a reference image's frames carry none).
        var labels: [String: String] = [:]
        if before.seats.contains(where: { $0.label == nil }), let after { for s in after.seats { if let l = s.label { labels[s.id] = l } } }
        func label(_ s: SeatFrames.Seat) -> String? { s.label ?? labels[s.id] }
        var changed: [SeatChange] = []
        for (i, n) in counts.enumerated() where n > 0 {
            let s = before.seats[i]
            changed.append(SeatChange(id: s.id, pixels: n, from: after == nil ? nil : s.state,
                                      to: toStates?[s.id], label: label(s)))
        }
        // Every changed seat counts: one whose state differs between the two layouts while no
        // pixel of it differs (off screen, under a panel) is a change too.
        if let toStates {
            for (i, n) in counts.enumerated() where n == 0 {
                let s = before.seats[i]
                if let from = s.state, let to = toStates[s.id], from != to {
                    changed.append(SeatChange(id: s.id, pixels: 0, from: from, to: to, offScreen: true, label: label(s)))
                }
            }
        }
        changed.sort { Array($0.id.utf8).lexicographicallyPrecedes(Array($1.id.utf8)) }
        return SeatDiffReport(changedSeats: changed, otherPixels: other, seatCount: before.seats.count, totalPixels: width * height)
    }

    /// pixelmatch's diff image with a 2-px magenta outline around each changed seat's frame.
    public static func outlined(_ image: RGBAImage, changed: [SeatChange], frames: SeatFrames) -> RGBAImage {
        var out = image
        let ids = Set(changed.map(\.id))
        for s in frames.seats where ids.contains(s.id) {
            let f = s.pixelFrame
            let x0 = max(0, Int(f.minX.rounded(.down)) - 2), y0 = max(0, Int(f.minY.rounded(.down)) - 2)
            let x1 = min(out.width - 1, Int(f.maxX.rounded(.up)) + 1), y1 = min(out.height - 1, Int(f.maxY.rounded(.up)) + 1)
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 {
                for x in x0...x1 where x < x0 + 2 || x > x1 - 2 || y < y0 + 2 || y > y1 - 2 {
                    out[x, y] = (255, 0, 255, 255)
                }
            }
        }
        return out
    }
}

/// Seats bucketed by the image cells their frames cover, so each differing pixel looks at a
/// handful of seats: cost O(differing pixels + seats), not their product.
struct SeatGridIndex {
    let frames: [Rect]
    let clip: Rect?
    let cell: Int
    let columns: Int
    let rows: Int
    /// Seat indices per cell, ascending (drawing order).
    var buckets: [[Int32]]

    init(_ frames: SeatFrames, width: Int, height: Int) {
        self.frames = frames.seats.map(\.pixelFrame)
        clip = frames.clip
        // About one seat per cell: the median seat width, at least 8 px.
        let widths = frames.seats.map(\.pixelFrame.width).sorted()
        let median = widths.isEmpty ? 64 : widths[widths.count / 2]
        cell = max(8, Int(median.isFinite ? median : 64))
        columns = max(1, (width + cell - 1) / cell)
        rows = max(1, (height + cell - 1) / cell)
        buckets = Array(repeating: [], count: columns * rows)
        for (i, f) in self.frames.enumerated() {
            guard f.width > 0, f.height > 0, f.maxX > 0, f.maxY > 0, f.minX < Double(width), f.minY < Double(height) else { continue }
            let c0 = max(0, Int(f.minX) / cell), c1 = min(columns - 1, Int(f.maxX) / cell)
            let r0 = max(0, Int(f.minY) / cell), r1 = min(rows - 1, Int(f.maxY) / cell)
            guard c0 <= c1, r0 <= r1 else { continue }
            for r in r0...r1 { for c in c0...c1 { buckets[r * columns + c].append(Int32(i)) } }
        }
    }

    /// The topmost seat whose frame covers pixel (x, y) (the pixel's square overlaps the frame),
    /// inside the clip; nil elsewhere.
    func topmost(x: Int, y: Int) -> Int? {
        let px = Double(x), py = Double(y)
        if let c = clip, !(px + 1 > c.minX && px < c.maxX && py + 1 > c.minY && py < c.maxY) { return nil }
        let bucket = buckets[min(rows - 1, y / cell) * columns + min(columns - 1, x / cell)]
        for i in bucket.reversed() {
            let f = frames[Int(i)]
            if px + 1 > f.minX && px < f.maxX && py + 1 > f.minY && py < f.maxY { return Int(i) }
        }
        return nil
    }
}
