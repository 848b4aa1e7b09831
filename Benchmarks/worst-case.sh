#!/usr/bin/env bash
# Worst-case inputs against the release binary: prints a Markdown table of wall time and peak
# memory per command. Inputs are generated into a temporary folder (nothing is committed).
#   Benchmarks/worst-case.sh            # all rows
#   WORST_CASE_BATCH=0 Benchmarks/worst-case.sh   # without the 200k-slot batch
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product seatmap 2>&1 | tail -1 >&2
bin=$PWD/.build/release/seatmap
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
python3 - "$t" <<'PY'
import json, sys, struct, zlib
t = sys.argv[1]
head = {"movie": {"id": "m", "title": "Stadium"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "Hall"}}}
def seat(r, c, **kw):
    d = {"seatId": f"{r+1}_{c+1}", "rowNo": r + 1, "colNo": c + 1, "zone": 1, "price": 4500, "status": 1}
    d.update(kw); return d
# 200,000 slots: 200 rows x 1,000 seats, all free.
json.dump(dict(head, maxSeats=100, rows=[[seat(r, c) for c in range(1000)] for r in range(200)]), open(f"{t}/200k.json", "w"))
# 50,000 seats: the largest full map drawn into a PDF.
json.dump(dict(head, maxSeats=100, rows=[[seat(r, c) for c in range(500)] for r in range(100)]), open(f"{t}/50k.json", "w"))
# 100,000 seats in a stadium: 250 x 400 with two aisles, zones, a mix of states.
rows = []
for r in range(250):
    row = []
    for c in range(402):
        if c in (134, 268): row.append({"status": 2}); continue
        row.append(seat(r, c, zone=2 if 80 < r < 160 else 1, status=1 if (r * 7 + c) % 5 else 0))
    rows.append(row)
