import Foundation
import Testing
import SeatMapTestSupport

/// Batch defaults like `render`, cleans up after earlier runs when asked, and compares what it
/// rendered unless every baseline item is required.
@Suite struct BatchVariantTests {
    @Test func themesDefaultToMaoyanAndDevicesToIphone15() throws {
        let out = try Binary.tempDir().appendingPathComponent("b").path
        let r = try Binary.run(["batch", "--halls", Binary.sample("studio"), "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/studio/maoyan/iphone-15.png"))
    }

    @Test func cleanRemovesWhatAnEarlierRunLeft() throws {
        let out = try Binary.tempDir().appendingPathComponent("b")
        let hall = Binary.sample("studio")
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan,dark", "--devices", "iphone-se", "-o", out.path]).code == 0)
        let mine = out.appendingPathComponent("notes.txt")
        try "keep me".write(to: mine, atomically: true, encoding: .utf8)
        // Without --clean the dark items stay behind; with it they are gone, and other files stay.
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "-o", out.path]).code == 0)
        #expect(FileManager.default.fileExists(atPath: out.path + "/studio/dark/iphone-se.png"))
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "--clean", "-o", out.path]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: out.path + "/studio/dark"))
        #expect(FileManager.default.fileExists(atPath: out.path + "/studio/maoyan/iphone-se.png"))
        #expect(FileManager.default.fileExists(atPath: mine.path))
    }

    @Test func aSubsetComparesWhatItRenderedUnlessEveryItemIsRequired() throws {
        let dir = try Binary.tempDir()
        let base = dir.appendingPathComponent("base").path
        let hall = Binary.sample("studio")
        #expect(try Binary.run(["batch", "--halls", hall, "--themes", "maoyan,dark,print", "--devices", "iphone-se", "-o", base]).code == 0)
        let subset = ["batch", "--halls", hall, "--themes", "maoyan", "--devices", "iphone-se", "--baseline", base, "--fail-on-change"]
        let r = try Binary.run(subset + ["-o", dir.appendingPathComponent("a").path, "--junit", dir.appendingPathComponent("a.xml").path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: 2 baseline items were not rendered in this run and not compared") && !r.stderr.contains("missing:"))
        #expect(try String(contentsOfFile: dir.appendingPathComponent("a.xml").path, encoding: .utf8).contains("<skipped "))
        let strict = try Binary.run(subset + ["--require-all", "-o", dir.appendingPathComponent("b").path])
        #expect(strict.code == 1)
        #expect(strict.stderr.contains("missing: studio/dark/iphone-se.png") && strict.stderr.contains("missing: studio/print/iphone-se.png"))
    }
}
