import CPixels
import CPNGSupport
import SeatMapPNG

/// A PNG that failed to decode while two files were compared: which one (0 for the first,
/// 1 for the second; the first is reported when both fail), and why.
public struct EncodedDiffError: Error, Sendable {
    public var file: Int
    public var error: PNGError
}

extension Pixelmatch {
    /// pixelmatch of two PNG files, compared while both are decoded (one thread each, a window
    /// of rows at a time): the count, diff image and positions `compare` gives for the decoded
    /// images, in the time of the slower decode and the memory of one image at most (the diff
    /// image; none without it); for files of other sizes, the sizes, each file checked row by
    /// row. nil when the files cannot be compared so — an interlaced file, a header that is not
    /// a PNG's — and `compare` over `PNGCodec.decode` must decide.
    public static func compare(encoded a: [UInt8], _ b: [UInt8], options: DiffOptions = DiffOptions(), diffImage: Bool = false,
                               positions: inout [Int32]?) throws(EncodedDiffError) -> DiffResult? {
        guard let size = PNGChunks.size(a), let other = PNGChunks.size(b) else { return nil }
        guard size == other else { return try sizesDiffer(a, b) }
        guard size.width > 0, size.height > 0, size.width * size.height <= 64 << 20 else { return nil }
        let n = size.width * size.height * 4
        var o = options.cOptions
        var found = sm_positions(data: nil, count: 0, capacity: 0, failed: 0)
        defer { sm_pixels_free(found.data) }
        var count: Int64 = 0, width: UInt32 = 0, height: UInt32 = 0, failedSide: Int32 = -1
        var err = [CChar](repeating: 0, count: 256)
        let collect = positions != nil
        // Without a mask every pixel of the diff image is written; with one, the rest stays clear.
        var output = diffImage ? (options.diffMask ? [UInt8](repeating: 0, count: n) : [UInt8](unsafeUninitializedCapacity: n) { _, c in c = n }) : []
        let rc = a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                output.withUnsafeMutableBufferPointer { po in
                    withUnsafeMutablePointer(to: &found) { list in
                        sm_png_stream_pixelmatch(pa.baseAddress, pa.count, pb.baseAddress, pb.count, &o,
                                                 diffImage ? po.baseAddress : nil, diffImage ? n : 0, collect ? list : nil,
                                                 &count, &width, &height, &failedSide, &err, err.count)
                    }
                }
            }
        }
        if rc == 1 { return nil }
        if rc != 0 {
            let message = String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Out of memory or no thread to decode on: the whole decode decides (and says so).
            guard failedSide >= 0 else { return nil }
            throw EncodedDiffError(file: Int(failedSide), error: .decode(message))
        }
        if collect, let data = found.data { positions!.append(contentsOf: UnsafeBufferPointer(start: data, count: found.count)) }
        return DiffResult(diffPixels: Int(count), totalPixels: size.width * size.height, sizeMismatch: nil,
                          image: diffImage ? RGBAImage(width: size.width, height: size.height, pixels: output) : nil)
    }

    /// Two files of other sizes: `compare` reports the sizes and compares no pixel, so neither is
    /// decoded whole (two 64-Mpx files took 537 MiB): each is checked row by row, the first's
    /// failure named before the second's, as decoding them would.
    private static func sizesDiffer(_ a: [UInt8], _ b: [UInt8]) throws(EncodedDiffError) -> DiffResult {
        var sizes: [(width: Int, height: Int)] = []
        for (i, bytes) in [a, b].enumerated() {
            do throws(PNGError) { sizes.append(try PNGCodec.check(bytes)) } catch { throw EncodedDiffError(file: i, error: error) }
        }
        let area = max(sizes[0].width, sizes[1].width) * max(sizes[0].height, sizes[1].height)
        return DiffResult(diffPixels: area, totalPixels: area, sizeMismatch: ((sizes[0].width, sizes[0].height), (sizes[1].width, sizes[1].height)), image: nil)
    }
}
