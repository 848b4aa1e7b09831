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
        #expect(h.seatAt(1, 0).priceMinorUnits == 5632 && h.seatAt(3, 1).priceMinorUnits == 2360 && h.seatAt(3, 0).priceMinorUnits == 8800)
        #expect(h.seatAt(3, 0).seatId == #"C1,"left""#)
        #expect(h.seatAt(1, 0).zone == .golden)
    }

    @Test func rowsInAnyOrderAndMinimalColumns() throws {
        let h = try ImportFixtures.decode("col,row\n2,2\n1,1\n", as: .csv).hall
        #expect(h.picture == ["o", ".o"])
        #expect(h.seatAt(1, 1).seatId == "2_2" && h.seatAt(1, 1).priceMinorUnits == 0)
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

    @Test func unknownColumnsAreANoteAndBrokenQuotesAreErrors() throws {
        let r = try ImportFixtures.decode("row,col,colour,notes\n1,1,red,front\n")
        #expect(r.hall.seatCount == 1)
        #expect(r.notes == [#"in.txt: ignored columns "colour", "notes" (SeatMap reads row, col, rowLabel, colLabel, seatId, zone, price, status, pair)"#,
                            Self.statusless(1)])
        let open = ImportFixtures.problems("row,col,seatId\n1,1,\"A1\n")
        #expect(open.first?.reason == "a quoted field is never closed" && open.first?.line == 2)
        let stray = ImportFixtures.problems("row,col,seatId\n1,1,A\"1\n")
        #expect(stray.first?.reason.contains("quote inside an unquoted field") == true)
    }

    /// `;` and tab separators, an Excel `sep=` line, Chinese status words, a decimal comma.
    @Test func dialects() throws {
        let semi = try ImportFixtures.decode("sep=;\nrow;col;status;price\n1;1;可选;45,50\n1;2;已售;45,50\n1;3;锁定;45\n2;1;维修;30\n2;2;过道;\n")
        #expect(semi.hall.seatCount == 4)
        #expect(semi.hall.seatAt(0, 0).status == .available && semi.hall.seatAt(0, 0).priceMinorUnits == 4550)
        #expect(semi.hall.seatAt(0, 1).status == .sold && semi.hall.seatAt(0, 2).status == .locked)
        #expect(semi.hall.seatAt(1, 0).status == .locked)  // under repair: not sellable
        let detected = try ImportFixtures.decode("row;col;price\n1;1;56,32\n")
        #expect(detected.hall.seatAt(0, 0).priceMinorUnits == 5632)
        let tab = try ImportFixtures.decode("row\tcol\tseatId\n1\t1\t\"A, 1\"\n")
        #expect(tab.hall.seatAt(0, 0).seatId == "A, 1")
        // With a comma separator a price's comma is a separator, so 45,50 is two fields.
        #expect(ImportFixtures.problems("row,col,price\n1,1,45,50\n").first?.reason == "4 fields where the header has 3")
        // A sep= line moves line numbers: the header is line 2, the first seat line 3.
        let located = ImportFixtures.problems("sep=;\nrow;col;status\n1;1;asleep\n")
        #expect(located.first?.line == 3 && located.first?.reason.contains("unknown status \"asleep\"") == true)
    }

    /// Two price tiers without zones become two zones (the legend then shows both prices); more
    /// tiers stay in one zone, with a note.
    /// The note of a CSV with no status column: its seats import as available, said aloud.
    static func statusless(_ n: Int) -> String {
        "in.txt: \(n == 1 ? "1 seat says nothing of its" : "\(n) seats say nothing of their") state (first: line 2); imported as available. If the export keeps it in another field, read it with --map (seatmap import in.txt --suggest-map drafts one)"
    }

    @Test func priceTiersBecomeZones() throws {
        // The CSV names no currency: that is said first, then what became of the tiers.
        let currencyNote = "in.txt: the source names no currency; its prices are read as yuan (CNY); if they are not, give the currency: seatmap import in.txt --currency CODE (VND, THB, USD, …)"
        let two = try ImportFixtures.decode("row,col,price\n1,1,56.32\n1,2,58.96\n1,3,56.32\n")
        #expect(two.hall.seatAt(0, 0).zone == .normal && two.hall.seatAt(0, 1).zone == .golden)
        #expect(two.notes == [currencyNote, Self.statusless(3), "in.txt: 2 price tiers became zones: normal ¥56.32, golden ¥58.96"])
        let three = try ImportFixtures.decode("row,col,price\n1,1,30\n1,2,40\n1,3,50\n")
        #expect(three.hall.rows[0].allSatisfy { $0.zone == .normal })
        #expect(three.notes.last?.contains("3 price tiers (¥30, ¥40, ¥50) in one zone") == true)
        // Zones the source gives are kept as they are.
        let given = try ImportFixtures.decode("row,col,price,zone\n1,1,30,1\n1,2,40,1\n")
        #expect(given.hall.rows[0].allSatisfy { $0.zone == .normal } && given.notes == [currencyNote, Self.statusless(2)])
    }

    @Test func parserFollowsRFC4180() throws {
        let records = try CSVImporter.parse("a,\"b,c\",\"d\"\"e\"\r\n\"multi\nline\",,x")
        #expect(records.map { $0.map(\.text) } == [["a", "b,c", "d\"e"], ["multi\nline", "", "x"]])
        #expect(records[1][2].line == 3 && records[1][2].column == 8)
    }
}

@Suite struct SeatKindImportTests {
    @Test func csvVistaAndMappedListsReadKinds() throws {
        let csv = try ImportFixtures.load("seats-kinds.csv").hall
        #expect(csv.seat(id: "A1")?.kind == .wheelchair && csv.seat(id: "A2")?.kind == .companion && csv.seat(id: "A3")?.kind == nil)
        #expect(csv.seat(id: "C3")?.kind == .motion && csv.seat(id: "B2")?.kind == .restrictedView)
        let zh = try ImportFixtures.decode("row,col,kind\n1,1,轮椅位\n1,2,陪同座\n1,3,普通\n", file: "k.csv").hall
        #expect(zh.allSeats.map(\.seat.kind) == [.wheelchair, .companion, nil])
        let p = ImportFixtures.problems("row,col,kind\n1,1,throne\n")
        #expect(p.first?.reason.contains(#"unknown seat kind "throne""#) == true)
        let vista = try ImportFixtures.decode(#"{"SeatLayoutData": {"Areas": [{"AreaCategoryCode": "1", "Rows": [{"PhysicalName": "A", "Seats": [{"Id": "1", "Position": {"RowIndex": 0, "ColumnIndex": 0}, "Status": 0, "SeatStyle": "Wheelchair"}, {"Id": "2", "Position": {"RowIndex": 0, "ColumnIndex": 1}, "Status": 0, "SeatStyle": "Companion"}, {"Id": "3", "Position": {"RowIndex": 0, "ColumnIndex": 2}, "Status": 0, "SeatStyle": "Normal"}]}]}]}}"#).hall
        #expect(vista.allSeats.map(\.seat.kind) == [.wheelchair, .companion, nil])
        let mapping = try ImportMapping.decode(Array(#"{"seats": "list", "row": "r", "col": "c", "kind": "type"}"#.utf8), file: "m.json")
        let mapped = try HallImport.decode(Array(#"{"list": [{"r": 1, "c": 1, "type": "handicap"}, {"r": 1, "c": 2, "type": "recliner"}]}"#.utf8),
                                           file: "l.json", mapping: mapping, mappingFile: "m.json").hall
        #expect(mapped.allSeats.map(\.seat.kind) == [.wheelchair, .recliner])
    }
}
