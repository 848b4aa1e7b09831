import SeatMapCompare
import SeatMapDiff
import SeatMapRules
import SeatMapTheme
@testable import SeatMapPage
import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapRender
import SeatMapTestSupport
@testable import SeatMapSnapshot
@testable import SeatMapSnapshotCore
@testable import SeatMapCompare

/// The strict default catches every single seat change and names exactly that seat.
@Suite struct SeatChangeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name).json").path }

    /// A page as it is drawn: laid out for its words (the fit zoom leaves the rail its room), so
    /// its frames are the rendered image's.
    static func laidOut(hall: Hall, theme: Theme, device: Device, selectedIds: [String] = []) throws -> SeatPage {
        try Renderer.resolve(try SeatPage.make(hall: hall, theme: theme, device: device, selectedIds: selectedIds)).page
    }

    /// A folder for one test's snapshots: the test file references are named from, and the
    /// environment that sends failure artifacts into the folder. The caller removes `dir`.
    static func snapshotFolder(_ prefix: String) throws -> (dir: URL, testFile: String, env: [String: String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return (dir, dir.appendingPathComponent("HallTests.swift").path, ["SEATMAP_SNAPSHOT_ARTIFACTS": dir.appendingPathComponent("artifacts").path])
    }

    /// `hall` with the seats at `indices` given `status`.
    static func with(_ hall: Hall, _ indices: [GridIndex], status: SeatStatus) -> Hall {
        var rows = hall.rows
        for i in indices { rows[i.row][i.col].status = status }
        return Hall(movie: hall.movie, showtime: hall.showtime, cinemaName: hall.cinemaName, maxSeats: hall.maxSeats,
                    rows: rows, showtimes: hall.showtimes)
    }

    /// Seats whose frame lies at least 60 % inside the viewport (a seat scrolled out of sight
    /// cannot change a pixel, so no budget can catch it) and not under a rail pinned over the map
    /// (the rail's labels are drawn over it) or the fade at the viewport's bottom.
    static func visibleSeats(_ page: SeatPage) -> [GridIndex] {
        let l = page.layout
        let vp = l.viewport.frame
        return page.hall.allSeats.map(\.index).filter { idx in
            let f = l.viewport.pageRect(fromDesign: l.seatLayout.designFrame(idx))
            let w = max(0, min(f.maxX, vp.maxX) - max(f.minX, vp.minX)), h = max(0, min(f.maxY, vp.maxY) - max(f.minY, vp.minY))
            let underRail = l.railPinned && f.minX < l.rail.maxX + 1
            // The fade over the last rows in view (seats below the fold) hides small changes.
            let underFade = f.maxY > vp.maxY - 28
            return w * h >= 0.6 * f.width * f.height && !underRail && !underFade
        }
    }

    /// One change: `changed` rendered against `base`, compared with the default options and
    /// budget, attributed with the base page's frames and states.
    static func check(base: SeatPage, changed: SeatPage, expect ids: Set<String>, what: String) throws {
        let a = try Renderer.image(base).image, b = try Renderer.image(changed).image
        let (result, report) = SeatDiff.compare(a, b, before: SeatFrames(try Renderer.resolve(base)), after: SeatFrames(try Renderer.resolve(changed)))
        #expect(!result.passes(DiffBudget()), "\(what): not caught by the default budget")
        #expect(Set(report.changedSeats.map(\.id)) == ids, "\(what): reported \(report.summary())")
        for c in report.changedSeats {
            #expect(c.from == base.state(of: base.hall.index(of: c.id)!).rawValue)
            #expect(c.to == changed.state(of: changed.hall.index(of: c.id)!).rawValue)
        }
    }

    /// Every other state for a seat (a sofa moves as one unit), and selecting it.
    static func flips(_ page: SeatPage, _ idx: GridIndex, theme: Theme, device: Device) throws {
        let hall = page.hall
        let unit = [idx] + (hall.couplePartner(of: idx).map { [$0] } ?? [])
        let ids = Set(unit.map { hall[$0].seatId })
        let status = hall[idx].status
        for target in [SeatStatus.available, .sold, .locked] where target != status {
            let changed = try laidOut(hall: with(hall, unit, status: target), theme: theme, device: device)
            try check(base: page, changed: changed, expect: ids, what: "\(hall[idx].seatId) \(status.name)→\(target.name)")
        }
        if unit.allSatisfy({ hall[$0].status == .available }) {
            let selected = try laidOut(hall: hall, theme: theme, device: device, selectedIds: [hall[idx].seatId])
            try check(base: page, changed: selected, expect: ids, what: "\(hall[idx].seatId) selected")
        }
    }

    @Test(arguments: ["studio", "standard", "imax", "irregular"], ["iphone-se", "iphone-15"])
    func everySampleCatchesSingleSeatChanges(hall name: String, device: String) throws {
        let hall = try HallFile.load(path: Self.sample(name))
        let dev = try Device.named(device)
        var rng = SeededRandom(seed: UInt64(name.utf8.count * 31 + device.utf8.count))
        // Every theme, split across the two devices to keep the test quick.
        for themeName in device == "iphone-se" ? ["maoyan", "dark"] : ["high-contrast", "print"] {
            let theme = try Theme.load(themeName)
            let page = try Self.laidOut(hall: hall, theme: theme, device: dev)
            // Three visible seats per theme, one of them a couple seat when the hall has any.
            var picks = Array(Self.visibleSeats(page).shuffled(using: &rng).prefix(2))
            if let couple = Self.visibleSeats(page).first(where: { hall[$0].zone == .couple }) { picks.append(couple) }
            for idx in picks { try Self.flips(page, idx, theme: theme, device: dev) }
        }
    }

    /// Random halls: every visible seat, every other state.
    @Test func randomHallsCatchEverySeat() throws {
        var rng = SeededRandom(seed: 9)
        for _ in 0..<2 {
            let hall = HallBuilder.random(&rng, maxRows: 4, maxCols: 7)
            let device = try Device.named(["iphone-se", "iphone-15", "390x844@3"].randomElement(using: &rng)!)
            let theme = try Theme.load(["maoyan", "dark", "high-contrast", "print"].randomElement(using: &rng)!)
            let page = try Self.laidOut(hall: hall, theme: theme, device: device)
            for idx in Self.visibleSeats(page) { try Self.flips(page, idx, theme: theme, device: device) }
        }
    }

    @Test func aThemeChangeIsPageWide() throws {
        let hall = try HallFile.load(path: Self.sample("standard"))
        let a = try SeatPage.make(hall: hall, theme: .load("maoyan"), device: .named("iphone-se"))
        let b = try SeatPage.make(hall: hall, theme: .load("dark"), device: .named("iphone-se"))
        let (_, report) = SeatDiff.compare(try Renderer.image(a).image, try Renderer.image(b).image, before: SeatFrames(try Renderer.resolve(a)))
        #expect(report.isPageWide)
        #expect(report.summary().hasPrefix("page-wide change: 240 of 240 seats differ"))
        #expect(report.otherPixels > 100_000)
    }

    @Test func seatFramesSurviveThePNGTextChunk() throws {
        let hall = try HallFile.load(path: Self.sample("studio"))
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"), selectedIds: ["3_4"])
        let frames = SeatFrames(try Renderer.resolve(page))
        let png = try Diffing<PageImage>.page().toData(PageImage(image: try Renderer.image(page).image, seats: frames))
        let back = try Diffing<PageImage>.page().fromData(png)
        #expect(back.seats?.seats.count == frames.seats.count)
        #expect(back.seats?.seats.first { $0.id == "3_4" }?.state == "selected")
        #expect(try PNGCodec.decode(png) == back.image)
        for (x, y) in zip(frames.seats, back.seats!.seats) {
            #expect(x.id == y.id && abs(x.pixelFrame.x - y.pixelFrame.x) <= 0.005 && abs(x.pixelFrame.width - y.pixelFrame.width) <= 0.005)
        }
    }
}

