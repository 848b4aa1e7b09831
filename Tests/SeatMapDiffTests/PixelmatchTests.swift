import SeatMapCompare
import Testing
import SeatMapPNG
import SeatMapPage
import SeatMapCore
import SeatMapTestSupport
@testable import SeatMapDiff

/// Images whose expected counts are known by construction.
@Suite struct PixelmatchTests {
    static func filled(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> RGBAImage {
        RGBAImage(width: w, height: h, fill: c)
    }

    /// A dark square on white with a one-pixel anti-aliased (grey) border column on its right.
    static func edge(at x0: Int) -> RGBAImage {
        var img = filled(16, 16)
        for y in 4..<12 {
            for x in 4..<x0 { img[x, y] = (0, 0, 0, 255) }
            img[x0, y] = (128, 128, 128, 255)
        }
        return img
    }

    @Test func identicalImagesTakeTheFastPath() {
        let a = Self.edge(at: 8)
        let r = Pixelmatch.compare(a, a, diffImage: true)
        #expect(r.diffPixels == 0)
        #expect(r.passes(DiffBudget()))
        // The diff image is the original greyed and faded to 10%: white stays white, black → 229.
        #expect(r.image?.at(0, 0) == [255, 255, 255, 255])
        #expect(r.image?.at(5, 5) == [229, 229, 229, 255])
    }

    @Test func oneChangedPixelCountsOne() {
        let a = Self.filled(10, 10)
        var b = a
        b[3, 4] = (255, 0, 0, 255)
        let r = Pixelmatch.compare(a, b, diffImage: true)
        #expect(r.diffPixels == 1)
        #expect(r.image?.at(3, 4) == [255, 0, 0, 255])
        #expect(r.totalPixels == 100)
        #expect(r.ratio == 0.01)
    }

    @Test func darkerPixelsUseTheAltColour() {
        let a = Self.filled(4, 4)
        var b = a
        b[1, 1] = (0, 0, 0, 255)  // darker in b
        var o = DiffOptions()
        o.diffColorAlt = DiffOptions.RGB(0, 255, 0)
        let r = Pixelmatch.compare(a, b, options: o, diffImage: true)
        #expect(r.image?.at(1, 1) == [0, 255, 0, 255])
        let back = Pixelmatch.compare(b, a, options: o, diffImage: true)  // lighter in the second
        #expect(back.image?.at(1, 1) == [255, 0, 0, 255])
    }

    @Test func shiftedAntiAliasedEdgeIsNotCounted() {
        let a = Self.edge(at: 8), b = Self.edge(at: 9)
        let r = Pixelmatch.compare(a, b, diffImage: true)
        // Column 8 went from grey to black and column 9 from white to grey: both are
        // anti-aliasing of a one-pixel shift, drawn yellow and not counted.
        #expect(r.diffPixels == 0)
        #expect(r.image?.at(8, 6) == [255, 255, 0, 255])
        var o = DiffOptions()
        o.includeAA = true
        #expect(Pixelmatch.compare(a, b, options: o).diffPixels == 16)
    }

    @Test func thresholdMeansWhatItMeansInPixelmatch() {
        let a = Self.filled(1, 1, (100, 100, 100, 255))
        let b = Self.filled(1, 1, (110, 100, 100, 255))
        // YIQ distance of a red step of 10 is 0.5053·(2.989)² + 0.299·(5.960)² + 0.1957·(2.115)² ≈ 16.02;
        // it counts when above 35215·t².
        var o = DiffOptions()
        o.threshold = 0.0213  // 35215·t² ≈ 15.98
        #expect(Pixelmatch.compare(a, b, options: o).diffPixels == 1)
        o.threshold = 0.0214  // ≈ 16.13
        #expect(Pixelmatch.compare(a, b, options: o).diffPixels == 0)
    }

    @Test func alphaIsBlendedOverPixelmatchsBackground() {
        // Fully transparent pixels of different colours are equal once blended.
        let a = Self.filled(3, 3, (255, 0, 0, 0)), b = Self.filled(3, 3, (0, 0, 255, 0))
        #expect(Pixelmatch.compare(a, b).diffPixels == 0)
        // Opaque red against transparent: different everywhere (no AA in a flat field).
        let c = Self.filled(3, 3, (255, 0, 0, 255))
        #expect(Pixelmatch.compare(a, c).diffPixels == 9)
        // Half-transparent black vs half-transparent white differ.
        let d = Self.filled(2, 2, (0, 0, 0, 128)), e = Self.filled(2, 2, (255, 255, 255, 128))
        #expect(Pixelmatch.compare(d, e).diffPixels == 4)
    }

    @Test func diffMaskDrawsOnlyDifferences() {
        let a = Self.filled(4, 4)
        var b = a
        b[2, 2] = (0, 0, 0, 255)
        var o = DiffOptions()
        o.diffMask = true
        let r = Pixelmatch.compare(a, b, options: o, diffImage: true)
        #expect(r.image?.at(0, 0) == [0, 0, 0, 0])
        #expect(r.image?.at(2, 2) == [255, 0, 0, 255])
    }

    @Test func differentSizesAreReportedNotCompared() {
        let r = Pixelmatch.compare(Self.filled(390, 844), Self.filled(393, 852))
        #expect(r.sizeMismatch != nil)
        #expect(r.summary == "size differs: 390×844 vs 393×852")
        #expect(!r.passes(DiffBudget(maxDiffPixelRatio: 1)))
    }

    @Test func budgetsFollowPlaywright() {
        var r = DiffResult(diffPixels: 10, totalPixels: 1000, sizeMismatch: nil, image: nil)
        #expect(!r.passes(DiffBudget()))
        #expect(r.passes(DiffBudget(maxDiffPixels: 10)))
        #expect(!r.passes(DiffBudget(maxDiffPixels: 9)))
        #expect(r.passes(DiffBudget(maxDiffPixelRatio: 0.01)))
        #expect(!r.passes(DiffBudget(maxDiffPixelRatio: 0.009)))
        // Both given: the smaller allowance wins.
        #expect(!r.passes(DiffBudget(maxDiffPixels: 100, maxDiffPixelRatio: 0.005)))
        r.diffPixels = 0
        #expect(r.passes(DiffBudget()))
    }

    /// The fast port and the straightforward one agree, count and image, on random pictures
    /// with edges, noise and transparency, under several option sets.
    @Test func fastAgreesWithReference() {
        var rng = SeededRandom(seed: 7)
        for round in 0..<40 {
            let w = Int.random(in: 1...24, using: &rng), h = Int.random(in: 1...24, using: &rng)
            var a = Self.filled(w, h)
            for y in 0..<h {
                for x in 0..<w where Int.random(in: 0..<3, using: &rng) == 0 {
                    let v = UInt8.random(in: 0...255, using: &rng)
                    a[x, y] = (v, v &+ 40, v &+ 90, round % 3 == 0 ? UInt8.random(in: 0...255, using: &rng) : 255)
                }
            }
            var b = a
            for _ in 0..<Int.random(in: 0...(w * h / 2 + 1), using: &rng) {
                let x = Int.random(in: 0..<w, using: &rng), y = Int.random(in: 0..<h, using: &rng)
                let p = b[x, y]
                b[x, y] = (p.r &+ UInt8.random(in: 0...60, using: &rng), p.g, p.b &- 20, round % 4 == 0 ? UInt8.random(in: 0...255, using: &rng) : p.a)
            }
            var o = DiffOptions()
            o.threshold = [0, 0.05, 0.1, 0.3][round % 4]
            o.includeAA = round % 5 == 0
            o.diffMask = round % 7 == 0
            o.alpha = [0.1, 0.5, 1][round % 3]
            if round % 2 == 0 { o.diffColorAlt = DiffOptions.RGB(0, 200, 0) }
            let fast = Pixelmatch.compare(a, b, options: o, diffImage: true)
            let slow = ReferencePixelmatch.compare(a, b, options: o)
            #expect(fast.diffPixels == slow.count, "round \(round)")
            #expect(fast.image == slow.image, "round \(round)")
        }
    }
}

extension RGBAImage {
    func at(_ x: Int, _ y: Int) -> [UInt8] { let p = self[x, y]; return [p.r, p.g, p.b, p.a] }
}

/// Large images are compared in two bands of rows at once; the result must equal one pass.
@Suite struct PixelmatchBandTests {
    @Test func bandsEqualOnePass() {
        var rng = SeededRandom(seed: 99)
        let w = 1100, h = 1000
        var a = RGBAImage(width: w, height: h, fill: (240, 240, 240, 255))
        // Shapes with soft edges across the band boundary (row 500), so anti-aliasing is detected there.
        for y in 480..<530 { for x in 100..<300 { let v = UInt8(200 - (x - 100) / 2); a[x, y] = (v, v, 255, 255) } }
        var b = a
        for _ in 0..<5_000 {
            let x = Int.random(in: 0..<w, using: &rng), y = Int.random(in: 0..<h, using: &rng)
            b[x, y] = (UInt8.random(in: 0...255, using: &rng), 10, 10, 255)
        }
        for y in 495..<505 { for x in 150..<160 { b[x, y] = (0, 0, 0, 255) } }
        var positions: [Int32]? = []
        let banded = Pixelmatch.compare(a, b, diffImage: true, positions: &positions)
        var onePassPositions: [Int32] = []
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let count = a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                out.withUnsafeMutableBufferPointer { po in
                    Pixelmatch.runRows(pa, pb, po, width: w, height: h, rows: 0..<h, options: DiffOptions(), draw: true,
                                       collect: true, positions: &onePassPositions)
                }
            }
        }
        #expect(banded.diffPixels == count)
        #expect(count > 4_000)
        let samePositions = positions! == onePassPositions, sameImage = banded.image!.pixels == out
        #expect(samePositions)
        #expect(sameImage)
        #expect(ReferencePixelmatch.compare(a, b).count == count)
    }
}

/// A seat's state change that no pixel shows is still a changed seat, found from the layouts.
@Suite struct OffScreenAttributionTests {
    @Test func aStateChangeWithoutPixelsIsAnOffScreenChange() {
        let before = SeatFrames(seats: [.init(id: "1_1", pixelFrame: Rect(x: 0, y: 0, width: 4, height: 4), state: "available"),
                                        .init(id: "9_9", pixelFrame: Rect(x: 0, y: 900, width: 4, height: 4), state: "available")])
        var after = before
        after.seats[1].state = "sold"
        let report = SeatDiff.attribute([], width: 8, height: 8, before: before, after: after)
        #expect(report.changedSeats == [SeatChange(id: "9_9", pixels: 0, from: "available", to: "sold", offScreen: true)])
        #expect(report.summary() == "changed seats: 9_9 (available→sold, off screen)")
        // Without the second layout's states nothing can be said.
        #expect(SeatDiff.attribute([], width: 8, height: 8, before: before).changedSeats.isEmpty)
    }
}
