import SeatMapCore

/// `manifest.json` read back as values: what `batch --baseline`, `batch merge`, `batch accept`
/// and `batch --clean` use of an earlier batch, each field checked for its type once, here, and
/// every problem located (`manifest.json:14:7: items[2].output: expected a string, found a
/// number`). Whether a path is one a batch writes is the readers' check (they name the folder).
struct ManifestDocument: Sendable {
    /// One item entry.
    struct Item: Sendable {
        enum Status: String, Sendable { case ok, failed }

        /// The image, relative to the batch folder (`hall/theme/device.png`).
        var output: String
        var status: Status
        /// Where the item's layout is: a file next to the image, or (older manifests) inline.
        var layout: BatchRunner.BaselineLayout?
        /// `baseline.status` of a run that compared (`changed`, `new`, `unchanged`).
        var baselineStatus: String?
        /// The entry as written: accepted items are copied into a baseline unchanged, and the
        /// view and font fields are read from it by their own decoders.
        var json: JSONValue

        /// The layout file's path, when it is one.
        var layoutFile: String? { if case .file(let p)? = layout { return p }; return nil }
    }

    var version: Int
    /// `shard: [I, N]`.
    var shard: (index: Int, count: Int)
    /// The request object, as written (a merge compares shards' requests member by member).
    var request: JSONValue
    /// `request.baseline`: the folder the run compared with, if it did.
    var requestBaseline: String?
    var items: [Item]
    /// Outputs of the baseline this run did not render.
    var missing: [String]
    /// Milliseconds per output.
    var timings: [String: Double]
    /// The whole document, as written.
    var json: JSONValue

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

    /// How a manifest's problems are worded: `missing "version"`, `expected a whole number, found 1.5`.
    static let wording = JSONValueDecoder.Wording(
        root: "manifest", integer: "a whole number", nullIsMissing: true, missingAtObject: true, missing: { key, _ in "missing \"\(key)\"" },
        // A number too large for an integer, or with a fraction, is named by its value.
        notWhole: { e, text in "expected \(e), found \(Double(text).flatMap { $0.isFinite ? "\($0)" : nil } ?? "a number")" })
}

extension ManifestDocument: Decodable {
    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        guard d.json.objectMembers != nil else { throw d.problem("expected the object a batch writes, found \(d.json.typeName)") }
        let versionField = try d.required("version")
        version = try versionField.read(Int.self)
        guard version == 1 else { throw versionField.problem("version \(version); this SeatMap reads version 1") }
        let shardField = try d.required("shard")
        let shardPair = try shardField.elements()
        guard shardPair.count == 2 else { throw shardField.problem("expected [I, N], found \(shardPair.count) numbers") }
        shard = (index: try shardPair[0].read(Int.self), count: try shardPair[1].read(Int.self))
        guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
            throw shardField.problem("shard \(shard.index)/\(shard.count) is not a shard")
        }
        let requestField = try d.required("request")
        _ = try requestField.members()
        request = requestField.json
        items = try d.required("items").read([Item].self)
        timings = [:]
        if let t = d.optional("timingsMs") {
            for (k, v) in try t.members(expected: "an object of milliseconds") { timings[k] = try v.read(Double.self) }
        }
        requestBaseline = try requestField.optional("baseline")?.read(String.self)
        missing = try d.optional("missing")?.read([String].self) ?? []
        json = d.json
    }
}

extension ManifestDocument.Item: Decodable {
    init(from decoder: any Decoder) throws {
        let entry = try JSONValueDecoder.of(decoder)
        guard entry.json.objectMembers != nil else { throw entry.problem("expected an item object, found \(entry.json.typeName)") }
        switch entry.optional("layout") {
        case nil: layout = nil
        case let l?:
            if let s = l.json.stringValue { layout = .file(s) } else if l.json.objectMembers != nil { layout = .inline(l.json) } else {
                throw l.problem("expected a layout file's path (or the layout object), found \(l.json.typeName)")
            }
        }
        let statusField = try entry.required("status")
        let statusText = try statusField.read(String.self)
        guard let status = Status(rawValue: statusText) else {
            throw statusField.problem("expected \"ok\" or \"failed\", found \(MessageText.quoted(statusText))")
        }
        self.status = status
        output = try entry.required("output").read(String.self)
        baselineStatus = try entry.optional("baseline")?.optional("status")?.read(String.self)
        json = entry.json
    }
}
