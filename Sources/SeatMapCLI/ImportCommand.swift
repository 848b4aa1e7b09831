import SeatMapArguments
import SeatMapCore
import SeatMapVenue
import SeatMapImport

/// `seatmap import`: seat data of other systems to a native hall file, validated.
struct ImportCommand: SeatMapCommand {
    static let from = Option<ImportFormat>("--from", value: "FORMAT", help: "auto (default), maoyan, vista, taopiaopiao, list or csv.")
    static let map = Option<String>("--map", value: "MAP.json",
                                    help: "Read a flat seat list through a mapping file (which keys hold row, col, status, …).")
    static let suggestMap = Flag("--suggest-map",
                                 help: "Print a draft mapping for FILE (where the seats are, the keys and status values found) to check and edit.")
    static let encoding = Option<SourceEncoding>("--encoding", value: "ENC",
                                                 help: "utf-8, utf-16, utf-16le, utf-16be or gb18030 (default: detected).")
    static let currency = Option<String>("--currency", value: "CODE",
                                         help: "The prices' ISO 4217 currency when the source does not say (CNY, VND, THB, …).",
                                         completion: Currency.known.map(\.code))
    static let output = Option<String>("-o", "--output", value: "OUT.json", help: "Where to write the hall file (default: stdout).")

    static let file = Positional("FILE", help: "Seat data: JSON, a plist, or CSV text; - for stdin.")
    static let configuration = CommandConfiguration(
        name: "seatmap import",
        abstract: "Convert Maoyan, Vista, Taopiaopiao, seat-list or CSV seat data into a hall file.",
        discussion: """
        FORMATS (--from):
        \(ImportFormat.allCases.map { "  \($0.rawValue.padding(13))\($0.summary)" }.joined(separator: "\n"))

        Decimal prices (45, 56.32) become fen exactly. Statuses the hall format has no code for
        map to the nearest state: Vista Reserved and House → locked, Broken → sold, Placeholder →
        aisle; maintenance → sold. Column labels that run right to left stay labels; grid
        positions follow the data's left-to-right order. docs/hall-format.md has every rule.

        The hall is validated like any hall file and written to OUT (stdout without -o; nothing is
        written on failure); a summary `imported as F: N seats, R rows` goes to stderr. Every
        command that takes HALL reads these formats directly (as --from auto).
        A seats.io chart (top-level subChart) or a pretix seating plan (top-level zones) in a
        regular file is a venue, not a grid: it is written as a SeatMap venue file (seats at
        coordinates, a note for every key not read; docs/venue-format.md), which seatmap validate
        checks and render, layout and hit draw as a whole map with --mode full.
        Text may be UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark, or
        GB18030/GBK (Chinese Excel's default), detected in that order; --encoding names it instead.
        --map MAP.json reads a flat list no importer knows: the mapping names the seat array and
        which keys hold the grid row and column, labels, id, price, zone, status (with the values
        that mean available, sold, locked, aisle) and sofa pairs (docs/hall-format.md). A mapping
        that names "x" and "y" reads a list of seats at coordinates instead and writes a venue
        file: rows by (section, row) in the order they appear, seats along the row, turned to it
        (docs/venue-format.md, "Mapping a list of positions").
        Exit 65 when the file matches no format (the error says what each format needed), is in no
        encoding SeatMap reads (the error says what it resembles and how to convert it) or its
        data is invalid; 66 when it is missing.
        """,
        positionals: [file],
        options: [
            from, map, suggestMap, encoding, currency, output,
        ])

    let path: String
    let format: ImportFormat
    let output: String?
    let encoding: SourceEncoding?
    let mapping: String?
    let currency: Currency?
    let suggestMap: Bool

