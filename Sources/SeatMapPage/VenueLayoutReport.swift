import SeatMapCore
import SeatMapVenue

/// The JSON of `seatmap layout` for a venue map (docs/layout-output.md, "Venues"): the page's
/// fields that apply (`mode`, `image`, `pixelScale`, `contentSize`, `selected`, fonts), the
/// level drawn, the venue's elements (sections, areas, tables, stage, shapes with their
/// outlines) and every seat with its rotation, section, outline and both frames — `id`,
/// `state` and `pixelFrame` as on a grid page, so `seatmap diff --layout` names venue seats.
public enum VenueLayoutReport {
    public static func json(_ resolved: ResolvedVenue) throws(NonFiniteNumberError) -> JSONValue {
        let ppd = resolved.pixelsPerDesignPoint
        func pixels(_ r: Rect) throws(NonFiniteNumberError) -> JSONValue { try .doubles([r.x * ppd, r.y * ppd, r.width * ppd, r.height * ppd]) }
        func outline(_ points: [Point]) throws(NonFiniteNumberError) -> JSONValue {
            var out: [JSONValue] = []
            for p in points { out.append(try .doubles([p.x, p.y])) }
            return .array(out)
        }
        var elements: [JSONValue] = []
        for r in resolved.regions {
            var m: [(String, JSONValue)] = [("kind", .string(r.kind.rawValue))]
            if let id = r.id { m.append(("id", .string(id))) }
            m += [("text", .string(r.label)), ("frame", try .doubles(r.bounds.array)), ("pixelFrame", try pixels(r.bounds))]
            if let c = r.capacity { m.append(("capacity", .int(c))) }
            if let l = r.left { m.append(("left", .int(l))) }
            if r.isBooth { m.append(("booth", .bool(true))) }
            m.append(("drawnText", .array(r.texts.map { .string($0.string) })))
            m.append(("takesTouches", .bool(r.takesTouches)))
            m.append(("outline", try outline(r.polygon)))
            elements.append(.object(m))
        }
        var seats: [JSONValue] = []
        seats.reserveCapacity(resolved.seats.count)
        let venueSeats = resolved.layout.venue.allSeats
        for (i, s) in resolved.seats.enumerated() {
            let p = s.placement
            var m: [(String, JSONValue)] = [
                ("id", .string(s.node.seatId)), ("row", .string(s.rowLabel)), ("label", .string(s.seatLabel)),
                ("name", .string(resolved.label(of: s))),
                ("section", s.sectionId.map { .string($0) } ?? .null), ("state", .string(s.node.state.rawValue)),
                ("drawn", .bool(s.isShown)),
                ("accessibilityLabel", .string(resolved.accessibilityLabel(of: s))),
                ("rotation", try .double(p.rotationDegrees)),
                ("center", try .doubles([p.center.x, p.center.y])),
                ("designFrame", try .doubles(s.node.designFrame.array)), ("pixelFrame", try pixels(s.node.designFrame)),
                ("outline", try outline(p.corners)),
            ]
            // A couple sofa's half: which, and its other half (`L` then `R` along the row).
            if let half = venueSeats[i].pair {
                m.append(("pair", .string(half.rawValue)))
                m.append(("partner", .string(venueSeats[half == .left ? i + 1 : i - 1].seatId)))
            }
            seats.append(.object(m))
        }
        return .object([
            ("mode", .string("full")),
            ("venue", resolved.layout.venue.name.map { .string($0) } ?? .null),
            ("level", .string(resolved.level.rawValue)),
            ("pixelScale", try .double(ppd)),
            ("designPointsPerSourceUnit", try .double(resolved.layout.scale)),
            ("sourceTranslation", try .doubles([resolved.layout.translation.x, resolved.layout.translation.y])),
            // Each floor's own move in the all-floors view (source units, added to y before scaling).
            ("floors", .array(try resolved.layout.venue.floors.map { f throws(NonFiniteNumberError) -> JSONValue in
                .object([("id", .string(f.id)), ("label", .string(f.label)), ("sourceOffsetY", try .double(resolved.layout.floorOffsets[f.id] ?? 0))])
            })),
            ("contentSize", try .doubles([resolved.size.width, resolved.size.height])),
            ("image", .array([.int(resolved.imageWidth), .int(resolved.imageHeight)])),
            ("selected", .array(resolved.selectedIds.map { .string($0) })),
            ("fonts", resolved.fonts?.fontsJSON ?? .array([])),
            ("fontLibraries", resolved.fonts?.librariesJSON ?? .object([])),
            ("missingCharacters", .array((resolved.fonts?.missingCharacters ?? []).map { .string($0) })),
            ("warnings", .array(resolved.warnings.map { .string($0) })),
            ("violations", .array(resolved.violations().map { .object([("rule", .string($0.rule.rawValue)), ("message", .string($0.message))]) })),
            ("elements", .array(elements)),
            ("seats", .array(seats)),
        ])
    }
}
