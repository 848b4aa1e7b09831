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
        // One line for the pair, with every vision it fails, both colours and the keys to change.
        let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("FAIL available seat vs sold seat") })
        #expect(line == "  FAIL available seat vs sold seat: 1.1:1 (needs 3:1) under normal, protanopia, deuteranopia, tritanopia, greyscale; #4F86C6 on #5A8FCC: change states.available.fill or states.sold.fill")
        #expect(r.stdout.split(separator: "\n").filter { $0.contains("available seat vs sold seat") }.count == 1)
        let json = try Binary.run(["audit", Binary.sample("studio"), "--theme", theme.path, "--json"])
        let audit = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let finding = try #require((audit["colourFindings"] as? [[String: Any]])?.first { $0["name"] as? String == "available seat vs sold seat" })
        #expect(finding["keys"] as? [String] == ["states.available.fill", "states.sold.fill"] && finding["background"] as? String == "#5A8FCC")
        #expect((finding["visions"] as? [String])?.count == 5)
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
        #expect((maoyan["failures"] as? [String])?.contains { $0.hasPrefix("available seat vs sold seat 1.41:1 under normal") } == true, "\(maoyan)")
        let hc = try #require(items.first { ($0["theme"] as? [String: Any])?["name"] as? String == "high-contrast" }?["audit"] as? [String: Any])
        #expect((hc["failures"] as? [String])?.allSatisfy { $0.hasPrefix("touch target") } == true, "\(hc)")
        let html = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
        #expect(html.contains("badge audit fail"))
    }
}

/// A companion seat with no wheelchair space or accessible seat beside it can never be sold:
/// `validate` warns (an error with --strict) and `audit` fails, naming it.
@Suite struct LoneCompanionTests {
    @Test func aLoneCompanionIsFoundByValidateAndAudit() throws {
        let dir = try Binary.tempDir()
        let hall = dir.appendingPathComponent("lone.json").path
        let seats = (1...4).map { c in
            #"{"seatId": "1_\#(c)", "rowNo": 1, "colNo": \#(c), "zone": 1, "price": 4500, "status": 1\#(c == 3 ? #", "kind": "companion""# : c == 1 ? #", "kind": "wheelchair""# : "")}"#
        }
        try #"{"rows": [[\#(seats.joined(separator: ", "))]]}"#.write(toFile: hall, atomically: true, encoding: .utf8)
        let v = try Binary.run(["validate", hall])
        #expect(v.code == 0 && v.stderr.contains("companion seat 1_3 has no wheelchair space or accessible seat beside it"), "\(v.stderr)")
        #expect(try Binary.run(["validate", hall, "--strict"]).code == 1)
        let a = try Binary.run(["audit", hall])
        #expect(a.code == 1 && a.stdout.contains("companion seats: 1 can never be sold") && a.stdout.contains("FAIL 1_3: no wheelchair space"), "\(a.stdout)")
        // Beside the wheelchair space it is sold with it: nothing to say.
        let fine = dir.appendingPathComponent("fine.json").path
        try String(contentsOfFile: hall, encoding: .utf8).replacingOccurrences(of: #""colNo": 3, "zone": 1, "price": 4500, "status": 1, "kind": "companion""#, with: #""colNo": 3, "zone": 1, "price": 4500, "status": 1"#)
            .replacingOccurrences(of: #""colNo": 2, "zone": 1, "price": 4500, "status": 1"#, with: #""colNo": 2, "zone": 1, "price": 4500, "status": 1, "kind": "companion""#)
            .write(toFile: fine, atomically: true, encoding: .utf8)
        let ok = try Binary.run(["validate", fine])
        #expect(ok.code == 0 && !ok.stderr.contains("companion"), "\(ok.stderr)")
    }
}
