import SeatMapCore
import SeatMapOutput
import SeatMapVenue

/// Every venue reader on arbitrary bytes — a seats.io chart (rows, sections, tables, areas,
/// zones), a pretix plan, a SeatMap venue file (sofas, focal zones, floors), a venue mapping
/// reading a fixed list — then, for whatever reads, the layout, the rules (taps, best available
/// in each focal zone) and the map resolved at a scale that keeps it small: any error is fine, a
/// crash, leak, hang or unbounded allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVenue(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let root = try? JSONParser.parse(utf8: bytes) else { return 0 }
    var venues: [Venue] = []
    if let v = try? SeatsIOChart.read(root, file: "fuzz").venue { venues.append(v) }
    if let v = try? PretixPlan.read(root, file: "fuzz").venue { venues.append(v) }
    if let v = try? VenueFile.read(root, file: "fuzz") { venues.append(v) }
    if let mapping = try? VenueMapping.read(root, file: "fuzz.map"), let v = try? mapping.importList(Array(listDocument.utf8), file: "list").venue {
        venues.append(v)
    }
    for venue in venues {
        guard let layout = try? VenueLayout(venue: venue) else { continue }
        let rules = VenueRules(layout)
        let ids = venue.allSeats.prefix(3).map(\.seatId)
        _ = rules.select(ids)
        _ = rules.bestAvailable(count: 2)
        for zone in venue.focalZones.prefix(3) { _ = rules.bestAvailable(count: 2, zone: zone.id) }
        let index = VenueHitIndex(layout)
        for p in layout.placements.prefix(8) { _ = index.seat(at: p.center) }
        // A map at most about 300 pixels across: the resolve (levels, labels, invariants) without a large picture.
        let side = max(layout.contentSize.width, layout.contentSize.height)
        guard side.isFinite, side > 0 else { continue }
        _ = try? VenueOutput.resolve(VenueRequest(venue: venue, pixelsPerDesignPoint: min(1, 300 / side)))
    }
    return 0
}

/// A small list of seats at coordinates, for the mapping path (`{"x": "x", "y": "y", "row": "r", …}`).
let listDocument = #"[{"x": 0, "y": 0, "r": "1", "p": "a"}, {"x": 20, "y": 0, "r": "1", "p": "a"}, {"x": 40, "y": 1, "r": "1"}, {"x": 0, "y": 30, "r": "2", "s": "sold"}]"#
