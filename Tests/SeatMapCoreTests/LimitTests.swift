import Foundation
import Testing
import SeatMapTestSupport
@testable import SeatMapCore

/// The documented limits of a hall file, each refused with a located error, and totals that no
/// accepted input can overflow.
@Suite struct LimitTests {
    static let header = HallFileTests.header

    func problems(_ json: String) -> [String] {
        do {
            _ = try HallFile.decode(json, file: "h.json")
        } catch {
            return error.lines
        }
        return []
    }

    func seat(price: String = "4500", rowNo: String = "1", colNo: String = "1", id: String = "1_1") -> String {
        #"{"seatId": "\#(id)", "rowNo": \#(rowNo), "colNo": \#(colNo), "zone": 1, "price": \#(price), "status": 1}"#
    }

    @Test func pricesAboveTheLimitAreRefusedWhereTheyStand() {
        let json = Self.header + #""rows": [["# + seat(price: "9223372036854775000") + ", " + seat(price: "100000000", id: "1_2") + "]]}"
        let lines = problems(json)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("h.json:1:") == true)
        #expect(lines.first?.contains("rows[0][0].price: price 9223372036854775000 fen is above the limit of 100000000 fen") == true)
    }

    @Test func rowAndColumnNumbersHaveARange() {
        let json = Self.header + #""rows": [["# + seat(rowNo: "100000") + ", " + seat(colNo: "-1", id: "1_2") + "]]}"
        let lines = problems(json)
        #expect(lines.count == 2)
        #expect(lines[0].contains("rows[0][0].rowNo: must be between 0 and 99999, found 100000"))
        #expect(lines[1].contains("rows[0][1].colNo: must be between 0 and 99999, found -1"))
    }

    /// All seat ids together: 4,000,000 characters, refused at the seat whose id passes them.
    @Test func theSeatIdsOfAHallHaveACharacterBudget() {
        func hall(idLength: Int) -> String {
            let rows = (0..<16).map { r in
                "[" + (0..<1000).map { c -> String in
                    let stem = "\(r + 1)_\(c + 1)_"
                    return seat(rowNo: "\(r + 1)", colNo: "\(c + 1)", id: stem + String(repeating: "x", count: idLength - stem.count))
                }.joined(separator: ", ") + "]"
            }
            return Self.header + #""rows": ["# + rows.joined(separator: ", ") + "]}"
        }
        #expect(problems(hall(idLength: 250)).isEmpty)  // 4,000,000 exactly
        let lines = problems(hall(idLength: 251))
        // 4,000,000 / 251 = 15,936.3: the 15,937th seat, row 15, column 936 (0-based), passes.
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("rows[15][936].seatId: the seat ids pass 4000000 characters in all here (20 a seat at 200,000 seats); every output repeats them: use shorter ids") == true, "\(lines)")
    }

    @Test func everyStringHasALengthLimit() {
        let long = String(repeating: "长", count: HallFile.maxStringLength + 1)
        let ok = String(repeating: "长", count: HallFile.maxStringLength)
        let json = Self.header.replacingOccurrences(of: #""title": "T""#, with: #""title": "\#(long)""#)
            + #""rows": [["# + seat(id: ok) + "]]}"
        let lines = problems(json)
        #expect(lines == ["h.json:1:33: movie.title: string is 257 characters long; the limit is 256"])
    }

    @Test func showtimeListsHaveALimit() {
        let st = #"{"id": "x", "startsAt": "2026-11-29T19:30:00+08:00"}"#
        let list = Array(repeating: st, count: HallFile.maxShowtimes + 1).joined(separator: ", ")
        let json = Self.header + #""showtimes": [\#(list)], "rows": [["# + seat() + "]]}"
        #expect(problems(json).contains { $0.contains("showtimes: 101 showtimes; the limit is 100") })
    }

    @Test func theLargestAcceptedOrderTotalIsExact() throws {
        // 100 seats at the highest price: the largest total a hall file can produce.
        let seats = (1...100).map { seat(price: "\(HallFile.maxPriceMinorUnits)", colNo: "\($0)", id: "1_\($0)") }.joined(separator: ", ")
        let json = Self.header + #""maxSeats": 100, "rows": [[\#(seats)]]}"#
        let hall = try HallFile.decode(json)
        let total = MinorUnits.total(hall.rows[0].map(\.priceMinorUnits))
        #expect(total == 100 * HallFile.maxPriceMinorUnits)
    }

    /// Property: for any prices (extremes included) the total is the exact sum when that sum
    /// fits in an Int, and the nearest bound otherwise; it never traps.
    @Test func totalsNeverTrap() {
        var rng = SeededRandom(seed: 14)
        let extremes = [Int.max, Int.min, Int.max - 1, Int.min + 1, 0, 1, -1, HallFile.maxPriceMinorUnits]
        for _ in 0..<2_000 {
            let n = Int.random(in: 0...8, using: &rng)
            let prices = (0..<n).map { _ in Bool.random(using: &rng) ? extremes.randomElement(using: &rng)! : Int.random(in: Int.min...Int.max, using: &rng) }
            var exact: Int128 = 0
            var overflowed = false
            for p in prices {
                exact += Int128(p)
                if exact > Int128(Int.max) || exact < Int128(Int.min) { overflowed = true; break }
            }
            let total = MinorUnits.total(prices)
            if !overflowed { #expect(Int128(total) == exact, "\(prices)") } else { #expect(total == Int.max || total == Int.min) }
        }
    }

    @Test func columnsAfterAByteOrderMarkStartAtOne() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{x".utf8)
        #expect(throws: HallError.syntax(file: "bom.json", line: 1, column: 2, reason: "expected a quoted key in object, found 'x'")) {
            try HallFile.decode(bytes, file: "bom.json")
        }
    }

    /// A file of 100,000 empty seats has 600,000 problems: the first 100 are reported in source
    /// order, then one line counts the rest; at most `HallProblem.kept` are held in memory.
    @Test func problemsAreCappedWithACountOfTheRest() throws {
        let row = "[" + Array(repeating: "{}", count: 1_000).joined(separator: ",") + "]"
        let json = Self.header + #""rows": [\#(Array(repeating: row, count: 100).joined(separator: ","))]}"#
        do {
            _ = try HallFile.decode(json, file: "e.json")
            Issue.record("expected errors")
        } catch {
            guard case .invalid(_, let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems.count == HallProblem.reported + 1)
            #expect(HallProblem.total(problems) == 600_000)
            #expect(problems[0].path == "rows[0][0].status")
            #expect(error.lines.last == "e.json: 599900 more problems not shown")
            let located = problems.dropLast().map { $0.line * 1_000_000 + $0.column }
            #expect(located == located.sorted())
        }
    }
}

@Suite struct MessageTextTests {
    @Test func valuesAreEscapedAndCut() {
        #expect(MessageText.quoted("5_5") == "\"5_5\"")
        #expect(MessageText.quoted("a\u{1B}[2Jb") == "\"a\\u{1B}[2Jb\"")
        #expect(MessageText.quoted("x\u{202E}y") == "\"x\\u{202E}y\"")  // a right-to-left override
        #expect(MessageText.quoted(String(repeating: "厅", count: 100)) == "\"" + String(repeating: "厅", count: 80) + "…\" (100 characters)")
        #expect(MessageText.line("one\ntwo") == "one\\u{A}two")
        #expect(MessageText.line(String(repeating: "y", count: 5_000)).count < 2_100)
    }
}
