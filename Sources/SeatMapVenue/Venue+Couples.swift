import SeatMapCore

/// Couple sofas (情侣座) on a venue: a seat marked `L` and the seat after it in its row marked
/// `R` are one sofa, as a grid hall's explicit halves (`SofaHalf`). The rules take a sofa whole
/// (the grid's engine pairs them: `VenueRules`), the page draws it as one shape turned to its row.
extension Venue {
    /// Every half beside its other half: `L` then `R` in one row not at a table, the two within
    /// `gapPitches` × `pitch` (source units) of each other.
    func checkCouples(pitch: Double, gapPitches: Double) throws(VenueError) {
        for row in rows {
            for (i, seat) in row.seats.enumerated() {
                guard let half = seat.pair else { continue }
                if row.table != nil { throw .unpairedHalf(seatId: seat.seatId, reason: "it is at a table (a table's seats pair no sofas)") }
                switch half {
                case .left:
                    guard i + 1 < row.seats.count, row.seats[i + 1].pair == .right else {
                        throw .unpairedHalf(seatId: seat.seatId, reason: "the seat after it in its row is not its right half (\"pair\": \"R\")")
                    }
                    let other = row.seats[i + 1]
                    let dx = other.position.x - seat.position.x, dy = other.position.y - seat.position.y
                    if (dx * dx + dy * dy).squareRoot() > gapPitches * pitch { throw .sofaApart(left: seat.seatId, right: other.seatId) }
                case .right:
                    guard i > 0, row.seats[i - 1].pair == .left else {
                        throw .unpairedHalf(seatId: seat.seatId, reason: "the seat before it in its row is not its left half (\"pair\": \"L\")")
                    }
                }
            }
        }
    }
}
