import Foundation
import SeatMapCLI
import CMemory

// Thin: everything happens in SeatMapCLI, which tests call directly.
// Two malloc arenas, not one per thread: a batch's workers otherwise each keep the peak of the
// largest page they drew (a 200,000-seat batch on two workers: 525 → 471 MiB).
sm_limit_malloc_arenas(2)
var io = CommandIO()
io.stderrIsTerminal = isatty(STDERR_FILENO) != 0
io.jsonErrors = ProcessInfo.processInfo.environment["SEATMAP_ERROR_FORMAT"] == "json"
io.progress = { line in _ = StandardStreams.write(line, to: STDERR_FILENO) }
io.stdoutStream = { text in StandardStreams.write(text, to: STDOUT_FILENO) }
let code = SeatMapTool.run(Array(CommandLine.arguments.dropFirst()), io: &io)
exit(StandardStreams.finish(io, code: code))
