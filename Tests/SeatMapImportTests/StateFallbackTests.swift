import Foundation
import Testing
import SeatMapImport
import SeatMapCore

/// No importer lets a seat's state default to "available" in silence (issue 35): a seat whose
/// source says nothing of its state is counted in a note, and a guessed code table is said.
@Suite struct StateFallbackTests {
    @Test func aVistaSeatWithoutStatusIsNamed() throws {
        let text = try String(contentsOfFile: ImportFixtures.path("vista-layout.json"), encoding: .utf8)
        let clean = try ImportFixtures.decode(text)
        #expect(!clean.notes.contains { $0.contains("say nothing of") || $0.contains("says nothing of") }, "\(clean.notes)")
        // Drop the first seat's Status key.
        let range = try #require(text.range(of: #""Status": [^,}\n]*,?"#, options: .regularExpression))
        let stripped = text.replacingCharacters(in: range, with: "")
        let r = try ImportFixtures.decode(stripped)
        let note = try #require(r.notes.first { $0.contains("1 seat says nothing of its state") }, "\(r.notes)")
        #expect(note.hasSuffix("imported as available. If the export keeps it in another field, read it with --map (seatmap import in.txt --suggest-map drafts one)"))
    }

    @Test func slotsAndTypesWithoutAStateAreCounted() throws {
        let grid = try ImportFixtures.load("seat-grid.json")
        #expect(grid.notes.contains { $0.contains("seats say nothing of their state") }, "\(grid.notes)")
        // Every seat's state given: nothing to say.
        let typed = try ImportFixtures.decode(#"{"seatList": [{"gRow": 1, "gCol": 1, "type": "0-1"}, {"gRow": 1, "gCol": 2, "type": "0-2"}]}"#)
        #expect(!typed.notes.contains { $0.contains("nothing of") }, "\(typed.notes)")
        #expect(typed.hall.seatAt(0, 1).status == .sold)
    }

    @Test func guessedStatusCodesAreSaid() throws {
        let list = try ImportFixtures.load("seat-list.json")
        #expect(list.notes.contains { $0.contains("numeric Status codes read by count: 0 (8 seats, the most common) as available, 2 (2) as sold") }, "\(list.notes)")
    }
}
