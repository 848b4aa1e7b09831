#ifndef SEATMAP_CCAIRO_SHIM_H
#define SEATMAP_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
/* Fonts are opened from files with FreeType and handed to Cairo as FT faces (cairo-ft), never
   looked up through fontconfig, so no system or user font rule reaches a render. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_IDS_H
#include FT_TRUETYPE_TABLES_H
#include <cairo-ft.h>
#endif
