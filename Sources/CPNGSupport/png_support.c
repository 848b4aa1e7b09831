#include "png_support.h"
#include <png.h>
#include <setjmp.h>
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

int sm_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                       int level, int filter, int strategy, sm_png_buffer *out,
                       char *err, size_t errlen) {
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
    for (uint32_t y = 0; y < height && opaque; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) if (row[x * 4 + 3] != 255) { opaque = 0; break; }
    }
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgba + (size_t)y * stride));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (out->failed) { snprintf(err, errlen, "out of memory"); return 1; }
    return 0;
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

int sm_png_decode_rgba(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width,
                       uint32_t *height, char *err, size_t errlen) {
    *pixels = NULL;
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
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        snprintf(err, errlen, "unexpected row size after conversion to RGBA");
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    buffer = (uint8_t *)malloc((size_t)w * h * 4);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (!buffer || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = buffer + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = buffer;
    *width = w;
    *height = h;
    return 0;
}

void sm_png_free(void *p) { free(p); }
