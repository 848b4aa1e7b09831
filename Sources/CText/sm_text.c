#include "sm_text.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>
#include <stdio.h>

int32_t sm_bidi_runs(const uint16_t *text, int32_t length, int base_rtl,
                     int32_t *starts, int32_t *lengths, uint8_t *rtl, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, base_rtl ? UBIDI_RTL : UBIDI_LTR, NULL, &status);
    int32_t count = U_SUCCESS(status) ? ubidi_countRuns(bidi, &status) : -1;
    if (U_FAILURE(status) || count > capacity) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < count; i++) {
        int32_t start = 0, len = 0;
        UBiDiDirection d = ubidi_getVisualRun(bidi, i, &start, &len);
        starts[i] = start;
        lengths[i] = len;
        rtl[i] = d == UBIDI_RTL ? 1 : 0;
    }
    ubidi_close(bidi);
    return count;
}

int32_t sm_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t n = 0;
    for (int32_t p = ubrk_first(it); p != UBRK_DONE; p = ubrk_next(it)) {
        if (p == 0) continue;
        if (n >= capacity) { ubrk_close(it); return -1; }
        offsets[n++] = p;
    }
    ubrk_close(it);
    return n;
}

void sm_icu_version(char *out, int32_t capacity) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, text);
    snprintf(out, (size_t)capacity, "%s", text);
}
