import SeatMapCore
import SeatMapLayout

/// Where each seat lies in one image, and the state it is drawn in: what a seat-level diff
/// needs to map differing pixels back to seats. Built from a `SeatPage`, from the JSON of
/// `seatmap layout`, or read back from a reference PNG that carries it.
public struct SeatFrames: Sendable, Equatable {
    public struct Seat: Sendable, Equatable {
        public var id: String
        /// In image pixels.
        public var pixelFrame: Rect
        /// available, sold, locked or selected; nil when unknown.
        public var state: String?
        /// The seat as people read it (`5排17号`), when known: what messages name it by.
        public var label: String?
        public init(id: String, pixelFrame: Rect, state: String?, label: String? = nil) {
            self.id = id
            self.pixelFrame = pixelFrame
            self.state = state
            self.label = label
        }
    }

    /// In drawing order (row-major): where frames overlap, the later seat is on top.
    public var seats: [Seat]
    /// The part of the image seats can show in (the viewport, in pixels); nil for the whole image.
    public var clip: Rect?
    /// The size of the image these frames are of, and the device it was made for, when known
    /// (a layout file says; frames made from a page or a reference chunk leave them nil), so a
    /// layout cannot be paired with an image of another render without a word.
    public var imageWidth: Int?
    public var imageHeight: Int?
    public var device: String?
    /// The fonts the render was drawn with, when a layout file says.
    public var fonts: FontReport?

    public init(seats: [Seat], clip: Rect? = nil) {
        self.seats = seats
        self.clip = clip
    }

    /// The seats of a page laid out as given. Internal: a resolved page may lay the page out
    /// again for its words, so outputs use `init(_ resolved:)`, the frames it was drawn with.
    init(page: SeatPage) {
        let l = page.layout
        let labeler = page.labeler
        seats = page.hall.allSeats.map {
            Seat(id: $0.seat.seatId, pixelFrame: l.pixelFrame($0.index), state: page.state(of: $0.index).rawValue, label: labeler.label($0.seat))
        }
        clip = l.mode == .screen ? l.viewport.pixelRect(fromPage: l.viewport.frame) : nil
    }

    /// The seats of a resolved page: their pixel frames, states and labels, and the viewport's
    /// clip — the frames the page was drawn with.
    public init(_ resolved: ResolvedPage) { self.init(page: resolved.page) }
}

extension SeatFrames {
    /// The state of each seat by id (seats without a known state are left out).
    public var statesById: [String: String] {
        var out: [String: String] = [:]
        for s in seats { if let st = s.state { out[s.id] = st } }
        return out
    }
}

extension SeatFrames {
    /// A compact text form for a PNG text chunk: one seat per line, `state x y w h id`, with
    /// frames rounded to 1/100 px; the id is last so it may hold spaces.
    public var chunkText: String {
        func r(_ v: Double) -> String {
            let x = (v * 100).rounded() / 100
            return x == x.rounded() ? String(Int(x)) : String(x)
        }
        var lines: [String] = []
        lines.reserveCapacity(seats.count + 1)
        if let c = clip { lines.append("clip \(r(c.x)) \(r(c.y)) \(r(c.width)) \(r(c.height))") }
        for s in seats {
            let f = s.pixelFrame
            let id = s.id.replacingOccurrences(of: "\n", with: " ")
            lines.append("\(s.state ?? "-") \(r(f.x)) \(r(f.y)) \(r(f.width)) \(r(f.height)) \(id)")
        }
        return lines.joined(separator: "\n")
    }

    /// Reads `chunkText`; nil when the text is not in that form.
    public init?(chunkText text: String) {
        var seats: [Seat] = []
        var clip: Rect?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let parts = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
            if parts.first == "clip", parts.count == 5 {
                let v = parts.dropFirst().compactMap { Double($0) }
                guard v.count == 4 else { return nil }
                clip = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
                continue
            }
            guard parts.count == 6 else { return nil }
            let v = parts[1...4].compactMap { Double($0) }
            guard v.count == 4 else { return nil }
            seats.append(Seat(id: String(parts[5]), pixelFrame: Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
                              state: parts[0] == "-" ? nil : String(parts[0])))
        }
        self.init(seats: seats, clip: clip)
    }
}
