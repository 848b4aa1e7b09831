#!/usr/bin/env bash
# SeatMap against C floors, side by side in one run (whole processes, best of 3):
#   render: a 1,200-seat hall's full map at 3.44 px/pt, against Cairo filling a rounded rectangle
#           per seat and cairo_surface_write_to_png (floors/render_floor.c);
#   diff:   `seatmap diff` of two such renders, against libpng decoding both (floors/decode_floor.c).
#   and the rest of the performance table: hit-test throughput (seatmap-bench), the 100,000-seat
#   stadium, an unchanged batch re-run from the render cache against its first run, one
#   in-process snapshot assertion against a plain render, an unchanged CI batch (cache and
#   baseline) against its first run, golden assertions in a consumer package (debug and release,
#   Benchmarks/consumer.sh), and batch scaling by --jobs.
# Prints Markdown rows.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product seatmap > /dev/null 2>&1 || { echo "error: build failed" >&2; exit 1; }
bin=$PWD/.build/release/seatmap
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cc -O2 -o "$t/render_floor" Benchmarks/floors/render_floor.c $(pkg-config --cflags --libs cairo) -lm
cc -O2 -o "$t/decode_floor" Benchmarks/floors/decode_floor.c $(pkg-config --cflags --libs libpng)
cc -O2 -o "$t/rewrite_png" Benchmarks/floors/rewrite_png.c $(pkg-config --cflags --libs cairo)
python3 - "$t" <<'PY'
import json, sys
t = sys.argv[1]
head = {"movie": {"id": "m", "title": "S"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "H"}}}
for name, flip in (("a", -1), ("b", 7)):
    rows = [[{"seatId": f"{r}_{c}", "rowNo": r + 1, "colNo": c + 1, "zone": 2 if 10 < r < 20 else 1, "price": 4500,
              "status": 0 if r * 40 + c == flip else [1, 1, 1, 0, 3][(r * 7 + c) % 5]} for c in range(40)] for r in range(30)]
    json.dump(dict(head, rows=rows), open(f"{t}/{name}.json", "w"))
PY
best() {  # best wall time of 3 runs of a command, in seconds
  local b=999
  for _ in 1 2 3; do
    local s e
    s=$(date +%s.%N); "$@" > /dev/null 2>&1 || true; e=$(date +%s.%N)
    b=$(python3 -c "print(min($b, $e - $s))")
  done
  echo "$b"
}
size=$("$bin" layout "$t/a.json" --mode full --scale 3.44 | python3 -c "import json,sys; print(*json.load(sys.stdin)['image'])")
"$bin" render "$t/b.json" --mode full --scale 3.44 -o "$t/b.png" > /dev/null
r_seat=$(best "$bin" render "$t/a.json" --mode full --scale 3.44 -o "$t/a.png")
r_floor=$(best "$t/render_floor" $size "$t/floor.png")
"$t/rewrite_png" "$t/a.png" "$t/same-picture.png"
d_seat=$(best "$bin" diff "$t/a.png" "$t/b.png")
d_floor=$(best "$t/decode_floor" "$t/a.png" "$t/b.png")
python3 - "$r_seat" "$r_floor" "$d_seat" "$d_floor" "$(wc -c < "$t/a.png")" "$(wc -c < "$t/floor.png")" "$(wc -c < "$t/same-picture.png")" "$size" <<'PY'
import sys
rs, rf, ds, df, sa, sf, sp = map(float, sys.argv[1:8]); size = sys.argv[8].replace(" ", "×")
print("| what | seatmap | floor | ratio |")
print("|---|---|---|---|")
print(f"| full render of 1,200 seats, {size} px, whole process | {rs:.2f} s | {rf:.2f} s | {rs / rf:.2f}× |")
print(f"| its PNG size, against the floor's (simpler) picture | {sa / 1e6:.2f} MB | {sf / 1e6:.2f} MB | {sa / sf:.2f}× |")
print(f"| its PNG size, against cairo_surface_write_to_png of the same picture | {sa / 1e6:.2f} MB | {sp / 1e6:.2f} MB | {sa / sp:.2f}× |")
print(f"| `seatmap diff` of two such renders / libpng decoding both | {ds:.2f} s | {df:.2f} s | {ds / df:.2f}× |")
PY

