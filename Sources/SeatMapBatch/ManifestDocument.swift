import SeatMapCore

/// `manifest.json` as one `Codable` type: what `batch` writes (`ManifestDocument(report)`,
/// encoded through `JSONValueEncoder`) and what `batch --baseline`, `batch merge`, `batch
/// accept` and `batch --clean` read of an earlier batch, each key spelled once in its
/// `CodingKeys`. Reading checks every field's type and locates every problem
/// (`manifest.json:14:7: items[2].output: expected a string, found a number`); whether a path is
/// one a batch writes is the readers' check (they name the folder).
struct ManifestDocument: Sendable {
    var version = 1
    /// `shard: [I, N]`.
    var shard: (index: Int, count: Int)
    var request: Request
    var counts: Counts?
    /// Outputs of the baseline this run did not render.
    var missing: [String]
    var items: [Item]
    /// Milliseconds per output, in item order.
    var timings: [(output: String, milliseconds: Double)]
    /// The whole document as read (nil for one being written).
    var json: JSONValue?

    /// `request.baseline`: the folder the run compared with, if it did.
    var requestBaseline: String? { request.baseline }
    /// Milliseconds by output.
    var timingsByOutput: [String: Double] { Dictionary(timings.map { ($0.output, $0.milliseconds) }, uniquingKeysWith: { _, b in b }) }

    /// What the batch was asked for.
    struct Request: Sendable {
        var halls: [String] = []
        var themes: [String] = []
        var devices: [String] = []
        var states: [String] = []
        var mode: String?
        var flows: [String]?
        /// `--locales`, as table tags; nil (not written) when the axis is not used.
        var locales: [String]?
        /// `--scale`, pixels per design point; written as null when not given.
        var scale: Double?
        /// The view axes (`zooms`, `offsets`, `selections`, `textScales`, `toasts`), as `BatchRequest.ViewAxes` writes them.
        var views = BatchRequest.ViewAxes()
        var baseline: String?
        /// `[path, sha256]` of every hall and `[source, sha256]` of every theme (null: unreadable).
        var hallInputs: [(String, String?)] = []
        var themeInputs: [(String, String?)] = []
        /// The request as read (a merge compares shards' requests member by member).
        var json: JSONValue = .object([])
    }

    struct Counts: Sendable {
        var items = 0, failed = 0, changed = 0, new = 0, unchanged = 0, missing = 0
    }

    /// One item entry.
    struct Item: Sendable {
        enum Status: String, Sendable { case ok, failed }

        /// The image, relative to the batch folder (`hall/theme/device.png`).
        var output: String
        var status: Status
        var hall: Hall?
        var theme: Theme?
        var device: DeviceEntry?
        var state: String?
        /// The item's locale on the `--locales` axis; nil (not written) without it.
        var locale: String?
        var view = BatchView()
        /// The `seatmap render` (or `flow`) call that makes this item alone.
        var command: String?
        var flow: Flow?
        var error: [String]?
        var image: (width: Int, height: Int)?
        /// The PNG's SHA-256.
        var sha256: String?
        var cached: Bool?
        var warnings: [String] = []
        var audit: Audit?
        /// The fonts the item was drawn with, as `FontReport` writes and reads them.
        var fonts: JSONValue?
        var fontLibraries: JSONValue?
        var missingCharacters: [String] = []
        var baseline: Baseline?
        /// The seats a changed item's comparison named, as `SeatChange.json` writes them.
        var changedSeats: JSONValue?
        /// Where the item's layout is: a file next to the image, or (older manifests) inline.
        var layout: BatchRunner.BaselineLayout?
        /// The entry as read: accepted items are copied into a baseline unchanged, and the font
        /// report is read from it by its own decoder.
        var json: JSONValue = .object([])

        /// The layout file's path, when it is one.
        var layoutFile: String? { if case .file(let p)? = layout { return p }; return nil }
        /// `baseline.status` of a run that compared (`changed`, `new`, `unchanged`).
        var baselineStatus: String? { baseline?.status }

        struct Hall: Sendable { var path: String; var sha256: String? }
        struct Theme: Sendable { var name: String; var source: String; var sha256: String? }
        /// The device, in points and pixels per point.
        struct DeviceEntry: Sendable, Codable { var name: String; var width: Double; var height: Double; var scale: Double }
        struct Flow: Sendable { var story: String; var name: String?; var step: Int; var action: String?; var outcome: String? }
        struct Audit: Sendable, Codable { var passes: Bool; var failures: [String] }
        /// How the item compared with the baseline: `new`, `unchanged`, or `changed` with its counts.
        struct Baseline: Sendable, Codable {
            var status: String
            var diffPixels: Int?
            var summary: String?
            var diff: String?
            var otherPixels: Int?
            var seatCount: Int?
            var pageWide: Bool?
        }
    }

    /// A problem at a place in the file.
    struct Invalid: Error, Sendable, CustomStringConvertible {
        var line: Int
        var column: Int
        var path: String
        var reason: String
        var description: String { "manifest.json:\(line):\(column): \(path): \(reason)" }
    }

    static func decode(_ bytes: [UInt8]) throws(Invalid) -> ManifestDocument {
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw Invalid(line: error.line, column: error.column, path: "(syntax)", reason: error.reason)
        }
        do { return try JSONValueDecoder.decode(ManifestDocument.self, from: root, wording: wording) } catch {
            throw Invalid(line: error.line, column: error.column, path: error.path, reason: error.reason)
        }
    }

    /// The manifest's text: each top-level field, each item and each item's field on a line of
    /// its own (`BatchManifest.lineDepth`).
    func serialized() throws -> String {
        try JSONValueEncoder().encode(self).serialized(lineDepth: BatchManifest.lineDepth)
    }

    /// How a manifest's problems are worded: `missing "version"`, `expected a whole number, found 1.5`.
    static let wording = JSONValueDecoder.Wording(
        root: "manifest", integer: "a whole number", nullIsMissing: true, missingAtObject: true, missing: { key, _ in "missing \"\(key)\"" },
        // A number too large for an integer, or with a fraction, is named by its value.
        notWhole: { e, text in "expected \(e), found \(Double(text).flatMap { $0.isFinite ? "\($0)" : nil } ?? "a number")" })
}

/// `[a, b]` pairs (`[path, sha256]`, `[width, height]`) as JSON arrays.
struct JSONPair<A: Codable & Sendable, B: Codable & Sendable>: Codable, Sendable {
    var first: A
    var second: B?
    init(_ first: A, _ second: B?) { self.first = first; self.second = second }

    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let e = try d.elements()
        guard e.count == 2 else { throw d.problem("expected a pair, found \(e.count) values") }
        first = try e[0].read(A.self)
        second = e[1].json.kind == .null ? nil : try e[1].read(B.self)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(first)
        if let second { try c.encode(second) } else { try c.encodeNil() }
    }
}
