import Testing
import SeatMapCore
@testable import SeatMapImport

/// A mapping never turns seat data wrong in silence: status values of any JSON type match its
/// table by their JSON text, a value it does not list is an error, a key no seat has is an error,
/// and seats without the status key are said to be imported as available.
@Suite struct MappingValueTests {
    let list = #"{"seats": [{"r": 1, "c": 1, "disabled": false}, {"r": 1, "c": 2, "disabled": true}, {"r": 1, "c": 3, "disabled": false}, {"r": 1, "c": 4, "disabled": true}]}"#

    func mapping(status: String = "disabled", statuses: [String: SeatStatus]) -> ImportMapping {
        ImportMapping(seats: "seats", row: "r", col: "c", status: status, statuses: statuses)
    }

    func decode(_ text: String, _ m: ImportMapping) throws(ImportError) -> HallImport.Result {
        try HallImport.decode(Array(text.utf8), file: "list.json", mapping: m, mappingFile: "map.json")
    }

    @Test func booleanStatusesMatchByTheirJSONText() throws {
        let r = try decode(list, mapping(statuses: ["false": .available, "true": .sold]))
        #expect(r.hall.picture.joined(separator: "/") == "oxox", "\(r.hall.picture.joined(separator: "/"))")
    }

    @Test func numbersAndNullMatchByTheirJSONText() throws {
        let text = #"{"seats": [{"r": 1, "c": 1, "s": 0}, {"r": 1, "c": 2, "s": 1}, {"r": 1, "c": 3, "s": null}, {"r": 1, "c": 4, "s": "2"}]}"#
        let r = try decode(text, mapping(status: "s", statuses: ["0": .available, "1": .sold, "null": .locked, "2": .sold]))
        #expect(r.hall.picture.joined(separator: "/") == "oxlx", "\(r.hall.picture.joined(separator: "/"))")
    }

    @Test func aTableThatDoesNotListTheValuesIsAnErrorAtEachSeat() {
        #expect { try decode(list, mapping(statuses: ["0": .available, "1": .sold])) } throws: { e in
            guard case let ImportError.invalid(_, problems)? = e as? ImportError else { return false }
            return problems.count == 4 && problems[1].path == "seats[1].disabled" && problems[1].line == 1
                && problems[1].reason == #"status "true" is not in the mapping's statuses ("0", "1")"#
        }
    }

    @Test func aStatusKeyNoSeatHasIsAnError() {
        #expect { try decode(list, mapping(status: "disabledd", statuses: ["false": .available, "true": .sold])) } throws: { e in
            "\(e)".contains(#"the mapping map.json reads status from the key "disabledd", but no seat has it (the first seat's keys: "r", "c", "disabled")"#)
        }
        // Another key no seat has is said, not silently skipped.
        var m = mapping(statuses: ["false": .available, "true": .sold])
        m.price = "prise"
        let r = try? decode(list, m)
        #expect(r?.notes.contains { $0.contains(#"reads price from the key "prise", but no seat has it (the first seat's keys: "r", "c", "disabled"); no seat's price was read"#) } == true, "\(r?.notes ?? [])")
    }

    @Test func seatsWithoutTheStatusKeyAreSaidToBeAvailable() throws {
        let text = #"{"seats": [{"r": 1, "c": 1, "disabled": true}, {"r": 1, "c": 2}, {"r": 1, "c": 3}]}"#
        let r = try decode(text, mapping(statuses: ["false": .available, "true": .sold]))
        #expect(r.hall.picture.joined(separator: "/") == "xoo")
        #expect(r.notes.contains(#"list.json: 2 seats have no "disabled" (the mapping's status key); imported as available"#), "\(r.notes)")
    }

    @Test func anObjectAsAStatusIsAnError() {
        let text = #"{"seats": [{"r": 1, "c": 1, "disabled": {"v": true}}]}"#
        #expect { try decode(text, mapping(statuses: ["true": .sold])) } throws: { e in
            "\(e)".contains("seats[0].disabled: expected a status value (a string, number, true, false or null), found an object")
        }
    }
}

