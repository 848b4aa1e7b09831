import CSHA256

/// SHA-256 (FIPS 180-4), for content hashes in batch manifests and font fingerprints. The
/// toolchain on Linux has no CryptoKit and no outside package can be fetched; the compression
/// runs in a small C target, because a debug build of it in Swift hashes a 5-MB CJK font in 2 s.
public enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        hex(digest: digest(bytes))
    }

    /// 32 digest bytes as 64 lowercase hex digits.
    public static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for b in digest { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { digest($0) }
    }

    /// The digest of the bytes `data` points at, read in place.
    public static func digest(_ data: UnsafeRawBufferPointer) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        out.withUnsafeMutableBufferPointer { d in
            sm_sha256(data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, d.baseAddress)
        }
        return out
    }
}
