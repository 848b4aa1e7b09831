import SeatMapCore
import SeatMapPage
import SeatMapPNG
import SeatMapOutput
import SeatMapRules

/// What a played story leaves for a reviewer (docs/flow-format.md), in memory until written:
/// `step-NN.<format>` and `step-NN.layout.json` per frame, `flow.json`, `contact.png` and
/// `flow.png` (an animated PNG, one frame per state).
public struct FlowRecording: Sendable {
    /// Files in the order they are written, `flow.json` last (a reader that finds it finds the
    /// rest).
    public var files: [(name: String, bytes: [UInt8])]
    /// Every frame's page warnings, each prefixed with its step (`step 03: …`).
    public var warnings: [String]

    /// A recording of these files (what `record` makes; tests and the flow-folder fuzz target
    /// write their own).
    public init(files: [(name: String, bytes: [UInt8])], warnings: [String] = []) {
        self.files = files
        self.warnings = warnings
    }

    /// How long each frame of `flow.png` shows, in milliseconds: the page as opened and every
    /// plain step 1.5 s, a frame with a toast or a dialog 2.5 s (time to read it), the last 3 s
    /// before the loop starts again.
    public static func delayMilliseconds(_ frame: FlowFrame, isLast: Bool) -> Int {
        if isLast { return 3000 }
        return frame.toast != nil || frame.dialog != nil ? 2500 : 1500
    }

    public static func stepName(_ index: Int) -> String { index < 10 ? "step-0\(index)" : "step-\(index)" }

    /// Renders every frame (and the sheet and the animation) from the frames' resolved pages:
    /// the pictures are the pages the steps hit-tested.
    public static func record(_ frames: [FlowFrame], story: FlowStory, format: ImageFormat = .png) throws(FlowError) -> FlowRecording {
        var files: [(String, [UInt8])] = []
        var warnings: [String] = []
        var animation: [APNG.Frame] = []
        var steps: [JSONValue] = []
        do {
            for f in frames {
                let name = stepName(f.index)
                let out = try PageOutput.render(f.resolved, format: format)
                let png = format == .png ? out.bytes : try PageOutput.render(f.resolved, format: .png).bytes
                warnings += (out.warnings + f.resolved.inputWarnings).map { "step \(name.dropFirst(5)): \($0)" }
                files.append(("\(name).\(format.rawValue)", out.bytes))
                let layout: String
                layout = try LayoutReport.serialized(f.resolved)
                files.append(("\(name).layout.json", Array((layout + "\n").utf8)))
                animation.append(APNG.Frame(png: png, delayMilliseconds: delayMilliseconds(f, isLast: f.index == frames.count - 1)))
                steps.append(json(f, image: "\(name).\(format.rawValue)", layout: "\(name).layout.json"))
            }
            files.append(("contact.png", try PageOutput.contactSheet(frames.map { ($0.resolved, caption($0)) })))
        } catch {
            throw .output("\(story.file): rendering the flow failed: \(error)")
        }
        do throws(PNGError) { files.append(("flow.png", try APNG.encode(animation))) } catch {
            throw .output("\(story.file): writing the animated PNG failed: \(error)")
        }
        let doc = JSONValue.object([
            ("story", .string(story.file)), ("name", .string(story.name)), ("hall", .string(story.hall)),
            ("device", .string(frames.first?.resolved.deviceName ?? "")), ("theme", .string(frames.first?.resolved.theme.name ?? "")),
            ("locale", .string(frames.first?.resolved.theme.locale ?? "")),
            ("zoomOnTap", .bool(story.zoomOnTap)), ("contactSheet", .string("contact.png")), ("animation", .string("flow.png")),
            ("frameDelays", .array(animation.map { .int($0.delayMilliseconds) })),
            ("steps", .array(steps)),
        ])
        files.append(("flow.json", Array((doc.serialized(lineDepth: 2) + "\n").utf8)))
        return FlowRecording(files: files, warnings: warnings)
    }

    /// A frame's contact-sheet caption: `3 · tap 5排5号`, the outcome, and what the page says,
    /// seats named by their labels (a thumbnail has room for a few characters; `flow.json` keeps
    /// the ids).
    public static func caption(_ f: FlowFrame) -> [String] {
        var says: String
        if let d = f.dialog { says = "dialog: \(d.title)" } else if let t = f.toast { says = "toast: \(t)" } else {
            let chosen = f.selected.map(f.seatLabel) + f.places
            says = chosen.isEmpty ? "nothing selected" : "selected: \(chosen.joined(separator: ", "))"
        }
        if let r = f.refused { says = "\(r.rule) · " + says }
        return ["\(f.index) · \(f.captionSummary)", f.captionOutcome, says]
    }

    /// A frame's entry in `flow.json`.
    static func json(_ f: FlowFrame, image: String, layout: String) -> JSONValue {
        let v = f.resolved.layout.viewport
        var m: [(String, JSONValue)] = [
            ("index", .int(f.index)),
            ("action", f.step?.action.json ?? .object([("open", .string(f.resolved.hall.hallName ?? "hall"))])),
            ("outcome", .string(f.outcome)),
            ("selected", .array(f.selected.map { .string($0) })),
        ]
        if !f.resolved.areaPlaces.isEmpty {
            m.append(("places", .array(f.resolved.areaPlaces.map { .object([("area", .string($0.areaId)), ("count", .int($0.count))]) })))
        }
        m += [
            ("total", .int(f.resolved.totalMinorUnits)),
            ("refused", f.refused.map { .object([("rule", .string($0.rule)), ("message", .string($0.message))]) } ?? .null),
            ("toast", f.toast.map { .string($0) } ?? .null),
            ("dialog", f.dialog.map { d in
                .object([("title", .string(d.title)), ("message", .string(d.message)),
                         ("buttons", .array([.object([("role", .string("cancel")), ("text", .string(d.cancel))]),
                                             .object([("role", .string("accept")), ("text", .string(d.accept))])])),
                         ("suggested", .array(d.suggested.map { .string($0) }))])
            } ?? .null),
            ("zoom", (try? JSONValue.double(v.zoom)) ?? .null),
            ("offset", (try? JSONValue.doubles([v.contentOffset.x, v.contentOffset.y])) ?? .null),
        ]
        if let hit = f.hit { m.append(("hit", .string(hit))) }
        if !f.conflict.isEmpty { m.append(("conflict", .array(f.conflict.map { .string($0) }))) }
        if !f.dropped.isEmpty {
            m.append(("dropped", .array(f.dropped.map { .object([("seat", .string($0.seatId)), ("now", .string($0.nowState))]) })))
        }
        if let order = f.order { m.append(("order", order.json)) }
        m += [("image", .string(image)), ("layout", .string(layout))]
        return .object(m)
    }
}
