#ifndef SEATMAP_CZLIB_SHIM_H
#define SEATMAP_CZLIB_SHIM_H
#include <zlib.h>
#endif
