#ifndef SM_PIXELS_H
#define SM_PIXELS_H
#include <stddef.h>
#include <stdint.h>

/* Per-pixel work of SeatMap in C: a debug build of Swift runs a per-pixel loop 10-30x slower
 * than an optimised one (no inlining, checked arithmetic, retain/release per access), and golden
 * tests run as debug builds. Everything here is a pure function of its inputs, single-threaded,
 * with no floating-point contraction, so the results are the same bytes on every host. */

/* Cairo's premultiplied native-endian ARGB32 rows (`stride` bytes apart) as straight RGBA8,
 * `width * 4` bytes per row with no padding, rounded as the PNG encoder rounds them. */
void sm_argb32_to_rgba(const uint8_t *argb, size_t stride, uint32_t width, uint32_t height, uint8_t *rgba);

/* One such row as straight RGB (`channels` 3, alpha dropped) or RGBA (4): the one unpremultiplying
 * rule, which the PNG encoder uses too. */
void sm_argb32_row(const uint8_t *argb, uint8_t *dst, uint32_t width, int channels);

/* Fills `count` RGBA8 pixels with one colour. */
void sm_rgba_fill(uint8_t *rgba, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

/* pixelmatch 7.2's options. */
typedef struct {
    double threshold;
    int include_aa;
    double alpha;
    uint8_t aa_color[3];
    uint8_t diff_color[3];
    uint8_t diff_color_alt[3];
    int diff_mask;
} sm_pixelmatch_options;

/* A growable list of pixel indices (`y * width + x`), in raster order. Free `data` with
 * sm_pixels_free. `failed` is set when memory ran out (the list is then incomplete). */
typedef struct {
    int32_t *data;
    size_t count;
    size_t capacity;
    int failed;
} sm_positions;

/* pixelmatch's pass over the rows `y0..<y1` of two straight RGBA8 images of `width`×`height`
 * (rows outside the range are read by the anti-aliasing test, never written). Writes those rows
 * of the diff image into `out` when it is not NULL (pixelmatch's values, truncated as a Uint8Array
 * truncates; with diff_mask the untouched pixels are left as they are), appends the index of every
 * counted pixel to `positions` when it is not NULL, and returns the count. A row equal in both
 * images costs one memcmp (and the grey copy when drawing). */
int64_t sm_pixelmatch_rows(const uint8_t *img1, const uint8_t *img2, uint8_t *out, uint32_t width, uint32_t height,
                           uint32_t y0, uint32_t y1, const sm_pixelmatch_options *options, sm_positions *positions);

/* The same over a window of rows: img1 and img2 point at row `y_base` of their images (rows
 * y0 - 2 … y1 + 1 must be there, clipped to the image), `out` (when not NULL) at row 0 of the
 * whole diff image; offsets, positions and pixelmatch's background are those of the whole image. */
int64_t sm_pixelmatch_window(const uint8_t *img1, const uint8_t *img2, int64_t y_base, uint8_t *out, uint32_t width,
                             uint32_t height, uint32_t y0, uint32_t y1, const sm_pixelmatch_options *options,
                             sm_positions *positions);

/* XXH64 (xxHash's 64-bit hash, seed 0 here) of `length` bytes: a digest of a page's pixels that
 * costs a few milliseconds even unoptimised, so an unchanged golden needs no decode or compare. */
uint64_t sm_xxh64(const uint8_t *data, size_t length, uint64_t seed);

void sm_pixels_free(void *p);

#endif
