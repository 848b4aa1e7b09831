#include "png_support.h"
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <zlib.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

typedef struct {
    char *err;
    size_t errlen;
} sm_err_ctx;

static void sm_error_fn(png_structp png, png_const_charp msg) {
    sm_err_ctx *ctx = (sm_err_ctx *)png_get_error_ptr(png);
    if (ctx && ctx->err && ctx->errlen) snprintf(ctx->err, ctx->errlen, "%s", msg);
    png_longjmp(png, 1);
}

static void sm_warning_fn(png_structp png, png_const_charp msg) {
    (void)png; (void)msg;  /* warnings (e.g. bad CRC in ancillary chunks) are not errors */
}

static void sm_write_fn(png_structp png, png_bytep data, png_size_t length) {
    sm_png_buffer *b = (sm_png_buffer *)png_get_io_ptr(png);
    if (b->failed) return;
    if (b->size + length > b->capacity) {
        size_t cap = b->capacity ? b->capacity : 65536;
        while (cap < b->size + length) cap *= 2;
        uint8_t *d = (uint8_t *)realloc(b->data, cap);
        if (!d) { b->failed = 1; png_error(png, "out of memory"); return; }
        b->data = d;
        b->capacity = cap;
    }
    memcpy(b->data + b->size, data, length);
    b->size += length;
}

static void sm_flush_fn(png_structp png) { (void)png; }

/* One row of the source (straight RGBA8, or Cairo's premultiplied native-endian ARGB32) as
 * straight RGB (channels 3) or RGBA (channels 4) bytes. */
static void sm_convert_row(const uint8_t *src, uint8_t *dst, uint32_t width, int channels, int argb32) {
    if (!argb32) {
        if (channels == 4) memcpy(dst, src, (size_t)width * 4);
        else for (uint32_t x = 0; x < width; x++) { dst[x * 3] = src[x * 4]; dst[x * 3 + 1] = src[x * 4 + 1]; dst[x * 3 + 2] = src[x * 4 + 2]; }
        return;
    }
    sm_argb32_row(src, dst, width, channels);
}

static int sm_row_opaque(const uint8_t *src, uint32_t width, int argb32) {
    if (argb32) {
        const uint32_t *words = (const uint32_t *)src;
        for (uint32_t x = 0; x < width; x++) if ((words[x] >> 24) != 255) return 0;
    } else {
        for (uint32_t x = 0; x < width; x++) if (src[x * 4 + 3] != 255) return 0;
    }
    return 1;
}

/* Whether image row y repeats row y - 1 byte for byte (as stored: the same source row gives the
 * same converted row). Seat maps are mostly such rows: the page's background between rows of
 * seats, the empty middle of an arena. */
static int sm_row_repeats(const uint8_t *rgba, size_t stride, uint32_t width, uint32_t y) {
    return y > 0 && memcmp(rgba + (size_t)y * stride, rgba + (size_t)(y - 1) * stride, (size_t)width * 4) == 0;
}

/* Row y as written into the image data: a row that repeats the one above (`repeats`, from
 * sm_row_repeats) with filter Up (the filter byte 2 and zeros), any other with filter None. A
 * pure function of the image, so band b's dictionary (band a's filtered tail) is built with it too. */
static void sm_filter_row(const uint8_t *rgba, size_t stride, uint32_t width, uint32_t y, int repeats, int channels, int argb32,
                          uint8_t *dst) {
    if (repeats) {
        dst[0] = 2;
        memset(dst + 1, 0, (size_t)width * channels);
    } else {
        dst[0] = 0;
        sm_convert_row(rgba + (size_t)y * stride, dst + 1, width, channels, argb32);
    }
}

/* A run of at least this many repeated rows is deflated with the RLE strategy: its zeros are
 * matched at distance 1 without hashing (about 2.4x the speed of level 5's lazy matching on the
 * same bytes, the same size); shorter runs stay with the band's own strategy. */
#define SM_RLE_ROWS 8

