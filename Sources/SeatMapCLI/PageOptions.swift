import SeatMapTheme
import SeatMapPage
import SeatMapArguments
import SeatMapCore
import SeatMapImport
import SeatMapRules
import SeatMapLayout
import SeatMapOutput
import SeatMapLocale

/// The arguments shared by `render`, `layout`, `hit` and `audit`: what picture of which hall.
/// Each is declared once, spec and storage together; a command lists `PageOptions.positionals`
/// and `PageOptions.options` and reads `PageOptions.parse(args)`.
struct PageOptions: ParsableArguments {
    @Argument(Positional.hall)
    var hallPath: String

    @OptionValue(Option<String>("--theme", value: "T", help: "Built-in theme name or theme file (default: maoyan).", completion: Theme.builtinNames),
                 default: "maoyan")
    var theme: String

    @OptionValue(Option<Device>("--device", value: "D", help: "A preset (seatmap devices lists them; iphone-15 by default) or WxH@S.",
                                as: DeviceArgument.self, completion: Device.presets.map(\.name)), default: Device.default)
    var namedDevice: Device

    @OptionValue(Option<Device.Orientation>("--orientation", help: "Hold the device this way (default: as named)."))
    var orientation: Device.Orientation?

    @OptionValue(Option<RenderMode>("--mode", help: "The whole screen (default), or the whole seat map."), default: .screen)
    var mode: RenderMode

    @OptionValue(Option<Zoom>("--zoom", value: "Z|fit|contain",
                              help: "Zoom scale \(Zoom.range.lowerBound)…\(Zoom.range.upperBound), fit (the map's width, default) or contain (the whole map).",
                              as: ZoomArgument.self), default: .fit)
    var zoom: Zoom

    @OptionValue(Option<Point>("--offset", value: "X,Y", help: "Content offset in device points, each -1000000…1000000 (default: centred).",
                               as: PointArgument.self))
    var offset: Point?

    @OptionValue(Option<Double>("--scale", value: "S", help: "Full mode: pixels per design point, 0.01…16 (default: as on the device).",
                                in: PageLayout.pixelsPerDesignPointRange))
    var pixelsPerDesignPoint: Double?

    @OptionValue(Option<String>("--selected", value: "ID,ID", help: "Seats to select, in tap order (\\, is a comma inside an id; @FILE: one id a line).",
                                repeatable: true), read: { args, option in try SeatIdArguments(args, option) })
    var selectedIds: SeatIdArguments

    @OptionValue(Option<Int>("--suggest", value: "N", help: "Select the best N seats; with --selected, show the dialog that asks to replace them.",
                             in: 1...100))
    var suggest: Int?

    @OptionValue(Option<String>("--floor", value: "ID", help: "A venue with floors: draw floor ID alone (default: every floor, one above the other)."))
    var floor: String?

    @OptionValue(Option<String>("--section", value: "ID", help: "A venue: zoom into the section (its id or its label) as a tap on it does (with --mode full: draw it alone)."))
    var section: String?

    @OptionValue(Option<String>("--area", value: "ID:N", help: "A venue: N places in general-admission area ID, chosen with the seats (repeatable).",
                                repeatable: true), read: { args, option in try args.every(option) })
    var areas: [String]

    @OptionValue(Option<Int>("--highlight-zone", value: "N", help: "Emphasise zone N (1 normal, 2 golden, 3 couple), dim the rest.", in: 1...3),
                 read: { args, option in try args[option].flatMap(SeatZone.init(rawValue:)) })
    var highlightZone: SeatZone?

    @OptionValue(Option<Double>("--text-scale", value: "S", help: "Scale every page text by S, 0.85…2.0 (Dynamic Type, Android font scale; default 1).",
                                in: PageLayout.textScaleRange), default: 1)
    var textScale: Double

    @OptionValue(Option<String>("--locale", value: "TAG", help: "The page's language and direction, a BCP 47 tag (seatmap locales lists them; default: the theme's).",
                                completion: PageLocale.builtin.map(\.tag)))
    var locale: String?

