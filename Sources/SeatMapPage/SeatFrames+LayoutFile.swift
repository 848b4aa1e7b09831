import SeatMapCore
import SeatMapLayout

/// Reading `seatmap layout` documents back: the frames a seat-level diff attributes pixels with.
/// The document is `Decodable` through `JSONValueDecoder` (`LayoutSeatRecord` per seat,
/// `LayoutDocumentHead` for the rest), so every refusal names its place:
/// `old.json:1:42: seats[0].pixelFrame[1]: expected a number, found a string`.
extension SeatFrames {
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
        let list = Self.seatsDecoder
        do throws(JSONParser.SyntaxError) {
            root = try JSONParser.parse(utf8: bytes, streaming: "seats") { element in
                defer { index += 1 }
                guard firstError == nil else { return }
                do throws(LayoutError) { seats.append(try Self.seat(list.element(element, at: index))) } catch { firstError = error }
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
        let seats = Self.seatsDecoder
        for (i, s) in list.enumerated() { out.append(try Self.seat(seats.element(s, at: i))) }
        try self.init(root: root, seats: out)
    }

    /// The decoder a layout's `seats` elements are reached from, one a document.
    static var seatsDecoder: JSONValueDecoder { JSONValueDecoder(JSONValue(.array([])), at: [JSONKey("seats")]) }

    /// One element of a layout's `seats`, decoded where it stands in the document.
    static func seat(_ element: JSONValueDecoder) throws(LayoutError) -> Seat {
        try located { try LayoutSeatRecord(from: element).seat }
    }

    /// The document's other fields (`image`, `device`, fonts, the screen-mode clip) around `seats`.
    private init(root: JSONValue, seats out: [Seat]) throws(LayoutError) {
        let head = try Self.located { try LayoutDocumentHead(from: JSONValueDecoder(root)) }
        seats = out
        clip = head.clip
        imageWidth = head.imageWidth
        imageHeight = head.imageHeight
        device = head.device
        fonts = FontReport(json: root)
    }

    /// A decoding step's failure as a layout error: a located problem reads `12:5: path: reason`.
    static func located<T>(_ body: () throws -> T) throws(LayoutError) -> T {
        do { return try body() } catch let e as LayoutError { throw e } catch let p as JSONProblem {
            throw LayoutError(reason: p.description)
        } catch { throw LayoutError(reason: "\(error)") }
    }

    /// Coordinates a layout file may hold, in pixels or points: far beyond any page (the widest
    /// hall at the largest zoom is about 3.2 million px wide), small enough that every sum,
    /// product with a scale and conversion to `Int` is exact and cannot trap.
    public static let maxPixel = 1_000_000_000.0
    /// The largest image side a layout can describe (Cairo's limit).
    public static let maxImageSide = 32_767

    /// The elements of `array` as finite numbers in `range` (`count` of them when given), or a
    /// problem naming the element (`seats[3].pixelFrame[1]`).
    static func numbers(_ array: JSONValueDecoder, range: ClosedRange<Double>, count: Int? = nil) throws -> [Double] {
        guard let values = array.json.arrayElements else { throw array.problem("expected an array, found \(array.json.typeName)") }
        if let count, values.count != count { throw LayoutError(reason: "\(array.path): expected \(count) numbers, found \(values.count)") }
        var out: [Double] = []
        out.reserveCapacity(values.count)
        for (k, v) in values.enumerated() {
            // The element's own decoder (its path) is made only to word a refusal: a layout
            // holds four numbers a seat.
            if let d = v.doubleValue, d.isFinite, range.contains(d) { out.append(d) } else { _ = try number(array.element(v, at: k), range: range) }
        }
        return out
    }

    /// `value` as a finite number in `range`, or a problem naming it.
    static func number(_ value: JSONValueDecoder, range: ClosedRange<Double>) throws(JSONProblem) -> Double {
        let v = value.json
        guard let d = v.doubleValue else { throw value.problem(v.notADoubleReason) }
        guard d.isFinite, range.contains(d) else {
            let text: String
            if case .number(let t) = v.kind { text = t } else { text = "\(d)" }
            let bounds = "\(NumberText.rounded(range.lowerBound, places: 2))…\(NumberText.rounded(range.upperBound, places: 2))"
            throw value.problem("\(MessageText.quoted(text)) is outside \(bounds)")
        }
        return d
    }
}

/// One element of a layout's `seats`: an id, a pixel frame of four finite numbers with no
/// negative size, and the state and label when they are strings.
struct LayoutSeatRecord: Decodable {
    var seat: SeatFrames.Seat

    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        guard let id = d.member("id")?.json.stringValue, let frame = d.member("pixelFrame"), frame.json.arrayElements?.count == 4 else {
            // Unlocated, as it always was: the element as a whole is not a seat.
            throw SeatFrames.LayoutError(reason: "\(d.path): expected \"id\" and a 4-number \"pixelFrame\"")
        }
        let f = try SeatFrames.numbers(frame, range: -SeatFrames.maxPixel...SeatFrames.maxPixel)
        guard f[2] >= 0, f[3] >= 0 else {
            throw try frame.elements()[2].problem("expected a width and height of 0 or more", path: frame.path)
        }
        seat = SeatFrames.Seat(id: id, pixelFrame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]),
                               // A venue seat's `name` (`中区 1排5号`) is what its `label` (`5`) is on a grid page.
                               state: d.member("state")?.json.stringValue,
                               label: (d.member("name") ?? d.member("label"))?.json.stringValue)
    }
}

/// A layout document around its `seats`: the image size in whole pixels, the device's name, and
/// in screen mode the viewport as a pixel clip (the viewport in points times the device scale).
struct LayoutDocumentHead: Decodable {
    var imageWidth: Int?
    var imageHeight: Int?
    var device: String?
    var clip: Rect?

    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        if let image = d.member("image"), image.json.arrayElements != nil {
            let wh = try SeatFrames.numbers(image, range: 1...Double(SeatFrames.maxImageSide), count: 2)
            guard wh.allSatisfy({ $0 == $0.rounded() }) else {
                throw try image.elements()[0].problem("expected whole pixel counts", path: image.path)
            }
            imageWidth = Int(wh[0])
            imageHeight = Int(wh[1])
        }
        let device = d.member("device")
        self.device = device?.member("name")?.json.stringValue
        if d.member("mode")?.json.stringValue == "screen", let viewport = d.member("viewport"), viewport.json.arrayElements?.count == 4,
           let scaleValue = device?.member("scale") {
            let v = try SeatFrames.numbers(viewport, range: -SeatFrames.maxPixel...SeatFrames.maxPixel)
            let scale = try SeatFrames.number(scaleValue, range: 0.01...16)
            clip = Rect(x: v[0] * scale, y: v[1] * scale, width: v[2] * scale, height: v[3] * scale)
        }
    }
}
