#ifndef SEATMAP_CCAIRO_SHIM_H
#define SEATMAP_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#endif
