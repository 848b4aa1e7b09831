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
    private let path: String

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
            close(fd)
            guard code == EWOULDBLOCK else { throw .cannotCreate(path: folder, reason: "cannot lock it: \(String(cString: strerror(code)))") }
            let holder = (try? InputFile.read(folder + "/" + Self.holderFile, limit: 4096))
                .map { MessageText.escaped(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
            throw .locked(path: folder, holder: holder.flatMap { $0.isEmpty ? nil : $0 } ?? "another seatmap process")
        }
        self.fd = fd
        self.path = folder + "/" + Self.holderFile
        self.shared = shared
        if shared { return }
        let started = ISO8601DateFormatter().string(from: Date())
        let text = "pid \(getpid()): \(command), started \(started)\n"
        try? OutputFile.write(Array(text.utf8), to: path)
    }

    deinit {
        if !shared { unlink(path) }
        flock(fd, LOCK_UN)
        close(fd)
    }
}
