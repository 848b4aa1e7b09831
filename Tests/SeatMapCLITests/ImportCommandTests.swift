import Foundation
import Testing
import SeatMapCore

/// `seatmap import` and HALL arguments that are other systems' files, through the real binary.
@Suite struct ImportCommandTests {
    static func sample(_ name: String) -> String { Binary.packageRoot.appendingPathComponent("Samples/import/\(name)").path }

    func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    @Test func importWritesAValidatedHallFile() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("hall.json").path
        let r = try Binary.run(["import", Self.sample("vista-layout.json"), "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("imported as vista: 34 seats, 5 rows, 3 zones"))
        let hall = try HallFile.load(path: out)
        #expect(hall.seat(id: "E_1")?.pair == .left)
        #expect(hall.seat(id: "A_1")?.rowLabel == "A")
        // The written file reads back to the same bytes: stable output.
        let again = try Binary.run(["import", out])
        #expect(again.stdout == (try String(contentsOfFile: out, encoding: .utf8)))
        #expect(again.stderr.contains("imported as hall"))
    }

    @Test func stdoutWithoutOutputAndFormatFlag() throws {
        let r = try Binary.run(["import", Self.sample("seats.csv"), "--from", "csv"])
        #expect(r.code == 0, "\(r.stderr)")
        let hall = try HallFile.decode(r.stdout)
        #expect(hall.seat(id: "B1")?.priceMinorUnits == 5632)
    }

    @Test(arguments: ["maoyan-app.plist", "maoyan-web-snake.json", "maoyan-app-snake.json", "taopiaopiao.json", "vista-columns.json", "seat-list.json", "seat-grid.json", "seat-rows.json", "seats.csv"])
    func everyHallCommandReadsImportableFiles(name: String) throws {
        let dir = try tempDir()
        let png = dir.appendingPathComponent("x.png").path
        let r = try Binary.run(["render", Self.sample(name), "-o", png])
        #expect(r.code == 0, "\(r.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let v = try Binary.run(["validate", Self.sample(name)])
        #expect(v.code == 0 && v.stdout.hasPrefix("ok: "), "\(v.stdout)\(v.stderr)")
        let layout = try Binary.run(["layout", Self.sample(name)])
        #expect(layout.code == 0 && layout.stdout.contains("\"label\""))
    }

    @Test func labelsReachLayoutAndOrders() throws {
        let csv = Self.sample("seats.csv")
        let layout = try Binary.json(try Binary.run(["layout", csv]).stdout)
        let seats = try #require(layout["seats"] as? [[String: Any]])
        let b2 = try #require(seats.first { $0["id"] as? String == "B2" })
        #expect(b2["label"] as? String == "B排2号" && b2["rowLabel"] as? String == "B")
        let order = try Binary.run(["order", csv, "--selected", "A1", "--request-id", "6F9619FF-8B86-D011-B42D-00C04FC964FF"])
        #expect(order.code == 0, "\(order.stderr)")
        let draft = try Binary.json(order.stdout)
        #expect(draft["seatLabels"] as? [String] == ["A排1号"])
        #expect(draft["showtimeId"] is NSNull)
    }

    @Test func unrecognizedFileIsOneLineExit65AndWritesNothing() throws {
        let dir = try tempDir()
        let input = dir.appendingPathComponent("odd.json")
        try Data(#"{"hello": "world"}"#.utf8).write(to: input)
        let out = dir.appendingPathComponent("hall.json").path
        let r = try Binary.run(["import", input.path, "-o", out])
        #expect(r.code == 65)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.hasPrefix("error: \(input.path): not a hall file or an importable format; tried hall: no \"rows\"; maoyan:"))
        #expect(r.stderr.contains("csv: the file is JSON, not comma-separated text"))
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["odd.json"])
        let render = try Binary.run(["render", input.path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(render.code == 65 && render.stderr.contains("not a hall file or an importable format"))
    }

    @Test func invalidDataNamesFileLineAndField() throws {
        let dir = try tempDir()
        let input = dir.appendingPathComponent("bad.csv")
        try Data("row,col,price\n1,1,4.5.6\n".utf8).write(to: input)
        let r = try Binary.run(["import", input.path])
        #expect(r.code == 65)
        #expect(r.stderr == "error: \(input.path):2:5: price: expected a price in currency units like 45 or 56.32, found \"4.5.6\"\n")
        let missing = try Binary.run(["import", dir.appendingPathComponent("nope.csv").path])
        #expect(missing.code == 66)
    }

    @Test func helpNamesEveryFormat() throws {
        let r = try Binary.run(["import", "--help"])
        #expect(r.code == 0)
        for f in ["auto", "maoyan", "vista", "list", "csv"] { #expect(r.stdout.contains("  \(f) ")) }
        #expect(r.stdout.contains("Reserved and House → locked"))
        let bad = try Binary.run(["import", Self.sample("seats.csv"), "--from", "excel"])
        #expect(bad.code == 64)
    }

    @Test func stdinIsImportedToo() throws {
        let csv = try Data(contentsOf: URL(fileURLWithPath: Self.sample("seats.csv")))
        let r = try Binary.run(["import", "-"], stdin: csv)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("-: imported as csv: 8 seats"))
    }
}

/// Error messages quote input safely: no terminal escape, no forged line, no megabyte line.
@Suite struct SafeMessageTests {
    @Test func inputInMessagesIsEscapedAndCut() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let evil = dir.appendingPathComponent("evil.csv")
        try "row,col,status\n1,1,\"\u{1B}[31mRED\r\nfake: ok\"\n".write(to: evil, atomically: true, encoding: .utf8)
        let r = try Binary.run(["import", evil.path])
        #expect(r.code == 65, "\(r.stderr)")
        #expect(!r.stderr.contains("\u{1B}") && !r.stderr.contains("\r"), "\(r.stderr)")
        #expect(r.stderr.contains(#"unknown status "\u{1B}[31mRED\u{D}\u{A}fake: ok""#), "\(r.stderr)")
        #expect(!r.stderr.split(separator: "\n").contains { $0.hasPrefix("fake:") })

        let big = dir.appendingPathComponent("big.csv")
        try ("row,col,status\n1,1," + String(repeating: "x", count: 20 << 20) + "\n").write(to: big, atomically: true, encoding: .utf8)
        let b = try Binary.run(["import", big.path])
        #expect(b.code == 65)
        #expect(b.stderr.utf8.count < 1_000, "\(b.stderr.utf8.count) bytes of stderr")
        #expect(b.stderr.contains("\"" + String(repeating: "x", count: 80) + "…\" (20971520 characters)"))

        // The JSON error form carries the same escaped, cut message.
        let j = try Binary.run(["import", big.path], environment: ProcessInfo.processInfo.environment.merging(["SEATMAP_ERROR_FORMAT": "json"]) { $1 })
        #expect(j.stderr.utf8.count < 1_000 && j.stderr.contains("(20971520 characters)"))

        // A JSON error longer than a message line's cap stays one parseable document.
        let many = dir.appendingPathComponent("many.json")
        let seats = (1...60).map { #"{"seatId": "x", "rowNo": 1, "colNo": \#($0), "zone": 9, "price": 1, "status": 1}"# }
        try #"{"rows": [["# .appending(seats.joined(separator: ", ")).appending("]]}").write(to: many, atomically: true, encoding: .utf8)
        let m = try Binary.run(["render", many.path, "-o", dir.appendingPathComponent("m.png").path],
                               environment: ProcessInfo.processInfo.environment.merging(["SEATMAP_ERROR_FORMAT": "json"]) { $1 })
        #expect(m.code == 65 && m.stderr.utf8.count > MessageText.maxLineCharacters, "\(m.stderr.utf8.count) bytes")
        let parsed = try JSONSerialization.jsonObject(with: Data(m.stderr.utf8)) as? [String: Any]
        #expect(((parsed?["error"] as? [String: Any])?["messages"] as? [String])?.count == 101)
    }
}

/// Seat data in the encodings it arrives in: UTF-8 with or without a byte-order mark, UTF-16
/// with one, GB18030/GBK (Chinese Excel's default); anything else is exit 65 saying what it
/// resembles and how to convert it.
@Suite struct EncodingImportTests {
    @Test func gbkAndUTF16FilesImport() throws {
        for (file, encoding) in [("seats-gbk.csv", "gb18030"), ("seats-utf16.csv", "utf-16le")] {
            let r = try Binary.run(["import", Binary.packageRoot.appendingPathComponent("Samples/import/\(file)").path])
            #expect(r.code == 0, "\(file): \(r.stderr)")
            #expect(r.stderr.contains("imported as csv (\(encoding)): 15 seats, 3 rows"), "\(r.stderr)")
            #expect(r.stdout.contains("\"rowLabel\": \"甲\"") && r.stdout.contains("\"seatId\": \"丙5\""))
        }
    }

    @Test func aHallFileInUTF16OrGBKRendersLikeTheUTF8One() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOfFile: Binary.sample("studio"), encoding: .utf8)
        let utf16 = dir.appendingPathComponent("studio-utf16.json"), gbk = dir.appendingPathComponent("studio-gbk.json")
        try (Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!).write(to: utf16)
        try Data(try #require(Self.gb18030(text))).write(to: gbk)
        let reference = dir.appendingPathComponent("utf8.png").path
        #expect(try Binary.run(["render", Binary.sample("studio"), "-o", reference]).code == 0)
        for f in [utf16, gbk] {
            let out = dir.appendingPathComponent(f.lastPathComponent + ".png").path
            let r = try Binary.run(["render", f.path, "-o", out])
            #expect(r.code == 0, "\(r.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(contentsOf: URL(fileURLWithPath: reference)), "\(f.lastPathComponent)")
        }
    }

    @Test func otherEncodingsAreExit65WithAHint() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let latin = dir.appendingPathComponent("latin1.csv")
        try Data("row,col,status,seatId\n1,1,available,caf".utf8 + [0xE9] + Array("\n".utf8)).write(to: latin)
        let r = try Binary.run(["import", latin.path])
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("not valid UTF-8 (byte 0xE9 at line 2, column 18)"), "\(r.stderr)")
        #expect(r.stderr.contains("it resembles a single-byte encoding such as Windows-1252") && r.stderr.contains("iconv -f WINDOWS-1252 -t UTF-8"))
        // A named encoding is checked, not guessed.
        let gbk = Binary.packageRoot.appendingPathComponent("Samples/import/seats-gbk.csv").path
        let named = try Binary.run(["import", gbk, "--encoding", "utf-8"])
        #expect(named.code == 65 && named.stderr.contains("not valid UTF-8 (byte 0x"), "\(named.stderr)")
        #expect(try Binary.run(["import", gbk, "--encoding", "gb18030"]).code == 0)
        #expect(try Binary.run(["import", gbk, "--encoding", "latin9"]).code == 64)
        // A workbook saved as .xlsx, or an image, is named as what it is.
        let xlsx = dir.appendingPathComponent("seats.xlsx")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xFF, 0xFE]).write(to: xlsx)
        let w = try Binary.run(["import", xlsx.path])
        #expect(w.code == 65 && w.stderr.contains("an Excel .xlsx workbook is one: save the sheet as CSV"), "\(w.stderr)")
    }

    /// GB18030 bytes of `text`, through the C library's iconv (Foundation on Linux has no GB18030).
    static func gb18030(_ text: String) -> [UInt8]? {
        guard let (r, data) = try? Binary.runBinary(["-f", "UTF-8", "-t", "GB18030"], stdin: Data(text.utf8), executable: "/usr/bin/iconv"),
              r.code == 0 else { return nil }
        return [UInt8](data)
    }
}