extension MappingValueTests {
    /// The printed numbers inside a label are the seat's labels, not the grid column.
    @Test func seatNumbersInsideALabelAreKept() throws {
        let text = #"{"seats": [{"r": 1, "c": 1, "name": "1排11座"}, {"r": 1, "c": 2, "name": "1排12座"}, {"r": 2, "c": 1, "name": "2排9号"}]}"#
        var m = ImportMapping(seats: "seats", row: "r", col: "c")
        m.label = "name"
        let r = try decode(text, m)
        let seats = r.hall.allSeats.map(\.seat)
        // Printed numbers become the seat's numbers (so its label reads 1排11号, not 1排1号).
        #expect(seats.map(\.rowNo) == [1, 1, 2] && seats.map(\.colNo) == [11, 12, 9], "\(seats.map(\.colNo))")
        // A pattern of one's own, and a label it does not match: located.
        m.labelPattern = #"R(?<row>\d+)-S(?<col>\d+)"#
        #expect { try decode(text, m) } throws: { e in
            "\(e)".contains(#"seats[0].name: label "1排11座" does not match the mapping's labelPattern "R(?<row>\d+)-S(?<col>\d+)""#)
        }
    }

    @Test func aLabelPatternIsCheckedWhenTheMappingIsRead() {
        for (pattern, reason) in [(#"(?<row>\d+"#, "not a regular expression"), (#"(\d+)排(\d+)"#, "needs the named groups (?<row>…) and (?<col>…)")] {
            let text = #"{"row": "r", "col": "c", "label": "name", "labelPattern": "\#(pattern.replacingOccurrences(of: "\\", with: "\\\\"))"}"#
            #expect(throws: ImportError.self) { try ImportMapping.decode(Array(text.utf8), file: "map.json") }
            do { _ = try ImportMapping.decode(Array(text.utf8), file: "map.json") } catch {
                #expect("\(error)".contains("labelPattern: ") && "\(error)".contains(reason), "\(error)")
            }
        }
    }
}

extension MappingValueTests {
    /// Rows keyed by name (a React theatre app's `{"A": [seat…]}`) and arrays of rows need no
    /// script: a seat's place is its row's position and its own, the row's key its label.
    @Test func rowKeyedSeatsAndArraysOfRows() throws {
        let keyed = #"{"A": [{"id": "A1", "booked": false}, {"id": "A2", "booked": true}, null, {"id": "A4", "booked": false}], "B": [{"id": "B1", "booked": false}]}"#
        let mapping = try ImportMapping.decode(Array(#"{"seatId": "id", "status": "booked", "statuses": {"false": "available", "true": "sold"}}"#.utf8), file: "map.json")
        let r = try decode(keyed, mapping)
        #expect(r.hall.picture == ["ox.o", "o"], "\(r.hall.picture)")
        let first = try #require(r.hall.allSeats.first?.seat)
        #expect(first.seatId == "A1" && first.rowLabel == "A")
        let rows = #"{"seats": [[{"id": "1"}, {"id": "2", "s": "sold"}], [{}, {"id": "3"}]]}"#
        let m2 = try ImportMapping.decode(Array(#"{"seats": "seats", "seatId": "id"}"#.utf8), file: "map.json")
        #expect(try decode(rows, m2).hall.picture == ["oo", ".o"])
        // A flat list still needs row and col.
        #expect { try decode(#"{"seats": [{"id": "1"}]}"#, m2) } throws: { e in "\(e)".contains("must name the keys of each seat's grid row and column") }
        #expect(throws: ImportError.self) { try ImportMapping.decode(Array(#"{"row": "r"}"#.utf8), file: "map.json") }
    }
}

extension MappingValueTests {
    /// `--suggest-map`: a draft that finds the seats, the grid keys and the status values, and
    /// after its guesses are checked reads the list right.
    @Test func aDraftMappingFindsTheSeatsAndTheirStatuses() throws {
        let keyed = #"{"theatre": "Roxy", "seats": {"A": [{"id": "A1", "price": 12, "booked": false}, {"id": "A2", "price": 12, "booked": true}], "B": [{"id": "B1", "price": 10, "booked": false}, null]}}"#
        let draft = try MappingDraft.suggest(Array(keyed.utf8), file: "roxy.json")
        #expect(draft.text.contains(#""seats": "seats""#) && draft.text.contains(#""status": "booked""#)
                && draft.text.contains(#""statuses": {"false": "available", "true": "sold"}"#), "\(draft.text)")
        #expect(draft.notes.contains(#"status "true" (1 seat): guessed sold — check it against the app"#), "\(draft.notes)")
        let mapping = try ImportMapping.decode(Array(draft.text.utf8), file: "draft.json")
        #expect(try decode(keyed, mapping).hall.picture == ["ox", "o"])

        let flat = try MappingDraft.suggest(Array(list.utf8), file: "list.json")
        #expect(flat.text.contains(#""row": "r""#) && flat.text.contains(#""col": "c""#), "\(flat.text)")
        #expect(try decode(list, try ImportMapping.decode(Array(flat.text.utf8), file: "draft.json")).hall.picture == ["oxox"])
        // Values it cannot tell are "?": the draft does not read until a person says.
        let codes = #"{"seats": [{"r": 1, "c": 1, "status": "7"}]}"#
        let unknown = try MappingDraft.suggest(Array(codes.utf8), file: "codes.json")
        #expect(unknown.text.contains(#""statuses": {"7": "?"}"#))
        #expect(throws: ImportError.self) { try ImportMapping.decode(Array(unknown.text.utf8), file: "draft.json") }
    }
}

extension MappingValueTests {
    /// A flat list whose rows are letters (`{"row": "A", "number": 1}`, as US theatres export
    /// them): the draft maps it, the rows are read in letter order (Z before AA) with the
    /// letter kept as the row label, and a skipped letter leaves no empty grid row.
    @Test func letterRowsReadInLetterOrderWithTheLetterAsLabel() throws {
        var seats: [String] = []
        for row in ["A", "B", "C", "Z", "AA"] {
            for n in 1...3 { seats.append(#"{"row": "\#(row)", "number": \#(n), "status": "\#(n == 2 && row == "B" ? "sold" : "available")"}"#) }
        }
        let text = #"{"data": {"seats": [\#(seats.reversed().joined(separator: ", "))]}}"#
        let draft = try MappingDraft.suggest(Array(text.utf8), file: "us.json")
        #expect(draft.text.contains(#""row": "row""#) && draft.text.contains(#""col": "number""#), "\(draft.text)")
        #expect(draft.notes.contains { $0.contains(#"the rows in "row" are letters"#) }, "\(draft.notes)")
        let r = try decode(text, try ImportMapping.decode(Array(draft.text.utf8), file: "draft.json"))
        #expect(r.hall.picture == ["ooo", "oxo", "ooo", "ooo", "ooo"], "\(r.hall.picture)")
        let rowLabels = r.hall.allSeats.compactMap(\.seat.rowLabel)
        #expect(Array(Set(rowLabels)).sorted() == ["A", "AA", "B", "C", "Z"])
        #expect(r.hall.allSeats.first { $0.seat.rowLabel == "AA" }.map { $0.index.row } == 4, "AA is the fifth row (0-based 4)")
        #expect(r.notes.contains(#"list.json: rows "row" are letters (A…AA, 5 rows): read in letter order, one grid row each, the letter kept as the row label"#), "\(r.notes)")
        // Numbers and letters mixed are not letter rows: each seat that is not a number says what it found.
        let mixed = #"{"seats": [{"r": "1", "c": 1}, {"r": "B", "c": 2}]}"#
        #expect { try decode(mixed, ImportMapping(seats: "seats", row: "r", col: "c")) } throws: { e in
            guard case let ImportError.invalid(_, problems)? = e as? ImportError else { return false }
            return problems.count == 1 && problems[0].path == "seats[1]" && problems[0].reason.contains(#"found "B" and "2""#)
        }
    }

    /// A misspelt grid key is one error naming the key, its near miss and the keys seats have —
    /// never one error per seat; in rows (where places are positions) it is a note.
    @Test func aMisspeltGridKeyIsOneErrorWithItsNearMiss() throws {
        let seats = (1...110).map { #"{"rowIndex": \#(($0 - 1) / 10 + 1), "columnIndex": \#(($0 - 1) % 10 + 1), "state": "free"}"# }
        let text = "[\(seats.joined(separator: ", "))]"
        #expect { try decode(text, ImportMapping(row: "rowIndex", col: "columnIndx")) } throws: { e in
            guard case let ImportError.invalid(_, problems)? = e as? ImportError else { return false }
            return problems.count == 1 && problems[0].reason == #"the mapping map.json reads the grid col from the key "columnIndx", but no seat has it (did you mean "columnIndex"? the seats' keys: "rowIndex", "columnIndex", "state")"#
        }
        let keyed = #"{"A": [{"id": "A1"}, {"id": "A2"}], "B": [{"id": "B1"}]}"#
        let r = try decode(keyed, ImportMapping(row: "r", col: "c", seatId: "id"))
        #expect(r.hall.picture == ["oo", "o"])
        #expect(r.notes.contains { $0.contains(#"reads the grid row from the key "r", but no seat has it"#) && $0.hasSuffix("the seats are given as rows, so each seat's place is its position in its row") }, "\(r.notes)")
    }
}

extension MappingValueTests {
    /// A label pattern that could backtrack for minutes (a repeated group that repeats or has
    /// alternatives) is refused when the mapping is read; the default and plain patterns are
    /// not; a label longer than the bound is a located error, never matched.
    @Test func catastrophicLabelPatternsAreRefused() throws {
        for bad in [#"(?<row>(a+)+)(?<col>[0-9]+)"#, #"(?<row>(\d+)+)排(?<col>[0-9]+)"#, #"(?<row>(?:ab|cd)*)(?<col>[0-9]+)"#,
                    #"(?<row>([A-Z]{1,3}){2,})(?<col>[0-9]+)"#] {
            let text = #"{"row": "r", "col": "c", "label": "l", "labelPattern": "\#(bad.replacingOccurrences(of: "\\", with: "\\\\"))"}"#
            #expect { try ImportMapping.decode(Array(text.utf8), file: "map.json") } throws: { e in
                "\(e)".contains("labelPattern: ") && "\(e)".contains("repeats a part that itself repeats or has alternatives")
            }
        }
        for good in [ImportMapping.defaultLabelPattern, #"(?<row>[A-Z]{1,2})排(?<col>\d+)"#, #"(?<row>\d+)-(?<col>\d+)(号|座)?"#] {
            #expect(LabelPattern.catastrophicPart(good) == nil, "\(good)")
        }
        // Fast on the label that took 68 s: refused before any seat is read.
        let seats = #"{"seats": [{"r": 1, "c": 1, "l": "\#(String(repeating: "a", count: 20))!"}]}"#
        var m = ImportMapping(seats: "seats", row: "r", col: "c")
        m.label = "l"
        m.labelPattern = #"(?<row>[a-z]+)(?<col>[0-9]+)"#
        let long = #"{"seats": [{"r": 1, "c": 1, "l": "\#(String(repeating: "1", count: 201))"}]}"#
        #expect { try decode(long, m) } throws: { e in "\(e)".contains("seats[0].l: label is 201 characters; a label is at most 200") }
        #expect { try decode(seats, m) } throws: { e in "\(e)".contains("does not match the mapping's labelPattern") }
    }
}
