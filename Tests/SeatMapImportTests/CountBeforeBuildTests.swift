import Testing
import SeatMapCore
@testable import SeatMapImport

/// Parsers count before they build: an input under the byte limit that can only be refused is
/// refused at the place past the count, with its line and column, not after materialising it.
@Suite struct CountBeforeBuildTests {
    @Test func aJSONDocumentPastTheValueCountIsRefusedWhereItCrossesIt() throws {
        let count = JSONParser.maxValues  // the array itself is one more value
        let text = "[" + String(repeating: "0,", count: count - 1) + "0]"
        #expect { try JSONParser.parse(utf8: Array(text.utf8)) } throws: { e in
            guard let e = e as? JSONParser.SyntaxError else { return false }
            return e.line == 1 && e.column == 2 * count && e.reason.contains("more than \(JSONParser.maxValues) values")
        }
        // One fewer is a document.
        let fits = "[" + String(repeating: "0,", count: count - 2) + "0]"
        #expect(try JSONParser.parse(utf8: Array(fits.utf8)).arrayElements?.count == count - 1)
    }

    @Test func aCSVLineOfTooManyFieldsIsRefusedAtTheFieldPastTheCount() throws {
        let line = String(repeating: ",", count: 60_000)
        #expect(throws: CSVImporter.SyntaxError.self) { try CSVImporter.parse(Substring("row,col\n" + line)) }
        do { _ = try CSVImporter.parse(Substring("row,col\n" + line)) } catch {
            #expect(error.line == 2 && error.column == CSVImporter.maxFieldsPerLine + 1)
            #expect(error.reason == "more than 1000 fields on one line; seat data has a field per column")
        }
        let problems = ImportFixtures.problems("row,col\n" + line, as: .csv)
        #expect(problems.contains { $0.line == 2 && $0.reason.hasPrefix("more than 1000 fields") }, "\(problems)")
    }

    @Test func aCSVOfMoreSeatLinesThanAHallHoldsIsRefusedAtTheFirstLinePast() throws {
        // Blank lines are not seats.
        var text = "row,col,status\n\n\n"
        for i in 0...HallFile.maxSeats { text += "\(i / 1000 + 1),\(i % 1000 + 1),available\n" }
        let problems = ImportFixtures.problems(text, as: .csv)
        #expect(problems.count == 1 && problems[0].line == HallFile.maxSeats + 4 && problems[0].reason == "more than 200000 seat lines; a hall has at most 200000 slots", "\(problems.prefix(2))")
    }

    /// Lines × fields a line would admit 200 million fields (2 GB kept); the file as a whole is
    /// bounded at 20 fields a seat, refused at the field past the count.
    @Test func aCSVOfMoreFieldsThanSeatsNeedIsRefusedAtTheFieldPastTheCount() throws {
        let row = String(repeating: "1,", count: 999) + "1\n"
        let lines = CSVImporter.maxFields / 1000 + 1
        let text = "row,col" + String(repeating: ",", count: 998) + "\n" + String(repeating: row, count: lines)
        do { _ = try CSVImporter.parse(Substring(text)); Issue.record("parsed") } catch {
            #expect(error.line == lines && error.column == 1, "\(error.line):\(error.column)")
            #expect(error.reason == "more than 4000000 fields in the file; seat data has at most 20 a seat for 200000 seats")
        }
    }

    /// One object of more keys than any document has is refused at the key past the bound.
    @Test func anObjectPastTheMemberCountIsRefusedAtTheKeyPastIt() throws {
        var text = "{"
        for i in 0...JSONParser.maxMembers { text += (i == 0 ? "" : ",") + "\"\(i)\":0" }
        text += "}"
        #expect { try JSONParser.parse(utf8: Array(text.utf8)) } throws: { e in
            guard let e = e as? JSONParser.SyntaxError else { return false }
            return e.line == 1 && e.reason.hasPrefix("more than 1000000 members in one object")
        }
    }
}
