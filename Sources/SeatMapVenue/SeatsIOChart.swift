import SeatMapCore

/// A seats.io chart (its exported JSON: a top-level `subChart`, or `subChartFloors` with one
/// sub-chart per floor) read as a `Venue`, in the chart's own units: rows and their seats (each
/// turned to its row's direction), sections with their outlines and sub-charts (seats moved by
/// the section's `topLeft`), round and rectangular tables (each a row going round its table, its
/// seats facing it), general-admission areas, booths (areas of one place sold whole), shapes
/// (the stage), texts, categories (a seat's category label), floors (`1`, `2`, … as the
/// renderer's floor picker names them), the focal point and zones (each with its own focal
/// point, named by sections: `Venue.focalZones`).
/// An id is seats.io's own label: its section's label (when it has one, or the `sectionLabel`
/// of a row, table or booth in a chart without sections), its row's (or table's) and its own,
/// joined by `-` (`Section A-B-3`, `T1-4`).
///
/// The shapes of tables, booths, texts and floors are the designer's own (`toJson` of its
/// RectTable, Booth, TextInput and SubChartFloors). Nothing is dropped silently: every key
/// SeatMap does not read is listed in the notes, once a key and kind of object with how often
/// it occurs.
public enum SeatsIOChart {
    /// The venue and what was not read.
    public struct Imported: Sendable {
        public var venue: Venue
        public var notes: [String]
    }

    /// Whether `root` is a seats.io chart (a top-level `subChart` or `subChartFloors`).
    public static func recognises(_ root: JSONValue) -> Bool { root["subChart"] != nil || root["subChartFloors"] != nil }

    public static func read(_ root: JSONValue, file: String) throws(VenueReadError) -> Imported {
        var reader = Reader()
        let venue = try VenueReading.located(root, file: file) { try reader.chart(JSONValueDecoder(root)) }
        return Imported(venue: venue, notes: reader.importNotes.map { "\(file): \($0)" } + reader.unread.notes(file: file))
    }

    struct Reader {
        /// The section whose sub-chart is being read: its id, label and category.
        typealias SectionScope = (id: String, label: String, category: String?)
        var unread = UnreadKeys()
        /// What the import decided or could not keep as the chart says (besides unread keys),
        /// one line each.
        var importNotes: [String] = []
        /// The seats.io designer's chair, in chart units (`mercator.Chair.width`), and the space
        /// between chairs of a row it draws by default (`Row.DEFAULT_CHAIR_SPACING`).
        static let chairWidth = 16.0
        static let defaultChairSpacing = 5.0
        var categories: [String: String] = [:]
        var seatIds = SeatIdRegister()
        /// Where a seats.io seat's id comes from, for a refused duplicate.
        static let idOrigin = "seats.io names a seat by its section, row and seat labels"

