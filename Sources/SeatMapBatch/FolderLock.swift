import Foundation
import SeatMapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One writer at a time in a batch folder (an output, a merge's output, a baseline).
///
/// The lock is an advisory `flock` on the folder itself, so it is released by the kernel when
/// its holder exits, however it exits (a `kill -9` leaves no stale lock). While it is held, a
/// file `.seatmap-lock` in the folder names the holder (pid, command, start time) so that a
/// second writer is refused with a message a person can act on; the file is removed on release
/// and overwritten by the next holder if a killed one left it. A second batch, merge or accept on
/// the same folder is refused at once (`BatchError.locked`, exit 75) rather than waiting: two CI
/// jobs writing one folder is a mistake to fix, not to serialise.
final class FolderLock {
    static let holderFile = ".seatmap-lock"

    private let fd: Int32

    private let shared: Bool

    /// Takes the lock on `folder` (which must exist) for `command` (e.g. `seatmap batch accept`):
    /// exclusive to write it, `shared` to read it (batches reading one baseline side by side,
    /// while no accept changes it).
    init(_ folder: String, command: String, shared: Bool = false) throws(BatchError) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotCreate(path: folder, reason: String(cString: strerror(errno))) }
        while flock(fd, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            let holder = code == EWOULDBLOCK ? Self.holder(in: fd) : nil
            close(fd)
            guard code == EWOULDBLOCK else { throw .cannotCreate(path: folder, reason: "cannot lock it: \(String(cString: strerror(code)))") }
            throw .locked(path: folder, holder: holder.flatMap { $0.isEmpty ? nil : $0 } ?? "another seatmap process")
        }
        self.fd = fd
        self.shared = shared
        if shared { return }
        let started = ISO8601DateFormatter().string(from: Date())
        Self.writeHolder("pid \(getpid()): \(command), started \(started)\n", in: fd)
    }

    deinit {
        if !shared { unlinkat(fd, Self.holderFile, 0) }
        flock(fd, LOCK_UN)
        close(fd)
    }

    /// Longest holder text shown in a refusal: a pid, a command and a time.
    static let maxHolderBytes = 200

    /// Writes the holder's line into the folder `dirfd` (locked by this process): whatever
    /// entry has the name is removed first (a folder of that name stays, and the rename fails) —
    /// a planted link is unlinked, never written through — and the file is a temporary one
    /// renamed in (`FolderEntry.replace`), so nothing outside the folder is touched. The text is
    /// only a courtesy to a second writer: if the file cannot be made (a folder of that name, a
    /// race), the lock still holds.
    static func writeHolder(_ text: String, in dirfd: Int32) {
        unlinkat(dirfd, holderFile, 0)
        _ = FolderEntry.replace(holderFile, in: dirfd) { fd in OutputFile.writeAll(Array(text.utf8), to: fd) }
    }

    /// The holder's line from the folder `dirfd`: a regular file only (a link or a FIFO there is
    /// not opened through or waited on), its first line, at most `maxHolderBytes`, escaped.
    static func holder(in dirfd: Int32) -> String? {
        guard let (fd, size) = try? FolderEntry.openRegular(holderFile, in: dirfd) else { return nil }
        defer { close(fd) }
        guard let bytes = try? RegularFile.readAll(fd, size: min(size, maxHolderBytes)) else { return nil }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        let text = MessageText.escaped(line.trimmingCharacters(in: .whitespaces))
        return text.isEmpty ? nil : text
    }
}
