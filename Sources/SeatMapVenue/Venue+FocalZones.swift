import SeatMapCore

/// Focal zones: parts of a venue that each choose their best seats nearest their own point
/// (seats.io's `zones`, each with a `focalPoint`, its sections naming one). A seat outside any
/// (its section names none, or it is in no section) is chosen nearest the venue's focus.
extension Venue {
    /// Every focal zone id unique and every section's focal zone listed.
    func checkFocalZones() throws(VenueError) {
        var ids = Set<String>()
        for z in focalZones { guard ids.insert(z.id).inserted else { throw .duplicateFocalZoneId(z.id) } }
        for s in sections { if let z = s.focalZone, !ids.contains(z) { throw .unknownFocalZone(section: s.id, zone: z) } }
    }

    /// Each row's focal zone (its section's), nil where it has none.
    func focalZoneOfRows() -> [FocalZone?] {
        let zones = Dictionary(focalZones.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let ofSection = Dictionary(sections.compactMap { s in s.focalZone.flatMap { zones[$0] }.map { (s.id, $0) } }, uniquingKeysWith: { a, _ in a })
        return rows.map { $0.sectionId.flatMap { ofSection[$0] } }
    }
}