        mutating func chart(_ d: JSONValueDecoder) throws -> Venue {
            if let list = d.member("categories")?.member("list") {
                for c in try list.elements() {
                    if let key = c.member("key")?.json, let label = c.member("label")?.json.stringValue { categories[key.serialized()] = label }
                    unread.note("categories", c, read: ["key", "label"])
                }
            }
            var venue = Venue(name: d.member("name")?.json.stringValue, rows: [])
            // Zones (venueType ZONES): parts with their own focal point, which sections name.
            if let list = d.member("zones")?.member("list") {
                for z in try list.elements() {
                    let id = try z.required("key", expecting: "the zone's key").read(String.self)
                    let label = try z.member("label")?.read(String.self) ?? id
                    venue.focalZones.append(Venue.FocalZone(id: id, label: label, focalPoint: try point(z.required("focalPoint", expecting: "the zone's focal point"))))
                    unread.note("zones", z, read: ["key", "label", "focalPoint"])
                }
            }
            if let zones = d.member("zones") { unread.note("chart's zones", zones, read: ["list"]) }
            // A chart of several floors lists one sub-chart per floor (`subChartFloors`, what the
            // designer writes instead of `subChart` once a second floor is drawn); the renderer's
            // floor picker names them 1, 2, …
            let floorCharts: [JSONValueDecoder]
            if let floors = d.member("subChartFloors") {
                if let both = d.member("subChart") { throw both.problem("a chart holds its contents in subChart or, with floors, in subChartFloors, not both") }
                floorCharts = try floors.elements()
                guard !floorCharts.isEmpty else { throw floors.problem("a chart's floors list no floor") }
            } else {
                floorCharts = [try d.required("subChart", expecting: "the chart")]
            }
            var focalPoints: [(floor: Int, point: Point)] = []
            for (i, sub) in floorCharts.enumerated() {
                let floor: String? = floorCharts.count > 1 ? "\(i + 1)" : nil
                if let floor { venue.floors.append(Venue.Floor(id: floor, label: "Floor \(floor)")) }
                let before = (rows: venue.rows.count, sections: venue.sections.count, areas: venue.areas.count,
                              shapes: venue.shapes.count, texts: venue.texts.count)
                try floorContents(sub, into: &venue)
                if let floor {
                    for r in before.rows..<venue.rows.count { venue.rows[r].floor = floor }
                    for s in before.sections..<venue.sections.count { venue.sections[s].floor = floor }
                    for a in before.areas..<venue.areas.count { venue.areas[a].floor = floor }
                    for s in before.shapes..<venue.shapes.count { venue.shapes[s].floor = floor }
                    for t in before.texts..<venue.texts.count { venue.texts[t].floor = floor }
                }
                if let f = sub.member("focalPoint"), f.json.kind != .null { focalPoints.append((i, try point(f))) }
                unread.note(floor == nil ? "chart's subChart" : "floors' sub-charts", sub,
                            read: ["rows", "sections", "generalAdmissionAreas", "shapes", "texts", "tables", "booths", "focalPoint"])
            }
            focus(focalPoints, into: &venue)
            VenueReading.faceTowardsFocus(&venue)
            var read: Set<String> = ["name", "subChart", "subChartFloors", "categories", "zones"]
            // A chart without seats (booths and standing floors only) is scaled as the designer
            // spaces its chairs: 16 units wide, `rowChairSpacing` (default 5) apart.
            if venue.allSeats.isEmpty {
                var spacing = Self.defaultChairSpacing
                if let given = d.member("rowChairSpacing") {
                    spacing = try given.read(Double.self)
                    guard spacing >= 0, spacing.isFinite else { throw given.problem("a space between chairs of \(NumberText.rounded(spacing, places: 2)) units is not a distance") }
                }
                venue.seatPitch = Self.chairWidth + spacing
                read.insert("rowChairSpacing")
                importNotes.append("the chart has no seats: its map is scaled as if it had seats.io's chairs, \(NumberText.rounded(Self.chairWidth + spacing, places: 2)) units "
                                  + "centre to centre (16-unit chairs \(NumberText.rounded(spacing, places: 2)) apart, rowChairSpacing)")
            }
            unread.note("chart", d, read: read)
            return venue
        }

        /// The floors' focal points: one point where they agree (or one floor names it); where
        /// they differ, the first is the venue's and every other floor's sections are measured
        /// to their own floor's point (a focal zone per floor, `floor-N`). Rows and areas of such
        /// a floor outside its sections can only be measured to the venue's: a note says so.
        mutating func focus(_ points: [(floor: Int, point: Point)], into venue: inout Venue) {
            guard let first = points.first else { return }
            venue.focalPoint = first.point
            for p in points.dropFirst() where p.point != first.point {
                let id = "floor-\(p.floor + 1)", floor = "\(p.floor + 1)"
                venue.focalZones.append(Venue.FocalZone(id: id, label: "Floor \(floor)", focalPoint: p.point))
                for s in venue.sections.indices where venue.sections[s].floor == floor && venue.sections[s].focalZone == nil {
                    venue.sections[s].focalZone = id
                }
                let outside = venue.rows.filter { $0.floor == floor && $0.sectionId == nil }.count
                if outside > 0 {
                    importNotes.append("floor \(floor)'s focal point differs from floor \(first.floor + 1)'s: its \(outside) row\(outside == 1 ? "" : "s") outside sections "
                                      + "are measured to floor \(first.floor + 1)'s (a venue has one focal point outside sections)")
                }
            }
        }

