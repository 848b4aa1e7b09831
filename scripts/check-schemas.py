#!/usr/bin/env python3
"""Checks the JSON Schemas in Schemas/ against what SeatMap ships and reads.

Usage: scripts/check-schemas.py SEATMAP_BINARY

- the schemas (hall, theme, flow story, venue) are valid draft 2020-12 schemas;
- every venue sample (Samples/venues) validates, and broken venues are refused by the schema and
  by `seatmap validate`;
- the sample stories (Samples/flows) validate, and broken stories are refused by the schema and by
  `seatmap flow` (exit 65);
- every sample hall (Samples/*.json), every shipped theme (Themes/*.json) and locale table (Locales/*.json) validates;
- `seatmap import` output for every file in Samples/import validates;
- broken halls and themes are refused by the schema *and* by `seatmap validate` / `seatmap render
  --theme`, so the schema and the tool agree on them.
Exits 1 with one line per failure.
"""
import glob, json, os, subprocess, sys, tempfile

import jsonschema

root = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
binary = sys.argv[1]
failures = []

def schema(name):
    s = json.load(open(os.path.join(root, "Schemas", name), encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(s)
    return jsonschema.Draft202012Validator(s)

hall, theme, flow = schema("hall.schema.json"), schema("theme.schema.json"), schema("flow.schema.json")
venue = schema("venue.schema.json")
locale = schema("locale.schema.json")

def expect_valid(validator, doc, what):
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    for e in errors[:3]:
        failures.append(f"{what}: {'/'.join(map(str, e.path))}: {e.message[:160]}")

samples = sorted(glob.glob(os.path.join(root, "Samples", "*.json")))
themes = sorted(glob.glob(os.path.join(root, "Themes", "*.json")))
imports = sorted(glob.glob(os.path.join(root, "Samples", "import", "*")))
for f in samples: expect_valid(hall, json.load(open(f, encoding="utf-8")), os.path.relpath(f, root))
for f in themes: expect_valid(theme, json.load(open(f, encoding="utf-8")), os.path.relpath(f, root))
locales = sorted(glob.glob(os.path.join(root, "Locales", "*.json")))
for f in locales: expect_valid(locale, json.load(open(f, encoding="utf-8")), os.path.relpath(f, root))
# A table without a string, or with a misspelt one, is refused by the schema too.
ja = json.load(open(os.path.join(root, "Locales", "ja.json"), encoding="utf-8"))
for name, broken in {"a missing string": dict(ja, strings={k: v for k, v in ja["strings"].items() if k != "stage"}),
                     "a misspelt string": dict(ja, strings=dict(ja["strings"], stag="x")),
                     "a direction of neither": dict(ja, direction="up")}.items():
    if locale.is_valid(broken): failures.append(f"locale schema accepts a table with {name}")
# Samples/flows: the stories (they have "steps") and the hall snapshots they refresh from.
for f in sorted(glob.glob(os.path.join(root, "Samples", "flows", "*.json"))):
    doc = json.load(open(f, encoding="utf-8"))
    expect_valid(flow if "steps" in doc else hall, doc, os.path.relpath(f, root))
for f in imports:
    r = subprocess.run([binary, "import", f], capture_output=True, text=True)
    if r.returncode != 0:
        failures.append(f"seatmap import {os.path.relpath(f, root)}: exit {r.returncode}: {r.stderr.strip()}")
        continue
    expect_valid(hall, json.loads(r.stdout), f"import of {os.path.relpath(f, root)}")
# Lists read through a mapping: Samples/mapped/NAME.json with NAME.map.json beside it.
mapped = sorted(f for f in glob.glob(os.path.join(root, "Samples", "mapped", "*.json")) if not f.endswith(".map.json"))
for f in mapped:
    r = subprocess.run([binary, "import", f, "--map", f[:-5] + ".map.json"], capture_output=True, text=True)
    if r.returncode != 0:
        failures.append(f"seatmap import {os.path.relpath(f, root)} --map: exit {r.returncode}: {r.stderr.strip()}")
        continue
    expect_valid(hall, json.loads(r.stdout), f"mapped import of {os.path.relpath(f, root)}")

seat = {"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}
bad_halls = {
    "no rows": {"movie": {"title": "T"}},
    "decimal price": {"rows": [[dict(seat, price=45.5)]]},
    "unknown status": {"rows": [[dict(seat, status=7)]]},
    "unknown zone": {"rows": [[dict(seat, zone=4)]]},
    "bad sofa half": {"rows": [[dict(seat, zone=3, pair="X")]]},
    "missing seatId": {"rows": [[{k: v for k, v in seat.items() if k != "seatId"}]]},
    "price over the limit": {"rows": [[dict(seat, price=100000001)]]},
    "label too long": {"rows": [[dict(seat, rowLabel="ABCDEFGHIJKLMNOPQ")]]},
    "showtime chip without a time": {"showtimes": [{"id": "s"}], "rows": [[seat]]},
}
maoyan = json.load(open(os.path.join(root, "Themes", "maoyan.json"), encoding="utf-8"))
bad_themes = {
    "unknown key": dict(maoyan, sparkle=True),
    "bad colour": dict(maoyan, background="red"),
    "missing core key": {k: v for k, v in maoyan.items() if k != "zones"},
    "seat too small": dict(maoyan, seat=dict(maoyan["seat"], width=1)),
}
bad_flows = {
    "no steps": {"hall": "h.json"},
    "a step with two actions": {"hall": "h.json", "steps": [{"tap": "1_1", "suggest": 2}]},
    "a misspelt action": {"hall": "h.json", "steps": [{"tapp": "1_1"}]},
    "a point with one number": {"hall": "h.json", "steps": [{"tapAt": [1]}]},
    "a zoom out of range": {"hall": "h.json", "steps": [{"zoom": 9}]},
    "an unknown key": {"hall": "h.json", "steps": [], "speed": 2},
}
with tempfile.TemporaryDirectory() as d:
    json.dump({"rows": [[seat]]}, open(os.path.join(d, "h.json"), "w", encoding="utf-8"))
    for name, doc in bad_flows.items():
        if flow.is_valid(doc): failures.append(f"flow schema accepts a story with {name}")
        path = os.path.join(d, "story.json")
        json.dump(doc, open(path, "w", encoding="utf-8"), ensure_ascii=False)
        r = subprocess.run([binary, "flow", path, "-o", os.path.join(d, "out")], capture_output=True, text=True)
        if r.returncode != 65: failures.append(f"seatmap flow gives exit {r.returncode} (not 65) for a story with {name}")
    good = {"hall": "h.json", "steps": [{"tap": "1_1"}, {"zoom": 1.5, "offset": [0, 0]}, {"confirm": {}}]}
    expect_valid(flow, good, "a minimal story")
with tempfile.TemporaryDirectory() as d:
    for name, doc in bad_halls.items():
        if hall.is_valid(doc): failures.append(f"hall schema accepts a hall with {name}")
        path = os.path.join(d, "hall.json")
        json.dump(doc, open(path, "w", encoding="utf-8"), ensure_ascii=False)
        r = subprocess.run([binary, "validate", path], capture_output=True, text=True)
        if r.returncode == 0: failures.append(f"seatmap validate accepts a hall with {name}")
    good = os.path.join(d, "good.json")
    json.dump({"rows": [[seat]]}, open(good, "w", encoding="utf-8"))
    for name, doc in bad_themes.items():
        if theme.is_valid(doc): failures.append(f"theme schema accepts a theme with {name}")
        path = os.path.join(d, "theme.json")
        json.dump(doc, open(path, "w", encoding="utf-8"), ensure_ascii=False)
        r = subprocess.run([binary, "render", good, "--theme", path, "-o", os.path.join(d, "x.png")], capture_output=True, text=True)
        if r.returncode == 0: failures.append(f"seatmap render --theme accepts a theme with {name}")

venues = sorted(glob.glob(os.path.join(root, "Samples", "venues", "*.json")))
for f in venues: expect_valid(venue, json.load(open(f, encoding="utf-8")), os.path.relpath(f, root))
vseat = {"id": "A-1", "label": "1", "x": 0, "y": 0}
def small_venue(**top):
    doc = {"format": "seatmap-venue", "version": 1, "rows": [{"label": "A", "section": None, "seats": [dict(vseat)]}]}
    doc.update(top)
    return doc
bad_venues = {
    "no format": {k: v for k, v in small_venue().items() if k != "format"},
    "version 2": small_venue(version=2),
    "an unknown top-level key": small_venue(flor=[]),
    "a seat without x": small_venue(rows=[{"label": "A", "seats": [{"id": "A-1", "label": "1", "y": 0}]}]),
    "an unknown seat status": small_venue(rows=[{"label": "A", "seats": [dict(vseat, status="gone")]}]),
    "a misspelt seat key": small_venue(rows=[{"label": "A", "seats": [dict(vseat, rotaion=5)]}]),
    "a floor without a label": small_venue(floors=[{"id": "1"}]),
    "an outline of two kinds": small_venue(shapes=[{"outline": {"polygon": [[0, 0]], "ellipse": {"center": [0, 0], "radiusX": 1, "radiusY": 1}}}]),
    "a negative capacity": small_venue(areas=[{"id": "g", "label": "G", "capacity": -1, "outline": {"polygon": [[0, 0], [1, 0], [1, 1]]}}]),
    "a focal zone without its point": small_venue(focalZones=[{"id": "n", "label": "North"}]),
    "a sofa half that is neither L nor R": small_venue(rows=[{"label": "A", "seats": [dict(vseat, pair="left")]}]),
    "a misspelt focal zone key": small_venue(focalZones=[{"id": "n", "label": "North", "focalPiont": [0, 0]}]),
}
with tempfile.TemporaryDirectory() as d:
    for name, doc in bad_venues.items():
        if venue.is_valid(doc): failures.append(f"venue schema accepts a venue with {name}")
        path = os.path.join(d, "venue.json")
        json.dump(doc, open(path, "w", encoding="utf-8"), ensure_ascii=False)
        r = subprocess.run([binary, "validate", path], capture_output=True, text=True)
        if r.returncode == 0: failures.append(f"seatmap validate accepts a venue with {name}")
    expect_valid(venue, small_venue(), "a minimal venue")
    zoned = small_venue(focalZones=[{"id": "n", "label": "North", "focalPoint": [0, -50]}],
                        sections=[{"id": "S", "label": "Stand", "focalZone": "n", "outline": [[0, 0], [10, 0], [10, 10]]}],
                        rows=[{"label": "A", "section": "S", "seats": [dict(vseat)]}])
    expect_valid(venue, zoned, "a venue with a focal zone")
    path = os.path.join(d, "zoned.json")
    json.dump(zoned, open(path, "w", encoding="utf-8"), ensure_ascii=False)
    r = subprocess.run([binary, "validate", path], capture_output=True, text=True)
    if r.returncode != 0: failures.append(f"seatmap validate refuses a venue with a focal zone: {r.stderr.strip()}")

for line in failures: print(line)
print(f"schemas: {len(samples)} samples, {len(venues)} venues, {len(themes)} themes, {len(locales)} locales, {len(imports)} imports, {len(mapped)} mapped, "
      f"{len(bad_venues)} broken venues, {len(bad_halls)} broken halls, {len(bad_themes)} broken themes, {len(bad_flows)} broken stories checked; {len(failures)} failures")
sys.exit(1 if failures else 0)
