import Testing
import SeatMapPNG
import SeatMapDiff
import SeatMapTestSupport

/// Every PNG flavour libpng reads becomes the same 8-bit RGBA.
@Suite struct PNGDecodeTests {
    // A 5×3 picture with 4 colours, one of them half transparent.
    static let colors: [(Int, Int, Int, Int)] = [(255, 0, 0, 255), (0, 128, 255, 255), (255, 255, 255, 255), (16, 32, 48, 128)]
    static func index(_ x: Int, _ y: Int) -> Int { (x + 2 * y) % 4 }
    static let expected: RGBAImage = {
        var img = RGBAImage(width: 5, height: 3)
        for y in 0..<3 { for x in 0..<5 { let c = colors[index(x, y)]; img[x, y] = (UInt8(c.0), UInt8(c.1), UInt8(c.2), UInt8(c.3)) } }
        return img
    }()

    func decode(_ bytes: [UInt8]) throws -> RGBAImage { try PNGCodec.decode(bytes) }

    @Test(arguments: [false, true])
    func rgba8(interlaced: Bool) throws {
        let png = TestPNGWriter.png(width: 5, height: 3, colorType: .rgba, bitDepth: 8, interlaced: interlaced) { x, y in
            let c = Self.colors[Self.index(x, y)]; return [c.0, c.1, c.2, c.3]
        }
        #expect(try decode(png) == Self.expected)
    }

    @Test func rgba16() throws {
        let png = TestPNGWriter.png(width: 5, height: 3, colorType: .rgba, bitDepth: 16) { x, y in
            let c = Self.colors[Self.index(x, y)]; return [c.0 * 257, c.1 * 257, c.2 * 257, c.3 * 257]
        }
        #expect(try decode(png) == Self.expected)
    }

    @Test func paletteWithTransparencyEqualsRGBA() throws {
        let pal = Self.colors.map { (UInt8($0.0), UInt8($0.1), UInt8($0.2)) }
        let png = TestPNGWriter.png(width: 5, height: 3, colorType: .palette, bitDepth: 8, palette: pal,
                                    transparency: Self.colors.map { UInt8($0.3) }) { x, y in [Self.index(x, y)] }
        #expect(try decode(png) == Self.expected)
        // And the diff of a palette PNG against the RGBA PNG of the same picture is zero.
        let rgba = try PNGCodec.decode(PNGCodec.encode(Self.expected))
        #expect(Pixelmatch.compare(try decode(png), rgba).diffPixels == 0)
    }

    @Test func rgbAndGrayAndGrayAlpha() throws {
        let rgb = TestPNGWriter.png(width: 2, height: 1, colorType: .rgb, bitDepth: 8) { x, _ in x == 0 ? [1, 2, 3] : [250, 251, 252] }
        #expect(try decode(rgb).pixels == [1, 2, 3, 255, 250, 251, 252, 255])
        let gray = TestPNGWriter.png(width: 3, height: 1, colorType: .gray, bitDepth: 8) { x, _ in [x * 100] }
        #expect(try decode(gray).pixels == [0, 0, 0, 255, 100, 100, 100, 255, 200, 200, 200, 255])
        let ga = TestPNGWriter.png(width: 1, height: 1, colorType: .grayAlpha, bitDepth: 8) { _, _ in [77, 33] }
        #expect(try decode(ga).pixels == [77, 77, 77, 33])
        let ga16 = TestPNGWriter.png(width: 1, height: 1, colorType: .grayAlpha, bitDepth: 16) { _, _ in [77 * 257, 33 * 257] }
        #expect(try decode(ga16).pixels == [77, 77, 77, 33])
    }

    @Test func lowBitDepthGray() throws {
        let g1 = TestPNGWriter.png(width: 9, height: 2, colorType: .gray, bitDepth: 1, interlaced: true) { x, y in [(x + y) % 2] }
        let img = try decode(g1)
        #expect(img.width == 9 && img.height == 2)
        for y in 0..<2 { for x in 0..<9 { #expect(img[x, y].r == ((x + y) % 2 == 1 ? 255 : 0)) } }
        let g4 = TestPNGWriter.png(width: 3, height: 1, colorType: .gray, bitDepth: 4) { x, _ in [x * 5] }
        #expect(try decode(g4).pixels == [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255])
    }

    @Test func notAPNGAndTruncatedAreClearErrors() throws {
        #expect(throws: PNGError.decode("not a PNG file (bad signature)")) { try PNGCodec.decode(Array("hello, world".utf8)) }
        let good = try PNGCodec.encode(Self.expected)
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array(good.prefix(good.count / 2))) }
        do { _ = try PNGCodec.decode(Array(good.prefix(40))) } catch {
            #expect(error.description.hasPrefix("not a readable PNG: "))
        }
    }

    @Test func encodeIsDeterministicAndRoundTrips() throws {
        let a = try PNGCodec.encode(Self.expected), b = try PNGCodec.encode(Self.expected)
        #expect(a == b)
        #expect(try PNGCodec.decode(a) == Self.expected)
    }
}

