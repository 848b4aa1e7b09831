import Foundation
import SeatMapCore
import SeatMapVenue

/// A file that holds a venue at coordinates rather than a grid hall: SeatMap's venue file, a
/// seats.io chart or a pretix plan. `import` turns the latter two into the first, `validate`
/// checks it, and the page commands say plainly that they cannot draw one yet (issue 46)
/// instead of failing to read it as a hall.
enum VenueInput {
    enum Kind: String { case venueFile = "a SeatMap venue file", seatsIO = "a seats.io chart", pretix = "a pretix seating plan" }

    /// The document and its kind when the file at `path` is JSON of one of the three; nil for
    /// anything else (a hall, seat data, unreadable bytes), which the hall readers then report.
    /// Only a regular file is peeked: standard input, a pipe or `<(…)` can be read only once, by
    /// the hall readers (a venue on one is not recognised yet).
    static func peek(_ path: String) -> (root: JSONValue, kind: Kind)? {
        guard path != "-", (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
              let bytes = try? InputFile.read(path, limit: HallFile.maxFileBytes), let root = try? JSONParser.parse(utf8: bytes) else { return nil }
        if VenueFile.recognises(root) { return (root, .venueFile) }
        if SeatsIOChart.recognises(root) { return (root, .seatsIO) }
        if PretixPlan.recognises(root) && root["rows"] == nil { return (root, .pretix) }
        return nil
    }

    /// The refusal of a page command given a venue.
    static func cannotDraw(_ path: String, _ kind: Kind) -> CLIError {
        .data("\(path): \(kind.rawValue) (seats at coordinates); render, layout, hit and audit cannot draw venues yet (issue 46): "
              + (kind == .venueFile ? "seatmap validate checks it" : "seatmap import converts it, seatmap validate checks the result"))
    }
}
