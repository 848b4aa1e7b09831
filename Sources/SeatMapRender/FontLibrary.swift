import CCairo
import CHarfBuzz
import Foundation
import SeatMapCore
import SeatMapPage

/// Where SeatMap finds font files, and the faces it has opened from them.
///
/// A family of a theme's chain is looked for, in this order, in the theme's `fontFiles`, in the
/// folders of `SEATMAP_FONT_PATH`, at the pinned files of the built-in themes (Debian's package
/// paths), and in the system font folders. Fontconfig is never asked, so no system or user
/// font rule (`fonts.conf`, `FONTCONFIG_FILE`) and no user font folder changes what is drawn;
/// the fonts a page used are named, with their SHA-256, in its `FontReport`.
///
/// One library is shared by every render of a process (`standard`): opened faces, scanned
/// folders and shaped runs are kept, behind a lock, because opening and hashing a 5-MB CJK font
/// for every page would cost more than drawing it. What is kept depends only on the files, so
/// sharing never changes a result.
public final class FontLibrary: @unchecked Sendable {
    /// Folders named by `SEATMAP_FONT_PATH`, searched before the pinned files.
    public let folders: [String]
    /// System font folders, searched last.
    public let systemFolders: [String]

    private let lock = NSLock()
    private var scanned: [String: [FaceRecord]] = [:]
    private var fileFaces: [String: Result<[FaceRecord], RenderError>] = [:]
    private var faces: [FontFaceID: FontFace] = [:]
    private var families: [FamilyKey: ResolvedFamily?] = [:]
    private var shaped: [ShapeKey: ShapedText] = [:]
    /// Damaged faces passed over for a family (lowercased name), as warnings.
    private var passedOver: [String: [String]] = [:]
    /// Shaped runs kept at most; past it the cache starts over (a batch of many halls).
    static let maxShapedRuns = 100_000

    /// The folders of `SEATMAP_FONT_PATH` (separated by `:`).
    public static let environmentVariable = "SEATMAP_FONT_PATH"

    /// The library of this process: `SEATMAP_FONT_PATH` as it was at first use.
    public static let standard = FontLibrary(environment: ProcessInfo.processInfo.environment)

