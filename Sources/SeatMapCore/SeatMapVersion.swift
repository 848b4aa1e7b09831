import CProgram

/// SeatMap's release: `seatmap --version` prints it, and a render cache keys on it (another
/// release may draw the same page differently).
public enum SeatMapVersion {
    public static let current = "0.7.0"

    /// The identity of the code running now, beyond its release number: `build-id <hex>`, the
    /// linker's hash of the executable (the seatmap binary, or the program a library is linked
    /// into), else `sha256 <hex>` of the executable's bytes. A build with one drawing constant
    /// changed has another identity, so a render cache never serves it what an older build drew.
    /// Computed at each call (a few microseconds with a build ID): callers keep it for a run.
    /// nil when neither can be read: nothing can tell this build from another.
    public static func codeIdentity() -> String? {
        var id = [UInt8](repeating: 0, count: 64)
        let n = id.withUnsafeMutableBufferPointer { sm_program_build_id($0.baseAddress, $0.count) }
        if n > 0 { return "build-id " + SHA256.hex(digest: Array(id.prefix(n))) }
        if let bytes = try? RegularFile.bytes("/proc/self/exe", limit: 1 << 31) { return "sha256 " + SHA256.hex(bytes) }
        return nil
    }
}