# Hit-testing, from the benchmark package (one touch with 4-pt slop, 1,000,000 touches).
(cd Benchmarks && swift build -c release > "$t/bench-build.log" 2>&1) || { cat "$t/bench-build.log" >&2; exit 1; }
Benchmarks/.build/release/seatmap-bench hit > "$t/hit.txt"
python3 - "$t/hit.txt" <<'PY'
import re, sys
ns = [int(m.group(1)) for m in re.finditer(r"(\d+) ns per touch", open(sys.argv[1]).read())]
print(f"| hit-test, 200,400-seat hall | {1e3 / ns[1]:.1f} M touches/s ({ns[1]} ns) | 100 seats: {1e3 / ns[0]:.1f} M/s | {ns[1] / ns[0]:.2f}× the 100-seat cost |")
PY

# The 100,000-seat stadium: overview and screen, time and peak memory.
python3 - "$t" <<'PY'
import json, sys
t = sys.argv[1]
head = {"movie": {"id": "m", "title": "Stadium"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "Stadium"}}}
rows = []
for r in range(250):
    row = []
    for c in range(402):
        if c in (134, 268): row.append({"status": 2}); continue
        row.append({"seatId": f"{r+1}_{c+1}", "rowNo": r + 1, "colNo": c + 1, "zone": 2 if 80 < r < 160 else 1, "price": 8800, "status": 1 if (r * 7 + c) % 5 else 0})
    rows.append(row)
json.dump(dict(head, rows=rows), open(f"{t}/stadium.json", "w"))
PY
for mode in "full --scale 0.25" "screen"; do
  /usr/bin/time -o "$t/time" -f "%e %M" "$bin" render "$t/stadium.json" --mode $mode -o "$t/stadium.png" > /dev/null
  read -r s kb < "$t/time"
  echo "| 100,000-seat stadium, \`--mode $mode\` | $s s, $((kb / 1024)) MiB | goal < 2 s, < 1 GiB | |"
done

# The render cache and the snapshot assertion, side by side in one process each.
Benchmarks/.build/release/seatmap-bench cache snapshot | sed 's/^/| /; s/$/ | | | |/'

# CI's way: an unchanged re-run with the render cache and a baseline (`--fail-on-change`), against
# the same command's first run into an empty cache (12 items: 4 halls × 3 themes, iPhone 15).
batch_args=(--halls Samples/standard.json,Samples/studio.json,Samples/imax.json,Samples/irregular.json --themes maoyan,dark,print)
"$bin" batch "${batch_args[@]}" -o "$t/ci-base" > /dev/null 2>&1
ci_first=999; ci_again=999
for i in 1 2 3; do
  rm -rf "$t/ci-cache" "$t/ci-first" "$t/ci-again"
  s=$(date +%s.%N); "$bin" batch "${batch_args[@]}" --cache "$t/ci-cache" --baseline "$t/ci-base" --fail-on-change -o "$t/ci-first" > /dev/null 2>&1
  m=$(date +%s.%N); "$bin" batch "${batch_args[@]}" --cache "$t/ci-cache" --baseline "$t/ci-base" --fail-on-change -o "$t/ci-again" > /dev/null 2>&1
  e=$(date +%s.%N)
  ci_first=$(python3 -c "print(min($ci_first, $m - $s))"); ci_again=$(python3 -c "print(min($ci_again, $e - $m))")
done
python3 -c "print(f'| batch of 12 pages with --cache --baseline --fail-on-change, unchanged re-run against its first run | {$ci_again:.2f} s | {$ci_first:.2f} s | {$ci_again / $ci_first:.2f}× |')"

# Golden assertions in a consumer package, debug and release (Benchmarks/consumer.sh).
Benchmarks/consumer.sh

# Batch scaling on the samples (4 halls × 4 themes × 2 devices).
for j in 1 2 8; do
  eval "b$j=$(best "$bin" batch --halls Samples/*.json --themes maoyan dark high-contrast print --devices iphone-se,iphone-15 --jobs $j -o "$t/batch$j")"
done
python3 -c "print(f'| batch of 32 pages, --jobs 2 against --jobs 1 | {$b1 / $b2:.2f}× ({$b2:.2f} s vs {$b1:.2f} s) | --jobs 8: {$b8:.2f} s | {$b1 / $b8:.2f}× |')"