/* One band of rows, filtered (None, or Up for a repeated row) and compressed as raw deflate on
 * its own thread. Bands are fixed (two, split at the middle row), never chosen by the core
 * count, so the bytes are the same on any machine. */
typedef struct {
    const uint8_t *rgba;
    size_t stride;
    uint32_t width, y0, y1;
    int channels, level, strategy, last, argb32;
    const uint8_t *dict;     /* the 32 KiB of filtered data before this band (its window), or NULL */
    size_t dictlen;
    uint8_t *out;            /* malloc'd compressed bytes, grown as needed */
    size_t outlen, cap;
    uLong adler;             /* adler32 of this band's filtered bytes */
    size_t rawlen;
    uint8_t *raw;            /* a piece of this band's filtered rows, reused */
    int failed;
} sm_band;

/* Room for deflate's next output: at least 64 KiB free, the buffer doubled as needed. */
static int sm_band_room(sm_band *b, z_stream *z) {
    if (z->avail_out >= 65536) return 0;
    size_t used = b->cap - z->avail_out;
    size_t cap = b->cap * 2 > used + 65536 ? b->cap * 2 : used + 65536;
    if (cap > (size_t)UINT32_MAX) cap = (size_t)UINT32_MAX;
    if (cap <= b->cap) return 1;
    uint8_t *out = (uint8_t *)realloc(b->out, cap);
    if (!out) return 1;
    b->out = out;
    b->cap = cap;
    z->next_out = out + used;
    z->avail_out = (uInt)(cap - used);
    return 0;
}

/* deflate(flush) over all of z's input, growing the output: 0 when done. */
static int sm_band_deflate(sm_band *b, z_stream *z, int flush) {
    for (;;) {
        if (sm_band_room(b, z)) return 1;
        int rc = deflate(z, flush);
        if (rc == Z_STREAM_ERROR) return 1;
        if (flush == Z_FINISH) { if (rc == Z_STREAM_END) return 0; continue; }
        /* Done when the input is consumed and deflate had output space left (nothing pending). */
        if (z->avail_in == 0 && z->avail_out != 0) return 0;
    }
}

