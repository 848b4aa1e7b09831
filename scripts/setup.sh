#!/usr/bin/env bash
# Installs the system packages SeatMap needs when they are missing (Debian/Ubuntu):
# Cairo and libpng headers, fontconfig, and a CJK font. Safe to run again: it installs nothing
# that is already there. Needs root or sudo only when something is missing.
set -euo pipefail

need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
pkg-config --exists libpng 2>/dev/null || need+=(libpng-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! fc-list 2>/dev/null | grep -qi "WenQuanYi Micro Hei"; then need+=(fonts-wqy-microhei fontconfig); fi
if [ "${SEATMAP_WITH_BROWSER:-0}" = 1 ] && ! command -v chromium >/dev/null 2>&1; then need+=(chromium); fi

if [ ${#need[@]} -eq 0 ]; then exit 0; fi

echo "setup: installing ${need[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
  echo "error: missing packages ${need[*]}; run as root or install sudo" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fc-cache -f >/dev/null 2>&1 || true
