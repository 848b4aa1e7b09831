import SeatMapCore

/// A pretix seating plan (its published JSON Schema, `seating-plan.schema.json`: a top-level
/// `zones`) read as a `Venue`, in the plan's own units: each zone a section (its name the
/// label; pretix draws no outline for it, so the outline is empty), its rows in order, each
/// seat at zone + row + seat position and turned to its row's direction; areas as shapes
/// (polygon, rectangle, ellipse, circle; each turned clockwise about its position) and texts.
/// A seat's id is its `seat_guid` (what pretix orders name), its label its `seat_number`.
/// Every key SeatMap does not read is a note, once a key and kind of object with its count.
public enum PretixPlan {
    /// Whether `root` is a pretix plan (a top-level `zones` array).
    public static func recognises(_ root: JSONValue) -> Bool { root["zones"]?.arrayElements != nil }

    public static func read(_ root: JSONValue, file: String) throws(VenueReadError) -> SeatsIOChart.Imported {
        var reader = Reader()
        let venue = try VenueReading.located(root, file: file) { try reader.plan(JSONValueDecoder(root)) }
        return SeatsIOChart.Imported(venue: venue, notes: reader.unread.notes(file: file))
    }

    struct Reader {
        var unread = UnreadKeys()
        var seatIds = SeatIdRegister()

        mutating func plan(_ d: JSONValueDecoder) throws -> Venue {
            var venue = Venue(name: try d.member("name")?.read(String.self), rows: [])
            if let categories = d.member("categories") { for c in try categories.elements() { unread.note("categories", c, read: ["name"]) } }
            for (z, zone) in try d.required("zones", expecting: "the plan's zones").elements().enumerated() {
                let name = try zone.member("name")?.read(String.self) ?? "\(z + 1)"
                let id = try zone.member("uuid")?.read(String.self) ?? zone.member("zone_id")?.read(String.self) ?? "zone-\(z + 1)"
                venue.sections.append(Venue.Section(id: id, label: name, outline: []))
                let origin = try point(zone.required("position", expecting: "the zone's position"))
                for row in try zone.required("rows", expecting: "the zone's rows").elements() {
                    let label = try row.required("row_number", expecting: "the row's number").read(String.self)
                    let rowOrigin = try row.member("position").map(point) ?? Point(x: 0, y: 0)
                    var seats: [Venue.Seat] = []
                    for s in try row.required("seats", expecting: "the row's seats").elements() {
                        let p = try point(s.required("position", expecting: "the seat's position"))
                        let guid = try s.required("seat_guid", expecting: "the seat's id")
                        let id = try guid.read(String.self)
                        try seatIds.claim(id, seat: guid, origin: "a pretix seat's id is its seat_guid")
                        seats.append(Venue.Seat(seatId: id,
                                                label: try s.required("seat_number", expecting: "the seat's number").read(String.self),
                                                position: Point(x: origin.x + rowOrigin.x + p.x, y: origin.y + rowOrigin.y + p.y),
                                                category: try s.member("category")?.read(String.self)))
                        unread.note("seats", s, read: ["seat_guid", "seat_number", "position", "category"])
                    }
                    VenueReading.turnToRow(&seats)
                    venue.rows.append(Venue.Row(label: label, sectionId: id, seats: seats))
                    unread.note("rows", row, read: ["row_number", "position", "seats"])
                }
                if let areas = zone.member("areas") {
                    for a in try areas.elements() { try area(a, origin: origin, into: &venue) }
                }
                unread.note("zones", zone, read: ["name", "uuid", "zone_id", "position", "rows", "areas"])
            }
            unread.note("plan", d, read: ["name", "categories", "zones"])
            VenueReading.faceTowardsFocus(&venue)
            return venue
        }

        /// An area: a shape (turned clockwise about its position) or a text.
        mutating func area(_ a: JSONValueDecoder, origin: Point, into venue: inout Venue) throws {
            let at = try point(a.required("position", expecting: "the area's position"))
            let p = Point(x: origin.x + at.x, y: origin.y + at.y)
            let turn = try a.member("rotation")?.read(Double.self) ?? 0
            let (sin, cos) = SeatPlacement.sinCos(turn)
            func turned(_ v: Point) -> Point { Point(x: p.x + v.x * cos - v.y * sin, y: p.y + v.x * sin + v.y * cos) }
            let shapeField = try a.required("shape", expecting: "the area's shape")
            let shape = try shapeField.read(String.self)
            let read: Set<String> = ["position", "rotation", "shape", shape]
            let outline: Venue.Outline
            switch shape {
            case "rectangle":
                let r = try a.required("rectangle", expecting: "the rectangle's size")
                let w = try r.required("width", expecting: "a width").read(Double.self), h = try r.required("height", expecting: "a height").read(Double.self)
                // Turned about its corner (the position), so its centre moves with the turn.
                outline = .rectangle(center: turned(Point(x: w / 2, y: h / 2)), width: w, height: h, rotationDegrees: turn)
                unread.note("rectangles", r, read: ["width", "height"])
            case "circle":
                let c = try a.required("circle", expecting: "the circle's radius")
                let r = try c.required("radius", expecting: "a radius").read(Double.self)
                outline = .ellipse(center: p, radiusX: r, radiusY: r, rotationDegrees: 0)
                unread.note("circles", c, read: ["radius"])
            case "ellipse":
                let e = try a.required("ellipse", expecting: "the ellipse's radii")
                let r = try point(e.required("radius", expecting: "the radii"))
                outline = .ellipse(center: p, radiusX: r.x, radiusY: r.y, rotationDegrees: turn)
                unread.note("ellipses", e, read: ["radius"])
            case "polygon":
                let poly = try a.required("polygon", expecting: "the polygon's points")
                outline = .polygon(try poly.required("points", expecting: "the points").elements().map { turned(try point($0)) })
                unread.note("polygons", poly, read: ["points"])
            case "text":
                let t = try a.required("text", expecting: "the text")
                let tp = try point(t.required("position", expecting: "the text's position"))
                venue.texts.append(Venue.Text(text: try t.required("text", expecting: "the text").read(String.self),
                                              position: turned(tp), rotationDegrees: turn))
                unread.note("texts", t, read: ["text", "position"])
                unread.note("areas", a, read: read)
                return
            default:
                throw shapeField.problem("a shape of type \(MessageText.quoted(shape)) is not one a pretix plan has (polygon, rectangle, ellipse, circle or text)")
            }
            // pretix's shapes carry no label (a label is a text area of its own).
            venue.shapes.append(Venue.Shape(label: "", isStage: false, outline: outline))
            unread.note("areas", a, read: read)
        }

        func point(_ d: JSONValueDecoder) throws -> Point { try VenueReading.point(d) }
    }
}
