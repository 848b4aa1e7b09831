import SeatMapTestSupport
import SeatMapTheme
import SeatMapPage
import Testing
import SeatMapCore
import SeatMapRules
import SeatMapLayout
import SeatMapRender
import SeatMapSnapshot
import SeatMapSnapshotTesting
import SeatMapImport

/// Golden images: every sample in every shipped theme on two devices, compared strictly (0
/// differing pixels at pixelmatch's default threshold), so any seat that changes state fails.
/// References live in __Snapshots__/GoldenPageTests/; re-record on purpose with
/// SEATMAP_RECORD=failed and review the images before committing them.
@Suite struct GoldenPageTests {
    static let halls = ["studio", "standard", "imax", "irregular"]
    static let devices = ["iphone-se", "iphone-15"]

    @Test(arguments: halls, ["maoyan", "dark", "high-contrast", "print"])
    func samplePage(hall: String, theme: String) throws {
        let h = try HallFile.load(path: Fixtures.sample(hall))
        let t = try Theme.load(theme)
        let suggestion = try SeatSuggester(hall: h).suggest(count: 2).get().map { h[$0].seatId }
        for device in Self.devices {
            // The case's arguments are in the reference's name: samplePage.<hall>-<theme>.<device>.png.
            assertSnapshot(of: h, as: .page(theme: t, device: try .named(device), selected: suggestion),
                           named: device, testName: "samplePage")
        }
    }

    /// Pages the phone goldens do not reach: the wide page (a landscape phone, a tablet), large
    /// text, the English theme, a hall with every seat kind. Each case names its reference:
    /// variantPage.<case>.png. Recorded after the page sweep (PageMatrixTests) was clean, and
    /// each checked here to break none of the page's rules.
    @Test(arguments: [
        ("imax-landscape", "imax", "maoyan", "iphone-15-landscape", 1.0),
        ("standard-tablet", "standard", "maoyan", "ipad-pro-11", 1.0),
        ("imax-tablet-landscape", "imax", "maoyan", "ipad-pro-11-landscape", 1.0),
        ("standard-text-1.3", "standard", "maoyan", "iphone-15", 1.3),
        ("imax-text-2", "imax", "maoyan", "iphone-se", 2.0),
        ("standard-landscape-text-2", "standard", "maoyan", "iphone-15-landscape", 2.0),
        ("standard-maoyan-en", "standard", "maoyan-en", "iphone-15", 1.0),
        ("kinds", "import/seats-kinds.csv", "maoyan", "iphone-15", 1.0),
        ("kinds-landscape-text-1.3", "import/seats-kinds.csv", "maoyan", "iphone-15-landscape", 1.3),
    ] as [(String, String, String, String, Double)])
    func variantPage(name: String, hall: String, theme: String, device: String, textScale: Double) throws {
        let path = hall.contains("/") ? Fixtures.root.appendingPathComponent("Samples/\(hall)").path : Fixtures.sample(hall)
        let h = try HallImport.load(path: path)
        let suggestion = try SeatSuggester(hall: h).suggest(count: 2).get().map { h[$0].seatId }
        let page = try SeatPage.make(hall: h, theme: try Theme.load(theme), device: .named(device), selectedIds: suggestion,
                                     textScale: textScale)
        let resolved = try Renderer.resolve(page)
        #expect(resolved.invariantViolations.isEmpty, "\(resolved.invariantViolations)")
        assertSnapshot(of: page, as: .png(), named: name, testName: "variantPage")
    }

    @Test func layoutDumpOfTheStudio() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("studio")), device: .named("iphone-se"),
                                     selectedIds: ["3_4"])
        assertSnapshot(of: page, as: .layoutDump, named: "studio-iphone-se")
    }
}
