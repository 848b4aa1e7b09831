import Foundation
import SeatMapCore
import SeatMapPage

/// A content-addressed cache of rendered batch items (`batch --cache DIR`, `SEATMAP_CACHE`): an
/// item whose inputs are all the same as an earlier render's is copied from the cache instead of
/// drawn again, byte for byte what the render would write (docs/batch-output.md).
///
/// **Key**: SHA-256 over what decides an item's bytes and nothing else (`key(request:…)`): the
/// cache format, seatmap's release, the build ID of the code that draws, the hall as read (its canonical JSON after import, so a
/// re-saved CSV with the same seats still hits), the theme as read (not its file's bytes), the
/// page as asked for (device, mode, scale, view, state, toast), `--audit`, and the fonts by
/// content (each face's file name and SHA-256, and the Cairo, FreeType, HarfBuzz, libpng and
/// zlib versions). Not the item's name: its seats script's first line is written on a hit.
///
/// **Value**: `entries/<k0k1>/<key>/` holds `image.png`, `layout.json`, `seats.js` and
/// `entry.json` (written last: the SHA-256 and size of each file, the image size, warnings, fonts,
/// audit). A hit re-hashes every file; a truncated or altered entry is a miss, re-rendered and
/// replaced — never served. Every file is written to a temporary name and renamed into place, so
/// concurrent batches and shards sharing one cache never see half a file; two writers of one key
/// write the same bytes.
///
/// **Bound**: `--cache-max-size` removes the least recently used entries (a hit touches its
/// `entry.json`) after the run until the cache fits.
public struct RenderCache: Sendable {
    public static let environmentVariable = "SEATMAP_CACHE"
    static let format = "seatmap-render-cache 3"
    static let entryFiles = ["image.png", "layout.json", "seats.js"]
    /// Largest cached file read back (a layout of a 200,000-seat overview stays far below).
    static let maxFileBytes = 512 << 20

    /// The cache folder.
    public let folder: String
    /// Largest total size in bytes, nil for no bound.
    public var maxBytes: Int?

    public init(folder: String, maxBytes: Int? = nil) {
        self.folder = folder
        self.maxBytes = maxBytes
    }

    /// What a cached item holds besides its files.
    struct Entry: Sendable {
        var png: [UInt8]
        var layout: [UInt8]
        var seats: [UInt8]
        var imageSize: (Int, Int)
        /// SHA-256 of `png`, hashed once: by the render that stores it, by the load that checks it.
        var pngSHA256: String
        var warnings: [String]
        var fonts: FontReport?
        var audit: (passes: Bool, failures: [String])?
    }

    /// A lookup's answer.
    enum Lookup: Sendable {
        case hit(Entry)
        case miss
        /// The entry exists but a file is missing, truncated or altered (named): re-render.
        case corrupt(String)

        /// Why an entry's file cannot be used.
        struct Damage: Error {
            var reason: String
            init(_ reason: String) { self.reason = reason }
        }
    }

    func entryPath(_ key: String) -> String { "entries/\(key.prefix(2))/\(key)" }

    /// The entry for `key`, checked file by file against the SHA-256 its `entry.json` recorded.
    func load(_ key: String) -> Lookup {
        let dir = ContainedFolder(folder)
        let base = entryPath(key)
        guard let metaBytes = try? dir.read(base + "/entry.json", limit: 16 << 20) else { return .miss }
        guard let meta = try? JSONParser.parse(utf8: metaBytes), meta["key"]?.stringValue == key,
              let files = meta["files"], let size = meta["image"]?.arrayElements?.compactMap(\.intValue), size.count == 2 else {
            return .corrupt("entry.json is not a cache entry")
        }
        /// A file of the entry, checked against the SHA-256 `entry.json` gives it.
        func file(_ name: String) -> Result<(bytes: [UInt8], sha256: String), Lookup.Damage> {
            guard let expected = files[name]?["sha256"]?.stringValue else { return .failure(.init("entry.json names no \(name)")) }
            let read: [UInt8]?
            do { read = try dir.read(base + "/" + name,
                                     limit: Self.maxFileBytes) } catch { return .failure(.init("\(name) cannot be read: \(error)")) }
            guard let bytes = read else { return .failure(.init("\(name) is missing")) }
            guard SHA256.hex(bytes) == expected else { return .failure(.init("\(name) does not match its SHA-256 (truncated or altered)")) }
            return .success((bytes, expected))
        }
        let png: (bytes: [UInt8], sha256: String), layout: [UInt8], seats: [UInt8]
        do {
            png = try file("image.png").get()
            layout = try file("layout.json").get().bytes
            seats = try file("seats.js").get().bytes
        } catch {
            return .corrupt(error.reason)
        }
        let entry = Entry(png: png.bytes, layout: layout, seats: seats,
                          imageSize: (size[0], size[1]), pngSHA256: png.sha256,
                          warnings: meta["warnings"]?.arrayElements?.compactMap(\.stringValue) ?? [],
                          fonts: meta["fonts"].flatMap(FontReport.init(json:)), audit: BatchManifest.audit(meta["audit"]))
        touch(base + "/entry.json")
        return .hit(entry)
    }