/// A `;` export with an Excel `sep=` line, Chinese status words, decimal commas and a notes
/// column, through the binary.
@Suite struct CSVDialectCommandTests {
    @Test func aSemicolonExportImportsWithANote() throws {
        let r = try Binary.run(["import", Binary.packageRoot.appendingPathComponent("Samples/import/seats-semicolon.csv").path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains(#"note: "#) && r.stderr.contains(#"ignored column "notes""#), "\(r.stderr)")
        #expect(r.stderr.contains("imported as csv: 5 seats, 2 rows, 2 zones"), "\(r.stderr)")
        #expect(r.stderr.contains("2 price tiers became zones: normal ¥30, golden ¥45.50"), "\(r.stderr)")
        #expect(r.stdout.contains(#""seatId": "A1""#) && r.stdout.contains(#""price": 4550"#))
    }
}

/// A flat list no importer knows, read through a mapping file: no script needed.
@Suite struct MappedImportTests {
    static let list = Binary.packageRoot.appendingPathComponent("Samples/mapped/list-strings.json").path
    static let map = Binary.packageRoot.appendingPathComponent("Samples/mapped/list-strings.map.json").path

    @Test func aMappedListImportsWithAislesAndSofas() throws {
        let r = try Binary.run(["import", Self.list, "--map", Self.map])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("imported as mapped: 45 seats, 5 rows, 2 zones"), "\(r.stderr)")
        let hall = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let rows = try #require(hall["rows"] as? [[[String: Any]]])
        #expect(rows[0].count == 10 && rows[0][5]["status"] as? Int == 2)  // the empty slot is an aisle
        #expect(rows[4][6]["pair"] as? String == "L" && rows[4][7]["pair"] as? String == "R" && rows[4][6]["zone"] as? Int == 3)
        #expect(rows[0][0]["seatId"] as? String == "tpp-1-1" && rows[0][6]["colNo"] as? Int == 6)
        // Without the mapping the list is not recognised.
        #expect(try Binary.run(["import", Self.list]).code == 65)
    }

    @Test func aWrongMappingIsALocatedError() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.map.json")
        try #"{"seats": "data.seat_list", "row": "placeholder_row_id", "column": "x", "statuses": {"0": "free"}}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let r = try Binary.run(["import", Self.list, "--map", bad.path])
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("bad.map.json:1:68: column: unknown key \"column\""), "\(r.stderr)")
        #expect(r.stderr.contains("statuses.0: expected available, sold, locked or aisle, found \"free\""), "\(r.stderr)")
        #expect(r.stderr.contains("col: missing: which seat key holds the grid column"), "\(r.stderr)")

        let partial = dir.appendingPathComponent("partial.map.json")
        try #"{"seats": "data.seat_list", "row": "placeholder_row_id", "col": "placeholder_col_id", "status": "status", "statuses": {"0": "available"}, "aisleWhenEmpty": "row_num"}"#
            .write(to: partial, atomically: true, encoding: .utf8)
        let p = try Binary.run(["import", Self.list, "--map", partial.path])
        #expect(p.code == 65)
        #expect(p.stderr.contains(#"status "1" is not in the mapping's statuses ("0")"#), "\(p.stderr)")
        #expect(p.stderr.contains("list-strings.json:"), "\(p.stderr)")
        #expect(try Binary.run(["import", Self.list, "--map", partial.path, "--from", "list"]).code == 64)
    }

