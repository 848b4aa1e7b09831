import CPixels
import CPNGSupport
#if canImport(Glibc)
import Glibc
#endif

/// A page's pixels as Cairo draws them: premultiplied ARGB32 words in native byte order, rows
/// `width * 4` bytes apart, top to bottom.
///
/// What a render hands to a comparison before anything asks for straight alpha: its digest says
/// "unchanged" without converting a pixel, and its PNG is encoded straight from these words. The
/// straight-alpha `RGBAImage` is made (in C) only when pixels are compared or drawn.
public struct PremultipliedImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Whether the PNG file `png` decodes to exactly this image (straight, as `straight()` and
    /// the encoder convert it): its image data is inflated and unfiltered a row at a time and
    /// compared with this image's rows, its every CRC checked; a file with anything but image
    /// data and text is not decided here (false). Whatever zlib or filters wrote it. What a
    /// golden's unchanged verdict rests on, in the time of an inflate (no image is decoded,
    /// none is encoded).
    public func isEncoded(in png: [UInt8]) -> Bool {
        guard width > 0, height > 0 else { return false }
        return png.withUnsafeBufferPointer { p in
            bytes.withUnsafeBufferPointer { b in
                sm_png_matches_argb32(p.baseAddress, p.count, b.baseAddress, width * 4, UInt32(width), UInt32(height)) == 1
            }
        }
    }

    /// The straight-alpha image, rounded as the PNG encoder rounds (`sm_argb32_to_rgba`).
    public func straight() -> RGBAImage {
        let n = width * height * 4
        let pixels = bytes.withUnsafeBufferPointer { src in
            [UInt8](unsafeUninitializedCapacity: n) { dst, count in
                if n > 0 { sm_argb32_to_rgba(src.baseAddress, width * 4, UInt32(width), UInt32(height), dst.baseAddress) }
                count = n
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `xxh64:0123456789abcdef`: XXH64 of the words as little-endian bytes (B, G, R, A), on any
    /// host. Premultiplied pixels Cairo draws map one to one to straight ones, so equal digests
    /// mean equal pictures (to XXH64's 2⁻⁶⁴).
    public var digest: String {
        #if _endian(big)
        var swapped = bytes
        for i in stride(from: 0, to: swapped.count, by: 4) { swapped[i..<(i + 4)].reverse() }
        return Self.digestText(sm_xxh64(swapped, swapped.count, 0))
        #else
        return Self.digestText(bytes.withUnsafeBufferPointer { sm_xxh64($0.baseAddress, $0.count, 0) })
        #endif
    }

    static func digestText(_ h: UInt64) -> String {
        let hex = String(h, radix: 16)
        return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The PNG `PNGCodec.encode(straight(), settings:, text:)` writes, byte for byte, encoded
    /// straight from the premultiplied words (no straight-alpha copy).
    public func png(settings: PNGCodec.Settings = .default, text: [(keyword: String, text: String)] = []) throws(PNGError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { p throws(PNGError) in
            try PNGCodec.encodeRows(p.baseAddress!, argb32: true, width: width, height: height, stride: width * 4,
                                    settings: settings, text: text)
        }
    }
}

extension PNGChunks {
    /// XXH64 of `bytes` as `xxh64:…` (the digest `PremultipliedImage` and `PNGChunks` write).
    public static func xxh64(_ bytes: ArraySlice<UInt8>) -> String {
        PremultipliedImage.digestText(bytes.withUnsafeBufferPointer { sm_xxh64($0.baseAddress, $0.count, 0) })
    }
}
