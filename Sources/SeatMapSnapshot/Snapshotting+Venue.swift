import SeatMapCompare
import SeatMapDiff
import SeatMapTheme
import SeatMapPage
import SeatMapVenue
import SeatMapOutput

extension Snapshotting where Value == Venue, Format == PageImage {
    /// A venue's whole map (`seatmap render VENUE --mode full`), at `pixelsPerDesignPoint`, with
    /// a theme and selected seats: strict by default (0 differing pixels at threshold 0.1), and a
    /// failure names each changed seat by its section, row and seat (`中区 1排2号`).
    public static func map(theme: Theme = .builtinDefault, pixelsPerDesignPoint: Double = 1, selected: [String] = [],
                           threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .page(options: options, budget: budget)) { venue in
            let resolved = try VenueOutput.resolve(VenueRequest(venue: venue, theme: theme, pixelsPerDesignPoint: pixelsPerDesignPoint,
                                                                selectedIds: selected))
            return PageImage(rendered: try VenueOutput.premultipliedImage(resolved), seats: SeatFrames(resolved), fonts: resolved.fonts)
        }
    }
}
