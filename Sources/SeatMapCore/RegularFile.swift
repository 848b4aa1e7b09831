import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a file that must be a regular file (a font, a theme's font file) without ever
/// blocking: the path is opened non-blocking — so a FIFO named `a.ttf` cannot hang the open —
/// and checked with `fstat` on the descriptor, so what is checked is what is read. Symbolic
/// links are followed (a link to a font is a font); a loop of links is named as a loop.
public enum RegularFile {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case noSuchFile
        case linkLoop
        case folder
        /// A FIFO, socket or device: what it is, in words.
        case notRegular(String)
        case unreadable(String)

        public var description: String {
            switch self {
            case .noSuchFile: return "does not exist"
            case .linkLoop: return "is a loop of symbolic links"
            case .folder: return "is a folder, not a file"
            case .notRegular(let what): return "is \(what), not a regular file"
            case .unreadable(let reason): return "cannot be read: \(reason)"
            }
        }
    }

    /// An open, blocking, read-only descriptor of the regular file at `path` (close it), and its size.
    public static func open(_ path: String) throws(Failure) -> (fd: Int32, size: Int) {
        #if canImport(Glibc)
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #else
        let fd = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #endif
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .noSuchFile
            case ELOOP: throw .linkLoop
            case EISDIR: throw .folder
            case ENXIO: throw .notRegular("a socket")
            default: throw .unreadable(String(cString: strerror(errno)))
            }
        }
        do { return (fd, try regularSize(fd)) } catch { close(fd); throw error }
    }

    /// The size of the file open as `fd` when it is a regular file (checked on the descriptor, so
    /// what is checked is what is read), with the descriptor made blocking again for reading.
    public static func regularSize(_ fd: Int32) throws(Failure) -> Int {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .folder
        case S_IFIFO: throw .notRegular("a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: throw .notRegular("a device")
        case S_IFSOCK: throw .notRegular("a socket")
        default: throw .notRegular("not a file")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return Int(st.st_size)
    }

    /// Up to `size` bytes of `fd` from where it stands (fewer when the file is shorter).
    public static func readAll(_ fd: Int32, size: Int) throws(Failure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        let filled = out.withUnsafeMutableBytes { buffer in Result { () throws(Failure) in try fill(buffer, from: fd, size: size) } }
        let offset = try filled.get()
        // Shortened in place: a copy of the prefix would hold the file twice at its peak.
        if offset < size { out.removeSubrange(offset...) }
        return out
    }

    /// Up to `size` bytes of `fd` into `buffer` (at least `size` bytes long); how many were read.
    public static func fill(_ buffer: UnsafeMutableRawBufferPointer, from fd: Int32, size: Int) throws(Failure) -> Int {
        var offset = 0
        while offset < size {
            let n = read(fd, buffer.baseAddress! + offset, size - offset)
            if n < 0 { if errno == EINTR { continue }; throw .unreadable(String(cString: strerror(errno))) }
            if n == 0 { break }
            offset += n
        }
        return offset
    }

    /// Whether `path` is (or links to) a regular file, checked without blocking.
    public static func check(_ path: String) throws(Failure) {
        let (fd, _) = try open(path)
        close(fd)
    }

    /// The first `count` bytes (fewer for a shorter file) of the regular file at `path`.
    public static func head(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        let (fd, _) = try open(path)
        defer { close(fd) }
        var out = [UInt8](repeating: 0, count: count)
        let n = out.withUnsafeMutableBytes { buf in read(fd, buf.baseAddress!, count) }
        guard n >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        return Array(out.prefix(n))
    }

    /// The whole regular file at `path`, refused past `limit` bytes before it is read.
    public static func bytes(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let (fd, size) = try open(path)
        defer { close(fd) }
        guard size <= limit else { throw .unreadable("it is \(size) bytes; the limit is \(limit)") }
        return try readAll(fd, size: size)
    }
}
