import SeatMapArguments
import SeatMapCore
import SeatMapPage
import SeatMapOutput

/// `seatmap audit`: the page's accessibility checks (`PageAudit`), each failure named with the
/// seat or element; exit 1 when any check fails.
struct AuditCommand: SeatMapCommand {
    static let json = Flag("--json", help: "Print the audit as one JSON object.")

    static let configuration = CommandConfiguration(
        name: "seatmap audit",
        abstract: "Audit a page's accessibility and layout: touch targets, colour contrast (with colour-blindness simulations), labels, shortened text, the page's own rules, VoiceOver order.",
        discussion: """
        Takes every page argument of `seatmap render`. Touch targets: the seats' on-screen size
        against 24 pt (WCAG 2.5.8), 44 pt (Apple) and 48 dp (Android), with the smallest zoom at
        which every seat passes each. Colour: seat fills against the map background, available
        against every other state, each state's and seat kind's mark against its body, the zone
        tints the hall's seats wear (3:1), under normal vision,
        protanopia, deuteranopia, tritanopia and greyscale; every text and background pair the
        page draws (4.5:1); each failing pair is one line with the visions it fails, its two
        colours and the theme keys to change. Labels: every seat's accessibility label names row and seat, state,
        kind and price; no companion seat without a wheelchair space or accessible seat beside it
        (it could never be sold). Text: every string that had to be shortened. Layout: every rule of the
        page (docs/page-layout.md) it breaks — panels overlapping, a child outside its panel,
        seats under the rail at fit, text under 8 pt, money shortened. Then the VoiceOver order.
        Exit 1 when a target, colour, label or layout check fails. A venue file (--mode full):
        seats' size on the device's screen at --scale with the --scale each target needs and
        the size seats have where they first appear, labels, the map's invariants and the
        VoiceOver order (docs/venue-format.md).
        """,
        positionals: PageOptions.positionals,
        options: PageOptions.options + [json])

    let options: PageOptions
    let json: Bool
    init(_ args: ParsedArguments) throws {
        options = try PageOptions.parse(args)
        json = args[Self.json]
    }

