import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an output goes, and how it is written there.
///
/// Regular files and new paths are written atomically (a temporary file in the same folder, then
/// a rename), so a reader never sees half an image and a failure leaves nothing behind. Anything
/// else that already exists at the path — a character device such as `/dev/null`, a FIFO, a
/// socket, a terminal behind `/dev/stdout` — is opened and written in place: renaming over it
/// would replace the device node or the pipe with a regular file.
public enum OutputFile {
    /// Temporary files are `.seatmap-<pid>-<random>.tmp`: short, so any output name up to the
    /// file system's 255 bytes works, and carrying the writer's pid, so a later write can tell a
    /// leftover of a killed process from a write in progress.
    static let tempPrefix = FolderEntry.temporaryPrefix
    static let tempSuffix = ".tmp"

    /// Writes `bytes` to `path` (see the type's documentation). A path ending in `/` or naming
    /// an existing folder is refused.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        if path.isEmpty { throw .cannotWrite(path: path, reason: "the output path is empty") }
        if path.hasSuffix("/") {
            throw .cannotWrite(path: path, reason: "names a folder; give a file name such as \(path)page.png")
        }
        var st = stat()
        if stat(path, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFDIR: throw .cannotWrite(path: path, reason: "is a folder; give a file name inside it")
            case S_IFREG: try writeAtomically(bytes, to: resolvedPath(path))
            default: try writeInPlace(bytes, to: path)
            }
            return
        }
        try writeAtomically(bytes, to: path)
    }

    /// The path with symbolic links in its last component followed, so an atomic write replaces
    /// the file a link points to and keeps the link itself.
    static func resolvedPath(_ path: String) -> String {
        var lst = stat()
        guard lstat(path, &lst) == 0, lst.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    static func writeInPlace(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        if let err = writeAll(bytes, to: fd) { throw .cannotWrite(path: path, reason: String(cString: strerror(err))) }
    }

    /// Writes every byte, retrying short writes and `EINTR`; the `errno` of a failure, or nil.
    /// (The command line writes its own stdout and stderr with this too.)
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte of `buffer` (see `writeAll(_:to:)`).
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let n = Glibc.write(fd, base + offset, buffer.count - offset)
            #else
            let n = Darwin.write(fd, base + offset, buffer.count - offset)
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw .cannotWrite(path: path, reason: "folder \(dir.path) does not exist")
        }
        removeStaleTemporaries(in: dir.path)
        let pid = getpid()
        var fd: Int32 = -1
        var tmp = ""
        for _ in 0..<8 {
            tmp = dir.appendingPathComponent("\(tempPrefix)\(pid)-\(UInt64.random(in: 0...UInt64.max))\(tempSuffix)").path
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var failure = writeAll(bytes, to: fd)
        if failure == nil, fsync(fd) != 0, errno != EINVAL { failure = errno }
        close(fd)
        if let failure {
            unlink(tmp)
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
        if rename(tmp, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Removes temporary files that a killed writer (`kill -9`, a power cut) left in `dir`: those
    /// whose pid no longer runs. A write in progress by a live process is left alone.
    static func removeStaleTemporaries(in dir: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names {
            if let pid = FolderEntry.temporaryWriter(name), FolderEntry.isGone(pid) { unlink(dir + "/" + name) }
        }
    }
}

/// Why an output could not be written. Every case names the path.
public enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}