static void *sm_compress_band(void *arg) {
    sm_band *b = (sm_band *)arg;
    size_t rowlen = 1 + (size_t)b->width * b->channels;
    uint32_t rows = b->y1 - b->y0;
    b->rawlen = rowlen * rows;
    /* Rows are filtered into a buffer of about 1 MiB at a time and fed to deflate as they come
     * (Z_NO_FLUSH between pieces gives the same stream as one call over the whole band), so a
     * band never holds a filtered copy of its rows: 2 × 41 MB for a 200,000-seat overview. */
    size_t chunkRows = rowlen >= (1u << 20) ? 1 : (1u << 20) / rowlen;
    b->raw = (uint8_t *)malloc(chunkRows * rowlen);
    /* Per row, compared with the row above once: SM_REPEATS when it repeats it, and SM_RUN too
     * where it lies in a run of at least SM_RLE_ROWS such rows. */
    enum { SM_REPEATS = 1, SM_RUN = 2 };
    uint8_t *rle = (uint8_t *)calloc(rows ? rows : 1, 1);
    if (!b->raw || !rle) { free(rle); b->failed = 1; return NULL; }
    for (uint32_t i = 0; i < rows; i++) if (sm_row_repeats(b->rgba, b->stride, b->width, b->y0 + i)) rle[i] = SM_REPEATS;
    int switching = b->level > 0 && b->strategy != Z_RLE;
    for (uint32_t i = 0; switching && i < rows;) {
        uint32_t j = i;
        while (j < rows && rle[j]) j++;
        if (j - i >= SM_RLE_ROWS) for (uint32_t k = i; k < j; k++) rle[k] |= SM_RUN;
        i = j > i ? j : i + 1;
    }
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, b->level, Z_DEFLATED, -15, 8, b->strategy) != Z_OK) { free(rle); b->failed = 1; return NULL; }
    if (b->dict && b->dictlen) deflateSetDictionary(&z, b->dict, (uInt)b->dictlen);
    b->cap = deflateBound(&z, (uLong)b->rawlen) + 65536;
    b->out = (uint8_t *)malloc(b->cap);
    if (!b->out) { deflateEnd(&z); free(rle); b->failed = 1; return NULL; }
    z.next_out = b->out;
    z.avail_out = (uInt)b->cap;
    b->adler = adler32(0L, Z_NULL, 0);
    const uLong repeatAdler = ((uLong)((3 + 3 * (uint64_t)(rowlen - 1)) % 65521) << 16) | 3;
    int current = b->strategy;
    uint32_t y = b->y0;
    while (y < b->y1 && !b->failed) {
        /* A piece: up to chunkRows rows of one kind (in a long run of repeats, or not). */
        uint8_t kind = rle[y - b->y0] & SM_RUN;
        uint32_t n = 0;
        while (y + n < b->y1 && n < chunkRows && (rle[y + n - b->y0] & SM_RUN) == kind) n++;
        int want = kind ? Z_RLE : b->strategy;
        if (want != current) {
            int rc;
            do {
                if (sm_band_room(b, &z)) { b->failed = 1; break; }
                rc = deflateParams(&z, b->level, want);
            } while (rc == Z_BUF_ERROR);
            if (b->failed || rc != Z_OK) { b->failed = 1; break; }
            current = want;
        }
        for (uint32_t i = 0; i < n; i++)
            sm_filter_row(b->rgba, b->stride, b->width, y + i, rle[y + i - b->y0] & SM_REPEATS, b->channels, b->argb32, b->raw + (size_t)i * rowlen);
        size_t len = (size_t)n * rowlen;
        /* The checksum: runs of other rows summed as bytes; a repeated row (filter byte 2, then
         * zeros) is a known adler32 joined on (a = 3, b = 3 + 3 × its zeros), not summed again. */
        for (uint32_t i = 0; i < n;) {
            if (b->raw[(size_t)i * rowlen] == 2) {
                b->adler = adler32_combine(b->adler, repeatAdler, (z_off_t)rowlen);
                i++;
            } else {
                uint32_t j = i;
                while (j < n && b->raw[(size_t)j * rowlen] != 2) j++;
                b->adler = adler32(b->adler, b->raw + (size_t)i * rowlen, (uInt)((size_t)(j - i) * rowlen));
                i = j;
            }
        }
        y += n;
        z.next_in = b->raw;
        z.avail_in = (uInt)len;
        if (sm_band_deflate(b, &z, Z_NO_FLUSH)) b->failed = 1;
    }
    /* The first band ends byte-aligned and unfinished (a sync flush); the last one finishes. */
    if (!b->failed && sm_band_deflate(b, &z, b->last ? Z_FINISH : Z_SYNC_FLUSH)) b->failed = 1;
    b->outlen = b->cap - z.avail_out;
    deflateEnd(&z);
    free(rle);
    return NULL;
}

/* Compresses the image data as one zlib stream from two bands deflated at once, as pigz does:
 * the first band ends with a sync flush, the second is primed with the first's last 32 KiB (so
 * the ratio is kept), and the checksum is joined with adler32_combine. Returns 0 on success. */
