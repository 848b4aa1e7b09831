import Testing
import SeatMapCore
@testable import SeatMapImport

@Suite struct VistaImportTests {
    @Test func seatLayoutDataPlacesAreasOnOneGrid() throws {
        let r = try ImportFixtures.load("vista-layout.json")
        #expect(r.format == "vista")
        let h = r.hall
        // The source lists row E (the back) first; row A is taken as the front and goes first.
        // A (with a gap... ), B (B4 Broken, B5 House), C (C1 Reserved, a gap), D (D3 Sold),
        // sofa row E (SeatsInGroup, one sold sofa).
        #expect(h.picture == [".oooooo", "oooxlooo", "loo..ooo", "ooxooooo", ".()()()"])
        #expect(h.rows.map { $0.first { !$0.isAisle }!.rowLabel } == ["A", "B", "C", "D", "E"])
        #expect(r.notes.contains { $0.contains("rows reversed so row A is next to the screen") })
        // Letter rows are numbered by their place among seat rows.
        #expect(h.seatAt(0, 1).rowNo == 1 && h.seatAt(0, 1).seatId == "A_1")
        // Zones: sofa category → couple; cheapest other category → normal; the rest golden.
        #expect(h.seatAt(4, 1).zone == .couple && h.seatAt(3, 0).zone == .normal && h.seatAt(1, 0).zone == .golden)
        // Prices from the ticket list (PriceInCents), the lowest per category.
        #expect(h.seatAt(3, 0).priceMinorUnits == 3500 && h.seatAt(1, 0).priceMinorUnits == 6550 && h.seatAt(4, 1).priceMinorUnits == 8000)
        // Zone names are the areas' Descriptions, not the tickets' ("Adult", "Sweetbox (per seat)").
        #expect(h.zoneNames == [.normal: "Standard", .golden: "VIP", .couple: "Couple"])
    }

    @Test func statusCodesMapToTheNearestSeedState() {
        // 0 Empty, 1 Sold, 2 Reserved, 3 Broken, 4 Placeholder, 5 House.
        #expect([0, 1, 2, 3, 4, 5].map { VistaImporter.status(.int($0)) } == [.available, .sold, .locked, .sold, .aisle, .locked])
        #expect(["Empty", "Sold", "Reserved", "Broken", "House"].map { VistaImporter.status(.string($0)) } == [.available, .sold, .locked, .sold, .locked])
        #expect(VistaImporter.status(.int(9)) == nil)
    }

    @Test func columnsVariantFollowsListOrderAndStatusNames() throws {
        let h = try ImportFixtures.load("vista-columns.json").hall
        // Every listed slot between seats is kept, empty ones ([] or {}) as aisles; the empty
        // first row (the back, after reversing) and the slot right of the last seat are dropped.
        #expect(h.picture == ["xoooooooo", ".ooo.ooo.", ".oxllxoo."])
        #expect(h.seatAt(2, 1).rowLabel == "C" && h.seatAt(2, 1).colNo == 1)
        // Premium 140 < Privilege 160.50: normal and golden, decimal price exact.
        #expect(h.seatAt(2, 1).zone == .normal && h.seatAt(2, 1).priceMinorUnits == 14000)
        #expect(h.seatAt(0, 0).zone == .golden && h.seatAt(0, 0).priceMinorUnits == 16050)
    }

    @Test func badStatusIsLocated() {
        let p = ImportFixtures.problems(#"{"SeatLayoutData": {"Areas": [{"AreaCategoryCode": "1", "Rows": [{"PhysicalName": "A", "Seats": [{"Id": "1", "Position": {"RowIndex": 0, "ColumnIndex": 0}, "Status": 42}]}]}]}}"#)
        #expect(p.map(\.path) == ["SeatLayoutData.Areas[0].Rows[0].Seats[0].Status"])
        #expect(p.first?.reason.contains("Vista status") == true)
    }

    @Test func hugeGridPositionIsRefusedBeforeAllocating() {
        let p = ImportFixtures.problems(#"{"SeatLayoutData": {"Areas": [{"Rows": [{"PhysicalName": "A", "Seats": [{"Id": "1", "Position": {"RowIndex": 5, "ColumnIndex": 99999999}, "Status": 0}]}]}]}}"#)
        #expect(p.first?.reason.contains("outside the 1000 × 1000 grid") == true)
    }
}
