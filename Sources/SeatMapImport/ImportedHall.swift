import SeatMapCore

/// A seat as an importer reads it: its grid slot and what the source says, before numbers,
/// labels and ids are settled the same way for every format.
struct ImportedSeat {
    /// Grid slot, 0-based: row index from the screen, column from the left.
    var row: Int
    var col: Int
    var id: String?
    /// The printed row and column as the source writes them ("A", "05", "12").
    var rowText: String?
    var colText: String?
    /// Set by an importer that read it from the source (`zoneGiven` then says so).
    var zone: SeatZone = .normal { didSet { zoneGiven = true } }
    /// Whether the source said the zone (so price tiers do not override it).
    private(set) var zoneGiven = false
    var priceMinorUnits: Int = 0
    /// Set by an importer that read it from the source (`statusGiven` then says so); a seat
    /// whose source says nothing of its state is available, and the import says how many.
    var status: SeatStatus = .available { didSet { statusGiven = true } }
    /// Whether the source said the seat's state.
    var statusGiven = false
    var pair: SofaHalf?
    var kind: SeatKind?
    /// Where the seat stands in the source, for messages about it.
    var sourcePath = ""
    var sourceLine = 0
}

/// Seat-kind words of exports: the hall format's names (any case), Vista `SeatStyle` names,
/// seats.io and Ticketmaster terms, and Chinese words. `""`, `normal` and `0` are ordinary seats.
enum SeatKindWords {
    /// The kind a word names; `.some(nil)` for an ordinary seat, nil for a word it does not know.
    static func kind(_ text: String) -> SeatKind?? {
        let t = text.trimmingSpaces.lowercased().replacingAll("_", with: "").replacingAll("-", with: "").replacingAll(" ", with: "")
        if ["", "0", "normal", "standard", "none", "普通", "普通座"].contains(t) { return .some(nil) }
        if let k = SeatKind.allCases.first(where: { $0.rawValue.lowercased() == t }) { return k }
        let table: [(SeatKind, [String])] = [
            (.wheelchair, ["wheelchairspace", "handicap", "handicapped", "wheelchairspacetype", "ada", "轮椅", "轮椅位", "轮椅座"]),
            (.accessible, ["accessibleseat", "transfer", "easyaccess", "limitedmobility", "无障碍", "无障碍座", "无障碍座位"]),
            (.companion, ["companionseat", "carer", "陪同", "陪同座", "陪护座", "陪护"]),
            (.restrictedView, ["restricted", "obstructed", "obstructedview", "limitedview", "视线受限", "视野受限"]),
            (.recliner, ["reclining", "lounger", "躺椅", "躺椅座", "沙发躺椅"]),
            (.motion, ["dbox", "4dx", "motionseat", "mx4d", "动感", "动感座椅"]),
        ]
        return table.first { $0.1.contains(t) }.map { $0.0 }
    }

    static let expectation = "expected a seat kind (" + SeatKind.allCases.map(\.rawValue).joined(separator: ", ") + ", or normal)"
}

/// What an importer found: seats on a grid plus whatever the page can show.
struct ImportedHall {
    var seats: [ImportedSeat] = []
    /// What the importer noticed but did not refuse (columns it ignored), one line each.
    var notes: [String] = []
    /// Grid slots per row when the source lists them all (Maoyan's E cells), so trailing aisles
    /// keep the hall's width and its centre line; nil rows are as long as their last seat.
    var rowWidths: [Int: Int] = [:]
    /// Rows in the grid when the source says (walkways after the last seat row are dropped).
    var rowCount: Int?
    var movieTitle: String?
    var cinemaName: String?
    var hallName: String?
    var startsAt: String?
    var maxSeats: Int?
    /// The source's names for zones (Vista area descriptions).
    var zoneNames: [SeatZone: String] = [:]
    /// The prices' currency, when the source or the user names it. Importers read prices as
    /// hundredths of a unit (decimal prices, Vista's PriceInCents); `pricesInCurrency` moves them
    /// to the currency's minor units.
    var currency: Currency?

