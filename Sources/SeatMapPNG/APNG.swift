import CZlib

/// Animated PNG (the APNG extension: `acTL`, `fcTL`, `fdAT`; what every current browser
/// plays). Each frame is encoded by libpng as an ordinary PNG (`PNGCodec`); this takes their
/// compressed image data and chains it into one file — the first frame's `IDAT` (so viewers
/// without APNG show it), then an `fcTL` + `fdAT` pair per later frame — with zlib's `crc32`
/// over every new chunk. Nothing is re-compressed, so frame N of the animation has exactly the
/// pixels of the PNG it came from.
public enum APNG {
    /// One frame: a complete PNG and how long it shows, in milliseconds.
    public struct Frame: Sendable {
        public var png: [UInt8]
        public var delayMilliseconds: Int

        public init(png: [UInt8], delayMilliseconds: Int) {
            self.png = png
            self.delayMilliseconds = delayMilliseconds
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG, in order: type and data (lengths and CRCs checked).
    static func chunks(_ png: [UInt8], frame: Int) throws(PNGError) -> [(type: String, data: ArraySlice<UInt8>)] {
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw .encode("APNG frame \(frame): not a PNG (no signature)") }
        var out: [(String, ArraySlice<UInt8>)] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(be32(png, i))
            guard length <= png.count - i - 12 else { throw .encode("APNG frame \(frame): a chunk at byte \(i) runs past the end") }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = png[(i + 8)..<(i + 8 + length)]
            let crc = be32(png, i + 8 + length)
            guard crc == Self.crc(Array(png[(i + 4)..<(i + 8)]),
                                  data) else { throw .encode("APNG frame \(frame): \(type) chunk at byte \(i) has a wrong CRC") }
            out.append((type, data))
            i += 12 + length
            if type == "IEND" { break }
        }
        return out
    }

    /// Chains `frames` (at least one; every one the same size and colour type) into an APNG that
    /// loops forever.
    public static func encode(_ frames: [Frame]) throws(PNGError) -> [UInt8] {
        guard !frames.isEmpty else { throw .encode("APNG: no frames") }
        let parsed = try frames.enumerated().map { (i, f) throws(PNGError) in try chunks(f.png, frame: i) }
        guard let header = parsed[0].first, header.type == "IHDR", header.data.count == 13 else { throw .encode("APNG frame 0: no IHDR") }
        for (i, p) in parsed.enumerated() where p.first?.type != "IHDR" || p.first.map({ Array($0.data) }) != Array(header.data) {
            throw .encode("APNG frame \(i): its size or colour type differs from frame 0's (every frame must match)")
        }
        let width = be32(Array(header.data), 0), height = be32(Array(header.data), 4)
        var out = signature
        func chunk(_ type: String, _ data: [UInt8]) {
            let t = Array(type.utf8)
            out += u32(UInt32(data.count)) + t + data + u32(crc(t, data[...]))
        }
        chunk("IHDR", Array(header.data))
        chunk("acTL", u32(UInt32(frames.count)) + u32(0))  // 0 plays: loop forever
        var sequence: UInt32 = 0
        for (i, p) in parsed.enumerated() {
            let delay = max(1, min(frames[i].delayMilliseconds, 65_535))
            // x, y offsets 0; dispose none, blend source: every frame is the whole page.
            chunk("fcTL", u32(sequence) + u32(width) + u32(height) + u32(0) + u32(0) + u16(UInt16(delay)) + u16(1000) + [0, 0])
            sequence += 1
            for c in p where c.type == "IDAT" {
                if i == 0 {
                    chunk("IDAT", Array(c.data))
                } else {
                    chunk("fdAT", u32(sequence) + Array(c.data))
                    sequence += 1
                }
            }
        }
        chunk("IEND", [])
        return out
    }

    /// The frames of an APNG this module wrote (or any APNG): their count, each frame's delay in
    /// milliseconds, and the plays (0 = forever). For tests and `seatmap` checks.
    public static func frameInfo(_ png: [UInt8]) throws(PNGError) -> (frames: Int, delaysMilliseconds: [Int], plays: Int) {
        let c = try chunks(png, frame: 0)
        guard let ac = c.first(where: { $0.type == "acTL" }), ac.data.count == 8 else { throw .encode("not an animated PNG (no acTL chunk)") }
        let a = Array(ac.data)
        let delays = c.filter { $0.type == "fcTL" }.map { f -> Int in
            let d = Array(f.data)
            let num = Int(d[20]) << 8 | Int(d[21]), den = Int(d[22]) << 8 | Int(d[23])
            return num * 1000 / (den == 0 ? 100 : den)
        }
        return (Int(be32(a, 0)), delays, Int(be32(a, 4)))
    }

    static func crc(_ type: [UInt8], _ data: ArraySlice<UInt8>) -> UInt32 {
        var c = type.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        data.withUnsafeBufferPointer { b in
            if let base = b.baseAddress { c = UInt32(crc32(UInt(c), base, UInt32(b.count))) }
        }
        return c
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
    static func u32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
}
