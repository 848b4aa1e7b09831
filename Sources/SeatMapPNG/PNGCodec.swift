#if canImport(Glibc)
import Glibc
#endif
import CPNGSupport

public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    case decode(String)
    case encode(String)
    public var description: String {
        switch self {
        case .decode(let m): return "not a readable PNG: \(m)"
        case .encode(let m): return "PNG encoding failed: \(m)"
        }
    }
}

/// PNG encoding and decoding through libpng.
public enum PNGCodec {
    /// The libpng and zlib this process encodes with, e.g. `["libpng": "1.6.39", "zlib": "1.2.13"]`:
    /// another version may compress the same pixels to other bytes.
    public static let libraryVersions: [String: String] = [
        "libpng": String(cString: sm_png_libpng_version()), "zlib": String(cString: sm_png_zlib_version()),
    ]

    /// Largest PNG file read, in bytes. A 64-Mpx page compresses to far less; decoded size is
    /// bounded separately (`SM_PNG_MAX_PIXELS`) before any pixel memory is allocated.
    public static let maxFileBytes = 256 << 20
    /// Largest width or height decoded, in pixels (PNG allows 2³¹−1; Cairo surfaces stop at 32,767).
    public static let maxSide = 32_767

    /// Encoder settings. The defaults were chosen by measurement (`Benchmarks/compare.sh`, a
    /// 6323×5305 full map): seat pages are large flat areas, so no filtering compresses best;
    /// level 5 is 0.42× the time of Cairo's own PNG writer and 0.98× its size for the same
    /// picture (level 6: 0.55×, 0.96×; level 3: 0.35× but 1.2× the size).
    public struct Settings: Sendable, Hashable {
        /// zlib level 0…9.
        public var level: Int32
        /// PNG filter mask (libpng's PNG_FILTER_* bits: 0x08 none, 0x10 sub, 0x80 paeth, 0xF8 all five).
        /// With none, an image of a million pixels or more (deflated in two bands) still writes a
        /// row that repeats the one above with filter Up: all zeros, deflated as runs.
        public var filters: Int32
        /// zlib strategy: 0 default, 1 filtered, 3 RLE.
        public var strategy: Int32
        public init(level: Int32 = 5, filters: Int32 = 0x08, strategy: Int32 = 0) {
            self.level = level
            self.filters = filters
            self.strategy = strategy
        }
        public static let `default` = Settings()
    }

    /// Encodes as 8-bit RGBA with no time chunk: the same pixels (and text) give the same bytes.
    /// `text` becomes uncompressed `iTXt` chunks after the image data, in order, written by
    /// libpng (`png_set_text`): a snapshot reference carries its seats and fonts this way.
    public static func encode(_ image: RGBAImage, settings: Settings = .default,
                              text: [(keyword: String, text: String)] = []) throws(PNGError) -> [UInt8] {
        if image.pixels.isEmpty { return try encodeRows(nil, argb32: false, width: image.width, height: image.height, stride: 0, settings: settings,
                                                        text: text) }
        return try image.pixels.withUnsafeBufferPointer { p throws(PNGError) in
            try encodeRows(p.baseAddress!, argb32: false, width: image.width, height: image.height, stride: image.width * 4,
                           settings: settings, text: text)
        }
    }