    func run(_ io: inout CommandIO) throws -> Int32 {
        let page: SeatPage
        switch try options.subject() {
        case .page(let request): page = try request.make()
        case .venue(let request): return try runVenue(request, &io)
        }
        let resolved = try PageOutput.resolve(page)
        try options.checkGlyphs(resolved.missingCharacters)
        io.warnPage(resolved, hallPath: options.hallPath)
        let audit = PageAudit(resolved)
        func n(_ v: Double) -> String { NumberText.rounded(v, places: 2) }
        if json {
            io.print(JSONValue.object([
                ("passes", .bool(audit.passes)), ("smallestSeat", audit.seatsNotDrawn ? .null : .finiteOrNull(audit.smallestSeat)),
                ("targets", .array(audit.targets.map { t in
                    .object([("name", .string(t.name)), ("minimum", .finiteOrNull(t.minimum)), ("passes", .bool(t.passes)),
                             ("failing", .int(t.failing.count)), ("zoomNeeded", .finiteOrNull(t.zoomNeeded))])
                })),
                ("colours", .array(audit.colours.map { c in
                    .object([("vision", .string(c.vision.rawValue)), ("name", .string(c.name)), ("ratio", .finiteOrNull(c.ratio)),
                             ("required", .finiteOrNull(c.required)), ("passes", .bool(c.passes)),
                             ("foreground", .string(c.foreground)), ("background", .string(c.background)),
                             ("keys", .array(c.keys.map { .string($0) }))])
                })),
                ("colourFindings", .array(audit.colourFindings.map { f in
                    .object([("name", .string(f.name)), ("visions", .array(f.visions.map { .string($0.rawValue) })),
                             ("worstRatio", .finiteOrNull(f.worstRatio)), ("required", .finiteOrNull(f.required)),
                             ("foreground", .string(f.foreground)), ("background", .string(f.background)),
                             ("keys", .array(f.keys.map { .string($0) }))])
                })),
                ("loneCompanions", .array(audit.loneCompanions.map { .string($0) })),
                ("incompleteLabels", .array(audit.incompleteLabels.map { .object([("seat", .string($0.seat)), ("missing", .string($0.missing))]) })),
                ("shortened", .array(audit.shortened.map {
                    .object([("element", .string($0.element)), ("text", .string($0.text)), ("full", .string($0.full)),
                             ("size", .finiteOrNull($0.size)), ("requestedSize", .finiteOrNull($0.requested))])
                })),
                ("layout", .array(audit.layout.map { .object([("rule", .string($0.rule.rawValue)), ("message", .string($0.message))]) })),
                ("voiceOverOrder", .array(audit.voiceOverOrder.map { .string($0) })),
            ]).serialized())
            return audit.passes ? ExitCode.ok : ExitCode.negative
        }
        let seatless = resolved.venue?.layout.placements.isEmpty == true
        io.print(seatless ? "touch targets: the venue has no seats (its areas are taken by count, a tap picks one)"
                 : audit.seatsNotDrawn
                 ? "touch targets: no seat is drawn (the venue's sections are, and a tap picks one); --section ID audits the seats of one"
                 : "touch targets: seats are \(n(audit.smallestSeat)) pt on screen")
        for t in audit.targets {
            let ids = t.failing.prefix(5).joined(separator: ", ") + (t.failing.count > 5 ? ", …" : "")
            io.print(t.passes ? "  ok   \(t.name) (\(n(t.minimum)) pt)"
                     : "  FAIL \(t.name) (\(n(t.minimum)) pt): \(t.failing.count) seat\(t.failing.count == 1 ? "" : "s") too small (\(ids)); every seat passes from zoom \(n(t.zoomNeeded))")
        }
        let findings = audit.colourFindings
        io.print("colour: \(audit.colours.count) checks, \(findings.isEmpty ? "all pass" : "\(findings.count) pair\(findings.count == 1 ? "" : "s") fail")")
        for f in findings {
            io.print("  FAIL \(f.name): \(n(f.worstRatio)):1 (needs \(n(f.required)):1) under \(f.visions.map(\.rawValue).joined(separator: ", ")); \(f.foreground) on \(f.background): change \(f.keys.joined(separator: " or "))")
        }
        io.print("labels: \(audit.incompleteLabels.isEmpty ? "every seat's label is complete" : "\(audit.incompleteLabels.count) incomplete")")
        for l in audit.incompleteLabels.prefix(20) { io.print("  FAIL \(l.seat): no \(l.missing)") }
        io.print("companion seats: \(audit.loneCompanions.isEmpty ? "each beside a wheelchair space or accessible seat" : "\(audit.loneCompanions.count) can never be sold")")
        if !audit.loneCompanions.isEmpty {
            io.print("  FAIL \(audit.loneCompanions.prefix(10).joined(separator: ", ")): no wheelchair space or accessible seat beside them, and an order must include one (mark the neighbour, or set \"companionRule\": false)")
        }
        io.print("text: \(audit.shortened.isEmpty ? "nothing shortened" : "\(audit.shortened.count) shortened")")
        for s in audit.shortened {
            io.print(s.text == s.full ? "  \(s.element): \(MessageText.quoted(s.text)) set at \(n(s.size)) pt instead of \(n(s.requested))"
                                      : "  \(s.element): cut to \(MessageText.quoted(s.text)) from \(MessageText.quoted(s.full))")
        }
        io.print("layout: \(audit.layout.isEmpty ? "every page rule holds" : "\(audit.layout.count) rule\(audit.layout.count == 1 ? "" : "s") broken")")
        for v in audit.layout { io.print("  FAIL \(v)") }
        io.print("VoiceOver order (\(audit.voiceOverOrder.count) seats): " + audit.voiceOverOrder.prefix(6).joined(separator: " / ") + (audit.voiceOverOrder.count > 6 ? " / …" : ""))
        io.print(audit.passes ? "audit: pass" : "audit: fail")
        return audit.passes ? ExitCode.ok : ExitCode.negative
    }

    /// A venue map's audit (`VenueAudit`): touch targets on the device's screen at `--scale`
    /// and where seats appear, labels, the map's invariants, the VoiceOver order.
    func runVenue(_ request: VenueRequest, _ io: inout CommandIO) throws -> Int32 {
        let resolved = try VenueInput.resolve(request, path: options.hallPath)
        try options.checkGlyphs(resolved.missingCharacters)
        for w in resolved.warnings where !w.hasPrefix("map: ") || !VenueViolation.Rule.allCases.contains(where: { w.hasPrefix("map: \($0.rawValue):") }) {
            io.warn("warning: \(w)")
        }
        let screen = options.device.scale
        let audit = VenueAudit(resolved, screenScale: screen)
        func n(_ v: Double) -> String { NumberText.rounded(v, places: 2) }
        func sc(_ v: Double) -> String { NumberText.rounded(v, places: 3) }
        if json {
            io.print(JSONValue.object([
                ("passes", .bool(audit.passes)), ("seatSize", audit.seatSize.map { .finiteOrNull($0) } ?? .null),
                ("screenScale", .finiteOrNull(screen)), ("scale", .finiteOrNull(resolved.pixelsPerDesignPoint)),
                ("seatsAppearAt", .object([("scale", .finiteOrNull(audit.seatsAppearAt.scale)), ("seatSize", .finiteOrNull(audit.seatsAppearAt.size))])),
                ("targets", .array(audit.targets.map { t in
                    .object([("name", .string(t.name)), ("minimum", .finiteOrNull(t.minimum)), ("passes", .bool(t.passes)),
                             ("failing", .int(t.failing.count)), ("scaleNeeded", .finiteOrNull(t.scaleNeeded))])
                })),
                ("incompleteLabels", .array(audit.incompleteLabels.map { .object([("seat", .string($0.seat)), ("missing", .string($0.missing))]) })),
                ("layout", .array(audit.layout.map { .object([("rule", .string($0.rule.rawValue)), ("message", .string($0.message))]) })),
                ("voiceOverOrder", .array(audit.voiceOverOrder.map { .string($0) })),
                ("notChecked", .array(audit.notChecked.map { .string($0) })),
            ]).serialized())
            return audit.passes ? ExitCode.ok : ExitCode.negative
        }
        let scale = sc(resolved.pixelsPerDesignPoint), dev = "\(options.device.name) (\(n(screen)) px a point)"
        let seatless = resolved.layout.placements.isEmpty
        if seatless {
            io.print("touch targets: the venue has no seats (its areas are taken by count, a tap picks one)")
        } else if let size = audit.seatSize {
            io.print("touch targets: seats are \(n(size)) pt on \(dev) at --scale \(scale)")
        } else {
            io.print("touch targets: no seat is drawn at --scale \(scale) (taps land on sections)")
        }
        for t in audit.targets {
            io.print(t.passes ? "  ok   \(t.name) (\(n(t.minimum)) pt)"
                     : "  FAIL \(t.name) (\(n(t.minimum)) pt): \(t.failing.count) seat\(t.failing.count == 1 ? "" : "s") too small; every seat passes from --scale \(sc(t.scaleNeeded))")
        }
        if !seatless { io.print("  seats appear from --scale \(sc(audit.seatsAppearAt.scale)), at \(n(audit.seatsAppearAt.size)) pt on \(dev): zoom further before a tap picks a seat") }
        io.print("labels: \(audit.incompleteLabels.isEmpty ? "every drawn seat's label is complete" : "\(audit.incompleteLabels.count) incomplete")")
        for l in audit.incompleteLabels.prefix(20) { io.print("  FAIL \(l.seat): no \(l.missing)") }
        io.print("layout: \(audit.layout.isEmpty ? "every map rule holds" : "\(audit.layout.count) rule\(audit.layout.count == 1 ? "" : "s") broken")")
        for v in audit.layout { io.print("  FAIL \(v)") }
        for c in audit.notChecked { io.print("not checked: \(c)") }
        io.print("VoiceOver order (\(audit.voiceOverOrder.count) seats): " + audit.voiceOverOrder.prefix(6).joined(separator: " / ") + (audit.voiceOverOrder.count > 6 ? " / …" : ""))
        io.print(audit.passes ? "audit: pass" : "audit: fail")
        return audit.passes ? ExitCode.ok : ExitCode.negative
    }
}

