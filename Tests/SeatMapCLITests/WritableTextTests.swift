import Foundation
import Testing
import SeatMapTestSupport

/// Text every backend can write: what XML, PDF or Cairo refuse is refused by `validate` with its
/// place, and every SVG SeatMap writes is well-formed XML (checked by xmllint).
@Suite struct WritableTextTests {
    func hall(title: String, in dir: URL, name: String = "hall.json") throws -> String {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("studio")))) as? [String: Any])
        var movie = try #require(json["movie"] as? [String: Any])
        movie["title"] = title
        json["movie"] = movie
        let path = dir.appendingPathComponent(name).path
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [0xFFFF, 0xFFFE, 0xFDD0, 0x10FFFF, 0x1FFFE, 0x1B, 0x0, 0x7] as [UInt32])
    func unwritableScalarsAreRefusedWhereTheyAre(_ value: UInt32) throws {
        let dir = try Binary.tempDir()
        let scalar = String(Character(try #require(Unicode.Scalar(value))))
        let path = try hall(title: "流浪地球" + scalar, in: dir)
        let code = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        let v = try Binary.run(["validate", path])
        let said = v.stdout + v.stderr
        #expect(v.code == 1 && said.contains("\(path):1:") && said.contains("movie.title: contains U+\(padded), a "), "\(said)")
        #expect(said.contains("which SVG, PDF and the page's text cannot hold"))
        for format in ["png", "svg", "pdf"] {
            let out = dir.appendingPathComponent("page.\(format)").path
            let r = try Binary.run(["render", path, "-o", out])
            #expect(r.code == 65 && r.stderr.contains("movie.title: contains U+\(padded)"), "\(format): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func everySVGIsWellFormed() throws {
        let xmllint = "/usr/bin/xmllint"
        try #require(FileManager.default.isExecutableFile(atPath: xmllint), "xmllint is installed by scripts/setup.sh (libxml2-utils)")
        let dir = try Binary.tempDir()
        // Characters XML must escape, right-to-left text, a combining mark, an emoji, a C1 control.
        let hostile = try hall(title: "<流浪&地球>\"'\u{202E}عربي\u{301}🎬\u{85}]]>", in: dir, name: "hostile.json")
        var inputs: [(String, [String])] = [(hostile, []), (hostile, ["--mode", "full"])]
        for sample in ["standard", "imax", "irregular", "studio"] {
            inputs.append((Binary.sample(sample), ["--suggest", "2"]))
            inputs.append((Binary.sample(sample), ["--mode", "full", "--theme", "dark"]))
        }
        inputs.append((Binary.packageRoot.appendingPathComponent("Samples/import/seats-kinds.csv").path, ["--highlight-zone", "2"]))
        for (i, (path, args)) in inputs.enumerated() {
            let out = dir.appendingPathComponent("page-\(i).svg").path
            let r = try Binary.run(["render", path, "--device", "iphone-se"] + args + ["-o", out])
            #expect(r.code == 0, "\(path) \(args): \(r.stderr)")
            let lint = try Binary.run(["--noout", out], executable: xmllint)
            #expect(lint.code == 0, "\(path) \(args): \(lint.stderr)")
        }
    }
}
