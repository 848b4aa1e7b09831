import Foundation
import Testing
import SeatMapCore
import SeatMapPage
import SeatMapPNG
import SeatMapRender
import SeatMapRules
import SeatMapTheme
import SeatMapTestSupport

/// Toasts and the confirm dialog as page elements (docs/page-states.md), through the binary
/// and the library.
@Suite struct PageStateTests {
    static func element(_ layout: [String: Any], _ kind: String) throws -> [String: Any] {
        try #require((layout["elements"] as? [[String: Any]])?.first { $0["kind"] as? String == kind }, "no \(kind)")
    }

    /// A long total on a landscape phone at text scale 2 is drawn whole: the column of controls
    /// widens to hold it on its own line (issue 44, item 1: `₹1,800.00` ran off an iPhone SE).
    @Test func aLongTotalWidensTheColumnInsteadOfRunningOffTheScreen() throws {
        let dir = try Binary.tempDir()
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("standard")))) as? [String: Any])
        json["currency"] = "INR"
        var rows = try #require(json["rows"] as? [[[String: Any]]])
        for r in rows.indices { for c in rows[r].indices where rows[r][c]["price"] != nil { rows[r][c]["price"] = (rows[r][c]["zone"] as? Int) == 1 ? 45_000 : 30_000 } }
        json["rows"] = rows
        let hall = dir.appendingPathComponent("inr.json")
        try JSONSerialization.data(withJSONObject: json).write(to: hall)
        let args = [hall.path, "--selected", "7_8,7_9,7_10,7_11,7_12,7_13", "--device", "iphone-se", "--orientation", "landscape", "--text-scale", "2"]
        let r = try Binary.run(["layout"] + args)
        #expect(r.code == 0, "\(r.stderr)")
        let total = try Self.element(try Binary.json(r.stdout), "total")
        let frame = try #require(total["frame"] as? [Double])
        #expect(total["text"] as? String == "₹1,800.00")
        #expect(frame[0] + frame[2] <= 667, "inside the screen: \(frame)")
        let audit = try Binary.run(["audit"] + args)
        #expect(audit.stdout.contains("layout: every page rule holds"), "\(audit.stdout)")
    }

    /// A toast never hides the dialog's card: where its place would touch the card it moves
    /// below it, over the scrimmed page (issue 44, item 2: it hid the title on an iPhone SE at
    /// text scale 2).
    @Test func aToastIsPlacedClearOfTheDialog() throws {
        let args = ["layout", Binary.sample("standard"), "--selected", "7_8,7_9", "--suggest", "4", "--toast", "该座位已售出，请重新选择",
                    "--device", "iphone-se", "--text-scale", "2"]
        let r = try Binary.run(args)
        #expect(r.code == 0, "\(r.stderr)")
        let layout = try Binary.json(r.stdout)
        let toast = try #require(try Self.element(layout, "toast")["frame"] as? [Double])
        let card = try #require(try Self.element(layout, "dialog")["frame"] as? [Double])
        #expect(toast[1] >= card[1] + card[3] + 12 - 1e-9, "below the card, 12 pt clear: toast \(toast), card \(card)")
        #expect(toast[1] + toast[3] <= 667, "on the screen")
        let audit = try Binary.run(["audit"] + args.dropFirst())
        #expect(audit.stdout.contains("layout: every page rule holds"), "\(audit.stdout)")
    }

    /// A suggestion that is the selection already asks nothing: no dialog, the selection
    /// shown, and a warning saying why (issue 44, item 3); another suggestion still asks.
    @Test func aSuggestionThatIsTheSelectionAlreadyShowsNoDialog() throws {
        let hall = Binary.sample("standard")
        let best = try Binary.json(try Binary.run(["suggest", hall, "--count", "1"]).stdout)
        let id = try #require((best["seats"] as? [String])?.first)
        let r = try Binary.run(["layout", hall, "--selected", id, "--suggest", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        let kinds = (try Binary.json(r.stdout)["elements"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(!kinds.contains("dialog") && !kinds.contains("scrim"), "\(kinds)")
        #expect(r.stderr.contains("warning: \(hall): the suggestion (\(id)) is the selection already: no dialog asks to replace it"), "\(r.stderr)")
        let other = try Binary.run(["layout", hall, "--selected", "1_1", "--suggest", "1"])
        let otherKinds = (try Binary.json(other.stdout)["elements"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(otherKinds.contains("dialog"))
        #expect(!other.stderr.contains("is the selection already"))
    }

    @Test func aToastIsAnElementCentredOverTheMapAboveThePriceBar() throws {
        let message = "一次最多可选6个座位"
        let r = try Binary.run(["layout", Binary.sample("standard"), "--device", "iphone-se", "--toast", message])
        #expect(r.code == 0, "\(r.stderr)")
        let layout = try Binary.json(r.stdout)
        let toast = try Self.element(layout, "toast")
        #expect(toast["text"] as? String == message)
        #expect(toast["lines"] as? [String] == [message])
        let f = try #require(toast["frame"] as? [Double])
        let viewport = try #require(layout["viewport"] as? [Double])
        let bar = try #require(try Self.element(layout, "priceBar")["frame"] as? [Double])
        #expect(abs((f[0] + f[2] / 2) - (viewport[0] + viewport[2] / 2)) < 1e-9)
        #expect(abs((f[1] + f[3]) - (viewport[1] + viewport[3] - 16)) < 1e-9, "its bottom 16 pt above the map's")
        #expect(f[1] + f[3] <= bar[1])
        #expect(f[3] == 40, "one line of 20 pt and 10 pt of padding above and below")
    }

    @Test func aLongToastWrapsToTwoLinesAndIsCutAfterThemWithAWarning() throws {
        let long = "座位已售出，请重新选择。这是一条很长的提示，用来检查两行的提示框在每台设备上都放得下，第三行不会出现"
        let r = try Binary.run(["layout", Binary.sample("standard"), "--device", "iphone-se", "--toast", long])
        let toast = try Self.element(try Binary.json(r.stdout), "toast")
        let lines = try #require(toast["lines"] as? [String])
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(toast["text"] as? String == long)
        #expect(r.stderr.contains("warning: text shortened to fit (toast)"), "\(r.stderr)")
        // No line starts with closing punctuation.
        #expect(!lines[1].hasPrefix("，") && !lines[1].hasPrefix("。"))
    }

    @Test func theToastIsDrawnInThePNGInItsColours() throws {
        let dir = try Binary.tempDir()
        let out = dir.appendingPathComponent("t.png").path
        let plain = dir.appendingPathComponent("p.png").path
        #expect(try Binary.run(["render", Binary.sample("standard"), "--device", "iphone-se", "--toast", "该座位已售出", "-o", out]).code == 0)
        #expect(try Binary.run(["render", Binary.sample("standard"), "--device", "iphone-se", "-o", plain]).code == 0)
        let layout = try Binary.json(try Binary.run(["layout", Binary.sample("standard"), "--device", "iphone-se", "--toast", "该座位已售出"]).stdout)
        let f = try #require(try Self.element(layout, "toast")["frame"] as? [Double])
        let img = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
        // Inside the padding, left of the words: maoyan's toastFill #000000CC over the page.
        let p = img[Int((f[0] + 6) * 2), Int((f[1] + f[3] / 2) * 2)]
        #expect(p.r < 60 && p.g < 60 && p.b < 60, "\(p)")
        // The words are white: some pixels in the box are near white.
        var white = 0
        for y in Int(f[1] * 2)..<Int((f[1] + f[3]) * 2) { for x in Int(f[0] * 2)..<Int((f[0] + f[2]) * 2) where img[x, y].r > 230 && img[x, y].g > 230 { white += 1 } }
        #expect(white > 100, "\(white) white pixels")
        // Outside the box the page is the page without a toast.
        let base = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: plain))))
        #expect(img[10, 10] == base[10, 10])
        #expect(img[Int(f[0] * 2) - 4, Int(f[1] * 2) - 4] == base[Int(f[0] * 2) - 4, Int(f[1] * 2) - 4])
    }

    @Test func suggestingOverAManualSelectionAsksWithADialog() throws {
        let args = ["--device", "iphone-se", "--selected", "5_5,5_6", "--suggest", "3"]
        let r = try Binary.run(["layout", Binary.sample("standard")] + args)
        #expect(r.code == 0, "\(r.stderr)")
        let layout = try Binary.json(r.stdout)
        // The manual seats stay selected under the dialog until it is answered.
        #expect(layout["selected"] as? [String] == ["5_5", "5_6"])
        let dialog = try Self.element(layout, "dialog")
        #expect(dialog["title"] as? String == "替换已选座位")
        #expect(dialog["text"] as? String == "已选2个座位，是否替换为推荐的3个座位？")
        #expect(dialog["lines"] as? [String] == ["已选2个座位，", "是否替换为推荐的3个座位？"])
        let buttons = try #require((layout["elements"] as? [[String: Any]])?.filter { $0["kind"] as? String == "dialogButton" })
        #expect(buttons.map { $0["role"] as? String } == ["cancel", "accept"])
        #expect(buttons.map { $0["text"] as? String } == ["取消", "替换"])
        let scrim = try #require(try Self.element(layout, "scrim")["frame"] as? [Double])
        #expect(scrim == [0, 0, 375, 667])
        // hit --page: the buttons answer; a seat under the scrim takes no touch.
        let accept = try #require(buttons[1]["frame"] as? [Double])
        let seats = try #require(layout["seats"] as? [[String: Any]])
        let seat = try #require(seats.first { $0["id"] as? String == "1_1" }?["pixelFrame"] as? [Double])
        let h = try Binary.run(["hit", Binary.sample("standard")] + args + [
            "--page", "\(accept[0] + accept[2] / 2),\(accept[1] + accept[3] / 2)", "--page", "\((seat[0] + seat[2] / 2) / 2),\((seat[1] + seat[3] / 2) / 2)"])
        let lines = try h.lines.map { try Binary.json($0) }
        #expect(lines[0]["element"] as? String == "dialogButton" && lines[0]["role"] as? String == "accept" && lines[0]["text"] as? String == "替换")
        #expect(lines[1]["element"] as? String == "scrim" && lines[1]["seat"] is NSNull)
        // Without the dialog the same point is the seat.
        let plain = try Binary.run(["hit", Binary.sample("standard"), "--device", "iphone-se", "--page", "\((seat[0] + seat[2] / 2) / 2),\((seat[1] + seat[3] / 2) / 2)"])
        #expect(try Binary.json(plain.stdout)["seat"] as? String == "1_1")
    }

    @Test func theSVGHasTheToastAndTheDialogAsTitledControls() throws {
        let r = try Binary.run(["render", Binary.sample("standard"), "--theme", "maoyan-en", "--selected", "5_5", "--suggest", "2",
                                "--toast", "Seat sold, please choose again", "-o", "-", "--format", "svg"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("<g data-element=\"toast\"><title>Seat sold, please choose again</title>"))
        #expect(r.stdout.contains("<g data-element=\"dialog\"><title>Replace your seats? Replace your 1 seats with the 2 suggested?</title>"))
        #expect(r.stdout.contains("<g data-element=\"dialogButton\" data-role=\"accept\"><title>Replace</title>"))
        #expect(r.stdout.contains("<g data-element=\"dialogButton\" data-role=\"cancel\"><title>Cancel</title>"))
        // Real text, not only titles.
        #expect(r.stdout.contains(">Seat sold, please choose again</text>") || r.stdout.contains(">Seat sold, please choose again<"))
    }

    @Test func thePDFDrawsThePageStateToo() throws {
        let dir = try Binary.tempDir()
        let a = dir.appendingPathComponent("a.pdf"), b = dir.appendingPathComponent("b.pdf")
        #expect(try Binary.run(["render", Binary.sample("studio"), "--selected", "2_5", "--suggest", "2", "-o", a.path]).code == 0)
        #expect(try Binary.run(["render", Binary.sample("studio"), "--selected", "2_5", "-o", b.path]).code == 0)
        let withDialog = try Data(contentsOf: a), without = try Data(contentsOf: b)
        #expect(withDialog.starts(with: Data("%PDF".utf8)))
        #expect(withDialog.count > without.count + 200, "\(withDialog.count) vs \(without.count) bytes")
    }

    @Test func theAuditChecksTheStatesColours() throws {
        let dir = try Binary.tempDir()
        let theme = dir.appendingPathComponent("faint.json")
        let base = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Themes/maoyan.json"), encoding: .utf8)
        let faint = base.replacingOccurrences(of: ##""toastText": "#FFFFFF""##, with: ##""toastText": "#333333""##)
        #expect(faint != base)
        try Data(faint.utf8).write(to: theme)
        let r = try Binary.run(["audit", Binary.sample("studio"), "--theme", theme.path, "--json"])
        #expect(r.code == 1)
        let audit = try Binary.json(r.stdout)
        let finding = try #require((audit["colourFindings"] as? [[String: Any]])?.first { ($0["name"] as? String)?.contains("page.toastText") == true })
        #expect((finding["keys"] as? [String])?.contains("page.toastText") == true, "\(finding)")
        #expect(try Binary.run(["audit", Binary.sample("studio")]).stdout.contains("toast") == false, "maoyan's own toast passes")
    }

    @Test func theToastSpeaksTheThemesLanguageForEachRule() throws {
        let zh = Theme.builtinDefault.strings, en = try #require(Theme.builtin(named: "maoyan-en")).strings
        #expect(zh.toast(for: .exceedLimit(seatId: "1_1", limit: 3)) == "一次最多可选3个座位")
        #expect(en.toast(for: .exceedLimit(seatId: "1_1", limit: 3)) == "Up to 3 seats per order")
        #expect(zh.toast(for: .notAvailable(seatId: "1_1", state: "sold")) == "该座位已售出")
        #expect(zh.toast(for: .notAvailable(seatId: "1_1", state: "locked (its couple partner 1_2)")) == "该座位已被锁定")
        #expect(en.toast(for: .leavesLoneSeats(["1_3"])) == "Please don't leave a single empty seat")
        #expect(zh.toastConflict == "座位已售出，请重新选择")
    }

    @Test func anEmptyToastIsAUsageError() throws {
        let r = try Binary.run(["render", Binary.sample("studio"), "--toast", "  ", "-o", "/tmp/never.png"])
        #expect(r.code == 64 && r.stderr.contains("--toast"))
    }

    @Test func theFullMapSaysItDrawsNoToast() throws {
        let r = try Binary.run(["layout", Binary.sample("studio"), "--mode", "full", "--toast", "x"])
        #expect(r.code == 0)
        #expect(r.stderr.contains("toast: not drawn in --mode full"), "\(r.stderr)")
    }
}
