/// Adds and reads one uncompressed international text chunk (`iTXt`, UTF-8) in PNG bytes, so a
/// reference image can carry the seat states it was recorded with. Pixels are untouched and the
/// bytes stay deterministic (no time stamp).
enum PNGTextChunk {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `png` with an `iTXt` chunk `keyword` → `text` inserted just before `IEND`.
    static func inserting(_ text: String, keyword: String, into png: [UInt8]) -> [UInt8] {
        guard png.count >= 20, png.starts(with: signature) else { return png }
        let iend = png.count - 12  // IEND is always the last 12 bytes of a well-formed PNG
        guard Array(png[(iend + 4)..<(iend + 8)]) == Array("IEND".utf8) else { return png }
        // keyword NUL, compression flag 0, method 0, language "" NUL, translated keyword "" NUL, text
        let data = Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
        let type = Array("iTXt".utf8)
        var chunk = bigEndian(UInt32(data.count)) + type + data
        chunk += bigEndian(crc32(type + data))
        return Array(png[..<iend]) + chunk + Array(png[iend...])
    }

    /// The text of the first `iTXt` chunk named `keyword`, or nil.
    static func text(keyword: String, in png: [UInt8]) -> String? {
        guard png.starts(with: signature) else { return nil }
        let key = Array(keyword.utf8) + [0]
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let typeStart = i + 4, dataStart = i + 8
            guard length >= 0, dataStart + length + 4 <= png.count else { return nil }
            let type = png[typeStart..<dataStart]
            if type.elementsEqual("iTXt".utf8), length >= key.count + 4, png[dataStart..<(dataStart + key.count)].elementsEqual(key) {
                var p = dataStart + key.count
                guard png[p] == 0 else { return nil }  // compressed text is not written here
                p += 2
                // Skip the language tag and the translated keyword.
                for _ in 0..<2 {
                    while p < dataStart + length, png[p] != 0 { p += 1 }
                    p += 1
                }
                guard p <= dataStart + length else { return nil }
                return String(decoding: png[p..<(dataStart + length)], as: UTF8.self)
            }
            if type.elementsEqual("IEND".utf8) { return nil }
            i = dataStart + length + 4
        }
        return nil
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// CRC-32 (ISO 3309) as PNG chunks use it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var table = [UInt32](repeating: 0, count: 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            table[n] = c
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes { crc = table[Int((crc ^ UInt32(b)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
