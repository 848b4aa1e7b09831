import Foundation
import Testing
import SeatMapCore
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput
import SeatMapSnapshot
import SeatMapSnapshotTesting

/// Golden images of the venue samples: each map with its seats and as sections, a floor and a
/// section alone, compared strictly (0 differing pixels at threshold 0.1), failures naming seats
/// by section, row and seat. Recorded after the invariant sweep (VenueInvariantTests) was clean,
/// each checked again here; references in __Snapshots__/GoldenVenueTests/ (venueMap.<case>.png).
/// Re-record on purpose with SEATMAP_RECORD=failed and look at the images before committing.
@Suite struct GoldenVenueTests {
    /// One golden: a sample, maybe one floor or section of it, at a scale; named by `name`.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String, sample: String, floor: String? = nil, section: String? = nil, scale: Double
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "theatre", sample: "theatre", scale: 0.5), Case(name: "theatre-sections", sample: "theatre", scale: 0.15),
        Case(name: "theatre-left", sample: "theatre", section: "left", scale: 0.5),
        Case(name: "arena", sample: "arena", scale: 0.5), Case(name: "arena-sections", sample: "arena", scale: 0.15),
        Case(name: "banquet", sample: "banquet", scale: 0.5),
        Case(name: "opera", sample: "opera", scale: 0.5), Case(name: "opera-sections", sample: "opera", scale: 0.15),
        Case(name: "opera-circle", sample: "opera", floor: "2", scale: 0.5),
    ])
    func venueMap(_ c: Case) throws {
        var venue = try VenueFile.load(path: VenueInvariantTests.root.appendingPathComponent("Samples/venues/\(c.sample).json").path)
        if let floor = c.floor { venue = try #require(venue.onFloor(floor)) }
        if let section = c.section { venue = try #require(venue.onSection(section)) }
        let resolved = try VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: c.scale))
        #expect(resolved.violations().isEmpty, "\(resolved.violations())")
        // The case's name is in the reference's: venueMap.<case>.map.png.
        assertSnapshot(of: venue, as: .map(pixelsPerDesignPoint: c.scale), named: "map", testName: "venueMap")
    }
}
