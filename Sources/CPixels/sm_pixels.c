#include "sm_pixels.h"
#include <stdlib.h>
#include <string.h>

/* The same doubles as the Swift reference on every host: no fused multiply-add. */
#pragma STDC FP_CONTRACT OFF
#if defined(__clang__)
#pragma clang fp contract(off)
#endif

void sm_argb32_row(const uint8_t *argb, uint8_t *dst, uint32_t width, int channels) {
    const uint32_t *row = (const uint32_t *)argb;
    for (uint32_t x = 0; x < width; x++, dst += channels) {
        uint32_t px = row[x], a = px >> 24, r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF;
        if (a != 0 && a != 255) {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
            if (r > 255) r = 255;
            if (g > 255) g = 255;
            if (b > 255) b = 255;
        }
        dst[0] = (uint8_t)r; dst[1] = (uint8_t)g; dst[2] = (uint8_t)b;
        if (channels == 4) dst[3] = (uint8_t)a;
    }
}

void sm_argb32_to_rgba(const uint8_t *argb, size_t stride, uint32_t width, uint32_t height, uint8_t *rgba) {
    for (uint32_t y = 0; y < height; y++) sm_argb32_row(argb + (size_t)y * stride, rgba + (size_t)y * width * 4, width, 4);
}

void sm_rgba_fill(uint8_t *rgba, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    if (r == g && g == b && b == a) { memset(rgba, r, count * 4); return; }
    for (size_t i = 0; i < count; i++, rgba += 4) { rgba[0] = r; rgba[1] = g; rgba[2] = b; rgba[3] = a; }
}

void sm_pixels_free(void *p) { free(p); }

static const double sm_max_yiq = 35215.0;

/* Rows of an image held from row `y_base` on (the whole image when y_base is 0; a window of a
 * streamed decode otherwise): pixel (x, y) is at p + ((y - y_base) * width + x) * 4. */
typedef struct {
    const uint8_t *p;
    int64_t y_base;
} sm_rows;

#define SM_AT(rows, w, x, y) ((rows).p + ((size_t)(((y) - (rows).y_base) * (w) + (x)) * 4))

static inline uint32_t sm_word(const uint8_t *px) {
    uint32_t v;
    memcpy(&v, px, 4);
    return v;
}

/* Signed squared YIQ distance (negative when the second pixel is darker); with y_only the
 * signed brightness difference. Semi-transparent pixels are blended over pixelmatch 7's
 * background, which varies with k, the first pixel's byte offset in the whole image. */
static inline double sm_color_delta(const uint8_t *p1, const uint8_t *p2, size_t k, int y_only) {
    double r1 = p1[0], g1 = p1[1], b1 = p1[2], a1 = p1[3];
    double r2 = p2[0], g2 = p2[1], b2 = p2[2], a2 = p2[3];
    double dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
    double da = a1 - a2;
    if (dr == 0 && dg == 0 && db == 0 && da == 0) return 0;
    if (a1 < 255 || a2 < 255) {
        double rb = 48 + 159 * (double)(k % 2);
        double gb = 48 + 159 * (double)((int64_t)((double)k / 1.618033988749895) % 2);
        double bb = 48 + 159 * (double)((int64_t)((double)k / 2.618033988749895) % 2);
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }
    double y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    if (y_only) return y;
    double i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    double q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
    return y > 0 ? -delta : delta;
}

