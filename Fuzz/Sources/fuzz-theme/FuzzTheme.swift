import SeatMapTheme

/// Theme decoding and the contrast lint on arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let theme = try? Theme.decode(bytes, file: "fuzz.json") { _ = ThemeLint.checks(theme) }
    return 0
}
