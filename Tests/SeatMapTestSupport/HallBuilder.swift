import SeatMapCore

/// Builds small halls from pictures, one string per row:
///
///     "AASL_CC"   A available, S sold, L locked, _ aisle,
///                 G golden available, g golden sold,
///                 C couple available, c couple sold, K couple locked.
///
/// Seat ids are `rowNo_colNo` with 1-based labels counted over seats (aisles skipped).
public enum HallBuilder {
    public static func hall(_ rows: [String], maxSeats: Int = 6, price: Int = 4500, showtimeId: String = "s1") -> Hall {
        var matrix: [[Seat]] = []
        for (r, line) in rows.enumerated() {
            var row: [Seat] = []
            var colNo = 0
            for ch in line {
                if ch == "_" { row.append(.aisle); continue }
                colNo += 1
                let (status, zone): (SeatStatus, SeatZone) = switch ch {
                case "A": (.available, .normal)
                case "S": (.sold, .normal)
                case "L": (.locked, .normal)
                case "G": (.available, .golden)
                case "g": (.sold, .golden)
                case "C": (.available, .couple)
                case "c": (.sold, .couple)
                case "K": (.locked, .couple)
                default: fatalError("unknown seat code \(ch)")
                }
                row.append(Seat(seatId: "\(r + 1)_\(colNo)", rowNo: r + 1, colNo: colNo, zone: zone,
                                priceMinorUnits: price + (zone == .golden ? 1000 : 0), status: status))
            }
            matrix.append(row)
        }
        return Hall(movie: Movie(id: "m1", title: "Test"),
                    showtime: Showtime(id: showtimeId, startsAt: "2026-11-29T19:30:00+08:00", hall: HallInfo(id: "h1", name: "1号厅")),
                    maxSeats: maxSeats, rows: matrix)
    }

    /// The hall-file JSON of `hall` (for CLI tests that need a file).
    public static func json(_ hall: Hall) -> String { hall.json.serialized() }
}

/// A small deterministic random generator (SplitMix64) so property tests replay exactly.
public struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension HallBuilder {
    /// A random hall: ragged rows, aisles, all statuses and zones (couples in runs).
    public static func random(_ rng: inout SeededRandom, maxRows: Int = 12, maxCols: Int = 16) -> Hall {
        let rows = Int.random(in: 1...maxRows, using: &rng)
        var lines: [String] = []
        for _ in 0..<rows {
            let n = Int.random(in: 0...maxCols, using: &rng)
            var line = ""
            let coupleRow = Int.random(in: 0..<6, using: &rng) == 0
            for _ in 0..<n {
                let x = Int.random(in: 0..<100, using: &rng)
                if x < 10 { line.append("_"); continue }
                if coupleRow { line.append(x < 70 ? "C" : x < 85 ? "c" : "K"); continue }
                line.append(x < 55 ? "A" : x < 70 ? "S" : x < 78 ? "L" : x < 93 ? "G" : "g")
            }
            lines.append(line)
        }
        if !lines.joined().contains(where: { $0 != "_" }) { lines[0] += "A" }
        return hall(lines)
    }
}
