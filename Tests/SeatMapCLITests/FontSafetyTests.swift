import Foundation
import Testing
import SeatMapTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Fonts are opened safely: a FIFO never hangs a command, a damaged font never draws a page
/// without text in silence, a link to a font is a font, and a theme's font error is located.
@Suite struct FontSafetyTests {
    static let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// DejaVu Sans with its glyph table moved past the end of the file: FreeType opens it, its
    /// character map claims every glyph, and none can be drawn.
    static func damagedFont(at path: String) throws {
        var b = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dejavu)))
        let tables = Int(b[4]) << 8 | Int(b[5])
        for i in 0..<tables {
            let rec = 12 + 16 * i
            guard Array(b[rec..<rec + 4]) == Array("glyf".utf8) else { continue }
            let past = UInt32(b.count + 4096)
            for k in 0..<4 { b[rec + 8 + k] = UInt8(truncatingIfNeeded: past >> (24 - 8 * k)) }
        }
        try Data(b).write(to: URL(fileURLWithPath: path))
    }

    func environment(_ fontPath: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SEATMAP_FONT_PATH"] = fontPath
        return env
    }

    /// A theme file: the built-in maoyan-en with `fontFiles`.
    func theme(_ dir: URL, fontFiles: [String]) throws -> String {
        let base = Binary.packageRoot.appendingPathComponent("Themes/maoyan-en.json")
        var text = try String(contentsOf: base, encoding: .utf8)
        let list = fontFiles.map { "\"\($0)\"" }.joined(separator: ", ")
        text = text.replacingOccurrences(of: "{", with: "{\n  \"fontFiles\": [\(list)],", options: [], range: text.range(of: "{"))
        let path = dir.appendingPathComponent("theme-\(UUID().uuidString.prefix(8)).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aFIFOAndADamagedFontInTheFontPathChangeNothing() throws {
        let dir = try Binary.tempDir()
        let fonts = dir.appendingPathComponent("fonts").path
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        #expect(mkfifo(fonts + "/a.ttf", 0o644) == 0)
        try Self.damagedFont(at: fonts + "/broken.ttf")
        let args = ["render", Binary.sample("standard"), "--theme", "maoyan-en", "--device", "iphone-se"]
        let plain = try Binary.run(args + ["-o", dir.appendingPathComponent("plain.png").path])
        #expect(plain.code == 0, "\(plain.stderr)")
        // Under `timeout`: a hang is exit 124, not a stuck test run.
        let r = try Binary.run(["30", Binary.path] + args + ["-o", dir.appendingPathComponent("probe.png").path],
                               environment: environment(fonts), executable: "/usr/bin/timeout")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("broken.ttf (SEATMAP_FONT_PATH) was passed over for 'dejavu sans': its character map names glyphs whose outlines cannot be read"), "\(r.stderr)")
        // The page is drawn with the pinned font: the same bytes as without the folder.
        #expect(try Data(contentsOf: dir.appendingPathComponent("probe.png")) == Data(contentsOf: dir.appendingPathComponent("plain.png")))
        for command in [["layout"], ["audit"], ["fonts"]] {
            let c = try Binary.run(["30", Binary.path] + command + (command == ["fonts"] ? ["--theme", "maoyan-en"] : Array(args.dropFirst())),
                                   environment: environment(fonts), executable: "/usr/bin/timeout")
            #expect(c.code != 124 && !c.crashed, "\(command): \(c.stderr)")
        }
        let batch = try Binary.run(["30", Binary.path, "batch", "--halls", Binary.sample("studio"), "--themes", "maoyan-en", "--devices", "iphone-se",
                                    "-o", dir.appendingPathComponent("b").path], environment: environment(fonts), executable: "/usr/bin/timeout")
        #expect(batch.code == 0, "\(batch.stderr)")
    }

    @Test func aThemesFontFileErrorsAreLocatedInTheTheme() throws {
        let dir = try Binary.tempDir()
        try Self.damagedFont(at: dir.appendingPathComponent("broken.ttf").path)
        #expect(mkfifo(dir.appendingPathComponent("pipe.ttf").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop1.ttf").path, withDestinationPath: "loop2.ttf")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop2.ttf").path, withDestinationPath: "loop1.ttf")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.ttf").path, withDestinationPath: Self.dejavu)
        let cases: [(String, String)] = [
            ("broken.ttf", ":2:17: fontFiles[0]: \(dir.path)/broken.ttf: its character map names glyphs whose outlines cannot be read"),
            ("pipe.ttf", ":2:17: fontFiles[0]: font file \(dir.path)/pipe.ttf is a FIFO (named pipe), not a regular file"),
            ("loop1.ttf", ":2:17: fontFiles[0]: font file \(dir.path)/loop1.ttf is a loop of symbolic links"),
        ]
        for (file, message) in cases {
            let t = try theme(dir, fontFiles: [file])
            let r = try Binary.run(["30", Binary.path, "render", Binary.sample("studio"), "--theme", t, "-o", dir.appendingPathComponent("x.png").path],
                                   executable: "/usr/bin/timeout")
            #expect(r.code == 65 && r.stderr.hasPrefix("error: \(t)\(message)"), "\(file): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
        }
        // A link to a good font is a font.
        let linked = try Binary.run(["render", Binary.sample("studio"), "--theme", try theme(dir, fontFiles: ["link.ttf"]),
                                     "-o", dir.appendingPathComponent("ok.png").path])
        #expect(linked.code == 0, "\(linked.stderr)")
    }
}
