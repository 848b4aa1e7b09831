import Foundation
import SeatMapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder a batch owns — a run, a shard, a baseline — and the only way batch code reads, writes
/// or removes a file inside it.
///
/// Every path inside is relative, made of parts a batch could have written
/// (`BatchPlan.isSafeOutputPath`), and walked one component at a time with
/// `openat(…, O_NOFOLLOW)`: a symbolic link anywhere below the folder — a linked sub-folder, a
/// linked item file — is refused with an error naming the folder, the path and the link, so a
/// crafted manifest or a planted link can neither read a file outside the folder (`/etc/passwd`
/// copied into a baseline) nor write or delete through one. Files are replaced by a rename of a
/// temporary file in the same folder, never written in place, so a link planted where a file
/// should be is never written through. The folder itself may be a link: that is the user's
/// choice of where it lives.
struct ContainedFolder: Sendable {
    /// The folder as the user named it (reported in errors).
    let root: String

    init(_ root: String) { self.root = root }

    /// Why a path inside the folder cannot be used.
    private func unsafe(_ relative: String, _ reason: String) -> BatchError {
        .unsafePath(folder: root, path: relative, reason: reason)
    }

    private static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// The parts of `relative`, checked to be a path a batch writes.
    private func parts(_ relative: String) throws(BatchError) -> [String] {
        if relative == Self.ledgerFile { return [relative] }
        let staged = relative.hasPrefix(Self.stagingFolder + "/") ? String(relative.dropFirst(Self.stagingFolder.count + 1)) : relative
        guard BatchPlan.isSafeOutputPath(staged) else {
            throw unsafe(relative, "not a path a batch writes (relative, with plain names only)")
        }
        return relative.split(separator: "/").map(String.init)
    }