    /// Encodes straight RGBA8 rows, or Cairo's premultiplied ARGB32 rows (`argb32`), with text
    /// chunks: the one call into the C encoder.
    static func encodeRows(_ rows: UnsafePointer<UInt8>?, argb32: Bool, width: Int, height: Int, stride: Int, settings: Settings,
                           text: [(keyword: String, text: String)]) throws(PNGError) -> [UInt8] {
        for t in text where t.keyword.utf8.count < 1 || t.keyword.utf8.count > 79 || t.keyword.contains("\u{0}") || t.text.contains("\u{0}") {
            throw .encode("text chunk \(t.keyword): a keyword is 1…79 bytes and neither it nor its text may hold NUL")
        }
        var out = sm_png_buffer(data: nil, size: 0, capacity: 0, failed: 0)
        var err = [CChar](repeating: 0, count: 256)
        let keys = text.map { strdup($0.keyword) }, texts = text.map { strdup($0.text) }
        defer { for p in keys + texts { free(p) } }
        let k = keys.map { UnsafePointer<CChar>($0) }, t = texts.map { UnsafePointer<CChar>($0) }
        let rc = k.withUnsafeBufferPointer { kp in
            t.withUnsafeBufferPointer { tp in
                argb32
                    ? sm_png_encode_argb32_text(rows, UInt32(width), UInt32(height), stride, settings.level, settings.filters,
                                                settings.strategy, kp.baseAddress, tp.baseAddress, Int32(text.count), &out, &err, err.count)
                    : sm_png_encode_rgba_text(rows, UInt32(width), UInt32(height), stride, settings.level, settings.filters,
                                              settings.strategy, kp.baseAddress, tp.baseAddress, Int32(text.count), &out, &err, err.count)
            }
        }
        defer { sm_png_free(out.data) }
        guard rc == 0, let data = out.data else {
            throw .encode(String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: data, count: out.size))
    }

    /// Encodes Cairo's premultiplied native-endian ARGB32 rows (`stride` bytes apart) directly,
    /// un-premultiplying row by row: the same pixels and bytes as converting to `RGBAImage`
    /// first, without the copy.
    public static func encodePremultipliedARGB32(_ data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                                                 settings: Settings = .default) throws(PNGError) -> [UInt8] {
        var out = sm_png_buffer(data: nil, size: 0, capacity: 0, failed: 0)
        var err = [CChar](repeating: 0, count: 256)
        let rc = sm_png_encode_argb32(data.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height), stride,
                                      settings.level, settings.filters, settings.strategy, &out, &err, err.count)
        defer { sm_png_free(out.data) }
        guard rc == 0, let bytes = out.data else {
            throw .encode(String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: out.size))
    }

    /// Decodes any PNG libpng reads into 8-bit straight-alpha RGBA.
    ///
    /// The size is read from IHDR first so libpng decodes straight into the image's own array
    /// (a 28-Mpx page is 113 MB that is not copied); anything unusual takes the general path,
    /// which also words the errors.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        if let (w, h) = headerSize(bytes), w > 0, h > 0, w <= maxSide, h <= maxSide, w * h <= 64 << 20 {
            var rc: Int32 = 1
            var err = [CChar](repeating: 0, count: 256)
            let n = w * h * 4
            let pixels = bytes.withUnsafeBufferPointer { p in
                [UInt8](unsafeUninitializedCapacity: n) { buffer, count in
                    var dw: UInt32 = 0, dh: UInt32 = 0
                    rc = sm_png_decode_rgba_into(p.baseAddress, p.count, buffer.baseAddress, n, &dw, &dh, &err, err.count)
                    count = rc == 0 ? n : 0
                }
            }
            if rc == 0 { return RGBAImage(width: w, height: h, pixels: pixels) }
        }
        return try decodeGeneral(bytes)
    }

    /// Width and height from a PNG's IHDR, or nil when the bytes do not start like a PNG.
    static func headerSize(_ b: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, b.starts(with: signature), b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    /// The size of the image `bytes` hold, once every row is known to decode as `decode` would
    /// decode it (the same limits and messages), in the memory of one row: for a verdict that
    /// needs no pixels, as two files of other sizes.
    public static func check(_ bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        var w: UInt32 = 0, h: UInt32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = bytes.withUnsafeBufferPointer { p in sm_png_check(p.baseAddress, p.count, &w, &h, &err, err.count) }
        guard rc == 0 else { throw .decode(String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        return (Int(w), Int(h))
    }

    static func decodeGeneral(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        var pixels: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = bytes.withUnsafeBufferPointer { p in
            sm_png_decode_rgba(p.baseAddress, p.count, &pixels, &w, &h, &err, err.count)
        }
        defer { sm_png_free(pixels) }
        guard rc == 0, let pixels else {
            throw .decode(String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return RGBAImage(width: Int(w), height: Int(h), pixels: Array(UnsafeBufferPointer(start: pixels, count: Int(w) * Int(h) * 4)))
    }
}
