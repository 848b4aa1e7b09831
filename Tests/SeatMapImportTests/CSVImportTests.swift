import Testing
import SeatMapCore
@testable import SeatMapImport

@Suite struct CSVImportTests {
    @Test func spreadsheetExportWithQuotesBOMAndCRLF() throws {
        let r = try ImportFixtures.load("seats.csv")
        #expect(r.format == "csv")
        let h = r.hall
        #expect(h.picture == ["ox.o", "lox", "", "()"])
        #expect(h.seatAt(0, 0).rowLabel == "A" && h.seatAt(0, 0).rowNo == 1 && h.seatAt(0, 3).colNo == 3)
        #expect(h.seatAt(1, 0).priceFen == 5632 && h.seatAt(3, 1).priceFen == 2360 && h.seatAt(3, 0).priceFen == 8800)
        #expect(h.seatAt(3, 0).seatId == #"C1,"left""#)
        #expect(h.seatAt(1, 0).zone == .golden)
    }

    @Test func rowsInAnyOrderAndMinimalColumns() throws {
        let h = try ImportFixtures.decode("col,row\n2,2\n1,1\n", as: .csv).hall
        #expect(h.picture == ["o", ".o"])
        #expect(h.seatAt(1, 1).seatId == "2_2" && h.seatAt(1, 1).priceFen == 0)
    }

    @Test func eachErrorIsLocatedByLineAndColumn() {
        let p = ImportFixtures.problems("row,col,price,status\n1,1,12.345,available\n1,2,9,asleep\nx,3,1,1\n1,3,5,1\n1,3,5,1\n1,4\n")
        #expect(p.map(\.path) == ["price", "status", "row", "line 6", "line 7"])
        #expect(p.map(\.line) == [2, 3, 4, 6, 7])
        #expect(p[0].column == 5 && p[0].reason.contains("more than two decimals"))
        #expect(p[1].column == 7 && p[1].reason.contains("unknown status \"asleep\""))
        #expect(p[3].reason.contains("second seat at row 1, col 3 (the first is on line 5)"))
        #expect(p[4].reason == "2 fields where the header has 4")
    }

    @Test func unknownHeaderAndBrokenQuotesAreErrors() {
        #expect(ImportFixtures.problems("row,col,colour\n1,1,red\n").first?.reason.contains("unknown column \"colour\"") == true)
        let open = ImportFixtures.problems("row,col,seatId\n1,1,\"A1\n")
        #expect(open.first?.reason == "a quoted field is never closed" && open.first?.line == 2)
        let stray = ImportFixtures.problems("row,col,seatId\n1,1,A\"1\n")
        #expect(stray.first?.reason.contains("quote inside an unquoted field") == true)
    }

    @Test func parserFollowsRFC4180() throws {
        let records = try CSVImporter.parse("a,\"b,c\",\"d\"\"e\"\r\n\"multi\nline\",,x")
        #expect(records.map { $0.map(\.text) } == [["a", "b,c", "d\"e"], ["multi\nline", "", "x"]])
        #expect(records[1][2].line == 3 && records[1][2].column == 8)
    }
}
