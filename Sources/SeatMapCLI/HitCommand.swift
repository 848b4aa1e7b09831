import SeatMapArguments
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapOutput

struct HitCommand: SeatMapCommand {
    static let point = Option<Point>("--point", value: "X,Y", help: "A touch in viewport points, each -1000000…1000000 (repeatable).",
                                     as: PointArgument.self, repeatable: true)
    static let page = Option<Point>("--page", value: "X,Y", help: "A touch in page points, each -1000000…1000000 (repeatable).",
                                    as: PointArgument.self, repeatable: true)
    static let slop = Option<Double>("--slop", value: "P", help: "Accept the nearest seat within P device points (0…44, default 0).",
                                     in: 0...HitTester.maxSlop)

    static let configuration = CommandConfiguration(
        name: "seatmap hit",
        abstract: "Name the seat or page control under each touch point, as the app would.",
        discussion: """
        --point takes viewport coordinates: device points from the seat-map viewport's top-left.
        --page takes page coordinates: what you read off the screenshot divided by the device scale;
        it names a seat in the viewport, or the page element there (back, chip, screen, legend,
        confirm, …; the kinds of `seatmap layout`'s elements). Prints one JSON object per point, one
        per line, points first, then pages.
        """,
        positionals: PageOptions.positionals,
        options: PageOptions.options + [
            point, page, slop,
        ])

    let options: PageOptions
    let points: [Point]
    let pagePoints: [Point]
    let slop: Double

    init(_ args: ParsedArguments) throws {
        options = try PageOptions.parse(args)
        points = try args.every(Self.point)
        pagePoints = try args.every(Self.page)
        guard !points.isEmpty || !pagePoints.isEmpty else {
            throw CLIError.usage("--point or --page: at least one touch point is needed")
        }
        slop = try args[Self.slop] ?? 0
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        // Resolved first: the page's words decide the fit zoom (the rail's room), so the seats
        // are where the render draws them.
        let request: PageRequest
        switch try options.subject() {
        case .page(let r): request = r
        case .venue(let v): return try runVenue(v, &io)
        }
        let resolved = try PageOutput.resolve(try request.make())
        // A venue's seats are hit by their turned shapes; the nearest-within-slop search is the grid's.
        guard slop == 0 || resolved.venue == nil else { throw CLIError.usage("--slop does not apply to a venue's page yet (\(options.hallPath)); drop it") }
        try options.checkGlyphs(resolved.missingCharacters)
        io.warnPage(resolved, hallPath: options.hallPath)
        // `--point` and `--page` answer a seat with the same fields.
        func seatFields(_ s: ResolvedSeat) -> [(String, JSONValue)] {
            [("seat", .string(s.seat.seatId)), ("state", .string(s.state.rawValue)),
             ("selectable", .bool(s.seat.status == .available)), ("label", .string(resolved.label(of: s))),
             ("accessibilityLabel", .string(resolved.accessibilityLabel(of: s)))]
        }
        for p in points {
            let point = try JSONValue.doubles([p.x, p.y])
            if let s = try resolved.seat(atViewport: p, slop: slop) {
                io.print(JSONValue.object([("point", point)] + seatFields(s)).serialized())
            } else {
                io.print(JSONValue.object([("point", point), ("seat", .null)]).serialized())
            }
        }
        guard !pagePoints.isEmpty else { return ExitCode.ok }
        for p in pagePoints {
            var out: [(String, JSONValue)] = [("page", try JSONValue.doubles([p.x, p.y]))]
            switch try resolved.hit(page: p, slop: slop) {
            case .seat(let idx):
                out += seatFields(resolved.seat(at: idx))
            case .element(let e):
                out += [("seat", .null), ("element", .string(e.kind.rawValue))]
                if let t = e.message ?? e.text { out.append(("text", .string(t))) }
                if case .dialogButton(let b) = e { out.append(("role", .string(b.role.rawValue))) }
                // The same index `seatmap layout` gives the element (one answer for both).
                if let i = e.index { out.append(("index", .int(i))) }
                if let id = e.seatId { out.append(("elementSeat", .string(id))) }
            case .region(let r):
                out += try regionFields(r, resolved)
            case .nothing:
                out += [("seat", .null), ("element", .null)]
            }
            io.print(JSONValue.object(out).serialized())
        }
        return ExitCode.ok
    }

    /// A section or area under a touch on a venue's page: its id, label and what is left; a
    /// section's `zoomTo` is the `--zoom` and `--offset` (or `--section ID`) that a tap on it
    /// shows, its seats drawn.
    func regionFields(_ r: ResolvedVenue.Region, _ resolved: ResolvedPage) throws -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("seat", .null), (r.kind.rawValue, r.id.map { .string($0) } ?? .null), ("text", .string(r.label))]
        if let c = r.capacity { out.append(("capacity", .int(c))) }
        if let l = r.left { out.append(("left", .int(l))) }
        if r.isBooth { out.append(("booth", .bool(true))) }
        if r.kind == .section, let id = r.id, let target = resolved.venue?.zoomTarget(section: id, on: resolved.layout) {
            out.append(("zoomTo", .object([("section", .string(id)), ("zoom", try .double(target.zoom)),
                                           ("offset", try .doubles([target.offset.x, target.offset.y]))])))
        }
        return out
    }

    /// Touches on a venue's whole map: `--point` and `--page` are the same there (the map is
    /// the page, in design points). A drawn seat answers as on a grid page; a section drawn
    /// without its seats or a general-admission area answers `"section"` or `"area"` with its
    /// id, label and what is left.
    func runVenue(_ request: VenueRequest, _ io: inout CommandIO) throws -> Int32 {
        guard slop == 0 else { throw CLIError.usage("--slop does not apply to a venue map yet; drop it") }
        let resolved = try VenueInput.resolve(request, path: options.hallPath)
        try options.checkGlyphs(resolved.missingCharacters)
        for w in resolved.warnings { io.warn("warning: \(w)") }
        let index = resolved.hitIndex()
        for (key, p) in points.map({ ("point", $0) }) + pagePoints.map({ ("page", $0) }) {
            var out: [(String, JSONValue)] = [(key, try JSONValue.doubles([p.x, p.y]))]
            switch resolved.hit(p, index: index) {
            case .seat(let i):
                let s = resolved.seats[i]
                out += [("seat", .string(s.node.seatId)), ("state", .string(s.node.state.rawValue)),
                        ("selectable", .bool(s.node.state == .available)), ("label", .string(s.seatLabel)), ("row", .string(s.rowLabel)),
                        ("section", s.sectionId.map { .string($0) } ?? .null),
                        ("accessibilityLabel", .string(resolved.accessibilityLabel(of: s)))]
            case .region(let r):
                out += [("seat", .null), (r.kind.rawValue, r.id.map { .string($0) } ?? .null), ("text", .string(r.label))]
                if let c = r.capacity { out.append(("capacity", .int(c))) }
                if let l = r.left { out.append(("left", .int(l))) }
                if r.isBooth { out.append(("booth", .bool(true))) }
        if r.isBooth { out.append(("booth", .bool(true))) }
                // A tap on a section drawn without its seats zooms into it: the map of the section
                // alone, at the scale its seats are drawn from.
                if r.kind == .section, let id = r.id {
                    out.append(("zoomTo", .object([("section", .string(id)), ("scale", try .double(resolved.seatsShowFromScale))])))
                }
            case .nothing:
                out += [("seat", .null), ("element", .null)]
            }
            io.print(JSONValue.object(out).serialized())
        }
        return ExitCode.ok
    }
}