static int sm_parallel_idat(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int channels, int argb32,
                            int level, int strategy, uint8_t **data, size_t *len) {
    uint32_t mid = height / 2;
    sm_band a = { rgba, stride, width, 0, mid, channels, level, strategy, 0, argb32, NULL, 0, NULL, 0, 0, 0, 0, NULL, 0 };
    sm_band b = { rgba, stride, width, mid, height, channels, level, strategy, 1, argb32, NULL, 0, NULL, 0, 0, 0, 0, NULL, 0 };
    /* Band b's dictionary is band a's filtered tail, which band a builds first; build it here. */
    size_t rowlen = 1 + (size_t)width * channels;
    size_t dictrows = (32768 + rowlen - 1) / rowlen;
    if (dictrows > mid) dictrows = mid;
    uint8_t *dict = (uint8_t *)malloc(dictrows * rowlen + 1);
    if (!dict) return 1;
    for (uint32_t y = mid - (uint32_t)dictrows; y < mid; y++) {
        sm_filter_row(rgba, stride, width, y, sm_row_repeats(rgba, stride, width, y), channels, argb32, dict + (size_t)(y - (mid - dictrows)) * rowlen);
    }
    size_t dictlen = dictrows * rowlen;
    b.dict = dictlen > 32768 ? dict + dictlen - 32768 : dict;
    b.dictlen = dictlen > 32768 ? 32768 : dictlen;
    pthread_t t;
    int threaded = pthread_create(&t, NULL, sm_compress_band, &a) == 0;
    if (!threaded) sm_compress_band(&a);
    sm_compress_band(&b);
    if (threaded) pthread_join(t, NULL);
    int failed = a.failed || b.failed;
    if (!failed) {
        uLong adler = adler32_combine(a.adler, b.adler, (z_off_t)b.rawlen);
        *len = 2 + a.outlen + b.outlen + 4;
        *data = (uint8_t *)malloc(*len);
        if (!*data) failed = 1;
        else {
            uint8_t *p = *data;
            *p++ = 0x78; *p++ = 0x9C;  /* deflate, 32 KiB window; FCHECK makes 0x789C divisible by 31 */
            memcpy(p, a.out, a.outlen); p += a.outlen;
            memcpy(p, b.out, b.outlen); p += b.outlen;
            *p++ = (uint8_t)(adler >> 24); *p++ = (uint8_t)(adler >> 16); *p++ = (uint8_t)(adler >> 8); *p++ = (uint8_t)adler;
        }
    }
    free(a.raw); free(b.raw); free(a.out); free(b.out); free(dict);
    return failed;
}

