import SeatMapCore

/// Reads seat data of other systems into halls (docs/hall-format.md), and any file a `HALL`
/// argument accepts: a native hall file is read as is, anything else is imported as `--from auto`.
public enum HallImport {
    /// A validated hall and the format it was read as (`hall` for a native file).
    public struct Result: Sendable {
        public var hall: Hall
        public var format: String
        /// The text encoding the file was read in.
        public var encoding: SourceEncoding = .utf8
        /// What the importer noticed but did not refuse (for example CSV columns it ignored).
        public var notes: [String] = []
    }

    /// Reads a file (stdin for `-`) as a native hall or any importable format.
    public static func load(path: String) throws(ImportError) -> Hall {
        try read(path: path, format: .auto).hall
    }

    /// `encoding` names the text encoding instead of detecting it (`SourceEncoding`).
    /// `currency` names the prices' currency when the source does not (`import --currency`).
    public static func read(path: String, format: ImportFormat, encoding: SourceEncoding? = nil,
                            currency: Currency? = nil) throws(ImportError) -> Result {
        let bytes = try hallStep { () throws(HallError) in try HallFile.readFile(path: path) }
        let result = try decode(bytes, file: path, format: format, encoding: encoding, currency: currency)
        // The parse tree is gone: a large file's pages go back before the page is drawn.
        if bytes.count >= FreedMemory.largeInputBytes { FreedMemory.returnToSystem() }
        return result
    }

    /// Reads a flat seat list through a mapping file (`seatmap import --map`): no format is
    /// detected; the mapping says which keys hold what.
    public static func read(path: String, mappingFile: String, encoding: SourceEncoding? = nil,
                            currency: Currency? = nil) throws(ImportError) -> Result {
        let mapping = try ImportMapping.load(path: mappingFile)
        let bytes = try hallStep { () throws(HallError) in try HallFile.readFile(path: path) }
        return try decode(bytes, file: path, mapping: mapping, mappingFile: mappingFile, encoding: encoding, currency: currency)
    }

    /// A flat list's bytes read through `mapping` (which came from `mappingFile`, named in messages).
    public static func decode(_ bytes: [UInt8], file: String, mapping: ImportMapping, mappingFile: String,
                              encoding: SourceEncoding? = nil, currency: Currency? = nil) throws(ImportError) -> Result {
        let (utf8, found) = try text(bytes, file: file, encoding: encoding)
        guard case .tree(let root, _) = try SourceDocument.parse(utf8, file: file) else {
            throw .invalid(file: file,
                           problems: [HallProblem(path: "", line: 1, column: 1,
                                                  reason: "a mapping reads JSON or a plist; this is text (import CSV without --map)")])
        }
        let imported = try MappedListImporter.read(root, mapping: mapping, mappingFile: mappingFile, file: file)
        guard !imported.seats.isEmpty else {
            throw .invalid(file: file, problems: [HallProblem(path: mapping.seats ?? "", line: 0, column: 0, reason: "the mapping found no seats")])
        }
        var result = try finish(imported, root: root, currency: currency, file: file, how: "imported with \(mappingFile)", format: "mapped")
        result.encoding = found
        return result
    }

    /// The size check every input gets, then its text as UTF-8 and the encoding it was in.
    static func text(_ bytes: [UInt8], file: String, encoding: SourceEncoding?) throws(ImportError) -> (bytes: [UInt8], encoding: SourceEncoding) {
        try hallStep { () throws(HallError) in try HallFile.checkSize(bytes, file: file) }
        return try SourceEncoding.utf8(bytes, file: file, declared: encoding)
    }

    /// What an importer found, made into a hall and validated exactly as a hall file is (limits,
    /// prices, ids); `how` names the conversion in messages. The prices' currency is `currency`
    /// (the user's), else what the source document `root` names (none for CSV).
    static func finish(_ found: ImportedHall, root: JSONValue?, currency: Currency?, file: String, how: String,
                       format: String) throws(ImportError) -> Result {
        var imported = found
        imported.currency = currency ?? root.flatMap(sourceCurrency)
        // Said, not assumed in silence: an export from a system used outside China (Vista, a
        // list, a spreadsheet) that names no currency is read as yuan, and a Vietnamese hall
        // would show `VIP ¥80000`. Maoyan and Taopiaopiao sell in yuan only.
        if imported.currency == nil, !["maoyan", "taopiaopiao"].contains(format), imported.seats.contains(where: { $0.priceMinorUnits > 0 }) {
            imported.notes.append("\(file): the source names no currency; its prices are read as yuan (CNY); if they are not, give the currency: seatmap import \(file) --currency CODE (VND, THB, USD, …)")
        }
        // No field that decides a seat's state falls back to "available" in silence.
        let statusless = imported.seats.filter { !$0.statusGiven }
        if !statusless.isEmpty, format != "mapped" {
            let n = statusless.count, at = statusless.first.map { $0.sourcePath.isEmpty ? "" : " (first: \($0.sourcePath))" } ?? ""
            imported.notes.append("\(file): \(n == 1 ? "1 seat says" : "\(n) seats say") nothing of \(n == 1 ? "its" : "their") state\(at); imported as available. If the export keeps it in another field, read it with --map (seatmap import \(file) --suggest-map drafts one)")
        }
        imported.pricesInCurrency()
        let trimmed = imported.trimEmptyBorder()
        if trimmed != (0, 0, 0, 0) {
            let parts = [(trimmed.top, "leading row"), (trimmed.bottom, "trailing row"), (trimmed.left, "leading column"),
                         (trimmed.right, "trailing column")]
                .filter { $0.0 > 0 }.map { "\($0.0) empty \($0.1)\($0.0 == 1 ? "" : "s")" }
            imported.notes.append("\(file): dropped \(parts.joined(separator: ", ")) (no seat in them)")
        }
        imported.zonesFromPriceTiers(file: file)
        let hall = imported.makeHall()
        let validated = try hallStep { () throws(HallError) in try HallFile.decode(hall.json, file: "\(file) (\(how))") }
        return Result(hall: validated, format: format, notes: imported.notes)
    }

