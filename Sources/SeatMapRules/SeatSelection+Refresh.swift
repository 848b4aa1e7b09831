import SeatMapCore

/// Seats sold or locked by someone else while this customer was choosing are dropped from the
/// selection, and the user is told which.
public struct RefreshReport: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public var seatId: String
        /// The seat's state in the fresh snapshot ("sold", "locked") or "missing".
        public var nowState: String
    }
    /// Selected seats that were dropped, with their new state.
    public var dropped: [Change]
    /// Selected seats that are still held, in tap order.
    public var kept: [String]
    /// Seats whose status changed anywhere in the hall (old → new), for the message.
    public var changedElsewhere: Int
}

extension SeatSelection {
    /// Re-applies this selection to a fresh status snapshot of the same showtime: seats now sold,
    /// locked or gone are dropped (a sofa whose half is gone is dropped whole), the rest kept in
    /// tap order.
    public func refreshed(with fresh: Hall) -> (SeatSelection, RefreshReport) {
        var next = SeatSelection(hall: fresh)
        var dropped: [RefreshReport.Change] = []
        var keep: [GridIndex] = []
        for old in selected {
            let id = hall[old].seatId
            guard let idx = fresh.index(of: id) else { dropped.append(.init(seatId: id, nowState: "missing")); continue }
            let unit = next.unit(of: idx)
            if let bad = unit.first(where: { fresh[$0].status != .available }) {
                let state = SeatState(status: fresh[bad].status, isSelected: false).rawValue
                dropped.append(.init(seatId: id, nowState: bad == idx ? state : "\(state) (couple partner \(fresh[bad].seatId))"))
                continue
            }
            keep.append(idx)
        }
        next.replace(with: keep)
        // Seats whose status differs between the snapshots, or that are new in the fresh one.
        let changed = fresh.allSeats.filter { entry in hall.seat(id: entry.seat.seatId)?.status != entry.seat.status }.count
        return (next, RefreshReport(dropped: dropped, kept: keep.map { fresh[$0].seatId }, changedElsewhere: changed))
    }
}

extension Hall {
    /// Why `fresh` is not a newer snapshot of `hall`'s showtime, if it is not: ids and starts are
    /// optional, but when both files have one they must agree; and most of the hall's seats must
    /// still be there (another hall would report every seat as missing).
    public static func otherShowtime(_ hall: Hall, _ fresh: Hall) -> String? {
        if let a = hall.showtime?.id, let b = fresh.showtime?.id, a != b { return "showtime.id is \(b), not \(a)" }
        if let a = hall.showtime?.startsAt, let b = fresh.showtime?.startsAt, a != b { return "showtime.startsAt is \(b), not \(a)" }
        if let a = hall.showtime?.hall?.id, let b = fresh.showtime?.hall?.id, a != b { return "showtime.hall.id is \(b), not \(a)" }
        let ids = Set(fresh.allSeats.map(\.seat.seatId))
        let common = hall.allSeats.reduce(0) { $0 + (ids.contains($1.seat.seatId) ? 1 : 0) }
        if hall.seatCount > 0, common * 2 < hall.seatCount {
            return "only \(common) of the \(hall.seatCount) seat ids of the hall are in it"
        }
        return nil
    }
}
