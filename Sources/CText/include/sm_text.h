#ifndef SM_TEXT_H
#define SM_TEXT_H
#include <stdint.h>

/// Visual runs of `text` (UTF-16, `length` units) by the Unicode Bidirectional Algorithm
/// (ICU's ubidi), the paragraph's base direction right to left when `base_rtl` is non-zero.
/// Writes up to `capacity` runs in visual order, left to right: each run's logical start and
/// length in UTF-16 units and whether it reads right to left. Returns the number of runs, or
/// -1 when ICU fails (or `capacity` is too small).
int32_t sm_bidi_runs(const uint16_t *text, int32_t length, int base_rtl,
                     int32_t *starts, int32_t *lengths, uint8_t *rtl, int32_t capacity);

/// Line-break opportunities of `text` (UTF-16) by UAX #14 with ICU's dictionaries (Thai, Lao,
/// Khmer, Burmese and CJK words), for `locale` (a BCP 47 tag): the UTF-16 offsets after which a
/// line may end, ascending, excluding 0 and including `length`. Returns how many were written,
/// or -1 when ICU fails (or `capacity` is too small).
int32_t sm_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets, int32_t capacity);

/// ICU's version ("72.1") written into `out` (at least 20 bytes).
void sm_icu_version(char *out, int32_t capacity);
#endif
