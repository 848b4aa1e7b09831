import CCairo
import CHarfBuzz
import Foundation
import SeatMapCore
import SeatMapPage

/// A font file's bytes at a fixed address, shared by every face opened from the file (a CJK
/// collection is megabytes; its regular and synthesised-bold faces need it once).
final class FontFileBytes: @unchecked Sendable {
    let bytes: UnsafeMutableRawBufferPointer
    private let lock = NSLock()
    private var hash: String?

    /// The regular file at `path`, read straight into the buffer fonts are opened from: a
    /// 200-MB collection is held once, never also as an array it is copied from.
    init(path: String, limit: Int) throws(RegularFile.Failure) {
        let (fd, size) = try RegularFile.open(path)
        defer { close(fd) }
        guard size <= limit else { throw .unreadable("it is \(size) bytes; the limit is \(limit)") }
        guard size > 0 else { throw .unreadable("is empty") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        let n: Int
        do { n = try RegularFile.fill(buffer, from: fd, size: size) } catch {
            buffer.deallocate()
            throw error
        }
        guard n == size else {
            buffer.deallocate()
            throw .unreadable("changed while it was read (\(n) of \(size) bytes)")
        }
        bytes = buffer
    }

    deinit { bytes.deallocate() }

    /// SHA-256 of the whole file, computed when a report first asks (a render that writes only
    /// pixels never pays for hashing megabytes), once for every face of the file.
    var sha256: String {
        lock.withLock {
            if let hash { return hash }
            let computed = SHA256.hex(digest: SHA256.digest(UnsafeRawBufferPointer(bytes)))
            hash = computed
            return computed
        }
    }
}

/// The C handles of one opened face that Cairo may still use after SeatMap lets go of it (its
/// scaled-font cache keeps faces alive): the FreeType library and face made over the file's
/// bytes, which it keeps alive. Released by Cairo's user-data destructor when the last Cairo
/// reference goes.
final class FreeTypeFaceStorage {
    let file: FontFileBytes
    let library: OpaquePointer
    let face: FT_Face

    init(file: FontFileBytes, library: OpaquePointer, face: FT_Face) {
        self.file = file
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }
}

/// One face of a font file, opened for drawing and shaping: a FreeType face Cairo rasterises
/// from (`cairo-ft`), and a HarfBuzz font over the same bytes for shaping and coverage.
///
/// Immutable after `init` and shared across threads: HarfBuzz fonts may be used from any
/// thread, and Cairo locks the FreeType face while it rasterises. HarfBuzz reads the bytes
/// directly (`hb_face_create`) rather than through the FreeType face (`hb-ft`), so shaping never
/// touches a face Cairo is using on another band's thread.
final class FontFace: @unchecked Sendable {
    let id: FontFaceID
    let unitsPerEm: Double
    /// SHA-256 of the font file (`FontFileBytes.sha256`).
    var sha256: String { storage.file.sha256 }
    /// `cairo_font_face_t`, made with hinting off and embedded bitmaps ignored.
    let cairoFace: OpaquePointer
    private let hbFont: OpaquePointer
    private let storage: FreeTypeFaceStorage
    /// The file's bytes (shared with the other faces of the file).
    var file: FontFileBytes { storage.file }

    /// Cairo user-data key whose destructor releases the FreeType storage.
    nonisolated(unsafe) private static let storageKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Opens face `id.index` of the font file whose bytes are `file` (not empty).
    init(id: FontFaceID, file: FontFileBytes) throws(RenderError) {
        self.id = id
        let bytes = file.bytes
        var library: OpaquePointer?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .font(file: id.path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(id.index),
                                       &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .font(file: id.path, reason: "FreeType cannot open face \(id.index) (error \(error)): not a usable TrueType or OpenType font")
        }
        let storage = FreeTypeFaceStorage(file: file, library: library, face: face)
        self.storage = storage
        unitsPerEm = Double(max(1, face.pointee.units_per_EM))

        // Hinting would make advances depend on the size in pixels and on the FreeType version's
        // hinter; embedded bitmaps would swap outlines for pictures at some sizes.
        let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, loadFlags) else {
            throw .font(file: id.path, reason: "Cairo cannot use the face")
        }
        if id.syntheticBold { cairo_ft_font_face_set_synthesize(cairoFace, UInt32(CAIRO_FT_SYNTHESIZE_BOLD.rawValue)) }
        let retained = Unmanaged.passRetained(storage).toOpaque()
        let status = cairo_font_face_set_user_data(cairoFace, Self.storageKey, retained) { pointer in
            if let pointer { Unmanaged<FreeTypeFaceStorage>.fromOpaque(pointer).release() }
        }
        if status != CAIRO_STATUS_SUCCESS {
            Unmanaged<FreeTypeFaceStorage>.fromOpaque(retained).release()
            cairo_font_face_destroy(cairoFace)
            throw .cairo(call: "cairo_font_face_set_user_data", status: String(cString: cairo_status_to_string(status)))
        }
        let faceStatus = cairo_font_face_status(cairoFace)
        if faceStatus != CAIRO_STATUS_SUCCESS {
            cairo_font_face_destroy(cairoFace)
            throw .cairo(call: "cairo_ft_font_face_create_for_ft_face", status: String(cString: cairo_status_to_string(faceStatus)))
        }
        self.cairoFace = cairoFace

