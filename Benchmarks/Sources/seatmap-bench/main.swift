import Dispatch
import Foundation
import SeatMapBatch
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapPNG
import SeatMapRender
import SeatMapRules
import SeatMapDiff
import SeatMapTheme
import SeatMapSnapshot
import SeatMapVenue

/// Wall time of `body` in seconds (best of `repeats`).
func time(_ repeats: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
    }
    return best
}

func hall(rows: Int, cols: Int) -> Hall {
    var matrix: [[Seat]] = []
    for r in 0..<rows {
        matrix.append((0..<cols).map { c in
            c % 17 == 8 ? .aisle : Seat(seatId: "\(r + 1)_\(c + 1)", rowNo: r + 1, colNo: c + 1,
                                       zone: (r / 7) % 3 == 1 ? .golden : .normal, priceMinorUnits: 4500,
                                       status: (r * 31 + c * 7) % 5 == 0 ? .sold : .available)
        })
    }
    return Hall(movie: Movie(id: "m", title: "bench"),
                showtime: Showtime(id: "s", startsAt: "2026-11-29T19:30:00+08:00", hall: HallInfo(id: "h", name: "bench")),
                rows: matrix)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized

func report(_ s: String) { print(s) }

/// Sections to run: the names given as arguments (suggest, hit, venue-hit, venue-resolve, venue-render, venue-page, venue-stadium, diff, png, batch, snapshot, cache), or all.
let only = Set(CommandLine.arguments.dropFirst())
func wanted(_ section: String) -> Bool { only.isEmpty || only.contains(section) }

// 0. Suggestions on a free 200 × 1,000 hall (200,000 seats): every block of every row is ranked,
// each in O(1) (the stranded-seat check looks only at the block's two neighbours).
if wanted("suggest") {
    var rows: [[Seat]] = []
    for r in 0..<200 {
        rows.append((0..<1000).map { c in Seat(seatId: "\(r + 1)_\(c + 1)", rowNo: r + 1, colNo: c + 1, priceMinorUnits: 4500, status: .available) })
    }
    let free = Hall(movie: Movie(id: "m", title: "bench"),
                    showtime: Showtime(id: "s", startsAt: "2026-11-29T19:30:00+08:00", hall: HallInfo(id: "h", name: "bench")),
                    maxSeats: 100, rows: rows)
    for count in [2, 6, 20] {
        var picked: [GridIndex] = []
        let t = time { picked = (try? SeatSuggester(hall: free).suggest(count: count).get()) ?? [] }
        // A fast wrong answer must not pass: the block is in the centre row, centred.
        precondition(picked.count == count && picked.allSatisfy { $0.row == 100 } && abs(picked[0].col + picked[count - 1].col - 999) <= 1,
                     "suggest returned \(picked)")
        report("suggest --count \(count), free 200 × 1,000 hall: \(String(format: "%.3f", t)) s")
    }
}

// 1. Hit-testing: the cost of one touch on a 100-seat and a 200,000-seat hall.
if wanted("hit") {
    var rng = SystemRandomNumberGenerator()
    for (rows, cols) in [(10, 11), (400, 532)] {
        let h = hall(rows: rows, cols: cols)
        let layout = SeatLayout(hall: h)
        let page = try PageLayout.make(seatLayout: layout, device: .named("iphone-15"), mode: .screen, zoom: .scale(1),
                                       offset: Point(x: 0, y: 0))
        let tester = HitTester(layout: page)
        let points = (0..<1_000_000).map { _ in
            Point(x: Double.random(in: 0..<page.viewport.frame.width, using: &rng),
                  y: Double.random(in: 0..<page.viewport.frame.height, using: &rng))
        }
        var hits = 0
        let t = try time {
            hits = 0
            for p in points where try tester.seat(atViewport: p, slop: 4) != nil { hits += 1 }
        }
        report("hit-test, \(h.seatCount) seats: \(String(format: "%.0f", t / Double(points.count) * 1e9)) ns per touch (slop 4 pt, \(hits) of 1,000,000 touches on a seat)")
    }
}

// 1b. Venue hit-testing: seats at coordinates, turned, through the bucket index; a 10,000-seat
// and a 100,000-seat venue of arcs (flat in size), beside the grid's per-touch cost above.
if wanted("venue-hit") {
    var rng = SystemRandomNumberGenerator()
    // Rows on arcs around a stage, 24 units apart, seats 20 units apart along each arc (as an
    // editor places them), each turned to face the stage: about 10,000 and 100,000 seats.
    for rowCount in [80, 250] {
        var rows: [Venue.Row] = []
        for r in 0..<rowCount {
            let radius = 200.0 + Double(r) * 24
            let step = 20 / radius, count = Int(140 * Double.pi / 180 / step)
            rows.append(Venue.Row(label: "\(r + 1)", seats: (0..<count).map { s in
                let a = -70 * Double.pi / 180 + Double(s) * step
                return Venue.Seat(seatId: "\(r)-\(s)", label: "\(s + 1)", position: Point(x: radius * sin(a), y: radius * cos(a)),
                                  rotationDegrees: -a * 180 / .pi)
            }))
        }
        let layout = try VenueLayout(venue: Venue(rows: rows))
        let index = VenueHitIndex(layout)
        // Where people touch: near a seat (a random seat's centre ± 30 pt), so most touches
        // test the seats of a full bucket.
        let points = (0..<1_000_000).map { _ in
            let c = layout.placements[Int.random(in: 0..<layout.placements.count, using: &rng)].center
            return Point(x: c.x + Double.random(in: -30...30, using: &rng), y: c.y + Double.random(in: -30...30, using: &rng))
        }
        var hits = 0
        let t = time {
            hits = 0
            for p in points where index.seat(at: p) != nil { hits += 1 }
        }
        let perTouch = t / Double(points.count)
        report("venue hit-test, \(layout.placements.count) turned seats, touches anywhere on the map: \(String(format: "%.0f", perTouch * 1e9)) ns per touch, \(String(format: "%.1f", 1 / perTouch / 1e6)) M touches/s (\(hits) of 1,000,000 on a seat)")
        // As the grid's row above measures: touches spread over one phone viewport (393 × 659 pt
        // at zoom 1) of the map, here around the middle seat of the middle row.
        let middle = layout.placements[rows[..<(rowCount / 2)].reduce(0) { $0 + $1.seats.count } + rows[rowCount / 2].seats.count / 2].center
        let inView = (0..<1_000_000).map { _ in
            Point(x: middle.x + Double.random(in: -196.5..<196.5, using: &rng), y: middle.y + Double.random(in: -329.5..<329.5, using: &rng))
        }
        var viewHits = 0
        let tv = time {
            viewHits = 0
            for p in inView where index.seat(at: p) != nil { viewHits += 1 }
        }
        let perViewTouch = tv / Double(inView.count)
        report("venue hit-test, \(layout.placements.count) turned seats, touches over one viewport: \(String(format: "%.0f", perViewTouch * 1e9)) ns per touch, \(String(format: "%.1f", 1 / perViewTouch / 1e6)) M touches/s (\(viewHits) of 1,000,000 on a seat)")
    }
}

// 1c. Venue maps drawn: an 8,900-seat venue of four turned stands against a grid hall of as
// many seats, both whole maps at the same pixels per point, side by side (issue 46: within 2×);
// then a 100,000-seat stadium of 40 sections drawn as sections (run `seatmap-bench venue-stadium`
// alone for its peak memory in the last line).
func stands(seatsPerRow: Int, rows: Int, stands: Int, radius: Double, sectioned: Bool) -> Venue {
    var v = Venue(rows: [], seatPitch: 20)
    let turn = 360.0 / Double(stands)
    for k in 0..<stands {
        let t = Double(k) * turn * Double.pi / 180
        let centre = Point(x: radius * sin(t), y: -radius * cos(t))
        func place(_ u: Double, _ w: Double) -> Point {
            Point(x: centre.x + u * cos(t) - w * sin(t), y: centre.y + u * sin(t) + w * cos(t))
        }
        let id = "s\(k)"
        let hw = Double(seatsPerRow) * 10 + 10, depth = Double(rows) * 24 + 10
        if sectioned { v.sections.append(Venue.Section(id: id, label: "\(k + 1)", outline: [place(-hw, 10), place(hw, 10), place(hw, -depth), place(-hw, -depth)])) }
        for r in 0..<rows {
            v.rows.append(Venue.Row(label: "\(r + 1)", sectionId: sectioned ? id : nil, seats: (0..<seatsPerRow).map { s in
                Venue.Seat(seatId: "\(k)-\(r)-\(s)", label: "\(s + 1)", position: place((Double(s) - Double(seatsPerRow - 1) / 2) * 20, -Double(r) * 24),
                           rotationDegrees: Double(k) * turn + 180, status: (r * 31 + s * 7) % 5 == 0 ? .sold : .available)
            }))
        }
    }
    return v
}
if wanted("venue-resolve") {
    // The resolve step of the 8,900-seat venue alone, and the page invariants it checks on the
    // way (the part of venue-render that grid halls do not pay).
    let venue = stands(seatsPerRow: 89, rows: 25, stands: 4, radius: 1100, sectioned: true)
    let layout = try VenueLayout(venue: venue)
    let resolved = try Renderer.resolve(layout, theme: .builtinDefault, pixelsPerDesignPoint: 0.5)
    var found = 0
    let checkSeconds = time { for _ in 0..<100 { found += resolved.violations().count } } / 100
    let resolveSeconds = try time { for _ in 0..<20 { _ = try Renderer.resolve(layout, theme: .builtinDefault, pixelsPerDesignPoint: 0.5) } } / 20
    report(String(format: "venue-resolve: resolve %.2f ms, of which invariants %.2f ms (%d violations)",
                  resolveSeconds * 1000, checkSeconds * 1000, found))
}
if wanted("venue-render") {
    let ppd = 0.5
    let venue = stands(seatsPerRow: 89, rows: 25, stands: 4, radius: 1100, sectioned: true)
    let layout = try VenueLayout(venue: venue)
    let grid = hall(rows: 89, cols: 100 + 100 / 16)
    let page = try SeatPage.make(hall: grid, device: .named("iphone-15"), mode: .full, pixelsPerDesignPoint: ppd)
    var venueBytes = 0, gridBytes = 0
    // Best of ten each, alternating: on a shared machine best of three moved the ratio by ±0.25.
    var venueTimes: [Double] = [], gridTimes: [Double] = []
    for _ in 0..<10 {
        venueTimes.append(try time(1) { venueBytes = try Renderer.png(try Renderer.resolve(layout, theme: .builtinDefault, pixelsPerDesignPoint: ppd)).bytes.count })
        gridTimes.append(try time(1) { gridBytes = try Renderer.png(try Renderer.resolve(page)).bytes.count })
    }
    let v = venueTimes.min()!, g = gridTimes.min()!
    report("venue map, \(venue.allSeats.count) turned seats in 4 stands (\(venueBytes / 1000) kB): \(String(format: "%.3f", v)) s; grid hall of \(grid.seatCount) seats, whole map (\(gridBytes / 1000) kB): \(String(format: "%.3f", g)) s; \(String(format: "%.2f", v / g))×")
    // Where the time goes, each side: resolving, painting the pixels, and the rest (encoding).
    var phases: [[Double]] = [[], [], [], []]
    var venuePixels = 0, gridPixels = 0
    for _ in 0..<3 {
        var rv: ResolvedVenue?, rg: ResolvedPage?
        phases[0].append(try time(1) { rv = try Renderer.resolve(layout, theme: .builtinDefault, pixelsPerDesignPoint: ppd) })
        phases[1].append(try time(1) { venuePixels = try Renderer.premultipliedImage(rv!).bytes.count / 4 })
        phases[2].append(try time(1) { rg = try Renderer.resolve(page) })
        phases[3].append(try time(1) { gridPixels = try Renderer.premultipliedImage(rg!).image.bytes.count / 4 })
    }
    let p = phases.map { $0.min()! }
    report("  venue: resolve \(String(format: "%.3f", p[0])) s, paint \(String(format: "%.3f", p[1])) s, encode ≈ \(String(format: "%.3f", v - p[0] - p[1])) s, \(venuePixels / 1000) kpx; "
           + "grid: resolve \(String(format: "%.3f", p[2])) s, paint \(String(format: "%.3f", p[3])) s, encode ≈ \(String(format: "%.3f", g - p[2] - p[3])) s, \(gridPixels / 1000) kpx")
}
if wanted("venue-page") {
    // The phone page around an 8,900-seat venue (all of it: sections; zoomed into a section:
    // its seats) against a grid hall's page of as many seats, side by side in one run.
    let venue = stands(seatsPerRow: 89, rows: 25, stands: 4, radius: 1100, sectioned: true)
    let layout = try VenueLayout(venue: venue)
    let grid = hall(rows: 89, cols: 100 + 100 / 16)
    let device = try Device.named("iphone-15")
    let section = venue.sections[0].id
    var whole: [Double] = [], zoomed: [Double] = [], gridTimes: [Double] = []
    for _ in 0..<3 {
        whole.append(try time(1) { _ = try Renderer.png(try Renderer.resolve(try PageRequest(venue: layout, device: device).make())) })
        zoomed.append(try time(1) {
            var r = PageRequest(venue: layout, device: device)
            r.zoomedSection = section
            _ = try Renderer.png(try Renderer.resolve(try r.make()))
        })
        gridTimes.append(try time(1) { _ = try Renderer.png(try Renderer.resolve(try SeatPage.make(hall: grid, device: device))) })
    }
    let w = whole.min()!, z = zoomed.min()!, g = gridTimes.min()!
    report("venue page, \(venue.allSeats.count) seats: all of it (sections) \(String(format: "%.3f", w)) s, zoomed into a section \(String(format: "%.3f", z)) s; grid page of \(grid.seatCount) seats \(String(format: "%.3f", g)) s; \(String(format: "%.2f", w / g))× and \(String(format: "%.2f", z / g))×")
}
if wanted("venue-stadium") {
    let venue = stands(seatsPerRow: 100, rows: 25, stands: 40, radius: 13_000, sectioned: true)
    var level = ""
    let t = try time(1) {
        let layout = try VenueLayout(venue: venue)
        let resolved = try Renderer.resolve(layout, theme: .builtinDefault, pixelsPerDesignPoint: 0.05)
        level = resolved.level.rawValue
        _ = try Renderer.png(resolved)
    }
    report("stadium of \(venue.allSeats.count) seats in 40 sections, laid out, resolved and drawn as \(level) (0.05 px/pt): \(String(format: "%.2f", t)) s")
}

// 2. Diff: two ~12-megapixel renders, fast port vs the straightforward one.
if wanted("diff") {
    let imax = try HallFile.load(path: root.appendingPathComponent("Samples/imax.json").path)
    let device = try Device.named("375x667@2.1")
    let a = try Renderer.image(SeatPage.make(hall: imax, device: device, mode: .full)).image
    let ids = try SeatSuggester(hall: imax).suggest(count: 6).get().map { imax[$0].seatId }
    let b = try Renderer.image(SeatPage.make(hall: imax, device: device, mode: .full, selectedIds: ids)).image
    let mp = Double(a.width * a.height) / 1e6
    var fastCount = 0, slowCount = 0
    let identical = time { _ = Pixelmatch.compare(a, a) }
    let fast = time { fastCount = Pixelmatch.compare(a, b, diffImage: true).diffPixels }
    let slow = time(1) { slowCount = ReferencePixelmatch.compare(a, b).count }
    report("diff, \(a.width)×\(a.height) (\(String(format: "%.1f", mp)) Mpx): identical fast path \(String(format: "%.3f", identical)) s; fast \(String(format: "%.2f", fast)) s; straightforward \(String(format: "%.2f", slow)) s (\(String(format: "%.0f", slow / fast))× slower); both count \(fastCount) = \(slowCount) differing pixels")
}

// 3. PNG encoder settings on a golden-size render.
if wanted("png") {
    let standard = try HallFile.load(path: root.appendingPathComponent("Samples/standard.json").path)
    let img = try Renderer.image(SeatPage.make(hall: standard, device: .named("iphone-15"), selectedIds: ["7_10"])).image
    report("PNG encoding of a \(img.width)×\(img.height) page (level, filters, strategy → size, time):")
    let filters: [(String, Int32)] = [("none", 0x08), ("sub", 0x10), ("paeth", 0x80), ("all", 0xF8)]
    let strategies: [(String, Int32)] = [("default", 0), ("filtered", 1), ("rle", 3)]
    for level: Int32 in [1, 3, 6, 9] {
        for (fname, f) in filters {
            for (sname, s) in strategies where fname == "all" || sname == "default" {
                var size = 0
                let t = try time { size = try PNGCodec.encode(img, settings: .init(level: level, filters: f, strategy: s)).count }
                report("  level \(level), \(fname), \(sname): \(size / 1024) KiB, \(String(format: "%.0f", t * 1000)) ms")
            }
        }
    }
}

// 4. Batch throughput: the four samples × four themes × two devices, one worker against all cores.
if wanted("batch") {
    let halls = ["studio", "standard", "imax", "irregular"].map { root.appendingPathComponent("Samples/\($0).json").path }
    for jobs in [1, ProcessInfo.processInfo.activeProcessorCount] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-bench-\(jobs)").path
        var request = BatchRequest(hallPaths: halls, themes: ["maoyan", "dark", "high-contrast", "print"],
                                   devices: [try .named("iphone-se"), try .named("iphone-15")], outputDirectory: dir)
        request.jobs = jobs
        var n = 0
        let t = try time(1) { n = try BatchRunner.run(request).results.count }
        report("batch, \(n) pages (PNG + manifest + gallery), --jobs \(jobs): \(String(format: "%.2f", t)) s, \(String(format: "%.1f", Double(n) / t)) pages/s")
        try? FileManager.default.removeItem(atPath: dir)
    }
}