static int sm_png_encode(const uint8_t *rgba, int argb32, uint32_t width, uint32_t height, size_t stride,
                         int level, int filter, int strategy, const char *const *keys, const char *const *texts,
                         int text_count, sm_png_buffer *out, char *err, size_t errlen) {
    sm_err_ctx ctx = { err, errlen };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, sm_error_fn, sm_warning_fn);
    if (!png) { snprintf(err, errlen, "png_create_write_struct failed"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); snprintf(err, errlen, "png_create_info_struct failed"); return 1; }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, out, sm_write_fn, sm_flush_fn);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    /* Pages are opaque: write RGB (a quarter less to filter and compress) when every alpha is
     * 255; libpng drops the fourth byte of each input pixel (png_set_filler on a write). */
    int opaque = 1;
    for (uint32_t y = 0; y < height && opaque; y++) opaque = sm_row_opaque(rgba + (size_t)y * stride, width, argb32);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    /* Large images with filter None: the image data is compressed in two bands at once and
     * written as one IDAT chunk through libpng (which still writes every chunk and its CRC).
     * A row that repeats the one above is written with filter Up (all zeros) and long runs of
     * them deflated as runs: the empty parts of a map cost little (sm_compress_band). */
    if (filter == PNG_FILTER_NONE && height >= 512 && (uint64_t)width * height >= (1u << 20)) {
        uint8_t *idat = NULL;
        size_t idatlen = 0;
        if (sm_parallel_idat(rgba, width, height, stride, opaque ? 3 : 4, argb32, level, strategy, &idat, &idatlen) != 0) {
            free(idat);
            png_destroy_write_struct(&png, &info);
            snprintf(err, errlen, "deflate failed (out of memory?)");
            return 1;
        }
        /* The data is written as 1 MiB IDAT chunks, as libpng would split it. */
        static const png_byte idat_name[5] = { 'I', 'D', 'A', 'T', '\0' };
        static const png_byte iend_name[5] = { 'I', 'E', 'N', 'D', '\0' };
        for (size_t off = 0; off < idatlen; off += 1u << 20) {
            size_t n = idatlen - off < (1u << 20) ? idatlen - off : (1u << 20);
            png_write_chunk(png, idat_name, idat + off, n);
        }
        free(idat);
        /* The text chunks png_write_end would write (it cannot run here: libpng did not write
         * the IDAT itself): uncompressed iTXt, keyword NUL, flag 0, method 0, empty language
         * and translated keyword, the text; libpng frames each chunk and computes its CRC. */
        static const png_byte itxt_name[5] = { 'i', 'T', 'X', 't', '\0' };
        for (int i = 0; i < text_count; i++) {
            size_t klen = strlen(keys[i]), tlen = strlen(texts[i]);
            png_bytep data = (png_bytep)malloc(klen + 5 + tlen);
            if (!data) { png_destroy_write_struct(&png, &info); snprintf(err, errlen, "out of memory"); return 1; }
            memcpy(data, keys[i], klen);
            memset(data + klen, 0, 5);
            memcpy(data + klen + 5, texts[i], tlen);
            png_write_chunk(png, itxt_name, data, klen + 5 + tlen);
            free(data);
        }
        png_write_chunk(png, iend_name, NULL, 0);
        png_destroy_write_struct(&png, &info);
        if (out->failed) { snprintf(err, errlen, "out of memory"); return 1; }
        return 0;
    }
    /* Row by row through a scratch row (straight RGB or RGBA): no copy of the whole image. */
    int channels = opaque ? 3 : 4;
    uint8_t *scratch = (uint8_t *)malloc((size_t)width * channels + 1);
    if (!scratch) { png_destroy_write_struct(&png, &info); snprintf(err, errlen, "out of memory"); return 1; }
    for (uint32_t y = 0; y < height; y++) {
        sm_convert_row(rgba + (size_t)y * stride, scratch, width, channels, argb32);
        png_write_row(png, (png_const_bytep)scratch);
    }
    free(scratch);
    /* Text chunks (uncompressed iTXt, UTF-8) after the image data: png_write_end writes the
     * text of `info` that png_write_info did not, then IEND. */
    if (text_count > 0) {
        png_textp text = (png_textp)calloc((size_t)text_count, sizeof(png_text));
        if (!text) { png_destroy_write_struct(&png, &info); snprintf(err, errlen, "out of memory"); return 1; }
        for (int i = 0; i < text_count; i++) {
            text[i].compression = PNG_ITXT_COMPRESSION_NONE;
            text[i].key = (png_charp)keys[i];
            text[i].text = (png_charp)texts[i];
            text[i].itxt_length = strlen(texts[i]);
            text[i].lang = (png_charp)"";
            text[i].lang_key = (png_charp)"";
        }
        png_set_text(png, info, text, text_count);
        free(text);
        png_write_end(png, info);
    } else {
        png_write_end(png, NULL);
    }
    png_destroy_write_struct(&png, &info);
    if (out->failed) { snprintf(err, errlen, "out of memory"); return 1; }
    return 0;
}

int sm_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int level, int filter, int strategy, sm_png_buffer *out,
                       char *err, size_t errlen) {
    return sm_png_encode(rgba, 0, width, height, stride, level, filter, strategy, NULL, NULL, 0, out, err, errlen);
}

int sm_png_encode_rgba_text(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            int level, int filter, int strategy, const char *const *keys, const char *const *texts,
                            int text_count, sm_png_buffer *out, char *err, size_t errlen) {
    return sm_png_encode(rgba, 0, width, height, stride, level, filter, strategy, keys, texts, text_count, out, err, errlen);
}

int sm_png_encode_argb32(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                         int level, int filter, int strategy, sm_png_buffer *out,
                         char *err, size_t errlen) {
    return sm_png_encode(argb, 1, width, height, stride, level, filter, strategy, NULL, NULL, 0, out, err, errlen);
}

