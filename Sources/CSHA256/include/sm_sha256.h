#ifndef SM_SHA256_H
#define SM_SHA256_H
#include <stddef.h>
#include <stdint.h>

/* SHA-256 (FIPS 180-4) of `length` bytes at `data` into `digest` (32 bytes). In C because
   SeatMap hashes megabyte font files and debug builds of Swift arithmetic are ~50x slower;
   on x86-64 processors with the SHA extensions it uses them (about 1.7 GB/s optimised,
   0.3 GB/s in a debug build, against 0.23 and 0.09 without). */
void sm_sha256(const uint8_t *data, size_t length, uint8_t digest[32]);

/* The same digest without the processor's SHA extensions (which sm_sha256 uses where the CPU has
   them): the tests check that both agree. */
void sm_sha256_portable(const uint8_t *data, size_t length, uint8_t digest[32]);

#endif
