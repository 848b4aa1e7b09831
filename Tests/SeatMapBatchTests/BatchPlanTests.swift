import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
@testable import SeatMapBatch

/// The variant set, its shards and the names that reach the file system, without rendering.
@Suite struct BatchPlanTests {
    func request(_ halls: [String], themes: [String] = ["maoyan", "dark"], devices: [String] = ["iphone-se", "iphone-15"]) throws -> BatchRequest {
        var r = BatchRequest(hallPaths: halls, themes: themes, devices: try devices.map { try Device.named($0) }, outputDirectory: "/tmp/x")
        r.states = [.none, .suggest(3)]
        return r
    }

    @Test func theSetIsTheCrossProductSortedByPath() throws {
        let r = try request(["a/standard.json", "b/imax.json"])
        let items = try BatchPlan.allItems(r, themeNames: r.themes)
        #expect(items.count == 2 * 2 * 2 * 2)
        #expect(items.map(\.output) == items.map(\.output).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        // Byte order: "-" sorts before ".", so a state variant comes before the plain page.
        #expect(Array(items.prefix(2).map(\.output)) == ["imax/dark/iphone-15-suggest3.png", "imax/dark/iphone-15.png"])
        #expect(Set(items.map(\.output)).count == items.count)
    }

    /// Shards are disjoint and together the whole set, for every count.
    @Test(arguments: 1...5)
    func shardsPartitionTheSet(count: Int) throws {
        let r = try request(["standard.json", "imax.json", "studio.json"])
        let all = try BatchPlan.allItems(r, themeNames: r.themes)
        let shards = (1...count).map { BatchPlan.shard(all, index: $0, count: count) }
        #expect(shards.flatMap { $0 }.map(\.output).sorted() == all.map(\.output).sorted())
        #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1)
    }

    /// Names stay readable in any script but cannot leave the output folder; files with the same
    /// name in different folders get the folder in their name; what still collides is refused,
    /// naming both files.
    @Test func namesAreReadableSafeAndCollisionsAreRefused() throws {
        #expect(BatchPlan.safeName("../../etc/passwd") == "_.._.._etc_passwd")
        #expect(!BatchPlan.safeName("..").hasPrefix("."))
        #expect(BatchPlan.safeName("一号厅") == "一号厅")
        #expect(BatchPlan.safeName("7号厅 (IMAX)") == "7号厅__IMAX_")
        #expect(BatchPlan.safeName("Sala 3 · Çine") == "Sala_3_·_Çine")
        // ASCII names are what earlier versions wrote, so existing baselines still match.
        #expect(BatchPlan.safeName("390x844@3") == "390x844_3")
        // Decomposed (as macOS names files) and composed text give one name.
        #expect(BatchPlan.safeName("Ce\u{0301}line") == BatchPlan.safeName("C\u{00E9}line"))
        // A right-to-left override, control characters and shell or URL specials are replaced.
        #expect(BatchPlan.safeName("hall\u{202E}gnp.exe") == "hall_gnp.exe")
        #expect(BatchPlan.safeName("a\tb\nc$d`e'f#g%h?i") == "a_b_c_d_e_f_g_h_i")
        #expect(BatchPlan.safeName(String(repeating: "厅", count: 300)).utf8.count <= FileName.maxReadableBytes)
        #expect(BatchPlan.isSafeOutputPath("一号厅/maoyan/iphone-15.png"))
        #expect(!BatchPlan.isSafeOutputPath("一号厅/../x.png") && !BatchPlan.isSafeOutputPath("a b/x.png"))

        let two = try request(["x/seat.json", "y/seat.json", "y/一号厅.json"], themes: ["maoyan"], devices: ["iphone-se"])
        #expect(Set(try BatchPlan.allItems(two, themeNames: two.themes).map(\.hallName)) == ["x-seat", "y-seat", "一号厅"])
        let deep = try request(["p/x/seat.json", "q/x/seat.json"], themes: ["maoyan"], devices: ["iphone-se"])
        #expect(Set(try BatchPlan.allItems(deep, themeNames: deep.themes).map(\.hallName)) == ["p-x-seat", "q-x-seat"])

        // `a b` and `a_b` both become `a_b`: refused, naming both.
        let r = try request(["halls/a b.json", "halls/a_b.json"], themes: ["maoyan"], devices: ["iphone-se"])
        #expect(throws: BatchError.self) { try BatchPlan.allItems(r, themeNames: r.themes) }
        do { _ = try BatchPlan.allItems(r, themeNames: r.themes) } catch {
            #expect(error.description.contains("halls/a b.json") && error.description.contains("halls/a_b.json"), "\(error)")
        }
    }

    /// Re-run commands are pasted into a shell: every argument comes through as one word.
    @Test func rerunCommandsQuoteEveryArgument() {
        #expect(ShellQuoting.quote("iphone-se") == "iphone-se")
        #expect(ShellQuoting.quote("a b") == "'a b'")
        #expect(ShellQuoting.quote("it's $(rm -rf /)") == #"'it'\''s $(rm -rf /)'"#)
        #expect(ShellQuoting.quote("") == "''")
        // A control or format character is spelt through printf, which every POSIX shell has.
        #expect(ShellQuoting.quote("a\u{202E}b") == #"'a'"$(printf '\342\200\256')"'b'"#)
        #expect(ShellQuoting.quote("\u{1B}") == #""$(printf '\033')""#)
    }

