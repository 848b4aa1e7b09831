import Foundation
import SeatMapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FlowRecording {
    /// The list of files a flow wrote into its folder, so a later, shorter run removes exactly
    /// those it no longer writes — never a file of the user's that merely looks like a frame.
    static let ledgerFile = ".seatmap-flow-files"

    /// Writes every file into `dir` (created when missing), `flow.json` last, with the batch
    /// folders' rules: each file is a temporary file in the folder renamed over its name, never
    /// opened through a link; a link, FIFO, device or folder where a file goes is refused, named,
    /// before anything is written. Frames an earlier, longer run wrote (its ledger names them) are
    /// removed, so the folder never mixes two runs; the names removed are returned.
    @discardableResult
    public func write(to dir: String) throws(FlowError) -> [String] {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            guard isDir.boolValue else { throw .output("\(dir): is a file; -o names the folder the flow is written into") }
        } else {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw .output("\(dir): cannot create the folder: \((error as NSError).localizedDescription)")
            }
        }
        let fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .output("\(dir): cannot open the folder: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let names = files.map(\.name) + [Self.ledgerFile]
        for name in names { try Self.checkWritable(name, in: fd, dir: dir) }
        let earlier = Self.ledger(in: fd)
        let ours = Set(names)
        // The ledger first (this run's files and, until they are gone, the earlier run's), then
        // the files, flow.json last; then the ledger of this run alone.
        try Self.write(Array((earlier.union(ours).sorted().joined(separator: "\n") + "\n").utf8), name: Self.ledgerFile, in: fd, dir: dir)
        for (name, bytes) in files { try Self.write(bytes, name: name, in: fd, dir: dir) }
        var removed: [String] = []
        for name in earlier.sorted() where !ours.contains(name) && Self.isFrameFile(name) {
            var st = stat()
            guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG else { continue }
            if unlinkat(fd, name, 0) == 0 { removed.append(name) }
        }
        try Self.write(Array((ours.sorted().joined(separator: "\n") + "\n").utf8), name: Self.ledgerFile, in: fd, dir: dir)
        return removed
    }

    /// Refuses what must not be replaced: anything but a regular file (or nothing) at `name`.
    static func checkWritable(_ name: String, in fd: Int32, dir: String) throws(FlowError) {
        var st = stat()
        guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw .output("\(dir)/\(name): is a symbolic link; refusing to write through it (nothing was written)")
        case S_IFDIR: throw .output("\(dir)/\(name): is a folder where the flow writes a file (nothing was written)")
        default: throw .output("\(dir)/\(name): is not a regular file; refusing to write it (nothing was written)")
        }
    }

    /// The names the folder's ledger lists (frame files and the flow's own files only).
    static func ledger(in fd: Int32) -> Set<String> {
        guard let (file, size) = try? FolderEntry.openRegular(ledgerFile, in: fd) else { return [] }
        defer { close(file) }
        guard size <= 1 << 20, let bytes = try? RegularFile.readAll(file, size: size) else { return [] }
        return Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { isFrameFile($0) })
    }

    /// `bytes` as `name` in the folder: a temporary file renamed over it (`FolderEntry.replace`).
    static func write(_ bytes: [UInt8], name: String, in fd: Int32, dir: String) throws(FlowError) {
        if let failure = FolderEntry.replace(name, in: fd, body: { out in OutputFile.writeAll(bytes, to: out) }) {
            throw .output("\(dir)/\(name): cannot write: \(String(cString: strerror(failure)))")
        }
    }

    /// `step-NN.png|svg|pdf|layout.json`: the files a flow writes per frame.
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("step-") else { return false }
        let rest = name.dropFirst(5)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard digits.count >= 2 else { return false }
        return [".png", ".svg", ".pdf", ".layout.json"].contains(String(rest.dropFirst(digits.count)))
    }
}
