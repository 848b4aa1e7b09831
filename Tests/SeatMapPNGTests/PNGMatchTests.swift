import Testing
import SeatMapPNG
import SeatMapTestSupport
import CZlib

/// `PremultipliedImage.isEncoded(in:)`: a golden's unchanged verdict rests on what the reference
/// file decodes to, read a row at a time. It says yes for every file that decodes to exactly the
/// page (SeatMap's own encoder in either path, libpng with every filter, another zlib's stored
/// blocks, the image data split over many chunks) and no for anything else: one pixel, a broken
/// CRC, a chunk that could change the decoded colours, data past the image, interlacing, a
/// truncated file.
@Suite struct PNGMatchTests {
    /// A page-like picture: opaque, with runs of repeated rows (the encoder's Up rows), or with
    /// translucent pixels.
    static func page(width: Int, height: Int, translucent: Bool = false) -> PremultipliedImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let band = (y / 16) % 3 == 0   // rows that repeat the one above, in runs
                let v = band ? 240 : UInt8((x * 7 + y * 3) % 200)
                let a: UInt8 = translucent && (x + y) % 5 == 0 ? 128 : 255
                let scale = { (c: UInt8) in UInt8(Int(c) * Int(a) / 255) }
                // Native-endian ARGB32 words on a little-endian host: B, G, R, A.
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (scale(v), scale(v &+ 10), scale(UInt8(200) &- v / 2), a)
            }
        }
        return PremultipliedImage(width: width, height: height, bytes: bytes)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let td = Array(type.utf8) + data
        let crc = td.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return be32(data.count) + td + be32(Int(crc))
    }
    static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

    /// The file's chunks, with `edit` applied to the list (type, data).
    static func rechunked(_ png: [UInt8], _ edit: ([(String, [UInt8])]) -> [(String, [UInt8])]) -> [UInt8] {
        let chunks = PNGChunks.list(png)!.map { ($0.type, Array(png[$0.dataStart..<($0.dataStart + $0.length)])) }
        return Array(png[0..<8]) + edit(chunks).flatMap { chunk($0.0, $0.1) }
    }

    @Test func everyFileThatDecodesToThePageMatches() throws {
        for (w, h, translucent) in [(64, 48, false), (64, 48, true), (1100, 1000, false), (700, 1600, true)] {
            let page = Self.page(width: w, height: h, translucent: translucent)
            let own = try page.png(text: [("SeatMap seats", "x")])
            #expect(page.isEncoded(in: own), "\(w)×\(h)")
            // libpng with every filter; SeatMap's straight encoder; another writer's stored blocks.
            let filtered = try PNGCodec.encode(page.straight(), settings: PNGCodec.Settings(level: 9, filters: 0xF8))
            #expect(page.isEncoded(in: filtered))
            if w * h < 10_000 {
                let straight = page.straight()
                let stored = TestPNGWriter.png(width: w, height: h, colorType: .rgba, bitDepth: 8) { x, y in
                    let p = straight[x, y]
                    return [Int(p.0), Int(p.1), Int(p.2), Int(p.3)]
                }
                #expect(page.isEncoded(in: stored))
            }
            // The image data split into chunks of 100 bytes, as some writers do.
            let split = Self.rechunked(own) { chunks in
                chunks.flatMap { c -> [(String, [UInt8])] in
                    guard c.0 == "IDAT" else { return [c] }
                    return stride(from: 0, to: c.1.count, by: 100).map { ("IDAT", Array(c.1[$0..<min($0 + 100, c.1.count)])) }
                }
            }
            #expect(page.isEncoded(in: split))
        }
    }

    @Test func anythingElseDoesNot() throws {
        let page = Self.page(width: 64, height: 48)
        let own = try page.png()
        var other = page.bytes
        other[(20 * 64 + 30) * 4] ^= 1
        let changed = PremultipliedImage(width: 64, height: 48, bytes: other)
        #expect(!changed.isEncoded(in: own))
        #expect(!page.isEncoded(in: try changed.png()))
        // A broken CRC (in the text as much as in the image), a transparency chunk that would
        // make a colour clear, data past the image, interlacing, a truncated file, another size.
        let withText = try page.png(text: [("SeatMap seats", "abc")])
        var crc = withText
        let text = PNGChunks.list(withText)!.first { $0.type == "iTXt" }!
        crc[text.dataStart + text.length] ^= 0xFF
        #expect(!page.isEncoded(in: crc))
        let trns = Self.rechunked(own) { c in [c[0], ("tRNS", [0, 240, 0, 250, 0, 110])] + c.dropFirst() }
        #expect(!page.isEncoded(in: trns))
        let gama = Self.rechunked(own) { c in [c[0], ("gAMA", Self.be32(45455))] + c.dropFirst() }
        #expect(!page.isEncoded(in: gama))
        let extraIDAT = Self.rechunked(own) { c in
            let i = c.lastIndex { $0.0 == "IDAT" }!
            return Array(c[...i]) + [("IDAT", [0, 0, 0, 0])] + c[(i + 1)...]
        }
        #expect(!page.isEncoded(in: extraIDAT))
        let straight = page.straight()
        let interlaced = TestPNGWriter.png(width: 64, height: 48, colorType: .rgba, bitDepth: 8, interlaced: true) { x, y in
            let p = straight[x, y]
            return [Int(p.0), Int(p.1), Int(p.2), Int(p.3)]
        }
        #expect(try PNGCodec.decode(interlaced) == straight)
        #expect(!page.isEncoded(in: interlaced))
        #expect(!page.isEncoded(in: Array(own.prefix(own.count - 12))))
        #expect(!page.isEncoded(in: Array(own.prefix(own.count / 2))))
        #expect(!Self.page(width: 64, height: 47).isEncoded(in: own))
        #expect(!page.isEncoded(in: own + [0]))
        #expect(!page.isEncoded(in: []))
    }
}