        let blob = hb_blob_create(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(id.index))
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        // Positions come out in font units; `shape` scales them to the text's size.
        let upem = Int32(unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        hbFont = font
        isDamaged = Self.probeDamaged(font)
    }

    deinit {
        hb_font_destroy(hbFont)
        cairo_font_face_destroy(cairoFace)
    }

    /// How a face stands to a cluster of text.
    enum Coverage: Equatable {
        /// A glyph, with an outline, for every scalar that needs one.
        case covered
        /// No glyph for some scalar.
        case missing
        /// The character map claims a glyph whose outline cannot be read (a damaged file: its
        /// glyph table lies past the end, or is empty where a letter should be).
        case damaged(Unicode.Scalar)
    }

    /// Whether the face has a drawable glyph for every scalar of `cluster` that needs one
    /// (variation selectors and joiners take the glyph of the character they modify; spaces and
    /// format characters need no outline).
    func coverage(_ cluster: Character) -> Coverage {
        for scalar in cluster.unicodeScalars {
            let v = scalar.value
            if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) || v == 0x200D || v == 0x200C { continue }
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(hbFont, v, &glyph) == 0 || glyph == 0 { return .missing }
            if Self.needsOutline(scalar) && !hasOutline(glyph) { return .damaged(scalar) }
        }
        return .covered
    }

    /// Letters, digits, punctuation and symbols are drawn with ink; spaces, controls and format
    /// characters are not.
    static func needsOutline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .nonspacingMark, .enclosingMark,
             .privateUse, .surrogate, .unassigned: return false
        default: return true
        }
    }

    /// Whether glyph `glyph`'s outline can be read (HarfBuzz sanitises the glyph tables, so a
    /// table that lies past the end of the file gives no extents) and has ink.
    func hasOutline(_ glyph: hb_codepoint_t) -> Bool { Self.hasOutline(glyph, in: hbFont) }

    static func hasOutline(_ glyph: hb_codepoint_t, in font: OpaquePointer) -> Bool {
        var extents = hb_glyph_extents_t()
        return hb_font_get_glyph_extents(font, glyph, &extents) != 0 && (extents.width != 0 || extents.height != 0)
    }

    /// Whether the face is damaged as a whole: of the first letters and digits its character
    /// map claims (up to 32), none has a readable outline. Such a face would draw a page with
    /// no text at all, so it is never chosen for a family.
    let isDamaged: Bool

    static func probeDamaged(_ hbFont: OpaquePointer) -> Bool {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(hb_font_get_face(hbFont), set)
        var codepoint = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
        var probed = 0, drawable = 0
        while probed < 32, hb_set_next(set, &codepoint) != 0 {
            guard let scalar = Unicode.Scalar(codepoint), scalar.properties.isAlphabetic || scalar.properties.numericType != nil else { continue }
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(hbFont, codepoint, &glyph) != 0, glyph != 0 else { continue }
            probed += 1
            if hasOutline(glyph, in: hbFont) { drawable += 1 }
        }
        return probed > 0 && drawable == 0
    }

    /// `text` shaped in font units: glyph ids, origins and clusters (UTF-8 offsets), and the total
    /// advance. The language is the page's locale (`zh-Hans` unless a locale says otherwise),
    /// never the host's, so `LANG` cannot pick other glyph forms; the script comes from the text.
    /// A right-to-left run (one direction, from `Bidi`) is shaped right to left: its glyphs come
    /// out in visual order, left to right, their clusters descending.
    func shape(_ text: String, language: String = "zh-Hans", rightToLeft: Bool = false) -> ShapedText {
        guard let buffer = hb_buffer_create() else { return ShapedText(glyphs: [], advance: 0) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) {
                hb_buffer_add_utf8(buffer, $0, Int32(p.count), 0, Int32(p.count))
            }
        }
        hb_buffer_set_language(buffer, language == "zh-Hans" ? Self.language : hb_language_from_string(language, -1))
        hb_buffer_guess_segment_properties(buffer)
        if rightToLeft { hb_buffer_set_direction(buffer, HB_DIRECTION_RTL) }
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return ShapedText(glyphs: [], advance: 0)
        }
        var glyphs: [ShapedText.Glyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0.0
        for i in 0..<Int(count) {
            let p = positions[i]
            glyphs.append(.init(id: infos[i].codepoint, x: pen + Double(p.x_offset), y: Double(p.y_offset),
                                advance: Double(p.x_advance), cluster: Int(infos[i].cluster)))
            pen += Double(p.x_advance)
        }
        return ShapedText(glyphs: glyphs, advance: pen)
    }

    /// Pages are Chinese first; the default language, made once.
    nonisolated(unsafe) private static let language = hb_language_from_string("zh-Hans", -1)
}

/// A run shaped in font units (see `FontFace.shape`).
struct ShapedText: Sendable {
    struct Glyph: Sendable {
        var id: UInt32
        var x: Double
        var y: Double
        var advance: Double
        var cluster: Int
    }
    var glyphs: [Glyph]
    var advance: Double
}
