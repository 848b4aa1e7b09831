#ifndef SEATMAP_CHARFBUZZ_SHIM_H
#define SEATMAP_CHARFBUZZ_SHIM_H
/* Shaping only: faces are made from the font file's bytes (hb_face_create), not through hb-ft,
   so HarfBuzz never touches the FreeType face that Cairo rasterises from on band threads. */
#include <hb.h>
#include <hb-ot.h>
#endif
