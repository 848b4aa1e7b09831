import SeatMapCore

/// Venues on several floors (a theatre's stalls and circle). Each element names its floor; a
/// venue is drawn either one floor at a time (`onFloor`), or as the all-floors view, every floor
/// one above the other in the listed order, each under its title (`stackingFloors`), as the
/// seats.io renderer shows a multi-floor chart until a floor is picked.
extension Venue {
    /// The floor `row` is on: its own, else its section's.
    public func floor(of row: Row) -> String? {
        row.floor ?? row.sectionId.flatMap { id in sections.first(where: { $0.id == id })?.floor }
    }

    /// Each row's floor (as `floor(of:)`), in row order, found in one pass: a venue of
    /// thousands of sections and rows costs what it holds, not their product.
    public var rowFloors: [String?] {
        let sectionFloor = sectionFloors
        return rows.map { $0.floor ?? $0.sectionId.flatMap { sectionFloor[$0] ?? nil } }
    }

    /// The floor of each section id's first section, as `floor(of:)` finds it (`.some(nil)`:
    /// that section names none), for lookups by id in one pass.
    private var sectionFloors: [String: String?] {
        var out: [String: String?] = [:]
        for s in sections where out[s.id] == nil { out[s.id] = .some(s.floor) }
        return out
    }

