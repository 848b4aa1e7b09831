import Foundation
import Testing
import SeatMapCore
@testable import SeatMapImport

/// Every number a source states is range-checked before arithmetic: each sample of every import
/// family (and a hall file, and a mapped list) with each numeric field set to an extreme imports
/// or is refused as invalid data naming a place, and never traps (a trap fails the whole run).
@Suite struct IntegerExtremeImportTests {
    static let extremes = ["-9223372036854775808", "9223372036854775807", "-9223372036854775809", "18446744073709551616",
                           "1e308", "-1e308", "4294967296", "-1", "0"]

    /// Every distinct key whose value is a number or a numeric string, in first-seen order.
    static func numericKeys(_ v: Any, into keys: inout [String]) {
        if let d = v as? [String: Any] {
            for (k, x) in d.sorted(by: { $0.key < $1.key }) {
                if x is NSNumber || (x as? String).map({ Double($0) != nil }) == true { if !keys.contains(k) { keys.append(k) } }
                numericKeys(x, into: &keys)
            }
        } else if let a = v as? [Any] { for x in a.prefix(200) { numericKeys(x, into: &keys) } }
    }

    /// `v` with every value of `key` (or only the first, when `firstOnly`) replaced by `extreme`.
    static func replacing(_ v: Any, key: String, with extreme: Any, firstOnly: Bool, done: inout Bool) -> Any {
        if var d = v as? [String: Any] {
            for k in d.keys.sorted() {
                if k == key, !(firstOnly && done), !(d[k] is [Any]), !(d[k] is [String: Any]) { d[k] = extreme; done = true }
                else { d[k] = replacing(d[k]!, key: key, with: extreme, firstOnly: firstOnly, done: &done) }
            }
            return d
        }
        if let a = v as? [Any] { return a.map { replacing($0, key: key, with: extreme, firstOnly: firstOnly, done: &done) } }
        return v
    }

    /// Imports (or refuses) every mutation of the JSON sample at `path`; the count of each outcome.
    func mutate(_ path: String, decode: ([UInt8]) throws(ImportError) -> HallImport.Result) throws -> (ok: Int, refused: Int) {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        var keys: [String] = []
        Self.numericKeys(json, into: &keys)
        var ok = 0, refused = 0
        for key in keys {
            for text in Self.extremes {
                for firstOnly in [true, false] {
                    for asString in [false, true] {
                        // Numbers as JSON numbers (written raw, so 1e308 and 2^64 stay as the file says) or strings.
                        let marker = "\u{1}MARK\u{1}"
                        var done = false
                        let mutated = Self.replacing(json, key: key, with: marker, firstOnly: firstOnly, done: &done)
                        var bytes = String(decoding: try JSONSerialization.data(withJSONObject: mutated, options: [.sortedKeys]), as: UTF8.self)
                        bytes = bytes.replacingOccurrences(of: "\"\\u0001MARK\\u0001\"", with: asString ? "\"\(text)\"" : text)
                        do { _ = try decode(Array(bytes.utf8)); ok += 1 } catch {
                            if case .invalid(_, let problems) = error {
                                #expect(!problems.isEmpty, "\(path) \(key)=\(text)")
                            }
                            refused += 1
                        }
                    }
                }
            }
        }
        return (ok, refused)
    }

    @Test(arguments: ["maoyan-app.json", "maoyan-app-snake.json", "maoyan-web-snake.json", "seat-grid.json", "seat-list.json",
                      "seat-rows.json", "taopiaopiao.json", "vista-columns.json", "vista-layout.json"])
    func importFamilies(_ name: String) throws {
        let path = ImportFixtures.path(name)
        let counts = try mutate(path) { (b: [UInt8]) throws(ImportError) in try HallImport.decode(b, file: name) }
        // Every family refuses some extreme (Vista's column layout takes positions from the
        // arrays, so only its counts of 0 and less are refused elsewhere).
        #expect((counts.refused > 0 || name == "vista-columns.json" || name == "maoyan-app.json") && counts.ok > 0, "\(counts)")
    }