    /// The probe's finding: bash's `$'…'` read by dash (`/bin/sh`) closes early, so a file name
    /// ran `touch PWNED`. Every name — quotes, `$( )`, backslashes, ESC, CR, a newline, U+202E,
    /// U+2066 — comes back byte for byte as one argument under dash, bash and zsh, and runs
    /// nothing.
    @Test func rerunWordsSurviveEveryPOSIXShell() throws {
        let names = ["x\u{202E}'$(touch PWNED)'.json", "a\\'b\u{1B}[31m$(touch PWNED)", "line\nbreak\r\u{2066}end",
                     "\u{202E}", "'", "\\", "trail\n", "`touch PWNED`", "ok.json"]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-quote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var shells = 0
        for shell in ["/bin/dash", "/bin/bash", "/usr/bin/zsh", "/bin/zsh"] where FileManager.default.isExecutableFile(atPath: shell) {
            shells += 1
            for name in names {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: shell)
                p.currentDirectoryURL = dir
                p.arguments = ["-c", "printf '%s' " + ShellQuoting.quote(name)]
                let out = Pipe()
                p.standardOutput = out
                try p.run()
                let bytes = out.fileHandleForReading.readDataToEndOfFile()
                p.waitUntilExit()
                #expect(p.terminationStatus == 0 && bytes == Data(name.utf8), "\(shell): \(ShellQuoting.quote(name)) gave \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("PWNED").path), "\(shell) ran a file name")
        }
        #expect(shells >= 2, "dash and bash are on every Debian machine")
    }
}

/// CI reports: the Markdown summary stays small however many items changed, and progress in a
/// log is a line every few seconds, not one per item.
@Suite struct BatchReportTests {
    func report(changed: Int) throws -> BatchReport {
        var request = BatchRequest(hallPaths: ["h.json"], themes: ["maoyan"], devices: [try Device.named("iphone-se")], outputDirectory: "/tmp/out")
        request.baseline = "/tmp/base"
        let results = (0..<changed).map { i in
            var r = BatchItemResult(item: BatchItem(hallPath: "h.json", hallName: "hall\(i)", themeSource: "maoyan", themeName: "maoyan",
                                                    device: Device.default, state: .none, output: "hall\(i)/maoyan/iphone-15.png"))
            r.baseline = .changed(.init(diffPixels: 274, summary: "274 pixels differ", seats: nil, diffImage: "hall\(i)/maoyan/iphone-15.diff.png"))
            return r
        }
        return BatchReport(request: request, results: results, missing: ["gone/maoyan/iphone-15.png"], seconds: 1)
    }

    /// A manifest over what a later run reads back is written, and said: the run cannot be a
    /// baseline, a shard or accepted from.
    @Test func aManifestTooLargeToReadBackIsSaid() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let report = try report(changed: 3)
        #expect(try BatchRunner.writeReport(report, to: dir) == nil)
        let size = try #require(FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("manifest.json").path)[.size] as? Int)
        #expect(try BatchRunner.writeReport(report, to: dir, limit: size) == nil)
        let note = try #require(try BatchRunner.writeReport(report, to: dir, limit: size - 1))
        #expect(note == "manifest.json is \(size) bytes, over the \(size - 1) a later run reads back: this run cannot be a --baseline, a shard of a merge or accepted from; split it into smaller runs")
        #expect(BatchManifest.maxBytes == 32 << 20)
    }

    @Test func theSummaryStaysUnder65000BytesAt10000Items() throws {
        let md = BatchSummary.markdown(try report(changed: 10_000), linkPrefix: "out/")
        #expect(md.utf8.count < 65_000)
        #expect(md.hasPrefix("## SeatMap batch: 10000 items — 10000 changed, 0 new, 1 missing, 0 unchanged, 0 failed"))
        #expect(md.contains("| [hall0/maoyan/iphone-15.png](out/hall0/maoyan/iphone-15.png) · [diff](out/hall0/maoyan/iphone-15.diff.png) | changed |"))
        #expect(md.contains("more items to review"))
        let small = BatchSummary.markdown(try report(changed: 3), linkPrefix: "")
        #expect(!small.contains("more items") && small.contains("| gone/maoyan/iphone-15.png | missing |"))
    }

    @Test func cellsCannotBreakTheTable() {
        #expect(BatchSummary.cell("a|b\nc\u{1B}[31m") == "a\\|b\\u{A}c\\u{1B}\\[31m")
        #expect(BatchSummary.relativePath(from: "/ci/reports", to: "/ci/out") == "../out/")
        #expect(BatchSummary.relativePath(from: "/ci", to: "/ci/out") == "out/")
    }

    @Test func aLogGetsALineEveryIntervalAndOneAtTheEnd() {
        final class Lines: @unchecked Sendable { var all: [String] = [] }
        let lines = Lines()
        let log = BatchProgressLog(terminal: false, interval: 5) { lines.all.append($0) }
        for (done, t) in [(1, 1.0), (2, 4.0), (3, 6.0), (4, 7.0), (5, 12.0), (6, 13.0), (10, 20.0)] {
            log.report(BatchProgress(done: done, total: 10, elapsedSeconds: t))
        }
        log.report(BatchProgress(done: 10, total: 10, elapsedSeconds: 21))  // after the end: nothing
        #expect(lines.all == ["batch: 3/10 items, 6 s elapsed, about 14 s left\n", "batch: 5/10 items, 12 s elapsed, about 12 s left\n",
                              "batch: 10/10 items in 20.0 s\n"])
    }

    @Test func junitNamesTheChangedSeatsAndEveryItem() throws {
        let xml = BatchJUnit.xml(try report(changed: 2))
        #expect(xml.contains("<testsuites name=\"seatmap batch\" tests=\"3\" failures=\"3\" errors=\"0\""))
        #expect(xml.contains("<testcase classname=\"hall0\" name=\"maoyan/iphone-15\""))
        #expect(xml.contains("<failure type=\"missing\""))
        #expect(BatchJUnit.escape("a<b>\u{1B}&\"") == "a&lt;b&gt;\\u{1B}&amp;&quot;")
    }
}