        /// One floor's (or the whole chart's) contents and its sections with their sub-charts.
        mutating func floorContents(_ sub: JSONValueDecoder, into venue: inout Venue) throws {
            try contents(sub, into: &venue, section: nil, offset: Point(x: 0, y: 0))
            if let sections = sub.member("sections") {
                for s in try sections.elements() {
                    let label = try s.member("label")?.read(String.self) ?? "\(venue.sections.count + 1)"
                    let id = try s.member("uuid")?.read(String.self) ?? "section-\(venue.sections.count + 1)"
                    let outline = try points(s.required("points", expecting: "the section's outline"))
                    var section = Venue.Section(id: id, label: label, outline: outline)
                    if let z = s.member("zone"), z.json.kind != .null {
                        let zone = try z.read(String.self)
                        guard venue.focalZones.contains(where: { $0.id == zone }) else {
                            let known = venue.focalZones.map { MessageText.quoted($0.id) }.joined(separator: ", ")
                            throw z.problem("the zone \(MessageText.quoted(zone)) is not in the chart's zones" + (known.isEmpty ? " (it lists none)" : " (\(known))"))
                        }
                        section.focalZone = zone
                    }
                    venue.sections.append(section)
                    let topLeft = try s.member("topLeft").map(point) ?? Point(x: 0, y: 0)
                    // A section's category is its seats' where they name none.
                    let category = s.member("categoryKey").flatMap { categories[$0.json.serialized()] } ?? s.member("categoryLabel")?.json.stringValue
                    if let inner = s.member("subChart") {
                        try contents(inner, into: &venue, section: (id, label, category), offset: topLeft)
                        unread.note("section's sub-chart", inner, read: ["rows", "generalAdmissionAreas", "shapes", "tables", "booths", "texts"])
                    }
                    unread.note("sections", s, read: ["label", "uuid", "points", "topLeft", "subChart", "categoryLabel", "categoryKey", "zone"])
                }
            }
        }

