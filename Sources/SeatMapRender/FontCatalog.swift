import CCairo
import Foundation
import SeatMapCore

/// What a font file says about one of its faces: the family names it answers to, and its style.
/// Read with FreeType from the file's header and name table, never through fontconfig.
struct FaceRecord: Sendable, Equatable {
    var path: String
    var index: Int
    /// Every family name of the face, lowercased: FreeType's family, and the name table's family
    /// and typographic family in every language it has (so `文泉驿微米黑` finds WenQuanYi).
    var names: Set<String>
    var familyName: String
    var bold: Bool
    var italic: Bool
    /// OS/2 weight class (400 regular, 700 bold) and width class (5 normal).
    var weight: Int
    var width: Int

    /// How far the face is from what is wanted (lower is closer): upright first, then the weight,
    /// then normal width.
    func distance(bold wantBold: Bool) -> Int {
        let wantWeight = wantBold ? 700 : 400
        return (italic ? 100_000 : 0) + abs(weight - wantWeight) * 10 + abs(width - 5)
    }
}

/// Font files and folders read with FreeType.
enum FontCatalog {
    /// File name extensions of fonts SeatMap opens.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Entries of a folder tree looked at, at most: a font folder set to `/` by mistake must not
    /// walk the whole file system (a system font folder has a few thousand entries).
    static let maxScannedEntries = 200_000

    /// Every face of every font file under `folder` (recursively), in path order, so the same
    /// folder gives the same answer on every host.
    static func scan(folder: String) -> [FaceRecord] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        var seen = 0
        while seen < maxScannedEntries, let item = walker.nextObject() as? String {
            seen += 1
            let ext = (item as NSString).pathExtension.lowercased()
            if extensions.contains(ext) { files.append(folder + "/" + item) }
        }
        return files.sorted().flatMap { (try? faces(ofFile: $0)) ?? [] }
    }

    /// The font files under `folder` that could not be read as fonts, each with why (a FIFO, a
    /// damaged file): what a scan passed over, for the fonts report and warnings.
    static func unreadable(inFolder folder: String) -> [(path: String, reason: String)] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [(path: String, reason: String)] = []
        var seen = 0
        while seen < maxScannedEntries, let item = walker.nextObject() as? String {
            seen += 1
            guard extensions.contains((item as NSString).pathExtension.lowercased()) else { continue }
            do { _ = try faces(ofFile: folder + "/" + item) } catch {
                if case let .font(_, reason) = error { out.append((folder + "/" + item, reason)) }
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// The faces of one font file; throws when FreeType cannot read it as a font.
    static func faces(ofFile path: String) throws(RenderError) -> [FaceRecord] {
        var library: OpaquePointer?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .font(file: path, reason: "FreeType could not start") }
        defer { FT_Done_FreeType(library) }
        // Opened here, non-blocking and checked to be a regular file (a FIFO named `a.ttf` would
        // block FreeType's own open forever); FreeType reads it through the open descriptor.
        let fd: Int32
        do { fd = try RegularFile.open(path).fd } catch { throw .font(file: path, reason: "the font file \(error)") }
        defer { close(fd) }
        let opened = "/dev/fd/\(fd)"
        var first: FT_Face?
        let error = FT_New_Face(library, opened, 0, &first)
        guard error == 0, let first else {
            throw .font(file: path, reason: "FreeType cannot read it (error \(error)): not a TrueType or OpenType font")
        }
        let count = max(1, Int(first.pointee.num_faces))
        var records = [record(first, path: path, index: 0)]
        FT_Done_Face(first)
        for i in 1..<count {
            var face: FT_Face?
            guard FT_New_Face(library, opened, FT_Long(i), &face) == 0, let face else { continue }
            records.append(record(face, path: path, index: i))
            FT_Done_Face(face)
        }
        return records
    }

    private static func record(_ face: FT_Face, path: String, index: Int) -> FaceRecord {
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        var names: Set<String> = family.isEmpty ? [] : [family.lowercased()]
        let count = FT_Get_Sfnt_Name_Count(face)
        for i in 0..<count {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &name) == 0 else { continue }
            guard name.name_id == TT_NAME_ID_FONT_FAMILY || name.name_id == TT_NAME_ID_TYPOGRAPHIC_FAMILY else { continue }
            if let text = decode(name) { names.insert(text.lowercased()) }
        }
        var weight = 400, width = 5
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
            weight = Int(os2.pointee.usWeightClass)
            width = Int(os2.pointee.usWidthClass)
        }
        let flags = face.pointee.style_flags
        let bold = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        if bold && weight < 600 { weight = 700 }
        return FaceRecord(path: path, index: index, names: names, familyName: family, bold: bold,
                          italic: flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0, weight: weight, width: width)
    }

    /// A name-table string: UTF-16BE for Windows and Unicode platforms, ASCII for Macintosh Roman.
    private static func decode(_ name: FT_SfntName) -> String? {
        guard let p = name.string, name.string_len > 0 else { return nil }
        let bytes = UnsafeBufferPointer(start: p, count: Int(name.string_len))
        switch name.platform_id {
        case FT_UShort(TT_PLATFORM_MICROSOFT), FT_UShort(TT_PLATFORM_APPLE_UNICODE):
            guard bytes.count % 2 == 0 else { return nil }
            let units = stride(from: 0, to: bytes.count, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        case FT_UShort(TT_PLATFORM_MACINTOSH):
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        default:
            return nil
        }
    }
}

