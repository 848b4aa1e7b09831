import Foundation
import Testing
import SeatMapCore
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput
import SeatMapSnapshot
import SeatMapSnapshotTesting
import SeatMapPage
import SeatMapLayout
import SeatMapLocale

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
        Case(name: "cinema", sample: "cinema", scale: 0.5),
        Case(name: "expo", sample: "expo", scale: 0.5),
        Case(name: "racetrack-sections", sample: "racetrack", scale: 0.05),
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

    /// One golden of a venue's phone page: a sample on a device, maybe zoomed into a section,
    /// with selected seats, in a locale.
    struct PageCase: Sendable, CustomTestStringConvertible {
        var name: String, sample: String, device: String = "iphone-15", landscape = false, section: String? = nil
        var selected: [String] = [], locale: String? = nil
        var testDescription: String { name }
    }

    /// The phone page around each sample's map (`render VENUE`): all of the map, or a section
    /// zoomed in as a tap does, seats selected with their chips and total, on phones and a
    /// tablet in both orientations, Chinese and Arabic. Each page is checked against the page's
    /// and the map's rules first (VenuePageTests sweeps every device); references in
    /// __Snapshots__/GoldenVenueTests/venuePage.<case>.png, recorded after that sweep was clean
    /// and looked at.
    @Test(arguments: [
        PageCase(name: "theatre-selected", sample: "theatre", selected: ["中区-10-8", "中区-10-9"]),
        PageCase(name: "theatre-ar", sample: "theatre", selected: ["中区-10-8", "中区-10-9"], locale: "ar"),
        PageCase(name: "arena-sections", sample: "arena"),
        PageCase(name: "arena-north", sample: "arena", section: "north", selected: ["North-A-12", "North-A-13"]),
        PageCase(name: "banquet-ipad-landscape", sample: "banquet", device: "ipad-pro-11", landscape: true, selected: ["T5-1", "T5-2"]),
        PageCase(name: "opera-pixel", sample: "opera", device: "pixel-7"),
        PageCase(name: "cinema-sofa", sample: "cinema", device: "iphone-se", selected: ["9-3"]),
        PageCase(name: "racetrack", sample: "racetrack"),
        PageCase(name: "racetrack-stand", sample: "racetrack", section: "Mid Stand 3", selected: ["Mid Stand 3-A-20", "Mid Stand 3-A-21"]),
    ])
    func venuePage(_ c: PageCase) throws {
        let venue = try VenueFile.load(path: VenueInvariantTests.root.appendingPathComponent("Samples/venues/\(c.sample).json").path)
        var device = try Device.named(c.device)
        if c.landscape { device = device.oriented(.landscape) }
        let theme = try Theme.builtinDefault.localized(to: c.locale.map { try PageLocale.named($0) })
        var request = PageRequest(venue: try VenueLayout(venue: venue, metrics: theme.metrics), theme: theme, device: device, selection: .ids(c.selected))
        request.zoomedSection = c.section
        let resolved = try PageOutput.resolve(try request.make())
        #expect(resolved.invariantViolations.isEmpty, "\(resolved.invariantViolations)")
        #expect(resolved.venueLayer?.venue.violations().isEmpty == true)
        #expect(resolved.missingCharacters.isEmpty, "\(resolved.missingCharacters)")
        assertSnapshot(of: venue, as: .page(device: device, locale: c.locale, section: c.section, selected: c.selected), named: "page", testName: "venuePage")
    }
}
