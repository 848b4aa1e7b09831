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

    /// Why a layout file could not be used.
    public struct LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        /// The file could not be read at all (missing, a folder, no permission), as opposed to
        /// read but refused (too large, not JSON, not a layout).
        public var unreadable = false
        public init(reason: String, unreadable: Bool = false) {
            self.reason = reason
            self.unreadable = unreadable
        }
        public var description: String { reason }
    }

    /// Largest `seatmap layout` file read, in bytes (a 200,000-seat layout is about 40 MB).
    public static let maxLayoutBytes = 128 << 20

    /// The seats of the `seatmap layout` document in the file at `path` (`-` for stdin). Every
    /// error's reason starts with the path and, for invalid JSON, the line and column.
    public static func load(layoutFile path: String) throws(LayoutError) -> SeatFrames {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: maxLayoutBytes) } catch {
            if case .tooLarge = error { throw LayoutError(reason: "\(path): \(error.reason(what: "a layout"))") }
            throw LayoutError(reason: "\(path): \(error.reason(what: "a layout file"))", unreadable: true)
        }
        do { return try SeatFrames(layoutBytes: bytes) } catch {
            switch error {
            case .syntax(let e): throw LayoutError(reason: "\(path):\(e.line):\(e.column): invalid JSON: \(e.reason)")
            case .layout(let e):
                // A located reason ("12:5: seats[3]…") joins the path as file:line:column.
                let located = e.reason.first?.isNumber == true
                throw LayoutError(reason: "\(path)\(located ? ":" : ": ")\(e.reason)")
            }
        }
    }

    /// Why the bytes of a layout file are not a layout: not JSON, or JSON that is not a layout.
    public enum LayoutBytesError: Error, Sendable, Equatable, CustomStringConvertible {
        case syntax(JSONParser.SyntaxError)
        case layout(LayoutError)
        public var description: String {
            switch self {
            case .syntax(let e): return e.description
            case .layout(let e): return e.description
            }
        }
    }

    /// The seats of a `seatmap layout` document's bytes. Its `seats` are decoded as they are
    /// parsed, never held as a value tree: a 118-MiB layout of 344,000 seats peaked at 525 MiB
    /// as a tree, its frames alone are about 110 MB. The errors are `init(layoutJSON:)`'s.
    public init(layoutBytes bytes: [UInt8]) throws(LayoutBytesError) {
        var seats: [Seat] = []
        var firstError: LayoutError?
        var index = 0
        let root: JSONValue
        do throws(JSONParser.SyntaxError) {
            root = try JSONParser.parse(utf8: bytes, streaming: "seats") { element in
                defer { index += 1 }
                guard firstError == nil else { return }
                do throws(LayoutError) { seats.append(try Self.seat(element, at: index)) } catch { firstError = error }
            }
        } catch { throw .syntax(error) }
        guard root["seats"]?.arrayElements != nil else {
            throw .layout(LayoutError(reason: "not a seatmap layout document: no \"seats\" array"))
        }
        if let firstError { throw .layout(firstError) }
        do { try self.init(root: root, seats: seats) } catch { throw .layout(error) }
    }

    /// The same frames with every state unknown: for attributing pixels when only the new
    /// render's layout is known.
    public var withoutStates: SeatFrames {
        var copy = self
        for i in copy.seats.indices { copy.seats[i].state = nil }
        return copy
    }

    /// The seats of a `seatmap layout` document (its `seats`, and its `viewport` in screen mode).
    public init(layoutJSON root: JSONValue) throws(LayoutError) {
        guard let list = root["seats"]?.arrayElements else {
            throw LayoutError(reason: "not a seatmap layout document: no \"seats\" array")
        }
        var out: [Seat] = []
        out.reserveCapacity(list.count)
        for (i, s) in list.enumerated() { out.append(try Self.seat(s, at: i)) }
        try self.init(root: root, seats: out)
    }

    /// One element of a layout's `seats`.
    static func seat(_ s: JSONValue, at i: Int) throws(LayoutError) -> Seat {
        guard let id = s["id"]?.stringValue, let numbers = s["pixelFrame"]?.arrayElements, numbers.count == 4 else {
            throw LayoutError(reason: "seats[\(i)]: expected \"id\" and a 4-number \"pixelFrame\"")
        }
        let f = try Self.numbers(numbers, at: "seats[\(i)].pixelFrame", range: -Self.maxPixel...Self.maxPixel)
        guard f[2] >= 0, f[3] >= 0 else {
            throw LayoutError(reason: "\(numbers[2].line):\(numbers[2].column): seats[\(i)].pixelFrame: expected a width and height of 0 or more")
        }
        return Seat(id: id, pixelFrame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), state: s["state"]?.stringValue,
                    label: s["label"]?.stringValue)
    }

    /// The document's other fields (`image`, `device`, fonts, the screen-mode clip) around `seats`.
    private init(root: JSONValue, seats out: [Seat]) throws(LayoutError) {
        seats = out
        clip = nil
        if let size = root["image"]?.arrayElements {
            let wh = try Self.numbers(size, at: "image", range: 1...Double(Self.maxImageSide), count: 2)
            guard wh.allSatisfy({ $0 == $0.rounded() }) else { throw LayoutError(reason: "\(size[0].line):\(size[0].column): image: expected whole pixel counts") }
            imageWidth = Int(wh[0])
            imageHeight = Int(wh[1])
        }
        device = root["device"]?["name"]?.stringValue
        fonts = FontReport(json: root)
        if root["mode"]?.stringValue == "screen", let numbers = root["viewport"]?.arrayElements, numbers.count == 4,
           let scaleValue = root["device"]?["scale"] {
            let v = try Self.numbers(numbers, at: "viewport", range: -Self.maxPixel...Self.maxPixel)
            let scale = try Self.numbers([scaleValue], at: "device.scale", range: 0.01...16, indexed: false)[0]
            clip = Rect(x: v[0] * scale, y: v[1] * scale, width: v[2] * scale, height: v[3] * scale)
        }
    }

    /// Coordinates a layout file may hold, in pixels or points: far beyond any page (the widest
    /// hall at the largest zoom is about 3.2 million px wide), small enough that every sum,
    /// product with a scale and conversion to `Int` is exact and cannot trap.
    public static let maxPixel = 1_000_000_000.0
    /// The largest image side a layout can describe (Cairo's limit).
    public static let maxImageSide = 32_767

    /// `values` as finite numbers in `range`, or an error naming the field and index.
    static func numbers(_ values: [JSONValue], at path: String, range: ClosedRange<Double>, count: Int? = nil, indexed: Bool = true) throws(LayoutError) -> [Double] {
        if let count, values.count != count { throw LayoutError(reason: "\(path): expected \(count) numbers, found \(values.count)") }
        var out: [Double] = []
        for (k, v) in values.enumerated() {
            let at = "\(v.line):\(v.column): \(path)\(indexed ? "[\(k)]" : "")"
            guard let d = v.doubleValue else { throw LayoutError(reason: "\(at): \(v.notADoubleReason)") }
            guard d.isFinite, range.contains(d) else {
                let text: String
                if case .number(let t) = v.kind { text = t } else { text = "\(d)" }
                throw LayoutError(reason: "\(at): \(MessageText.quoted(text)) is outside \(NumberText.rounded(range.lowerBound, places: 2))…\(NumberText.rounded(range.upperBound, places: 2))")
            }
            out.append(d)
        }
        return out
    }
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
