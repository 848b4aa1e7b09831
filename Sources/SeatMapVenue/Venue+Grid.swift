import SeatMapCore
import SeatMapLayout

extension Venue {
    /// A grid hall written as coordinates: each seat at the centre of the frame the grid layout
    /// gives it (zone offsets included), one row a grid row, the pitch the grid's column pitch.
    /// `VenueLayout` of it places every seat on the grid's frame, moved by one translation (the
    /// property `GridAsVenueTests` checks over random halls).
    public init(grid hall: Hall, metrics: SeatMetrics = SeatMetrics()) {
        let layout = SeatLayout(hall: hall, metrics: metrics)
        var rows: [Row] = []
        for (r, row) in hall.rows.enumerated() {
            var seats: [Seat] = []
            for (c, seat) in row.enumerated() where !seat.isAisle {
                let f = layout.designFrame(GridIndex(row: r, col: c))
                seats.append(Seat(seatId: seat.seatId, label: seat.colLabel ?? "\(seat.colNo)", position: Point(x: f.midX, y: f.midY),
                                  status: seat.status))
            }
            let label = row.first(where: { !$0.isAisle }).map { $0.rowLabel ?? "\($0.rowNo)" } ?? "\(r + 1)"
            rows.append(Row(label: label, seats: seats))
        }
        self.init(name: hall.showtime?.hall?.name, rows: rows, seatPitch: layout.metrics.columnPitch)
    }
}
