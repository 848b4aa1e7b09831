#!/bin/sh
# The whole page sweep (docs/page-layout.md): every preset in both orientations × text scales
# 0.85, 1, 1.3, 1.6 and 2 × every sample, import sample, the mapped list and 12 random halls ×
# plain, selected and suggested states, and every locale × preset × orientation × text scale ×
# selection, toast and dialog, each page resolved with the real fonts and checked against its
# own rules. Prints the count of pages and violations; exit 0 only with none.
# CI runs a bounded slice of the same test (PageMatrixTests without SEATMAP_PAGE_MATRIX).
set -eu
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
swift build --build-tests >/dev/null
SEATMAP_PAGE_MATRIX=all swift test --skip-build --filter 'PageMatrixTests|LocalePageTests/everyLocale' 
