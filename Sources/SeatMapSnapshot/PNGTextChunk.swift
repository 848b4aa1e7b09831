/// Reads an uncompressed international text chunk (`iTXt`, UTF-8) of PNG bytes: the seat states
/// and fonts a reference was recorded with. They are written by libpng (`PNGCodec.encode(_:text:)`).
enum PNGTextChunk {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

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
}
