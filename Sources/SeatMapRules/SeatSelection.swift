import SeatMapCore

/// The seat-selection state of the page: the hall and the seats picked so far, in tap order.
///
/// A couple sofa is one unit: tapping either half selects or deselects both, and it counts two
/// towards the limit.
public struct SeatSelection: Sendable {
    public let hall: Hall
    /// Selected seats in tap order (a sofa's tapped half first, its partner right after).
    public private(set) var selected: [GridIndex] = []
    /// Seed 6.2: the price zone whose seats are emphasised (tapping a price tier in the bar).
    /// Purely visual: it never changes what can be selected.
    public var highlightZone: SeatZone?

    public init(hall: Hall, selected: [GridIndex] = [], highlightZone: SeatZone? = nil) {
        self.hall = hall
        self.selected = selected
        self.highlightZone = highlightZone
    }

    /// nil without a highlight; otherwise whether the seat is in the highlighted zone.
    public func isHighlighted(_ index: GridIndex) -> Bool? {
        highlightZone.map { hall[index].zone == $0 }
    }

    public var limit: Int { hall.maxSeats }

    public func isSelected(_ index: GridIndex) -> Bool { selected.contains(index) }

    public var selectedSeatIds: [String] { selected.map { hall[$0].seatId } }

    /// Total of the selected seats' prices, in fen, recomputed every time (never out of sync).
    public var totalMinorUnits: Int { MinorUnits.total(selected.lazy.map { hall[$0].priceMinorUnits }) }

    /// The state a seat is drawn in.
    public func state(of index: GridIndex) -> SeatState {
        SeatState(status: hall[index].status, isSelected: isSelected(index))
    }

    /// The seats that move together with `index`: the seat and its sofa partner, if any.
    public func unit(of index: GridIndex) -> [GridIndex] {
        if let p = hall.couplePartner(of: index) { return [index, p] }
        return [index]
    }

    /// Taps the seat with `seatId`: a selected seat is deselected first, so a full selection can
    /// always give a seat back before the limit is checked.
    @discardableResult
    public mutating func toggle(_ seatId: String) -> Result<[GridIndex], RuleError> {
        guard let index = hall.index(of: seatId) else { return .failure(.unknownSeat(seatId: seatId)) }
        return toggle(index)
    }

    @discardableResult
    public mutating func toggle(_ index: GridIndex) -> Result<[GridIndex], RuleError> {
        let seat = hall[index]
        let unit = unit(of: index)
        if selected.contains(index) {
            selected.removeAll { unit.contains($0) }
            return .success(selected)
        }
        for member in unit where hall[member].status != .available {
            let m = hall[member]
            let state = SeatState(status: m.status, isSelected: false).rawValue
            return .failure(.notAvailable(seatId: seat.seatId, state: member == index ? state : "\(state) (its couple partner \(m.seatId))"))
        }
        guard selected.count + unit.count <= limit else { return .failure(.exceedLimit(seatId: seat.seatId, limit: limit)) }
        selected.append(contentsOf: unit)
        return .success(selected)
    }

    /// Selects each seat of `ids` in order, as a list of chosen seats rather than taps: a seat
    /// already in (such as the second half of a sofa whose first half was listed) is left in,
    /// not toggled off. Stops at the first seat a rule refuses.
    public mutating func select(_ ids: [String]) -> Result<[GridIndex], RuleError> {
        for id in ids {
            if let i = hall.index(of: id), isSelected(i) { continue }
            if case .failure(let e) = toggle(id) { return .failure(e) }
        }
        return .success(selected)
    }

    /// Replaces the selection with `indices` (e.g. a suggestion) in one step, so the rules see the
    /// whole block at once instead of its seats one tap at a time.
    public mutating func replace(with indices: [GridIndex]) { selected = indices }
}
