import Foundation
import Testing
import SeatMapCore
import SeatMapTestSupport
import SeatMapPNG

/// Regression tests for the outside fuzzing's crash findings: every command, driven with extreme
/// and non-finite option values, answers with an exit code and never traps.
@Suite struct ExtremeValueTests {
    static let extremes = ["1e308", "-1e308", "1e-320", "-1e-320", "0", "-0", "1000000", "1000000.5", "-1000001",
                           "nan", "inf", "-inf", "1e999", "9223372036854775807", "-9223372036854775808", "99999999999999999999"]
    /// What an option accepts, as docs/limits.md documents it: a finite number in a range, or an
    /// integer (written as one) in a range.
    enum Accepts {
        case real(ClosedRange<Double>)
        case integer(ClosedRange<Int>)

        func accepts(_ text: String) -> Bool {
            switch self {
            case .real(let r): return Double(text).map { $0.isFinite && r.contains($0) } ?? false
            case .integer(let r): return Int(text).map { r.contains($0) } ?? false
            }
        }
    }

    /// Runs `args` and expects exactly `code`: a usage error (64, an `error:` line) for a value
    /// out of range, else the command's own answer.
    func check(_ args: [String], expect code: Int32) throws {
        let r = try Binary.run(args)
        #expect(!r.crashed, "crashed: seatmap \(args.joined(separator: " "))\n\(r.stderr)")
        #expect(r.code == code, "exit \(r.code), expected \(code): seatmap \(args.joined(separator: " "))\n\(r.stderr)")
        if code == 64 { #expect(r.stderr.hasPrefix("error: "), "\(r.stderr)") }
    }

    /// The exact inputs of the report.
    @Test func reportedCrashesAreUsageErrorsOrAnswers() throws {
        let layout = try Binary.run(["layout", Binary.sample("irregular"), "--offset", "1e308,1e308"])
        #expect(layout.code == 64)
        #expect(layout.stderr.hasPrefix("error: --offset: must be -1000000 to 1000000, found 1e308"))
        let hit = try Binary.run(["hit", Binary.sample("studio"), "--offset=1e308,1e308", "--point", "10,200"])
        #expect(hit.code == 64)
        #expect(hit.stderr.hasPrefix("error: --offset: must be -1000000 to 1000000"))
        let tiny = try Binary.run(["hit", Binary.sample("standard"), "--device", "iphone-se", "--offset", "1e6,-1e6", "--point", "1e-320,1e-320"])
        #expect(tiny.code == 0)
        #expect(tiny.stdout == "{\"point\": [1e-320, 1e-320], \"seat\": null}\n")
    }

    /// Property: every numeric option of every command, with every extreme value, in both
    /// `--flag value` and `--flag=value` forms.
    @Test func everyNumericOptionWithEveryExtremeValue() throws {
        let hall = Binary.sample("standard")
        let coordinate = Accepts.real(-1_000_000...1_000_000)
        // (arguments, what the value must be, the exit code of an accepted value): a page or a
        // hit answers 0; diffing two hall files (not PNGs) is bad input, 65.
        var cases: [(args: [String], accepts: Accepts, code: Int32, value: String)] = []
        for v in Self.extremes {
            cases.append((["layout", hall, "--offset", "\(v),\(v)"], coordinate, 0, v))
            cases.append((["layout", hall, "--zoom=\(v)"], .real(0.05...8), 0, v))
            cases.append((["hit", hall, "--zoom", "1", "--offset", "0,0", "--point", "\(v),\(v)"], coordinate, 0, v))
            cases.append((["hit", hall, "--point", "10,10", "--slop", v], .real(0...44), 0, v))
            cases.append((["hit", hall, "--offset", "-1000000,1000000", "--zoom", "8", "--point", "\(v),1"], coordinate, 0, v))
            cases.append((["layout", hall, "--mode", "full", "--scale", v], .real(0.01...16), 0, v))
            cases.append((["layout", hall, "--suggest", v], .integer(1...100), 0, v))
            cases.append((["layout", hall, "--highlight-zone", v], .integer(1...3), 0, v))
            cases.append((["suggest", hall, "--count", v], .integer(1...100), 0, v))
            cases.append((["diff", hall, hall, "--threshold", v], .real(0...1), 65, v))
            cases.append((["diff", hall, hall, "--max-diff-pixels", v], .integer(0...Int.max), 65, v))
            // An accepted job count would then fail to create the folder (73).
            cases.append((["batch", "--halls", hall, "--themes", "maoyan", "--jobs", v, "-o", "/nonexistent/x"], .integer(1...256), 73, v))
        }
        // The table has both kinds: values each option takes and values it refuses.
        #expect(cases.contains { $0.accepts.accepts($0.value) } && cases.contains { !$0.accepts.accepts($0.value) })
        for c in cases { try check(c.args, expect: c.accepts.accepts(c.value) ? c.code : 64) }
    }

    /// Hit-testing at the corners of the accepted ranges, where design coordinates are largest.
    @Test func hitTestingAtTheRangeLimits() throws {
        for offset in ["-1000000,-1000000", "1000000,1000000", "-1000000,1000000"] {
            for zoom in ["0.05", "8"] {
                let r = try Binary.run(["hit", Binary.sample("imax"), "--zoom", zoom, "--offset", offset,
                                        "--point", "-1000000,-1000000", "--point", "1000000,1000000", "--point", "5,5", "--slop", "44"])
                #expect(r.code == 0, "\(r.stderr)")
                #expect(r.lines.count == 3)
            }
        }
    }

    /// Prices near `Int.max` used to pass validation and crash `order`, `select`, `render
    /// --selected` and `suggest` when two were added; now the hall is refused where the price is.
    @Test func pricesNearIntMaxAreRefusedNotAdded() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var hall = HallBuilder.hall(["AAAA"])
        let big = Int.max - 10
        hall = Hall(movie: hall.movie, showtime: hall.showtime, maxSeats: 6,
                    rows: [hall.rows[0].map { var s = $0; s.priceMinorUnits = big; return s }])
        let path = dir.appendingPathComponent("rich.json").path
        try HallBuilder.json(hall).write(toFile: path, atomically: true, encoding: .utf8)
        let runs = [
            ["order", path, "--selected", "1_1,1_2"],
            ["select", path, "--tap", "1_1", "--tap", "1_2"],
            ["render", path, "--selected", "1_1,1_2", "-o", dir.appendingPathComponent("x.png").path],
            ["suggest", path, "--count", "2"],
        ]
        for args in runs {
            let r = try Binary.run(args)
            #expect(!r.crashed)
            #expect(r.code == 65, "\(args): \(r.code) \(r.stderr)")
            #expect(r.stderr.contains("rows[0][0].price: price \(big) fen is above the limit of 100000000 fen"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    /// A hall built in code can hold any price; its totals saturate instead of trapping.
    @Test func libraryTotalsOfExtremePricesSaturate() {
        let seats = (1...3).map { Seat(seatId: "1_\($0)", rowNo: 1, colNo: $0, priceMinorUnits: Int.max - 1, status: .available) }
        let base = HallBuilder.hall(["A"])
        let hall = Hall(movie: base.movie, showtime: base.showtime, rows: [seats])
        #expect(MinorUnits.total(hall.rows[0].map(\.priceMinorUnits)) == Int.max)
    }
}

/// A 100,000-seat hall has a full-map overview at a chosen pixel scale, and the error for an
/// image that is too large names the largest scale that fits.
@Suite struct OverviewScaleTests {
    static func stadium() throws -> String {
        let dir = try Binary.tempDir()
        let hall = HallBuilder.hall(Array(repeating: String(repeating: "A", count: 400), count: 250), maxSeats: 6)
        let path = dir.appendingPathComponent("stadium.json").path
        try HallBuilder.json(hall).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aStadiumRendersAsAnOverview() throws {
        let hall = try Self.stadium()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: hall).deletingLastPathComponent().path) }
        let out = URL(fileURLWithPath: hall).deletingLastPathComponent().appendingPathComponent("overview.png").path
        let tooLarge = try Binary.run(["render", hall, "--mode", "full", "-o", out])
        #expect(tooLarge.code == 65)
        #expect(tooLarge.stderr.contains("use a scale of at most 0.55 pixels per design point (--scale 0.55)"), "\(tooLarge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let r = try Binary.run(["render", hall, "--mode", "full", "--scale", "0.25", "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        // Content is 17,672 × 12,542 design points; a quarter pixel each.
        #expect(r.stdout == "wrote \(out) (png, 4418×3136 px)\n")
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image.width == 4418 && image.height == 3136)
        let layout = try Binary.json(try Binary.run(["layout", hall, "--mode", "full", "--scale", "0.25"]).stdout)
        #expect(layout["image"] as? [Int] == [4418, 3136])
        let seats = try #require(layout["seats"] as? [[String: Any]])
        #expect(seats.count == 100_000)
        // Every frame is its design frame at a quarter pixel per point, and the seat is painted
        // inside it (an available seat is a white body with a coloured outline).
        for s in [seats[0], seats[57_321], seats[99_999]] {
            let d = try #require(s["designFrame"] as? [Double]), p = try #require(s["pixelFrame"] as? [Double])
            for (a, b) in zip(d, p) { #expect(abs(a * 0.25 - b) < 1e-9) }
            var painted = 0
            for y in Int(p[1])..<Int(p[1] + p[3]) {
                for x in Int(p[0])..<Int(p[0] + p[2]) where image[x, y].r < 240 || image[x, y].b < 240 { painted += 1 }
            }
            #expect(painted >= 8, "seat \(s["id"]!): \(painted) painted pixels")
        }
        let screen = try Binary.run(["render", hall, "--scale", "0.25", "-o", out])
        #expect(screen.code == 64)
        #expect(screen.stderr.hasPrefix("error: --scale applies to --mode full"))
    }
}
