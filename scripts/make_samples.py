#!/usr/bin/env python3
"""Writes Samples/*.json: four halls modelled on real cinemas (shapes only; no real data copied).

Re-running gives the same files (fixed random seeds). The files are checked in; this script is
kept so the samples can be changed on purpose and reviewed as a diff.
"""
import json, random, os

OUT = os.path.join(os.path.dirname(__file__), "..", "Samples")

def showtimes(hall, times, current, base_price, tags):
    return [{"id": f"s-{hall['id']}-{t.replace(':', '')}", "startsAt": f"2026-11-29T{t}:00+08:00",
             "price": base_price + (500 if i % 3 == 2 else 0), "tag": tags[i % len(tags)]}
            for i, t in enumerate(times)]

def doc(movie, hall, cinema, current_time, times, base_price, tags, rows, max_seats=6):
    sts = showtimes(hall, times, current_time, base_price, tags)
    cur = next(s for s in sts if s["startsAt"][11:16] == current_time)
    return {"movie": movie, "cinema": {"id": "c-" + hall["id"], "name": cinema},
            "showtime": {"id": cur["id"], "startsAt": cur["startsAt"], "hall": hall, "price": cur["price"]},
            "showtimes": sts, "maxSeats": max_seats, "rows": rows}

def seat(r_no, c_no, zone, price, status):
    return {"seatId": f"{r_no}_{c_no}", "rowNo": r_no, "colNo": c_no, "zone": zone, "price": price, "status": status}

AISLE = {"status": 2}

def pick_status(rng, sold_rate, locked_rate):
    x = rng.random()
    return 0 if x < sold_rate else 3 if x < sold_rate + locked_rate else 1

def studio():
    rng = random.Random(1)
    rows = []
    for r in range(6):
        row = []
        for c in range(10):
            row.append(seat(r + 1, c + 1, 1, 5800, pick_status(rng, 0.2, 0.05)))
        rows.append(row)
    rows[2][4]["status"] = 3
    return doc({"id": "m-wl3", "title": "流浪地球3"}, {"id": "h-8", "name": "8号VIP厅"}, "猫眼影城(望京店)",
               "20:10", ["13:30", "15:45", "18:00", "20:10", "22:20"], 5800, ["国语2D", "国语3D"], rows, max_seats=4)

def standard():
    rng = random.Random(2)
    rows = []
    row_no = 1
    for r in range(13):
        if r == 6:  # cross walkway between front and back blocks
            rows.append([AISLE] * 22)
            continue
        row = []
        col_no = 1
        for c in range(22):
            if c in (3, 18):
                row.append(AISLE)
                continue
            golden = 7 <= r <= 10 and 6 <= c <= 15
            zone, price = (2, 5500) if golden else (1, 4500)
            centre = 1 - abs(c - 10.5) / 11
            row.append(seat(row_no, col_no, zone, price, pick_status(rng, 0.08 + 0.45 * centre * (r > 6), 0.03)))
            col_no += 1
        rows.append(row)
        row_no += 1
    return doc({"id": "m-ne2", "title": "哪吒之魔童闹海"}, {"id": "h-3", "name": "3号厅"}, "万达影城(CBD店)",
               "19:30", ["10:05", "12:20", "14:35", "16:50", "19:30", "21:45", "23:55"], 4500,
               ["国语2D", "国语3D", "粤语2D"], rows)

def imax():
    rng = random.Random(3)
    rows = []
    n_rows, n_cols = 32, 36
    for r in range(n_rows):
        row = []
        col_no = 1
        couple = r >= n_rows - 2
        for c in range(n_cols):
            if c in (5, 30):
                row.append(AISLE)
                continue
            if couple:
                zone, price = 3, 8800
            elif 12 <= r <= 20 and 9 <= c <= 26:
                zone, price = 2, 9800
            else:
                zone, price = 1, 7800
            row.append(seat(r + 1, col_no, zone, price, pick_status(rng, 0.25 if 10 <= r <= 22 else 0.1, 0.02)))
            col_no += 1
        rows.append(row)
    # one sold sofa and one locked sofa, whole
    for c in (8, 9):
        rows[-1][c]["status"] = 0
    for c in (14, 15):
        rows[-2][c]["status"] = 3
    return doc({"id": "m-dune3", "title": "沙丘3"}, {"id": "h-1", "name": "1号IMAX激光厅"}, "CGV影城(颐堤港IMAX店)",
               "18:40", ["09:30", "12:15", "15:30", "18:40", "21:50"], 7800, ["英语IMAX 3D", "英语IMAX 2D"], rows)

def irregular():
    rng = random.Random(4)
    widths = [8, 10, 12, 14, 14, 16, 16, 16, 15, 13, 11]
    full = 18
    labels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]  # no row 13, as in many cinemas
    rows = []
    for i, w in enumerate(widths):
        lead = (full - w) // 2 + (1 if i == 8 else 0)
        r_no = labels[i]
        row = [AISLE] * lead
        for k in range(w):
            c_no = k + 1
            row.append(seat(r_no, c_no, 1, 3900, pick_status(rng, 0.15, 0.03)))
        if i == 4:
            row.insert(lead + 7, AISLE)  # a pillar in row 5
        rows.append(row)
    # back row: zone 2 then a short zone-3 run (3 seats: one sofa + one single), ragged
    r_no = labels[len(widths)]
    back = [AISLE, AISLE]
    for k in range(9):
        back.append(seat(r_no, k + 1, 2, 4900, pick_status(rng, 0.1, 0.0)))
    back.append(AISLE)
    for k in range(3):
        back.append(seat(r_no, 10 + k, 3, 5900, 1))
    rows.append(back)
    r_no = labels[len(widths) + 1]
    rows.append([seat(r_no, k + 1, 1, 3900, pick_status(rng, 0.05, 0.05)) for k in range(6)])
    return doc({"id": "m-yh", "title": "阳光普照"}, {"id": "h-5", "name": "5号厅(异形厅)"}, "百老汇影城(东方广场)",
               "16:20", ["11:00", "16:20", "21:05"], 3900, ["国语2D"], rows)

for name, fn in [("studio", studio), ("standard", standard), ("imax", imax), ("irregular", irregular)]:
    d = fn()
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        f.write("{\n")
        keys = [k for k in d if k != "rows"]
        for k in keys:
            f.write(f'  {json.dumps(k)}: {json.dumps(d[k], ensure_ascii=False)},\n')
        f.write('  "rows": [\n')
        for i, row in enumerate(d["rows"]):
            f.write("    " + json.dumps(row, ensure_ascii=False) + ("," if i < len(d["rows"]) - 1 else "") + "\n")
        f.write("  ]\n}\n")
    seats = sum(1 for row in d["rows"] for s in row if s["status"] != 2)
    print(name, seats, "seats")
