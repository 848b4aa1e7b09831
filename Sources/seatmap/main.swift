import Foundation
import SeatMapCLI

// Thin: everything happens in SeatMapCLI, which tests call directly.
var io = CommandIO()
io.stderrIsTerminal = isatty(STDERR_FILENO) != 0
io.progress = { line in FileHandle.standardError.write(Data(line.utf8)) }
let code = SeatMapTool.run(Array(CommandLine.arguments.dropFirst()), io: &io)
FileHandle.standardOutput.write(Data(io.stdout.utf8))
FileHandle.standardError.write(Data(io.stderr.utf8))
exit(code)
