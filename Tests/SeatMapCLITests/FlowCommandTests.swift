import Foundation
import Testing
import SeatMapCore
import SeatMapFlow
import SeatMapPNG
import SeatMapTestSupport

/// `seatmap flow` through the real binary: stories played through the rules and the
/// hit-tester, their frames, flow.json, the contact sheet and the animated PNG.
@Suite struct FlowCommandTests {
    static func flowJSON(_ dir: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("flow.json"))) as? [String: Any])
    }
    static func steps(_ dir: URL) throws -> [[String: Any]] { try #require(try flowJSON(dir)["steps"] as? [[String: Any]]) }
    static func layout(_ dir: URL, _ step: Int) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(String(format: "step-%02d.layout.json", step)))) as? [String: Any])
    }
    static func state(_ layout: [String: Any], _ id: String) -> String? {
        (layout["seats"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["state"] as? String
    }
    static func story(_ dir: URL, _ json: String, name: String = "story.json") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The done-when of issue 36: a story written against a hall the code has never seen — taps by
    /// id and by screen point, a sold seat, one seat over the limit, a confirm with a conflict.
    @Test func aStoryAgainstAnUnseenHallGivesTheRightPageAfterEveryStep() throws {
        let dir = try Binary.tempDir()
        // Two rows of eight, a limit of 3: 1_3 sold, 2_2 locked.
        let hall = HallBuilder.hall(["AASAAAAA", "ALAAAAAA"], maxSeats: 3)
        try Data(HallBuilder.json(hall).utf8).write(to: dir.appendingPathComponent("hall.json"))
        // Where 2_6 is on the page as opened, read off the layout a user would screenshot.
        let opened = try Binary.json(try Binary.run(["layout", dir.appendingPathComponent("hall.json").path, "--device", "iphone-se"]).stdout)
        let px = try #require((opened["seats"] as? [[String: Any]])?.first { $0["id"] as? String == "2_6" }?["pixelFrame"] as? [Double])
        let point = [(px[0] + px[2] / 2) / 2, (px[1] + px[3] / 2) / 2]
        let path = try Self.story(dir, """
        {"hall": "hall.json", "device": "iphone-se", "zoomOnTap": false, "steps": [
          {"tapAt": [\(point[0]), \(point[1])]},
          {"tap": "1_3"},
          {"tap": "2_7"}, {"tap": "2_8"},
          {"tap": "1_1"},
          {"confirm": {"conflict": ["2_7"]}}
        ]}
        """)
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["flow", path, "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let steps = try Self.steps(out)
        #expect(steps.count == 7, "the page as opened and one frame per step")
        #expect(steps.map { $0["selected"] as? [String] ?? ["?"] } == [[], ["2_6"], ["2_6"], ["2_6", "2_7"], ["2_6", "2_7", "2_8"],
                                                                    ["2_6", "2_7", "2_8"], ["2_6", "2_8"]])
        #expect(steps[1]["hit"] as? String == "seat 2_6")
        // The sold seat and the fourth seat are refused, with the rule's name and a toast.
        #expect((steps[2]["refused"] as? [String: Any])?["rule"] as? String == "notAvailable")
        #expect(steps[2]["toast"] as? String == "该座位已售出")
        #expect((steps[5]["refused"] as? [String: Any])?["rule"] as? String == "exceedLimit")
        #expect(steps[5]["toast"] as? String == "一次最多可选3个座位")
        // Frames without a refusal have no toast.
        #expect(steps[1]["toast"] is NSNull && steps[3]["toast"] is NSNull && steps[1]["refused"] is NSNull)
        // The conflict: the toast, the seat drawn sold from then on, the selection without it.
        #expect(steps[6]["toast"] as? String == "座位已售出，请重新选择")
        #expect((steps[6]["refused"] as? [String: Any])?["rule"] as? String == "seatConflict")
        #expect(steps[6]["conflict"] as? [String] == ["2_7"])
        #expect(Self.state(try Self.layout(out, 5), "2_7") == "selected")
        #expect(Self.state(try Self.layout(out, 6), "2_7") == "sold")
        // The toast is a page element of its frame, in the layout and in the picture.
        let toast = try #require((try Self.layout(out, 6)["elements"] as? [[String: Any]])?.first { $0["kind"] as? String == "toast" })
        #expect(toast["text"] as? String == "座位已售出，请重新选择")
        #expect((try Self.layout(out, 3)["elements"] as? [[String: Any]])?.contains { $0["kind"] as? String == "toast" } == false)
        // A frame per state, a contact sheet and an animation with one frame per state.
        for i in 0..<7 { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(String(format: "step-%02d.png", i)).path)) }
        let apng = try APNG.frameInfo([UInt8](try Data(contentsOf: out.appendingPathComponent("flow.png"))))
        #expect(apng.frames == 7 && apng.plays == 0)
        #expect(apng.delaysMilliseconds == [1500, 1500, 2500, 1500, 1500, 2500, 3000])
        let sheet = try PNGCodec.decode([UInt8](try Data(contentsOf: out.appendingPathComponent("contact.png"))))
        #expect(sheet.width == 4 * 270 + 5 * 16, "four thumbnails a row")
        // Frame 6 of the animation is step-06.png's pixels.
        let frame6 = try PNGCodec.decode([UInt8](try Data(contentsOf: out.appendingPathComponent("step-06.png"))))
        #expect(frame6.width == 750 && frame6.height == 1334)
    }

    @Test func theSamplesPlayTheHappyRefusalAndConflictPaths() throws {
        let root = Binary.packageRoot.appendingPathComponent("Samples/flows")
        let dir = try Binary.tempDir()
        for name in ["happy", "refusal", "conflict"] {
            let r = try Binary.run(["flow", root.appendingPathComponent("\(name).json").path, "-o", dir.appendingPathComponent(name).path])
            #expect(r.code == 0, "\(name): \(r.stderr)")
        }
        let happy = try Self.steps(dir.appendingPathComponent("happy"))
        #expect(happy.last?["selected"] as? [String] == ["4_10", "4_11"])
        #expect(happy[1]["outcome"] as? String == "4_10 (4排10号) selected; zoomed in to 0.75 around it")
        #expect(abs((happy[1]["zoom"] as? Double ?? 0) - 0.75) < 1e-12, "zoom on tap")
        #expect(happy[2]["hit"] as? String == "seat 4_11")
        #expect(happy[4]["hit"] as? String == "confirm")
        let order = try #require(happy[4]["order"] as? [String: Any])
        #expect(order["seatIds"] as? [String] == ["4_10", "4_11"] && order["totalAmount"] as? Int == 9000)
        #expect(happy[4]["toast"] as? String == "订单已提交，请尽快支付")

        let refusal = try Self.steps(dir.appendingPathComponent("refusal"))
        let rules = refusal.map { ($0["refused"] as? [String: Any])?["rule"] as? String }
        #expect(rules.compactMap { $0 } == ["notAvailable", "notAvailable", "exceedLimit", "dialogOpen", "leavesLoneSeat"])
        #expect(refusal[2]["toast"] as? String == "该座位已被锁定")
        #expect(refusal[9]["toast"] as? String == "一次最多可选6个座位")
        #expect(refusal[9]["selected"] as? [String] == refusal[8]["selected"] as? [String], "a refused tap keeps the selection")
        #expect(refusal[10]["hit"] as? String == "seatChip 3_5")
        #expect(refusal[10]["selected"] as? [String] == ["3_6", "3_7", "3_8", "3_9", "3_10"])
        let dialog = try #require(refusal[11]["dialog"] as? [String: Any])
        #expect(dialog["title"] as? String == "替换已选座位" && (dialog["suggested"] as? [String])?.count == 2)
        #expect(refusal[12]["hit"] as? String == "scrim" && refusal[12]["dialog"] is [String: Any])
        #expect(refusal[13]["hit"] as? String == "dialogButton cancel" && refusal[13]["dialog"] is NSNull)
        #expect(refusal[13]["selected"] as? [String] == ["3_6", "3_7", "3_8", "3_9", "3_10"])
        #expect(refusal[15]["toast"] as? String == "座位旁边不要留下单个空座")

        let conflict = try Self.steps(dir.appendingPathComponent("conflict"))
        #expect(conflict[4]["selected"] as? [String] == ["4_6", "4_8"])
        #expect(conflict[7]["dropped"] as? [[String: String]] == [["seat": "4_6", "now": "sold"]])
        #expect(conflict[7]["toast"] as? String == "座位已售出，请重新选择")
        #expect((conflict[9]["order"] as? [String: Any])?["seatIds"] as? [String] == ["4_5", "4_4"])
    }

    @Test func acceptingTheDialogReplacesTheSelection() throws {
        let dir = try Binary.tempDir()
        let hall = HallBuilder.hall(["AAAAAAAA", "AAAAAAAA"], maxSeats: 4)
        try Data(HallBuilder.json(hall).utf8).write(to: dir.appendingPathComponent("hall.json"))
        let layout = try Binary.json(try Binary.run(["layout", dir.appendingPathComponent("hall.json").path, "--selected", "1_1", "--suggest", "2"]).stdout)
        let accept = try #require((layout["elements"] as? [[String: Any]])?.first { $0["role"] as? String == "accept" }?["frame"] as? [Double])
        let path = try Self.story(dir, """
        {"hall": "hall.json", "steps": [{"tap": "1_1"}, {"suggest": 2}, {"tapAt": [\(accept[0] + accept[2] / 2), \(accept[1] + accept[3] / 2)]}]}
        """)
        let out = dir.appendingPathComponent("out")
        #expect(try Binary.run(["flow", path, "-o", out.path]).code == 0)
        let steps = try Self.steps(out)
        let suggested = try #require((steps[2]["dialog"] as? [String: Any])?["suggested"] as? [String])
        #expect(steps[2]["selected"] as? [String] == ["1_1"], "the manual seat stays until the dialog is answered")
        #expect(steps[3]["hit"] as? String == "dialogButton accept")
        #expect(steps[3]["selected"] as? [String] == suggested)
    }

    @Test func pageOptionsOverrideTheStorysAndFramesCanBeSVG() throws {
        let dir = try Binary.tempDir()
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        let out = dir.appendingPathComponent("out")
        let r = try Binary.run(["flow", story, "--device", "iphone-se", "--theme", "maoyan-en", "--format", "svg", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("tapAt"), "a story without tapAt steps plays on any device")
        let svg = try String(contentsOf: out.appendingPathComponent("step-09.svg"), encoding: .utf8)
        #expect(svg.contains("width=\"375px\""))
        #expect(svg.contains("<g data-element=\"toast\"><title>Order placed, please pay soon</title>"))
        #expect(try Self.flowJSON(out)["device"] as? String == "iphone-se")
        // contact.png and flow.png stay PNG.
        #expect(try APNG.frameInfo([UInt8](try Data(contentsOf: out.appendingPathComponent("flow.png")))).frames == 10)
        // Points written for one screen land elsewhere on another: said, not silent.
        let happy = try FlowTargetTests.pointsStory(in: dir)
        let moved = try Binary.run(["flow", happy, "--device", "iphone-se", "-o", dir.appendingPathComponent("se").path])
        #expect(moved.code == 0)
        #expect(moved.stderr.contains("warning: ") && moved.stderr.contains("tapAt points were written for iphone-15"), "\(moved.stderr)")
    }

    @Test func theSameStoryWritesTheSameBytes() throws {
        let dir = try Binary.tempDir()
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        for n in ["a", "b"] { #expect(try Binary.run(["flow", story, "--device", "iphone-se", "-o", dir.appendingPathComponent(n).path]).code == 0) }
        for file in try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("a").path) {
            let a = try Data(contentsOf: dir.appendingPathComponent("a/\(file)")), b = try Data(contentsOf: dir.appendingPathComponent("b/\(file)"))
            #expect(a == b, "\(file)")
        }
    }

    @Test func aShorterRunRemovesTheFramesOfAnEarlierLongerOne() throws {
        let dir = try Binary.tempDir()
        let hall = Binary.sample("studio")
        let long = try Self.story(dir, #"{"hall": "\#(hall)", "steps": [{"tap": "2_5"}, {"tap": "2_6"}, {"tap": "2_7"}]}"#, name: "long.json")
        let short = try Self.story(dir, #"{"hall": "\#(hall)", "steps": [{"tap": "2_5"}]}"#, name: "short.json")
        let out = dir.appendingPathComponent("out")
        #expect(try Binary.run(["flow", long, "-o", out.path]).code == 0)
        let r = try Binary.run(["flow", short, "-o", out.path])
        #expect(r.stdout.contains("removed 4 frame files of an earlier, longer run: step-02.layout.json, step-02.png, step-03.layout.json, step-03.png"), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("step-03.png").path))
        #expect(try Self.steps(out).count == 2)
    }

    /// A refresh says why it dropped seats: sold, locked by someone else, gone, or several
    /// reasons, each its own theme text, translated in maoyan-en (issue 44, item 5).
    @Test func aRefreshSaysWhyItDroppedTheSeats() throws {
        let dir = try Binary.tempDir()
        var hall = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("studio")))) as? [String: Any])
        func snapshot(_ name: String, _ statuses: [String: Int]) throws -> String {
            var rows = try #require(hall["rows"] as? [[[String: Any]]])
            for r in rows.indices { for c in rows[r].indices { if let id = rows[r][c]["seatId"] as? String, let s = statuses[id] { rows[r][c]["status"] = s } } }
            hall["rows"] = rows
            let path = dir.appendingPathComponent(name).path
            try JSONSerialization.data(withJSONObject: hall).write(to: URL(fileURLWithPath: path))
            return path
        }
        // Status 0 is sold, 3 locked.
        let locked = try snapshot("locked.json", ["2_5": 3]), sold = try snapshot("sold.json", ["2_5": 0])
        let mixed = try snapshot("mixed.json", ["2_5": 3, "2_6": 0])
        for (theme, texts) in [("maoyan", ["座位已被他人锁定，请重新选择", "座位已售出，请重新选择", "部分座位已不可选，请重新选择"]),
                               ("maoyan-en", ["Seat held by someone else, please choose again", "Seat sold, please choose again",
                                              "Some seats are no longer available, please choose again"])] {
            for (snap, text) in zip([locked, sold, mixed], texts) {
                let out = dir.appendingPathComponent("out-\(theme)-\((snap as NSString).lastPathComponent)")
                let story = try Self.story(dir, #"{"hall": "\#(Binary.sample("studio"))", "steps": [{"tap": "2_5"}, {"tap": "2_6"}, {"refresh": "\#(snap)"}]}"#)
                let r = try Binary.run(["flow", story, "--theme", theme, "--device", "375x667@1", "-o", out.path])
                #expect(r.code == 0, "\(r.stderr)")
                let last = try #require(try Self.steps(out).last)
                #expect(last["toast"] as? String == text, "\(theme) \(snap): \(last)")
            }
        }
    }

    /// A story with several problems says every one, located (up to 20), and a seat id the
    /// hall does not have is a story error wherever it is written, with a near miss (issue 44,
    /// item 6); a refused tap stays a toast for seats that exist.
    @Test func aStoryReportsEveryProblemAndEveryUnknownSeat() throws {
        let dir = try Binary.tempDir()
        let hall = Binary.sample("studio")
        let story = try Self.story(dir, #"{"hall": "\#(hall)", "steps": [{"tap": "2_5"}, {"tapp": "2_6"}, {"zoom": "fitt"}, {"suggest": 0}]}"#)
        let r = try Binary.run(["flow", story, "-o", dir.appendingPathComponent("out").path])
        #expect(r.code == 65)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.stderr)")
        #expect(lines[0].hasPrefix("error: \(story):1:") && lines[0].contains("steps[1]: \"tapp\" (did you mean \"tap\"?) is not an action"), "\(r.stderr)")
        #expect(lines[1].hasPrefix("  \(story):1:") && lines[1].contains("steps[2].zoom:") && lines[1].contains("(did you mean fit?)"), "\(r.stderr)")
        #expect(lines[2].contains("steps[3].suggest: expected a number of seats, 1…100"), "\(r.stderr)")

        let ids = try Self.story(dir, #"{"hall": "\#(hall)", "steps": [{"tap": "2_5"}, {"tap": "2_55"}, {"confirm": {"conflict": ["9_99"]}}]}"#, name: "ids.json")
        let u = try Binary.run(["flow", ids, "-o", dir.appendingPathComponent("out2").path])
        #expect(u.code == 65)
        #expect(u.stderr.contains("steps[1]: tap: no seat with id 2_55 in the hall (did you mean 2_5?)"), "\(u.stderr)")
        #expect(u.stderr.contains("steps[2]: confirm.conflict: no seat with id 9_99 in the hall"), "\(u.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out2/flow.json").path))
    }

    @Test func badStoriesAreLocatedErrors() throws {
        let dir = try Binary.tempDir()
        let hall = Binary.sample("studio")
        func run(_ json: String) throws -> Binary.Result {
            try Binary.run(["flow", try Self.story(dir, json), "-o", dir.appendingPathComponent("out").path])
        }
        let typo = try run(#"{"hall": "\#(hall)", "steps": [{"tap": "2_5"}, {"tapp": "2_6"}]}"#)
        #expect(typo.code == 65)
        #expect(typo.stderr.contains("story.json:1:") && typo.stderr.contains("steps[1]: \"tapp\" (did you mean \"tap\"?) is not an action; a step needs one of \"tap\""), "\(typo.stderr)")
        let point = try run(#"{"hall": "\#(hall)", "steps": [{"tapAt": [1]}]}"#)
        #expect(point.code == 65 && point.stderr.contains("steps[0].tapAt: expected [x, y] in page points"), "\(point.stderr)")
        let key = try run(#"{"hall": "\#(hall)", "stepz": []}"#)
        #expect(key.code == 65 && key.stderr.contains("stepz: unknown key (did you mean \"steps\"?)"), "\(key.stderr)")
        let device = try run(#"{"hall": "\#(hall)", "device": "iphone-99", "steps": []}"#)
        #expect(device.code == 65 && device.stderr.contains("device:"), "\(device.stderr)")
        let missingHall = try run(#"{"hall": "nowhere.json", "steps": []}"#)
        #expect(missingHall.code == 66 && missingHall.stderr.contains("nowhere.json"), "\(missingHall.stderr)")
        let conflict = try run(#"{"hall": "\#(hall)", "steps": [{"tap": "2_5"}, {"confirm": {"conflict": ["99_99"]}}]}"#)
        #expect(conflict.code == 65 && conflict.stderr.contains("steps[1]: confirm.conflict: no seat with id 99_99"), "\(conflict.stderr)")
        let otherHall = try run(#"{"hall": "\#(hall)", "steps": [{"refresh": "\#(Binary.sample("imax"))"}]}"#)
        #expect(otherHall.code == 65 && otherHall.stderr.contains("not a snapshot of this showtime"), "\(otherHall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/flow.json").path), "nothing written for a story that fails")
        let noStory = try Binary.run(["flow", dir.appendingPathComponent("none.json").path, "-o", dir.path])
        #expect(noStory.code == 66)
        let noOut = try Binary.run(["flow", dir.appendingPathComponent("none.json").path])
        #expect(noOut.code == 64 && noOut.stderr.contains("-o"))
    }

    @Test func batchFlowsRendersEachFrameAsAGalleryItemGroupedPerStory() throws {
        let dir = try Binary.tempDir()
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        let out = dir.appendingPathComponent("run")
        let r = try Binary.run(["batch", "--flows", story, "--halls", Binary.sample("studio"), "--themes", "maoyan,dark", "--devices", "iphone-se", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let items = try #require(manifest["items"] as? [[String: Any]])
        let frames = items.filter { $0["flow"] != nil }
        #expect(frames.count == 2 * 10, "ten frames per theme")
        #expect(items.count == frames.count + 2)
        let conflict = try #require(frames.first { ($0["output"] as? String) == "flow-conflict/dark/iphone-se-step-04.png" })
        let flow = try #require(conflict["flow"] as? [String: Any])
        #expect(flow["step"] as? Int == 4 && flow["action"] as? String == "confirm (server: 4_7 sold)")
        #expect((flow["outcome"] as? String)?.hasPrefix("the server refused the order: 4_7 (4排7号) sold meanwhile") == true)
        #expect((conflict["command"] as? String)?.hasPrefix("seatmap flow ") == true)
        // The frame is the flow command's frame: the same seats in the same states.
        let layout = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("flow-conflict/dark/iphone-se-step-04.layout.json"))) as? [String: Any])
        #expect(Self.state(layout, "4_7") == "sold" && Self.state(layout, "4_6") == "selected")
        #expect((manifest["request"] as? [String: Any])?["flows"] as? [String] == [story])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<section class=\"hall\"><h2>flow-conflict</h2>"))
        #expect(html.contains("conflict on confirm · dark · iphone-se · step 4 · confirm (server: 4_7 sold): the server refused the order"))
        // Two shards merged are the whole run, flow frames included.
        for i in 1...2 {
            #expect(try Binary.run(["batch", "--flows", story, "--halls", Binary.sample("studio"), "--themes", "maoyan,dark", "--devices", "iphone-se",
                                    "--shard", "\(i)/2", "-o", dir.appendingPathComponent("s\(i)").path]).code == 0)
        }
        let merged = dir.appendingPathComponent("merged")
        let m = try Binary.run(["batch", "merge", dir.appendingPathComponent("s1").path, dir.appendingPathComponent("s2").path, "-o", merged.path])
        #expect(m.code == 0, "\(m.stderr)")
        let mm = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: merged.appendingPathComponent("manifest.json"))) as? [String: Any])
        let mergedFrames = (mm["items"] as? [[String: Any]])?.filter { $0["flow"] != nil } ?? []
        #expect(mergedFrames.count == 20)
        #expect(((mergedFrames.first { ($0["output"] as? String) == "flow-conflict/dark/iphone-se-step-04.png" })?["flow"] as? [String: Any])?["outcome"] as? String == flow["outcome"] as? String)
    }

    /// Chromium plays flow.png: it reads every frame and knows it loops.
    @Test(.enabled(if: Browser.path != nil, "chromium is not installed (scripts/test.sh installs it)"))
    func chromiumPlaysTheAnimatedPNG() throws {
        let dir = try Binary.tempDir()
        let story = Binary.packageRoot.appendingPathComponent("Samples/flows/conflict.json").path
        #expect(try Binary.run(["flow", story, "--device", "iphone-se", "-o", dir.path]).code == 0)
        let png = try Data(contentsOf: dir.appendingPathComponent("flow.png")).base64EncodedString()
        let html = """
        <!doctype html><html><body data-result="pending"><script>
        const s = (k) => document.body.dataset.result = k;
        (async () => {
          try {
            const bin = atob("\(png)");
            const bytes = new Uint8Array(bin.length);
            for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
            const d = new ImageDecoder({data: bytes, type: 'image/png'});
            await d.tracks.ready;
            await d.completed;
            const t = d.tracks.selectedTrack;
            s(`frames=${t.frameCount} animated=${t.animated} repetition=${t.repetitionCount}`);
          } catch (e) { s('error ' + e); }
        })();
        </script></body></html>
        """
        let page = dir.appendingPathComponent("apng.html")
        try Data(html.utf8).write(to: page)
        let dom = try Browser.run(["--dump-dom", "file://\(page.path)"])
        #expect(dom.stdout.contains("data-result=\"frames=10 animated=true repetition=Infinity\""), "\(dom.stdout.suffix(300))")
        // And it shows: a screenshot of the image has the page's pixels.
        let img = dir.appendingPathComponent("img.html")
        try Data("<!doctype html><body style=\"margin:0\"><img src=\"flow.png\" width=\"375\">".utf8).write(to: img)
        let shot = dir.appendingPathComponent("shot.png").path
        _ = try Browser.run(["--window-size=375,667", "--screenshot=\(shot)", "file://\(img.path)"])
        let s = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: shot))))
        var green = 0
        for y in stride(from: 0, to: s.height, by: 2) { for x in stride(from: 0, to: s.width, by: 2) where s[x, y].g > 150 && Int(s[x, y].g) - Int(s[x, y].r) > 40 { green += 1 } }
        #expect(green > 50, "\(green) seat-green pixels in the browser's picture of flow.png")
    }
}
