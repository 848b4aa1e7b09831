#!/usr/bin/env bash
# Installs the system packages SeatMap needs when they are missing (Debian/Ubuntu):
# Cairo, libpng, HarfBuzz, FreeType and ICU headers, and the pinned fonts (WenQuanYi Micro Hei, DejaVu Sans,
# Noto Sans CJK, Thai, Devanagari, Arabic and Hebrew). Safe to run again: it installs nothing
# that is already there. Needs root or sudo only when something is missing.
#
# Every check is a single command whose exit status is the answer: no `cmd | grep -q` pipes,
# which fail at random under `pipefail` when grep exits early and the writer dies of SIGPIPE.
set -euo pipefail

# SeatMap opens its pinned fonts by file (docs/fonts.md), never through fontconfig, so the check
# is for the files themselves. SEATMAP_SYSTEM_FONTS moves the folder (the setup tests use it).
fonts="${SEATMAP_SYSTEM_FONTS:-/usr/share/fonts}"

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
pkg-config --exists libpng 2>/dev/null || need+=(libpng-dev)
pkg-config --exists harfbuzz 2>/dev/null || need+=(libharfbuzz-dev)
pkg-config --exists freetype2 2>/dev/null || need+=(libfreetype-dev)
[ -f "$fonts/truetype/wqy/wqy-microhei.ttc" ] || need+=(fonts-wqy-microhei)
pkg-config --exists icu-uc 2>/dev/null || need+=(libicu-dev)
# The locales' script fonts (docs/locales.md): Noto Sans CJK (ja, ko, zh-Hant), Noto's Thai, Devanagari, Arabic, Hebrew.
[ -f "$fonts/opentype/noto/NotoSansCJK-Regular.ttc" ] && [ -f "$fonts/opentype/noto/NotoSansCJK-Bold.ttc" ] || need+=(fonts-noto-cjk)
[ -f "$fonts/truetype/noto/NotoSansThai-Regular.ttf" ] && [ -f "$fonts/truetype/noto/NotoSansDevanagari-Regular.ttf" ] && [ -f "$fonts/truetype/noto/NotoSansArabic-Regular.ttf" ] && [ -f "$fonts/truetype/noto/NotoSansHebrew-Regular.ttf" ] || need+=(fonts-noto-core)
[ -f "$fonts/truetype/dejavu/DejaVuSans.ttf" ] && [ -f "$fonts/truetype/dejavu/DejaVuSans-Bold.ttf" ] || need+=(fonts-dejavu-core)
if [ "${SEATMAP_WITH_BROWSER:-0}" = 1 ] && ! command -v chromium >/dev/null 2>&1; then need+=(chromium); fi
if [ "${SEATMAP_WITH_SCHEMA:-0}" = 1 ] && ! python3 -c "import jsonschema" >/dev/null 2>&1; then need+=(python3 python3-jsonschema); fi
# xmllint checks batch --junit reports against a JUnit schema.
if [ "${SEATMAP_WITH_SCHEMA:-0}" = 1 ] && ! command -v xmllint >/dev/null 2>&1; then need+=(libxml2-utils); fi
if [ "${SEATMAP_WITH_RSVG:-0}" = 1 ] && ! command -v rsvg-convert >/dev/null 2>&1; then need+=(librsvg2-bin); fi
# The completion scripts are checked by the shells that load them.
if [ "${SEATMAP_WITH_SHELLS:-0}" = 1 ] && ! command -v zsh >/dev/null 2>&1; then need+=(zsh); fi
if [ "${SEATMAP_WITH_SHELLS:-0}" = 1 ] && ! command -v fish >/dev/null 2>&1; then need+=(fish); fi

if [ ${#need[@]} -eq 0 ]; then exit 0; fi

echo "setup: installing ${need[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
  echo "error: missing packages ${need[*]}; run as root or install sudo" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
