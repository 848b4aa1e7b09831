/* The C floor for a full-hall render: Cairo fills one rounded rectangle per seat (a 40 x 30 grid
 * at the same pixel pitch as seatmap's full map at 3.44 px/pt) into an ARGB32 surface and writes
 * it with cairo_surface_write_to_png. Anything seatmap does beyond this is its own cost.
 *   render_floor WIDTH HEIGHT OUT.png */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: render_floor WIDTH HEIGHT OUT.png\n"); return 64; }
    int w = atoi(argv[1]), h = atoi(argv[2]);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    double scale = 3.44, pitchX = 44 * scale, pitchY = 50 * scale, side = 36 * scale;
    for (int r = 0; r < 30; r++) {
        for (int c = 0; c < 40; c++) {
            double x = 40 * scale + c * pitchX, y = 40 * scale + r * pitchY;
            rounded(cr, x, y, side, side, 6 * scale);
            cairo_set_source_rgb(cr, (r * 7 + c) % 5 == 3 ? 0.85 : 1, 1, (r * 7 + c) % 5 == 4 ? 0.4 : 1);
            cairo_fill_preserve(cr);
            cairo_set_source_rgb(cr, 0.56, 0.82, 0.62);
            cairo_set_line_width(cr, 1.8 * scale / 2);
            cairo_stroke(cr);
        }
    }
    cairo_status_t st = cairo_surface_write_to_png(s, argv[3]);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return st == CAIRO_STATUS_SUCCESS ? 0 : 1;
}
