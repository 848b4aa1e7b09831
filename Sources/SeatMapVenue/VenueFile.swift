import SeatMapCore

/// SeatMap's own file of a venue at coordinates (`docs/venue-format.md`,
/// `Schemas/venue.schema.json`): what `seatmap import` writes from a seats.io chart or a pretix
/// plan, and what `seatmap validate` checks. `{"format": "seatmap-venue", "version": 1, …}`,
/// read and written through the same `CodingKeys`, every problem located
/// (`venue.json:12:9: rows[0].seats[3].x: expected a number, found a string`).
public enum VenueFile {
    public static let format = "seatmap-venue"

    /// Whether `root` is a venue file (its `format` says so).
    public static func recognises(_ root: JSONValue) -> Bool { root["format"]?.stringValue == format }

    /// The venue file at `path` (`-` is standard input), read as `seatmap render VENUE` reads
    /// it: within the hall size limit, parsed, then checked by `read(_:file:)`. A file that
    /// cannot be read says why without a place (`venue.json: no such file`).
    public static func load(path: String) throws(VenueReadError) -> Venue {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: HallFile.maxFileBytes) } catch {
            throw VenueReadError(file: path, problem: JSONProblem(path: "", line: 0, column: 0, reason: error.reason(what: "a venue file")))
        }
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw VenueReadError(file: path, problem: JSONProblem(path: "", line: error.line, column: error.column, reason: error.reason))
        }
        guard recognises(root) else {
            throw VenueReadError(file: path, problem: JSONProblem(path: "format", line: root.line, column: root.column,
                                                                  reason: "not a SeatMap venue file (expected \"format\": \"\(format)\"; seatmap import converts seats.io charts and pretix plans)"))
        }
        return try read(root, file: path)
    }

    /// The venue of a venue file's parsed document, checked as `VenueLayout` needs it (unique
    /// ids, finite positions, known sections): a refusal names the seat's or row's place.
    public static func read(_ root: JSONValue, file: String) throws(VenueReadError) -> Venue {
        // A misspelt key first: `focus` for a required `focalPoint` is named with its near miss,
        // not reported as the missing field it leaves behind.
        if let unknown = unknownKey(in: root) { throw VenueReadError(file: file, problem: unknown) }
        if let tooMany = seatsPastTheLimit(root) { throw VenueReadError(file: file, problem: tooMany) }
        let venue: Venue
        do { venue = try JSONValueDecoder(root).read(Venue.self) } catch { throw VenueReadError(file: file, problem: error) }
        do { _ = try VenueLayout(venue: venue) } catch {
            throw VenueReadError(file: file, problem: place(of: error, in: venue, root: root))
        }
        return venue
    }

    /// The most seats a venue file holds: a hall's limit (`HallFile.maxSeats`), so every input
    /// under the limits is drawn within the memory a hall of as many seats takes. A file of a
    /// million seats took 565 MiB to validate and 3 GiB to lay out.
    public static let maxSeats = HallFile.maxSeats

    /// Why the seat past `maxSeats` is refused, in a venue file and in every venue import.
    public static let tooManySeatsReason = "seat \(maxSeats + 1): a venue file holds at most \(maxSeats) seats (the limit a hall has)"

    /// The first seat past `maxSeats`, located, counted on the parsed document before anything
    /// is decoded or laid out; nil within the limit.
    static func seatsPastTheLimit(_ root: JSONValue) -> JSONProblem? {
        var count = 0
        for (r, row) in (root["rows"]?.arrayElements ?? []).enumerated() {
            let seats = row["seats"]?.arrayElements ?? []
            guard count + seats.count > maxSeats else { count += seats.count; continue }
            let s = maxSeats - count
            return JSONProblem(path: "rows[\(r)].seats[\(s)]", line: seats[s].line, column: seats[s].column,
                               reason: tooManySeatsReason)
        }
        return nil
    }

    /// The file's text: each top-level field and each row on a line of its own.
    public static func text(_ venue: Venue) throws -> String {
        try JSONValueEncoder().encode(venue).serialized(lineDepth: 2) + "\n"
    }

    /// A layout refusal located at the seat or row it names.
    static func place(of error: VenueError, in venue: Venue, root: JSONValue) -> JSONProblem {
        func at(_ r: Int, _ s: Int?) -> JSONProblem {
            var v = root["rows"]?.arrayElements?[r] ?? root
            var path = "rows[\(r)]"
            if let s, let seat = v["seats"]?.arrayElements?[s] { v = seat; path += ".seats[\(s)]" }
            return JSONProblem(path: path, line: v.line, column: v.column, reason: error.description)
        }
        switch error {
        case .duplicateSeatId(let id), .nonFinite(let id, _), .outOfRange(let id):
            var seen = 0
            for (r, row) in venue.rows.enumerated() {
                for (s, seat) in row.seats.enumerated() where seat.seatId == id {
                    seen += 1
                    // The second use of a duplicate id is the one at fault.
                    if case .duplicateSeatId = error, seen < 2 { continue }
                    return at(r, s)
                }
            }
        case .unpairedHalf(let id, _), .sofaApart(let id, _):
            // At the half's `pair`, which is what to mend.
            for (r, row) in venue.rows.enumerated() {
                if let s = row.seats.firstIndex(where: { $0.seatId == id }), let v = root["rows"]?.arrayElements?[r]["seats"]?.arrayElements?[s]["pair"] {
                    return JSONProblem(path: "rows[\(r)].seats[\(s)].pair", line: v.line, column: v.column, reason: error.description)
                }
            }
        case .unknownSection(let label, _):
            if let r = venue.rows.firstIndex(where: { $0.label == label }) { return at(r, nil) }
        case let .unknownFloor(_, floor):
            // The first element, in the order `checkFloors` walks, whose floor is the one at fault.
            let known = Set(venue.floors.map(\.id))
            func wrong(_ f: String?) -> Bool { f == nil ? floor == nil : (f == floor && !known.contains(f!)) }
            let lists: [(String, [String?])] = [("sections", venue.sections.map(\.floor)), ("rows", venue.rowFloors),
                                                ("areas", venue.areas.map(\.floor)), ("shapes", venue.shapes.map(\.floor)), ("texts", venue.texts.map(\.floor))]
            for (key, floors) in lists {
                if let i = floors.firstIndex(where: wrong), let v = root[key]?.arrayElements?[i] {
                    let at = v["floor"] ?? v
                    return JSONProblem(path: "\(key)[\(i)]" + (v["floor"] == nil ? "" : ".floor"), line: at.line, column: at.column, reason: error.description)
                }
            }
        case let .floorDiffersFromSection(label, _, _):
            if let r = venue.rows.firstIndex(where: { $0.label == label && $0.floor != nil }), let v = root["rows"]?.arrayElements?[r]["floor"] {
                return JSONProblem(path: "rows[\(r)].floor", line: v.line, column: v.column, reason: error.description)
            }
        case let .unknownFocalZone(section, _):
            if let i = venue.sections.firstIndex(where: { $0.id == section }), let v = root["sections"]?.arrayElements?[i] {
                let at = v["focalZone"] ?? v
                return JSONProblem(path: "sections[\(i)].focalZone", line: at.line, column: at.column, reason: error.description)
            }
        case .duplicateFocalZoneId(let id):
            if let all = root["focalZones"]?.arrayElements, let i = venue.focalZones.indices.filter({ venue.focalZones[$0].id == id }).dropFirst().first {
                let at = all[i]["id"] ?? all[i]
                return JSONProblem(path: "focalZones[\(i)].id", line: at.line, column: at.column, reason: error.description)
            }
        case .duplicateFloorId(let id):
            if let all = root["floors"]?.arrayElements, let i = venue.floors.indices.filter({ venue.floors[$0].id == id }).dropFirst().first {
                let at = all[i]["id"] ?? all[i]
                return JSONProblem(path: "floors[\(i)].id", line: at.line, column: at.column, reason: error.description)
            }
        case .outlineOutOfRange:
            // At the outline (or a text's `at`) the layout refused.
            if let far = VenueLayout.firstOutOfRange(venue), let v = root[far.list]?.arrayElements?[far.index] {
                let at = v[far.member] ?? v
                return JSONProblem(path: "\(far.list)[\(far.index)]" + (v[far.member] == nil ? "" : ".\(far.member)"),
                                   line: at.line, column: at.column, reason: error.description)
            }
        case .noSeats, .badPitch, .tooLarge:
            break
        }
        return JSONProblem(path: "", line: root.line, column: root.column, reason: error.description)
    }
}

