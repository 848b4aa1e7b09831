/* The size floor for the same picture: reads a PNG into a Cairo image surface and writes it
 * back with cairo_surface_write_to_png (libpng's defaults: zlib level 6, adaptive filters).
 *   rewrite_png IN.png OUT.png */
#include <cairo.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: rewrite_png IN.png OUT.png\n"); return 64; }
    cairo_surface_t *s = cairo_image_surface_create_from_png(argv[1]);
    if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) return 1;
    cairo_status_t st = cairo_surface_write_to_png(s, argv[2]);
    cairo_surface_destroy(s);
    return st == CAIRO_STATUS_SUCCESS ? 0 : 1;
}