int sm_png_encode_argb32_text(const uint8_t *argb, uint32_t width, uint32_t height, size_t stride,
                              int level, int filter, int strategy, const char *const *keys, const char *const *texts,
                              int text_count, sm_png_buffer *out, char *err, size_t errlen) {
    return sm_png_encode(argb, 1, width, height, stride, level, filter, strategy, keys, texts, text_count, out, err, errlen);
}

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t pos;
} sm_reader;

static void sm_read_fn(png_structp png, png_bytep out, png_size_t length) {
    sm_reader *r = (sm_reader *)png_get_io_ptr(png);
    if (r->pos + length > r->size) { png_error(png, "file is truncated"); return; }
    memcpy(out, r->data + r->pos, length);
    r->pos += length;
}

/* Decodes into `dst` when it is given (it must hold exactly width*height*4 bytes), else into a
 * new malloc'd buffer returned in *pixels. */
static int sm_png_decode(const uint8_t *data, size_t size, uint8_t *dst, size_t capacity, uint8_t **pixels,
                         uint32_t *width, uint32_t *height, char *err, size_t errlen) {
    if (pixels) *pixels = NULL;
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        snprintf(err, errlen, "not a PNG file (bad signature)");
        return 1;
    }
    sm_err_ctx ctx = { err, errlen };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, sm_error_fn, sm_warning_fn);
    if (!png) { snprintf(err, errlen, "png_create_read_struct failed"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); snprintf(err, errlen, "png_create_info_struct failed"); return 1; }
    uint8_t *volatile buffer = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(buffer);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    sm_reader reader = { data, size, 0 };
    png_set_read_fn(png, &reader, sm_read_fn);
    png_set_user_limits(png, SM_PNG_MAX_SIDE, SM_PNG_MAX_SIDE);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((uint64_t)w * (uint64_t)h > SM_PNG_MAX_PIXELS) {
        snprintf(err, errlen, "image of %ux%u pixels is over the %u-pixel limit", (unsigned)w, (unsigned)h, SM_PNG_MAX_PIXELS);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    int color = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);  /* no-op when alpha is present */
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        snprintf(err, errlen, "unexpected row size after conversion to RGBA");
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    if (dst && capacity != (size_t)w * h * 4) {
        snprintf(err, errlen, "decoded size differs from the header's");
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    if (!dst && !pixels) {
        /* Checked only: every pass's rows decoded into one row and dropped, so a file is known
         * to decode in the memory of a row, interlaced or not. */
        buffer = (uint8_t *)malloc((size_t)w * 4);
        if (!buffer) png_error(png, "out of memory");
        for (int p = 0; p < passes; p++)
            for (png_uint_32 y = 0; y < h; y++) png_read_row(png, buffer, NULL);
        png_read_end(png, NULL);
        free(buffer);
        png_destroy_read_struct(&png, &info, NULL);
        *width = w;
        *height = h;
        return 0;
    }
    uint8_t *target = dst ? dst : (buffer = (uint8_t *)malloc((size_t)w * h * 4));
    rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (!target || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = target + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    if (pixels) *pixels = buffer;
    *width = w;
    *height = h;
    return 0;
}

int sm_png_decode_rgba(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width,
                       uint32_t *height, char *err, size_t errlen) {
    return sm_png_decode(data, size, NULL, 0, pixels, width, height, err, errlen);
}

int sm_png_check(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *err, size_t errlen) {
    return sm_png_decode(data, size, NULL, 0, NULL, width, height, err, errlen);
}

int sm_png_decode_rgba_into(const uint8_t *data, size_t size, uint8_t *dst, size_t capacity,
                            uint32_t *width, uint32_t *height, char *err, size_t errlen) {
    return sm_png_decode(data, size, dst, capacity, NULL, width, height, err, errlen);
}

void sm_png_free(void *p) { free(p); }

const char *sm_png_libpng_version(void) { return png_get_libpng_ver(NULL); }
const char *sm_png_zlib_version(void) { return zlibVersion(); }