// MARK: Codable

extension Venue: Codable {
    enum CodingKeys: String, CodingKey { case format, version, name, seatPitch, floors, sections, rows, areas, shapes, texts, focalPoint, focalZones }

    public init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let format = try d.required(CodingKeys.format.rawValue, expecting: "\"\(VenueFile.format)\"")
        guard format.json.stringValue == VenueFile.format else { throw format.problem("expected \"\(VenueFile.format)\", found \(format.json.typeName)") }
        let version = try d.required(CodingKeys.version.rawValue, expecting: "1")
        guard try version.read(Int.self) == 1 else { throw version.problem("version \(try version.read(Int.self)); this SeatMap reads version 1") }
        self.init(name: try c.decodeIfPresent(String.self, forKey: .name), sections: try c.decodeIfPresent([Section].self, forKey: .sections) ?? [],
                  rows: try c.decode([Row].self, forKey: .rows), seatPitch: try c.decodeIfPresent(Double.self, forKey: .seatPitch))
        areas = try c.decodeIfPresent([Area].self, forKey: .areas) ?? []
        shapes = try c.decodeIfPresent([Shape].self, forKey: .shapes) ?? []
        texts = try c.decodeIfPresent([Text].self, forKey: .texts) ?? []
        focalPoint = try c.decodeIfPresent(XY.self, forKey: .focalPoint)?.point
        floors = try c.decodeIfPresent([Floor].self, forKey: .floors) ?? []
        focalZones = try c.decodeIfPresent([FocalZone].self, forKey: .focalZones) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(VenueFile.format, forKey: .format)
        try c.encode(1, forKey: .version)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(seatPitch, forKey: .seatPitch)
        if !floors.isEmpty { try c.encode(floors, forKey: .floors) }
        try c.encode(sections, forKey: .sections)
        try c.encode(rows, forKey: .rows)
        try c.encode(areas, forKey: .areas)
        try c.encode(shapes, forKey: .shapes)
        try c.encode(texts, forKey: .texts)
        try c.encodeIfPresent(focalPoint.map(XY.init), forKey: .focalPoint)
        if !focalZones.isEmpty { try c.encode(focalZones, forKey: .focalZones) }
    }
}

