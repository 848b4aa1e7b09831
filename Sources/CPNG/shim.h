#ifndef SEATMAP_CPNG_SHIM_H
#define SEATMAP_CPNG_SHIM_H
#include <png.h>
#endif
