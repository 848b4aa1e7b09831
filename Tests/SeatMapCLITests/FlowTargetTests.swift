import Foundation
import Testing
import SeatMapCore
import SeatMapFlow
import SeatMapTestSupport

/// One story for every screen: `tapAt` targets (`{"seat": ID}`, `{"element": NAME}`) land
/// where the page shows them on any device, while `tapAt` points played on another screen warn
/// per step — in `seatmap flow`, and per item in `batch --flows` (manifest, stderr, gallery).
@Suite struct FlowTargetTests {
    static let everyDevice = Binary.packageRoot.appendingPathComponent("Samples/flows/every-device.json").path

    /// The happy path written in page points of the iPhone 15, as the sample once was (the
    /// samples now use targets, as the docs recommend): `happy.json` in `dir`.
    static func pointsStory(in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("happy.json").path
        try """
        {"name": "happy path", "hall": "\(Binary.sample("standard"))", "device": "iphone-15", "theme": "maoyan", "zoomOnTap": true,
         "steps": [{"tap": "4_10"}, {"tapAt": [231, 370]}, {"zoom": "fit"}, {"tapAt": [317, 788]}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func targetsLandAlikeOnEveryDeviceAndPointsWarnPerStep() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var outcomes: [[String]] = []
        for device in ["iphone-15", "iphone-se", "galaxy-s23-landscape"] {
            let r = try Binary.run(["flow", Self.everyDevice, "--device", device, "-o", dir.appendingPathComponent(device).path])
            #expect(r.code == 0 && !r.stderr.contains("tapAt"), "\(device): \(r.stderr)")
            outcomes.append(r.stdout.split(separator: "\n").filter { $0.hasPrefix("step-") }.map(String.init))
        }
        #expect(outcomes[0].contains("step-04 tapAt dialogButton accept: selection replaced by the suggestion 7_9 (7排9号), 7_10 (7排10号), 7_11 (7排11号)"), "\(outcomes[0])")
        // The contact sheet's captions name seats by their labels, as for taps by id.
        let (player, hall) = try FlowPlayer.make(try FlowStory.load(path: Self.everyDevice))
        let frames = try player.play(hall: hall)
        #expect(frames[1].captionSummary == "tapAt 4排10号" && frames[4].captionOutcome == "selection replaced by the suggestion 7排9号, 7排10号, 7排11号",
                "\(frames[1].captionSummary) / \(frames[4].captionOutcome)")
        #expect(outcomes[0].contains("step-07 tapAt confirm: order placed: 7_9 (7排9号), 7_10 (7排10号)"), "\(outcomes[0])")
        // What each step did is the same on every screen (zooms aside, which report their offsets).
        func same(_ lines: [String]) -> [String] { lines.filter { !$0.contains(" zoom") } }
        #expect(same(outcomes[1]) == same(outcomes[0]) && same(outcomes[2]) == same(outcomes[0]), "\(outcomes)")

        // Points written for the iPhone 15, played on the SE: each tapAt step warns with what it touched.
        let happy = try Self.pointsStory(in: dir)
        let moved = try Binary.run(["flow", happy, "--device", "iphone-se", "-o", dir.appendingPathComponent("se").path])
        let lines = moved.stderr.split(separator: "\n").filter { $0.contains(": step 0") && $0.contains("is a page point of iphone-15 at text scale 1") }
        #expect(moved.code == 0 && lines.count == 2, "\(moved.stderr)")
        #expect(lines.first?.contains("warning: \(happy): step 02: tapAt 231,370 is a page point of iphone-15 at text scale 1; on iphone-se at text scale 1 it touched ") == true, "\(lines)")
    }

    /// A kind whose elements `layout` numbers is tapped by that number: the `+N` chip standing
    /// for the seats from place 5 on is `"index": 5`, as `layout` and `hit` report it, not 0.
    @Test func anElementsIndexIsTheOneLayoutReports() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["--device", "iphone-se", "--selected", "7_8,7_9,7_10,7_11,7_12,7_13"]
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("standard")] + args).stdout)
        let more = try #require((layout["elements"] as? [[String: Any]])?.first { $0["kind"] as? String == "moreChip" })
        let index = try #require(more["index"] as? Int)
        #expect(index > 0)
        func story(_ i: Int) throws -> String {
            let path = dir.appendingPathComponent("s\(i).json").path
            let taps = ["7_8", "7_9", "7_10", "7_11", "7_12", "7_13"].map { #"{"tap": "\#($0)"}"# }.joined(separator: ", ")
            try #"{"hall": "\#(Binary.sample("standard"))", "device": "iphone-se", "steps": [\#(taps), {"tapAt": {"element": "moreChip", "index": \#(i)}}]}"#
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let hit = try Binary.run(["flow", try story(index), "-o", dir.appendingPathComponent("a").path])
        #expect(hit.code == 0 && !hit.stderr.contains("no moreChip"), "\(hit.stderr)")
        #expect(hit.stdout.contains("step-07 tapAt moreChip"), "\(hit.stdout)")
        #expect(!hit.stdout.contains("nothing touched"), "\(hit.stdout)")
        let missed = try Binary.run(["flow", try story(0), "-o", dir.appendingPathComponent("b").path])
        #expect(missed.stderr.contains("tapAt moreChip #0: no moreChip #0 on the page of iphone-se (moreChip elements: 1): nothing touched"), "\(missed.stderr)")
    }

    @Test func batchFlowsWarnPerItemWhenPointsMayMiss() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        let happy = try Self.pointsStory(in: dir)
        let r = try Binary.run(["batch", "--halls", Binary.sample("standard"), "--flows", happy, Self.everyDevice, "--devices", "iphone-se", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let items = try #require(manifest["items"] as? [[String: Any]])
        func warned(_ prefix: String) -> [String] {
            items.filter { ($0["output"] as! String).hasPrefix(prefix) && (($0["warnings"] as? [String]) ?? []).contains { $0.contains("is a page point of iphone-15") } }
                .map { $0["output"] as! String }.sorted()
        }
        #expect(warned("flow-happy/") == ["flow-happy/maoyan/iphone-se-step-02.png", "flow-happy/maoyan/iphone-se-step-04.png"], "\(warned("flow-happy/"))")
        #expect(warned("flow-every-device/").isEmpty)
        // Said on stderr, one line an item, and badged in the gallery.
        let said = r.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: flow-happy/maoyan/iphone-se-step-0") && $0.contains("is a page point of iphone-15") }
        #expect(said.count == 2, "\(r.stderr)")
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.contains("tapAt 231,370 is a page point of iphone-15"))
    }

    @Test func targetsAreCheckedWhenTheStoryIsRead() throws {
        func problem(_ step: String) -> String {
            let text = #"{"hall": "h.json", "steps": [\#(step)]}"#
            do { _ = try FlowStory.decode(Array(text.utf8), file: "s.json"); return "" } catch { return "\(error)" }
        }
        #expect(problem(#"{"tapAt": {"element": "confrim"}}"#).contains(#""confrim" is not a page element (did you mean "confirm"?"#), "\(problem(#"{"tapAt": {"element": "confrim"}}"#))")
        #expect(problem(#"{"tapAt": {"seat": "5_5", "element": "confirm"}}"#).contains("or a target"))
        #expect(problem(#"{"tapAt": {"seat": "5_5", "bye": [1, 2]}}"#).contains(#"unknown key in a tapAt target (did you mean "by"?)"#))
        #expect(problem(#"{"tapAt": {"seat": "5_5", "index": 1}}"#).contains("a seat target takes no index"))
        #expect(problem(#"{"tapAt": {"element": "legendItem", "index": -1}}"#).contains("expected which element of its kind"))
        let ok = try FlowStory.decode(Array(#"{"hall": "h.json", "steps": [{"tapAt": {"element": "legendItem", "index": 2, "by": [0, -4]}}]}"#.utf8), file: "s.json")
        #expect(ok.steps[0].action == .tapOn(.element("legendItem", index: 2), by: Point(x: 0, y: -4)))
        #expect(ok.steps[0].action.summary == "tapAt legendItem #2 by 0,-4")
        #expect(ok.steps[0].action.json.serialized() == #"{"tapAt": {"element": "legendItem", "index": 2, "by": [0, -4]}}"#)
    }

    /// A target the page does not show touches nothing, and the frame says so (a warning too).
    @Test func aTargetThePageLacksTouchesNothingAndWarns() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = dir.appendingPathComponent("s.json")
        try #"{"hall": "\#(Binary.sample("standard"))", "steps": [{"tapAt": {"element": "dialogButton accept"}}, {"tapAt": {"seat": "5_5"}}]}"#
            .write(to: story, atomically: true, encoding: .utf8)
        let r = try Binary.run(["flow", story.path, "-o", dir.appendingPathComponent("out").path])
        #expect(r.code == 0)
        #expect(r.stdout.contains("step-01 tapAt dialogButton accept: no dialogButton accept on this page (dialogButton elements: none): nothing touched"), "\(r.stdout)")
        #expect(r.stdout.contains("step-02 tapAt seat 5_5: 5_5 (5排5号) selected"), "\(r.stdout)")
        #expect(r.stderr.contains("warning: \(story.path): step 01: tapAt dialogButton accept: no dialogButton accept on the page of iphone-15"), "\(r.stderr)")
    }
}

extension FlowTargetTests {
    /// A hall the story names that cannot be read is an error at the story's `hall` line — the
    /// story is what to fix — exit 66, in `seatmap flow` and on `batch --flows` items alike.
    @Test func aMissingHallNamesTheStoryFileAndLine() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let story = dir.appendingPathComponent("s.json")
        try "{\n  \"name\": \"x\",\n  \"hall\": \"nope/hall.json\",\n  \"steps\": [{\"tap\": \"1_1\"}]\n}\n".write(to: story, atomically: true, encoding: .utf8)
        let r = try Binary.run(["flow", story.path, "-o", dir.appendingPathComponent("out").path])
        #expect(r.code == 66 && r.stderr == "error: \(story.path):3:11: hall: \(dir.path)/nope/hall.json: no such file\n", "\(r.stderr)")
        let b = try Binary.run(["batch", "--flows", story.path, "-o", dir.appendingPathComponent("b").path])
        #expect(b.code == 1 && b.stderr.contains("error: flow-s/maoyan/iphone-15-step-00.png: \(story.path):3:11: hall: "), "\(b.stderr)")
    }
}
