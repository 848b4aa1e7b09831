import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules
import SeatMapLayout

/// The arguments shared by `render`, `layout` and `hit`: what picture of which hall.
struct PageOptions {
    static let specs: [OptionSpec] = [
        .option("--theme", value: "T", help: "Built-in theme name or theme file (default: maoyan)."),
        .option("--device", value: "D", help: "A preset (seatmap devices lists them; iphone-15 by default) or WxH@S."),
        .option("--orientation", value: "portrait|landscape", help: "Hold the device this way (default: as named)."),
        .option("--mode", value: "screen|full", help: "The whole screen (default), or the whole seat map."),
        .option("--zoom", value: "Z|fit|contain", help: "Zoom scale \(Zoom.range.lowerBound)…\(Zoom.range.upperBound), fit (the map's width, default) or contain (the whole map)."),
        .option("--offset", value: "X,Y", help: "Content offset in device points, each -1000000…1000000 (default: centred)."),
        .option("--scale", value: "S", help: "Full mode: pixels per design point, 0.01…16 (default: as on the device)."),
        .option("--selected", value: "ID,ID", help: "Seats to select, in tap order (\\, is a comma inside an id; @FILE: one id a line).", repeatable: true),
        .option("--suggest", value: "N", help: "Select the best N seats; with --selected, show the dialog that asks to replace them."),
        .option("--highlight-zone", value: "N", help: "Emphasise zone N (1 normal, 2 golden, 3 couple), dim the rest."),
        .option("--text-scale", value: "S", help: "Scale every page text by S, 0.85…2.0 (Dynamic Type, Android font scale; default 1)."),
        .option("--toast", value: "TEXT", help: "Show a toast over the map (a refused tap's message, at most two lines)."),
    ]

    /// Accepted content offsets and touch points, in device points. The largest hall (1,000
    /// columns) at the largest zoom and screen scale is about 400,000 points wide, so this range
    /// reaches every seat while keeping all arithmetic far from overflow.
    static let coordinateRange: ClosedRange<Double> = -1_000_000...1_000_000

    var hallPath: String
    var theme: String
    var device: Device
    var mode: RenderMode
    var zoom: Zoom
    var offset: Point?
    var pixelsPerDesignPoint: Double?
    var selectedIds: SeatIdArguments
    var suggest: Int?
    var highlightZone: SeatZone?
    var textScale: Double
    var toast: String?

    /// Checks every value's syntax (exit 64 on failure) without reading any file.
    init(_ args: ParsedArguments) throws {
        hallPath = args.positionals[0]
        theme = args.string("--theme") ?? "maoyan"
        device = try args.value("--device", as: DeviceArgument.self) ?? Device.default
        if let o = try args.choice("--orientation", from: Device.Orientation.allCases.map(\.rawValue)) {
            device = device.oriented(Device.Orientation(rawValue: o)!)
        }
        mode = try args.value("--mode", as: ModeArgument.self) ?? .screen
        zoom = try args.value("--zoom", as: ZoomArgument.self) ?? .fit
        offset = try args.value("--offset", as: PointArgument.self)
        if mode == .full, args.string("--zoom") != nil || offset != nil {
            throw CLIError.usage("--zoom and --offset apply to --mode screen; --mode full always draws the whole map at zoom 1")
        }
        pixelsPerDesignPoint = try args.double("--scale", in: PageLayout.pixelsPerDesignPointRange)
        if pixelsPerDesignPoint != nil && mode != .full {
            throw CLIError.usage("--scale applies to --mode full; the screen is drawn at the device's scale")
        }
        selectedIds = try SeatIdArguments(args, "--selected")
        suggest = try args.int("--suggest", in: 1...100)
        toast = args.string("--toast")
        if let toast, toast.allSatisfy(\.isWhitespace) { throw CLIError.usage("--toast: the text is empty") }
        if let z = try args.int("--highlight-zone", in: 1...3) { highlightZone = SeatZone(rawValue: z) }
        textScale = try args.double("--text-scale", in: PageLayout.textScaleRange) ?? 1
    }

    /// Loads the hall and theme into the page request these options describe.
    func request() throws -> PageRequest {
        var r = PageRequest(hall: try HallImport.load(path: hallPath), theme: try Theme.load(theme), device: device, mode: mode,
                            zoom: zoom, offset: offset, selection: try suggest.map { .suggest($0) } ?? .ids(selectedIds.resolve()),
                            highlightZone: highlightZone, pixelsPerDesignPoint: pixelsPerDesignPoint, textScale: textScale)
        r.toast = toast
        // A suggestion over a manual selection asks first (the seed's 确认提示).
        if suggest != nil { r.manualSelection = try selectedIds.resolve() }
        return r
    }

    /// Loads the hall and theme, applies the selection, lays out the page.
    func makePage() throws -> SeatPage { try request().make() }
}
