import Foundation
import Testing
import SeatMapCore

/// `seatmap audit` through the real binary.
@Suite struct AuditCommandTests {
    @Test func targetSizesAreTheLayoutsAndSmallSeatsFail() throws {
        let r = try Binary.run(["audit", Binary.sample("standard"), "--device", "iphone-se", "--json"])
        #expect(r.code == 1, "\(r.stderr)")
        let audit = try Binary.json(r.stdout)
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("standard"), "--device", "iphone-se"]).stdout)
        let seat = try #require((layout["seats"] as? [[String: Any]])?.first)
        let pixels = try #require(seat["pixelFrame"] as? [Double])
        let size = try #require(audit["smallestSeat"] as? Double)
        #expect(abs(size - pixels[2] / 2) < 1e-9, "audit \(size) pt, layout \(pixels[2] / 2) pt")
        let targets = try #require(audit["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["WCAG 2.5.8", "Apple HIG", "Android"])
        #expect(targets.allSatisfy { $0["passes"] as? Bool == false })
        // At the zoom the audit names, a seat is exactly the minimum.
        let zoom = try #require(targets[0]["zoomNeeded"] as? Double)
        let zoomed = try Binary.json(try Binary.run(["audit", Binary.sample("standard"), "--device", "iphone-se", "--zoom", "\(zoom + 1e-9)", "--json"]).stdout)
        #expect(((zoomed["targets"] as? [[String: Any]])?.first?["passes"] as? Bool) == true)
        #expect((audit["voiceOverOrder"] as? [String])?.first == "1排1号座位，可选，¥45")
        #expect((audit["incompleteLabels"] as? [Any])?.isEmpty == true)
        // The high-contrast theme passes every colour check.
        let hc = try Binary.json(try Binary.run(["audit", Binary.sample("standard"), "--theme", "high-contrast", "--json"]).stdout)
        #expect((hc["colours"] as? [[String: Any]])?.allSatisfy { $0["passes"] as? Bool == true } == true)
    }

    @Test func aThemeWhoseSoldAndAvailableSeatsAreTooCloseFailsNamingBoth() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let theme = dir.appendingPathComponent("close.json")
        // The high-contrast theme, whose only change is a sold colour next to the available one.
        let base = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Themes/high-contrast.json"), encoding: .utf8)
        let close = base.replacingOccurrences(of: ##""sold":      {"fill": "#2B2B2B""##, with: ##""sold":      {"fill": "#5A8FCC""##)
        #expect(close != base)
        try Data(close.utf8).write(to: theme)
        let r = try Binary.run(["audit", Binary.sample("studio"), "--theme", theme.path])
        #expect(r.code == 1)
        #expect(r.stdout.contains("FAIL normal: available seat vs sold seat"), "\(r.stdout)")
        #expect(r.stdout.contains("FAIL greyscale: available seat vs sold seat"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("audit: fail\n"))
    }

    @Test func batchAuditsEachItemIntoTheManifestAndTheGallery() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-batch-audit-\(UUID().uuidString)").path
        let b = try Binary.run(["batch", "--halls", Binary.sample("studio"), "--themes", "maoyan,high-contrast", "--devices", "iphone-se", "--audit", "-o", dir])
        #expect(b.code == 0, "\(b.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/manifest.json"))) as? [String: Any])
        let items = try #require(manifest["items"] as? [[String: Any]])
        let audits = items.compactMap { $0["audit"] as? [String: Any] }
        #expect(audits.count == 2)
        let maoyan = try #require(items.first { ($0["theme"] as? [String: Any])?["name"] as? String == "maoyan" }?["audit"] as? [String: Any])
        #expect(maoyan["passes"] as? Bool == false)
        #expect((maoyan["failures"] as? [String])?.contains { $0.hasPrefix("normal: available seat vs sold seat") } == true, "\(maoyan)")
        let hc = try #require(items.first { ($0["theme"] as? [String: Any])?["name"] as? String == "high-contrast" }?["audit"] as? [String: Any])
        #expect((hc["failures"] as? [String])?.allSatisfy { $0.hasPrefix("touch target") } == true, "\(hc)")
        let html = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
        #expect(html.contains("badge audit fail"))
    }
}