    @Test func aTaopiaopiaoListImportsWithSofasAndNotes() throws {
        let r = try Binary.run(["import", ImportCommandTests.sample("taopiaopiao.json")])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("imported as taopiaopiao: 54 seats, 6 rows, 2 zones"), "\(r.stderr)")
        #expect(r.stderr.contains("note: \(ImportCommandTests.sample("taopiaopiao.json")): dropped 1 empty leading column, 1 empty trailing column"))
        let hall = try HallFile.decode(r.stdout)
        #expect(hall.seat(id: "601")?.pair == .left && hall.seat(id: "303")?.status == .locked)
        // Forced as another format, it says why it is not one; forced as taopiaopiao, a Maoyan
        // grid is refused the same way.
        let wrong = try Binary.run(["import", ImportCommandTests.sample("maoyan-app-snake.json"), "--from", "taopiaopiao"])
        #expect(wrong.code == 65 && wrong.stderr.contains("taopiaopiao: no \"seat_list\" of seats with placeholder_row_id and placeholder_col_id"), "\(wrong.stderr)")
    }

    @Test func currencyFromTheCommandLineOrTheSourceConvertsPrices() throws {
        // Vista's PriceInCents are hundredths of a unit; a đồng has no minor units.
        let vnd = try Binary.run(["import", ImportCommandTests.sample("vista-layout.json"), "--currency", "vnd"])
        #expect(vnd.code == 0, "\(vnd.stderr)")
        let hall = try HallFile.decode(vnd.stdout)
        #expect(hall.currency?.code == "VND" && hall.seat(id: "A_1")?.priceMinorUnits == 66)  // 6550 hundredths → 65.5 → 66 đồng
        let dir = try ImportCommandTests().tempDir()
        let source = dir.appendingPathComponent("list.json")
        try Data(#"{"currency": "THB", "seats": [{"gRow": 1, "gCol": 1, "id": "a", "price": "140"}, {"gRow": 1, "gCol": 2, "id": "b", "price": "160.50"}]}"#.utf8).write(to: source)
        let thb = try Binary.run(["import", source.path])
        #expect(thb.code == 0, "\(thb.stderr)")
        let t = try HallFile.decode(thb.stdout)
        #expect(t.currency?.code == "THB" && t.seat(id: "b")?.priceMinorUnits == 16050)
        let layout = try Binary.json(try Binary.run(["layout", source.path, "--selected", "a,b"]).stdout)
        let total = try #require(layout["elements"] as? [[String: Any]]).first { $0["kind"] as? String == "total" }
        #expect(total?["text"] as? String == "฿300.50")
        let bad = try Binary.run(["import", source.path, "--currency", "\u{1B}[31mXX"])
        #expect(bad.code == 64 && bad.stderr.contains(#"found "\u{1B}[31mXX""#), "\(bad.stderr)")
    }

    @Test func accessibleSeatingThroughTheBinary() throws {
        let csv = ImportCommandTests.sample("seats-kinds.csv")
        let lone = try Binary.run(["order", csv, "--selected", "A2,A3"])
        #expect(lone.code == 1 && lone.stdout.contains(#"{"error": "loneCompanion", "message": "companion seat A2 can only be bought with the wheelchair space or accessible seat beside it"#), "\(lone.stdout)\(lone.stderr)")
        let ok = try Binary.run(["order", csv, "--selected", "A1,A2", "--request-id", "6F9619FF-8B86-D011-B42D-00C04FC964FF"])
        #expect(ok.code == 0 && ok.stdout.contains(#""seatKinds": ["wheelchair", "companion"]"#), "\(ok.stdout)\(ok.stderr)")
        let plain = try Binary.json(try Binary.run(["suggest", csv, "--count", "2"]).stdout)
        #expect((plain["seats"] as? [String])?.allSatisfy { !["A1", "A2", "A5", "A6"].contains($0) } == true, "\(plain)")
        let accessible = try Binary.json(try Binary.run(["suggest", csv, "--accessible", "2"]).stdout)
        #expect((accessible["seats"] as? [String])?.contains { ["A1", "A6"].contains($0) } == true, "\(accessible)")
        let both = try Binary.run(["suggest", csv, "--count", "2", "--accessible", "2"])
        #expect(both.code == 64)
    }

    @Test func vistaAreasNameTheZonesAndRowsStartAtTheScreen() throws {
        let imported = try Binary.run(["import", ImportCommandTests.sample("vista-layout.json")])
        #expect(imported.code == 0 && imported.stderr.contains("rows reversed so row A is next to the screen"), "\(imported.stderr)")
        #expect(try HallFile.decode(imported.stdout).zoneNames == [.normal: "Standard", .golden: "VIP", .couple: "Couple"])
        let r = try Binary.run(["layout", ImportCommandTests.sample("vista-layout.json")])
        #expect(r.code == 0, "\(r.stderr)")
        let layout = try Binary.json(r.stdout)
        let legend = try #require(layout["elements"] as? [[String: Any]]).filter { $0["kind"] as? String == "legendItem" }.compactMap { $0["text"] as? String }
        #expect(legend.suffix(3) == ["Standard ¥35", "VIP ¥65.5", "Couple ¥80"], "\(legend)")
        let seats = try #require(layout["seats"] as? [[String: Any]])
        #expect(seats.first?["rowLabel"] as? String == "A" && seats.first?["row"] as? Int == 0)
    }
}