    @Test func anUnusableRowNumberIsSaidNotAssumed() throws {
        let text = #"{"data": {"seats": [{"rowId": "1", "rowNum": 1e308, "columns": [{"columnId": "01", "seatNo": "1_01", "st": "N"}]}, {"rowId": "2", "rowNum": 3, "columns": [{"columnId": "01", "seatNo": "2_01", "st": "N"}]}]}}"#
        let r = try ImportFixtures.decode(text, as: .maoyan)
        #expect(r.notes.contains { $0.contains("data.seats[0].rowNum \"1e308\" is not a row number from -1000000 to 1000000; rows are placed in list order") }, "\(r.notes)")
    }

    @Test(arguments: ["seats.csv", "seats-kinds.csv", "seats-semicolon.csv"])
    func csvCells(_ name: String) throws {
        let text = try String(contentsOfFile: ImportFixtures.path(name), encoding: .utf8)
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        let sep: Character = lines.first { !$0.hasPrefix("sep=") }?.contains(";") == true ? ";" : ","
        let row = try #require(lines.indices.dropFirst().first { lines[$0].contains(sep) && lines[$0].first?.isNumber == true })
        let cells = lines[row].split(separator: sep, omittingEmptySubsequences: false).map(String.init)
        var refused = 0
        for (i, cell) in cells.enumerated() where Double(cell) != nil {
            for extreme in Self.extremes {
                var mutated = cells
                mutated[i] = extreme
                lines[row] = mutated.joined(separator: String(sep))
                do { _ = try ImportFixtures.decode(lines.joined(separator: "\n"), as: .csv, file: name) } catch { refused += 1 }
            }
        }
        #expect(refused > 0)
    }

    @Test func hallFile() throws {
        let path = ImportFixtures.root.appendingPathComponent("Samples/studio.json").path
        let counts = try mutate(path) { (b: [UInt8]) throws(ImportError) in try HallImport.decode(b, file: "studio.json") }
        #expect(counts.refused > 0 && counts.ok > 0, "\(counts)")
    }

    @Test func mappedList() throws {
        let root = ImportFixtures.root.appendingPathComponent("Samples/mapped")
        let mapping = try ImportMapping.load(path: root.appendingPathComponent("list-strings.map.json").path)
        let counts = try mutate(root.appendingPathComponent("list-strings.json").path) { (b: [UInt8]) throws(ImportError) in
            try HallImport.decode(b, file: "list-strings.json", mapping: mapping, mappingFile: "list-strings.map.json")
        }
        #expect(counts.refused > 0, "\(counts)")
    }

    /// The traps the probe found, each as its own case with the message it now gets.
    @Test func theProbesFindingsAreLocatedRefusals() throws {
        let root = ImportFixtures.root.appendingPathComponent("Samples/mapped")
        let mapping = try ImportMapping.load(path: root.appendingPathComponent("list-strings.map.json").path)
        let mapped = #"{"data": {"seat_list": [{"placeholder_row_id": "-9223372036854775808", "placeholder_col_id": "1", "row_num": "1", "col_num": "1", "id": "a", "status": "0"}]}}"#
        #expect { try HallImport.decode(Array(mapped.utf8), file: "m.json", mapping: mapping, mappingFile: "map.json") } throws: {
            "\($0)".contains("placeholder_row_id: grid coordinate -9223372036854775808 is outside -1000000…1000000")
        }
        let list = #"[{"row": 1, "col": 1, "Status": -9223372036854775808}, {"row": 1, "col": 2, "Status": -9223372036854775808}]"#
        _ = try? ImportFixtures.decode(list)  // the most common status of Int.min: compared, not negated
        let tpp = #"{"data": {"seat_list": [{"placeholder_row_id": "-9223372036854775808", "placeholder_col_id": "1", "status": "1", "row_num": "1"}]}}"#
        #expect(ImportFixtures.problems(tpp, as: .taopiaopiao).contains { $0.reason.contains("outside -1000000…1000000") })
        let vista = #"{"SeatLayoutData": {"Areas": [{"Rows": [{"PhysicalName": "A", "Seats": [{"Id": "1", "Status": 0, "Position": {"RowIndex": 9223372036854775807, "ColumnIndex": 0}}]}]}]}}"#
        #expect(ImportFixtures.problems(vista, as: .vista).contains { $0.reason.contains("row 9223372036854775808") })
    }
}
