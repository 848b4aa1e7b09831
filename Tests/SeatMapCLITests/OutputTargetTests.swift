import Foundation
import Testing
import SeatMapPNG

/// Where outputs may go: regular files atomically, devices and FIFOs in place, `-` to stdout,
/// folders refused; and where inputs may come from: files, `-` and pipes.
@Suite struct OutputTargetTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func aFIFOStaysAFIFOAndItsReaderGetsAWholePNG() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens the FIFO on another thread; the render blocks until then.
        nonisolated(unsafe) var received = Data()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // FileHandle opens the FIFO and reads to EOF (FileManager.contents may not open it).
            received = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }
        let r = try Binary.run(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", fifo])
        #expect(r.code == 0, "\(r.stderr)")
        done.wait()
        let image = try PNGCodec.decode([UInt8](received))
        #expect(image.width == 750 && image.height == 1334)
        var st = stat()
        #expect(stat(fifo, &st) == 0)
        #expect(st.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func devNullIsWrittenNotReplaced() throws {
        let r = try Binary.run(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", "/dev/null"])
        #expect(r.code == 0, "\(r.stderr)")
        var st = stat()
        #expect(stat("/dev/null", &st) == 0)
        #expect(st.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func dashWritesTheImageToStdout() throws {
        let (r, bytes) = try Binary.runBinary(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", "-"])
        #expect(r.code == 0)
        #expect(Array(bytes.prefix(8)) == Self.png)
        #expect(try PNGCodec.decode([UInt8](bytes)).width == 750)
        #expect(r.stderr == "wrote stdout (png, 750×1334 px)\n")
        let (svg, svgBytes) = try Binary.runBinary(["render", Binary.sample("studio"), "--format", "svg", "-o", "-"])
        #expect(svg.code == 0)
        #expect(String(decoding: svgBytes.prefix(5), as: UTF8.self) == "<?xml")
    }

    @Test func foldersAndUnknownExtensionsAreRefused() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let existing = try Binary.run(["render", Binary.sample("studio"), "-o", dir.path])
        #expect(existing.code == 73)
        #expect(existing.stderr == "error: cannot write \(dir.path): is a folder; give a file name inside it\n")
        let slash = dir.appendingPathComponent("newdir").path + "/"
        let trailing = try Binary.run(["render", Binary.sample("studio"), "-o", slash])
        #expect(trailing.code == 73)
        #expect(trailing.stderr.contains("names a folder"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("newdir").path))
        let jpg = try Binary.run(["render", Binary.sample("studio"), "-o", dir.appendingPathComponent("x.jpg").path])
        #expect(jpg.code == 64)
        #expect(jpg.stderr.hasPrefix("error: -o: cannot write .jpg files; the formats are png, svg and pdf"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func longOutputNamesWork() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "n", count: 250) + ".png"   // 254 bytes: the file system allows 255
        let r = try Binary.run(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", dir.appendingPathComponent(name).path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
    }

    @Test func leftoversOfAKilledWriterAreCleanedOnTheNextWrite() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A pid that cannot be running (above the kernel's pid_max of 4194304) and our own (running).
        let stale = dir.appendingPathComponent(".seatmap-2147483000-42.tmp").path
        let live = dir.appendingPathComponent(".seatmap-\(getpid())-7.tmp").path
        _ = FileManager.default.createFile(atPath: stale, contents: Data([1]))
        _ = FileManager.default.createFile(atPath: live, contents: Data([1]))
        let r = try Binary.run(["render", Binary.sample("studio"), "--device", "iphone-se", "-o", dir.appendingPathComponent("a.png").path])
        #expect(r.code == 0)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(names == ["a.png", ".seatmap-\(getpid())-7.tmp"])
    }

    /// Buffered (`validate`) and streamed as it is made (`layout`, whose document can be 100 MB).
    @Test(arguments: [["validate"], ["layout", "--device", "iphone-se"]])
    func aFullDiskIsExit74NotACrash(command: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = [command[0], Binary.sample("studio")] + command.dropFirst()
        p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        p.standardError = err
        try p.run()
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit)
        #expect(p.terminationStatus == 74)
        #expect(e == "error: cannot write the output to stdout: No space left on device\n")
    }

    @Test func hallsComeFromStdinAndPipes() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Binary.sample("studio")))
        let r = try Binary.run(["validate", "-"], stdin: data)
        #expect(r.code == 0)
        #expect(r.stdout == "ok: 60 seats, 6 rows, 1 zone\n")
        let layout = try Binary.run(["layout", "-", "--device", "iphone-se"], stdin: data)
        #expect(layout.code == 0)
        #expect(try Binary.json(layout.stdout)["image"] as? [Int] == [750, 1334])
        let sh = Process()
        sh.executableURL = URL(fileURLWithPath: "/bin/bash")
        sh.arguments = ["-c", "\"$0\" validate <(cat \"$1\")", Binary.path, Binary.sample("studio")]
        let out = Pipe()
        sh.standardOutput = out
        try sh.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        sh.waitUntilExit()
        #expect(sh.terminationStatus == 0)
        #expect(text == "ok: 60 seats, 6 rows, 1 zone\n")
    }

    @Test func anEndlessStreamStopsAtTheLimit() throws {
        let sh = Process()
        sh.executableURL = URL(fileURLWithPath: "/bin/bash")
        sh.arguments = ["-c", "\"$0\" validate <(yes '                ')", Binary.path]
        let err = Pipe()
        sh.standardError = err
        sh.standardOutput = FileHandle.nullDevice
        try sh.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        sh.waitUntilExit()
        #expect(sh.terminationStatus == 65)
        #expect(text.contains("input is more than 67108864 bytes; the limit for a hall is 67108864"))
    }
}
