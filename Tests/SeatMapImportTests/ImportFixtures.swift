import Foundation
import SeatMapCore
@testable import SeatMapImport

/// The small import samples in `Samples/import` (written for the project, not copied from any
/// cinema system's data) and helpers to import inline text.
enum ImportFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static func path(_ name: String) -> String { root.appendingPathComponent("Samples/import/\(name)").path }

    static func load(_ name: String, as format: ImportFormat = .auto) throws -> HallImport.Result {
        try HallImport.read(path: path(name), format: format)
    }

    static func decode(_ text: String, as format: ImportFormat = .auto, file: String = "in.txt") throws(ImportError) -> HallImport.Result {
        try HallImport.decode(Array(text.utf8), file: file, format: format)
    }

    /// Problems of an import that must fail as invalid data.
    static func problems(_ text: String, as format: ImportFormat = .auto) -> [HallProblem] {
        do { _ = try decode(text, as: format); return [] } catch {
            if case .invalid(_, let p) = error { return p }
            return [HallProblem(path: "<not invalid>", line: 0, column: 0, reason: error.description)]
        }
    }
}

extension Hall {
    /// The grid as text, one character per slot: `.` aisle, `o` available, `x` sold, `l` locked;
    /// couple seats `(` and `)` for sofa halves, `c` single.
    var picture: [String] {
        rows.enumerated().map { r, row in
            String(row.enumerated().map { c, s -> Character in
                if s.isAisle { return "." }
                if s.zone == .couple {
                    guard let p = couplePartner(of: GridIndex(row: r, col: c)) else { return "c" }
                    return p.col > c ? "(" : ")"
                }
                switch s.status { case .sold: return "x"; case .locked: return "l"; default: return "o" }
            })
        }
    }

    func seatAt(_ r: Int, _ c: Int) -> Seat { rows[r][c] }
}
