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
        let r = Reader(value: root, path: "manifest")
        guard root.objectMembers != nil else { throw r.fail("expected the object a batch writes, found \(root.typeName)") }
        let versionField = try r.required("version")
        let version = try versionField.int()
        guard version == 1 else { throw versionField.fail("version \(version); this SeatMap reads version 1") }
        let shardField = try r.required("shard")
        let shardPair = try shardField.array()
        guard shardPair.count == 2 else { throw shardField.fail("expected [I, N], found \(shardPair.count) numbers") }
        let shard = (index: try shardPair[0].int(), count: try shardPair[1].int())
        guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
            throw shardField.fail("shard \(shard.index)/\(shard.count) is not a shard")
        }
        let request = try r.required("request")
        guard request.value.objectMembers != nil else { throw request.fail("expected an object, found \(request.value.typeName)") }
        var items: [Item] = []
        for entry in try r.required("items").array() {
            guard entry.value.objectMembers != nil else { throw entry.fail("expected an item object, found \(entry.value.typeName)") }
            let layout: BatchRunner.BaselineLayout?
            switch entry.optional("layout") {
            case nil: layout = nil
            case let l?:
                if let s = l.value.stringValue { layout = .file(s) } else if l.value.objectMembers != nil { layout = .inline(l.value) } else {
                    throw l.fail("expected a layout file's path (or the layout object), found \(l.value.typeName)")
                }
            }
            let statusField = try entry.required("status")
            let statusText = try statusField.string()
            guard let status = Item.Status(rawValue: statusText) else {
                throw statusField.fail("expected \"ok\" or \"failed\", found \(MessageText.quoted(statusText))")
            }
            items.append(Item(output: try entry.required("output").string(), status: status, layout: layout,
                              baselineStatus: try entry.optional("baseline")?.optional("status")?.string(), json: entry.value))
        }
        var timings: [String: Double] = [:]
        if let t = r.optional("timingsMs") {
            guard let members = t.value.objectMembers else { throw t.fail("expected an object of milliseconds, found \(t.value.typeName)") }
            for (k, v) in members { timings[k] = try Reader(value: v, path: t.path + "." + k).double() }
        }
        return ManifestDocument(version: version, shard: shard, request: request.value,
                                requestBaseline: try request.optional("baseline")?.string(), items: items,
                                missing: try (r.optional("missing")?.array() ?? []).map { e throws(Invalid) in try e.string() },
                                timings: timings, json: root)
    }

    /// A value with the path that reached it, for located errors.
    struct Reader {
        var value: JSONValue
        var path: String

        func fail(_ reason: String) -> Invalid { Invalid(line: value.line, column: value.column, path: path, reason: reason) }

        /// The member `key`, or nil when absent or null.
        func optional(_ key: String) -> Reader? {
            guard let v = value[key] else { return nil }
            if case .null = v.kind { return nil }
            return Reader(value: v, path: path == "manifest" ? key : path + "." + key)
        }

        func required(_ key: String) throws(Invalid) -> Reader {
            guard let r = optional(key) else { throw fail("missing \"\(key)\"") }
            return r
        }

        func string() throws(Invalid) -> String {
            guard let s = value.stringValue else { throw fail("expected a string, found \(value.typeName)") }
            return s
        }

        func int() throws(Invalid) -> Int {
            guard let i = value.intValue else {
                // A number too large for an integer, or with a fraction, is named by its value.
                if let d = value.doubleValue { throw fail("expected a whole number, found \(d)") }
                throw fail("expected a whole number, found \(value.typeName)")
            }
            return i
        }

        func double() throws(Invalid) -> Double {
            guard let d = value.doubleValue else { throw fail(value.notADoubleReason) }
            return d
        }

        func array() throws(Invalid) -> [Reader] {
            guard let a = value.arrayElements else { throw fail("expected an array, found \(value.typeName)") }
            return a.enumerated().map { Reader(value: $1, path: "\(path)[\($0)]") }
        }
    }
}
