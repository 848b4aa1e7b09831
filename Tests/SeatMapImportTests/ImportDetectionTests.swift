import Testing
import SeatMapCore
@testable import SeatMapImport

@Suite struct ImportDetectionTests {
    @Test(arguments: [
        ("maoyan-app.json", "maoyan"), ("maoyan-app.plist", "maoyan"), ("maoyan-web-snake.json", "maoyan"),
        ("vista-layout.json", "vista"), ("vista-columns.json", "vista"),
        ("seat-list.json", "list"), ("seat-grid.json", "list"), ("seat-rows.json", "list"), ("seats.csv", "csv"),
    ])
    func autoDetectsEachSample(name: String, format: String) throws {
        let auto = try ImportFixtures.load(name)
        #expect(auto.format == format)
        let named = try ImportFixtures.load(name, as: ImportFormat(rawValue: format)!)
        #expect(named.hall.json.serialized() == auto.hall.json.serialized())
    }

    @Test func nativeHallIsReadAsIs() throws {
        let r = try ImportFixtures.decode(#"{"rows": [[{"seatId": "1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 1, "status": 1}]]}"#)
        #expect(r.format == "hall" && r.hall.seatCount == 1)
    }

    @Test func nativeErrorsKeepTheirLines() {
        let p = ImportFixtures.problems("{\"rows\": [\n[{\"status\": 7}]]}")
        #expect(p.contains { $0.path == "rows[0][0].status" && $0.line == 2 && $0.column == 13 })
    }

    @Test func unknownFileSaysWhatEachFormatNeeded() {
        do {
            _ = try ImportFixtures.decode(#"{"hello": [1, 2]}"#, file: "x.json")
            Issue.record("expected an error")
        } catch {
            guard case .unrecognized(let file, let tried) = error else { Issue.record("\(error)"); return }
            #expect(file == "x.json")
            #expect(tried.map(\.format) == ["hall", "maoyan", "vista", "taopiaopiao", "list", "csv"])
            #expect(tried[3].reason == "no \"seat_list\" of seats with placeholder_row_id and placeholder_col_id")
            #expect(tried[5].reason == "the file is JSON, not comma-separated text")
            #expect(error.lines.count == 1)
            #expect(error.description.hasPrefix("x.json: not a hall file or an importable format; tried hall: no \"rows\"; maoyan: no \"seats\""))
        }
    }

    @Test func textThatIsNotCSVIsUnrecognized() {
        #expect(throws: ImportError.self) { try ImportFixtures.decode("just some words\n") }
        do { _ = try ImportFixtures.decode("just some words\n") } catch {
            #expect(error.description.contains("csv: the first line is not a header naming row and col"))
        }
    }

    @Test func namedFormatThatDoesNotMatchSaysWhy() {
        do { _ = try ImportFixtures.decode(#"{"rows": []}"#, as: .vista) } catch {
            #expect(error.description.contains("tried vista: no \"SeatLayoutData\" with \"Areas\", and no rows of \"Columns\"; "))
            #expect(error.description.hasSuffix("read it with a mapping of its keys: seatmap import in.txt --map MAP.json (docs/hall-format.md, \"Mapping a list\")"))
        }
    }

    @Test func plistParserReadsEveryElement() throws {
        let xml = """
        <?xml version="1.0"?><!-- a comment --><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x">
        <plist version="1.0"><dict><key>s</key><string>A &amp; B &#x4E2D;</string><key>e</key><string/>
        <key>i</key><integer>-12</integer><key>r</key><real>2.5</real><key>t</key><true/><key>f</key><false/>
        <key>a</key><array><date>2026-11-29T19:30:00Z</date><data>AAE=</data></array><key>d</key><dict/></dict></plist>
        """
        let v = try PlistParser.parse(Array(xml.utf8))
        #expect(v.serialized() == #"{"s": "A & B 中", "e": "", "i": -12, "r": 2.5, "t": true, "f": false, "a": ["2026-11-29T19:30:00Z", null], "d": {}}"#)
        #expect(v["i"]?.line == 3)
        for bad in ["<plist><dict><key>a</key></dict></plist>", "<plist><integer>12x</integer></plist>", "<plist><blob/></plist>",
                    "<plist><dict><key>a</key><true/><key>a</key><true/></dict></plist>", "<plist><string>&bogus;</string></plist>"] {
            #expect(throws: PlistParser.SyntaxError.self) { try PlistParser.parse(Array(bad.utf8)) }
        }
        do { _ = try ImportFixtures.decode("bplist00\u{1}", file: "b.plist") } catch {
            #expect(error.description.contains("binary property list"))
        }
    }

    @Test func importedHallIsValidatedLikeAHallFile() {
        // A price above the limit is refused by the importer with its source path.
        let p = ImportFixtures.problems("row,col,price\n1,1,2000000\n")
        #expect(p.first?.reason.contains("above the limit") == true)
    }

    @Test func brokenPlistIsASyntaxError() {
        do { _ = try ImportFixtures.decode("<?xml version=\"1.0\"?><plist><dict><key>a</key>", file: "p.plist") } catch {
            guard case .plistSyntax = error else { Issue.record("\(error)"); return }
            #expect(error.description == "p.plist:1:47: invalid property list: unexpected end of file")
        }
    }
}

@Suite struct DecimalPriceTests {
    @Test func decimalsBecomeFenExactly() {
        func fen(_ s: String) -> Int? { if case .fen(let f) = DecimalPrice.fen(s) { return f } else { return nil } }
        #expect(fen("56.32") == 5632)
        #expect(fen("23.6") == 2360)
        #expect(fen("0.1") == 10)
        #expect(fen("45") == 4500)
        #expect(fen("23.600") == 2360)
        #expect(fen(" 7.05 ") == 705)
        #expect(fen("1000000") == 100_000_000)
        for bad in ["1.005", "1e3", "-1", "", "12.", ".5", "1,000", "¥45", "1000000.01", "99999999999999999999"] {
            #expect(fen(bad) == nil, Comment(rawValue: bad))
        }
    }

    @Test func everyTwoDecimalPriceRoundTrips() {
        // Where binary floating point would fail (0.29 * 100 = 28.999…), text never does.
        for fen in stride(from: 0, through: 100_000, by: 7) {
            let text = "\(fen / 100).\(fen % 100 < 10 ? "0" : "")\(fen % 100)"
            guard case .fen(let back) = DecimalPrice.fen(text) else { Issue.record(Comment(rawValue: text)); continue }
            #expect(back == fen)
        }
    }
}

/// Absurd numbers in sources are refused or ignored, never an arithmetic trap.
@Suite struct AbsurdImportTests {
    @Test func extremeMaoyanRowNumbersKeepListOrder() throws {
        let h = try ImportFixtures.decode(#"{"seats": [{"rowId": "1", "rowNum": 9223372036854775807, "columns": [{"columnId": "1", "st": "N"}]}, {"rowId": "2", "rowNum": -9223372036854775807, "columns": [{"columnId": "1", "st": "N"}]}]}"#).hall
        #expect(h.picture == ["o", "o"])
        let far = ImportFixtures.problems(#"{"seats": [{"rowId": "1", "rowNum": 1, "columns": [{"st": "N"}]}, {"rowId": "2", "rowNum": 900000, "columns": [{"st": "N"}]}]}"#)
        #expect(far.first?.reason.contains("outside the 1000 × 1000 grid") == true)
    }

    @Test func extremeListCoordinatesAreLocatedErrors() {
        let p = ImportFixtures.problems(#"[{"gRow": -9223372036854775807, "gCol": 1}, {"gRow": 1, "gCol": 9223372036854775807}]"#)
        #expect(p.map(\.path) == ["[0].gRow", "[1].gCol"])
        #expect(p.allSatisfy { $0.reason.contains("outside -1000000…1000000") })
    }
}
