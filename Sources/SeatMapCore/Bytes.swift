#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-buffer helpers that cost the same in a debug build as in a release one.
public enum Bytes {
    /// Whether `a` and `b` hold the same bytes, by `memcmp`: `Array.==` is inlined into its
    /// caller and, in a debug build (where golden tests run), compares element by element.
    public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, a.count) == 0 } }
    }
}