    /// Hundredths of a unit → the currency's minor units (đồng has none: 8000000 → 80000). A
    /// fraction a currency cannot hold is rounded half up to its smallest unit.
    mutating func pricesInCurrency() {
        guard let currency, currency.minorUnits != 2 else { return }
        let per = currency.minorPerUnit
        for i in seats.indices {
            let p = seats[i].priceMinorUnits
            seats[i].priceMinorUnits = per >= 100 ? p * (per / 100) : (p * per + 50) / 100
        }
    }

    /// Drops grid rows before the first seat row or after the last, and columns left of the first
    /// seat or right of the last one in every row (exports pad the grid with empty cells; the page
    /// would draw them as an empty band and shift the centre line). Both sides go, so a symmetric
    /// hall stays centred; walkways between seats stay. Returns what was dropped, for a note.
    mutating func trimEmptyBorder() -> (top: Int, bottom: Int, left: Int, right: Int) {
        guard !seats.isEmpty else { return (0, 0, 0, 0) }
        let top = seats.map(\.row).min()!, left = seats.map(\.col).min()!
        let lastRow = seats.map(\.row).max()!, lastCol = seats.map(\.col).max()!
        let widest = max(rowWidths.values.max() ?? 0, lastCol + 1)
        let right = widest - (lastCol + 1)
        let bottom = max(0, (rowCount ?? 0) - (lastRow + 1), (rowWidths.keys.max() ?? 0) - lastRow)
        guard top > 0 || bottom > 0 || left > 0 || right > 0 else { return (0, 0, 0, 0) }
        for i in seats.indices {
            seats[i].row -= top
            seats[i].col -= left
        }
        var widths: [Int: Int] = [:]
        for (r, w) in rowWidths where r >= top && r <= lastRow { widths[r - top] = max(0, min(w, lastCol + 1) - left) }
        rowWidths = widths
        if rowCount != nil { rowCount = lastRow + 1 - top }
        return (top, bottom, left, right)
    }

    /// Two price tiers in a source without zones (a flat list where some seats cost more) become
    /// two zones, so the legend shows both prices: the cheaper seats normal, the dearer golden.
    /// With more tiers nothing changes (three zones cannot hold them, and couple is a seat
    /// kind, not a price), and a note says so.
    mutating func zonesFromPriceTiers(file: String) {
        guard !seats.isEmpty, !seats.contains(where: \.zoneGiven) else { return }
        let tiers = Set(seats.map(\.priceMinorUnits).filter { $0 > 0 }).sorted()
        guard tiers.count >= 2 else { return }
        func yuan(_ fen: Int) -> String { (currency ?? .cny).format(fen) }
        guard tiers.count == 2 else {
            notes.append("\(file): \(tiers.count) price tiers (\(tiers.prefix(4).map(yuan).joined(separator: ", "))\(tiers.count > 4 ? ", …" : "")) in one zone: the legend shows none of them; give the seats zones to show them")
            return
        }
        for i in seats.indices where seats[i].priceMinorUnits == tiers[1] { seats[i].zone = .golden }  // marks them given: done once
        notes.append("\(file): 2 price tiers became zones: normal \(yuan(tiers[0])), golden \(yuan(tiers[1]))")
    }

