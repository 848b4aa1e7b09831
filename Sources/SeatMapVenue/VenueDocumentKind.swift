import SeatMapCore

/// What kind of venue document JSON is — SeatMap's venue file, a seats.io chart or a pretix
/// plan — or none: the one place `render`, `batch` and `flow` tell a venue from a hall, so each
/// can say what a venue is and what draws it instead of listing every hall reader's reason.
public enum VenueDocumentKind: String, Sendable, CaseIterable {
    case venueFile = "a SeatMap venue file"
    case seatsIO = "a seats.io chart"
    case pretix = "a pretix seating plan"

    /// The kind of `root`, or nil for anything else (a hall, seat data).
    public init?(_ root: JSONValue) {
        if VenueFile.recognises(root) { self = .venueFile }
        else if SeatsIOChart.recognises(root) { self = .seatsIO }
        // A pretix plan's `zones` with `rows` beside them is a hall format's own.
        else if PretixPlan.recognises(root) && root["rows"] == nil { self = .pretix }
        else { return nil }
    }

    /// The kind of the JSON `bytes` hold, or nil (not JSON, or not a venue).
    public init?(bytes: [UInt8]) {
        guard let root = try? JSONParser.parse(utf8: bytes) else { return nil }
        self.init(root)
    }
}