    public convenience init(environment: [String: String]) {
        let extra = (environment[Self.environmentVariable] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        self.init(folders: extra)
    }

    public init(folders: [String], systemFolders: [String] = FontLibrary.defaultSystemFolders) {
        self.folders = folders
        self.systemFolders = systemFolders
    }

    /// Folders every system puts shared fonts in; user folders (`~/.fonts`) are left out, so a
    /// user's fonts cannot change a render.
    public static let defaultSystemFolders = ["/usr/share/fonts", "/usr/local/share/fonts", "/System/Library/Fonts", "/Library/Fonts"]

    /// The libraries that shape and draw text, by name (asked once per process).
    public static let libraryVersions: [String: String] = {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        var library: OpaquePointer?
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        return ["cairo": String(cString: cairo_version_string()), "freetype": "\(major).\(minor).\(patch)",
                "harfbuzz": String(cString: hb_version_string())]
    }()

    // MARK: families

    struct FamilyKey: Hashable {
        var name: String
        var fontFiles: [String]
    }

    /// A family found in one place: its regular face and its bold face (synthesised from the
    /// regular one when the family has none).
    struct ResolvedFamily {
        var regular: FontFace
        var bold: FontFace
        var source: FontSource
    }

    /// The family `name` as the chain of a theme with `fontFiles` finds it, or nil when no
    /// searched place has it. A font file the theme names that cannot be read is an error.
    func family(_ name: String, fontFiles: [String]) throws(RenderError) -> ResolvedFamily? {
        let key = FamilyKey(name: name.lowercased(), fontFiles: fontFiles)
        if let known = lock.withLock({ families[key] }) { return known }
        let found = try find(key)
        lock.withLock { families[key] = found }
        return found
    }

    private func find(_ key: FamilyKey) throws(RenderError) -> ResolvedFamily? {
        var themeRecords: [FaceRecord] = []
        for file in key.fontFiles { themeRecords += try recordsOfFile(file) }
        if let f = try pick(key.name, from: themeRecords, .themeFile) { return f }
        for folder in folders { if let f = try pick(key.name, from: records(inFolder: folder), .fontPath) { return f } }
        let pinned = PinnedFont.all.filter { $0.family.lowercased() == key.name }
        if !pinned.isEmpty {
            var records: [FaceRecord] = []
            for p in pinned {
                for folder in p.folders {
                    let path = folder + "/" + p.fileName
                    if FileManager.default.fileExists(atPath: path), let r = try? recordsOfFile(path) { records += r; break }
                }
            }
            if let f = try pick(key.name, from: records, .pinned) { return f }
        }
        for folder in systemFolders { if let f = try pick(key.name, from: records(inFolder: folder), .system) { return f } }
        return nil
    }

    /// The best regular and bold faces of `family` among `records`.
    private func pick(_ family: String, from records: [FaceRecord], _ source: FontSource) throws(RenderError) -> ResolvedFamily? {
        let matching = records.filter { $0.names.contains(family) }
        guard let regular = matching.min(by: { $0.distance(bold: false) < $1.distance(bold: false) }) else { return nil }
        let regularFace = try face(FontFaceID(path: regular.path, index: regular.index, syntheticBold: false))
        // A face whose outlines cannot be read would draw a page without text: a theme's own
        // file is an error; anywhere else the face is passed over, with a warning, for the next
        // place that has the family.
        if regularFace.isDamaged {
            let reason = "its character map names glyphs whose outlines cannot be read (a damaged or truncated font file)"
            if source == .themeFile { throw .font(file: regular.path, reason: reason) }
            lock.withLock { passedOver[family,
                                       default: []].append("font \(regular.path) (\(source.rawValue)) was passed over for '\(family)': \(reason)") }
            return nil
        }
        let boldRecord = matching.filter { $0.weight >= 600 }.min { $0.distance(bold: true) < $1.distance(bold: true) }
        let boldFace = try face(FontFaceID(path: boldRecord?.path ?? regular.path, index: boldRecord?.index ?? regular.index,
                                           syntheticBold: boldRecord == nil))
        return ResolvedFamily(regular: regularFace, bold: boldFace, source: source)
    }

    /// The warnings of damaged faces passed over while finding `family`.
    func passedOverFaces(_ family: String) -> [String] { lock.withLock { passedOver[family.lowercased()] ?? [] } }

    func recordsOfFile(_ path: String) throws(RenderError) -> [FaceRecord] {
        if let known = lock.withLock({ fileFaces[path] }) { return try known.get() }
        let result: Result<[FaceRecord], RenderError>
        do throws(RenderError) { result = .success(try FontCatalog.faces(ofFile: path)) } catch { result = .failure(error) }
        lock.withLock { fileFaces[path] = result }
        return try result.get()
    }

    private func records(inFolder folder: String) -> [FaceRecord] {
        if let known = lock.withLock({ scanned[folder] }) { return known }
        let found = FontCatalog.scan(folder: folder)
        lock.withLock { scanned[folder] = found }
        return found
    }

    // MARK: faces

    /// The opened face `id` (opened once per process).
    func face(_ id: FontFaceID) throws(RenderError) -> FontFace {
        let (known, sibling) = lock.withLock { (faces[id], faces.values.first { $0.id.path == id.path }) }
        if let known { return known }
        let file: FontFileBytes
        if let shared = sibling?.file { file = shared } else {
            do { file = try FontFileBytes(path: id.path, limit: Self.maxFontFileBytes) } catch {
                throw .font(file: id.path, reason: error == .unreadable("is empty") ? "the file is empty" : "the font file \(error)")
            }
        }
        let opened = try FontFace(id: id, file: file)
        return lock.withLock {
            if let raced = faces[id] { return raced }
            faces[id] = opened
            return opened
        }
    }

    /// Largest font file opened (the largest CJK collections are about 120 MB).
    public static let maxFontFileBytes = 256 << 20

    // MARK: shaping

    struct ShapeKey: Hashable {
        var face: FontFaceID
        var text: String
        var language: String
        var rightToLeft: Bool
    }

    /// `text` shaped with `face` in `language`, right to left when `rightToLeft`, in font units;
    /// each distinct run is shaped once per process.
    func shaped(_ text: String, face: FontFace, language: String = "zh-Hans", rightToLeft: Bool = false) -> ShapedText {
        let key = ShapeKey(face: face.id, text: text, language: language, rightToLeft: rightToLeft)
        if let known = lock.withLock({ shaped[key] }) { return known }
        let result = face.shape(text, language: language, rightToLeft: rightToLeft)
        lock.withLock {
            if shaped.count >= Self.maxShapedRuns { shaped.removeAll(keepingCapacity: true) }
            shaped[key] = result
        }
        return result
    }
}
