import Testing
import SeatMapPNG

/// Text chunks written by libpng, and animated PNGs chained from libpng frames.
@Suite struct PNGTextAndAPNGTests {
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 12 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), Array(png[(i + 8)..<(i + 8 + n)])))
            i += 12 + n
        }
        return out
    }

    /// Both encoder paths (rows through libpng; two bands compressed at once for large images
    /// with filter None) write the same iTXt chunks after the image data, and nothing else changes.
    @Test(arguments: [(64, 40), (1300, 900)])
    func textChunksFollowTheImageDataAndChangeNothingElse(size: (Int, Int)) throws {
        let img = PNGParallelEncodeTests.image(width: size.0, height: size.1) { _, _ in 255 }
        let settings = PNGCodec.Settings(level: 6, filters: 0x08, strategy: 0)  // PNG_FILTER_NONE
        let plain = try PNGCodec.encode(img, settings: settings)
        let text = try PNGCodec.encode(img, settings: settings, text: [("SeatMap seats", "5_5 available 座位"), ("b", "")])
        let c = Self.chunks(text)
        #expect(c.map(\.type).suffix(3) == ["iTXt", "iTXt", "IEND"])
        #expect(c[c.count - 3].data == Array("SeatMap seats".utf8) + [0, 0, 0, 0, 0] + Array("5_5 available 座位".utf8))
        #expect(c[c.count - 2].data == Array("b".utf8) + [0, 0, 0, 0, 0])
        // Without its text chunks the file is the plain encoding, byte for byte.
        let withoutText = Self.chunks(plain)
        #expect(c.filter { $0.type != "iTXt" }.map(\.data) == withoutText.map(\.data))
        #expect(try PNGCodec.decode(text).pixels == img.pixels)
        // libpng framed each chunk with a CRC that checks (APNG reads every chunk's CRC).
        #expect(throws: Never.self) { _ = try APNG.encode([APNG.Frame(png: text, delayMilliseconds: 100)]) }
    }

    @Test func aKeywordWithNULIsRefused() {
        let img = PNGParallelEncodeTests.image(width: 4, height: 4) { _, _ in 255 }
        #expect(throws: PNGError.self) { try PNGCodec.encode(img, text: [("a\u{0}b", "x")]) }
        #expect(throws: PNGError.self) { try PNGCodec.encode(img, text: [("", "x")]) }
    }

    @Test func anAnimationChainsItsFramesWithTheirDelays() throws {
        let frames = try (0..<3).map { n in
            APNG.Frame(png: try PNGCodec.encode(PNGParallelEncodeTests.image(width: 30, height: 20) { _, _ in 255 }.marked(n)),
                       delayMilliseconds: 500 * (n + 1))
        }
        let apng = try APNG.encode(frames)
        let info = try APNG.frameInfo(apng)
        #expect(info.frames == 3 && info.plays == 0 && info.delaysMilliseconds == [500, 1000, 1500])
        let types = Self.chunks(apng).map(\.type)
        #expect(types.first == "IHDR" && types[1] == "acTL" && types.last == "IEND")
        #expect(types.filter { $0 == "fcTL" }.count == 3 && types.contains("IDAT") && types.filter { $0 == "fdAT" }.count >= 2)
        // Viewers without APNG show frame 0: the file decodes as that frame (not frame 1's).
        #expect(try PNGCodec.decode(apng).pixels == (try PNGCodec.decode(frames[0].png)).pixels)
        #expect(try PNGCodec.decode(apng).pixels != (try PNGCodec.decode(frames[1].png)).pixels)
        // Frames must match.
        let other = APNG.Frame(png: try PNGCodec.encode(PNGParallelEncodeTests.image(width: 31, height: 20) { _, _ in 255 }), delayMilliseconds: 1)
        #expect(throws: PNGError.self) { try APNG.encode([frames[0], other]) }
        #expect(throws: PNGError.self) { try APNG.encode([]) }
        var broken = frames[1].png
        broken[broken.count - 20] ^= 0xFF
        #expect(throws: PNGError.self) { try APNG.encode([frames[0], APNG.Frame(png: broken, delayMilliseconds: 1)]) }
    }
}

extension RGBAImage {
    /// The image with its first pixel's red set from `n`: frames that differ.
    func marked(_ n: Int) -> RGBAImage {
        var px = pixels
        px[0] = UInt8(n * 80)
        return RGBAImage(width: width, height: height, pixels: px)
    }
}