// 5. One in-process snapshot assertion of a phone page (render, encode, compare with its
// reference) side by side with a plain render of the same page, and a batch re-run from its
// render cache side by side with the first run into an empty cache.
if wanted("snapshot") {
    let hall = try HallFile.load(path: root.appendingPathComponent("Samples/standard.json").path)
    let device = try Device.named("iphone-15")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-bench-snapshot-\(ProcessInfo.processInfo.processIdentifier)")
    let testFile = dir.appendingPathComponent("BenchTests.swift").path
    let strategy = Snapshotting<Hall, PageImage>.page(device: device)
    _ = verifySnapshot(of: hall, as: strategy, named: "phone", record: .all, filePath: testFile, testName: "bench()")
    var failure: String?
    let assertion = time(5) { failure = verifySnapshot(of: hall, as: strategy, named: "phone", record: .never, filePath: testFile, testName: "bench()") }
    precondition(failure == nil, "the snapshot must match its own reference: \(failure ?? "")")
    let page = try SeatPage.make(hall: hall, device: device)
    let render = try time(5) { _ = try Renderer.png(try Renderer.resolve(page)) }
    report("snapshot assertion of a phone page (render, encode, compare): \(String(format: "%.1f", assertion * 1000)) ms; plain render: \(String(format: "%.1f", render * 1000)) ms; \(String(format: "%.2f", assertion / render))×")
    try? FileManager.default.removeItem(at: dir)
}

