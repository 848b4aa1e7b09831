/* The C floor for a diff: libpng decodes two PNGs one after the other into RGBA8 rows and
 * does nothing else.   decode_floor A.png B.png */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>

static int decode(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return 1;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fclose(f); return 1; }
    png_init_io(png, f);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    unsigned char *pixels = malloc((size_t)w * h * 4);
    for (png_uint_32 y = 0; y < h; y++) png_read_row(png, pixels + (size_t)y * w * 4, NULL);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(f);
    volatile unsigned char sink = pixels[(size_t)w * h * 2];
    (void)sink;
    free(pixels);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: decode_floor A.png B.png\n"); return 64; }
    return decode(argv[1]) | decode(argv[2]);
}