/// A point as `[x, y]`.
struct XY: Codable, Sendable {
    var point: Point
    init(_ point: Point) { self.point = point }
    init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let v = try d.read([Double].self)
        guard v.count == 2 else { throw d.problem("expected [x, y], found \(v.count) numbers") }
        guard v[0].isFinite, v[1].isFinite else { throw d.problem("a position must be finite") }
        point = Point(x: v[0], y: v[1])
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(point.x)
        try c.encode(point.y)
    }
}

extension Venue.Section: Codable {
    enum CodingKeys: String, CodingKey { case id, label, floor, outline, price, focalZone }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), label: try c.decode(String.self, forKey: .label),
                  outline: try (c.decodeIfPresent([XY].self, forKey: .outline) ?? []).map(\.point))
        floor = try c.decodeIfPresent(String.self, forKey: .floor)
        priceMinorUnits = try VenueFile.price(decoder)
        focalZone = try c.decodeIfPresent(String.self, forKey: .focalZone)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(floor, forKey: .floor)
        try c.encodeIfPresent(priceMinorUnits, forKey: .price)
        try c.encodeIfPresent(focalZone, forKey: .focalZone)
        try c.encode(outline.map(XY.init), forKey: .outline)
    }
}

extension Venue.Row: Codable {
    enum CodingKeys: String, CodingKey { case label, section, floor, table, seats }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(label: try c.decode(String.self, forKey: .label), sectionId: try c.decodeIfPresent(String.self, forKey: .section),
                  seats: try c.decode([Venue.Seat].self, forKey: .seats), table: try c.decodeIfPresent(Venue.Table.self, forKey: .table))
        floor = try c.decodeIfPresent(String.self, forKey: .floor)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(label, forKey: .label)
        try c.encodeOrNull(sectionId, forKey: .section)
        try c.encodeIfPresent(floor, forKey: .floor)
        try c.encodeIfPresent(table, forKey: .table)
        try c.encode(seats, forKey: .seats)
    }
}

