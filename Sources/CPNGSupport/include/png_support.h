#ifndef SEATMAP_PNG_SUPPORT_H
#define SEATMAP_PNG_SUPPORT_H
#include <stddef.h>
#include <stdint.h>
#include "sm_pixels.h"

/// libpng reports errors with longjmp, which Swift cannot catch; these wrappers own the
/// setjmp and turn every failure into a return code and a message.

/// A growable byte buffer filled by the encoder. Free `data` with sm_png_free.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} sm_png_buffer;

/// Encodes straight-alpha RGBA8 rows (`stride` bytes apart) as an 8-bit PNG (RGB when every
/// alpha is 255, else RGBA) with no
/// time or text chunks, so the same pixels always give the same bytes.
/// `filter` is a PNG_FILTER_* mask (or PNG_ALL_FILTERS); `level` the zlib level 0-9;
/// `strategy` a zlib strategy (Z_DEFAULT_STRATEGY = 0, Z_FILTERED = 1, Z_RLE = 3).
/// Returns 0 on success; otherwise writes a message into err.
int sm_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int level, int filter, int strategy, sm_png_buffer *out,
                       char *err, size_t errlen);

/// The same, with `text_count` text chunks (uncompressed iTXt: keyword `keys[i]`, UTF-8 text
/// `texts[i]`, no language) after the image data, written by libpng's png_set_text; the pixels
/// and the rest of the bytes are those of sm_png_encode_rgba.
int sm_png_encode_rgba_text(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int level, int filter, int strategy, const char *const *keys, const char *const *texts,
                            int text_count, sm_png_buffer *out, char *err, size_t errlen);

/// The same, from Cairo's premultiplied native-endian ARGB32 rows: un-premultiplied row by row
/// while encoding, so a rendered surface needs no straight-alpha copy of its own.
int sm_png_encode_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                         int level, int filter, int strategy, sm_png_buffer *out,
                         char *err, size_t errlen);

/// The same from ARGB32, with text chunks as sm_png_encode_rgba_text writes them: the bytes of
/// converting to straight RGBA first and calling sm_png_encode_rgba_text.
int sm_png_encode_argb32_text(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                              int level, int filter, int strategy, const char *const *keys, const char *const *texts,
                              int text_count, sm_png_buffer *out, char *err, size_t errlen);

/// Decodes any PNG libpng reads (palette, grey, grey+alpha, RGB, RGBA, 16-bit, interlaced,
/// tRNS) into 8-bit straight-alpha RGBA. On success *pixels is malloc'd (width*height*4 bytes,
/// free with sm_png_free). Returns 0 on success; otherwise writes a message into err.
int sm_png_decode_rgba(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width,
                       uint32_t *height, char *err, size_t errlen);

/// The same, into `dst`, which must hold exactly width*height*4 bytes of the image (the caller
/// read the size from IHDR): the pixels land in the caller's memory with no copy.
int sm_png_decode_rgba_into(const uint8_t *data, size_t size, uint8_t *dst, size_t capacity,
                            uint32_t *width, uint32_t *height, char *err, size_t errlen);

/// Whether `data` decodes as sm_png_decode_rgba would decode it (the same limits, the same
/// messages), in the memory of one row: every row of every pass is decoded and dropped. For a
/// verdict that needs no pixels (two files of other sizes). Returns 0 when it decodes.
int sm_png_check(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *err, size_t errlen);

/// 1 when `png` decodes to exactly the premultiplied native-endian ARGB32 pixels `argb` (rows
/// `stride` bytes apart) converted to straight RGB(A) as the encoder converts them: its IHDR
/// says this size, 8-bit RGB or RGBA, not interlaced; every chunk's CRC holds; it has no chunk
/// but image data and text; its image data inflates (adler32 checked) to rows that, unfiltered,
/// equal the page's. Decided a row at a time (no image is allocated), whatever filters and
/// zlib wrote it. 0 for anything else: compare the files instead.
int sm_png_matches_argb32(const uint8_t *png, size_t size, const uint8_t *argb, size_t stride, uint32_t width, uint32_t height);

/// Largest image the decoder accepts, in pixels per side.
#define SM_PNG_MAX_SIDE 32767u
/// Largest image the decoder accepts, in pixels (256 MiB of RGBA).
#define SM_PNG_MAX_PIXELS (64u * 1024u * 1024u)

/// pixelmatch (CPixels) of two PNG files of one size, decoded row by row on two threads while
/// the rows both hold are compared: the memory of two windows of rows (and of `out`, the diff
/// image, when it is not NULL: width*height*4 bytes, which must be zeroed for a diff mask), the
/// time of the slower decode. The count, and the index of every counted pixel in `positions`
/// (when not NULL), are those of sm_pixelmatch_rows over the decoded images.
/// Returns 0 on success; 1 when the files cannot be streamed (not both PNG headers, sizes that
/// differ, interlaced, over the limits: decode them whole instead); 2 when one fails to decode
/// (`*failed_side` 0 for a, 1 for b, the first of the two; the message in err).
int sm_png_stream_pixelmatch(const uint8_t *a, size_t asize, const uint8_t *b, size_t bsize,
                             const sm_pixelmatch_options *options, uint8_t *out, size_t out_capacity,
                             sm_positions *positions, int64_t *diff_count, uint32_t *width, uint32_t *height,
                             int *failed_side, char *err, size_t errlen);

void sm_png_free(void *p);

/// The versions of libpng and zlib this process runs with (for cache keys and reports).
const char *sm_png_libpng_version(void);
const char *sm_png_zlib_version(void);

#endif
