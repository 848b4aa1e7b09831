/// Writing a hall back as a hall file (what `seatmap import` prints). Reading it with
/// `HallFile.decode` gives the same hall: every field the format has is written, optional ones
/// only when present, in the documented key order.
extension Hall {
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let movie {
            members.append(("movie", .object(Self.optionals([("id", movie.id)]) + [("title", .string(movie.title))])))
        }
        if let cinemaName { members.append(("cinema", .string(cinemaName))) }
        if let showtime { members.append(("showtime", Self.json(showtime, current: true))) }
        // The current showtime is read back first in the strip unless the list names its place:
        // where it is not first, the whole list is written, the current one where it stands
        // (the strip, and so the page, depends on the order).
        let others = (currentShowtimeIndex ?? 0) > 0 ? showtimes : showtimes.filter { $0 != showtime }
        if !others.isEmpty { members.append(("showtimes", .array(others.map { Self.json($0, current: false) }))) }
        members.append(("maxSeats", .int(maxSeats)))
        if let currency { members.append(("currency", .string(currency.code))) }
        if !companionRule { members.append(("companionRule", .bool(false))) }
        if !appliesZoneOffset { members.append(("zoneOffset", .bool(false))) }
        if !zoneNames.isEmpty {
            members.append(("zoneNames",
                            .object(zoneNames.sorted { $0.key < $1.key }.map { (key: String($0.key.rawValue), value: .string($0.value)) })))
        }
        members.append(("rows", .array(rows.map { row in .array(row.map(\.json)) })))
        return .object(members)
    }

    static func json(_ s: Showtime, current: Bool) -> JSONValue {
        var m = optionals([("id", s.id), ("startsAt", s.startsAt)])
        if let hall = s.hall {
            m.append(("hall", .object(optionals([("id", hall.id)]) + [("name", .string(hall.name))])))
        }
        if let p = s.priceMinorUnits { m.append(("price", .int(p))) }
        m += optionals([("tag", s.tag)])
        return .object(m)
    }

    static func optionals(_ pairs: [(String, String?)]) -> [(key: String, value: JSONValue)] {
        pairs.compactMap { key, value in value.map { (key: key, value: JSONValue.string($0)) } }
    }
}

extension Seat {
    /// One seat object, or `{"status": 2}` for an aisle.
    public var json: JSONValue {
        if isAisle { return .object([("status", .int(SeatStatus.aisle.rawValue))]) }
        var m: [(key: String, value: JSONValue)] = [
            ("seatId", .string(seatId)), ("rowNo", .int(rowNo)), ("colNo", .int(colNo)),
            ("zone", .int(zone.rawValue)), ("price", .int(priceMinorUnits)), ("status", .int(status.rawValue)),
        ]
        m += Hall.optionals([("rowLabel", rowLabel), ("colLabel", colLabel), ("pair", pair?.rawValue), ("kind", kind?.rawValue)])
        return .object(m)
    }
}

extension Hall {
    /// The hall file as a person would write it: one member per line at the top, one seat per
    /// line in `rows`, two-space indents, a final newline. Deterministic for equal halls.
    public var fileText: String {
        guard let members = json.objectMembers else { return json.serialized() + "\n" }
        var out = "{\n"
        for (i, m) in members.enumerated() {
            out += "  \"\(m.key)\": "
            if m.key == "rows", let rows = m.value.arrayElements {
                out += "[\n"
                for (r, row) in rows.enumerated() {
                    let seats = row.arrayElements ?? []
                    out += seats.isEmpty ? "    []" : "    [\n" + seats.map { "      " + $0.serialized() }.joined(separator: ",\n") + "\n    ]"
                    out += r + 1 < rows.count ? ",\n" : "\n"
                }
                out += "  ]"
            } else {
                out += m.value.serialized()
            }
            out += i + 1 < members.count ? ",\n" : "\n"
        }
        return out + "}\n"
    }
}
