/// Writes PNGs of any colour type, bit depth and interlacing with an independent, minimal
/// encoder (stored deflate blocks, no compression), so decoder tests compare libpng against
/// pixels known by construction.
public enum TestPNGWriter {
    public enum ColorType: UInt8 { case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6 }

    /// `samples(x, y)` gives the sample values of one pixel (already in the bit depth's range:
    /// gray → [v], rgb → [r,g,b], palette → [index], grayAlpha → [v,a], rgba → [r,g,b,a]).
    public static func png(width: Int, height: Int, colorType: ColorType, bitDepth: Int, interlaced: Bool = false,
                           palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8]? = nil,
                           samples: (Int, Int) -> [Int]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr: [UInt8] = be32(width) + be32(height)
        ihdr += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        out += chunk("IHDR", ihdr)
        if colorType == .palette { out += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { out += chunk("tRNS", transparency) }
        var raw: [UInt8] = []
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            for y in ys {
                raw.append(0)  // filter: none
                var bits: [Int] = []
                for x in xs { bits += samples(x, y) }
                raw += pack(bits, depth: bitDepth)
            }
        }
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return out
    }

    static func pack(_ values: [Int], depth: Int) -> [UInt8] {
        switch depth {
        case 8: return values.map { UInt8($0) }
        case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default:
            var out: [UInt8] = []
            var acc = 0, n = 0
            for v in values {
                acc = (acc << depth) | v
                n += depth
                if n == 8 { out.append(UInt8(acc)); acc = 0; n = 0 }
            }
            if n > 0 { out.append(UInt8(acc << (8 - n))) }
            return out
        }
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        return be32(data.count) + t + data + be32(Int(crc32(t + data)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let final: UInt8 = i + n >= data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(Int((b << 16) | a))
    }
}