    @OptionValue(Option<String>("--toast", value: "TEXT", help: "Show a toast over the map (a refused tap's message, at most two lines)."))
    var toast: String?

    /// Accepted content offsets and touch points, in device points. The largest hall (1,000
    /// columns) at the largest zoom and screen scale is about 400,000 points wide, so this range
    /// reaches every seat while keeping all arithmetic far from overflow.
    static let coordinateRange: ClosedRange<Double> = -1_000_000...1_000_000

    /// The device as held: the named one, turned when `--orientation` says.
    var device: Device { orientation.map { namedDevice.oriented($0) } ?? namedDevice }

    /// Checks what spans several options (exit 64 on failure) without reading any file.
    func validate() throws {
        if mode == .full, $zoom.isGiven || offset != nil {
            throw CLIError.usage("--zoom and --offset apply to --mode screen; --mode full always draws the whole map at zoom 1")
        }
        if pixelsPerDesignPoint != nil && mode != .full {
            throw CLIError.usage("--scale applies to --mode full; the screen is drawn at the device's scale")
        }
        if let toast, toast.allSatisfy(\.isWhitespace) { throw CLIError.usage("--toast: the text is empty") }
    }

    /// Loads the hall and theme into the page request these options describe.
    func request() throws -> PageRequest {
        let hall: Hall
        do { hall = try HallImport.load(path: hallPath) } catch {
            // Only once the hall readers refuse it: a venue is said to be one, not "not a hall".
            if let venue = VenueInput.peek(hallPath) { throw VenueInput.cannotDraw(hallPath, venue.kind) }
            throw error
        }
        if floor != nil { throw CLIError.usage("--floor picks a floor of a venue file; \(hallPath) is a hall of one floor") }
        if section != nil { throw CLIError.usage("--section picks a section of a venue file; \(hallPath) is a hall (--highlight-zone emphasises a zone)") }
        if !areas.isEmpty { throw CLIError.usage("--area chooses places in a venue's general-admission area; \(hallPath) is a hall, which has none") }
        var r = PageRequest(hall: hall, theme: try loadTheme(), device: device, mode: mode,
                            zoom: zoom, offset: offset, selection: try suggest.map { .suggest($0) } ?? .ids(selectedIds.resolve()),
                            highlightZone: highlightZone, pixelsPerDesignPoint: pixelsPerDesignPoint, textScale: textScale)
        r.toast = toast
        // A suggestion over a manual selection asks first (the seed's 确认提示).
        if suggest != nil { r.manualSelection = try selectedIds.resolve() }
        return r
    }

    /// The `--theme` speaking `--locale` (or the locale the theme is written in): an unknown tag
    /// is bad usage (64), a theme whose `locale` or `locales` name none is bad data (65).
    func loadTheme() throws -> Theme {
        let page = try locale.map { try LocaleArgument.table($0, option: "--locale") }
        do { return try Theme.load(theme).localized(to: page) } catch let e as LocaleError { throw CLIError.data(e.description) }
    }

    /// With `--locale`, a character no font has is an error naming it (never a box on a page
    /// reviewed in that language); without, it stays the warning it was.
    func checkGlyphs(_ missing: [String]) throws {
        guard let locale, !missing.isEmpty else { return }
        throw CLIError.data("\(hallPath): --locale \(locale): \(LocaleError.noFontText(missing))")
    }

    /// Loads the hall and theme, applies the selection, lays out the page.
    func makePage() throws -> SeatPage { try request().make() }

    /// What the options draw: a page of a hall, or the whole map of a venue file.
    enum Subject {
        case page(PageRequest)
        case venue(VenueRequest)
    }

    /// The hall's page request, or — only once the hall readers refuse the file, so a hall is
    /// parsed once — the venue file's map request (`VenueInput.request`).
    func subject() throws -> Subject {
        do { return .page(try request()) } catch {
            guard let venue = VenueInput.peek(hallPath), venue.kind == .venueFile else { throw error }
            guard mode == .full else { return .page(try VenueInput.pageRequest(venue.root, options: self)) }
            return .venue(try VenueInput.request(venue.root, options: self))
        }
    }
}
