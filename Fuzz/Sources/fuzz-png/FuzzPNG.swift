import SeatMapPNG

/// PNG decoding (libpng behind the C shim that owns its setjmp), and re-encoding what decodes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let image = try? PNGCodec.decode(bytes), image.width * image.height <= 1 << 20 {
        _ = try? PNGCodec.encode(image)
    }
    return 0
}
