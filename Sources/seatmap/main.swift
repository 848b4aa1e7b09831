import Foundation
import SeatMapCLI

// Thin: everything happens in SeatMapCLI, which tests call directly.
var io = CommandIO()
io.stderrIsTerminal = isatty(STDERR_FILENO) != 0
io.jsonErrors = ProcessInfo.processInfo.environment["SEATMAP_ERROR_FORMAT"] == "json"
io.progress = { line in _ = StandardStreams.write(line, to: STDERR_FILENO) }
let code = SeatMapTool.run(Array(CommandLine.arguments.dropFirst()), io: &io)
exit(StandardStreams.finish(io, code: code))