    /// Runs a step of the hall format (reading, size checks, validation) and reports its error
    /// as an import error.
    public static func hallStep<T>(_ step: () throws(HallError) -> T) throws(ImportError) -> T {
        do { return try step() } catch { throw ImportError(error) }
    }

    /// Converts and validates. With `.auto` a native hall file is decoded directly (its errors keep
    /// their lines); otherwise each format is tried in `ImportFormat.concrete` order.
    public static func decode(_ bytes: [UInt8], file: String, format: ImportFormat = .auto,
                              encoding: SourceEncoding? = nil, currency: Currency? = nil) throws(ImportError) -> Result {
        let (utf8, found) = try text(bytes, file: file, encoding: encoding)
        var result = try decode(utf8: utf8, file: file, format: format, currency: currency)
        result.encoding = found
        return result
    }

    static func decode(utf8 bytes: [UInt8], file: String, format: ImportFormat, currency: Currency? = nil) throws(ImportError) -> Result {
        let doc = try SourceDocument.parse(bytes, file: file)
        if format == .auto, case .tree(let root, kind: "JSON") = doc, isNativeHall(root) {
            return Result(hall: try hallStep { () throws(HallError) in try HallFile.decode(root, file: file) }, format: "hall")
        }
        var tried: [FormatAttempt] = []
        if format == .auto, case .tree(let root, _) = doc {
            tried.append(FormatAttempt(format: "hall", reason: nativeMismatch(root)))
        }
        for f in format == .auto ? ImportFormat.concrete : [format] {
            switch try match(doc, as: f, file: file) {
            case .matched(let imported):
                var root: JSONValue?
                if case .tree(let tree, _) = doc { root = tree }
                return try finish(imported, root: root, currency: currency, file: file, how: "imported as \(f.rawValue)", format: f.rawValue)
            case .notThisFormat(let reason):
                tried.append(FormatAttempt(format: f.rawValue, reason: reason))
            }
        }
        throw .unrecognized(file: file, tried: tried)
    }

    static func match(_ doc: SourceDocument, as format: ImportFormat, file: String) throws(ImportError) -> FormatMatch {
        switch (format, doc) {
        case (.maoyan, .tree(let root, _)): return try MaoyanImporter.read(root, file: file)
        case (.vista, .tree(let root, _)): return try VistaImporter.read(root, file: file)
        case (.taopiaopiao, .tree(let root, _)): return try TaopiaopiaoImporter.read(root, file: file)
        case (.list, .tree(let root, _)): return try ListImporter.read(root, file: file)
        case (.csv, .text(let text)): return try CSVImporter.read(text, file: file)
        case (.csv, .tree(_, let kind)): return .notThisFormat("the file is \(kind), not comma-separated text")
        case (_, .text): return .notThisFormat("not JSON or a plist")
        case (.auto, _), (.csv, _): return .notThisFormat("not supported")
        }
    }

    /// The currency the source names: a `currency`, `currencyCode`, `CurrencyCode` or
    /// `currency_code` holding an ISO 4217 code SeatMap knows, near the top of the document.
    static func sourceCurrency(_ root: JSONValue) -> Currency? {
        for (_, obj) in root.objects(depth: 3) {
            if let code = obj.first(["currency", "currencyCode", "CurrencyCode", "currency_code"])?.stringValue, let c = Currency.named(code) {
                return c
            }
        }
        return nil
    }

    /// A native hall file: an object whose `rows` is an array holding no objects (rows of seats
    /// are arrays; Maoyan's web rows are objects).
    static func isNativeHall(_ root: JSONValue) -> Bool {
        guard let rows = root["rows"]?.arrayElements else { return false }
        return !rows.contains { $0.objectMembers != nil }
    }

    static func nativeMismatch(_ root: JSONValue) -> String {
        guard root.objectMembers != nil else { return "the top level is \(root.typeName), not an object" }
        guard let rows = root["rows"] else { return "no \"rows\"" }
        return rows.arrayElements == nil ? "\"rows\" is \(rows.typeName), not an array of rows" : "\"rows\" holds objects, not arrays of seats"
    }
}
