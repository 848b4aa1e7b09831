import Foundation
import Testing
import SeatMapTestSupport

/// One command-line style everywhere: lists, device names, formats, units, plurals, version.
@Suite struct ConsistencyTests {
    @Test func listOptionsTakeCommasAndRepeats() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("b").path
        let r = try Binary.run(["batch", "--halls", "\(Binary.sample("studio")),\(Binary.sample("standard"))", "--themes", "maoyan,dark",
                                "--devices", "iphone-se", "--devices", "IPHONE-15", "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("8 of 8 items") || r.stdout.contains("8 of 8 items"), "\(r.stdout)\(r.stderr)")
        let empty = try Binary.run(["batch", "--halls", "\(Binary.sample("studio")),", "--themes", "maoyan", "-o", out])
        #expect(empty.code == 64 && empty.stderr.contains("--halls: empty item"))
    }

    @Test func deviceNamesIgnoreCaseAndTyposGetASuggestion() throws {
        let ok = try Binary.run(["layout", Binary.sample("studio"), "--device", "iPhone-SE"])
        #expect(ok.code == 0)
        let typo = try Binary.run(["layout", Binary.sample("studio"), "--device", "iphone15"])
        #expect(typo.code == 64 && typo.stderr.contains("did you mean iphone-15?"))
        let far = try Binary.run(["layout", Binary.sample("studio"), "--device", "nokia"])
        #expect(far.code == 64 && !far.stderr.contains("did you mean"))
        // A family name suggests the presets it starts.
        let family = try Binary.run(["layout", Binary.sample("studio"), "--device", "galaxy"])
        #expect(family.code == 64 && family.stderr.contains("did you mean galaxy-s23, galaxy-s24-ultra, galaxy-z-fold5-inner or galaxy-tab-s9?"), "\(family.stderr)")
    }

    @Test func unsupportedExtensionNamesTheFormats() throws {
        let dir = try Binary.tempDir()
        let r = try Binary.run(["render", Binary.sample("studio"), "-o", dir.appendingPathComponent("x.jpg").path])
        #expect(r.code == 64 && r.stderr.contains("png, svg and pdf"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.jpg").path))
    }

    @Test func versionPluralsAndUnits() throws {
        let v = try Binary.run(["--version"])
        #expect(v.code == 0 && v.stdout.hasPrefix("seatmap ") && v.stdout.split(separator: ".").count == 3)
        let one = try Binary.run(["validate", Binary.sample("studio")])
        #expect(one.stdout == "ok: 60 seats, 6 rows, 1 zone\n")
        let dir = try Binary.tempDir()
        let svg = try Binary.run(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", dir.appendingPathComponent("p.svg").path])
        #expect(svg.stdout.hasSuffix("(svg, 375×667 pt)\n"), "\(svg.stdout)")
        let png = try Binary.run(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", dir.appendingPathComponent("p.png").path])
        #expect(png.stdout.hasSuffix("(png, 750×1334 px)\n"))
    }
}

/// Overlapping seats (a zone-3 sofa before a zone-1 seat) are a review finding everywhere.
@Suite struct OverlapFindingTests {
    func hallFile() throws -> (dir: URL, path: String) {
        let dir = try Binary.tempDir()
        let path = dir.appendingPathComponent("mixed.json").path
        try HallBuilder.json(HallBuilder.hall(["CCAA", "AAAA"])).write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, path)
    }

    @Test func renderLayoutValidateAndBatchReportThem() throws {
        let (dir, path) = try hallFile()
        let render = try Binary.run(["render", path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(render.code == 0 && render.stderr.contains("warning: \(path): rows[0]: seats 1_2 and 1_3 overlap"))
        let layout = try Binary.run(["layout", path])
        #expect(layout.code == 0 && layout.stderr.contains("overlap because the zone decreases (3 → 1)"))
        let validate = try Binary.run(["validate", path])
        #expect(validate.code == 0)
        let strict = try Binary.run(["validate", "--strict", path])
        #expect(strict.code == 1 && strict.stdout.hasPrefix("error: \(path): rows[0]") && !strict.stdout.contains("ok:"))
        let out = dir.appendingPathComponent("b")
        let batch = try Binary.run(["batch", "--halls", path, "--themes", "maoyan", "--devices", "iphone-se", "-o", out.path])
        #expect(batch.code == 0)
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("seats 1_2 and 1_3 overlap"))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<span class=\"badge\" title=\"rows[0]: seats 1_2 and 1_3 overlap") && html.contains("1 warning</span>"))
    }
}
