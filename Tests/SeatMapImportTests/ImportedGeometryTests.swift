import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapTestSupport
@testable import SeatMapImport

/// Imported halls keep their source's geometry: no zone offset, so no seat overlaps another.
@Suite struct ImportedGeometryTests {
    /// Every imported sample says `zoneOffset: false`, and the layout reports the 0 it applies.
    @Test(arguments: ["maoyan-app-snake.json", "taopiaopiao.json", "vista-layout.json", "seat-grid.json", "seats.csv"])
    func importsDoNotApplyTheZoneOffset(name: String) throws {
        let hall = try ImportFixtures.load(name).hall
        #expect(!hall.appliesZoneOffset)
        #expect(hall.json.serialized().contains("\"zoneOffset\":false") || hall.json.serialized().contains("\"zoneOffset\": false"))
        let layout = SeatLayout(hall: hall, metrics: SeatMetrics())
        #expect(layout.metrics.zoneOffset == 0 && layout.overlapWarnings().isEmpty)
        // Frames sit exactly on the grid columns.
        for (index, _) in hall.allSeats {
            #expect(layout.designFrame(index).minX == layout.metrics.insetLeft + Double(index.col) * layout.metrics.columnPitch)
        }
    }

    /// Random grids with every zone in every order (sofas included), as an importer builds them:
    /// no two seats of a row overlap, at any zone offset a theme allows. The same halls with the
    /// offset applied do overlap, so the property is not vacuous.
    @Test func noImportedSeatOverlapsAnother() {
        var rng = SeededRandom(seed: 24)
        var overlapsWithOffset = 0
        for _ in 0..<300 {
            var imported = ImportedHall()
            let rows = Int.random(in: 1...10, using: &rng), cols = Int.random(in: 2...30, using: &rng)
            for r in 0..<rows {
                var c = 0
                while c < cols {
                    let roll = Int.random(in: 0..<10, using: &rng)
                    if roll < 2 { c += 1; continue }  // aisle
                    if roll < 4, c + 1 < cols {  // a sofa
                        for (i, half) in [SofaHalf.left, .right].enumerated() {
                            var s = ImportedSeat(row: r, col: c + i)
                            s.pair = half
                            s.zone = .couple
                            imported.seats.append(s)
                        }
                        c += 2
                        continue
                    }
                    var s = ImportedSeat(row: r, col: c)
                    s.zone = Bool.random(using: &rng) ? .normal : .golden
                    imported.seats.append(s)
                    c += 1
                }
            }
            guard !imported.seats.isEmpty else { continue }
            let hall = imported.makeHall()
            var metrics = SeatMetrics()
            metrics.zoneOffset = Double(Int.random(in: 0...200, using: &rng))
            let layout = SeatLayout(hall: hall, metrics: metrics)
            for (r, row) in hall.rows.enumerated() {
                let frames = row.indices.filter { !row[$0].isAisle }.map { layout.designFrame(GridIndex(row: r, col: $0)) }
                for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxX <= b.minX, "row \(r)") }
            }
            var native = hall
            native.appliesZoneOffset = true
            overlapsWithOffset += SeatLayout(hall: native, metrics: metrics).overlapWarnings().count
        }
        #expect(overlapsWithOffset > 0)
    }
}