json.dump(dict(head, rows=rows), open(f"{t}/stadium.json", "w"))
# Every string at its 256-character limit, in scripts no font has (private use) and CJK.
long = "流" * 256; pua = "".join(chr(0xE000 + i) for i in range(256))
st = [{"id": f"s{i}", "startsAt": "2026-11-29T19:30:00+08:00", "tag": long} for i in range(100)]
h = {"movie": {"id": "m", "title": pua}, "cinema": long, "showtime": {"id": "s0", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": long}, "tag": long},
     "showtimes": st, "rows": [[seat(r, c, seatId=f"{r}_{c}_" + "x" * 240) for c in range(20)] for r in range(10)]}
json.dump(h, open(f"{t}/strings.json", "w"), ensure_ascii=False)
# A theme with 16 fonts that do not exist and every page string at 256 characters.
theme = json.load(open("Themes/maoyan.json"))
theme["name"] = "worst"; theme["fonts"] = [f"Nonexistent {i}" for i in range(15)] + ["sans-serif"]
for k in theme.get("strings", {}): theme["strings"][k] = "字" * 256
json.dump(theme, open(f"{t}/theme.json", "w"), ensure_ascii=False)
# A 128-MiB theme, and a theme listing 30,000 font names.
big = json.load(open("Themes/maoyan.json")); big["name"] = "x" * (128 * 1024 * 1024)
json.dump(big, open(f"{t}/huge-theme.json", "w"))
fonts = json.load(open("Themes/maoyan.json")); fonts["fonts"] = [f"Font {i}" for i in range(30000)]
json.dump(fonts, open(f"{t}/fonts-theme.json", "w"))
# A theme bringing a font file padded to just under the 256-MiB font limit.
font = open("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "rb").read()
open(f"{t}/padded.ttc", "wb").write(font + b"\0" * (255 * 1024 * 1024 - len(font)))
padded = json.load(open("Themes/maoyan.json")); padded["name"] = "padded"; padded["fontFiles"] = [f"{t}/padded.ttc"]
json.dump(padded, open(f"{t}/padded-theme.json", "w"))
# A 64-MiB hall: a small hall padded with an ignored key.
small = json.load(open("Samples/studio.json")); small["pad"] = ""
text = json.dumps(small); pad = 64 * 1024 * 1024 - len(text) - 1
small["pad"] = "x" * pad; open(f"{t}/padded.json", "w").write(json.dumps(small))
# 100,000 empty seat objects (600,000 problems).
open(f"{t}/empty.json", "w").write(json.dumps(dict(head, rows=[[{}] * 1000] * 100)))
# A PNG that declares 10,000 x 10,000 pixels in about a kilobyte.
def chunk(ty, data): return struct.pack(">I", len(data)) + ty + data + struct.pack(">I", zlib.crc32(ty + data) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 10000, 10000, 8, 6, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\0" * 4000)[:900]) + chunk(b"IEND", b"")
open(f"{t}/bomb.png", "wb").write(png)
# Inputs under the byte limits whose parse would cost gigabytes if built before counting:
# 60 MB of commas (one CSV line), a JSON array of 31 million zeros, a CSV of a million seats,
# and a 120-MB layout file of zeros (under the 128-MiB limit) for `diff --layout`.
open(f"{t}/commas.csv", "w").write("row,col\n" + "," * (60 * 1000 * 1000))
open(f"{t}/zeros.json", "w").write("[" + "0," * (31 * 1000 * 1000) + "0]")
# 31,000 lines of 1,000 fields (62 MB): under both per-line limits, past the file's field count.
with open(f"{t}/wide.csv", "w") as f:
    f.write("row,col" + "," * 998 + "\n" + ("1," * 999 + "1\n") * 31000)
with open(f"{t}/million.csv", "w") as f:
    f.write("row,col,status\n")
    for i in range(1000 * 1000): f.write(f"{i // 1000 + 1},{i % 1000 + 1},available\n")
open(f"{t}/zeros.layout.json", "w").write('{"seats": [' + "0," * (60 * 1000 * 1000) + "0]}")
# 200,000 seats whose ids use the whole id budget (20 characters each, 4,000,000 in all), and the
# same hall with one seat sold (a changed baseline).
ids = dict(head, maxSeats=100, rows=[[seat(r, c, seatId=(f"{r+1}_{c+1}_" + "x" * 20)[:20]) for c in range(1000)] for r in range(200)])
json.dump(ids, open(f"{t}/ids.json", "w"))
import os; os.makedirs(f"{t}/sold", exist_ok=True)
ids["rows"][199][500]["status"] = 0; json.dump(ids, open(f"{t}/sold/ids.json", "w"))
# A 118-MiB layout file of 344,000 seats with 180-character ids, under the 128-MiB read limit.
with open(f"{t}/big.layout.json", "w") as f:
    f.write('{"mode": "full", "image": [1179, 2556], "seats": [\n')
    n = 0
    while f.tell() < 118 * 1024 * 1024:
        f.write('{"id": "%d_%s", "label": "x", "state": "available", "frame": [%.9f, 1.5, 36, 36], "pixelFrame": [%.9f, 4.5, 108, 108]},\n' % (n, "x" * 180, n * 44.1234, n * 132.3703))
        n += 1
    f.write('{"id": "end", "state": "available", "pixelFrame": [0, 0, 1, 1]}]}\n')
# Venues (issue 69): 200,000 seats (the limit); 3,000 seats and 2,000 texts stacked at one
# point; 20,000 floors; a seats.io row of 20,000 seats; a seats.io outline of 20,000 points; a
# shuffled list of 20,000 positions read through a mapping.
import math, random
V = {"format": "seatmap-venue", "version": 1, "seatPitch": 20}
rows = [{"label": str(r + 1), "seats": [{"id": f"{r}-{c}", "label": str(c + 1), "x": c * 20.0, "y": r * 20.0,
         "status": "available" if (r + c) % 3 else "sold"} for c in range(500)]} for r in range(400)]
json.dump(dict(V, name="200k", rows=rows), open(f"{t}/v200k.json", "w"))
json.dump(dict(V, name="stacked", rows=[{"label": "1", "seats": [{"id": f"s{i}", "label": str(i), "x": 0, "y": 0} for i in range(3000)]}],
               texts=[{"text": "T", "at": [0, 0]} for i in range(2000)]), open(f"{t}/stacked.json", "w"))
json.dump(dict(V, name="floors", floors=[{"id": f"f{i}", "label": f"F{i}"} for i in range(20000)],
               rows=[{"label": "1", "floor": f"f{i}", "seats": [{"id": f"s{i}", "label": "1", "x": 0, "y": 0}]} for i in range(20000)]),
          open(f"{t}/floors.json", "w"))
json.dump({"subChart": {"rows": [{"label": "A", "seats": [{"x": i * 21.0, "y": 0.0} for i in range(20000)]}]}}, open(f"{t}/sio-row.json", "w"))
json.dump({"subChart": {"sections": [{"label": "S", "uuid": "s1",
           "points": [{"x": 1000 * math.cos(2 * math.pi * i / 20000), "y": 1000 * math.sin(2 * math.pi * i / 20000)} for i in range(20000)],
           "subChart": {"rows": [{"label": "A", "seats": [{"x": i * 21.0, "y": 0.0} for i in range(10)]}]}}]}}, open(f"{t}/sio-outline.json", "w"))
positions = [{"id": f"A{i}", "row": "A", "x": i * 21.0, "y": 0.0} for i in range(20000)]
random.Random(1).shuffle(positions)
json.dump(positions, open(f"{t}/positions.json", "w"))
json.dump({"x": "x", "y": "y", "row": "row", "seatId": "id"}, open(f"{t}/positions.map.json", "w"))
# Two 64-Mpx PNGs of other sizes, and an interlaced one (Adam7, one colour), for `diff`.
def png(path, w, h, rgba, interlaced=False):
    c = zlib.compressobj(6); out = []
    def rows(pw, ph):
        line = b"\0" + bytes(rgba) * pw
        for _ in range(ph): out.append(c.compress(line))
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] if interlaced else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        pw, ph = max(0, (w - x0 + dx - 1) // dx), max(0, (h - y0 + dy - 1) // dy)
        if pw and ph: rows(pw, ph)
    out.append(c.flush())
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 1 if interlaced else 0))
                           + chunk(b"IDAT", b"".join(out)) + chunk(b"IEND", b""))
