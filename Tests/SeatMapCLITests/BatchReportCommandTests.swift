import Foundation
import Testing
import SeatMapTestSupport

/// `batch --junit` and `--summary` as a CI job uses them, and progress in a CI log.
@Suite struct BatchReportCommandTests {
    @Test func junitAndSummaryNameTheChangedSeat() throws {
        let dir = try Binary.tempDir()
        let halls = dir.appendingPathComponent("halls")
        try FileManager.default.createDirectory(at: halls, withIntermediateDirectories: true)
        let hall = halls.appendingPathComponent("standard.json")
        try FileManager.default.copyItem(atPath: Binary.sample("standard"), toPath: hall.path)
        let base = dir.appendingPathComponent("base").path, out = dir.appendingPathComponent("out").path
        #expect(try Binary.run(["batch", "--halls", hall.path, "--themes", "maoyan", "--devices", "iphone-se", "-o", base]).code == 0)
        // Sell seat 5_5, and render the same set again against the baseline.
        var text = try String(contentsOf: hall, encoding: .utf8)
        let seat = try #require(text.range(of: #""seatId": "5_5""#))
        let status = try #require(text.range(of: #""status": 1"#, range: seat.upperBound..<text.endIndex))
        text.replaceSubrange(status, with: #""status": 0"#)
        try text.write(to: hall, atomically: true, encoding: .utf8)
        let reports = dir.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let junit = reports.appendingPathComponent("junit.xml").path, summary = reports.appendingPathComponent("summary.md").path
        let r = try Binary.run(["batch", "--halls", hall.path, "--themes", "maoyan,dark", "--devices", "iphone-se", "--baseline", base,
                                "--fail-on-change", "--junit", junit, "--summary", summary, "-o", out])
        #expect(r.code == 1, "\(r.stderr)")
        // Progress in a log (stderr is a pipe here): the closing line, nothing on stdout but the result.
        #expect(r.stderr.contains("batch: 2/2 items in "), "\(r.stderr)")
        #expect(r.lines.count == 1 && r.stdout.hasPrefix("rendered 2 of 2 items"))

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="standard" tests="2" failures="2""#))
        #expect(xml.contains(#"<failure type="changed" message="changed seats: 5_5 (available→sold) 5排5号""#), "\(xml)")
        #expect(xml.contains(#"<failure type="new""#))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
            p.arguments = ["--noout", "--schema", Binary.packageRoot.appendingPathComponent("Tests/SeatMapCLITests/junit.xsd").path, junit]
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "the JUnit report does not validate against the JUnit schema")
        }

        let md = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(md.hasPrefix("## SeatMap batch: 2 items — 1 changed, 1 new, 0 missing, 0 unchanged, 0 failed"))
        #expect(md.contains("| changed | 5_5 (available→sold) 5排5号 |"))
        // Links are relative to the summary's folder and lead to the images.
        for link in md.components(separatedBy: "](").dropFirst().map({ String($0.prefix { $0 != ")" }) }) {
            #expect(link.hasPrefix("../out/"), "\(link)")
            #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent(link).path), "\(link) does not exist")
        }
    }
}
