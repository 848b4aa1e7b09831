#!/usr/bin/env bash
# Renders every sample × built-in theme × device page in PNG, PDF and SVG with one seatmap
# binary, plus variants (zoomed, scrolled, selections, a highlighted zone, full map, long titles),
# into OUT/, and writes OUT/SHA256SUMS. Run it with the binary before and after a change and
# compare the sums: a refactor that must not change pictures shows no difference.
#   scripts/render-matrix.sh .build/release/seatmap /tmp/before
set -euo pipefail
bin=$1 out=$2
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$out"
variants=(
  "plain|"
  "suggest|--suggest 3"
  "zoom|--zoom 1 --offset 120,80"
  "zoom-far|--zoom 0.6 --offset 260,420"
  "zone|--highlight-zone 2"
  "contain|--zoom contain"
  "full|--mode full"
)
long="$out/long-title.json"
python3 - "$here/Samples/standard.json" "$long" <<'PY'
import json, sys
h = json.load(open(sys.argv[1]))
h.setdefault("movie", {})["title"] = "流浪地球3：太阳系边缘的最后一座城市与人类文明的火种计划特别版IMAX激光巨幕"
json.dump(h, open(sys.argv[2], "w"), ensure_ascii=False)
PY
halls=("$here"/Samples/*.json "$long" "$here"/Samples/import/seats.csv "$here"/Samples/import/vista-layout.json)
for hall in "${halls[@]}"; do
  h=$(basename "$hall"); h=${h%.*}
  for theme in maoyan maoyan-en dark high-contrast print; do
    for device in iphone-se iphone-15 360x640@3; do
      for v in "${variants[@]}"; do
        name=${v%%|*} args=${v#*|}
        # shellcheck disable=SC2086
        for fmt in png pdf svg; do
          "$bin" render "$hall" --theme "$theme" --device "$device" $args -o "$out/$h-$theme-$device-$name.$fmt" >/dev/null 2>&1 || echo "failed: $h $theme $device $name $fmt" >&2
        done
        "$bin" layout "$hall" --theme "$theme" --device "$device" $args > "$out/$h-$theme-$device-$name.layout.json" 2>/dev/null || true
      done
    done
  done
done
(cd "$out" && sha256sum -- *.png *.pdf *.svg *.layout.json > SHA256SUMS)
echo "$(ls "$out" | grep -c '\.png$') png, $(ls "$out" | grep -c '\.pdf$') pdf, $(ls "$out" | grep -c '\.svg$') svg in $out"