/// Large images are deflated in two bands at once: the PNG must decode to the same pixels, be
/// the same bytes every time, and be RGB exactly when every pixel is opaque.
@Suite struct PNGParallelEncodeTests {
    static func image(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> RGBAImage {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                px[i] = UInt8((x * 7 + y) & 0xFF); px[i + 1] = UInt8((y * 3) & 0xFF); px[i + 2] = UInt8(((x / 40) * 50) & 0xFF)
                px[i + 3] = alpha(x, y)
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    @Test(arguments: [true, false])
    func roundTripsAndIsDeterministic(opaque: Bool) throws {
        let img = Self.image(width: 1300, height: 900) { x, y in opaque ? 255 : UInt8((x + y) % 256) }
        let a = try PNGCodec.encode(img), b = try PNGCodec.encode(img)
        #expect(a == b)
        // Colour type in IHDR (byte 25): 2 RGB, 6 RGBA.
        #expect(a[25] == (opaque ? 2 : 6))
        let back = try PNGCodec.decode(a)
        // Straight alpha survives exactly; only fully transparent pixels may lose their colour.
        #expect(back.width == 1300 && back.height == 900)
        #expect(back.pixels == img.pixels)
    }
}

/// The digests a reference carries: XXH64 as xxHash defines it, and the chunk tools around it.
@Suite struct PixelDigestTests {
    /// xxHash's own XXH64 values (seed 0), as its reference implementation (and Python's
    /// `xxhash` package) gives them.
    @Test func xxh64MatchesTheReferenceImplementation() {
        #expect(PNGChunks.xxh64([][...]) == "xxh64:ef46db3751d8e999")
        #expect(PNGChunks.xxh64(Array("a".utf8)[...]) == "xxh64:d24ec4f1a98c6e5b")
        #expect(PNGChunks.xxh64(Array("abc".utf8)[...]) == "xxh64:44bc2cf5ad770999")
        let bytes = (0..<3).flatMap { _ in (0..<256).map { UInt8($0) } }
        #expect(PNGChunks.xxh64(bytes[...]) == "xxh64:8e03c838c596036f")
    }

    @Test func premultipliedPixelsEncodeAsTheirStraightImageDoes() throws {
        // Opaque, translucent and clear pixels, premultiplied as Cairo stores them (B, G, R, A).
        let words: [UInt32] = [0xFF10_2030, 0x8040_2010, 0x0000_0000, 0x7F7F_0000, 0x0101_0101, 0xFFFF_FFFF]
        let bytes = words.flatMap { w in [UInt8(w & 0xFF), UInt8((w >> 8) & 0xFF), UInt8((w >> 16) & 0xFF), UInt8(w >> 24)] }
        let image = PremultipliedImage(width: 3, height: 2, bytes: bytes)
        let straight = image.straight()
        func px(_ x: Int, _ y: Int) -> [UInt8] { let p = straight[x, y]; return [p.r, p.g, p.b, p.a] }
        #expect(px(0, 0) == [0x10, 0x20, 0x30, 0xFF])
        #expect(px(1, 0) == [0x80, 0x40, 0x20, 0x80])   // (0x40·255 + 64) / 128 = 0x80
        #expect(px(2, 0) == [0, 0, 0, 0])
        #expect(px(0, 1) == [0xFF, 0, 0, 0x7F])
        #expect(try image.png(text: [("k", "v")]) == PNGCodec.encode(straight, text: [("k", "v")]))
        // Another picture, another digest.
        var other = bytes
        other[0] ^= 1
        #expect(image.digest != PremultipliedImage(width: 3, height: 2, bytes: other).digest)
        #expect(image.digest.hasPrefix("xxh64:") && image.digest.count == 22)
    }

    @Test func aTextChunkInsertedBeforeTheEndIsReadBackAndLeavesThePixels() throws {
        let image = RGBAImage(width: 5, height: 4, fill: (1, 2, 3, 255))
        let png = try PNGCodec.encode(image, text: [("first", "one")])
        let more = try PNGChunks.inserting(keyword: "second", text: "two ✓", into: png)
        #expect(PNGChunks.text(keyword: "first", in: more) == "one")
        #expect(PNGChunks.text(keyword: "second", in: more) == "two ✓")
        #expect(try PNGCodec.decode(more) == image)
        #expect(PNGChunks.imageDataDigest(more) == PNGChunks.imageDataDigest(png))
        #expect(PNGChunks.list(more)?.map(\.type) == ["IHDR", "IDAT", "iTXt", "iTXt", "IEND"])
        #expect(PNGChunks.size(more)! == (5, 4))
        // Another picture has other image data.
        let other = try PNGCodec.encode(RGBAImage(width: 5, height: 4, fill: (1, 2, 4, 255)))
        #expect(PNGChunks.imageDataDigest(other) != PNGChunks.imageDataDigest(png))
        #expect(throws: PNGError.self) { try PNGChunks.inserting(keyword: "", text: "x", into: png) }
        #expect(PNGChunks.list(Array(png.dropLast(3))) == nil)
    }
}
