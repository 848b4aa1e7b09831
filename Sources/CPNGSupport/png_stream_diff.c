/* pixelmatch of two PNG files while they are decoded: each file is decoded on its own thread into
 * a window of rows, and the comparing thread runs pixelmatch's pass over the rows both windows
 * hold (with the two rows above and below that its anti-aliasing test reads). Memory is two
 * windows and the diff image when one is asked for, not two decoded images; the time is the
 * slower of the two decodes, not their sum. */
#include "png_support.h"
#include "sm_pixels.h"
#include <png.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SM_STOP = 1, SM_DRAIN = 2 };
enum { SM_CHUNK_ROWS = 64, SM_MARGIN_ROWS = 2, SM_WINDOW_ROWS = 2 * SM_CHUNK_ROWS + 2 * SM_MARGIN_ROWS + 2 };

typedef struct sm_stream sm_stream;

typedef struct {
    sm_stream *stream;
    const uint8_t *data;
    size_t size, pos;
    uint8_t *window;        /* SM_WINDOW_ROWS rows; row `base + i` at window + i * rowbytes */
    uint32_t base, count;   /* rows base … base + count - 1 are in the window */
    uint32_t decoded;       /* rows decoded so far (base + count) */
    int failed;
    char err[256];
} sm_side;

struct sm_stream {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    uint32_t width, height;
    size_t rowbytes;
    sm_side side[2];
    int stop;               /* 0, SM_STOP (decoders stop) or SM_DRAIN (decode on, keep nothing) */
};

typedef struct { char *err; size_t errlen; } sm_stream_err;

static void sm_stream_error_fn(png_structp png, png_const_charp msg) {
    sm_stream_err *e = (sm_stream_err *)png_get_error_ptr(png);
    if (e && e->err && e->errlen) snprintf(e->err, e->errlen, "%s", msg);
    png_longjmp(png, 1);
}

static void sm_stream_warning_fn(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

static void sm_stream_read_fn(png_structp png, png_bytep out, png_size_t length) {
    sm_side *s = (sm_side *)png_get_io_ptr(png);
    if (s->pos + length > s->size) { png_error(png, "file is truncated"); return; }
    memcpy(out, s->data + s->pos, length);
    s->pos += length;
}

/* Decodes one file row by row into its window, waiting while the window is full. The rows are
 * converted as sm_png_decode_rgba converts them (8-bit straight RGBA). */
static void *sm_decode_side(void *arg) {
    sm_side *s = (sm_side *)arg;
    sm_stream *st = s->stream;
    sm_stream_err ctx = { s->err, sizeof s->err };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, sm_stream_error_fn, sm_stream_warning_fn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *volatile row = NULL;
    if (!png || !info) {
        snprintf(s->err, sizeof s->err, "png_create_read_struct failed");
        goto fail;
    }
    if (setjmp(png_jmpbuf(png))) goto fail;
    png_set_read_fn(png, s, sm_stream_read_fn);
    png_set_user_limits(png, SM_PNG_MAX_SIDE, SM_PNG_MAX_SIDE);
    png_read_info(png, info);
    int color = png_get_color_type(png, info), depth = png_get_bit_depth(png, info);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != st->rowbytes) png_error(png, "unexpected row size after conversion to RGBA");
    row = (uint8_t *)malloc(st->rowbytes);
    if (!row) png_error(png, "out of memory");
    uint32_t done = 0;
    for (uint32_t y = 0; y < st->height; y++) {
        png_read_row(png, row, NULL);
        pthread_mutex_lock(&st->lock);
        while (s->count == SM_WINDOW_ROWS && !st->stop) pthread_cond_wait(&st->changed, &st->lock);
        int stop = st->stop;
        if (!stop) {
            memcpy(s->window + (size_t)s->count * st->rowbytes, row, st->rowbytes);
            s->count++;
            s->decoded++;
            pthread_cond_broadcast(&st->changed);
        }
        pthread_mutex_unlock(&st->lock);
        /* Stopped: the other file failed first (this one's fate no longer matters); draining:
         * the other failed, and this one, reported first, is decoded to its end to learn
         * whether it fails too. */
        if (stop == SM_STOP) { done = 0; break; }
        done = y + 1;
    }
    if (done == st->height) png_read_end(png, NULL);
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    return NULL;
fail:
    free(row);
    if (png) png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    pthread_mutex_lock(&st->lock);
    s->failed = 1;
    pthread_cond_broadcast(&st->changed);
    pthread_mutex_unlock(&st->lock);
    return NULL;
}

/* Width, height and interlacing from IHDR (bytes 16…28), or 0 when it is not a PNG header. */
static int sm_header(const uint8_t *d, size_t n, uint32_t *w, uint32_t *h, int *interlaced) {
    static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A };
    if (n < 33 || memcmp(d, sig, 8) != 0 || memcmp(d + 12, "IHDR", 4) != 0) return 0;
    *w = (uint32_t)d[16] << 24 | (uint32_t)d[17] << 16 | (uint32_t)d[18] << 8 | d[19];
    *h = (uint32_t)d[20] << 24 | (uint32_t)d[21] << 16 | (uint32_t)d[22] << 8 | d[23];
    *interlaced = d[28] != 0;
    return 1;
}