    /// Refuses floors that do not add up: a floor id used twice, an element on a floor the venue
    /// does not list, an element naming no floor in a venue with floors, or any floor named in a
    /// venue without floors.
    public func checkFloors() throws(VenueError) {
        var ids = Set<String>()
        for f in floors { guard ids.insert(f.id).inserted else { throw .duplicateFloorId(f.id) } }
        func check(_ floor: String?, _ element: @autoclosure () -> String) throws(VenueError) {
            if let floor { guard ids.contains(floor) else { throw .unknownFloor(element: element(), floor: floor) } }
            else if !floors.isEmpty { throw .unknownFloor(element: element(), floor: nil) }
        }
        for s in sections { try check(s.floor, "section \(MessageText.quoted(s.id))") }
        let sectionFloor = sectionFloors
        for r in rows {
            if let own = r.floor, let sid = r.sectionId, let floor = sectionFloor[sid], floor != own {
                throw .floorDiffersFromSection(row: r.label, floor: own, section: sid)
            }
            try check(r.floor ?? r.sectionId.flatMap { sectionFloor[$0] ?? nil }, "row \(MessageText.quoted(r.label))")
        }
        for a in areas { try check(a.floor, "area \(MessageText.quoted(a.id))") }
        for (i, s) in shapes.enumerated() { try check(s.floor, "shape \(s.label.isEmpty ? "#\(i + 1)" : MessageText.quoted(s.label))") }
        for t in texts { try check(t.floor, "text \(MessageText.quoted(t.text))") }
    }

    /// The venue with only floor `id`'s elements (its `floors` that one floor); nil when the
    /// venue lists no such floor.
    public func onFloor(_ id: String) -> Venue? {
        guard let f = floors.first(where: { $0.id == id }) else { return nil }
        var v = self
        v.floors = [f]
        v.sections = sections.filter { $0.floor == id }
        v.rows = zip(rows, rowFloors).filter { $1 == id }.map(\.0)
        v.areas = areas.filter { $0.floor == id }
        v.shapes = shapes.filter { $0.floor == id }
        v.texts = texts.filter { $0.floor == id }
        return v
    }

    /// The all-floors view: with two floors or more, each floor moved down (in source units) so
    /// that it starts `3 × pitch` below the one above and its title stands `1.5 × pitch` over
    /// its top, x unchanged (floors of one building share their plan). Returns the moved venue
    /// and each floor's vertical offset; a venue of one floor or none comes back as it is.
    public func stackingFloors(pitch: Double) -> (venue: Venue, offsets: [String: Double]) {
        guard floors.count >= 2 else { return (self, Dictionary(uniqueKeysWithValues: floors.map { ($0.id, 0) })) }
        var v = self
        var offsets: [String: Double] = [:]
        var bottom = -Double.infinity
        var titles: [Text] = []
        let floorsOfRows = rowFloors
        let perFloor = byFloor(rowFloors: floorsOfRows)
        for f in floors {
            guard let one = perFloor[f.id] else { continue }
            let ys = one.allSeats.map(\.position.y) + VenueLayout.drawnPoints(one).map(\.y)
            let xs = one.allSeats.map(\.position.x) + VenueLayout.drawnPoints(one).map(\.x)
            guard let top = ys.min(), let low = ys.max(), let left = xs.min(), let right = xs.max() else { offsets[f.id] = 0; continue }
            let dy = bottom.isFinite ? bottom + 3 * pitch - top : 0
            offsets[f.id] = dy
            bottom = low + dy
            var title = Text(text: f.label, position: Point(x: (left + right) / 2, y: top + dy - 1.5 * pitch))
            title.floor = f.id
            title.isTitle = true
            titles.append(title)
        }
        func moved(_ p: Point, _ floor: String?) -> Point { Point(x: p.x, y: p.y + (floor.flatMap { offsets[$0] } ?? 0)) }
        for i in v.rows.indices {
            let f = floorsOfRows[i]
            for j in v.rows[i].seats.indices { v.rows[i].seats[j].position = moved(v.rows[i].seats[j].position, f) }
            if let table = v.rows[i].table { v.rows[i].table?.outline = table.outline.moved(dy: f.flatMap { offsets[$0] } ?? 0) }
        }
        for i in v.sections.indices { v.sections[i].outline = v.sections[i].outline.map { moved($0, v.sections[i].floor) } }
        for i in v.areas.indices { v.areas[i].outline = v.areas[i].outline.moved(dy: v.areas[i].floor.flatMap { offsets[$0] } ?? 0) }
        for i in v.shapes.indices { v.shapes[i].outline = v.shapes[i].outline.moved(dy: v.shapes[i].floor.flatMap { offsets[$0] } ?? 0) }
        for i in v.texts.indices { v.texts[i].position = moved(v.texts[i].position, v.texts[i].floor) }
        v.texts = titles + v.texts
        // The first floor stays where it is (its offset is 0), and so does the focal point.
        return (v, offsets)
    }
}

extension Venue {
    /// Every floor's venue, as `onFloor` gives it, made in one pass over the elements (a venue
    /// of 20,000 floors took 50 s when each floor filtered every element).
    func byFloor(rowFloors: [String?]) -> [String: Venue] {
        var parts: [String: Venue] = [:]
        var empty = self
        empty.sections = []; empty.rows = []; empty.areas = []; empty.shapes = []; empty.texts = []
        for f in floors where parts[f.id] == nil {
            var one = empty
            one.floors = [f]
            parts[f.id] = one
        }
        for s in sections { if let f = s.floor, parts[f] != nil { parts[f]!.sections.append(s) } }
        for (r, f) in zip(rows, rowFloors) { if let f, parts[f] != nil { parts[f]!.rows.append(r) } }
        for a in areas { if let f = a.floor, parts[f] != nil { parts[f]!.areas.append(a) } }
        for s in shapes { if let f = s.floor, parts[f] != nil { parts[f]!.shapes.append(s) } }
        for t in texts { if let f = t.floor, parts[f] != nil { parts[f]!.texts.append(t) } }
        return parts
    }
}

extension Venue.Outline {
    /// The outline moved down by `dy` source units.
    func moved(dy: Double) -> Venue.Outline {
        switch self {
        case .polygon(let points): return .polygon(points.map { Point(x: $0.x, y: $0.y + dy) })
        case let .rectangle(c, w, h, r): return .rectangle(center: Point(x: c.x, y: c.y + dy), width: w, height: h, rotationDegrees: r)
        case let .ellipse(c, rx, ry, r): return .ellipse(center: Point(x: c.x, y: c.y + dy), radiusX: rx, radiusY: ry, rotationDegrees: r)
        }
    }
}

extension Venue {
    /// The venue with only section `id` and its rows, its label a title over it: what a tap on a
    /// section zooms into, drawn as a map of its own (on its floor, when the venue has floors).
    /// Nil when there is no such section. The seats keep their positions, so the section alone
    /// is a translation of itself in the whole map.
    public func onSection(_ id: String) -> Venue? {
        guard let section = sections.first(where: { $0.id == id }) else { return nil }
        var v = self
        v.sections = [section]
        v.rows = rows.filter { $0.sectionId == id }
        // Areas name no section: an area (an expo hall's booth) is the section's when its centre
        // stands inside the section's outline, on its floor.
        v.areas = areas.filter { a in
            guard a.floor == section.floor, let c = Polygon.centroid(a.outline.polygon) else { return false }
            return Polygon.contains(section.outline, c)
        }
        v.shapes = []
        v.texts = []
        v.floors = floors.filter { $0.id == section.floor }
        // Its name stands over it as a title, as a floor's does: alone, a section needs saying.
        let pitch = seatPitch ?? VenueLayout.commonNeighbourDistance(v.rows) ?? 44
        let ys = v.allSeats.map(\.position.y) + section.outline.map(\.y), xs = v.allSeats.map(\.position.x) + section.outline.map(\.x)
        if let top = ys.min(), let left = xs.min(), let right = xs.max() {
            var title = Text(text: section.label, position: Point(x: (left + right) / 2, y: top - 1.5 * pitch))
            title.floor = section.floor
            title.isTitle = true
            v.texts = [title]
        }
        return v
    }
}


extension Venue {
    /// The id of the section a person names: its id, or else its label (`Goal Stand 4` for
    /// seats.io's `uuid17`), as `--section` and a story's `{"section": …}` take either. Nil when
    /// no section has that id and no single section has that label (two sections sharing a
    /// label are named by their ids).
    public func sectionId(named name: String) -> String? {
        if sections.contains(where: { $0.id == name }) { return name }
        let labelled = sections.filter { $0.label == name }
        return labelled.count == 1 ? labelled[0].id : nil
    }

    /// Each section as a person may name it, for a refusal's list of choices: `"uuid17" (Goal
    /// Stand 4)`, or the id alone where the label is the id or empty.
    public var sectionChoices: [String] {
        sections.map { s in
            s.label.isEmpty || s.label == s.id ? MessageText.quoted(s.id) : "\(MessageText.quoted(s.id)) (\(MessageText.escaped(s.label)))"
        }
    }

    /// The id or label nearest `name` among the sections', for "did you mean".
    public func nearestSectionName(to name: String) -> String? {
        NearMiss.closest(to: name, among: sections.map(\.id) + sections.map(\.label).filter { !$0.isEmpty })
    }
}
