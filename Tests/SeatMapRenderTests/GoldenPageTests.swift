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

    @Test func layoutDumpOfTheStudio() throws {
        let page = try SeatPage.make(hall: HallFile.load(path: Fixtures.sample("studio")), device: .named("iphone-se"),
                                     selectedIds: ["3_4"])
        assertSnapshot(of: page, as: .layoutDump, named: "studio-iphone-se")
    }
}
