import SeatMapCore

extension SeatFrames {
    /// The seats a venue map draws: each turned seat's bounding box in image pixels, its state
    /// and its label (`中区 1排2号`), so a seat-level diff of a venue names its seats as people
    /// read them. Seats not drawn (inside a section shown without them) are left out.
    public init(_ venue: ResolvedVenue) {
        let ppd = venue.pixelsPerDesignPoint
        self.init(seats: venue.seats.filter(\.isShown).map { item in
            let f = item.node.designFrame
            return Seat(id: item.node.seatId, pixelFrame: Rect(x: f.x * ppd, y: f.y * ppd, width: f.width * ppd, height: f.height * ppd),
                        state: item.node.state.rawValue, label: venue.label(of: item))
        })
    }
}
