import SeatMapArguments
import SeatMapCore
import SeatMapLayout

/// `seatmap devices`: the device presets `--device` takes, with the metrics the page is laid
/// out with, so a designer can see what "ipad-mini" means before rendering it.
struct DevicesCommand: SeatMapCommand {
    static let json = Flag("--json", help: "Print the presets as one JSON array.")

    static let configuration = CommandConfiguration(
        name: "seatmap devices",
        abstract: "List the device presets: size in points, scale, safe areas, system bar and source.",
        discussion: """
        Each preset is listed in portrait with its landscape safe areas; `--device NAME-landscape`
        or `--orientation landscape` turns it. Sizes are points (dp on Android), the scale is pixels
        per point (Android's density). Phones in portrait get the phone page; landscape and any
        screen 600 points wide or more (tablets, a foldable's inner screen) get the wide page, the
        map beside a column of controls. Any WxH@S is accepted too.
        """,
        options: [json])

    let json: Bool

    init(_ args: ParsedArguments) throws { json = args[Self.json] }

    func run(_ io: inout CommandIO) throws -> Int32 {
        if json {
            io.print(JSONValue.array(Device.presets.map(Self.json)).serialized())
            return ExitCode.ok
        }
        let width = (Device.presets.map(\.name.count).max() ?? 0) + 2
        for d in Device.presets {
            let l = d.oriented(.landscape)
            let name = d.name.padding(toLength: width, withPad: " ", startingAt: 0)
            func n(_ v: Double) -> String { NumberText.rounded(v, places: 3) }
            io.print("\(name)\(d.platform.rawValue) \(d.form.rawValue)  \(n(d.width))×\(n(d.height))@\(n(d.scale))  "
                     + "safe \(n(d.safeTop))/\(n(d.safeBottom)) (landscape \(n(l.safeTop))/\(n(l.safeBottom)), sides \(n(l.safeLeft))/\(n(l.safeRight)))  "
                     + "\(d.systemBar.rawValue)  — \(d.source)")
        }
        return ExitCode.ok
    }

    static func json(_ d: Device) -> JSONValue {
        func insets(_ d: Device) -> JSONValue {
            .object([("top", .finiteOrNull(d.safeTop)), ("bottom", .finiteOrNull(d.safeBottom)),
                     ("left", .finiteOrNull(d.safeLeft)), ("right", .finiteOrNull(d.safeRight))])
        }
        return .object([
            ("name", .string(d.name)), ("platform", .string(d.platform.rawValue)), ("form", .string(d.form.rawValue)),
            ("width", .finiteOrNull(d.width)), ("height", .finiteOrNull(d.height)), ("scale", .finiteOrNull(d.scale)),
            ("pixels", .array([.int(Int((d.width * d.scale).rounded(.up))), .int(Int((d.height * d.scale).rounded(.up)))])),
            ("systemBar", .string(d.systemBar.rawValue)),
            ("safeArea", .object([("portrait", insets(d)), ("landscape", insets(d.oriented(.landscape)))])),
            ("source", .string(d.source)),
        ])
    }
}
