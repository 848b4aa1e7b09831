import SeatMapCLI

/// The argument parser and every command's typed options: the input is split on NUL bytes into
/// an argument list, the first argument being the command.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let args = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    _ = SeatMapTool.check(args)
    return 0
}
