#ifndef SM_SHA256_H
#define SM_SHA256_H
#include <stddef.h>
#include <stdint.h>

/* SHA-256 (FIPS 180-4) of `length` bytes at `data` into `digest` (32 bytes). In C because
   SeatMap hashes megabyte font files and debug builds of Swift arithmetic are ~50x slower. */
void sm_sha256(const uint8_t *data, size_t length, uint8_t digest[32]);

#endif
