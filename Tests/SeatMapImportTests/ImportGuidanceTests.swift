import Testing
import SeatMapCore
@testable import SeatMapImport

/// Imports say what they assumed and how to go on: no format matching points at `--map`, text
/// that is no CSV is not reported as a CSV quoting error, and a currency nobody named is said.
@Suite struct ImportGuidanceTests {
    @Test func noFormatMatchingPointsAtAMapping() {
        #expect { try ImportFixtures.decode(#"{"a": 1}"#, file: "x.json") } throws: { e in
            "\(e)".contains("not a hall file or an importable format; tried ")
                && "\(e)".contains("if it is a list of seats, read it with a mapping of its keys: seatmap import x.json --map MAP.json")
        }
    }

    @Test func textThatIsNoCSVIsNotACSVQuotingError() {
        let swift = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n  name: \"x\"\n)\n"
        #expect { try ImportFixtures.decode(swift, file: "Package.swift") } throws: { e in
            "\(e)".contains("csv: the first line is not a header naming row and col") && !"\(e)".contains("quote")
        }
        // A CSV with a header keeps its located syntax error.
        #expect(ImportFixtures.problems("row,col\n1,\"2\n", as: .auto).first?.reason == "a quoted field is never closed")
    }

    @Test func aCurrencyNobodyNamedIsSaid() throws {
        let csv = "row,col,price\n1,1,80000\n"
        let r = try ImportFixtures.decode(csv, file: "vn.csv")
        #expect(r.notes.contains("vn.csv: the source names no currency; its prices are read as yuan (CNY); if they are not, give the currency: seatmap import vn.csv --currency CODE (VND, THB, USD, …)"), "\(r.notes)")
        let named = try HallImport.decode(Array(csv.utf8), file: "vn.csv", currency: Currency.named("VND"))
        #expect(!named.notes.contains { $0.contains("names no currency") })
        // Maoyan sells in yuan only: nothing to say.
        let maoyan = try ImportFixtures.load("maoyan-app.json")
        #expect(!maoyan.notes.contains { $0.contains("names no currency") })
    }
}

extension ImportGuidanceTests {
    @Test func taopiaopiaoCellsWithSeatNumbersButNoSeatAreNamed() throws {
        let text = #"{"data": {"seat_list": [{"placeholder_row_id": "1", "placeholder_col_id": "1", "status": "1", "row_num": "1", "col_num": "10", "id": "a"}, {"placeholder_row_id": "1", "placeholder_col_id": "2", "status": "0", "row_num": "1", "col_num": "11", "id": "b"}, {"placeholder_row_id": "1", "placeholder_col_id": "3", "status": "1", "row_num": "1", "col_num": "12", "id": "c"}]}}"#
        let r = try ImportFixtures.decode(text, as: .taopiaopiao, file: "tpp.json")
        #expect(r.hall.picture == ["o.o"])
        #expect(r.notes.contains("tpp.json: 1 cell with status 0 carries seat numbers (1排11); status 0 means no seat, as the app draws it, so none is drawn there"), "\(r.notes)")
    }
}