        /// Rows, tables, areas, shapes, texts and booths of a chart or a section's sub-chart, moved
        /// by `offset`.
        mutating func contents(_ sub: JSONValueDecoder, into venue: inout Venue, section: SectionScope?,
                               offset: Point) throws {
            if let rows = sub.member("rows") {
                for (i, r) in try rows.elements().enumerated() {
                    let label = try r.member("label")?.read(String.self) ?? "\(i + 1)"
                    let prefix = sectionPrefix(r, section)
                    var seats: [Venue.Seat] = []
                    for s in try r.required("seats", expecting: "the row's seats").elements() {
                        let p = try point(s)
                        let seatLabel = try s.member("label")?.read(String.self) ?? "\(seats.count + 1)"
                        let id = seatId(prefix, label, seatLabel)
                        try seatIds.claim(id, seat: s, origin: Self.idOrigin)
                        seats.append(Venue.Seat(seatId: id, label: seatLabel, position: Point(x: p.x + offset.x, y: p.y + offset.y),
                                                category: category(of: s, section: section)))
                        unread.note("seats", s, read: ["x", "y", "label", "categoryKey", "categoryLabel"])
                    }
                    VenueReading.turnToRow(&seats)
                    venue.rows.append(Venue.Row(label: label, sectionId: section?.id, seats: seats))
                    unread.note("rows", r, read: ["label", "seats", "sectionLabel"])
                }
            }
            if let tables = sub.member("tables") {
                for (i, t) in try tables.elements().enumerated() { try table(t, index: i, into: &venue, section: section, offset: offset) }
            }
            if let areas = sub.member("generalAdmissionAreas") {
                for (i, a) in try areas.elements().enumerated() {
                    let label = try a.member("label")?.read(String.self) ?? "GA \(i + 1)"
                    let capacity = try a.required("capacity", expecting: "how many it holds").read(Int.self)
                    guard capacity >= 0 else { throw try a.required("capacity").problem("a capacity of \(capacity) is not a count of places") }
                    let category = a.member("categoryKey").flatMap { categories[$0.json.serialized()] } ?? a.member("categoryLabel")?.json.stringValue
                    venue.areas.append(Venue.Area(id: try a.member("uuid")?.read(String.self) ?? "area-\(venue.areas.count + 1)", label: label,
                                                  outline: try outline(a, offset: offset), capacity: capacity,
                                                  bookAsAWhole: try a.member("bookAsAWhole")?.read(Bool.self) ?? false, category: category))
                    unread.note("general-admission areas", a, read: ["label", "capacity", "categoryKey", "categoryLabel", "uuid", "bookAsAWhole", "type",
                                                                    "center", "width", "height", "radius1", "radius2", "rotationAngle", "points"])
                }
            }
            if let shapes = sub.member("shapes") {
                for s in try shapes.elements() {
                    venue.shapes.append(Venue.Shape(label: s.member("label")?.json.stringValue ?? "", isStage: s.member("smartType")?.json.stringValue == "stage",
                                                    outline: try outline(s, offset: offset)))
                    unread.note("shapes", s, read: ["label", "smartType", "type", "center", "width", "height", "radius1", "radius2", "rotationAngle", "points"])
                }
            }
            // A text: its `text` centred on (`centerX`, `centerY`), turned by `rotationAngle`; the map
            // draws every text in its own face and size, so fontSize, textColor, bold and italic
            // are notes.
            if let texts = sub.member("texts") {
                for t in try texts.elements() {
                    let x = try t.required("centerX", expecting: "the text's centre").read(Double.self)
                    let y = try t.required("centerY", expecting: "the text's centre").read(Double.self)
                    venue.texts.append(Venue.Text(text: try t.required("text", expecting: "what it says").read(String.self),
                                                  position: Point(x: x + offset.x, y: y + offset.y),
                                                  rotationDegrees: try t.member("rotationAngle")?.read(Double.self) ?? 0))
                    unread.note("texts", t, read: ["text", "centerX", "centerY", "rotationAngle", "objectType"])
                }
            }
            // A booth (an expo stand): one bookable rectangle, `width` × `height` round `center`,
            // turned by `rotationAngle`, with a label and a category — an area of one place sold
            // whole (`Venue.Area.isBooth`), so it is drawn, hit, taken and ordered as one.
            if let booths = sub.member("booths") {
                for b in try booths.elements() {
                    let label = try b.member("label")?.read(String.self) ?? "\(venue.areas.count + 1)"
                    let center = try point(b.required("center", expecting: "the booth's centre"))
                    let size = try self.size(b, of: "booth")
                    var area = Venue.Area(id: try b.member("uuid")?.read(String.self) ?? "booth-\(venue.areas.count + 1)",
                                          label: seatId(sectionPrefix(b, section), label),
                                          outline: .rectangle(center: Point(x: center.x + offset.x, y: center.y + offset.y), width: size[0], height: size[1],
                                                              rotationDegrees: try b.member("rotationAngle")?.read(Double.self) ?? 0),
                                          capacity: 1, bookAsAWhole: true, category: category(of: b, section: section))
                    area.isBooth = true
                    venue.areas.append(area)
                    unread.note("booths", b, read: ["label", "center", "width", "height", "rotationAngle", "uuid", "categoryKey", "categoryLabel", "objectType", "sectionLabel"])
                }
            }
        }

        /// A table (`center`, `type` round with `radius` or rectangular with `width` × `height`,
        /// `rotationAngle`, its `seats` at absolute positions) as a row that goes round it: the
        /// seats in their order round the centre, starting at the chart's first, each turned so
        /// that its top faces the table. `bookAsAWhole` (as on an area) says it is sold whole.
        mutating func table(_ t: JSONValueDecoder, index: Int, into venue: inout Venue, section: SectionScope?,
                            offset: Point) throws {
            func moved(_ p: Point) -> Point { Point(x: p.x + offset.x, y: p.y + offset.y) }
            let label = try t.member("label")?.read(String.self) ?? "T\(index + 1)"
            let center = moved(try point(t.required("center", expecting: "the table's centre")))
            let turn = try t.member("rotationAngle")?.read(Double.self) ?? 0
            let type = try t.member("type")?.read(String.self) ?? "round"
            let outline: Venue.Outline
            switch type {
            case "round":
                let r = try t.required("radius", expecting: "the table's radius")
                let radius = try r.read(Double.self)
                guard radius > 0, radius.isFinite else { throw r.problem("a round table's radius must be above 0") }
                outline = .ellipse(center: center, radiusX: radius, radiusY: radius, rotationDegrees: 0)
            case "rectangular":
                let size = try self.size(t, of: "rectangular table")
                outline = .rectangle(center: center, width: size[0], height: size[1], rotationDegrees: turn)
            default:
                throw try t.required("type").problem("a table of type \(MessageText.quoted(type)) is not read (round or rectangular)")
            }
            var seats: [Venue.Seat] = []
            for s in try t.required("seats", expecting: "the table's seats").elements() {
                let p = moved(try point(s))
                let seatLabel = try s.member("label")?.read(String.self) ?? "\(seats.count + 1)"
                let id = seatId(sectionPrefix(t, section), label, seatLabel)
                try seatIds.claim(id, seat: s, origin: Self.idOrigin)
                var seat = Venue.Seat(seatId: id, label: seatLabel, position: p, category: category(of: s, section: section))
                seat.rotationDegrees = VenueReading.facing(from: p, to: center)
                seats.append(seat)
                unread.note("table seats", s, read: ["x", "y", "label", "categoryKey", "categoryLabel"])
            }
            VenueReading.orderRound(&seats, center: center)
            venue.rows.append(Venue.Row(label: label, sectionId: section?.id, seats: seats,
                                        table: Venue.Table(outline: outline, bookAsAWhole: try t.member("bookAsAWhole")?.read(Bool.self) ?? false)))
            unread.note("tables", t, read: ["label", "center", "type", "radius", "width", "height", "rotationAngle", "seats", "bookAsAWhole", "sectionLabel"])
        }

