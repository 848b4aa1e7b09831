import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules
import SeatMapLayout

/// The arguments shared by `render`, `layout` and `hit`: what picture of which hall.
struct PageOptions {
    static let theme = Option<String>("--theme", value: "T", help: "Built-in theme name or theme file (default: maoyan).",
                                      completion: Theme.builtinNames)
    static let device = Option<Device>("--device", value: "D", help: "A preset (seatmap devices lists them; iphone-15 by default) or WxH@S.",
                                       as: DeviceArgument.self, completion: Device.presets.map(\.name))
    static let orientation = Option<Device.Orientation>("--orientation", help: "Hold the device this way (default: as named).")
    static let mode = Option<RenderMode>("--mode", help: "The whole screen (default), or the whole seat map.")
    static let zoom = Option<Zoom>("--zoom", value: "Z|fit|contain",
                                   help: "Zoom scale \(Zoom.range.lowerBound)…\(Zoom.range.upperBound), fit (the map's width, default) or contain (the whole map).", as: ZoomArgument.self)
    static let offset = Option<Point>("--offset", value: "X,Y", help: "Content offset in device points, each -1000000…1000000 (default: centred).",
                                      as: PointArgument.self)
    static let scale = Option<Double>("--scale", value: "S", help: "Full mode: pixels per design point, 0.01…16 (default: as on the device).",
                                      in: PageLayout.pixelsPerDesignPointRange)
    static let selected = Option<String>("--selected", value: "ID,ID",
                                         help: "Seats to select, in tap order (\\, is a comma inside an id; @FILE: one id a line).", repeatable: true)
    static let suggest = Option<Int>("--suggest", value: "N",
                                     help: "Select the best N seats; with --selected, show the dialog that asks to replace them.", in: 1...100)
    static let highlightZone = Option<Int>("--highlight-zone", value: "N", help: "Emphasise zone N (1 normal, 2 golden, 3 couple), dim the rest.",
                                           in: 1...3)
    static let textScale = Option<Double>("--text-scale", value: "S",
                                          help: "Scale every page text by S, 0.85…2.0 (Dynamic Type, Android font scale; default 1).", in: PageLayout.textScaleRange)
    static let toast = Option<String>("--toast", value: "TEXT", help: "Show a toast over the map (a refused tap's message, at most two lines).")

    static let specs: [any OptionDeclaration] = [theme, device, orientation, mode, zoom, offset, scale, selected, suggest, highlightZone, textScale,
                                                 toast]

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
        theme = args[Self.theme] ?? "maoyan"
        device = try args[Self.device] ?? Device.default
        if let o = try args[Self.orientation] { device = device.oriented(o) }
        mode = try args[Self.mode] ?? .screen
        zoom = try args[Self.zoom] ?? .fit
        offset = try args[Self.offset]
        if mode == .full, args.has(Self.zoom) || offset != nil {
            throw CLIError.usage("--zoom and --offset apply to --mode screen; --mode full always draws the whole map at zoom 1")
        }
        pixelsPerDesignPoint = try args[Self.scale]
        if pixelsPerDesignPoint != nil && mode != .full {
            throw CLIError.usage("--scale applies to --mode full; the screen is drawn at the device's scale")
        }
        selectedIds = try SeatIdArguments(args, Self.selected)
        suggest = try args[Self.suggest]
        toast = args[Self.toast]
        if let toast, toast.allSatisfy(\.isWhitespace) { throw CLIError.usage("--toast: the text is empty") }
        if let z = try args[Self.highlightZone] { highlightZone = SeatZone(rawValue: z) }
        textScale = try args[Self.textScale] ?? 1
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
