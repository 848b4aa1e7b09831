/* Whether a PNG file holds exactly a page's pixels, decided without decoding it into an image:
 * the file's image data is inflated a row at a time, unfiltered, and each row compared with the
 * page's row converted as the encoder converts it. What a golden's "unchanged" verdict rests on:
 * what the file's bytes decode to, never what its texts say about themselves. */
#include "png_support.h"
#include "sm_pixels.h"
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

static uint32_t sm_be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static int sm_paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
}

/* Row `cur` (its filter byte first) reconstructed in place from `prev` (the row above,
 * reconstructed; all zeros for the first row). 0 for a filter type PNG does not have. */
static int sm_unfilter(uint8_t *cur, const uint8_t *prev, size_t len, int bpp) {
    uint8_t *r = cur + 1;
    const uint8_t *u = prev + 1;
    switch (cur[0]) {
    case 0: break;
    case 1: for (size_t i = bpp; i < len; i++) r[i] = (uint8_t)(r[i] + r[i - bpp]); break;
    case 2: for (size_t i = 0; i < len; i++) r[i] = (uint8_t)(r[i] + u[i]); break;
    case 3:
        for (size_t i = 0; i < len; i++) r[i] = (uint8_t)(r[i] + (((i >= (size_t)bpp ? r[i - bpp] : 0) + u[i]) >> 1));
        break;
    case 4:
        for (size_t i = 0; i < len; i++)
            r[i] = (uint8_t)(r[i] + sm_paeth(i >= (size_t)bpp ? r[i - bpp] : 0, u[i], i >= (size_t)bpp ? u[i - bpp] : 0));
        break;
    default: return 0;
    }
    return 1;
}

typedef struct {
    const uint8_t *argb;
    size_t stride;
    uint32_t width, height, y;
    int channels;
    size_t rowlen;           /* 1 + width * channels */
    uint8_t *rows[2];        /* the row being filled and the row above, reconstructed */
    uint8_t *expected;       /* the page's row y as the encoder writes it */
    size_t filled;
} sm_match;

/* The completed row y against the page's row y: 1 when equal. A row written as "the row above"
 * (filter Up, all zeros) over a page row that repeats its predecessor needs no conversion. */
static int sm_match_row(sm_match *m) {
    uint8_t *cur = m->rows[m->y & 1], *prev = m->rows[(m->y & 1) ^ 1];
    size_t len = m->rowlen - 1;
    const uint8_t *src = m->argb + (size_t)m->y * m->stride;
    if (m->channels == 3) {
        const uint32_t *w = (const uint32_t *)src;
        for (uint32_t x = 0; x < m->width; x++) if ((w[x] >> 24) != 255) return 0;  /* RGB holds opaque pixels only */
    }
    int repeat = m->y > 0 && cur[0] == 2 && memcmp(src, src - m->stride, (size_t)m->width * 4) == 0;
    if (repeat) {
        size_t i = 1;
        while (i <= len && cur[i] == 0) i++;
        if (i > len) { memcpy(cur + 1, prev + 1, len); return 1; }
    }
    if (!sm_unfilter(cur, prev, len, m->channels)) return 0;
    sm_argb32_row(src, m->expected, m->width, m->channels);
    return memcmp(cur + 1, m->expected, len) == 0;
}