/// What a user sees when their golden test catches a sold seat.
@Suite struct PageSnapshotMessageTests {
    @Test func aSoldSeatFailsNamingTheSeatAndItsStates() throws {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("seatmap-seat-message")
        defer { try? FileManager.default.removeItem(at: dir) }
        let hall = try HallFile.load(path: SeatChangeTests.sample("standard"))
        let strategy = Snapshotting<Hall, PageImage>.page(device: try .named("iphone-se"))
        #expect(verifySnapshot(of: hall, as: strategy, named: "x", record: .missing, filePath: testFile, testName: "standardHall()",
                               environment: env)?.contains("recorded snapshot") == true)
        #expect(verifySnapshot(of: hall, as: strategy, named: "x", record: .never, filePath: testFile, testName: "standardHall()",
                               environment: env) == nil)
        let sold = SeatChangeTests.with(hall, [hall.index(of: "5_5")!], status: .sold)
        let message = try #require(verifySnapshot(of: sold, as: strategy, named: "x", record: .never, filePath: testFile,
                                                  testName: "standardHall()", environment: env))
        // The first line, a test runner's headline, is the change itself.
        #expect(message.hasPrefix("changed seats: 5_5 (available→sold) 5排5号; 284 pixels differ"), "\(message)")
        #expect(message.split(separator: "\n")[0].hasSuffix("the budget allows 0 at threshold 0.1 (snapshot standardHall.x.png)"), "\(message)")
        // The diff image outlines the seat in magenta.
        let diffPath = dir.appendingPathComponent("artifacts/HallTests/standardHall.x.diff.png").path
        let diff = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: diffPath))))
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"))
        let f = page.layout.pixelFrame(hall.index(of: "5_5")!)
        let corner = diff[Int(f.minX.rounded(.down)) - 2, Int(f.minY.rounded(.down)) - 2]
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 255)
        // With SEATMAP_RECORD=failed the stale reference is re-recorded (and the test still fails).
        let refreshed = try #require(verifySnapshot(of: sold, as: strategy, named: "x", record: .failed, filePath: testFile,
                                                    testName: "standardHall()", environment: env))
        #expect(refreshed.contains("record mode failed: recorded snapshot"))
        #expect(verifySnapshot(of: sold, as: strategy, named: "x", record: .never, filePath: testFile, testName: "standardHall()",
                               environment: env) == nil)
    }

    @Test func aReferenceWithoutSeatsStillNamesTheSeat() throws {
        let hall = try HallFile.load(path: SeatChangeTests.sample("studio"))
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"))
        let old = PageImage(image: try Renderer.image(page).image, seats: nil)
        let sold = SeatChangeTests.with(hall, [hall.index(of: "3_4")!], status: .sold)
        let soldPage = try SeatPage.make(hall: sold, device: .named("iphone-se"))
        let new = PageImage(image: try Renderer.image(soldPage).image, seats: SeatFrames(try Renderer.resolve(soldPage)))
        let (message, _) = try #require(Diffing<PageImage>.page().diff(old, new))
        #expect(message.hasPrefix("changed seats: 3_4 (now sold) 3排4号; "), "\(message)")
    }
}

