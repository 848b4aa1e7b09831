import Foundation
import Testing
import SeatMapCLI
import SeatMapTestSupport

/// Help, the completion scripts and the man page are generated from one set of command
/// definitions: walking every command, each names the same options.
@Suite struct CompletionsAndManTests {
    /// Every command the tool has, from the tool itself: a new one is checked without a change here.
    static let commands = SeatMapTool.commandNames

    /// The options a command's help lists (`  --zoom Z|fit …`, `  -o, --output OUT`).
    static func options(fromHelp help: String) -> [String] {
        guard let section = help.components(separatedBy: "\nOPTIONS:\n").last else { return [] }
        var out: [String] = []
        for line in section.split(separator: "\n") where line.hasPrefix("  -") {
            // The spelled part ends where two spaces start the description.
            let spelled = line.dropFirst(2).components(separatedBy: "  ")[0]
            for word in spelled.split(separator: " ") where word.hasPrefix("-") { out.append(String(word.trimmingCharacters(in: CharacterSet(charactersIn: ",")))) }
        }
        return out
    }

    @Test func helpCompletionsAndManPageNameTheSameOptions() throws {
        #expect(Self.commands.count >= 14)
        let top = try Binary.run(["--help"]).stdout
        for command in Self.commands { #expect(top.contains("\n  \(command) "), "the top-level help lacks \(command)") }
        let bash = try Binary.run(["completions", "bash"]).stdout
        let zsh = try Binary.run(["completions", "zsh"]).stdout
        let fish = try Binary.run(["completions", "fish"]).stdout
        let man = try Binary.run(["man"]).stdout
        for command in Self.commands {
            let help = try Binary.run(command.split(separator: " ").map(String.init) + ["--help"]).stdout
            let options = Self.options(fromHelp: help)
            #expect(options.contains("--help"), "\(command)")
            #expect(man.contains(".SS \"seatmap \(command)\""), "\(command) is not in the man page")
            let last = String(command.split(separator: " ").last!)
            #expect(bash.contains("'\(command)')") && zsh.contains("'\(command)')"), "\(command) is not completed")
            #expect(fish.contains(" \(last) ") || fish.contains(" \(last)\n"), "\(command) is not in the fish script")
            for o in options {
                #expect(bash.contains(o), "bash lacks \(command) \(o)")
                #expect(zsh.contains(o), "zsh lacks \(command) \(o)")
                let fishSpelling = o.hasPrefix("--") ? "-l \(o.dropFirst(2))" : "-s \(o.dropFirst(1))"
                #expect(fish.contains(fishSpelling), "fish lacks \(command) \(o)")
                #expect(man.contains(o.replacingOccurrences(of: "-", with: "\\-")), "the man page lacks \(command) \(o)")
            }
        }
    }

    /// The bash script loads without errors and completes commands, options and their values.
    @Test func bashCompletionLoadsAndCompletes() throws {
        let script = try Binary.tempDir().appendingPathComponent("seatmap.bash")
        try Binary.run(["completions", "bash"]).stdout.write(to: script, atomically: true, encoding: .utf8)
        func complete(_ words: [String]) throws -> [String] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            p.arguments = ["-c", "source '\(script.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _seatmap; printf '%s\\n' \"${COMPREPLY[@]}\""]
            let out = Pipe(), err = Pipe()
            p.standardOutput = out
            p.standardError = err
            p.currentDirectoryURL = try Binary.tempDir()
            try p.run()
            p.waitUntilExit()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.terminationStatus == 0 && stderr.isEmpty, "\(words): \(stderr)")
            return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["seatmap", "ren"]) == ["render"])
        #expect(try complete(["seatmap", "render", "--zo"]) == ["--zoom"])
        #expect(try complete(["seatmap", "render", "x.json", "--theme", "hi"]) == ["high-contrast"])
        #expect(try complete(["seatmap", "layout", "x.json", "--device", "iphone-15-p"]).sorted() == ["iphone-15-plus", "iphone-15-pro-max"])
        #expect(try complete(["seatmap", "render", "x.json", "--orientation", ""]).sorted() == ["landscape", "portrait"])
        #expect(try complete(["seatmap", "render", "x.json", "--mode", ""]).sorted() == ["full", "screen"])
        #expect(try complete(["seatmap", "batch", "merge", "--fail"]) == ["--fail-on-change"])
        #expect(try complete(["seatmap", "help", "val"]) == ["validate"])
    }

    /// zsh and fish parse their scripts (scripts/test.sh installs both; without them the test is
    /// reported skipped, not passed).
    @Test(.enabled(if: ["zsh", "fish"].allSatisfy { FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") }, "needs zsh and fish"),
          arguments: [("zsh", ["-n"]), ("fish", ["--no-execute"])])
    func otherShellsParseTheirScripts(shell: String, flags: [String]) throws {
        let path = "/usr/bin/\(shell)"
        let script = try Binary.tempDir().appendingPathComponent("seatmap.\(shell)")
        try Binary.run(["completions", shell]).stdout.write(to: script, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = flags + [script.path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0 && stderr.isEmpty, "\(shell): \(stderr)")
    }

    /// The checked-in man page is the generated one (regenerate: `seatmap man > docs/seatmap.1`).
    @Test func checkedInManPageIsCurrent() throws {
        let generated = try Binary.run(["man"]).stdout
        let checkedIn = try String(contentsOfFile: Binary.packageRoot.appendingPathComponent("docs/seatmap.1").path, encoding: .utf8)
        #expect(generated == checkedIn, "docs/seatmap.1 is stale: run .build/release/seatmap man > docs/seatmap.1")
        #expect(try Binary.run(["completions", "tcsh"]).code == 64)
    }
}

/// Completions for every value: the declared values of each option, no file names mixed into
/// them, and the item after the last comma of a list.
@Suite struct ValueCompletionTests {
    func bash(_ words: [String]) throws -> [String] {
        let script = try Binary.tempDir().appendingPathComponent("seatmap.bash")
        try Binary.run(["completions", "bash"]).stdout.write(to: script, atomically: true, encoding: .utf8)
        // A folder with files whose names start like the values: none may be offered.
        let dir = try Binary.tempDir()
        for f in ["portrait.json", "png-notes.txt", "zone1.csv"] { _ = FileManager.default.createFile(atPath: dir.appendingPathComponent(f).path, contents: Data()) }
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let r = try Binary.run(["-c", "source '\(script.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _seatmap; printf '%s\\n' \"${COMPREPLY[@]}\""],
                               cwd: dir, executable: "/bin/bash")
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        return r.lines
    }

    @Test func valuesAreOfferedWithoutFilesAndAfterTheLastComma() throws {
        #expect(try bash(["seatmap", "render", "x.json", "--orientation", "p"]) == ["portrait"])
        #expect(try bash(["seatmap", "render", "x.json", "--format", "p"]).sorted() == ["pdf", "png"])
        #expect(try bash(["seatmap", "import", "x.json", "--encoding", "gb"]) == ["gb18030"])
        #expect(try bash(["seatmap", "import", "x.json", "--currency", "VN"]) == ["VND"])
        #expect(try bash(["seatmap", "batch", "--states", "none,zo"]).sorted() == ["none,zone1", "none,zone2", "none,zone3"])
        #expect(try bash(["seatmap", "batch", "--themes", "maoyan,da"]) == ["maoyan,dark"])
        #expect(try bash(["seatmap", "batch", "--orientations", "portrait,l"]) == ["portrait,landscape"])
    }

    /// Positionals complete too: `completions` offers its shells (no files), `themes` offers
    /// `lint` and the built-in themes beside theme files.
    @Test func positionalValuesComplete() throws {
        #expect(try bash(["seatmap", "completions", ""]).sorted() == ["bash", "fish", "zsh"])
        #expect(try bash(["seatmap", "completions", "z"]) == ["zsh"])
        #expect(try bash(["seatmap", "themes", "l"]) == ["lint"])
        #expect(try bash(["seatmap", "themes", "lint", "maoyan"]).sorted() == ["maoyan", "maoyan-en"])
        #expect(try bash(["seatmap", "themes", "lint", "po"]) == ["portrait.json"], "theme files still complete")
        #expect(try bash(["seatmap", "render", "po"]) == ["portrait.json"], "a hall is a file")
        let fish = "/usr/bin/fish"
        if FileManager.default.isExecutableFile(atPath: fish) {
            let script = try Binary.tempDir().appendingPathComponent("seatmap.fish")
            try Binary.run(["completions", "fish"]).stdout.write(to: script, atomically: true, encoding: .utf8)
            let r = try Binary.run(["-c", "source '\(script.path)'; complete -C 'seatmap completions '"], executable: fish)
            #expect(r.lines.map { String($0.split(separator: "\t")[0]) }.sorted() == ["bash", "fish", "zsh"], "\(r.stdout)\(r.stderr)")
        }
    }

    @Test func fishCompletesTheItemAfterTheLastComma() throws {
        let fish = "/usr/bin/fish"
        try #require(FileManager.default.isExecutableFile(atPath: fish), "fish is installed by scripts/setup.sh")
        let script = try Binary.tempDir().appendingPathComponent("seatmap.fish")
        try Binary.run(["completions", "fish"]).stdout.write(to: script, atomically: true, encoding: .utf8)
        let r = try Binary.run(["-c", "source '\(script.path)'; complete -C 'seatmap batch --states none,zo'"], executable: fish)
        #expect(r.lines.map { String($0.split(separator: "\t")[0]) } == ["none,zone1", "none,zone2", "none,zone3"], "\(r.stdout)\(r.stderr)")
    }
}