int sm_png_stream_pixelmatch(const uint8_t *a, size_t asize, const uint8_t *b, size_t bsize,
                             const sm_pixelmatch_options *options, uint8_t *out, size_t out_capacity,
                             sm_positions *positions, int64_t *diff_count, uint32_t *width, uint32_t *height,
                             int *failed_side, char *err, size_t errlen) {
    uint32_t wa, ha, wb, hb;
    int ia, ib;
    *failed_side = -1;
    if (!sm_header(a, asize, &wa, &ha, &ia) || !sm_header(b, bsize, &wb, &hb, &ib)) return 1;
    if (wa != wb || ha != hb || ia || ib || wa == 0 || ha == 0 || wa > SM_PNG_MAX_SIDE || ha > SM_PNG_MAX_SIDE
        || (uint64_t)wa * ha > SM_PNG_MAX_PIXELS) return 1;
    if (out && out_capacity != (size_t)wa * ha * 4) return 1;
    sm_stream st;
    memset(&st, 0, sizeof st);
    st.width = wa;
    st.height = ha;
    st.rowbytes = (size_t)wa * 4;
    pthread_mutex_init(&st.lock, NULL);
    pthread_cond_init(&st.changed, NULL);
    const uint8_t *data[2] = { a, b };
    size_t sizes[2] = { asize, bsize };
    int rc = 0;
    for (int i = 0; i < 2; i++) {
        st.side[i].stream = &st;
        st.side[i].data = data[i];
        st.side[i].size = sizes[i];
        st.side[i].window = (uint8_t *)malloc(st.rowbytes * SM_WINDOW_ROWS);
    }
    pthread_t threads[2];
    int started[2] = { 0, 0 };
    if (!st.side[0].window || !st.side[1].window) {
        snprintf(err, errlen, "out of memory");
        rc = 2;
        goto done;
    }
    for (int i = 0; i < 2; i++) started[i] = pthread_create(&threads[i], NULL, sm_decode_side, &st.side[i]) == 0;
    if (!started[0] || !started[1]) {
        snprintf(err, errlen, "could not start a decoding thread");
        rc = 2;
        goto done;
    }
    int64_t total = 0;
    for (uint32_t y = 0; y < st.height; y += SM_CHUNK_ROWS) {
        uint32_t y1 = y + SM_CHUNK_ROWS < st.height ? y + SM_CHUNK_ROWS : st.height;
        uint32_t need = y1 + SM_MARGIN_ROWS < st.height ? y1 + SM_MARGIN_ROWS : st.height;
        pthread_mutex_lock(&st.lock);
        while (!st.side[0].failed && !st.side[1].failed && (st.side[0].decoded < need || st.side[1].decoded < need))
            pthread_cond_wait(&st.changed, &st.lock);
        int fa = st.side[0].failed, fb = st.side[1].failed;
        pthread_mutex_unlock(&st.lock);
        if (fa || fb) break;
        /* Both windows start at the same row (they slide together) and hold y - 2 … need - 1. */
        total += sm_pixelmatch_window(st.side[0].window, st.side[1].window, st.side[0].base, out, st.width, st.height,
                                      y, y1, options, positions);
        /* Keep the two rows above the next chunk; the decoders may run ahead into the rest. */
        pthread_mutex_lock(&st.lock);
        uint32_t keep_from = y1 >= SM_MARGIN_ROWS ? y1 - SM_MARGIN_ROWS : 0;
        for (int i = 0; i < 2; i++) {
            sm_side *s = &st.side[i];
            uint32_t drop = keep_from - s->base;
            memmove(s->window, s->window + (size_t)drop * st.rowbytes, (size_t)(s->count - drop) * st.rowbytes);
            s->base += drop;
            s->count -= drop;
        }
        pthread_cond_broadcast(&st.changed);
        pthread_mutex_unlock(&st.lock);
    }
    /* All compared, or one side failed: when B failed, A is still decoded to its end (its own
     * failure is the one to report); otherwise the decoders stop. */
    pthread_mutex_lock(&st.lock);
    st.stop = st.side[1].failed && !st.side[0].failed ? SM_DRAIN : SM_STOP;
    pthread_cond_broadcast(&st.changed);
    pthread_mutex_unlock(&st.lock);
    for (int i = 0; i < 2; i++) { pthread_join(threads[i], NULL); started[i] = 0; }
    /* A failure of A is reported before one of B, as decoding them one after the other would. */
    for (int i = 0; i < 2; i++) {
        if (st.side[i].failed) {
            *failed_side = i;
            snprintf(err, errlen, "%s", st.side[i].err);
            rc = 2;
            goto done;
        }
    }
    if (positions && positions->failed) { snprintf(err, errlen, "out of memory"); rc = 2; goto done; }
    *diff_count = total;
    *width = st.width;
    *height = st.height;
done:
    if (started[0] || started[1]) {
        pthread_mutex_lock(&st.lock);
        st.stop = SM_STOP;
        pthread_cond_broadcast(&st.changed);
        pthread_mutex_unlock(&st.lock);
        for (int i = 0; i < 2; i++) if (started[i]) pthread_join(threads[i], NULL);
    }
    free(st.side[0].window);
    free(st.side[1].window);
    pthread_cond_destroy(&st.changed);
    pthread_mutex_destroy(&st.lock);
    return rc;
}
