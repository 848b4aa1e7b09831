import Testing
import SeatMapCore
import CSHA256

/// SHA-256 against the test vectors of FIPS 180-4 (NIST's "SHA-256 examples": one block, two
/// blocks, the empty message) and a million "a"s (the long-message vector), plus every length
/// around the 55/56/64-byte padding edges against the incremental definition they must agree on.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func nistVectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func aMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Messages whose padding falls on each side of a block boundary give 64 distinct digests of
    /// 64 hex digits (a padding slip would repeat one or change a length).
    @Test func paddingEdgesGiveDistinctDigests() {
        let digests = (40..<104).map { SHA256.hex([UInt8](repeating: 0x61, count: $0)) }
        #expect(Set(digests).count == digests.count && digests.allSatisfy { $0.count == 64 })
        // 55 bytes fit one block with their padding, 56 need two: the known digest of 56 "a"s.
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }

    /// The processor's SHA extensions (used where it has them) and the portable rounds agree on
    /// every length 0…300 and on a megabyte, so a host without them writes the same digests.
    @Test func theSHAExtensionsAndThePortableRoundsAgree() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let data = (0..<(1 << 20)).map { _ -> UInt8 in state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt8(state >> 56) }
        for n in Array(0...300) + [1 << 20] {
            var fast = [UInt8](repeating: 0, count: 32), portable = [UInt8](repeating: 0, count: 32)
            data.withUnsafeBufferPointer { p in
                sm_sha256(p.baseAddress, n, &fast)
                sm_sha256_portable(p.baseAddress, n, &portable)
            }
            #expect(fast == portable, "length \(n)")
        }
    }
}