int sm_png_matches_argb32(const uint8_t *png, size_t size, const uint8_t *argb, size_t stride, uint32_t width, uint32_t height) {
    static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    if (size < 8 + 25 || memcmp(png, sig, 8) != 0 || width == 0 || height == 0) return 0;
    size_t pos = 8;
    int seen_ihdr = 0, idat_state = 0 /* 0 before, 1 in, 2 after */, done = 0, ok = 0;
    sm_match m;
    memset(&m, 0, sizeof m);
    z_stream z;
    memset(&z, 0, sizeof z);
    int z_ready = 0;
    while (pos + 12 <= size) {
        uint32_t len = sm_be32(png + pos);
        if (len > size - pos - 12) goto out;
        const uint8_t *type = png + pos + 4, *data = png + pos + 8;
        /* Every chunk's CRC, as the decoder checks it: a file that fails there is not this page. */
        if ((uint32_t)crc32(0, type, len + 4) != sm_be32(data + len)) goto out;
        pos += 12 + (size_t)len;
        if (!seen_ihdr) {
            if (memcmp(type, "IHDR", 4) != 0 || len != 13) goto out;
            int color = data[9];
            if (sm_be32(data) != width || sm_be32(data + 4) != height || data[8] != 8 || (color != 2 && color != 6)
                || data[10] != 0 || data[11] != 0 || data[12] != 0) goto out;
            seen_ihdr = 1;
            m.argb = argb; m.stride = stride; m.width = width; m.height = height;
            m.channels = color == 2 ? 3 : 4;
            m.rowlen = 1 + (size_t)width * m.channels;
            m.rows[0] = (uint8_t *)calloc(m.rowlen, 1);
            m.rows[1] = (uint8_t *)calloc(m.rowlen, 1);
            m.expected = (uint8_t *)malloc(m.rowlen);
            if (!m.rows[0] || !m.rows[1] || !m.expected) goto out;
            if (inflateInit(&z) != Z_OK) goto out;
            z_ready = 1;
            continue;
        }
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_state == 2) goto out;  /* IDAT chunks must be consecutive */
            idat_state = 1;
            z.next_in = (Bytef *)data;
            z.avail_in = len;
            /* Until this chunk's data is used up and inflate had room left (so it holds no
             * output back: a run of zeros can inflate to many rows from a few bytes). */
            for (;;) {
                if (done) { if (z.avail_in > 0) goto out; break; }  /* no data past the stream's end */
                if (m.y == m.height) {
                    /* Every row read: only the stream's end (its adler32) may follow. */
                    uint8_t spare;
                    z.next_out = &spare;
                    z.avail_out = 1;
                    int rc = inflate(&z, Z_NO_FLUSH);
                    if (z.avail_out == 0) goto out;  /* more image data than rows */
                    if (rc == Z_STREAM_END) { done = 1; continue; }
                    if (rc != Z_OK && rc != Z_BUF_ERROR) goto out;
                    if (z.avail_in == 0) break;
                    if (rc == Z_BUF_ERROR) goto out;  /* input and room, no progress: damaged */
                    continue;
                }
                uint8_t *cur = m.rows[m.y & 1];
                z.next_out = cur + m.filled;
                z.avail_out = (uInt)(m.rowlen - m.filled);
                int rc = inflate(&z, Z_NO_FLUSH);
                if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) goto out;
                int room = z.avail_out > 0;
                m.filled = m.rowlen - z.avail_out;
                if (m.filled == m.rowlen) {
                    if (!sm_match_row(&m)) goto out;
                    m.y++;
                    m.filled = 0;
                }
                if (rc == Z_STREAM_END) {
                    if (m.y != m.height || m.filled != 0) goto out;  /* the stream ended early */
                    done = 1;
                    continue;
                }
                if (z.avail_in == 0 && room) break;
                if (rc == Z_BUF_ERROR && z.avail_in > 0 && room) goto out;  /* no progress: damaged */
            }
            continue;
        }
        if (idat_state == 1) idat_state = 2;
        if (memcmp(type, "IEND", 4) == 0) {
            ok = done && len == 0 && pos == size;
            goto out;
        }
        /* Text is all a page's reference holds besides its image; any other chunk (a palette,
         * transparency, gamma) may change what the file decodes to: compare instead. */
        if (memcmp(type, "tEXt", 4) != 0 && memcmp(type, "iTXt", 4) != 0 && memcmp(type, "zTXt", 4) != 0) goto out;
    }
out:
    if (z_ready) inflateEnd(&z);
    free(m.rows[0]);
    free(m.rows[1]);
    free(m.expected);
    return ok;
}
