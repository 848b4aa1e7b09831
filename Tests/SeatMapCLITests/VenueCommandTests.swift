import Testing
import Foundation
import SeatMapCore

/// Venues from the command line: `import` writes a seats.io chart as a venue file, `validate`
/// checks it, and the page commands say they cannot draw one yet (never "not a hall").
@Suite struct VenueCommandTests {
    static let chart = """
    {"name": "Small hall", "subChart": {"rows": [{"label": "A", "seats": [{"x": 100, "y": 50, "label": "1"}, {"x": 120, "y": 50, "label": "2"}]}],
     "sections": [], "generalAdmissionAreas": [{"label": "Floor", "capacity": 50, "type": "rectangle", "center": {"x": 50, "y": 100}, "width": 40, "height": 20}],
     "focalPoint": {"x": 110, "y": 0}, "snapOffset": 4}}
    """

    @Test func importValidateAndRender() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-venue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = dir.appendingPathComponent("chart.json").path, venue = dir.appendingPathComponent("venue.json").path
        try Self.chart.write(toFile: chart, atomically: true, encoding: .utf8)

        let imported = try Binary.run(["import", chart, "-o", venue])
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("note: \(chart): not read in the chart's subChart: snapOffset"))
        #expect(imported.stderr.contains("\(chart): imported as a seats.io chart: 2 seats, 1 row, 0 sections, 1 general-admission area"))
        let text = try String(contentsOfFile: venue, encoding: .utf8)
        #expect(text.hasPrefix("{\n \"format\": \"seatmap-venue\",\n \"version\": 1,"))

        let valid = try Binary.run(["validate", venue])
        #expect(valid.code == 0 && valid.stdout == "ok: 2 seats, 1 row, 0 zones\n", "\(valid.stdout)\(valid.stderr)")

        let render = try Binary.run(["render", venue, "-o", dir.appendingPathComponent("v.png").path])
        #expect(render.code == 65)
        #expect(render.stderr.hasPrefix("error: \(venue): a SeatMap venue file (seats at coordinates); render, layout, hit and audit cannot draw venues yet (issue 46)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("v.png").path))

        let chartAsIs = try Binary.run(["validate", chart])
        #expect(chartAsIs.code == 65 && chartAsIs.stderr.contains("a seats.io chart, not a hall or venue file: seatmap import \(chart) -o VENUE.json converts it"))
    }
}
