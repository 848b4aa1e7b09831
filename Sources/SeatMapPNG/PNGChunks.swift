import CZlib

/// The chunks of a PNG file, read without decoding its pixels: what a comparison needs to know
/// about a reference before it decides whether to decode it at all.
public enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: its four-letter type and where its data lies in the file.
    public struct Chunk: Sendable, Equatable {
        public var type: String
        /// Offset of the chunk's length field.
        public var offset: Int
        public var dataStart: Int
        public var length: Int
        /// Offset just past the chunk's CRC.
        public var end: Int { dataStart + length + 4 }
    }

    /// Every chunk in order up to and including IEND, or nil when the bytes are not a
    /// well-framed PNG (CRCs are not checked here: the decoder does that).
    public static func list(_ png: [UInt8]) -> [Chunk]? {
        guard png.count >= 8, png[0..<8].elementsEqual(signature) else { return nil }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard length <= png.count - i - 12 else { return nil }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, offset: i, dataStart: i + 8, length: length))
            if type == "IEND" { return chunks }
            i += 12 + length
        }
        return nil
    }

    /// Width and height from IHDR, or nil when the bytes do not start like a PNG.
    public static func size(_ png: [UInt8]) -> (width: Int, height: Int)? {
        PNGCodec.headerSize(png).map { (width: $0.0, height: $0.1) }
    }

    /// XXH64 of the file from the signature through the last image-data chunk (IHDR, any
    /// palette, every IDAT with its CRC): what the picture is made of. A text chunk written after
    /// the image data can name this digest to prove it still describes these very pixels; nil
    /// when the file is not a well-framed PNG with image data.
    public static func imageDataDigest(_ png: [UInt8]) -> String? {
        guard let chunks = list(png), let last = chunks.lastIndex(where: { $0.type == "IDAT" }) else { return nil }
        return xxh64(png[0..<chunks[last].end])
    }

    /// The text of the first uncompressed `iTXt` chunk named `keyword` (no language tag read),
    /// or nil.
    public static func text(keyword: String, in png: [UInt8]) -> String? {
        guard let chunks = list(png) else { return nil }
        let key = Array(keyword.utf8) + [0]
        for c in chunks where c.type == "iTXt" && c.length >= key.count + 4 {
            let start = c.dataStart, end = c.dataStart + c.length
            guard png[start..<(start + key.count)].elementsEqual(key) else { continue }
            var p = start + key.count
            guard png[p] == 0 else { return nil }  // compressed text is not written here
            p += 2
            // Skip the language tag and the translated keyword.
            for _ in 0..<2 {
                while p < end, png[p] != 0 { p += 1 }
                p += 1
            }
            guard p <= end else { return nil }
            return String(decoding: png[p..<end], as: UTF8.self)
        }
        return nil
    }

    /// `png` with an uncompressed `iTXt` chunk (`keyword`, UTF-8 `text`, no language) inserted
    /// before IEND, framed and CRC'd as libpng frames the text chunks it writes.
    public static func inserting(keyword: String, text: String, into png: [UInt8]) throws(PNGError) -> [UInt8] {
        guard let chunks = list(png), let iend = chunks.last, iend.type == "IEND" else { throw .encode("not a PNG to add text to") }
        guard (1...79).contains(keyword.utf8.count), !keyword.contains("\u{0}"), !text.contains("\u{0}") else {
            throw .encode("text chunk \(keyword): a keyword is 1…79 bytes and neither it nor its text may hold NUL")
        }
        let data = Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
        let typeAndData = Array("iTXt".utf8) + data
        let crc = typeAndData.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(typeAndData.count + 8)
        for shift in [24, 16, 8, 0] { chunk.append(UInt8(truncatingIfNeeded: data.count >> shift)) }
        chunk += typeAndData
        for shift in [24, 16, 8, 0] { chunk.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        var out = Array(png[0..<iend.offset])
        out.reserveCapacity(png.count + chunk.count)
        out += chunk
        out += png[iend.offset...]
        return out
    }
}