/* Whether a pixel has 3+ adjacent pixels of exactly the same RGBA. */
static int sm_many_siblings(sm_rows img, int64_t x1, int64_t y1, int64_t width, int64_t height) {
    int64_t x0 = x1 - 1 > 0 ? x1 - 1 : 0, y0 = y1 - 1 > 0 ? y1 - 1 : 0;
    int64_t x2 = x1 + 1 < width - 1 ? x1 + 1 : width - 1, y2 = y1 + 1 < height - 1 ? y1 + 1 : height - 1;
    uint32_t val = sm_word(SM_AT(img, width, x1, y1));
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (int64_t x = x0; x <= x2; x++) {
        for (int64_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            if (val == sm_word(SM_AT(img, width, x, y))) zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

/* "Anti-aliased Pixel and Intensity Slope Detector" (Vysniauskas 2009), as pixelmatch has it:
 * reads rows y1 - 2 … y1 + 2. */
static int sm_antialiased(sm_rows img, int64_t x1, int64_t y1, int64_t width, int64_t height, sm_rows a32, sm_rows b32) {
    int64_t x0 = x1 - 1 > 0 ? x1 - 1 : 0, y0 = y1 - 1 > 0 ? y1 - 1 : 0;
    int64_t x2 = x1 + 1 < width - 1 ? x1 + 1 : width - 1, y2 = y1 + 1 < height - 1 ? y1 + 1 : height - 1;
    size_t k = (size_t)(y1 * width + x1) * 4;
    const uint8_t *centre = SM_AT(img, width, x1, y1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double min_d = 0, max_d = 0;
    int64_t min_x = 0, min_y = 0, max_x = 0, max_y = 0;
    for (int64_t x = x0; x <= x2; x++) {
        for (int64_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = sm_color_delta(centre, SM_AT(img, width, x, y), k, 1);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < min_d) {
                min_d = delta; min_x = x; min_y = y;
            } else if (delta > max_d) {
                max_d = delta; max_x = x; max_y = y;
            }
        }
    }
    if (min_d == 0 || max_d == 0) return 0;
    return (sm_many_siblings(a32, min_x, min_y, width, height) && sm_many_siblings(b32, min_x, min_y, width, height))
        || (sm_many_siblings(a32, max_x, max_y, width, height) && sm_many_siblings(b32, max_x, max_y, width, height));
}

#define SM_DRAW(out, pos, c) do { (out)[pos] = (c)[0]; (out)[(pos) + 1] = (c)[1]; (out)[(pos) + 2] = (c)[2]; (out)[(pos) + 3] = 255; } while (0)

/* The original, greyed and faded towards white by alpha (a Uint8Array truncates); a macro so
 * an unoptimised build makes no call per pixel. */
#define SM_DRAW_GRAY(src, out, pos, alpha) do { \
        double sm_y = (double)(src)[0] * 0.29889531 + (double)(src)[1] * 0.58662247 + (double)(src)[2] * 0.11448223; \
        double sm_val = 255 + (sm_y - 255) * (alpha) * (double)(src)[3] / 255; \
        uint8_t sm_v = (uint8_t)(int64_t)sm_val; \
        (out)[pos] = sm_v; (out)[(pos) + 1] = sm_v; (out)[(pos) + 2] = sm_v; (out)[(pos) + 3] = 255; \
    } while (0)

static int sm_push(sm_positions *p, int32_t v) {
    if (p->count == p->capacity) {
        size_t cap = p->capacity ? p->capacity * 2 : 1024;
        int32_t *d = realloc(p->data, cap * sizeof(int32_t));
        if (!d) { p->failed = 1; return 0; }
        p->data = d;
        p->capacity = cap;
    }
    p->data[p->count++] = v;
    return 1;
}

int64_t sm_pixelmatch_window(const uint8_t *img1, const uint8_t *img2, int64_t y_base, uint8_t *out, uint32_t width,
                             uint32_t height, uint32_t y0, uint32_t y1, const sm_pixelmatch_options *o, sm_positions *positions) {
    double max_delta = sm_max_yiq * o->threshold * o->threshold;
    const uint8_t *aa = o->aa_color, *dc = o->diff_color, *alt = o->diff_color_alt;
    int64_t w = width, h = height, diff = 0;
    size_t rowbytes = (size_t)width * 4;
    sm_rows r1 = { img1, y_base }, r2 = { img2, y_base };
    for (int64_t y = y0; y < (int64_t)y1; y++) {
        const uint8_t *row1 = SM_AT(r1, w, 0, y), *row2 = SM_AT(r2, w, 0, y);
        size_t out_row = (size_t)y * rowbytes;
        if (memcmp(row1, row2, rowbytes) == 0) {
            /* Every pixel of the row is equal: a delta of 0, drawn grey. */
            if (out && !o->diff_mask) for (size_t i = 0; i < rowbytes; i += 4) SM_DRAW_GRAY(row1 + i, out, out_row + i, o->alpha);
            continue;
        }
        for (int64_t x = 0; x < w; x++) {
            const uint8_t *p1 = row1 + x * 4, *p2 = row2 + x * 4;
            size_t pos = out_row + (size_t)x * 4;
            double delta = sm_word(p1) == sm_word(p2) ? 0 : sm_color_delta(p1, p2, pos, 0);
            if (delta < 0 ? -delta > max_delta : delta > max_delta) {
                int is_aa = !o->include_aa
                    && (sm_antialiased(r1, x, y, w, h, r1, r2) || sm_antialiased(r2, x, y, w, h, r2, r1));
                if (is_aa) {
                    if (out && !o->diff_mask) SM_DRAW(out, pos, aa);
                } else {
                    if (out) SM_DRAW(out, pos, delta < 0 ? alt : dc);
                    diff++;
                    if (positions) sm_push(positions, (int32_t)(y * w + x));
                }
            } else if (out && !o->diff_mask) {
                SM_DRAW_GRAY(p1, out, pos, o->alpha);
            }
        }
    }
    return diff;
}

int64_t sm_pixelmatch_rows(const uint8_t *img1, const uint8_t *img2, uint8_t *out, uint32_t width, uint32_t height,
                           uint32_t y0, uint32_t y1, const sm_pixelmatch_options *o, sm_positions *positions) {
    return sm_pixelmatch_window(img1, img2, 0, out, width, height, y0, y1, o, positions);
}

/* XXH64, as xxHash specifies it (little-endian reads on every host). */
static const uint64_t SM_P1 = 0x9E3779B185EBCA87ULL, SM_P2 = 0xC2B2AE3D27D4EB4FULL, SM_P3 = 0x165667B19E3779F9ULL,
                      SM_P4 = 0x85EBCA77C2B2AE63ULL, SM_P5 = 0x27D4EB2F165667C5ULL;

static inline uint64_t sm_rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t sm_read64(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}

static inline uint64_t sm_read32(const uint8_t *p) {
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24;
}

static inline uint64_t sm_xxh_round(uint64_t acc, uint64_t input) {
    acc += input * SM_P2;
    acc = sm_rotl64(acc, 31);
    return acc * SM_P1;
}

static inline uint64_t sm_xxh_merge(uint64_t acc, uint64_t val) {
    acc ^= sm_xxh_round(0, val);
    return acc * SM_P1 + SM_P4;
}

/* The stripe loop is written with macros and plain loads: SwiftPM builds C targets unoptimised in
 * debug, where every inline function stays a call and a 12-MB page would take 10 ms, not 2. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
typedef uint64_t sm_u64_loose __attribute__((aligned(1), may_alias));
#define SM_LOAD64(ptr) (*(const sm_u64_loose *)(const void *)(ptr))
#else
#define SM_LOAD64(ptr) sm_read64(ptr)
#endif
#define SM_ROTL64(x, r) (((x) << (r)) | ((x) >> (64 - (r))))
#define SM_XXH_ROUND(acc, input) do { (acc) += (input) * SM_P2; (acc) = SM_ROTL64((acc), 31); (acc) *= SM_P1; } while (0)

uint64_t sm_xxh64(const uint8_t *p, size_t len, uint64_t seed) {
    const uint8_t *end = p + len;
    uint64_t h;
    if (len >= 32) {
        uint64_t v1 = seed + SM_P1 + SM_P2, v2 = seed + SM_P2, v3 = seed, v4 = seed - SM_P1;
        const uint8_t *limit = end - 32;
        do {
            SM_XXH_ROUND(v1, SM_LOAD64(p));
            SM_XXH_ROUND(v2, SM_LOAD64(p + 8));
            SM_XXH_ROUND(v3, SM_LOAD64(p + 16));
            SM_XXH_ROUND(v4, SM_LOAD64(p + 24));
            p += 32;
        } while (p <= limit);
        h = sm_rotl64(v1, 1) + sm_rotl64(v2, 7) + sm_rotl64(v3, 12) + sm_rotl64(v4, 18);
        h = sm_xxh_merge(h, v1);
        h = sm_xxh_merge(h, v2);
        h = sm_xxh_merge(h, v3);
        h = sm_xxh_merge(h, v4);
    } else {
        h = seed + SM_P5;
    }
    h += (uint64_t)len;
    while (p + 8 <= end) {
        h ^= sm_xxh_round(0, sm_read64(p));
        h = sm_rotl64(h, 27) * SM_P1 + SM_P4;
        p += 8;
    }
    if (p + 4 <= end) {
        h ^= sm_read32(p) * SM_P1;
        h = sm_rotl64(h, 23) * SM_P2 + SM_P3;
        p += 4;
    }
    while (p < end) {
        h ^= (uint64_t)(*p) * SM_P5;
        h = sm_rotl64(h, 11) * SM_P1;
        p++;
    }
    h ^= h >> 33;
    h *= SM_P2;
    h ^= h >> 29;
    h *= SM_P3;
    h ^= h >> 32;
    return h;
}
