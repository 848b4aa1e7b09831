import SeatMapImport

/// Every importer (encoding detection, format detection, JSON, plist and CSV parsing in every
/// dialect, grid building, validation) on arbitrary bytes, and the bytes as a mapping file and as
/// a list read through a fixed mapping: any error is fine, a crash, leak, hang or unbounded
/// allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for format in ImportFormat.allCases {
        _ = try? HallImport.decode(bytes, file: "fuzz", format: format)
    }
    if let mapping = try? ImportMapping.decode(bytes, file: "fuzz.map") {
        _ = try? HallImport.decode(Array(listDocument.utf8), file: "list", mapping: mapping, mappingFile: "fuzz.map")
    }
    _ = try? HallImport.decode(bytes, file: "fuzz", mapping: fixedMapping, mappingFile: "fixed.map")
    return 0
}

/// A small list of strings, and a mapping of it, for the two mapping paths.
let listDocument = #"{"data": {"seat_list": [{"r": "1", "c": "1", "s": "0", "p": "a"}, {"r": "1", "c": "2", "s": "1", "p": "a"}, {"r": "2", "c": "1", "s": ""}]}}"#
let fixedMapping = ImportMapping(seats: "data.seat_list", row: "r", col: "c", status: "s", statuses: ["0": .available, "1": .sold],
                                 pair: "p", aisleWhenEmpty: "s")
