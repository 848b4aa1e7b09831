import Foundation
import Testing

/// A render is a function of hall, theme, device, options and font files: nothing else on the
/// host. Each hostile environment below changed pixels before fonts were opened from files
/// (a user `fonts.conf` with subpixel order, full hinting and no antialiasing moved 2,400 px);
/// now every sample × maoyan/maoyan-en/dark × two devices gives the same PNG and PDF bytes.
@Suite struct HermeticTextTests {
    static let samples = ["studio", "standard", "imax", "irregular"]
    static let themes = ["maoyan", "maoyan-en", "dark"]
    static let devices = ["iphone-se", "iphone-15"]

    /// A folder holding a fontconfig setup that would change every text if it were read: the
    /// user file subpixel-renders, fully hints and turns antialiasing off; the `FONTCONFIG_FILE`
    /// one adds a font folder and rewrites the CJK family to a serif.
    static func hostileConfig() throws -> URL {
        let dir = try Binary.tempDir()
        let userConf = dir.appendingPathComponent("home/.config/fontconfig")
        try FileManager.default.createDirectory(at: userConf, withIntermediateDirectories: true)
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <match target="font">
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
          </match>
        </fontconfig>
        """.write(to: userConf.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let extra = dir.appendingPathComponent("extra-fonts")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                                         toPath: extra.appendingPathComponent("Other.ttf").path)
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <dir>\(extra.path)</dir>
          <match target="pattern">
            <test name="family"><string>WenQuanYi Micro Hei</string></test>
            <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit>
          </match>
          <match target="pattern">
            <test name="family"><string>DejaVu Sans</string></test>
            <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit>
          </match>
        </fontconfig>
        """.write(to: dir.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        return dir
    }

    /// Every file of the matrix rendered under `environment`, by name.
    static func renderMatrix(into dir: URL, environment: [String: String]) throws -> [String: Data] {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var files: [String: Data] = [:]
        for sample in samples {
            for theme in themes {
                for device in devices {
                    for format in ["png", "pdf"] {
                        let name = "\(sample)-\(theme)-\(device).\(format)"
                        let out = dir.appendingPathComponent(name).path
                        let r = try Binary.run(["render", Binary.sample(sample), "--theme", theme, "--device", device, "-o", out],
                                               environment: environment)
                        #expect(r.code == 0, "\(name): \(r.stderr)")
                        files[name] = try Data(contentsOf: URL(fileURLWithPath: out))
                    }
                }
            }
        }
        return files
    }

    @Test func theMatrixIsByteIdenticalUnderEveryHostileEnvironment() throws {
        let config = try Self.hostileConfig()
        defer { try? FileManager.default.removeItem(at: config) }
        let base = ProcessInfo.processInfo.environment
        var plain = base
        plain["HOME"] = nil
        plain["FONTCONFIG_FILE"] = nil
        let reference = try Self.renderMatrix(into: config.appendingPathComponent("out-plain"), environment: plain)
        #expect(reference.count == Self.samples.count * Self.themes.count * Self.devices.count * 2)

        var userFontsConf = base
        userFontsConf["HOME"] = config.appendingPathComponent("home").path
        userFontsConf["XDG_CONFIG_HOME"] = config.appendingPathComponent("home/.config").path
        userFontsConf["LANG"] = "tr_TR.UTF-8"
        userFontsConf["LC_ALL"] = "tr_TR.UTF-8"
        userFontsConf["TZ"] = "Pacific/Chatham"
        var fontconfigFile = base
        fontconfigFile["FONTCONFIG_FILE"] = config.appendingPathComponent("fonts.conf").path
        fontconfigFile["LANG"] = "zh_CN.UTF-8"
        fontconfigFile["LC_ALL"] = "zh_CN.UTF-8"
        fontconfigFile["PIXMAN_DISABLE"] = "sse2 ssse3 avx2"
        var bare = base
        bare["HOME"] = nil
        bare["LANG"] = "C"
        bare["LC_ALL"] = "C"
        bare["TZ"] = "UTC"
        let environments = [("a user fonts.conf (rgba, hintfull, no antialiasing), tr_TR, TZ", userFontsConf),
                            ("FONTCONFIG_FILE with extra fonts and a family rewrite, zh_CN, PIXMAN_DISABLE", fontconfigFile),
                            ("no HOME, LC_ALL=C", bare)]
        for (i, (what, env)) in environments.enumerated() {
            let files = try Self.renderMatrix(into: config.appendingPathComponent("out-\(i)"), environment: env)
            let differing = reference.keys.sorted().filter { files[$0] != reference[$0] }
            #expect(differing.isEmpty, "\(what): \(differing.count) files differ: \(differing.prefix(6))")
        }
    }

    @Test func theBinaryShapesWithHarfBuzzAndHasNoToyTextCalls() throws {
        let nm = ["/usr/bin/nm", "/bin/nm"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let tool = try #require(nm, "nm (binutils) is needed to read the binary's imports")
        let text = try Binary.run(["-D", "--undefined-only", Binary.path], executable: tool).stdout
        let symbols = Set(text.split(separator: "\n").compactMap { line -> String? in line.split(separator: " ").last.map { String($0) } })
        #expect(symbols.contains("hb_shape"))
        #expect(symbols.contains("cairo_ft_font_face_create_for_ft_face"))
        for toy in ["cairo_show_text", "cairo_select_font_face", "cairo_text_extents", "FcFontMatch", "FcConfigSubstitute"] {
            #expect(!symbols.contains(toy), "the binary still imports \(toy)")
        }
    }

    @Test func layoutNamesTheFontFilesWithTheirHashes() throws {
        let r = try Binary.run(["layout", Binary.sample("standard"), "--theme", "maoyan-en", "--device", "iphone-se"])
        #expect(r.code == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let fonts = try #require(root["fonts"] as? [[String: Any]])
        let files = fonts.map { "\($0["file"] as? String ?? "")/\($0["weight"] as? String ?? "")" }
        // Latin from DejaVu Sans (its own bold file), CJK from WenQuanYi (bold synthesised).
        #expect(files.contains("DejaVuSans.ttf/regular"))
        #expect(files.contains("DejaVuSans-Bold.ttf/bold"))
        #expect(files.contains("wqy-microhei.ttc/regular"))
        for f in fonts {
            let sha = try #require(f["sha256"] as? String)
            #expect(sha.count == 64 && sha.allSatisfy { $0.isHexDigit })
            #expect(f["pinned"] as? Bool == true, "\(f)")
        }
        let wqy = try #require(fonts.first { $0["file"] as? String == "wqy-microhei.ttc" })
        #expect(wqy["sha256"] as? String == "2420e8078af796b19a3f6ef13de527a1a91c1e7171eea115926c614ced1009b3")
        let libraries = try #require(root["fontLibraries"] as? [String: String])
        #expect(Set(libraries.keys) == ["cairo", "freetype", "harfbuzz"])
        #expect(libraries["harfbuzz"]?.first?.isNumber == true)
    }

    /// A core theme file (docs/theme-format.md) with `extra` keys.
    static func theme(extra: String) -> String {
        "{" + extra + ", " + BatchCommandTests.coreTheme(name: "brand").dropFirst()
    }

    @Test func aThemeFontFileIsUsedFirstAndAMissingOneIsALocatedError() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                                         toPath: dir.appendingPathComponent("fonts/House.ttf").path)
        let theme = dir.appendingPathComponent("house.json")
        try Self.theme(extra: #""fontFiles": ["fonts/House.ttf"]"#).write(to: theme, atomically: true, encoding: .utf8)
        let r = try Binary.run(["layout", Binary.sample("studio"), "--theme", theme.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"file\": \"House.ttf\""))
        #expect(r.stdout.contains("\"family\": \"DejaVu Serif\""))

        let broken = dir.appendingPathComponent("broken.json")
        try Self.theme(extra: #""fontFiles": ["fonts/Gone.ttf"]"#).write(to: broken, atomically: true, encoding: .utf8)
        let missing = try Binary.run(["render", Binary.sample("studio"), "--theme", broken.path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(missing.code != 0)
        #expect(missing.stderr.contains("broken.json:1:16: fontFiles[0]"), "\(missing.stderr)")
        #expect(missing.stderr.contains("fonts/Gone.ttf does not exist"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))

        try Data("not a font at all".utf8).write(to: dir.appendingPathComponent("fonts/Fake.ttf"))
        let fake = dir.appendingPathComponent("fake.json")
        try Self.theme(extra: #""fontFiles": ["fonts/Fake.ttf"]"#).write(to: fake, atomically: true, encoding: .utf8)
        let notFont = try Binary.run(["render", Binary.sample("studio"), "--theme", fake.path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(notFont.code != 0)
        #expect(notFont.stderr.contains("is not a TrueType or OpenType font"), "\(notFont.stderr)")
    }

    @Test func seatmapFontPathAddsABrandFont() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fonts = dir.appendingPathComponent("brand")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                                         toPath: fonts.appendingPathComponent("Brand-Mono.ttf").path)
        let theme = dir.appendingPathComponent("brand.json")
        try Self.theme(extra: #""fonts": ["DejaVu Sans Mono", "WenQuanYi Micro Hei"]"#).write(to: theme, atomically: true, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["SEATMAP_FONT_PATH"] = fonts.path
        let r = try Binary.run(["layout", Binary.sample("studio"), "--theme", theme.path], environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"file\": \"Brand-Mono.ttf\""), "the folder of SEATMAP_FONT_PATH comes before the system's")
    }

    @Test func diffAndBatchSayWhichFontsDrewEachSide() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("latin.json")
        try Self.theme(extra: #""fonts": ["DejaVu Sans", "WenQuanYi Micro Hei"]"#).write(to: theme, atomically: true, encoding: .utf8)
        func render(_ themeArg: String, _ name: String) throws {
            let png = dir.appendingPathComponent(name + ".png").path
            let layout = dir.appendingPathComponent(name + ".layout.json").path
            #expect(try Binary.run(["render", Binary.sample("studio"), "--theme", themeArg, "-o", png]).code == 0)
            let l = try Binary.run(["layout", Binary.sample("studio"), "--theme", themeArg])
            #expect(l.code == 0)
            try l.stdout.write(toFile: layout, atomically: true, encoding: .utf8)
        }
        try render(theme.path, "a")
        try render(BatchCommandTests.coreThemePath(in: dir), "b")
        let r = try Binary.run(["diff", dir.appendingPathComponent("a.png").path, dir.appendingPathComponent("b.png").path,
                                "--layout", dir.appendingPathComponent("a.layout.json").path,
                                "--layout", dir.appendingPathComponent("b.layout.json").path])
        #expect(r.code == 1)
        #expect(r.lines.first?.hasPrefix("fonts differ: the reference was drawn with DejaVu Sans (DejaVuSans.ttf, sha256 abdc775b…)") == true,
                "\(r.stdout)")
        #expect(r.lines.count > 1 && r.lines[1].contains("pixels differ"))

        let out = dir.appendingPathComponent("batch").path
        let b = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--themes", "maoyan-en", "-o", out])
        #expect(b.code == 0, "\(b.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [String: Any])
        let item = try #require((manifest["items"] as? [[String: Any]])?.first)
        let fonts = try #require(item["fonts"] as? [[String: Any]])
        #expect(fonts.contains { $0["file"] as? String == "DejaVuSans.ttf" && ($0["sha256"] as? String)?.count == 64 })
        #expect((item["fontLibraries"] as? [String: String])?["freetype"] != nil)
    }

    @Test func fontsShowsHowThisMachineResolvesTheChain() throws {
        let r = try Binary.run(["fonts", "--theme", "maoyan-en"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.lines.first == "maoyan-en: 5 families, tried in this order for each character")
        #expect(r.lines.contains { $0.hasPrefix("  DejaVu Sans") && $0.contains("DejaVuSans.ttf, sha256 abdc775b21b1…, the pinned build (pinned file)") })
        // Liberation Sans is not pinned: found in the system folders where the host has it
        // (Chromium recommends fonts-liberation), else not found — the test holds on any host
        // that has SeatMap's pinned fonts, whatever else it has.
        let liberation = ["/usr/share/fonts", "/usr/local/share/fonts"].contains { folder in
            (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).contains { $0.hasSuffix("LiberationSans-Regular.ttf") }
        }
        #expect(r.lines.contains { $0.hasPrefix("  Liberation Sans") && ($0.hasSuffix("not found") != liberation) }, "\(r.lines)")
        #expect(r.lines.contains { $0.contains("bold: synthesised from the regular face") })
        #expect(r.lines.last?.hasPrefix("libraries: cairo ") == true)

        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("gone.json")
        try Self.theme(extra: #""fonts": ["No Such Family", "DejaVu Sans"]"#).write(to: theme, atomically: true, encoding: .utf8)
        let missing = try Binary.run(["fonts", "--theme", theme.path, "--json"])
        #expect(missing.code == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any])
        let chain = try #require(root["chain"] as? [[String: Any]])
        #expect(chain.map { $0["family"] as? String } == ["No Such Family", "DejaVu Sans"])
        #expect(chain.map { $0["found"] as? Bool } == [false, true])
        #expect(chain[1]["source"] as? String == "pinned")
    }
}
