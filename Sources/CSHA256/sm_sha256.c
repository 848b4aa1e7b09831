#include "sm_sha256.h"
#include <string.h>

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void compress(uint32_t h[8], const uint8_t *p) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++) {
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | (uint32_t)p[4 * i + 3];
    }
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ROTR(w[i - 15], 7) ^ ROTR(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ROTR(w[i - 2], 17) ^ ROTR(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = hh + (ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
        uint32_t t2 = (ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define SM_SHA_NI 1

/* The x86 SHA extensions (Intel's SHA-NI, on most x86-64 processors since 2016), chosen at run
 * time: the same digest as `compress`, about six times faster, and still fast when SwiftPM
 * builds this file unoptimised (a debug build). Blocks of `data`, `blocks` × 64 bytes. */
__attribute__((target("sha,sse4.1")))
static void compress_sha_ni(uint32_t h[8], const uint8_t *data, size_t blocks) {
    const __m128i byteswap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)&h[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)&h[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);              /* CDAB */
    state1 = _mm_shuffle_epi32(state1, 0x1B);        /* EFGH */
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8); /* ABEF */
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);     /* CDGH */
    /* Unrolled by macros, not loops over an array: unoptimised, an indexed array of vectors
     * costs a load, a store and the index arithmetic per use. */
#define SM_RNDS(m, j) do { \
        __m128i msg = _mm_add_epi32((m), _mm_loadu_si128((const __m128i *)&K[4 * (j)])); \
        state1 = _mm_sha256rnds2_epu32(state1, state0, msg); \
        msg = _mm_shuffle_epi32(msg, 0x0E); \
        state0 = _mm_sha256rnds2_epu32(state0, state1, msg); \
    } while (0)
    /* W[4j..4j+3] into m0 (which held group j - 4) from m1, m2, m3 (groups j - 3, j - 2, j - 1). */
#define SM_SCHED(m0, m1, m2, m3) \
    (m0) = _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32((m0), (m1)), _mm_alignr_epi8((m3), (m2), 4)), (m3))
#define SM_GROUPS(j, a, b, c, d) \
    SM_SCHED(a, b, c, d); SM_RNDS(a, j); SM_SCHED(b, c, d, a); SM_RNDS(b, j + 1); \
    SM_SCHED(c, d, a, b); SM_RNDS(c, j + 2); SM_SCHED(d, a, b, c); SM_RNDS(d, j + 3)
    for (size_t b = 0; b < blocks; b++, data += 64) {
        __m128i abef = state0, cdgh = state1;
        __m128i m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 0)), byteswap);
        __m128i m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), byteswap);
        __m128i m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), byteswap);
        __m128i m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), byteswap);
        SM_RNDS(m0, 0); SM_RNDS(m1, 1); SM_RNDS(m2, 2); SM_RNDS(m3, 3);
        SM_GROUPS(4, m0, m1, m2, m3);
        SM_GROUPS(8, m0, m1, m2, m3);
        SM_GROUPS(12, m0, m1, m2, m3);
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }
#undef SM_GROUPS
#undef SM_SCHED
#undef SM_RNDS
    tmp = _mm_shuffle_epi32(state0, 0x1B);           /* FEBA */
    state1 = _mm_shuffle_epi32(state1, 0xB1);        /* DCHG */
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);     /* DCBA */
    state1 = _mm_alignr_epi8(state1, tmp, 8);        /* ABEF */
    _mm_storeu_si128((__m128i *)&h[0], state0);
    _mm_storeu_si128((__m128i *)&h[4], state1);
}
#endif

/* `blocks` × 64 bytes of `data` into `h`, with the SHA extensions where the processor has them
 * (unless `portable`). */
static void compress_blocks(uint32_t h[8], const uint8_t *data, size_t blocks, int portable) {
#ifdef SM_SHA_NI
    if (!portable && __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1")) { compress_sha_ni(h, data, blocks); return; }
#endif
    (void)portable;
    for (size_t b = 0; b < blocks; b++) compress(h, data + 64 * b);
}

static void sha256(const uint8_t *data, size_t length, uint8_t digest[32], int portable) {
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    size_t whole = length / 64 * 64;
    compress_blocks(h, data, whole / 64, portable);
    uint8_t tail[128];
    size_t rest = length - whole;
    size_t tailLength = rest < 56 ? 64 : 128;
    memset(tail, 0, sizeof tail);
    if (rest > 0) memcpy(tail, data + whole, rest);
    tail[rest] = 0x80;
    uint64_t bits = (uint64_t)length * 8;
    for (int i = 0; i < 8; i++) tail[tailLength - 1 - i] = (uint8_t)(bits >> (8 * i));
    compress_blocks(h, tail, tailLength / 64, portable);
    for (int i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(h[i] >> 24); digest[4 * i + 1] = (uint8_t)(h[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(h[i] >> 8); digest[4 * i + 3] = (uint8_t)h[i];
    }
}

void sm_sha256(const uint8_t *data, size_t length, uint8_t digest[32]) { sha256(data, length, digest, 0); }

void sm_sha256_portable(const uint8_t *data, size_t length, uint8_t digest[32]) { sha256(data, length, digest, 1); }
