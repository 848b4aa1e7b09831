import SeatMapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a finished command's output to the process's streams with `write(2)`.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails (a full disk, `/dev/full`, a
/// closed pipe with SIGPIPE ignored); here a failed write is a result, so the tool can exit with
/// `ExitCode.ioError` instead of crashing. SIGPIPE keeps its default action, as in other Unix
/// tools: `seatmap … | head -1` ends quietly when `head` closes the pipe.
public enum StandardStreams {
    /// Writes all of `text` to `fd`, retrying short writes and `EINTR`. Returns the `errno` of
    /// the failed write, or nil when everything was written.
    public static func write(_ text: String, to fd: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { OutputFile.writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// Writes all of `bytes` to `fd`; the `errno` of a failed write, or nil.
    public static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        OutputFile.writeAll(bytes, to: fd)
    }

    /// Writes a command's stdout and stderr and returns the exit code to use: `code`, or
    /// `ExitCode.ioError` (with a message on stderr where one can still be written) when stdout
    /// could not be written.
    public static func finish(_ io: CommandIO, code: Int32, stdout: Int32 = 1, stderr: Int32 = 2) -> Int32 {
        var result = code
        // The text is written from its own storage, not joined to the bytes or copied into an
        // array: `layout` of a 200,000-seat hall prints 100 MB, and each copy is 100 MB more.
        let failed = io.stdoutStreamError ?? write(io.stdoutBytes, to: stdout)
            ?? write(io.stdout, to: stdout)
        if let err = failed {
            result = ExitCode.ioError
            _ = write(io.stderr, to: stderr)
            _ = write("error: cannot write the output to stdout: \(String(cString: strerror(err)))\n", to: stderr)
            return result
        }
        if write(io.stderr + io.stderrAfterStdout, to: stderr) != nil, result == ExitCode.ok { result = ExitCode.ioError }
        return result
    }
}
