import SeatMapArguments
import SeatMapCore
import SeatMapFlow
import SeatMapLayout
import SeatMapTheme
import SeatMapOutput
import SeatMapLocale

struct FlowCommand: SeatMapCommand {
    static let device = Option<Device>("--device", value: "D", help: "A preset or WxH@S (default: the story's, else iphone-15).",
                                       as: DeviceArgument.self,
                                       completion: Device.presets.map(\.name))
    static let theme = Option<String>("--theme", value: "T", help: "Built-in theme name or theme file (default: the story's, else maoyan).",
                                      completion: Theme.builtinNames)
    static let orientation = Option<Device.Orientation>("--orientation", help: "Hold the device this way (default: the story's).")
    static let textScale = Option<Double>("--text-scale", value: "S", help: "Scale every page text by S, 0.85…2.0 (default: the story's, else 1).",
                                          in: PageLayout.textScaleRange)
    static let locale = Option<String>("--locale", value: "TAG", help: "The page's language and direction, a BCP 47 tag (default: the story's, else the theme's).",
                                       completion: PageLocale.builtin.map(\.tag))
    static let format = Option<ImageFormat>("--format", help: "Format of the step frames (default png; contact.png and flow.png are PNG).")
    static let output = Option<String>("-o", "--output", value: "DIR", help: "The folder the flow is written into (created when missing).")

    static let story = Positional("STORY", help: "A story file (JSON).")
    static let configuration = CommandConfiguration(
        name: "seatmap flow",
        abstract: "Play a scripted selection story through the page and write a frame per step.",
        discussion: """
        STORY is JSON (docs/flow-format.md): {"hall", "device", "theme", "locale", "zoomOnTap", "steps"}
        with steps {"tap": ID}, {"tapAt": [X, Y]} (page points, through the hit-tester),
        {"zoom": Z, "offset": [X, Y]}, {"suggest": N}, {"refresh": PATH} and {"confirm": {}} or
        {"confirm": {"conflict": [ID…]}}. DIR gets step-00.png (the page as opened) … one frame per
        step with a .layout.json each, flow.json (each step's action and outcome), contact.png (a
        contact sheet) and flow.png (an animated PNG). A refused tap is an outcome (a toast on
        its frame), not an error. Page options override the story's. Exit 0 when the story was
        played; 65 when it is not a valid story or a step cannot be played (named by file, line
        and step); 66 when the story or its hall cannot be read; 73 when DIR cannot be written.
        """,
        positionals: [story],
        options: [
            device, theme, orientation, textScale, locale, format, output,
        ])

    let storyPath: String
    let output: String
    let overrides: FlowOverrides
    let format: ImageFormat

    init(_ args: ParsedArguments) throws {
        storyPath = args[Self.story]
        guard let out = args[Self.output] else { throw CLIError.usage("-o: missing; say which folder the flow is written into") }
        guard out != "-" else { throw CLIError.usage("-o: a flow is a folder of files; stdout cannot hold it") }
        output = out
        var o = FlowOverrides()
        o.device = try args[Self.device]
        o.orientation = try args[Self.orientation]
        o.theme = args[Self.theme]
        o.textScale = try args[Self.textScale]
        if let tag = args[Self.locale] {
            _ = try LocaleArgument.table(tag, option: "--locale")
            o.locale = tag
        }
        overrides = o
        format = try args[Self.format] ?? .png
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let story = try FlowStory.load(path: storyPath)
        let (player, hall) = try FlowPlayer.make(story, overrides: overrides)
        for w in player.warnings { io.warn("warning: \(storyPath): \(w)") }
        let frames = try player.play(hall: hall)
        for f in frames {
            for w in f.warnings { io.warn("warning: \(storyPath): step \(FlowRecording.stepName(f.index).dropFirst(5)): \(w)") }
        }
        let recording = try FlowRecording.record(frames, story: story, format: format)
        for w in recording.warnings { io.warn("warning: \(storyPath): \(w)") }
        let removed = try recording.write(to: output)
        for f in frames {
            let refused = f.refused.map { " [\($0.rule)]" } ?? ""
            // Ids and labels come from the story and the hall: escaped and cut as stderr is.
            io.print(MessageText.line("\(FlowRecording.stepName(f.index)) \(f.actionSummary): \(f.outcome)\(refused)"))
        }
        if !removed.isEmpty { io.print("removed \(removed.count) frame file\(removed.count == 1 ? "" : "s") of an earlier, longer run: \(removed.joined(separator: ", "))") }
        io.print("wrote \(output): \(frames.count) frames (\(format.rawValue)), flow.json, contact.png, flow.png")
        return ExitCode.ok
    }
}