    init(_ args: ParsedArguments) throws {
        path = args[Self.file]
        format = try args[Self.from] ?? .auto
        output = args[Self.output]
        mapping = args[Self.map]
        suggestMap = args[Self.suggestMap]
        if suggestMap && (mapping != nil || format != .auto) { throw CLIError.usage("--suggest-map drafts a mapping; it cannot be combined with --map or --from") }
        if mapping != nil && format != .auto { throw CLIError.usage("--map reads the list as the mapping says; it cannot be combined with --from \(format.rawValue)") }
        encoding = try args[Self.encoding]
        if let code = args[Self.currency] {
            guard let c = Currency.named(code) else {
                throw CLIError.usage("--currency: expected an ISO 4217 code SeatMap knows (\(Currency.known.map(\.code).joined(separator: ", "))), found \(MessageText.quoted(code))")
            }
            currency = c
        } else {
            currency = nil
        }
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        if suggestMap {
            let bytes = try Self.readSeatData(path)
            let draft = try MappingDraft.suggest(bytes, file: path)
            for n in draft.notes { io.warn("note: \(n)") }
            io.warn("draft mapping: check every guess, then seatmap import \(path) --map MAP.json")
            if let output, output != "-" { try io.writeOutput(Array(draft.text.utf8), to: output) } else { io.stdout += draft.text }
            return ExitCode.ok
        }
        if let mapping, let venueMapping = try Self.venueMapping(mapping) {
            let bytes = try Self.readSeatData(path)
            let imported: SeatsIOChart.Imported
            do { imported = try venueMapping.importList(bytes, file: path) } catch { throw CLIError.data(error.description) }
            return try writeVenue(imported, as: "a seat list at coordinates (mapped by \(mapping))", &io)
        }
        let result: HallImport.Result
        do {
            result = try mapping.map { m throws(ImportError) in try HallImport.read(path: path, mappingFile: m, encoding: encoding, currency: currency) }
                ?? HallImport.read(path: path, format: format, encoding: encoding, currency: currency)
        } catch {
            // Only once the hall importers refuse it (a hall is parsed once): a chart or plan
            // becomes a venue file.
            if mapping == nil, format == .auto, let venue = VenueInput.peek(path), venue.kind != .venueFile {
                return try importVenue(venue.root, kind: venue.kind, &io)
            }
            throw error
        }
        let text = result.hall.fileText
        if let output, output != "-" {
            try io.writeOutput(Array(text.utf8), to: output)
        } else {
            io.stdout += text
        }
        for note in result.notes { io.warn("note: \(note)") }
        let zones = Set(result.hall.allSeats.map(\.seat.zone)).count
        let rows = result.hall.rows.count
        io.warn("\(path): imported as \(result.format)\(result.encoding == .utf8 ? "" : " (\(result.encoding.rawValue))"): \(result.hall.seatCount) seats, \(rows) row\(rows == 1 ? "" : "s"), \(zones) zone\(zones == 1 ? "" : "s")")
        return ExitCode.ok
    }
}

extension ImportCommand {
    /// A seats.io chart or a pretix plan written as a SeatMap venue file (seats at coordinates).
    func importVenue(_ root: JSONValue, kind: VenueInput.Kind, _ io: inout CommandIO) throws -> Int32 {
        let imported: SeatsIOChart.Imported
        do {
            imported = kind == .seatsIO ? try SeatsIOChart.read(root, file: path) : try PretixPlan.read(root, file: path)
            _ = try VenueLayout(venue: imported.venue)
        } catch let e as VenueReadError {
            throw CLIError.data(e.description)
        } catch let e as VenueError {
            throw CLIError.data("\(path): \(e)")
        }
        return try writeVenue(imported, as: kind.rawValue, &io)
    }

    /// The venue file of an imported venue written to `-o` (or stdout), its notes and a summary
    /// on stderr.
    func writeVenue(_ imported: SeatsIOChart.Imported, as kind: String, _ io: inout CommandIO) throws -> Int32 {
        let text = try VenueFile.text(imported.venue)
        if let output, output != "-" { try io.writeOutput(Array(text.utf8), to: output) } else { io.stdout += text }
        for note in imported.notes { io.warn("note: \(note)") }
        let v = imported.venue
        func count(_ n: Int, _ what: String) -> String { "\(n) \(what)\(n == 1 ? "" : "s")" }
        let tables = v.rows.filter { $0.table != nil }.count, sofas = v.allSeats.filter { $0.pair == .left }.count
        // Tables, sofas and focal zones are named when there are some.
        let more = [(tables, "table"), (sofas, "couple sofa"), (v.focalZones.count, "focal zone")].filter { $0.0 > 0 }.map { count($0.0, $0.1) }
        io.warn("\(path): imported as \(kind): " + ([count(v.allSeats.count, "seat"), count(v.rows.count, "row"), count(v.sections.count, "section"),
                                                    count(v.areas.count, "general-admission area")] + more).joined(separator: ", ")
                + " (a venue file: seatmap validate checks it, render --mode full draws it)")
        return ExitCode.ok
    }
}

extension ImportCommand {
    /// The bytes of the seat data at `path`: missing or unreadable is no input (66), too large
    /// is bad data (65).
    static func readSeatData(_ path: String) throws -> [UInt8] {
        do { return try InputFile.read(path, limit: HallFile.maxFileBytes) } catch {
            if case .tooLarge = error { throw CLIError.data("\(path): \(error.reason(what: "seat data"))") }
            throw CLIError.noInput("\(path): \(error.reason(what: "seat data"))")
        }
    }

    /// The venue mapping in `file` when it names `x`/`y` (a list of positions); nil for a grid
    /// mapping, which `HallImport` reads and reports.
    static func venueMapping(_ file: String) throws -> VenueMapping? {
        do { return try VenueMapping.load(path: file) } catch { throw CLIError.data(error.description) }
    }
}

extension String {
    /// Left-aligned in a column of `width` characters.
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
