import Testing
import SeatMapCore
@testable import SeatMapImport

@Suite struct MaoyanImportTests {
    @Test func appGridKeepsSlotsWalkwaysAndRightToLeftLabels() throws {
        let r = try ImportFixtures.load("maoyan-app.json")
        #expect(r.format == "maoyan")
        let h = r.hall
        // rowNum 1, 2, 4: the missing 3 is a walkway; every E cell keeps its slot.
        #expect(h.picture == [".oox.ooo.", "ooxx.ooo.", "", ".().oo.()"])
        // Column ids run right to left: grid order is the data's, the numbers are the labels.
        #expect(h.seatAt(0, 1).colNo == 6 && h.seatAt(0, 7).colNo == 1)
        #expect(h.seatAt(0, 1).colLabel == nil)  // "06" is the number 6
        #expect(h.seatAt(0, 1).seatId == "1_06")
        #expect(h.seatAt(3, 1).rowNo == 3)
        #expect(h.seatAt(3, 1).pair == .left && h.seatAt(3, 2).pair == .right)
        #expect(h.movie == nil && h.showtime == nil && h.maxSeats == 6)
    }

    @Test func plistGivesTheSameHallAsJSON() throws {
        let a = try ImportFixtures.load("maoyan-app.json").hall
        let b = try ImportFixtures.load("maoyan-app.plist").hall
        #expect(a.json.serialized() == b.json.serialized())
    }

    @Test func webSnakeCaseWithSectionPriceAndLimit() throws {
        let h = try ImportFixtures.load("maoyan-web-snake.json").hall
        #expect(h.picture == ["oo.x", "().o"])
        #expect(h.allSeats.allSatisfy { $0.seat.priceMinorUnits == 2360 })  // "23.6" yuan, exactly
        #expect(h.maxSeats == 4)
        #expect(h.seatAt(1, 0).seatId == "A#02#01")
    }

    @Test func unknownStatusIsLocated() {
        let p = ImportFixtures.problems(#"{"seats": [{"rowId": "1", "columns": [{"columnId": "1", "st": "N"}, {"columnId": "2", "st": "Q"}]}]}"#)
        #expect(p.count == 1)
        #expect(p.first?.path == "seats[0].columns[1].st")
        #expect(p.first?.line == 1)
        #expect(p.first?.reason.contains("unknown status \"Q\"") == true)
    }

    @Test func halfWithoutItsPartnerIsASingleCoupleSeat() throws {
        let h = try ImportFixtures.decode(#"{"rows": [{"rowId": "1", "cells": [{"st": "L", "columnId": "1"}, {"st": "N", "columnId": "2"}, {"st": "R", "columnId": "3"}]}]}"#).hall
        #expect(h.picture == ["coc"])
    }
}

/// The snake_case app export: `seat_status` beside `st`, the hall name in `data.hall`, and a
/// grid padded with empty cells on both sides.
@Suite struct MaoyanSeatStatusTests {
    @Test func seatStatusWinsOverTheTypeCode() throws {
        let r = try ImportFixtures.load("maoyan-app-snake.json")
        let h = r.hall
        // Row 1: a sofa (st L/R) and LK seats, all seat_status 4: sold; row 3 seat 5: 2 → sold.
        #expect(h.seat(id: "0102#01#01")?.zone == .couple && h.seat(id: "0102#01#01")?.status == .sold)
        #expect(h.seat(id: "0102#01#02")?.status == .sold)
        #expect(h.seat(id: "0102#03#05")?.status == .sold && h.seat(id: "0102#03#04")?.status == .available)
        #expect(h.hallName == "2号厅 杜比全景声")
        // Two E cells on each side in every row: dropped on both sides, the hall stays centred.
        #expect(h.rows.allSatisfy { $0.count == 8 } && h.rows[0][0].seatId == "0102#01#01")
        #expect(r.notes.contains { $0.hasSuffix("dropped 2 empty leading columns, 2 empty trailing columns (no seat in them)") })
    }

    @Test func seatStatusMustBeANumber() {
        let p = ImportFixtures.problems(#"{"seats": [{"row_id": "1", "columns": [{"st": "N", "seat_no": "a", "seat_status": "sold"}]}]}"#)
        #expect(p.map(\.path) == ["seats[0].columns[0].seat_status"])
    }
}