        /// An id as seats.io labels it: its section's label (when it has one), its row's or
        /// table's, and its own, joined by `-`.
        func seatId(_ prefix: String?, _ labels: String...) -> String {
            ([prefix].compactMap { $0 } + labels).joined(separator: "-")
        }

        /// The section label an object's id starts with: its section's, else the `sectionLabel`
        /// a row, table or booth of a chart without sections names (seats.io's full label).
        func sectionPrefix(_ d: JSONValueDecoder, _ section: SectionScope?) -> String? {
            section?.label ?? d.member("sectionLabel")?.json.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// A rectangle's `width` and `height` (a rectangular table's, a booth's), each above 0.
        func size(_ d: JSONValueDecoder, of what: String) throws -> [Double] {
            try ["width", "height"].map { key in
                let v = try d.required(key, expecting: "the \(what.split(separator: " ").last!)'s \(key)")
                let length = try v.read(Double.self)
                guard length > 0, length.isFinite else { throw v.problem("a \(what)'s \(key) must be above 0") }
                return length
            }
        }

        /// A seat's category: its key's label, else the label it names, else its section's.
        func category(of s: JSONValueDecoder, section: SectionScope?) -> String? {
            s.member("categoryKey").flatMap { $0.json.kind == .null ? nil : categories[$0.json.serialized()] }
                ?? s.member("categoryLabel")?.json.stringValue ?? section?.category
        }

        func point(_ d: JSONValueDecoder) throws -> Point { try VenueReading.point(d) }
        func points(_ d: JSONValueDecoder) throws -> [Point] { try d.elements().map(point) }

        /// An area's or shape's outline: `circle` (an ellipse of `radius1`, `radius2`),
        /// `rectangle` (`width` × `height` around `center`), or `polygon` (`points`).
        func outline(_ d: JSONValueDecoder, offset: Point) throws -> Venue.Outline {
            let type = try d.member("type")?.read(String.self) ?? (d.member("points") != nil ? "polygon" : "rectangle")
            let turn = try d.member("rotationAngle")?.read(Double.self) ?? 0
            func moved(_ p: Point) -> Point { Point(x: p.x + offset.x, y: p.y + offset.y) }
            switch type {
            case "circle", "ellipse":
                let c = try point(d.required("center", expecting: "the centre"))
                let r1 = try d.required("radius1", expecting: "a radius").read(Double.self)
                return .ellipse(center: moved(c), radiusX: r1, radiusY: try d.member("radius2")?.read(Double.self) ?? r1, rotationDegrees: turn)
            case "rectangle":
                let c = try point(d.required("center", expecting: "the centre"))
                return .rectangle(center: moved(c), width: try d.required("width", expecting: "a width").read(Double.self),
                                  height: try d.required("height", expecting: "a height").read(Double.self), rotationDegrees: turn)
            case "polygon":
                return .polygon(try points(d.required("points", expecting: "the outline's points")).map(moved))
            default:
                throw try d.required("type").problem("a shape of type \(MessageText.quoted(type)) is not read (circle, rectangle or polygon)")
            }
        }
    }
}

