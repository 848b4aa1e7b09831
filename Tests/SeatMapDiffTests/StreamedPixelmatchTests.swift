import Testing
import SeatMapPNG
import SeatMapTestSupport
@testable import SeatMapDiff

/// Two PNG files compared while both decode (a window of rows at a time, one thread each) give
/// exactly the count, positions and diff image of pixelmatch over the decoded images.
@Suite struct StreamedPixelmatchTests {
    /// A picture with soft edges crossing the windows' seams (rows 62…67, 128…134) and, in
    /// some rounds, translucent pixels.
    static func pair(_ rng: inout SeededRandom, width: Int, height: Int, alpha: Bool) -> (RGBAImage, RGBAImage) {
        var a = RGBAImage(width: width, height: height, fill: (240, 240, 240, 255))
        for y in 0..<height {
            for x in 0..<width where (x * 7 + y * 3) % 11 < 3 {
                let v = UInt8((x * 13 + y * 5) % 256)
                a[x, y] = (v, v &+ 40, 255 &- v, alpha && (x + y) % 5 == 0 ? UInt8((x * y) % 256) : 255)
            }
        }
        var b = a
        for _ in 0..<(width * height / 40 + 1) {
            let x = Int.random(in: 0..<width, using: &rng), y = Int.random(in: 0..<height, using: &rng)
            b[x, y] = (UInt8.random(in: 0...255, using: &rng), 10, 10, alpha ? UInt8.random(in: 0...255, using: &rng) : 255)
        }
        for y in [0, 63, 64, 65, 66, 129, height - 1] where y < height {
            for x in 0..<min(width, 9) { b[x, y] = (0, 0, 0, 255) }
        }
        return (a, b)
    }

