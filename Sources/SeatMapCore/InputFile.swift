#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files with a byte limit applied before the bytes are kept: the one way SeatMap
/// reads a hall, a theme, a PNG or a layout.
///
/// `-` is standard input; pipes and process substitutions (`<(…)`) are read as streams, and
/// stop being read one byte past the limit, so an endless or huge stream costs at most the limit.
public enum InputFile {
    /// Why a file could not be read. Callers turn it into their module's error.
    public enum Failure: Error, Sendable, Equatable {
        case noSuchFile
        case isDirectory
        /// Larger than `limit` bytes; `size` is the file's size when known.
        case tooLarge(size: Int?, limit: Int)
        case unreadable(reason: String)

        /// A short reason for messages: "no such file", "is a directory", ….
        public func reason(what: String) -> String {
            switch self {
            case .noSuchFile: return "no such file"
            case .isDirectory: return "is a directory, not \(what)"
            case let .tooLarge(size?, limit): return "file is \(size) bytes; the limit for \(what) is \(limit)"
            case let .tooLarge(nil, limit): return "input is more than \(limit) bytes; the limit for \(what) is \(limit)"
            case let .unreadable(reason): return "cannot be read (\(reason))"
            }
        }
    }

    /// Whether `path` names a regular file (following links): one that can be read a second
    /// time, where standard input, a pipe or `<(…)` can be read only once (a second read would
    /// wait for a writer that never comes).
    public static func isRegularFile(_ path: String) -> Bool {
        guard path != "-" else { return false }
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }

    /// The bytes of `path` (or stdin for `-`), refusing more than `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd: Int32
        if path == "-" {
            fd = dup(0)
        } else {
            var st = stat()
            guard stat(path, &st) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw .noSuchFile }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if st.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }
            if st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) > limit { throw .tooLarge(size: Int(st.st_size), limit: limit) }
            fd = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard fd >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { buf in
                #if canImport(Glibc)
                Glibc.read(fd, buf.baseAddress!, buf.count)
                #else
                Darwin.read(fd, buf.baseAddress!, buf.count)
                #endif
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
            if out.count > limit { throw .tooLarge(size: nil, limit: limit) }
        }
        return out
    }
}