if wanted("cache") {
    let halls = ["studio", "standard", "imax", "irregular"].map { root.appendingPathComponent("Samples/\($0).json").path }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-bench-cache-\(ProcessInfo.processInfo.processIdentifier)")
    func request(_ out: String, cache: String) throws -> BatchRequest {
        var r = BatchRequest(hallPaths: halls, themes: ["maoyan", "dark", "high-contrast", "print"],
                             devices: [try .named("iphone-se"), try .named("iphone-15")], outputDirectory: base.appendingPathComponent(out).path)
        r.jobs = ProcessInfo.processInfo.activeProcessorCount
        r.cache = RenderCache(folder: base.appendingPathComponent(cache).path)
        return r
    }
    var firsts: [Double] = [], reruns: [Double] = []
    for i in 0..<3 {
        firsts.append(try time(1) { _ = try BatchRunner.run(try request("first\(i)", cache: "cache\(i)")) })
        var cached = 0
        reruns.append(try time(1) { cached = try BatchRunner.run(try request("again\(i)", cache: "cache\(i)")).results.filter { $0.cached == true }.count })
        precondition(cached == 32, "every item of the re-run must come from the cache")
    }
    let first = firsts.min()!, rerun = reruns.min()!
    report("batch of 32 pages, unchanged re-run from the cache: \(String(format: "%.2f", rerun)) s against the first run's \(String(format: "%.2f", first)) s: \(String(format: "%.2f", rerun / first))×")
    try? FileManager.default.removeItem(at: base)
}

// 6. Memory: the process's peak resident set after everything above (Linux /proc).
if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
   let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) {
    report("peak resident memory of the whole benchmark run: \(line.dropFirst(6).trimmingCharacters(in: .whitespaces))")
}
