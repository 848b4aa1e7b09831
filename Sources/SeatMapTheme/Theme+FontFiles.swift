import Foundation
import SeatMapCore

extension Theme {
    /// Most entries in `fontFiles`.
    public static let maxFontFiles = 8

    /// The folder of a theme file, for resolving its relative `fontFiles` (the working directory
    /// for a bare file name).
    static func folder(of file: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        guard let slash = file.lastIndex(of: "/") else { return cwd }
        let dir = slash == file.startIndex ? "/" : String(file[..<slash])
        return dir.hasPrefix("/") ? dir : cwd + "/" + dir
    }

    /// Whether `bytes` start like a font file SeatMap can open: TrueType (`00 01 00 00`, `true`),
    /// OpenType with CFF outlines (`OTTO`) or a collection (`ttcf`). WOFF and bitmap fonts are not.
    static func looksLikeFont(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 12 else { return false }
        let tag = Array(bytes[0..<4])
        return tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("ttcf".utf8) || tag == Array("true".utf8)
    }
}

extension ThemeDocument {
    /// `fontFiles`: paths relative to the theme file (or absolute), each of which must exist and
    /// be a TrueType/OpenType font, so a missing brand font is a located error, never a silent
    /// fallback to another family.
    mutating func readFontFiles(_ v: JSONValueDecoder) {
        guard let items = try? v.elements() else { problem(v, "expected an array of font file paths"); return }
        if items.count > Theme.maxFontFiles { problem(v, "\(items.count) font files; the limit is \(Theme.maxFontFiles)"); return }
        var files: [String] = [], origins: [String] = []
        for item in items {
            guard let name = string(item) else { continue }
            guard !name.isEmpty else { problem(item, "must not be empty"); continue }
            let path = URL(fileURLWithPath: name.hasPrefix("/") ? name : Theme.folder(of: file) + "/" + name).standardizedFileURL.path
            // Opened non-blocking and checked on the descriptor: a FIFO cannot hang the read, a
            // link to a font is a font, a loop of links is named as one.
            let head: [UInt8]
            do { head = try RegularFile.head(path, count: 12) } catch {
                switch error {
                case .noSuchFile: problem(item, "font file \(path) does not exist")
                case .folder: problem(item, "\(path) is a folder, not a font file")
                default: problem(item, "font file \(path) \(error)")
                }
                continue
            }
            guard Theme.looksLikeFont(head) else {
                problem(item, "\(path) is not a TrueType or OpenType font (.ttf, .otf, .ttc)"); continue
            }
            origins.append("\(file):\(item.json.line):\(item.json.column): \(item.path)")
            files.append(path)
        }
        theme.fontFiles = files
        theme.fontFileOrigins = origins
    }
}
