import SeatMapCore
import SeatMapRules

/// General admission: a standing floor's places are bought by count, never by seat, within what
/// is left (`left`, else the whole `capacity`); an area sold whole (`bookAsAWhole`) takes exactly
/// its capacity. Places count towards the order's limit with the seats.
extension VenueRules {
    /// `requests` (area id, places) checked against the venue: each area known, each count at
    /// least 1 and within what is left, an area sold whole taken whole, and `seats` + every place
    /// within the order's limit. One entry per area (the same area twice is added up).
    public func areaPlaces(_ requests: [(areaId: String, count: Int)], seats: Int = 0) -> Result<[AreaPlaces], RuleError> {
        var out: [AreaPlaces] = []
        for (id, count) in requests {
            guard let area = venue.areas.first(where: { $0.id == id }) else {
                return .failure(.unknownArea(id, nearest: NearMiss.closest(to: id, among: venue.areas.map(\.id))))
            }
            guard count >= 1 else { return .failure(.invalidCount(count)) }
            if let i = out.firstIndex(where: { $0.areaId == id }) { out[i].count += count } else {
                out.append(AreaPlaces(areaId: id, label: area.label, count: count, priceMinorUnits: area.priceMinorUnits))
            }
        }
        for places in out {
            let area = venue.areas.first { $0.id == places.areaId }!
            let left = area.left ?? area.capacity
            if area.bookAsAWhole, places.count != area.capacity {
                return .failure(.areaWhole(areaId: area.id, asked: places.count, capacity: area.capacity))
            }
            guard places.count <= left else { return .failure(.areaFull(areaId: area.id, asked: places.count, left: left)) }
        }
        let total = seats + out.reduce(0) { $0 + $1.count }
        guard total <= hall.maxSeats else { return .failure(.exceedsLimit(count: total, limit: hall.maxSeats)) }
        return .success(out)
    }

    /// The order draft of seats `ids` (tap order) and places in general-admission areas: the
    /// seats under the venue's rules (`orderDraft(_:source:requestId:)`), the places by
    /// `areaPlaces`; the total adds each area's price × its places. An order of places alone is
    /// an order.
    public func orderDraft(_ ids: [String], areas: [(areaId: String, count: Int)], source: String,
                           requestId: String) -> Result<OrderDraft, RuleError> {
        guard !areas.isEmpty else { return orderDraft(ids, source: source, requestId: requestId) }
        let places: [AreaPlaces]
        switch areaPlaces(areas, seats: ids.count) {
        case .success(let p): places = p
        case .failure(let e): return .failure(e)
        }
        var draft: OrderDraft
        if ids.isEmpty {
            guard UUIDText.isValid(requestId) else { return .failure(.invalidRequestId(requestId)) }
            draft = OrderDraft(showtimeId: nil, hallId: nil, seatIds: [], seatLabels: [], totalAmount: nil, currency: hall.currency?.code,
                               orderSource: source, clientRequestId: requestId)
        } else {
            switch orderDraft(ids, source: source, requestId: requestId) {
            case .success(let d): draft = d
            case .failure(let e): return .failure(e)
            }
        }
        draft.areaPlaces = places
        let amounts = places.compactMap(\.amount)
        if !amounts.isEmpty { draft.totalAmount = (draft.totalAmount ?? 0) + amounts.reduce(0, +) }
        return .success(draft)
    }
}
