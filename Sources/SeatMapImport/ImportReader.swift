import SeatMapCore

/// Whether a document is in an importer's format.
enum FormatMatch {
    case matched(ImportedHall)
    /// Not this format; the reason goes into the "tried …" error when nothing matches.
    case notThisFormat(String)
}

/// Collects located problems of a file whose format was recognised but whose data is broken,
/// so the user sees every bad cell at once (like `HallReader`).
struct ImportProblems {
    let file: String
    var problems: [HallProblem] = []
    var unkept = 0

    init(file: String) { self.file = file }

    mutating func add(_ path: String, _ value: JSONValue?, _ reason: String) {
        guard problems.count < HallProblem.kept else { unkept += 1; return }
        problems.append(HallProblem(path: path, line: value?.line ?? 0, column: value?.column ?? 0, reason: reason))
    }

    mutating func add(_ problem: JSONProblem) {
        guard problems.count < HallProblem.kept else { unkept += 1; return }
        problems.append(HallProblem(problem))
    }

    mutating func add(line: Int, _ path: String, _ reason: String) {
        guard problems.count < HallProblem.kept else { unkept += 1; return }
        problems.append(HallProblem(path: path, line: line, column: line > 0 ? 1 : 0, reason: reason))
    }

    func check() throws(ImportError) {
        guard problems.isEmpty else { throw .invalid(file: file, problems: HallProblem.capped(problems, unkept: unkept)) }
    }

    /// A price from a decimal text, recorded as a problem when refused.
    mutating func price(_ value: JSONValue?, _ path: String) -> Int {
        guard let value, value.kind != .null else { return 0 }
        switch DecimalPrice.fen(value) {
        case .fen(let fen): return fen
        case .refused(let reason): add(path, value, reason); return 0
        }
    }
}

/// Grid and seat counts a source may claim, checked before a grid is allocated, so a file that
/// says "row 10,000,000" is refused instead of filling memory.
enum ImportLimits {
    /// Grid coordinates a source may state before they are moved to start at 0: far beyond any
    /// hall, and small enough that no difference of two overflows.
    static let coordinateRange = -1_000_000...1_000_000

    static func check(row: Int, col: Int, _ path: String, _ value: JSONValue?, into problems: inout ImportProblems) -> Bool {
        guard (0..<HallFile.maxRows).contains(row), (0..<HallFile.maxColumns).contains(col) else {
            // 1-based in the message, counted wide so Int.max is reported, not trapped on.
            problems.add(path, value,
                         "grid position row \(Int128(row) + 1), column \(Int128(col) + 1) is outside the \(HallFile.maxRows) × \(HallFile.maxColumns) grid SeatMap accepts")
            return false
        }
        return true
    }

    /// Whether a source's grid coordinates (before they are moved to start at 0) are in
    /// `coordinateRange`, so that every later difference and key fits an `Int`; a problem at
    /// the key out of range otherwise.
    static func checkCoordinates(_ r: Int, _ c: Int, keys: (String, String), _ path: String, _ item: JSONValue,
                                 into problems: inout ImportProblems) -> Bool {
        guard coordinateRange.contains(r), coordinateRange.contains(c) else {
            let key = coordinateRange.contains(r) ? keys.1 : keys.0
            problems.add("\(path).\(key)", item[key] ?? item,
                         "grid coordinate \(coordinateRange.contains(r) ? c : r) is outside \(coordinateRange.lowerBound)…\(coordinateRange.upperBound)")
            return false
        }
        return true
    }
}
