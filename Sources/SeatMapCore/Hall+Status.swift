extension Hall {
    /// The same hall with the seats of `ids` in `status` (a server that answers "sold
    /// meanwhile" to an order): everything else — labels, prices, couple pairs, showtimes — kept.
    public func settingStatus(_ status: SeatStatus, of ids: Set<String>) -> Hall {
        guard !ids.isEmpty else { return self }
        let changed = rows.map { row in
            row.map { seat -> Seat in
                guard !seat.isAisle, ids.contains(seat.seatId) else { return seat }
                var s = seat
                s.status = status
                return s
            }
        }
        var hall = Hall(movie: movie, showtime: showtime, cinemaName: cinemaName, maxSeats: maxSeats, rows: changed,
                        showtimes: showtimes, zoneNames: zoneNames, appliesZoneOffset: appliesZoneOffset, currency: currency)
        hall.companionRule = companionRule
        return hall
    }
}