    /// The native hall. Settles, the same way for every format:
    /// - numbers: a row or column text of digits is the number ("05" → 5); any other text is a
    ///   label and the number is the row's ordinal among seat rows (or the column's slot, 1-based);
    /// - ids: the source's ids when every seat has one and they are unique, else `row_col` from
    ///   the printed texts, else `r<row>c<col>` from grid slots;
    /// - sofas: a left half with its right half in the next slot is a sofa; a half without its
    ///   partner is kept as a single couple seat.
    func makeHall() -> Hall {
        let rowCount = max(self.rowCount ?? 0, (seats.map(\.row).max() ?? -1) + 1)
        var width = [Int](repeating: 0, count: rowCount)
        for (r, w) in rowWidths where r < rowCount { width[r] = max(width[r], w) }
        for s in seats { width[s.row] = max(width[s.row], s.col + 1) }

        // Ordinals of rows that hold seats, for rows whose text is not a number.
        let seatRows = Set(seats.map(\.row)).sorted()
        var ordinal: [Int: Int] = [:]
        for (i, r) in seatRows.enumerated() { ordinal[r] = i + 1 }

        var grid = width.map { [Seat](repeating: .aisle, count: $0) }
        let ids = settledIds()
        for (i, s) in seats.enumerated() {
            let (rowNo, rowLabel) = Self.numberAndLabel(s.rowText, fallback: ordinal[s.row] ?? s.row + 1)
            let (colNo, colLabel) = Self.numberAndLabel(s.colText, fallback: s.col + 1)
            grid[s.row][s.col] = Seat(seatId: ids[i], rowNo: rowNo, colNo: colNo, zone: s.zone, priceMinorUnits: s.priceMinorUnits,
                                      status: s.status, rowLabel: rowLabel, colLabel: colLabel, pair: s.pair, kind: s.kind)
        }
        for r in grid.indices { Self.settleSofas(&grid[r]) }

        var showtime: Showtime?
        if hallName != nil || startsAt != nil {
            showtime = Showtime(startsAt: startsAt, hall: hallName.map { HallInfo(name: $0) })
        }
        // Names only for zones the hall has, each cut to the format's string limit.
        let zones = Set(seats.map(\.zone))
        let names = zoneNames.filter { zones.contains($0.key) && !$0.value.allSatisfy(\.isWhitespace) }
            .mapValues { String($0.unicodeScalars.prefix(HallFile.maxStringLength)) }
        return Hall(movie: movieTitle.map { Movie(title: $0) }, showtime: showtime, cinemaName: cinemaName,
                    maxSeats: maxSeats.map { min(max($0, 1), 100) } ?? HallFile.defaultMaxSeats, rows: grid,
                    zoneNames: names, appliesZoneOffset: false, currency: currency)
    }

    static func numberAndLabel(_ text: String?, fallback: Int) -> (Int, String?) {
        guard let t = text?.trimmingSpaces, !t.isEmpty else { return (fallback, nil) }
        if t.isDigits, t.count <= 5, let n = Int(t), n <= HallFile.maxLabelNumber { return (n, nil) }
        return (fallback, String(t.unicodeScalars.prefix(HallFile.maxLabelLength)))
    }

    func settledIds() -> [String] {
        func unique(_ list: [String?]) -> [String]? {
            var seen = Set<String>()
            var out: [String] = []
            for id in list {
                guard let id, !id.isEmpty, id.unicodeScalars.count <= HallFile.maxStringLength, seen.insert(id).inserted else { return nil }
                out.append(id)
            }
            return out
        }
        if let ids = unique(seats.map(\.id)) { return ids }
        if let ids = unique(seats.map { s in s.rowText.flatMap { r in s.colText.map { "\(r.trimmingSpaces)_\($0.trimmingSpaces)" } } }) { return ids }
        return seats.map { "r\($0.row + 1)c\($0.col + 1)" }
    }

    /// Keeps only sofa halves that meet their partner; the rest become single couple seats.
    static func settleSofas(_ row: inout [Seat]) {
        var keep = [Bool](repeating: false, count: row.count)
        var c = 0
        while c + 1 < row.count {
            if row[c].pair == .left, row[c + 1].pair == .right, !row[c].isAisle, !row[c + 1].isAisle {
                keep[c] = true
                keep[c + 1] = true
                c += 2
            } else {
                c += 1
            }
        }
        for i in row.indices where row[i].pair != nil {
            row[i].zone = .couple
            if !keep[i] { row[i].pair = nil }
        }
    }
}
