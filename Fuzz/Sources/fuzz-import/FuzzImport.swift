import SeatMapImport

/// Every importer (format detection, JSON, plist and CSV parsing, grid building, validation) on
/// arbitrary bytes: any error is fine, a crash, leak, hang or unbounded allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for format in ImportFormat.allCases {
        _ = try? HallImport.decode(bytes, file: "fuzz", format: format)
    }
    return 0
}