/// A reference drawn with other fonts fails saying so first, before any pixel count.
@Suite struct FontFingerprintMessageTests {
    @Test func anotherFontIsNamedBeforeThePixels() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-font-message-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let testFile = dir.appendingPathComponent("FontTests.swift").path
        let env = ["SEATMAP_SNAPSHOT_ARTIFACTS": dir.appendingPathComponent("artifacts").path]
        let hall = try HallFile.load(path: SeatChangeTests.sample("studio"))
        var latinFirst = try Theme.load("maoyan")
        latinFirst.fonts = ["DejaVu Sans", "WenQuanYi Micro Hei"]
        let recorded = Snapshotting<Hall, PageImage>.page(theme: latinFirst, device: try .named("iphone-se"))
        _ = verifySnapshot(of: hall, as: recorded, named: "x", record: .missing, filePath: testFile, testName: "fonts()", environment: env)
        // The reference carries its fonts in a text chunk.
        let reference = try Data(contentsOf: dir.appendingPathComponent("__Snapshots__/FontTests/fonts.x.png"))
        let chunk = try #require(PNGChunks.text(keyword: "SeatMap fonts", in: [UInt8](reference)))
        #expect(chunk.contains("DejaVuSans.ttf") && chunk.contains("abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"))

        let current = Snapshotting<Hall, PageImage>.page(theme: try Theme.load("maoyan"), device: try .named("iphone-se"))
        let message = try #require(verifySnapshot(of: hall, as: current, named: "x", record: .never, filePath: testFile,
                                                  testName: "fonts()", environment: env))
        let first = try #require(message.range(of: "fonts differ: the reference was drawn with DejaVu Sans (DejaVuSans.ttf, sha256 abdc775b…)"))
        let pixels = try #require(message.range(of: "pixels differ"))
        #expect(first.lowerBound < pixels.lowerBound, "\(message)")
        #expect(message.contains("this run with WenQuanYi Micro Hei (wqy-microhei.ttc, sha256 2420e807…)"), "\(message)")
    }
}

/// Every changed seat counts in a snapshot too: a seat sold below the fold (no pixel shows it)
/// fails, named from the reference's recorded states; `pixelsOnly` compares pixels alone.
@Suite struct OffScreenSnapshotTests {
    @Test func aSeatSoldBelowTheFoldFailsTheSnapshot() throws {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("seatmap-offscreen")
        defer { try? FileManager.default.removeItem(at: dir) }
        // 40 rows on an iPhone SE: the map scrolls, row 40 lies below the fold.
        let hall = HallBuilder.hall(Array(repeating: "AAAAAAAAAAAA", count: 40))
        let strategy = Snapshotting<Hall, PageImage>.page(device: try .named("iphone-se"))
        _ = verifySnapshot(of: hall, as: strategy, named: "tall", record: .missing, filePath: testFile, testName: "tall()", environment: env)
        let last = try #require(hall.allSeats.last)
        let page = try SeatPage.make(hall: hall, device: .named("iphone-se"))
        #expect(page.layout.pixelFrame(last.index).minY > Double(page.layout.imageHeight))
        let sold = SeatChangeTests.with(hall, [last.index], status: .sold)
        let message = try #require(verifySnapshot(of: sold, as: strategy, named: "tall", record: .never, filePath: testFile,
                                                  testName: "tall()", environment: env))
        #expect(message.hasPrefix("changed seats: \(last.seat.seatId) (available→sold, off screen) \(last.seat.rowNo)排\(last.seat.colNo)号; no pixel shows them"), "\(message)")
        let pixelsOnly = Snapshotting<SeatPage, PageImage>(pathExtension: "png", diffing: .page(pixelsOnly: true)) { page in
            try Snapshotting<SeatPage, PageImage>.png().snapshot(page)
        }.pullback { (hall: Hall) in try SeatPage.make(hall: hall, device: .named("iphone-se")) }
        #expect(verifySnapshot(of: sold, as: pixelsOnly, named: "tall", record: .never, filePath: testFile, testName: "tall()", environment: env) == nil)
    }
}