    /// Stores an entry: its files first, `entry.json` (what makes it an entry) last.
    func store(_ key: String, _ entry: Entry) throws(BatchError) {
        let dir = ContainedFolder(folder)
        let base = entryPath(key)
        let bytes = [entry.png, entry.layout, entry.seats]
        var files: [(String, JSONValue)] = []
        for (name, data) in zip(Self.entryFiles, bytes) {
            try dir.write(base + "/" + name, data)
            let hash = name == "image.png" ? entry.pngSHA256 : SHA256.hex(data)
            files.append((name, .object([("sha256", .string(hash)), ("bytes", .int(data.count))])))
        }
        var meta: [(String, JSONValue)] = [
            ("key", .string(key)), ("format", .string(Self.format)), ("files", .object(files)),
            ("image", .array([.int(entry.imageSize.0), .int(entry.imageSize.1)])),
            ("warnings", .array(entry.warnings.map { .string($0) })),
        ]
        if let f = entry.fonts { meta.append(("fonts", f.json)) }
        if let a = entry.audit { meta.append(("audit", BatchManifest.auditJSON(a))) }
        try dir.write(base + "/entry.json", text: JSONValue.object(meta).serialized(lineDepth: 1), newline: true)
    }

    /// Marks an entry used now (its `entry.json`'s modification time), for least-recently-used
    /// eviction.
    func touch(_ relative: String) {
        let now = (1 << 30) - 1  // UTIME_NOW, which Swift does not import
        var times = [timespec(tv_sec: 0, tv_nsec: now), timespec(tv_sec: 0, tv_nsec: now)]
        _ = utimensat(AT_FDCWD, folder + "/" + relative, &times, AT_SYMLINK_NOFOLLOW)
    }

    /// Removes the least recently used entries until the cache holds at most `maxBytes`; returns
    /// how many were removed. An entry is unlinked `entry.json` first, so a batch reading it
    /// meanwhile finds a miss, never half an entry.
    @discardableResult
    func evict() -> Int {
        guard let maxBytes else { return 0 }
        let fm = FileManager.default
        let root = URL(fileURLWithPath: folder).appendingPathComponent("entries")
        var entries: [(path: String, used: Date, bytes: Int)] = []
        for shard in (try? fm.contentsOfDirectory(atPath: root.path)) ?? [] {
            let shardURL = root.appendingPathComponent(shard)
            for key in (try? fm.contentsOfDirectory(atPath: shardURL.path)) ?? [] {
                let dir = shardURL.appendingPathComponent(key)
                var bytes = 0
                for name in (try? fm.contentsOfDirectory(atPath: dir.path)) ?? [] {
                    // A killed writer's temporary file is removed; a live writer's counts.
                    if ContainedFolder.isStaleTemporary(name, in: dir.path), unlink(dir.appendingPathComponent(name).path) == 0 { continue }
                    bytes += ((try? fm.attributesOfItem(atPath: dir.appendingPathComponent(name).path)[.size]) as? Int) ?? 0
                }
                let used = (try? fm.attributesOfItem(atPath: dir.appendingPathComponent("entry.json").path)[.modificationDate]) as? Date
                entries.append(("entries/\(shard)/\(key)", used ?? .distantPast, bytes))
            }
        }
        var total = entries.reduce(0) { $0 + $1.bytes }
        var removed = 0
        let dir = ContainedFolder(folder)
        for e in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) where total > maxBytes {
            for name in ["entry.json"] + Self.entryFiles { try? dir.remove(e.path + "/" + name) }
            dir.removeEmptyFolders(of: [e.path + "/entry.json"])
            total -= e.bytes
            removed += 1
        }
        return removed
    }

    /// `500M`, `2G`, `64K` or a number of bytes.
    public static func parseSize(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var t = text.uppercased()
        if t.hasSuffix("B") { t.removeLast() }
        var factor = 1
        if let last = t.last, let f = units[last] { factor = f; t.removeLast() }
        guard let n = Int(t), n > 0, n <= Int.max / factor else { return nil }
        return n * factor
    }
}
