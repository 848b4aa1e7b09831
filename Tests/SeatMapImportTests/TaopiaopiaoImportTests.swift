import Testing
import SeatMapCore
@testable import SeatMapImport

@Suite struct TaopiaopiaoImportTests {
    @Test func seatListPlacesEverySlotAndPairsByCoupleId() throws {
        let r = try ImportFixtures.load("taopiaopiao.json")
        #expect(r.format == "taopiaopiao")
        let h = r.hall
        // Status 0 slots (the first and last column, the middle aisle) are aisles; both empty
        // border columns are dropped. Row 2: three sold; row 3: code 3 is locked; row 6: four
        // sofas by couple_id (one sold) and a single seat.
        #expect(h.picture == [
            "ooooo.oooo", "oooxx.xooo", "ooloo.oooo", "ooooo.oooo", "ooooo.oooo", "()()o.()()",
        ])
        #expect(r.notes.contains { $0.hasSuffix("dropped 1 empty leading column, 1 empty trailing column (no seat in them)") })
        #expect(h.seat(id: "603")?.status == .sold && h.seat(id: "604")?.status == .sold && h.seat(id: "605")?.zone == .normal)
        #expect(h.seat(id: "601")?.pair == .left && h.seat(id: "602")?.pair == .right)
        // row_num / col_num are the printed numbers; the ids are the source's (unique here).
        #expect(h.seat(id: "207")?.rowNo == 2 && h.seat(id: "207")?.colNo == 7)
        #expect(h.maxSeats == 4 && h.movie?.title == "流浪地球")
        #expect(h.seatCount == 54)
    }

    /// The app's mock data repeats one id for every single seat and names partners by ids that
    /// are not unique: ids come from the printed numbers, couples pair in list order.
    @Test func repeatedIdsFallBackToPrintedNumbersAndListOrderPairs() throws {
        func slot(_ r: Int, _ c: Int, _ rowNum: String, _ colNum: String, status: String = "1", type: String = "0", couple: String = "0") -> String {
            #"{"id": "123", "seat_type": "\#(type)", "couple_id": "\#(couple)", "status": "\#(status)", "row_num": "\#(rowNum)", "col_num": "\#(colNum)", "placeholder_row_id": "\#(r)", "placeholder_col_id": "\#(c)"}"#
        }
        let items = [
            slot(1, 1, "1", "1"), slot(1, 2, "1", "2"), slot(1, 3, "", "", status: "1"), slot(1, 4, "1", "3", status: "2"),
            slot(2, 1, "2", "1", type: "1", couple: "9"), slot(2, 2, "2", "2", type: "1", couple: "9"),
            slot(2, 3, "2", "3", status: "0"), slot(2, 4, "2", "4"),
        ]
        let r = try ImportFixtures.decode(#"{"data": {"seat_list": [\#(items.joined(separator: ", "))]}}"#)
        // An empty row_num is an aisle slot even with status 1; status 0 is no seat.
        #expect(r.hall.picture == ["oo.x", "().o"])
        #expect(r.hall.allSeats.map(\.seat.seatId) == ["1_1", "1_2", "1_3", "2_1", "2_2", "2_4"])
    }

    @Test func badStatusAndPositionAreLocated() {
        let p = ImportFixtures.problems(#"{"seat_list": [{"status": "x", "row_num": "1", "placeholder_row_id": "1", "placeholder_col_id": "1"}, {"status": "1", "row_num": "1", "placeholder_row_id": "one", "placeholder_col_id": "2"}]}"#)
        #expect(p.map(\.path) == ["seat_list[0].status", "seat_list[1].placeholder_row_id"])
        #expect(p.first?.reason.contains("0 no seat, 1 available, 2 sold") == true)
    }
}
