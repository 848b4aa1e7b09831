import CPixels
import Dispatch
import SeatMapPNG

/// pixelmatch 7.2 (YIQ colour distance, anti-aliasing detection, alpha blended over its
/// pseudo-random background), its per-pixel pass in C (`CPixels`): golden tests run as debug
/// builds, where a Swift pixel loop is 10–30× slower. `ReferencePixelmatch` is the Swift
/// reference the tests check it against.
///
/// The diff image is written as pixelmatch writes into a Node `Buffer` (a `Uint8Array`):
/// fractional channel values are truncated towards zero.
public enum Pixelmatch {
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

    /// pixelmatch's pass over the whole image, in C (`sm_pixelmatch_rows`), so a debug build
    /// costs what a release does: a row equal in both images costs one `memcmp` (and its grey
    /// copy when a picture is drawn); only the rows that differ are examined pixel by pixel.
    static func run(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                    _ out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int,
                    options: DiffOptions, draw: Bool, collect: Bool = false, positions: inout [Int32]) -> Int {
        let len = width * height
        guard len > 0 else { return 0 }
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

    /// pixelmatch's per-pixel pass over `rows` (rows equal in both images cost one `memcmp`).
    static func runRows(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                        _ out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, rows: Range<Int>,
                        options: DiffOptions, draw: Bool, collect: Bool, positions: inout [Int32]) -> Int {
        guard !rows.isEmpty, width > 0 else { return 0 }
        var o = options.cOptions
        var found = sm_positions(data: nil, count: 0, capacity: 0, failed: 0)
        defer { sm_pixels_free(found.data) }
        let count = withUnsafeMutablePointer(to: &found) { list in
            sm_pixelmatch_rows(img1.baseAddress, img2.baseAddress, draw ? out.baseAddress : nil, UInt32(width), UInt32(height),
                               UInt32(rows.lowerBound), UInt32(rows.upperBound), &o, collect ? list : nil)
        }
        // Running out of memory for the positions is not a smaller difference.
        precondition(found.failed == 0, "out of memory recording the differing pixels")
        if collect, let data = found.data { positions.append(contentsOf: UnsafeBufferPointer(start: data, count: found.count)) }
        return Int(count)
    }
}

extension DiffOptions {
    /// The options as the C pass reads them (`diffColorAlt` resolved to `diffColor` when unset).
    var cOptions: sm_pixelmatch_options {
        let alt = diffColorAlt ?? diffColor
        return sm_pixelmatch_options(threshold: threshold, include_aa: includeAA ? 1 : 0, alpha: alpha,
                                     aa_color: (aaColor.r, aaColor.g, aaColor.b),
                                     diff_color: (diffColor.r, diffColor.g, diffColor.b),
                                     diff_color_alt: (alt.r, alt.g, alt.b), diff_mask: diffMask ? 1 : 0)
    }
}