extension Venue.Seat: Codable {
    enum CodingKeys: String, CodingKey { case id, label, x, y, rotation, status, category, price, pair }
    public init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var status = SeatStatus.available
        if let s = d.member(CodingKeys.status.rawValue) {
            let word = try s.read(String.self)
            guard let known = Venue.Seat.statuses[word] else {
                throw s.problem("expected available, sold or locked, found \(MessageText.quoted(word))")
            }
            status = known
        }
        self.init(seatId: try c.decode(String.self, forKey: .id), label: try c.decode(String.self, forKey: .label),
                  position: Point(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y)),
                  rotationDegrees: try c.decodeIfPresent(Double.self, forKey: .rotation) ?? 0, status: status,
                  category: try c.decodeIfPresent(String.self, forKey: .category))
        priceMinorUnits = try VenueFile.price(decoder)
        if let p = d.member(CodingKeys.pair.rawValue) {
            let word = try p.read(String.self)
            guard let half = SofaHalf(rawValue: word) else { throw p.problem("expected \"L\" or \"R\" (the left or right half of a couple sofa), found \(MessageText.quoted(word))") }
            pair = half
        }
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seatId, forKey: .id)
        try c.encode(label, forKey: .label)
        try c.encode(position.x, forKey: .x)
        try c.encode(position.y, forKey: .y)
        if rotationDegrees != 0 { try c.encode(rotationDegrees, forKey: .rotation) }
        if let word = Venue.Seat.statuses.first(where: { $0.value == status })?.key, status != .available { try c.encode(word, forKey: .status) }
        try c.encodeIfPresent(category, forKey: .category)
        try c.encodeIfPresent(priceMinorUnits, forKey: .price)
        try c.encodeIfPresent(pair?.rawValue, forKey: .pair)
    }

    /// The states a venue file names a seat's status by.
    static let statuses: [String: SeatStatus] = ["available": .available, "sold": .sold, "locked": .locked]
}

extension Venue.Outline: Codable {
    enum CodingKeys: String, CodingKey { case polygon, rectangle, ellipse }
    enum Part: String, CodingKey { case center, width, height, radiusX, radiusY, rotation }

    public init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let present = [CodingKeys.polygon, .rectangle, .ellipse].filter(c.contains)
        guard present.count == 1, let kind = present.first else {
            throw d.problem("expected one of polygon, rectangle or ellipse, found \(present.isEmpty ? "none" : present.map(\.rawValue).joined(separator: " and "))")
        }
        switch kind {
        case .polygon:
            self = .polygon(try c.decode([XY].self, forKey: .polygon).map(\.point))
        case .rectangle:
            let r = try c.nestedContainer(keyedBy: Part.self, forKey: .rectangle)
            self = .rectangle(center: try r.decode(XY.self, forKey: .center).point, width: try Self.size(r, .width),
                              height: try Self.size(r, .height), rotationDegrees: try r.decodeIfPresent(Double.self, forKey: .rotation) ?? 0)
        case .ellipse:
            let e = try c.nestedContainer(keyedBy: Part.self, forKey: .ellipse)
            self = .ellipse(center: try e.decode(XY.self, forKey: .center).point, radiusX: try Self.size(e, .radiusX),
                            radiusY: try Self.size(e, .radiusY), rotationDegrees: try e.decodeIfPresent(Double.self, forKey: .rotation) ?? 0)
        }
    }

    /// A rectangle's side or an ellipse's radius: a distance above 0, refused at its place (a
    /// negative width validated and drew, where the importer refuses it).
    static func size(_ c: KeyedDecodingContainer<Part>, _ key: Part) throws -> Double {
        let v = try c.decode(Double.self, forKey: key)
        guard v > 0 else {
            throw try JSONValueDecoder.of(try c.superDecoder(forKey: key)).problem("expected a \(key == .width || key == .height ? "size" : "radius") above 0, found \(NumberText.rounded(v, places: 3))")
        }
        return v
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .polygon(let points): try c.encode(points.map(XY.init), forKey: .polygon)
        case let .rectangle(center, width, height, rotation):
            var r = c.nestedContainer(keyedBy: Part.self, forKey: .rectangle)
            try r.encode(XY(center), forKey: .center)
            try r.encode(width, forKey: .width)
            try r.encode(height, forKey: .height)
            if rotation != 0 { try r.encode(rotation, forKey: .rotation) }
        case let .ellipse(center, rx, ry, rotation):
            var e = c.nestedContainer(keyedBy: Part.self, forKey: .ellipse)
            try e.encode(XY(center), forKey: .center)
            try e.encode(rx, forKey: .radiusX)
            try e.encode(ry, forKey: .radiusY)
            if rotation != 0 { try e.encode(rotation, forKey: .rotation) }
        }
    }
}

