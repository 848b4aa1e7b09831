import SeatMapLayout
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SeatMapCore
import SeatMapPNG
import SeatMapTestSupport

@Suite(.serialized) struct BatchCommandTests {
    static let halls = ["studio", "irregular"].map(Binary.sample)

    /// A theme file with only the core keys (docs/theme-format.md).
    static func coreTheme(name: String) -> String {
        ##"{"name": "\##(name)", "background": "#FFFFFF", "seat": {"width": 36, "height": 36, "hGap": 8, "vGap": 14, "zoneOffset": 6}, "states": {"available": {"fill": "#FFFFFF", "stroke": "#8FD19E"}, "selected": {"fill": "#22B573"}, "sold": {"fill": "#D9D9D9"}, "locked": {"fill": "#F5C26B"}}, "zones": {"1": {"name": "普通区"}, "2": {"name": "黄金区"}, "3": {"name": "情侣座"}}}"##
    }

    /// `coreTheme(name: "core")` written into `dir`; its path.
    static func coreThemePath(in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("core.json").path
        try coreTheme(name: "core").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func manifest(_ dir: URL) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("manifest.json"))) as? [String: Any])
    }

    func files(_ dir: URL) throws -> [String] {
        let e = FileManager.default.enumerator(atPath: dir.path)!
        return (e.allObjects as! [String]).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func writesTheLayoutManifestAndGallery() throws {
        let out = try Binary.tempDir()
        let r = try Binary.run(["batch", "--halls"] + Self.halls + ["--themes", "maoyan", "print", "--devices", "iphone-se,390x844@3",
                                "--states", "none,suggest", "--jobs", "2", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("rendered 16 of 16 items in "))
        // Not a terminal: no redrawn line (no carriage return), a line at most every 5 s (a
        // loaded machine may print one before the end) and the closing line last.
        let progress = r.stderr.split(separator: "\n")
        #expect(!r.stderr.contains("\r") && progress.last?.hasPrefix("batch: 16/16 items in ") == true, "\(r.stderr)")
        #expect(progress.allSatisfy { $0.hasPrefix("batch: ") && $0.contains("/16 items in ") }, "\(r.stderr)")
        let pngs = try files(out)
        #expect(pngs.count == 16)
        #expect(pngs.contains("studio/maoyan/iphone-se.png") && pngs.contains("irregular/print/390x844_3-suggest.png"))
        let m = try manifest(out)
        let items = try #require(m["items"] as? [[String: Any]])
        #expect(items.count == 16)
        let first = items[0]
        #expect(first["status"] as? String == "ok")
        let hall = try #require(first["hall"] as? [String: Any])
        let hallBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: hall["path"] as! String)))
        #expect(hall["sha256"] as? String == SHA256.hex(hallBytes))
        // The layout is a file beside the image, not inlined: the manifest stays small.
        let layoutFile = try #require(first["layout"] as? String)
        let layout = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(layoutFile))) as? [String: Any])
        #expect((layout["seats"] as? [Any])?.isEmpty == false)
        #expect(layoutFile == String((first["output"] as! String).dropLast(4)) + ".layout.json")
        #expect((first["command"] as? String)?.hasPrefix("seatmap render ") == true)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        // The re-run command reproduces the item byte for byte.
        let png = first["output"] as! String
        let again = out.appendingPathComponent("again.png").path
        var args = (first["command"] as! String).split(separator: " ").map(String.init).dropFirst()
        args = args.dropLast(2)
        #expect(try Binary.run(Array(args) + ["-o", again]).code == 0)
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: out.appendingPathComponent(png).path))
    }

    @Test func jobsDoNotChangeTheResults() throws {
        let a = try Binary.tempDir(), b = try Binary.tempDir()
        for (dir, jobs) in [(a, "1"), (b, "4")] {
            let r = try Binary.run(["batch", "--halls"] + Self.halls + ["--themes", "maoyan", "dark", "--devices", "iphone-se",
                                    "--jobs", jobs, "-o", dir.path])
            #expect(r.code == 0)
        }
        #expect(try files(a) == files(b))
        for f in try files(a) {
            #expect(FileManager.default.contents(atPath: a.appendingPathComponent(f).path) == FileManager.default.contents(atPath: b.appendingPathComponent(f).path), "\(f)")
        }
        var ma = try manifest(a), mb = try manifest(b)
        #expect((ma["timingsMs"] as? [String: Any])?.count == 4)
        ma["timingsMs"] = nil; mb["timingsMs"] = nil
        #expect(NSDictionary(dictionary: ma).isEqual(to: mb))
        #expect(FileManager.default.contents(atPath: a.appendingPathComponent("index.html").path)
                == FileManager.default.contents(atPath: b.appendingPathComponent("index.html").path))
    }

    @Test func shardsPartitionTheFullSet() throws {
        var seen: [String] = []
        for i in 1...3 {
            let dir = try Binary.tempDir()
            let r = try Binary.run(["batch", "--halls"] + Self.halls + ["--themes", "maoyan", "dark", "--devices", "iphone-se,iphone-15",
                                    "--states", "none,zone1", "--shard", "\(i)/3", "-o", dir.path])
            #expect(r.code == 0)
            let items = try #require(try manifest(dir)["items"] as? [[String: Any]])
            seen += items.map { $0["output"] as! String }
            #expect(try files(dir).count == items.count)
        }
        #expect(seen.count == 16)
        #expect(Set(seen).count == 16)
        #expect(try Binary.run(["batch", "--halls", Self.halls[0], "--themes", "maoyan", "--shard", "4/3", "-o", "/tmp/x"]).code == 64)
        #expect(try Binary.run(["batch", "--halls", Self.halls[0], "--themes", "maoyan", "--shard", "0/3", "-o", "/tmp/x"]).code == 64)
    }

    @Test func oneBadInputFailsOnlyItsItems() throws {
        let dir = try Binary.tempDir()
        let bad = dir.appendingPathComponent("broken.json").path
        try "{\"rows\": [".write(toFile: bad, atomically: true, encoding: .utf8)
        // A theme file that does not read fails its items (an unknown theme *name* is bad usage
        // before anything renders: FirstWeekRoundTwoTests).
        let neon = dir.appendingPathComponent("neon.json").path
        try "{\"name\": ".write(toFile: neon, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["batch", "--halls", Self.halls[0], bad, "--themes", "maoyan", neon, "--devices", "iphone-se", "-o", out.path])
        #expect(r.code == 1)
        #expect(r.stdout.hasPrefix("rendered 1 of 4 items"))
        #expect(r.stderr.contains("error: broken/maoyan/iphone-se.png: \(bad):1:11: invalid JSON"))
        #expect(r.stderr.contains("error: studio/neon/iphone-se.png: \(neon):1:"), "\(r.stderr)")
        #expect(try files(out) == ["studio/maoyan/iphone-se.png"])
        let items = try #require(try manifest(out)["items"] as? [[String: Any]])
        #expect(items.filter { $0["status"] as? String == "failed" }.count == 3)
    }

    @Test func namesCannotEscapeTheOutputFolder() throws {
        let dir = try Binary.tempDir()
        let evil = dir.appendingPathComponent("..json").path   // a name of dots
        try HallBuilder.json(HallBuilder.hall(["AAA"])).write(toFile: evil, atomically: true, encoding: .utf8)
        let theme = dir.appendingPathComponent("t.json").path
        try Self.coreTheme(name: "../../etc").write(toFile: theme, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["batch", "--halls", evil, "--themes", theme, "--devices", "iphone-se", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try files(out) == ["_..json/_.._.._etc/iphone-se.png"])
        // The theme's hash is of the very bytes it was decoded from.
        let item = try #require((try manifest(out)["items"] as? [[String: Any]])?.first)
        let themeBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: theme)))
        #expect((item["theme"] as? [String: Any])?["sha256"] as? String == SHA256.hex(themeBytes))
        let outside = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(outside == ["..json", "out", "t.json"])
    }

    @Test func collisionsAreUsageErrors() throws {
        let a = try Binary.tempDir()
        for name in ["h 1.json", "h_1.json"] {
            try HallBuilder.json(HallBuilder.hall(["AA"])).write(toFile: a.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
        }
        let r = try Binary.run(["batch", "--halls", a.appendingPathComponent("h 1.json").path, "--halls", a.appendingPathComponent("h_1.json").path,
                                "--themes", "maoyan", "-o", a.appendingPathComponent("out").path])
        #expect(r.code == 64 && r.stderr.contains("would both write h_1/maoyan/iphone-15.png"), "\(r.stderr)")
        #expect(r.stderr.contains("h 1.json") && r.stderr.contains("h_1.json"))
    }

    /// Halls named in Chinese, or with one file name in two folders, keep readable, distinct
    /// names in paths, the manifest and the gallery.
    @Test func unicodeAndSameNamedHallsGetReadableDistinctNames() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for sub in ["a", "b"] { try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true) }
        let names = ["a/seat.json", "b/seat.json", "一号厅.json", "二号厅.json", "7号厅 (IMAX).json"]
        for n in names {
            try HallBuilder.json(HallBuilder.hall(["AAAA"])).write(toFile: dir.appendingPathComponent(n).path, atomically: true, encoding: .utf8)
        }
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["batch", "--halls"] + names.map { dir.appendingPathComponent($0).path } + ["-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try files(out) == ["7号厅__IMAX_/maoyan/iphone-15.png", "a-seat/maoyan/iphone-15.png", "b-seat/maoyan/iphone-15.png",
                                   "一号厅/maoyan/iphone-15.png", "二号厅/maoyan/iphone-15.png"])
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.contains("一号厅") && gallery.contains("7号厅__IMAX_") && !gallery.contains(">___<"))
    }

    @Test func inputIsEscapedInTheGallery() throws {
        let dir = try Binary.tempDir()
        let base = HallBuilder.hall(["AAA"])
        var rows = base.rows
        rows[0][1].seatId = "</script><script>alert(2)</script>"
        var hall = Hall(movie: base.movie, showtime: base.showtime, maxSeats: 6, rows: rows)
        hall.movie?.title = "<script>alert(1)</script>"
        let path = dir.appendingPathComponent("<img src=x onerror=alert(1)>.json").path
        try HallBuilder.json(hall).write(toFile: path, atomically: true, encoding: .utf8)
        let theme = dir.appendingPathComponent("t.json").path
        try Self.coreTheme(name: "<b>bold</b>").write(toFile: theme, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["batch", "--halls", path, "--themes", theme, "--devices", "iphone-se", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<b>bold"))
        #expect(html.contains("_b_bold__b_"))  // the theme's folder name, reduced
        // The seat id lives in the item's seats script, inert inside its JSON data.
        let scripts = (FileManager.default.enumerator(atPath: out.path)!.allObjects as! [String]).filter { $0.hasSuffix(".seats.js") }
        #expect(scripts.count == 1)
        let script = try String(contentsOf: out.appendingPathComponent(scripts[0]), encoding: .utf8)
        #expect(!script.contains("alert(2)</script>") && !html.contains("alert(2)"))
        #expect(script.contains(#"\u003c/script\u003e\u003cscript\u003ealert(2)"#))
        // SVG output names seats and controls, every input text escaped; it stays well-formed XML.
        let svg = dir.appendingPathComponent("p.svg").path
        #expect(try Binary.run(["render", path, "--selected", "1_1", "-o", svg]).code == 0)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(!svgText.contains("<script"))
        #expect(svgText.contains(#"data-seat-id="&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;""#))
        #expect(svgText.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        let parser = XMLParser(data: Data(svgText.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func baselineComparesAndOrdersChangedFirst() throws {
        let base = try Binary.tempDir(), now = try Binary.tempDir()
        let dir = try Binary.tempDir()
        let h1 = dir.appendingPathComponent("one.json").path, h2 = dir.appendingPathComponent("two.json").path
        try HallBuilder.json(HallBuilder.hall(["AAAA", "AAAA"])).write(toFile: h1, atomically: true, encoding: .utf8)
        try HallBuilder.json(HallBuilder.hall(["AAAA"])).write(toFile: h2, atomically: true, encoding: .utf8)
        #expect(try Binary.run(["batch", "--halls", h1, h2, "--themes", "maoyan", "--devices", "iphone-se", "-o", base.path]).code == 0)
        // Now one hall changed, one is gone, one is new.
        try HallBuilder.json(HallBuilder.hall(["AASA", "AAAA"])).write(toFile: h1, atomically: true, encoding: .utf8)
        let h3 = dir.appendingPathComponent("three.json").path
        try HallBuilder.json(HallBuilder.hall(["AA"])).write(toFile: h3, atomically: true, encoding: .utf8)
        let r = try Binary.run(["batch", "--halls", h1, h3, "--themes", "maoyan", "--devices", "iphone-se", "--baseline", base.path, "-o", now.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1 changed, 1 new, 1 missing, 0 unchanged"))
        let m = try manifest(now)
        let counts = try #require(m["counts"] as? [String: Int])
        #expect(counts["changed"] == 1 && counts["new"] == 1 && counts["missing"] == 1)
        #expect(FileManager.default.fileExists(atPath: now.appendingPathComponent("one/maoyan/iphone-se.diff.png").path))
        let html = try String(contentsOf: now.appendingPathComponent("index.html"), encoding: .utf8)
        let changedAt = try #require(html.range(of: "card changed")).lowerBound
        let newAt = try #require(html.range(of: "card new")).lowerBound
        #expect(changedAt < newAt)
        #expect(html.contains("two/maoyan/iphone-se.png"))  // listed as missing
        #expect(html.contains("type=\"range\""))
    }

    /// The gallery opened in a real headless browser: it shows every image and logs no errors.
    @Test(.enabled(if: Browser.path != nil, "chromium is not installed (scripts/test.sh installs it)"))
    func galleryOpensInABrowser() throws {
        let out = try Binary.tempDir()
        #expect(try Binary.run(["batch", "--halls"] + Self.halls + ["--themes", "maoyan", "high-contrast", "--devices", "iphone-se",
                                "-o", out.path]).code == 0)
        let page = out.appendingPathComponent("index.html").path
        let dom = try Browser.run(["--dump-dom", "file://\(page)"])
        let body = try #require(dom.stdout.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom.stdout[$0]) })
        #expect(body.contains("data-images=\"4\""))
        #expect(body.contains("data-images-loaded=\"4\""), "\(body)")
        #expect(body.contains("data-errors=\"0\""), "\(body)")
        #expect(!dom.stderr.contains("Uncaught"), "\(dom.stderr)")
        // Opening an item loads its seats script and lays one hover box per seat over the image.
        let opened = try Browser.run(["--dump-dom", "file://\(page)#item-0"])
        let manifest = try manifest(out)
        let firstItem = try #require((manifest["items"] as? [[String: Any]])?.first)
        let layoutData = try Data(contentsOf: out.appendingPathComponent(firstItem["layout"] as! String))
        let seats = try #require((JSONSerialization.jsonObject(with: layoutData) as? [String: Any])?["seats"] as? [Any])
        #expect(opened.stdout.components(separatedBy: "class=\"seat\"").count - 1 == seats.count)
        #expect(opened.stdout.contains("id=\"lightbox\" role=\"dialog\" class=\"open\""))
        let shot = out.appendingPathComponent("gallery.png").path
        _ = try Browser.run(["--window-size=1200,900", "--screenshot=\(shot)", "file://\(page)"])
        let img = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: shot))))
        #expect(img.width == 1200 && img.height == 900)
        // The screenshot shows the thumbnails: plenty of pixels in maoyan's seat green.
        var green = 0
        for y in 0..<img.height {
            for x in 0..<img.width {
                let p = img[x, y]
                if p.g > 150 && p.r < 200 && Int(p.g) - Int(p.r) > 40 { green += 1 }
            }
        }
        #expect(green > 150, "\(green) green pixels")
    }
}

enum Browser {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static func run(_ args: [String]) throws -> (stdout: String, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path!)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=5000",
                       "--enable-logging=stderr", "--v=0"] + args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