    /// A descriptor of the folder holding `relative`'s last part, reached without following a
    /// link; folders are created on the way when `create` (mode 0777 less the umask). nil when a
    /// folder on the way does not exist and `create` is false.
    private func openParent(_ parts: [String], relative: String, create: Bool) throws(BatchError) -> Int32? {
        var fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT && create {
                do { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) } catch {
                    throw .cannotCreate(path: root, reason: BatchRunner.readableReason("\(error)"))
                }
                fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
            if fd < 0 {
                if errno == ENOENT && !create { return nil }
                throw .cannotCreate(path: root, reason: Self.errnoText())
            }
        }
        for part in parts.dropLast() {
            var next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && create {
                if mkdirat(fd, part, 0o777) != 0 && errno != EEXIST {
                    let reason = Self.errnoText()
                    close(fd)
                    throw .cannotCreate(path: root + "/" + relative, reason: reason)
                }
                next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let code = errno
                let kind = Self.kind(at: fd, part)
                close(fd)
                if code == ENOENT { return nil }
                switch kind {
                case .link: throw unsafe(relative, "\(part) is a symbolic link; a batch folder holds real folders only")
                case .other, .file: throw unsafe(relative, "\(part) is not a folder")
                default: throw unsafe(relative, Self.errnoText(code))
                }
            }
            close(fd)
            fd = next
        }
        return fd
    }

    enum Kind: Equatable { case missing, file, folder, link, other }

    private static func kind(at dirfd: Int32, _ name: String) -> Kind {
        var st = stat()
        guard fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// What is at `relative`, without following a link at any part of it.
    func kind(_ relative: String) throws(BatchError) -> Kind {
        let p = try parts(relative)
        guard let dir = try openParent(p, relative: relative, create: false) else { return .missing }
        defer { close(dir) }
        return Self.kind(at: dir, p.last!)
    }

    /// Refuses anything but a regular file (or nothing) at `relative`: a link there is named with
    /// `linkReason` (what the caller will not do through it), anything else as not a regular file.
    func requireFileOrNothing(_ relative: String, linkReason: String) throws(BatchError) {
        switch try kind(relative) {
        case .missing, .file: return
        case .link: throw unsafe(relative, linkReason)
        case .folder, .other: throw unsafe(relative, "is not a regular file")
        }
    }

    /// The bytes of the regular file at `relative`, or nil when nothing is there. A link, a FIFO
    /// or a device there is refused (it is opened non-blocking and checked with `fstat` before a
    /// byte is read, so a FIFO cannot hang the read).
    func read(_ relative: String, limit: Int) throws(BatchError) -> [UInt8]? {
        guard let (fd, size) = try openFile(relative) else { return nil }
        defer { close(fd) }
        if size > limit { throw unsafe(relative, "is \(size) bytes; the limit is \(limit)") }
        do { return try RegularFile.readAll(fd, size: size) } catch { throw unsafe(relative, "\(error)") }
    }

    /// The regular file at `relative` opened for reading, with its size; nil when nothing is
    /// there. The caller closes it. Refused as `read` refuses.
    private func openFile(_ relative: String) throws(BatchError) -> (fd: Int32, size: Int)? {
        let p = try parts(relative)
        guard let dir = try openParent(p, relative: relative, create: false) else { return nil }
        defer { close(dir) }
        do { return try FolderEntry.openRegular(p.last!, in: dir) } catch {
            switch error {
            case .link: throw unsafe(relative, "is a symbolic link; a batch file must be a regular file in the folder")
            case .notRegular: throw unsafe(relative, "is not a regular file")
            case .unreadable(let reason): throw unsafe(relative, reason)
            }
        }
    }

    /// Whether the regular file at `relative` holds the same bytes as `other`'s at
    /// `otherRelative`, compared a megabyte at a time: neither is held whole (a baseline's
    /// unchanged 60-MB layout beside the new one is 120 MB a worker). False when either is
    /// missing, unreadable or no regular file (the caller then reads it and says why).
    func sameBytes(_ relative: String, as other: ContainedFolder, _ otherRelative: String) -> Bool {
        guard let a = try? openFile(relative) else { return false }
        defer { close(a.fd) }
        guard let b = try? other.openFile(otherRelative) else { return false }
        defer { close(b.fd) }
        guard a.size == b.size else { return false }
        let chunk = 1 << 20
        var x = [UInt8](repeating: 0, count: chunk), y = [UInt8](repeating: 0, count: chunk)
        var left = a.size
        while left > 0 {
            let want = min(chunk, left)
            let n = x.withUnsafeMutableBytes { try? RegularFile.fill($0, from: a.fd, size: want) }
            let m = y.withUnsafeMutableBytes { try? RegularFile.fill($0, from: b.fd, size: want) }
            guard n == want, m == want, x.withUnsafeBytes({ xs in y.withUnsafeBytes { memcmp(xs.baseAddress!, $0.baseAddress!, want) == 0 } }) else {
                return false
            }
            left -= want
        }
        return true
    }

    /// Writes `bytes` to `relative` (folders created on the way): a temporary file in the same
    /// folder, synced, then renamed over the old entry. A link or a folder where the file
    /// should be is refused, never replaced or written through.
    func write(_ relative: String, _ bytes: [UInt8]) throws(BatchError) {
        try write(relative) { fd in OutputFile.writeAll(bytes, to: fd) }
    }

    /// Writes `text` as UTF-8 (and a final line feed when `newline`) without copying it into
    /// a byte array first: a 200,000-seat layout is 60 MB of text, written by two workers at once.
    func write(_ relative: String, text: String, newline: Bool = false) throws(BatchError) {
        var text = text
        try write(relative) { fd in
            let failure: Int32? = text.withUTF8 { buffer in OutputFile.writeAll(UnsafeRawBufferPointer(buffer), to: fd) }
            return failure ?? (newline ? OutputFile.writeAll([10], to: fd) : nil)
        }
    }

    /// Writes the text `produce` hands out piece by piece (`LayoutReport.serialized(_:emit:)`),
    /// and a final line feed when `newline`: the whole text is never held at once.
    func write(_ relative: String, newline: Bool = true, streaming produce: ((String) -> Void) throws -> Void) throws {
        var failure: Int32?
        var thrown: (any Error)?
        do {
            try write(relative) { fd in
                do {
                    try produce { piece in
                        guard failure == nil else { return }
                        var piece = piece
                        failure = piece.withUTF8 { OutputFile.writeAll(UnsafeRawBufferPointer($0), to: fd) }
                    }
                } catch { thrown = error; return ECANCELED }  // the temporary file is removed
                return failure ?? (newline ? OutputFile.writeAll([10], to: fd) : nil)
            }
        } catch {
            throw thrown ?? error
        }
    }

    /// The atomic write itself: `body` writes the temporary file's descriptor (nil, or errno).
    private func write(_ relative: String, body: (Int32) -> Int32?) throws(BatchError) {
        let p = try parts(relative)
        guard let dir = try openParent(p, relative: relative, create: true) else {
            throw .cannotCreate(path: root + "/" + relative, reason: "its folder could not be created")
        }
        defer { close(dir) }
        let name = p.last!
        switch Self.kind(at: dir, name) {
        case .missing, .file: break
        case .link: throw unsafe(relative, "is a symbolic link; refusing to write through it")
        case .folder: throw unsafe(relative, "is a folder where a batch file should be")
        case .other: throw unsafe(relative, "is not a regular file")
        }
        if let failure = FolderEntry.replace(name, in: dir, body: body) {
            throw .cannotCreate(path: root + "/" + relative, reason: Self.errnoText(failure))
        }
    }

    static let tempPrefix = FolderEntry.temporaryPrefix

    /// Whether `name` (in the folder `dir`, a full path) is a temporary file a writer that is
    /// gone left behind: `.seatmap-<pid>-<n>.tmp`, a regular file, whose writer's process no
    /// longer exists (or that is over a day old, should the pid have been reused).
    static func isStaleTemporary(_ name: String, in dir: String) -> Bool {
        guard let pid = FolderEntry.temporaryWriter(name) else { return false }
        var st = stat()
        guard lstat(dir + "/" + name, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return false }
        let old = Double(time(nil)) - Double(st.st_mtim.tv_sec) > 86_400
        return FolderEntry.isGone(pid) || old
    }

    /// Removes the temporary files writers that are gone left anywhere in the folder (a killed
    /// batch leaves one per file it was writing), without following links; returns how many.
    @discardableResult
    func removeStaleTemporaries() -> Int {
        var removed = 0
        let fm = FileManager.default
        // The enumerator lists a linked folder but does not descend into it.
        var folders = [root]
        while let dir = folders.popLast() {
            for name in (try? fm.contentsOfDirectory(atPath: dir)) ?? [] {
                var st = stat()
                guard lstat(dir + "/" + name, &st) == 0 else { continue }
                if st.st_mode & S_IFMT == S_IFDIR { folders.append(dir + "/" + name); continue }
                if Self.isStaleTemporary(name, in: dir), unlink(dir + "/" + name) == 0 { removed += 1 }
            }
        }
        return removed
    }
    /// Where `batch accept` stages a baseline's new files and keeps its journal; a name no item
    /// path can have (`BatchPlan.safeName` never starts one with a dot).
    static let stagingFolder = ".seatmap-accept"
    /// The list of every file batches wrote into an output folder and `--clean` may remove.
    static let ledgerFile = ".seatmap-files"

    /// Renames `from` (inside `source`, another contained folder on the same file system) to
    /// `relative` here, replacing a regular file there; links are refused on both sides.
    func move(from: String, in source: ContainedFolder, to relative: String) throws(BatchError) {
        let fp = try source.parts(from), tp = try parts(relative)
        guard let sdir = try source.openParent(fp, relative: from, create: false) else { return }
        defer { close(sdir) }
        guard let ddir = try openParent(tp, relative: relative, create: true) else { return }
        defer { close(ddir) }
        switch Self.kind(at: sdir, fp.last!) {
        case .missing: return  // already moved (a journal completed twice)
        case .file: break
        default: throw source.unsafe(from, "is not a regular file")
        }
        switch Self.kind(at: ddir, tp.last!) {
        case .missing, .file: break
        case .link: throw unsafe(relative, "is a symbolic link; refusing to replace through it")
        default: throw unsafe(relative, "is not a regular file")
        }
        if renameat(sdir, fp.last!, ddir, tp.last!) != 0 {
            throw .cannotCreate(path: root + "/" + relative, reason: Self.errnoText())
        }
    }

    /// Removes the regular file at `relative`; nothing there is fine. A link or a folder is
    /// refused: a batch removes only the files it wrote.
    func remove(_ relative: String) throws(BatchError) {
        let p = try parts(relative)
        guard let dir = try openParent(p, relative: relative, create: false) else { return }
        defer { close(dir) }
        switch Self.kind(at: dir, p.last!) {
        case .missing: return
        case .file:
            if unlinkat(dir, p.last!, 0) != 0 && errno != ENOENT {
                throw .cannotCreate(path: root + "/" + relative, reason: Self.errnoText())
            }
        case .link: throw unsafe(relative, "is a symbolic link; a batch removes only the files it wrote")
        case .folder: throw unsafe(relative, "is a folder; a batch removes only the files it wrote")
        case .other: throw unsafe(relative, "is not a regular file")
        }
    }

    /// Removes the folders of `relatives` (and their parents inside the folder) that are left
    /// empty; a folder with anything else in it stays. Deepest first.
    func removeEmptyFolders(of relatives: [String]) {
        var folders = Set<String>()
        for r in relatives {
            var p = r.split(separator: "/").dropLast()
            while !p.isEmpty { folders.insert(p.joined(separator: "/")); p = p.dropLast() }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            guard let p = try? parts(folder) else { continue }
            // rmdir of a folder with anything in it fails (ENOTEMPTY) and leaves it; of a link, ENOTDIR.
            if let parent = try? openParent(p, relative: folder, create: false) {
                unlinkat(parent, p.last!, AT_REMOVEDIR)
                close(parent)
            }
        }
    }
}
