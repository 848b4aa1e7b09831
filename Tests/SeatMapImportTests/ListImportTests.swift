import Testing
import SeatMapCore
@testable import SeatMapImport

@Suite struct ListImportTests {
    @Test func coordinatesWithRowAxisFoundFromRowNumbers() throws {
        let r = try ImportFixtures.load("seat-list.json")
        #expect(r.format == "list")
        // Y is constant within each RowNum, so Y is the row axis; gaps (X 5, Y 7) stay aisles.
        // Status: the code most seats have (0) is available, any other (2) sold.
        #expect(r.hall.picture == ["oo.xo", "oo.ox", "", "oo"])
        #expect(r.hall.seatAt(0, 0).priceMinorUnits == 5632 && r.hall.seatAt(1, 0).priceMinorUnits == 5896 && r.hall.seatAt(3, 0).priceMinorUnits == 2360)
        #expect(r.hall.seatAt(0, 0).seatId == "H1-1-1")
    }

    @Test func rowAxisIsXWhenXIsConstantWithinRows() throws {
        let h = try ImportFixtures.decode(#"[{"RowNum": "1", "ColumnNum": "1", "XCoord": "1", "YCoord": "1", "Status": 1}, {"RowNum": "1", "ColumnNum": "2", "XCoord": "1", "YCoord": "2", "Status": 1}, {"RowNum": "2", "ColumnNum": "1", "XCoord": "2", "YCoord": "1", "Status": 1}]"#).hall
        #expect(h.picture == ["oo", "o"])
    }

    @Test func gridTypesGiveSofasAndStates() throws {
        let h = try ImportFixtures.load("seat-grid.json").hall
        #expect(h.picture == [".oxx", "", "().()"])
        #expect(h.seatAt(2, 3).status == .sold)
        #expect(h.movie?.title == "示例电影" && h.cinemaName == "示例影城" && h.hallName == "2号厅")
        #expect(h.showtime?.startsAt == "2026-11-29T19:30:00")
        #expect(h.seatAt(0, 1).priceMinorUnits == 4500)
    }

    @Test func slotRowsKeepListOrder() throws {
        let h = try ImportFixtures.load("seat-rows.json").hall
        #expect(h.picture == ["oxo.", "ooox"])
        #expect(h.seatAt(0, 0).colNo == 3 && h.maxSeats == 4)
    }

    @Test func twoSeatsOnOneSlotIsAnError() {
        let p = ImportFixtures.problems(#"[{"gRow": 1, "gCol": 1, "id": "a"}, {"gRow": 1, "gCol": 1, "id": "b"}]"#)
        #expect(p.map(\.path) == ["[1]"])
        #expect(p.first?.reason.contains("second seat on the grid slot of [0]") == true)
    }

    @Test func localTimeIsReadFromFreeText() {
        #expect(ListImporter.isoLocalTime("2019-03-06 周五 16:50") == "2019-03-06T16:50:00")
        #expect(ListImporter.isoLocalTime("周五 16:50") == nil)
        #expect(ListImporter.isoLocalTime("2019-03-06") == nil)
    }
}
