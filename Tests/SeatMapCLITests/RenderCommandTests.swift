import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import Foundation
import Testing
import SeatMapPNG
import SeatMapTestSupport

@Suite(.serialized) struct RenderCommandTests {
    @Test func rendersEveryFormatDeterministicallyAcrossProcesses() throws {
        let dir = try Binary.tempDir()
        for ext in ["png", "svg", "pdf"] {
            let a = dir.appendingPathComponent("a.\(ext)").path, b = dir.appendingPathComponent("b.\(ext)").path
            for out in [a, b] {
                let r = try Binary.run(["render", Binary.sample("irregular"), "--selected", "6_5,6_6", "--device", "iphone-se", "-o", out])
                #expect(r.code == 0, "\(r.stderr)")
                #expect(r.stdout == "wrote \(out) (\(ext), \(ext == "png" ? "750×1334 px" : "375×667 pt"))\n")
            }
            #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b), "\(ext) differs between runs")
        }
        let png = try PNGCodec.decode([UInt8](FileManager.default.contents(atPath: dir.appendingPathComponent("a.png").path)!))
        #expect(png.width == 750 && png.height == 1334)
    }

    @Test func layoutPixelFramesMatchTheRenderedImage() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("s.png").path
        let args = [Binary.sample("standard"), "--device", "iphone-15", "--zoom", "0.8", "--offset", "40,20", "--selected", "2_5"]
        #expect(try Binary.run(["render"] + args + ["-o", out]).code == 0)
        let layout = try Binary.json(try Binary.run(["layout"] + args).stdout)
        let img = try PNGCodec.decode([UInt8](FileManager.default.contents(atPath: out)!))
        #expect((layout["image"] as? [Int]) == [img.width, img.height])
        let seat = try #require((layout["seats"] as? [[String: Any]])?.first { $0["id"] as? String == "2_5" })
        let f = try #require(seat["pixelFrame"] as? [Double])
        let p = img[Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2)]
        #expect(p.r == 0x22 && p.g == 0xB5 && p.b == 0x73)  // maoyan's selected fill
    }

    @Test func badInputsGetLocatedErrorsAndExitCodes() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("x.png").path
        let sold = try Binary.run(["render", Binary.sample("studio"), "--selected", "1_1", "-o", out])
        #expect(sold.code == 65)
        #expect(sold.stderr == "error: --selected: seat 1_1 is sold, not available\n")
        let unknownTheme = try Binary.run(["render", Binary.sample("studio"), "--theme", "neon", "-o", out])
        #expect(unknownTheme.code == 64 && unknownTheme.stderr.contains("unknown theme 'neon'"))
        let noDir = try Binary.run(["render", Binary.sample("studio"), "-o", "/nonexistent/dir/x.png"])
        #expect(noDir.code == 73 && noDir.stderr.contains("/nonexistent/dir/x.png"))
        let missing = try Binary.run(["render", "/nonexistent.json", "-o", out])
        #expect(missing.code == 66)
        let tooBig = try Binary.run(["render", Binary.sample("imax"), "--mode", "full", "--device", "1024x1366@4", "-o", out])
        #expect(tooBig.code == 65 && tooBig.stderr.contains("too large"))
        let fullZoom = try Binary.run(["render", Binary.sample("imax"), "--mode", "full", "--zoom", "2", "-o", out])
        #expect(fullZoom.code == 64)
        // Nothing half-written is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func badThemeFileNamesTheKey() throws {
        let dir = try Binary.tempDir()
        let theme = dir.appendingPathComponent("t.json").path
        try #"{"name": "t", "states": {"sold": {"fill": "grey"}}}"#.write(toFile: theme, atomically: true, encoding: .utf8)
        let r = try Binary.run(["render", Binary.sample("studio"), "--theme", theme, "-o", dir.appendingPathComponent("x.png").path])
        #expect(r.code == 65)
        #expect(r.stderr.hasPrefix("error: \(theme):1:43: states.sold.fill: invalid colour \"grey\""))  // the value's opening quote
    }

    @Test func diffCommand() throws {
        let dir = try Binary.tempDir()
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        var img = RGBAImage(width: 10, height: 10, fill: (255, 255, 255, 255))
        try Data(try PNGCodec.encode(img)).write(to: URL(fileURLWithPath: a))
        img[2, 3] = (255, 0, 0, 255)
        img[7, 7] = (0, 0, 0, 255)
        try Data(try PNGCodec.encode(img)).write(to: URL(fileURLWithPath: b))
        let same = try Binary.run(["diff", a, a, "--json"])
        #expect(same.code == 0)
        #expect(same.stdout == #"{"diffPixels": 0, "totalPixels": 100, "ratio": 0, "sizeMismatch": false}"# + "\n")
        let diffOut = dir.appendingPathComponent("d.png").path
        let differ = try Binary.run(["diff", a, b, "--json", "-o", diffOut, "--diff-color-alt", "0,0,255"])
        #expect(differ.code == 1)
        #expect(differ.stdout == #"{"diffPixels": 2, "totalPixels": 100, "ratio": 0.02, "sizeMismatch": false}"# + "\n")
        let d = try PNGCodec.decode([UInt8](FileManager.default.contents(atPath: diffOut)!))
        #expect(d[2, 3] == (0, 0, 255, 255) && d[7, 7] == (0, 0, 255, 255))  // both darker in b
        #expect(try Binary.run(["diff", a, b, "--max-diff-pixels", "2"]).code == 0)
        #expect(try Binary.run(["diff", a, b, "--max-diff-ratio", "0.01"]).code == 1)
        let text = try Binary.run(["diff", a, b])
        #expect(text.stdout == "2 pixels differ (2.0% of 100)\n")
        let notPNG = try Binary.run(["diff", a, Binary.sample("studio")])
        #expect(notPNG.code == 65 && notPNG.stderr.contains("not a PNG file"))
        #expect(try Binary.run(["diff", a, "/nonexistent.png"]).code == 66)
        #expect(try Binary.run(["diff", a, b, "--threshold", "2"]).code == 64)
        #expect(try Binary.run(["diff", a, b, "--diff-color", "1,2"]).code == 64)
        let small = dir.appendingPathComponent("s.png").path
        try Data(try PNGCodec.encode(RGBAImage(width: 5, height: 4))).write(to: URL(fileURLWithPath: small))
        let sizes = try Binary.run(["diff", a, small])
        #expect(sizes.code == 1 && sizes.stdout == "size differs: 10×10 vs 5×4\n")
        let sizesJSON = try Binary.json(try Binary.run(["diff", a, small, "--json"]).stdout)
        #expect(sizesJSON["sizeMismatch"] as? Bool == true)
    }

    @Test func themesListAndLint() throws {
        let list = try Binary.run(["themes"])
        #expect(list.lines.map { String($0.split(separator: " ")[0]) } == ["maoyan", "maoyan-en", "dark", "high-contrast", "print"])
        #expect(list.lines[3].hasSuffix("contrast: all 30 checks pass"), "26 seat and page pairs and the toast and dialog pairs")
        let hc = try Binary.run(["themes", "lint", "high-contrast"])
        #expect(hc.code == 0 && hc.stdout == "high-contrast: passes\n")
        let m = try Binary.run(["themes", "lint", "maoyan"])
        #expect(m.code == 1)
        #expect(m.stdout.contains("FAIL maoyan: page.hintText on page.priceBar: 2.85:1 (needs 4.5:1)"))
        #expect(try Binary.run(["themes", "frob"]).code == 64)
    }
}
