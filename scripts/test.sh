#!/usr/bin/env bash
# Runs every test: installs what is missing (including Chromium for the gallery test and
# rsvg-convert for the SVG comparison, Python's jsonschema for the schema check, zsh and fish
# for the completion scripts), builds,
# and runs `swift test`. Pass extra arguments through, e.g. ./scripts/test.sh --filter Layout.
set -euo pipefail
cd "$(dirname "$0")/.."
SEATMAP_WITH_BROWSER=1 SEATMAP_WITH_RSVG=1 SEATMAP_WITH_SCHEMA=1 SEATMAP_WITH_SHELLS=1 ./scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