/// A font file the built-in themes are recorded with: where Debian's package puts it and the
/// SHA-256 of the exact build (docs/fonts.md says why these are not shipped in the package).
struct PinnedFont: Sendable {
    var family: String
    var fileName: String
    /// Folders the file is looked for in, in order (Debian's package folder first).
    var folders: [String]
    var index: Int
    var bold: Bool
    var sha256: String
    /// The Debian package that installs it.
    var package: String

    static let all: [PinnedFont] = [
        PinnedFont(family: "WenQuanYi Micro Hei", fileName: "wqy-microhei.ttc", folders: ["/usr/share/fonts/truetype/wqy"], index: 0,
                   bold: false, sha256: "2420e8078af796b19a3f6ef13de527a1a91c1e7171eea115926c614ced1009b3",
                   package: "fonts-wqy-microhei 0.2.0-beta-3.1"),
        PinnedFont(family: "DejaVu Sans", fileName: "DejaVuSans.ttf", folders: ["/usr/share/fonts/truetype/dejavu"], index: 0,
                   bold: false, sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322",
                   package: "fonts-dejavu-core 2.37-6"),
        PinnedFont(family: "DejaVu Sans", fileName: "DejaVuSans-Bold.ttf", folders: ["/usr/share/fonts/truetype/dejavu"], index: 0,
                   bold: true, sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96",
                   package: "fonts-dejavu-core 2.37-6"),
        // The locales' script fonts (docs/locales.md): Japanese, Korean and Traditional Chinese
        // forms from Noto Sans CJK's collection, Thai, Devanagari, Arabic and Hebrew from Noto's core set.
        PinnedFont(family: "Noto Sans CJK JP", fileName: "NotoSansCJK-Regular.ttc", folders: ["/usr/share/fonts/opentype/noto"], index: 0,
                   bold: false, sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
                   package: "fonts-noto-cjk 1:20220127+repack1-1"),
        PinnedFont(family: "Noto Sans CJK JP", fileName: "NotoSansCJK-Bold.ttc", folders: ["/usr/share/fonts/opentype/noto"], index: 0,
                   bold: true, sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
                   package: "fonts-noto-cjk 1:20220127+repack1-1"),
        PinnedFont(family: "Noto Sans CJK KR", fileName: "NotoSansCJK-Regular.ttc", folders: ["/usr/share/fonts/opentype/noto"], index: 1,
                   bold: false, sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
                   package: "fonts-noto-cjk 1:20220127+repack1-1"),
        PinnedFont(family: "Noto Sans CJK KR", fileName: "NotoSansCJK-Bold.ttc", folders: ["/usr/share/fonts/opentype/noto"], index: 1,
                   bold: true, sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
                   package: "fonts-noto-cjk 1:20220127+repack1-1"),
        PinnedFont(family: "Noto Sans CJK TC", fileName: "NotoSansCJK-Regular.ttc", folders: ["/usr/share/fonts/opentype/noto"], index: 3,
                   bold: false, sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
                   package: "fonts-noto-cjk 1:20220127+repack1-1"),
        PinnedFont(family: "Noto Sans CJK TC", fileName: "NotoSansCJK-Bold.ttc", folders: ["/usr/share/fonts/opentype/noto"], index: 3,
                   bold: true, sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
                   package: "fonts-noto-cjk 1:20220127+repack1-1"),
        PinnedFont(family: "Noto Sans Thai", fileName: "NotoSansThai-Regular.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: false, sha256: "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Thai", fileName: "NotoSansThai-Bold.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: true, sha256: "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Devanagari", fileName: "NotoSansDevanagari-Regular.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: false, sha256: "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Devanagari", fileName: "NotoSansDevanagari-Bold.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: true, sha256: "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Arabic", fileName: "NotoSansArabic-Regular.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: false, sha256: "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Arabic", fileName: "NotoSansArabic-Bold.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: true, sha256: "ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Hebrew", fileName: "NotoSansHebrew-Regular.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: false, sha256: "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7",
                   package: "fonts-noto-core 20201225-1"),
        PinnedFont(family: "Noto Sans Hebrew", fileName: "NotoSansHebrew-Bold.ttf", folders: ["/usr/share/fonts/truetype/noto"], index: 0,
                   bold: true, sha256: "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3",
                   package: "fonts-noto-core 20201225-1"),
    ]

    /// Whether a file with this name and hash is a pinned build.
    static func isPinned(fileName: String, sha256: String) -> Bool {
        all.contains { $0.fileName == fileName && $0.sha256 == sha256 }
    }

    /// Generic family names and the families they stand for.
    static let generic: [String: [String]] = [
        "sans-serif": ["DejaVu Sans", "WenQuanYi Micro Hei"],
        "sans": ["DejaVu Sans", "WenQuanYi Micro Hei"],
        "serif": ["DejaVu Serif", "DejaVu Sans", "WenQuanYi Micro Hei"],
        "monospace": ["DejaVu Sans Mono", "DejaVu Sans", "WenQuanYi Micro Hei"],
    ]
}
