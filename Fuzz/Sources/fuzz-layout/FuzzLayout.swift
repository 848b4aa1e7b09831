import SeatMapCore
import SeatMapDiff
import SeatMapCompare
import SeatMapPage
import SeatMapPNG

/// Arbitrary bytes as a `seatmap layout` file, as `diff --layout` and a batch's baseline read it:
/// parsed, turned into seat frames (every number range-checked), then used to attribute the
/// pixels of two small images that differ. A thrown error is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONParser.parse(utf8: bytes), let frames = try? SeatFrames(layoutJSON: json) else { return 0 }
    let a = RGBAImage(width: 24, height: 16, pixels: [UInt8](repeating: 255, count: 24 * 16 * 4))
    var b = a
    for i in stride(from: 0, to: b.pixels.count, by: 28) { b.pixels[i] = 0 }
    let (diff, report) = SeatDiff.compare(a, b, before: frames, after: frames, diffImage: true)
    if let image = diff.image { _ = SeatDiff.outlined(image, changed: report.changedSeats, frames: frames) }
    _ = frames.chunkText
    return 0
}
