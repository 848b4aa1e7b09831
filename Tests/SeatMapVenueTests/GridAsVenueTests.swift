import Testing
import SeatMapCore
import SeatMapLayout
import SeatMapTestSupport
@testable import SeatMapVenue

/// A grid hall written as coordinates is the grid: every seat on its grid frame moved by one
/// translation, and every touch on the same seat.
@Suite struct GridAsVenueTests {
    /// The grid's answer for a design point: the topmost seat (row-major, later on top) whose
    /// frame holds it, as `HitTester` decides.
    static func gridHit(_ layout: SeatLayout, _ d: Point) -> String? {
        var found: String?
        for (r, row) in layout.hall.rows.enumerated() {
            for (c, seat) in row.enumerated() where !seat.isAisle && layout.designFrame(GridIndex(row: r, col: c)).contains(d) { found = seat.seatId }
        }
        return found
    }

    @Test func everySeatIsOnItsGridFrameMovedByOneTranslation() throws {
        var rng = SeededRandom(seed: 4611)
        for _ in 0..<200 {
            let hall = HallBuilder.random(&rng)
            let grid = SeatLayout(hall: hall)
            let venue = Venue(grid: hall)
            let layout = try VenueLayout(venue: venue)
            #expect(layout.scale == 1 && layout.warnings.isEmpty)
            let gridFrames = hall.allSeats.filter { !$0.seat.isAisle }.map { grid.designFrame($0.index) }
            #expect(gridFrames.count == layout.placements.count)
            let t = Point(x: layout.placements[0].frame.x - gridFrames[0].x, y: layout.placements[0].frame.y - gridFrames[0].y)
            for (g, p) in zip(gridFrames, layout.placements) {
                #expect(p.frame == Rect(x: g.x + t.x, y: g.y + t.y, width: g.width, height: g.height))
                #expect(p.boundingBox == p.frame)
            }
        }
    }

    @Test func everyTouchFindsTheGridsSeat() throws {
        var rng = SeededRandom(seed: 977)
        for _ in 0..<60 {
            let hall = HallBuilder.random(&rng)
            let grid = SeatLayout(hall: hall)
            let venue = Venue(grid: hall)
            let layout = try VenueLayout(venue: venue)
            let index = VenueHitIndex(layout)
            let ids = venue.allSeats.map(\.seatId)
            let first = try #require(hall.allSeats.first { !$0.seat.isAisle })
            let g0 = grid.designFrame(first.index)
            let t = Point(x: layout.placements[0].frame.x - g0.x, y: layout.placements[0].frame.y - g0.y)
            var points: [Point] = []
            for _ in 0..<400 {
                points.append(Point(x: Double.random(in: -10...(grid.contentSize.width + 10), using: &rng),
                                    y: Double.random(in: -10...(grid.contentSize.height + 10), using: &rng)))
            }
            // Edges and corners too: left and top in, right and bottom out.
            for s in hall.allSeats where !s.seat.isAisle {
                let f = grid.designFrame(s.index)
                points += [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.midY), Point(x: f.midX, y: f.maxY), Point(x: f.maxX - 0.001, y: f.maxY - 0.001)]
            }
            for d in points {
                let expected = Self.gridHit(grid, d)
                let got = index.seat(at: Point(x: d.x + t.x, y: d.y + t.y)).map { ids[$0] }
                #expect(got == expected, "at \(d)")
            }
        }
    }
}