    @Test func streamedEqualsDecodedPixelmatch() throws {
        var rng = SeededRandom(seed: 43)
        for (round, (w, h)) in [(1, 1), (3, 200), (40, 64), (57, 65), (33, 133), (64, 134), (90, 300), (17, 1000)].enumerated() {
            let (a, b) = Self.pair(&rng, width: w, height: h, alpha: round % 2 == 1)
            var o = DiffOptions()
            o.threshold = [0.1, 0, 0.05, 0.3][round % 4]
            o.includeAA = round % 3 == 2
            o.diffMask = round % 4 == 3
            if round % 2 == 0 { o.diffColorAlt = DiffOptions.RGB(0, 200, 0) }
            let pa = try PNGCodec.encode(a), pb = try PNGCodec.encode(b)
            for diffImage in [false, true] {
                var decodedPositions: [Int32]? = [], streamedPositions: [Int32]? = []
                let decoded = Pixelmatch.compare(a, b, options: o, diffImage: diffImage, positions: &decodedPositions)
                let streamed = try #require(try Pixelmatch.compare(encoded: pa, pb, options: o, diffImage: diffImage, positions: &streamedPositions))
                #expect(streamed.diffPixels == decoded.diffPixels, "\(w)×\(h)")
                #expect(streamed.totalPixels == decoded.totalPixels)
                #expect(streamedPositions! == decodedPositions!, "\(w)×\(h)")
                #expect(streamed.image == decoded.image, "\(w)×\(h) diff image")
            }
            if round == 3 { #expect(Pixelmatch.compare(a, b).diffPixels > 0) }
        }
    }

    @Test func filesThatCannotBeStreamedAreLeftToTheWholeDecode() throws {
        let a = try PNGCodec.encode(RGBAImage(width: 8, height: 8, fill: (1, 2, 3, 255)))
        var none: [Int32]?
        let interlaced = TestPNGWriter.png(width: 8, height: 8, colorType: .rgba, bitDepth: 8, interlaced: true,
                                           samples: { _, _ in [200, 100, 50, 255] })
        #expect(try Pixelmatch.compare(encoded: a, interlaced, positions: &none) == nil)
        #expect(try Pixelmatch.compare(encoded: Array("not a png".utf8), a, positions: &none) == nil)
    }

    /// A file that fails to decode is named; when both fail, the first, as decoding them one
    /// after the other would say.
    @Test func aFileThatFailsToDecodeIsNamedTheFirstBeforeTheSecond() throws {
        var rng = SeededRandom(seed: 5)
        let (a, b) = Self.pair(&rng, width: 300, height: 400, alpha: false)
        let pa = try PNGCodec.encode(a), pb = try PNGCodec.encode(b)
        let cutA = Array(pa.prefix(pa.count / 2)), cutB = Array(pb.prefix(pb.count / 3))
        var none: [Int32]?
        for (x, y, file) in [(pa, cutB, 1), (cutA, pb, 0), (cutA, cutB, 0), (Array(pa.prefix(60)), pb, 0)] {
            do {
                _ = try Pixelmatch.compare(encoded: x, y, positions: &none)
                Issue.record("a truncated file must fail")
            } catch {
                #expect(error.file == file)
                let whole: PNGError? = { () -> PNGError? in
                    do throws(PNGError) { _ = try PNGCodec.decode(file == 0 ? x : y); return nil } catch { return error }
                }()
                #expect(error.error == whole, "the message is the whole decode's")
            }
        }
    }

    /// Files of other sizes are checked a row at a time, not decoded whole (two 64-Mpx files
    /// took 537 MiB to be told their sizes differ): the verdict is the whole decode's, and a
    /// file that does not decode is named, the first before the second, interlaced or not.
    @Test func filesOfOtherSizesAreCheckedRowByRowAndGiveTheWholeDecodesVerdict() throws {
        let a = RGBAImage(width: 8, height: 8, fill: (1, 2, 3, 255)), b = RGBAImage(width: 8, height: 9, fill: (1, 2, 3, 255))
        let pa = try PNGCodec.encode(a), pb = try PNGCodec.encode(b)
        let interlaced = TestPNGWriter.png(width: 9, height: 7, colorType: .rgba, bitDepth: 8, interlaced: true,
                                           samples: { x, y in [x * 20, y * 30, 50, 255] })
        let di = try PNGCodec.decode(interlaced)
        var none: [Int32]?
        let cases: [([UInt8], [UInt8], RGBAImage, RGBAImage)] = [(pa, pb, a, b), (pb, pa, b, a), (interlaced, pa, di, a)]
        for (x, y, dx, dy) in cases {
            let streamed = try #require(try Pixelmatch.compare(encoded: x, y, positions: &none))
            let whole = Pixelmatch.compare(dx, dy)
            let sizes = streamed.sizeMismatch.map { [$0.0.0, $0.0.1, $0.1.0, $0.1.1] }, wholeSizes = whole.sizeMismatch.map { [$0.0.0, $0.0.1, $0.1.0, $0.1.1] }
            #expect(sizes != nil && sizes == wholeSizes)
            #expect(streamed.diffPixels == whole.diffPixels && streamed.totalPixels == whole.totalPixels && streamed.summary == whole.summary)
        }
        let cutA = Array(pa.prefix(pa.count - 20)), cutI = Array(interlaced.prefix(interlaced.count / 2))
        let failing: [([UInt8], [UInt8], Int, [UInt8])] = [(cutA, pb, 0, cutA), (pb, cutA, 1, cutA), (cutI, pb, 0, cutI), (cutA, cutI, 0, cutA)]
        for (x, y, file, bad) in failing {
            do throws(EncodedDiffError) {
                _ = try Pixelmatch.compare(encoded: x, y, positions: &none)
                Issue.record("a truncated file must fail")
            } catch {
                #expect(error.file == file)
                let whole: PNGError? = { () -> PNGError? in
                    do throws(PNGError) { _ = try PNGCodec.decode(bad); return nil } catch { return error }
                }()
                #expect(whole.map { "\($0)" } == "\(error.error)")
            }
        }
    }
}
