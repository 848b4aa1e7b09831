import Dispatch
import SeatMapPNG

/// pixelmatch 7.2 (YIQ colour distance, anti-aliasing detection, alpha blended over its
/// pseudo-random background), ported for speed: one pass over the pixels, 32-bit loads to skip
/// equal pixels, no allocation and no Foundation in the loop.
///
/// The diff image is written as pixelmatch writes into a Node `Buffer` (a `Uint8Array`):
/// fractional channel values are truncated towards zero.
public enum Pixelmatch {
    /// 35215 is the largest possible value of the YIQ distance.
    static let maxYIQ = 35215.0

    /// Compares `a` with `b`. Images of different sizes are reported, not compared.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions(),
                               diffImage: Bool = false) -> DiffResult {
        var unused: [Int32]? = nil
        return compare(a, b, options: options, diffImage: diffImage, positions: &unused)
    }

    /// As `compare`, and, when `positions` is non-nil, appends the index (`y * width + x`) of
    /// every counted differing pixel to it, in raster order: what a seat-level report needs.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions(),
                               diffImage: Bool = false, positions: inout [Int32]?) -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            return DiffResult(diffPixels: max(a.width, b.width) * max(a.height, b.height),
                              totalPixels: max(a.width, b.width) * max(a.height, b.height),
                              sizeMismatch: ((a.width, a.height), (b.width, b.height)), image: nil)
        }
        let w = a.width, h = a.height, n = w * h
        var output: [UInt8] = diffImage ? [UInt8](repeating: 0, count: n * 4) : []
        let collect = positions != nil
        var found: [Int32] = []
        let count: Int = a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                output.withUnsafeMutableBufferPointer { po in
                    run(pa, pb, po, width: w, height: h, options: options, draw: diffImage,
                        collect: collect, positions: &found)
                }
            }
        }
        if collect { positions!.append(contentsOf: found) }
        return DiffResult(diffPixels: count, totalPixels: n, sizeMismatch: nil,
                          image: diffImage ? RGBAImage(width: w, height: h, pixels: output) : nil)
    }

    @inline(__always)
    static func load32(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawPointer(p.baseAddress! + i * 4).loadUnaligned(as: UInt32.self)
    }

    static func run(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                    _ out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int,
                    options: DiffOptions, draw: Bool, collect: Bool = false, positions: inout [Int32]) -> Int {
        let len = width * height
        guard len > 0 else { return 0 }
        // Fast path: byte-identical images.
        var identical = true
        var i = 0
        while i < len {
            if load32(img1, i) != load32(img2, i) { identical = false; break }
            i += 1
        }
        if identical {
            if draw && !options.diffMask {
                for p in 0..<len { drawGray(img1, p * 4, options.alpha, out) }
            }
            return 0
        }
        // Large images: two fixed bands of rows at once. Each band reads any pixel (the
        // anti-aliasing test looks at neighbours) but writes only its own rows; counts add up and
        // positions join in raster order, so the result is the same as one pass.
        guard len >= 1 << 20, height >= 2 else {
            return runRows(img1, img2, out, width: width, height: height, rows: 0..<height, options: options,
                           draw: draw, collect: collect, positions: &positions)
        }
        final class Band: @unchecked Sendable { var count = 0; var positions: [Int32] = [] }
        let bands = [Band(), Band()]
        let mid = height / 2
        nonisolated(unsafe) let (p1, p2, po) = (img1, img2, out)
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            let rows = k == 0 ? 0..<mid : mid..<height
            bands[k].count = runRows(p1, p2, po, width: width, height: height, rows: rows, options: options,
                                     draw: draw, collect: collect, positions: &bands[k].positions)
        }
        if collect { positions.append(contentsOf: bands[0].positions); positions.append(contentsOf: bands[1].positions) }
        return bands[0].count + bands[1].count
    }

    /// pixelmatch's per-pixel pass over `rows`.
    static func runRows(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                        _ out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, rows: Range<Int>,
                        options: DiffOptions, draw: Bool, collect: Bool, positions: inout [Int32]) -> Int {
        let maxDelta = maxYIQ * options.threshold * options.threshold
        let aa = options.aaColor, dc = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
        var diff = 0
        for y in rows {
            for x in 0..<width {
                let idx = y * width + x
                let pos = idx * 4
                let delta = load32(img1, idx) == load32(img2, idx) ? 0 : colorDelta(img1, img2, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    let isAA = !options.includeAA
                        && (antialiased(img1, x, y, width, height, img1, img2) || antialiased(img2, x, y, width, height, img2, img1))
                    if isAA {
                        if draw && !options.diffMask { drawPixel(out, pos, aa.r, aa.g, aa.b) }
                    } else {
                        if draw {
                            if delta < 0 { drawPixel(out, pos, alt.r, alt.g, alt.b) } else { drawPixel(out, pos, dc.r, dc.g, dc.b) }
                        }
                        diff += 1
                        if collect { positions.append(Int32(truncatingIfNeeded: idx)) }
                    }
                } else if draw && !options.diffMask {
                    drawGray(img1, pos, options.alpha, out)
                }
            }
        }
        return diff
    }

    /// Signed squared YIQ distance; negative when the second pixel is darker. With `yOnly`, the
    /// signed brightness difference. Semi-transparent pixels are blended over pixelmatch 7's
    /// background, which varies with the byte offset `k`.
    @inline(__always)
    static func colorDelta(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
                           yOnly: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// "Anti-aliased Pixel and Intensity Slope Detector" (Vysniauskas 2009), as pixelmatch has it.
    static func antialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ a32: UnsafeBufferPointer<UInt8>, _ b32: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minD = 0.0, maxD = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = x; minY = y
                } else if delta > maxD {
                    maxD = delta; maxX = x; maxY = y
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    /// Whether a pixel has 3+ adjacent pixels of exactly the same RGBA.
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let val = load32(img, y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if val == load32(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    @inline(__always)
    static func drawPixel(_ out: UnsafeMutableBufferPointer<UInt8>, _ pos: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        out[pos] = r; out[pos + 1] = g; out[pos + 2] = b; out[pos + 3] = 255
    }

    /// The original, greyed and faded towards white by `alpha`.
    @inline(__always)
    static func drawGray(_ img: UnsafeBufferPointer<UInt8>, _ i: Int, _ alpha: Double, _ out: UnsafeMutableBufferPointer<UInt8>) {
        let y = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
        let val = 255 + (y - 255) * alpha * Double(img[i + 3]) / 255
        let v = UInt8(truncatingIfNeeded: Int(val))  // Uint8Array semantics: truncate
        drawPixel(out, i, v, v, v)
    }
}