extension Venue.Area: Codable {
    enum CodingKeys: String, CodingKey { case id, label, floor, outline, capacity, bookAsAWhole, booth, category, left, price }
    public init(from decoder: any Decoder) throws {
        let d = try JSONValueDecoder.of(decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let capacity = try c.decode(Int.self, forKey: .capacity)
        guard capacity >= 0 else { throw try d.required(CodingKeys.capacity.rawValue).problem("a capacity of \(capacity) is not a count of places") }
        let left = try c.decodeIfPresent(Int.self, forKey: .left)
        if let left, left < 0 || left > capacity {
            throw try d.required(CodingKeys.left.rawValue).problem("\(left) places left is not within the area's capacity of \(capacity)")
        }
        self.init(id: try c.decode(String.self, forKey: .id), label: try c.decode(String.self, forKey: .label),
                  outline: try c.decode(Venue.Outline.self, forKey: .outline), capacity: capacity,
                  bookAsAWhole: try c.decodeIfPresent(Bool.self, forKey: .bookAsAWhole) ?? false, category: try c.decodeIfPresent(String.self, forKey: .category),
                  left: left)
        floor = try c.decodeIfPresent(String.self, forKey: .floor)
        priceMinorUnits = try VenueFile.price(decoder)
        isBooth = try c.decodeIfPresent(Bool.self, forKey: .booth) ?? false
        // A booth is one stand sold whole: anything else is a general-admission area.
        if isBooth, capacity != 1 || !bookAsAWhole {
            throw try d.required(CodingKeys.booth.rawValue).problem("a booth is one place sold whole: give it \"capacity\": 1 and \"bookAsAWhole\": true")
        }
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(floor, forKey: .floor)
        try c.encode(outline, forKey: .outline)
        try c.encode(capacity, forKey: .capacity)
        if bookAsAWhole { try c.encode(true, forKey: .bookAsAWhole) }
        if isBooth { try c.encode(true, forKey: .booth) }
        try c.encodeIfPresent(category, forKey: .category)
        try c.encodeIfPresent(left, forKey: .left)
        try c.encodeIfPresent(priceMinorUnits, forKey: .price)
    }
}

extension Venue.Shape: Codable {
    enum CodingKeys: String, CodingKey { case label, stage, floor, outline }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(label: try c.decodeIfPresent(String.self, forKey: .label) ?? "", isStage: try c.decodeIfPresent(Bool.self, forKey: .stage) ?? false,
                  outline: try c.decode(Venue.Outline.self, forKey: .outline))
        floor = try c.decodeIfPresent(String.self, forKey: .floor)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if !label.isEmpty { try c.encode(label, forKey: .label) }
        if isStage { try c.encode(true, forKey: .stage) }
        try c.encodeIfPresent(floor, forKey: .floor)
        try c.encode(outline, forKey: .outline)
    }
}

extension Venue.Text: Codable {
    enum CodingKeys: String, CodingKey { case text, at, rotation, floor, title }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(text: try c.decode(String.self, forKey: .text), position: try c.decode(XY.self, forKey: .at).point,
                  rotationDegrees: try c.decodeIfPresent(Double.self, forKey: .rotation) ?? 0)
        floor = try c.decodeIfPresent(String.self, forKey: .floor)
        isTitle = try c.decodeIfPresent(Bool.self, forKey: .title) ?? false
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        if isTitle { try c.encode(true, forKey: .title) }
        try c.encode(XY(position), forKey: .at)
        if rotationDegrees != 0 { try c.encode(rotationDegrees, forKey: .rotation) }
        try c.encodeIfPresent(floor, forKey: .floor)
    }
}

extension Venue.FocalZone: Codable {
    enum CodingKeys: String, CodingKey { case id, label, focalPoint }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), label: try c.decode(String.self, forKey: .label),
                  focalPoint: try c.decode(XY.self, forKey: .focalPoint).point)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(label, forKey: .label)
        try c.encode(XY(focalPoint), forKey: .focalPoint)
    }
}

extension Venue.Floor: Codable {
    enum CodingKeys: String, CodingKey { case id, label }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), label: try c.decode(String.self, forKey: .label))
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(label, forKey: .label)
    }
}

extension Venue.Table: Codable {
    enum CodingKeys: String, CodingKey { case outline, bookAsAWhole }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(outline: try c.decode(Venue.Outline.self, forKey: .outline), bookAsAWhole: try c.decodeIfPresent(Bool.self, forKey: .bookAsAWhole) ?? false)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(outline, forKey: .outline)
        if bookAsAWhole { try c.encode(true, forKey: .bookAsAWhole) }
    }
}

extension VenueFile {
    /// The object's `price`: minor units (fen), a whole number from 0 to the hall format's limit,
    /// refused at its place otherwise (as a hall's seat price is); nil when absent.
    static func price(_ decoder: any Decoder) throws -> Int? {
        let d = try JSONValueDecoder.of(decoder)
        guard let v = d.member("price") else { return nil }
        guard let fen = v.json.intValue else { throw v.problem("expected a price in fen (a whole number), found \(v.json.typeName)") }
        if let reason = HallFile.priceProblem(fen) { throw v.problem(reason) }
        return fen
    }
}
