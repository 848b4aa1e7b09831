import Foundation
import Testing
import SeatMapTestSupport
@testable import SeatMapCore

/// One test per class of bad input: each names the file, the JSON path and the reason.
@Suite struct HallFileTests {
    static let header = #"{"movie": {"id": "m1", "title": "T"}, "showtime": {"id": "s1", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h1", "name": "H"}}, "#

    func problems(_ json: String) -> [HallProblem] {
        do {
            _ = try HallFile.decode(json, file: "bad.json")
            Issue.record("expected a validation error")
        } catch {
            if case .invalid(let file, let problems) = error {
                #expect(file == "bad.json")
                return problems
            }
            Issue.record("unexpected error \(error)")
        }
        return []
    }

    func rows(_ rows: String) -> String { Self.header + #""rows": "# + rows + "}" }

    @Test func decodesAValidHall() throws {
        let hall = try HallFile.decode(rows(#"[[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"status": 2}, {"seatId": "1_2", "rowNo": 1, "colNo": 2, "zone": 3, "price": 9000, "status": 3}], []]"#))
        #expect(hall.seatCount == 2)
        #expect(hall.rows.count == 2)
        #expect(hall.rows[0][1].isAisle)
        #expect(hall.seat(id: "1_2")?.status == .locked)
        #expect(hall.seat(id: "1_2")?.priceMinorUnits == 9000)
        #expect(hall.maxSeats == 6)
        #expect(hall.showtimes.map(\.id) == ["s1"])
    }

    @Test func syntaxErrorCarriesLineAndColumn() {
        #expect(throws: HallError.syntax(file: "bad.json", line: 2, column: 3, reason: "expected ',' or '}' in object, found '\"'")) {
            try HallFile.decode("{\"a\": 1\n  \"b\": 2}", file: "bad.json")
        }
    }

    @Test func unknownStatusIsLocated() {
        let p = problems(rows("[[{\"seatId\": \"1_1\", \"rowNo\": 1, \"colNo\": 1, \"zone\": 1, \"price\": 1,\n \"status\": 7}]]"))
        #expect(p.count == 1)
        #expect(p.first?.path == "rows[0][0].status")
        #expect(p.first?.line == 2)
        #expect(p.first?.column == 12)
        #expect(p.first?.reason.contains("unknown status 7") == true)
    }

    @Test func unknownZone() {
        let p = problems(rows(#"[[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 4, "price": 1, "status": 1}]]"#))
        #expect(p.map(\.path) == ["rows[0][0].zone"])
        #expect(p.first?.reason.contains("unknown zone 4") == true)
    }

    @Test func wrongTypes() {
        let p = problems(rows(#"[[{"seatId": 11, "rowNo": "1", "colNo": 1.5, "zone": 1, "price": 1, "status": 1}], {}]"#))
        #expect(p.map(\.path) == ["rows[0][0].seatId", "rows[0][0].rowNo", "rows[0][0].colNo", "rows[1]"])
        #expect(p[0].reason == "expected a string, found a number")
        #expect(p[1].reason == "expected an integer, found a string")
        #expect(p[2].reason == "expected an integer, found the number 1.5")
        #expect(p[3].reason == "expected an array of seats, found an object")
    }

    @Test func missingFields() {
        let p = problems(#"{"movie": {"id": "m1"}, "showtime": {"hall": {}}, "showtimes": [{"id": "s2"}], "rows": [[{"status": 1}]]}"#)
        let paths = p.map(\.path)
        #expect(paths.contains("movie.title"))
        #expect(paths.contains("showtime.hall.name"))
        #expect(paths.contains("showtimes[0].startsAt"))
        #expect(!paths.contains("showtime.id") && !paths.contains("movie.id"))
        #expect(paths.contains("rows[0][0].seatId"))
        #expect(paths.contains("rows[0][0].price"))
        #expect(p.allSatisfy { $0.reason.hasPrefix("missing field") })
    }

    @Test func duplicateSeatIdsNameTheFirstUse() {
        let seat = #"{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 1, "status": 1}"#
        let p = problems(rows("[[\(seat)], [{\"status\": 2}, \(seat)]]"))
        #expect(p.map(\.path) == ["rows[1][1].seatId"])
        #expect(p.first?.reason == #"duplicate seat id "1_1" (first used at rows[0][0])"#)
    }

    @Test func negativePrice() {
        let p = problems(rows(#"[[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": -100, "status": 1}]]"#))
        #expect(p.map(\.path) == ["rows[0][0].price"])
        #expect(p.first?.reason == "price must not be negative, found -100")
    }

    @Test func emptyHalls() {
        #expect(problems(rows("[]")).first?.reason == "the hall is empty: no rows")
        #expect(problems(rows(#"[[{"status": 2}], []]"#)).first?.reason == "the hall is empty: every slot is an aisle")
    }

    @Test func reportsEveryProblemNotJustTheFirst() {
        let p = problems(rows(#"[[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 9, "price": -1, "status": 5}, {"seatId": "", "rowNo": 1, "colNo": 2, "zone": 1, "price": 1, "status": 1}]]"#))
        // In source order: zone, price and status as they are written in the first seat.
        #expect(p.map(\.path) == ["rows[0][0].zone", "rows[0][0].price", "rows[0][0].status", "rows[0][1].seatId"])
    }

    @Test func badDateAndMaxSeats() {
        let json = #"{"movie": {"id": "m1", "title": "T"}, "showtime": {"id": "s1", "startsAt": "tonight", "hall": {"id": "h1", "name": "H"}}, "maxSeats": 0, "rows": [[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 1, "status": 1}]]}"#
        #expect(problems(json).map(\.path) == ["showtime.startsAt", "maxSeats"])
    }

    @Test func limitsAreRefusedBeforeAnyWork() {
        let tooManyRows = Self.header + #""rows": ["# + Array(repeating: "[]", count: 1001).joined(separator: ",") + "]}"
        #expect(throws: HallError.tooLarge(file: "big.json", reason: "rows: 1001 rows; the limit is 1000")) {
            try HallFile.decode(tooManyRows, file: "big.json")
        }
        // Entries are not even looked at: 1,001 nulls in one row is refused for its size.
        let wide = Self.header + #""rows": [["# + Array(repeating: "null", count: 1001).joined(separator: ",") + "]]}"
        #expect(throws: HallError.tooLarge(file: "big.json", reason: "rows[0]: 1001 columns; the limit is 1000")) {
            try HallFile.decode(wide, file: "big.json")
        }
        let row = "[" + Array(repeating: "0", count: 1000).joined(separator: ",") + "]"
        let many = Self.header + #""rows": ["# + Array(repeating: row, count: 201).joined(separator: ",") + "]}"
        #expect(throws: HallError.tooLarge(file: "big.json", reason: "rows: 201000 grid slots; the limit is 200000")) {
            try HallFile.decode(many, file: "big.json")
        }
    }

    @Test func missingFileAndDirectory() {
        #expect(throws: HallError.unreadable(file: "/nonexistent/hall.json", reason: "no such file")) {
            try HallFile.load(path: "/nonexistent/hall.json")
        }
        #expect(throws: HallError.unreadable(file: "/tmp", reason: "is a directory, not a hall file")) {
            try HallFile.load(path: "/tmp")
        }
    }

    @Test func errorLinesAreOnePerProblemWithFileLineColumn() {
        let e = HallError.invalid(file: "h.json", problems: [HallProblem(path: "rows[4][12].status", line: 9, column: 3, reason: "unknown status 7")])
        #expect(e.lines == ["h.json:9:3: rows[4][12].status: unknown status 7"])
    }

    @Test func zoneNamesRoundTripAndBadOnesAreLocated() throws {
        let seat = #"{"seatId": "1", "rowNo": 1, "colNo": 1, "zone": 2, "price": 1, "status": 1}"#
        let hall = try HallFile.decode(#"{"zoneNames": {"2": "VIP", "1": "Standard"}, "rows": [[\#(seat)]]}"#)
        #expect(hall.zoneNames == [.golden: "VIP", .normal: "Standard"])
        let written = hall.json.serialized()
        #expect(written.contains(#""zoneNames": {"1": "Standard", "2": "VIP"}"#) || written.contains(#""zoneNames":{"1":"Standard","2":"VIP"}"#))
        #expect(try HallFile.decode(written).zoneNames == hall.zoneNames)
        let p = problems(#"{"zoneNames": {"4": "x", "01": "y", "2": " ", "3": 5}, "rows": [[\#(seat)]]}"#)
        #expect(p.map(\.path).sorted() == ["zoneNames.01", "zoneNames.2", "zoneNames.3", "zoneNames.4"])
        #expect(p.contains { $0.reason.contains("\"4\" is not a zone (expected 1 normal, 2 golden or 3 couple)") })
        #expect(problems(#"{"zoneNames": ["VIP"], "rows": [[\#(seat)]]}"#).first?.reason.contains("expected an object of zone numbers to names") == true)
    }

    @Test func zoneOffsetFlagRoundTripsAndMustBeABoolean() throws {
        let seat = #"{"seatId": "1", "rowNo": 1, "colNo": 1, "zone": 3, "price": 1, "status": 1}"#
        let hall = try HallFile.decode(#"{"zoneOffset": false, "rows": [[\#(seat)]]}"#)
        #expect(!hall.appliesZoneOffset)
        #expect(try HallFile.decode(hall.json.serialized()).appliesZoneOffset == false)
        #expect(try HallFile.decode(#"{"rows": [[\#(seat)]]}"#).appliesZoneOffset)
        #expect(problems(#"{"zoneOffset": 0, "rows": [[\#(seat)]]}"#).map(\.reason) == ["expected true or false, found a number"])
    }

    @Test func builderJSONRoundTrips() throws {
        let hall = HallBuilder.hall(["AS_L", "CCcA"])
        let back = try HallFile.decode(HallBuilder.json(hall))
        #expect(back.rows == hall.rows)
    }

    @Test func samplesAreValidAndShowEveryStatus() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == ["imax.json", "irregular.json", "standard.json", "studio.json"])
        var statuses = Set<SeatStatus>()
        for f in files {
            let hall = try HallFile.load(path: dir.appendingPathComponent(f).path)
            statuses.formUnion(hall.rows.flatMap { $0.map(\.status) })
            if f == "imax.json" {
                #expect(hall.seatCount == 1_088)
                #expect(Set(hall.allSeats.map(\.seat.zone)) == [.normal, .golden, .couple])
            }
            if f == "studio.json" { #expect((50...70).contains(hall.seatCount)) }
        }
        #expect(statuses == Set(SeatStatus.allCases))
    }
}

@Suite struct MinimalHallTests {
    func problems(_ text: String) -> [HallProblem] {
        do { _ = try HallFile.decode(text); return [] } catch {
            if case .invalid(_, let p) = error { return p }
            return [HallProblem(path: "<other>", line: 0, column: 0, reason: error.description)]
        }
    }

    @Test func onlyRowsIsRequired() throws {
        let h = try HallFile.decode(#"{"rows": [[{"status": 2}, {"seatId": "A1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}]]}"#)
        #expect(h.movie == nil && h.showtime == nil && h.showtimes.isEmpty && h.maxSeats == 6)
        #expect(h.hallName == nil && h.currentShowtimeIndex == nil)
    }

    @Test func showtimeMayBeJustAHall() throws {
        let h = try HallFile.decode(#"{"movie": {"title": "T"}, "showtime": {"hall": {"name": "3号厅"}}, "rows": [[{"seatId": "A1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 0, "status": 1}]]}"#)
        #expect(h.hallName == "3号厅" && h.movie?.id == nil)
        // No start time, so no chip.
        #expect(h.showtimes.isEmpty)
    }

    @Test func labelsAreShownInsteadOfNumbers() throws {
        let h = try HallFile.decode(#"{"rows": [[{"seatId": "A12", "rowNo": 1, "colNo": 12, "rowLabel": "A", "zone": 1, "price": 0, "status": 1}, {"seatId": "x", "rowNo": 1, "colNo": 13, "colLabel": "13a", "zone": 1, "price": 0, "status": 1}]]}"#)
        #expect(h.rows[0][0].label(template: "{row}排{col}号") == "A排12号")
        #expect(h.rows[0][1].label(template: "Row {row}, seat {col}") == "Row 1, seat 13a")
    }

    @Test func explicitHalvesReplaceThePositionalRule() throws {
        // Positionally seats 0+1 and 2+3 would pair; explicit halves pair 1+2, and 0 and 3 stay single.
        func seat(_ c: Int, _ pair: String?) -> String {
            #"{"seatId": "s\#(c)", "rowNo": 1, "colNo": \#(c + 1), "zone": 3, "price": 0, "status": 1\#(pair.map { #", "pair": "\#($0)""# } ?? "")}"#
        }
        let h = try HallFile.decode(#"{"rows": [[\#(seat(0, nil)), \#(seat(1, "L")), \#(seat(2, "R")), \#(seat(3, nil))]]}"#)
        #expect(h.couplePartner(of: GridIndex(row: 0, col: 1)) == GridIndex(row: 0, col: 2))
        #expect(h.couplePartner(of: GridIndex(row: 0, col: 0)) == nil && h.couplePartner(of: GridIndex(row: 0, col: 3)) == nil)
    }

    @Test func halvesMustMeetAndBeCoupleSeats() {
        let lone = problems(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 3, "price": 0, "status": 1, "pair": "L"}, {"seatId": "b", "rowNo": 1, "colNo": 2, "zone": 3, "price": 0, "status": 1}]]}"#)
        #expect(lone.map(\.path) == ["rows[0][0].pair"])
        #expect(lone.first?.reason.contains("no right half") == true)
        let normal = problems(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 0, "status": 1, "pair": "R"}]]}"#)
        #expect(normal.first?.reason == "a sofa half must be a couple seat (zone 3)")
        let word = problems(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 3, "price": 0, "status": 1, "pair": "left"}]]}"#)
        #expect(word.first?.reason.contains(#"expected "L" or "R""#) == true)
        let long = problems(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "rowLabel": "ABCDEFGHIJKLMNOPQ", "zone": 1, "price": 0, "status": 1}]]}"#)
        #expect(long.first?.reason == "label is 17 characters long; the limit is 16")
    }

    @Test func writingAndReadingAHallIsLossless() throws {
        let text = #"{"movie": {"title": "T"}, "cinema": "C", "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"name": "H"}, "price": 3900, "tag": "IMAX"}, "showtimes": [{"id": "s2", "startsAt": "2026-11-29T21:30:00+08:00", "hall": {"name": "H"}}], "maxSeats": 4, "rows": [[{"status": 2}, {"seatId": "A1", "rowNo": 1, "colNo": 1, "zone": 3, "price": 4500, "status": 1, "rowLabel": "A", "colLabel": "1", "pair": "L"}, {"seatId": "A2", "rowNo": 1, "colNo": 2, "zone": 3, "price": 4500, "status": 3, "pair": "R"}], []]}"#
        let h = try HallFile.decode(text)
        let back = try HallFile.decode(h.fileText)
        #expect(back.fileText == h.fileText)
        #expect(h.json.serialized() == text)
        #expect(back.showtimes.count == 2 && back.maxSeats == 4 && back.rows[1].isEmpty)
    }
}
