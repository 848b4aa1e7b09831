import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file named inside a folder held open as a descriptor, never reached through a link: the
/// one way a batch folder, a lock's holder file and a flow's folder read and replace their
/// files, so a link or a FIFO planted where one is expected is refused, never followed or waited
/// on.
public enum FolderEntry {
    /// What every temporary file SeatMap writes is named after: `.seatmap-<pid>-<n>.tmp`.
    public static let temporaryPrefix = ".seatmap-"

    /// The pid of the writer a temporary file name (`.seatmap-<pid>-<n>.tmp`) belongs to; nil
    /// for any other name.
    public static func temporaryWriter(_ name: String) -> Int32? {
        guard name.hasPrefix(temporaryPrefix), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst(temporaryPrefix.count).dropLast(4).split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, UInt64(parts[1]) != nil else { return nil }
        return pid
    }

    /// Whether no process `pid` runs (on this host).
    public static func isGone(_ pid: Int32) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    /// Why the entry cannot be read as a regular file.
    public enum Refusal: Error, Equatable {
        case link
        case notRegular
        case unreadable(String)
    }

    /// A blocking read-only descriptor of the regular file `name` in `dirfd` (close it) and its
    /// size; nil when nothing is there. Opened non-blocking and without following a link, then
    /// checked with `fstat`, so a FIFO cannot hang the open.
    public static func openRegular(_ name: String, in dirfd: Int32) throws(Refusal) -> (fd: Int32, size: Int)? {
        let fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            var st = stat()
            if code == ELOOP || (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && st.st_mode & S_IFMT == S_IFLNK) { throw .link }
            throw .unreadable(String(cString: strerror(code)))
        }
        do { return (fd, try RegularFile.regularSize(fd)) } catch {
            close(fd)
            throw .notRegular
        }
    }

    /// Replaces `name` in `dirfd` with what `body` writes into a new temporary file there
    /// (`O_EXCL | O_NOFOLLOW`), synced, then renamed over the name: a link at the name is
    /// replaced, never written through. Returns nil, or the errno of the step that failed (the
    /// temporary file is then removed). The caller decides what may stand at the name first.
    public static func replace(_ name: String, in dirfd: Int32, body: (Int32) -> Int32?) -> Int32? {
        let tmp = "\(temporaryPrefix)\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return errno }
        var failure = body(fd)
        if failure == nil, fsync(fd) != 0, errno != EINVAL { failure = errno }
        close(fd)
        if failure == nil, renameat(dirfd, tmp, dirfd, name) != 0 { failure = errno }
        if failure != nil { unlinkat(dirfd, tmp, 0) }
        return failure
    }
}
