import Foundation
import SeatMapCore
import SeatMapImport
import SeatMapPage

/// Memory costs: the input is repeated up to 8 MB (the first byte picks the size), then read
/// as a hall, as any import format, as CSV and as a layout file. Parsers must count before they
/// build, so whatever is refused is refused without materialising it; `scripts/fuzz.sh` runs
/// this target with a lower RSS limit, so an input that costs more memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLarge(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 1 else { return 0 }
    let unit = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    // 32 KB … 8 MB: larger inputs take longer than the sanitizers' per-input timeout to read
    // (the release binary's limits are measured by Benchmarks/worst-case.sh instead).
    let target = (Int(data[0]) + 1) * (32 << 10)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(target + unit.count)
    while bytes.count < target { bytes += unit }
    _ = try? HallImport.decode(bytes, file: "large", format: .auto)
    _ = try? HallImport.decode(Array("row,col\n".utf8) + bytes, file: "large.csv", format: .csv)
    if let json = try? JSONParser.parse(utf8: bytes) { _ = try? SeatFrames(layoutJSON: json) }
    return 0
}
