import Foundation
import Testing
import SeatMapCLI

/// Commands called as a library, the way the executable calls them.
@Suite struct InProcessTests {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var all: [String] = []
        func add(_ s: String) { lock.lock(); all.append(s); lock.unlock() }
    }

    /// `layout` hands its document to the executable's stream as it is made: the same text as
    /// kept for a test, in pieces; a failed piece stops the rest and the run exits 74.
    @Test func layoutStreamsTheDocumentItPrints() throws {
        let args = ["layout", Binary.sample("imax"), "--device", "iphone-se"]
        let kept = SeatMapTool.run(args)
        #expect(kept.code == 0 && kept.stdout.hasSuffix("}\n"))
        let pieces = Lines()
        var io = CommandIO()
        io.stdoutStream = { pieces.add($0); return nil }
        #expect(SeatMapTool.run(args, io: &io) == 0)
        #expect(io.stdout.isEmpty && pieces.all.joined() == kept.stdout)
        let failing = Lines()
        var broken = CommandIO()
        broken.stdoutStream = { failing.add($0); return ENOSPC }
        #expect(SeatMapTool.run(args, io: &broken) == 0)
        #expect(failing.all.count == 1 && broken.stdoutStreamError == ENOSPC)
        let fd = open("/dev/null", O_WRONLY)
        defer { close(fd) }
        #expect(StandardStreams.finish(broken, code: 0, stdout: fd, stderr: fd) == 74)
    }

    @Test func batchRedrawsProgressOnATerminalAndLogsItOtherwise() throws {
        let out = try Binary.tempDir()
        let lines = Lines()
        var io = CommandIO()
        io.stderrIsTerminal = true
        io.progress = { lines.add($0) }
        let args = ["batch", "--halls", Binary.sample("studio"), "--themes", "maoyan", "dark", "--devices", "iphone-se", "--jobs", "2", "-o", out.path]
        #expect(SeatMapTool.run(args, io: &io) == 0)
        let progress = lines.all.filter { $0.contains("/2]") }
        #expect(progress.count == 2)
        #expect(progress.contains { $0.contains("[2/2]") && $0.contains("images/s") && $0.contains("s left") })
        // Not a terminal (a CI log): no redrawing, one closing line (the batch is shorter than 5 s).
        let log = Lines()
        var quiet = CommandIO()
        quiet.progress = { log.add($0) }
        #expect(SeatMapTool.run(args, io: &quiet) == 0)
        #expect(log.all.count == 1 && log.all[0].hasPrefix("batch: 2/2 items in ") && !log.all[0].contains("\u{1B}"), "\(log.all)")
    }

    @Test func errorsAreOneLineWithUsage() {
        let r = SeatMapTool.run(["layout", Binary.sample("studio"), "--zoom", "nan"])
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("error: --zoom: expected a number, found 'nan'\nusage: seatmap layout HALL"))
    }
}