png(f"{t}/big-a.png", 8192, 8192, (200, 100, 50, 255))
png(f"{t}/big-b.png", 8192, 8191, (200, 100, 50, 255))
png(f"{t}/big-i.png", 8192, 8192, (200, 101, 50, 255), interlaced=True)
PY
"$bin" render Samples/studio.json --device iphone-se -o "$t/ok.png" >/dev/null
measure() {  # label, command…
  local label=$1; shift
  /usr/bin/time -o "$t/time" -f "%e %M %x" "$@" >/dev/null 2>&1 || true
  local out s kb code
  out=$(tail -1 "$t/time"); read -r s kb code <<< "$out"
  [ "$code" = 0 ] || label="$label (exit $code)"
  printf '| %s | %s s | %s MiB |\n' "$label" "$s" "$((kb / 1024))"
}
echo "| input and command | wall | peak RSS |"
echo "|---|---|---|"
measure "200,000-slot hall: \`validate\`" "$bin" validate "$t/200k.json"
measure "200,000-slot hall: \`render --mode screen\`" "$bin" render "$t/200k.json" -o "$t/a.png"
measure "200,000-slot hall: \`suggest --count 6\`" "$bin" suggest "$t/200k.json" --count 6
measure "200,000-slot hall: \`layout\` (every seat's frames, 40 MB of JSON)" "$bin" layout "$t/200k.json"
measure "200,000-slot hall: \`render --mode full --scale 0.25\`" "$bin" render "$t/200k.json" --mode full --scale 0.25 -o "$t/b.png"
measure "200,000-slot hall: \`render --mode full --scale 0.25 --format svg\`" "$bin" render "$t/200k.json" --mode full --scale 0.25 -o "$t/b.svg"
measure "200,000-slot hall: \`render --mode full --scale 0.25 --format pdf\`" "$bin" render "$t/200k.json" --mode full --scale 0.25 -o "$t/b.pdf"
measure "50,000-seat hall: \`render --mode full --scale 0.25 --format pdf\` (the largest PDF drawn)" "$bin" render "$t/50k.json" --mode full --scale 0.25 -o "$t/b50.pdf"
measure "100,000-seat stadium: \`render --mode full --scale 0.25\`" "$bin" render "$t/stadium.json" --mode full --scale 0.25 -o "$t/c.png"
measure "100,000-seat stadium: \`render --mode screen\`" "$bin" render "$t/stadium.json" -o "$t/d.png"
measure "every string at 256 characters, 100 showtimes, 16 missing fonts: \`render\`" "$bin" render "$t/strings.json" --theme "$t/theme.json" -o "$t/e.png"
measure "64-MiB hall (padding in an ignored key): \`validate\`" "$bin" validate "$t/padded.json"
measure "100,000 empty seats (600,000 problems, 101 lines printed): \`validate\`" "$bin" validate "$t/empty.json"
measure "128-MiB theme: \`themes lint\`" "$bin" themes lint "$t/huge-theme.json"
measure "theme listing 30,000 font names: \`render\`" "$bin" render Samples/studio.json --theme "$t/fonts-theme.json" -o "$t/f.png"
measure "a font file padded to 255 MiB: \`render\`" "$bin" render Samples/studio.json --theme "$t/padded-theme.json" -o "$t/p.png"
/usr/bin/time -o "$t/time" -f "%e %M %x" "$bin" validate Samples/studio.json > /dev/full 2>/dev/null || true
read -r s kb code <<< "$(tail -1 "$t/time")"; printf '| %s | %s s | %s MiB |\n' "\`validate > /dev/full\` (exit $code)" "$s" "$((kb / 1024))"
measure "60 MB of commas in one CSV line: \`import\`" "$bin" import "$t/commas.csv"
measure "a JSON array of 31 million zeros (62 MB): \`validate\`" "$bin" validate "$t/zeros.json"
measure "a CSV of 1,000,000 seats (11 MB): \`import\`" "$bin" import "$t/million.csv"
measure "a CSV of 31,000 lines × 1,000 fields (62 MB): \`import\`" "$bin" import "$t/wide.csv"
measure "a 120-MB layout file of zeros: \`diff --layout\`" "$bin" diff "$t/ok.png" "$t/ok.png" --layout "$t/zeros.layout.json"
measure "a 118-MiB layout file of 344,000 seats: \`diff --layout\`" "$bin" diff "$t/ok.png" "$t/ok.png" --layout "$t/big.layout.json"
measure "200,000 seats, ids at the 4,000,000-character budget: \`layout\`" "$bin" layout "$t/ids.json"
measure "200,000 seats, ids at the budget: \`render --mode full --scale 0.25 --format svg\`" "$bin" render "$t/ids.json" --mode full --scale 0.25 -o "$t/ids.svg"
measure "a 10,000 × 10,000 PNG declared in $(wc -c < "$t/bomb.png") bytes: \`diff\`" "$bin" diff "$t/bomb.png" "$t/ok.png"
measure "two 64-Mpx PNGs of other sizes: \`diff\`" "$bin" diff "$t/big-a.png" "$t/big-b.png"
measure "a 64-Mpx PNG and an interlaced one: \`diff\`" "$bin" diff "$t/big-a.png" "$t/big-i.png"
measure "a 64-Mpx PNG and an interlaced one: \`diff -o\`" "$bin" diff "$t/big-a.png" "$t/big-i.png" -o "$t/big-d.png"
measure "200,000-seat venue: \`validate\`" "$bin" validate "$t/v200k.json"
measure "200,000-seat venue: \`render\`" "$bin" render "$t/v200k.json" -o "$t/v.png"
measure "200,000-seat venue: \`layout\`" "$bin" layout "$t/v200k.json"
measure "200,000-seat venue: \`layout --mode full --scale 0.4\`" "$bin" layout "$t/v200k.json" --mode full --scale 0.4
measure "200,000-seat venue: \`render --mode full --scale 0.4\`" "$bin" render "$t/v200k.json" --mode full --scale 0.4 -o "$t/vf.png"
measure "200,000-seat venue: \`render --mode full --scale 0.4 --format svg\`" "$bin" render "$t/v200k.json" --mode full --scale 0.4 -o "$t/vf.svg"
measure "3,000 seats and 2,000 texts at one point: \`validate\`" "$bin" validate "$t/stacked.json"
measure "3,000 seats and 2,000 texts at one point: \`render\`" "$bin" render "$t/stacked.json" -o "$t/s.png"
measure "3,000 seats and 2,000 texts at one point: \`render --mode full\`" "$bin" render "$t/stacked.json" --mode full -o "$t/sf.png"
measure "3,000 seats and 2,000 texts at one point × 2 themes × 2 devices: \`batch\`" "$bin" batch --halls "$t/stacked.json" --themes maoyan dark --devices iphone-se,iphone-15 -o "$t/stacked-batch"
measure "20,000 floors: \`validate\`" "$bin" validate "$t/floors.json"
measure "20,000 floors: \`render\`" "$bin" render "$t/floors.json" -o "$t/fl.png"
measure "a seats.io row of 20,000 seats: \`import\`" "$bin" import "$t/sio-row.json" -o "$t/sio-row.venue.json"
measure "a seats.io outline of 20,000 points: \`import\`" "$bin" import "$t/sio-outline.json" -o "$t/sio-outline.venue.json"
measure "20,000 shuffled positions: \`import --map\`" "$bin" import "$t/positions.json" --map "$t/positions.map.json" -o "$t/positions.venue.json"
if [ "${WORST_CASE_BATCH:-1}" = 1 ]; then
  measure "200,000-slot hall × 4 themes × 3 devices: \`batch --jobs 2\`" "$bin" batch --halls "$t/200k.json" --themes maoyan dark high-contrast print --devices iphone-se,iphone-15,iphone-15-pro-max --jobs 2 -o "$t/batch"
  measure "200,000 seats, ids at the budget, × 2 themes × 2 devices: \`batch --jobs 2 --cache\`" "$bin" batch --halls "$t/ids.json" --themes maoyan dark --devices iphone-se,iphone-15 --jobs 2 -o "$t/ids" --cache "$t/cache"
  measure "the same hall, one seat sold: \`batch --jobs 2 --baseline\` (4 changed)" "$bin" batch --halls "$t/sold/ids.json" --themes maoyan dark --devices iphone-se,iphone-15 --jobs 2 -o "$t/ids-changed" --baseline "$t/ids"
  echo "(batch output: manifest $(wc -c < "$t/batch/manifest.json") bytes, gallery $(wc -c < "$t/batch/index.html") bytes, $(du -sh "$t/batch" | cut -f1) in all)" >&2
fi
[ -f "$t/b.svg" ] && echo "(full-map SVG: $(wc -c < "$t/b.svg") bytes; 50,000-seat PDF: $(wc -c < "$t/b50.pdf") bytes)" >&2
