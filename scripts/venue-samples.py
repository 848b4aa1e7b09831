#!/usr/bin/env python3
"""Writes the venue samples (Samples/venues/*.json): a theatre with curved rows around the
stage in three sections, an arena with four rotated stands around a standing floor, a
banquet of round tables, an opera house on two floors and a curved cinema with couple sofas.
Positions are computed here, as an editor stores them; statuses come from a fixed pattern so
the files are the same on every run."""
import json, math, os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "venues")
os.makedirs(root, exist_ok=True)

def r(v):
    return round(v, 3)

def status(i):
    return "sold" if i % 7 in (2, 3) else ("locked" if i % 29 == 5 else "available")

def facing(turn):
    """A stand turned by `turn` degrees faces the floor with its seats turned half round more."""
    d = (turn + 180) % 360
    return d - 360 if d > 180 else d

def write(name, doc):
    with open(os.path.join(root, name), "w") as f:
        f.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")

# The theatre: rows are arcs about the stage's centre (0, 0); seat pitch 20 units.
pitch = 20.0
sections = [("left", "左区", -54, -20), ("centre", "中区", -16, 16), ("right", "右区", 20, 54)]
rows = []
k = 0
for sid, label, a0, a1 in sections:
    for ri in range(10):
        radius = 160 + ri * 26
        span = math.radians(a1 - a0) * radius
        n = int(span // pitch) + 1
        mid = math.radians((a0 + a1) / 2)
        seats = []
        for si in range(n):
            theta = mid + (si - (n - 1) / 2) * pitch / radius
            x, y = radius * math.sin(theta), radius * math.cos(theta)
            seats.append({"id": f"{label}-{ri + 1}-{si + 1}", "label": str(si + 1), "x": r(x), "y": r(y),
                          "rotation": r(-math.degrees(theta)), "status": status(k)})
            k += 1
        rows.append({"label": str(ri + 1), "section": sid, "seats": seats})
outlines = []
for sid, label, a0, a1 in sections:
    inner, outer = 145, 160 + 9 * 26 + 15
    pts = []
    for a in range(a0 - 1, a1 + 2, 2):
        t = math.radians(a)
        pts.append([r(outer * math.sin(t)), r(outer * math.cos(t))])
    for a in range(a1 + 1, a0 - 2, -2):
        t = math.radians(a)
        pts.append([r(inner * math.sin(t)), r(inner * math.cos(t))])
    # Section prices (fen): the centre's seats dearer, as a theatre's stalls centre is.
    outlines.append({"id": sid, "label": label, "price": 58800 if sid == "centre" else 38800, "outline": pts})
write("theatre.json", {"format": "seatmap-venue", "version": 1, "name": "大剧院 · 曲线排", "seatPitch": pitch,
                       "sections": outlines, "rows": rows,
                       "shapes": [{"label": "舞台", "stage": True,
                                   "outline": {"ellipse": {"center": [0, 0], "radiusX": 120, "radiusY": 70}}}],
                       "focalPoint": [0, 0]})

# The arena: four stands, each a block of straight rows turned to face the floor. A seat's top
# (the side a cinema seat turns to the screen) faces the floor: the north stand is turned half
# round, the south one upright.
rows, outlines = [], []
k = 0
stands = [("north", "North", 0, (0, -330)), ("east", "East", 90, (430, 0)), ("south", "South", 180, (0, 330)),
          ("west", "West", 270, (-430, 0))]
for sid, label, turn, (cx, cy) in stands:
    t = math.radians(turn)
    cols, nrows = (24 if turn % 180 == 0 else 14), 8
    def place(u, v):
        # u along the row, v away from the floor; turned by the stand's rotation.
        return cx + u * math.cos(t) - v * math.sin(t), cy + u * math.sin(t) + v * math.cos(t)
    for ri in range(nrows):
        seats = []
        for si in range(cols):
            u, v = (si - (cols - 1) / 2) * pitch, -(ri * 24 + 10)
            x, y = place(u, v)
            seats.append({"id": f"{label}-{chr(65 + ri)}-{si + 1}", "label": str(si + 1), "x": r(x), "y": r(y),
                          "rotation": facing(turn), "status": status(k)})
            k += 1
        rows.append({"label": chr(65 + ri), "section": sid, "seats": seats})
    hw, h0, h1 = cols * pitch / 2 + 10, 0, -(nrows * 24 + 4)
    outlines.append({"id": sid, "label": label,
                     "outline": [[r(p[0]), r(p[1])] for p in (place(-hw, h0), place(hw, h0), place(hw, h1), place(-hw, h1))]})
write("arena.json", {"format": "seatmap-venue", "version": 1, "name": "Arena · four stands and a floor", "seatPitch": pitch,
                     "sections": outlines, "rows": rows,
                     "areas": [{"id": "floor", "label": "Standing floor", "capacity": 1200, "left": 420, "price": 28000,
                                "outline": {"rectangle": {"center": [0, 40], "width": 560, "height": 300, "rotation": 0}}}],
                     "shapes": [{"label": "Stage", "stage": True,
                                 "outline": {"rectangle": {"center": [0, -150], "width": 300, "height": 60, "rotation": 0}}}],
                     "focalPoint": [0, -150]})

# The banquet: twelve round tables of ten, each a row whose order goes round its table, every
# seat's top turned to the table; a stage and a dance floor. Neighbours at a table are a chord
# apart; the seat pitch is 85 % of it, so chairs stand apart round the table and their inner
# corners do not touch (at the chord itself, ten 36-pt chairs would overlap there).
rows, k = [], 0
seat_radius, table_radius, per_table = 34.0, 20.0, 10
chord = 2 * seat_radius * math.sin(math.pi / per_table)
for ti in range(12):
    cx, cy = -180 + (ti % 4) * 120, 120 + (ti // 4) * 120
    seats = []
    for si in range(per_table):
        a = -math.pi / 2 + si * 2 * math.pi / per_table
        seats.append({"id": f"T{ti + 1}-{si + 1}", "label": str(si + 1), "x": r(cx + seat_radius * math.cos(a)),
                      "y": r(cy + seat_radius * math.sin(a)), "rotation": r((math.degrees(a) - 90 + 180) % 360 - 180),
                      "status": status(k)})
        k += 1
    rows.append({"label": f"{ti + 1}桌", "section": None, "seats": seats,
                 "table": {"outline": {"ellipse": {"center": [cx, cy], "radiusX": table_radius, "radiusY": table_radius}}}})
write("banquet.json", {"format": "seatmap-venue", "version": 1, "name": "宴会厅 · 圆桌", "seatPitch": r(0.85 * chord),
                       "rows": rows,
                       "shapes": [{"label": "舞台", "stage": True,
                                   "outline": {"rectangle": {"center": [0, 0], "width": 260, "height": 50, "rotation": 0}}},
                                  {"label": "舞池", "stage": False,
                                   "outline": {"ellipse": {"center": [0, 52], "radiusX": 70, "radiusY": 18}}}],
                       "focalPoint": [0, 0]})

# The opera house on two floors: the stalls (一楼) in curved rows before the stage, and the
# circle (二楼) above them, curved rows further back over the same plan, with a box turned to
# the stage on either side. The two floors share their coordinates, as one building's plans do:
# the all-floors view draws them one above the other.
def arc_rows(section, floor, prefix, radii, a0, a1, k):
    out = []
    for ri, radius in enumerate(radii):
        n = int(math.radians(a1 - a0) * radius // pitch) + 1
        seats = []
        for si in range(n):
            theta = math.radians((a0 + a1) / 2) + (si - (n - 1) / 2) * pitch / radius
            seats.append({"id": f"{prefix}-{ri + 1}-{si + 1}", "label": str(si + 1), "x": r(radius * math.sin(theta)),
                          "y": r(radius * math.cos(theta)), "rotation": r(-math.degrees(theta)), "status": status(k)})
            k += 1
        row = {"label": str(ri + 1), "section": section, "seats": seats}
        if section is None:
            row["floor"] = floor
        out.append(row)
    return out, k

def arc_outline(inner, outer, a0, a1):
    pts = [[r(outer * math.sin(math.radians(a))), r(outer * math.cos(math.radians(a)))] for a in range(a0 - 1, a1 + 2, 2)]
    pts += [[r(inner * math.sin(math.radians(a))), r(inner * math.cos(math.radians(a)))] for a in range(a1 + 1, a0 - 2, -2)]
    return pts

k = 0
stalls, k = arc_rows("stalls", "1", "池座", [130 + 24 * i for i in range(10)], -38, 38, k)
circle, k = arc_rows("circle", "2", "楼座", [200 + 26 * i for i in range(6)], -48, 48, k)
boxes = []
for side, label, x in (("left", "左包厢", -230), ("right", "右包厢", 230)):
    turn = 90 if x < 0 else -90
    seats = [{"id": f"{label}-{i + 1}", "label": str(i + 1), "x": x, "y": r(60 + i * pitch), "rotation": turn, "status": status(k + i)}
             for i in range(4)]
    k += 4
    boxes.append({"label": label, "section": None, "floor": "2", "seats": seats})
write("opera.json", {"format": "seatmap-venue", "version": 1, "name": "歌剧院 · 两层", "seatPitch": pitch,
                     "floors": [{"id": "1", "label": "一楼 池座"}, {"id": "2", "label": "二楼 楼座"}],
                     "sections": [{"id": "stalls", "label": "池座", "floor": "1", "outline": arc_outline(115, 130 + 24 * 9 + 15, -38, 38)},
                                  {"id": "circle", "label": "楼座", "floor": "2", "outline": arc_outline(185, 200 + 26 * 5 + 15, -48, 48)}],
                     "rows": stalls + circle + boxes,
                     "shapes": [{"label": "舞台", "stage": True, "floor": "1",
                                 "outline": {"rectangle": {"center": [0, 30], "width": 260, "height": 60}}},
                                {"label": "乐池", "floor": "1", "outline": {"ellipse": {"center": [0, 85], "radiusX": 90, "radiusY": 16}}}],
                     "focalPoint": [0, 30]})

# The curved cinema: a wide screen and eight rows bent round it (arcs about a point behind the
# screen, as a giant-screen hall's), then a back row of couple sofas (情侣座): each sofa two
# seats 20 units apart marked L and R, sofas 26 units apart, so the rules take a sofa whole
# and the page draws it as one shape turned with its row.
rows, k = [], 0
cx, cy = 0.0, -420.0
for ri in range(9):
    radius = 540 + ri * 32
    seats = []
    if ri < 8:
        n = 14 + (ri // 2) * 2
        for si in range(n):
            theta = (si - (n - 1) / 2) * pitch / radius
            seats.append({"id": f"{ri + 1}-{si + 1}", "label": str(si + 1), "x": r(cx + radius * math.sin(theta)),
                          "y": r(cy + radius * math.cos(theta)), "rotation": r(-math.degrees(theta)), "status": status(k)})
            k += 1
    else:
        sofas = 8
        steps = []
        for p in range(sofas):
            steps += [0.0, pitch] if p == 0 else [26.0, pitch]
        along = [sum(steps[:i + 1]) for i in range(len(steps))]
        mid = along[-1] / 2
        for si, a in enumerate(along):
            theta = (a - mid) / radius
            seats.append({"id": f"{ri + 1}-{si + 1}", "label": str(si + 1), "x": r(cx + radius * math.sin(theta)),
                          "y": r(cy + radius * math.cos(theta)), "rotation": r(-math.degrees(theta)),
                          "status": "sold" if (si // 2) in (2, 5) else "available", "pair": "L" if si % 2 == 0 else "R"})
    rows.append({"label": str(ri + 1), "section": None, "seats": seats})
write("cinema.json", {"format": "seatmap-venue", "version": 1, "name": "巨幕厅 · 弧形排", "seatPitch": pitch, "rows": rows,
                      "shapes": [{"label": "银幕", "stage": True, "outline": {"rectangle": {"center": [0, 60], "width": 340, "height": 12}}}],
                      "focalPoint": [0, 60]})

# The race track: seats.io's own race-track chart at sample size — four stands round an oval
# track, the finish line's pair and the mid track's pair 30,000 units apart (66,000 pt at the
# 44-pt seat pitch), each pair its own focal zone, rows turned to face the track. At fit on a
# phone each stand is a few points wide: the page must still show all four (an overview zoom
# below the scroll view's 0.05) and a tap on one zooms to its seats.
rows, outlines = [], []
k = 0
zones = [{"id": "finishline", "label": "Finish Line", "focalPoint": [0, 0]},
         {"id": "midtrack", "label": "Mid Track", "focalPoint": [30000, 0]}]
stands = [("g1", "Goal Stand 1", "finishline", 0, (0, -1200)), ("g2", "Goal Stand 2", "finishline", 180, (0, 1200)),
          ("m3", "Mid Stand 3", "midtrack", 0, (30000, -1200)), ("m4", "Mid Stand 4", "midtrack", 180, (30000, 1200))]
for sid, label, zone, turn, (cx, cy) in stands:
    t = math.radians(turn)
    cols, nrows = 40, 12
    def place(u, v):
        return cx + u * math.cos(t) - v * math.sin(t), cy + u * math.sin(t) + v * math.cos(t)
    for ri in range(nrows):
        seats = []
        for si in range(cols):
            x, y = place((si - (cols - 1) / 2) * pitch, -(ri * 24 + 10))
            seats.append({"id": f"{label}-{chr(65 + ri)}-{si + 1}", "label": str(si + 1), "x": r(x), "y": r(y),
                          "rotation": facing(turn), "status": status(k)})
            k += 1
        rows.append({"label": chr(65 + ri), "section": sid, "seats": seats})
    hw, h1 = cols * pitch / 2 + 10, -(nrows * 24 + 4)
    outlines.append({"id": sid, "label": label, "focalZone": zone,
                     "outline": [[r(p[0]), r(p[1])] for p in (place(-hw, 0), place(hw, 0), place(hw, h1), place(-hw, h1))]})
write("racetrack.json", {"format": "seatmap-venue", "version": 1, "name": "Race Track · four stands", "seatPitch": pitch,
                         "focalZones": zones, "sections": outlines, "rows": rows,
                         "shapes": [{"label": "Track", "stage": False,
                                     "outline": {"ellipse": {"center": [15000, 0], "radiusX": 16500, "radiusY": 1000}}}],
                         "focalPoint": [15000, 0]})
