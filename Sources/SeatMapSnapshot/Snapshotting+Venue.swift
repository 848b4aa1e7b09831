import SeatMapCompare
import SeatMapDiff
import SeatMapTheme
import SeatMapPage
import SeatMapVenue
import SeatMapOutput
import SeatMapLayout
import SeatMapLocale
import SeatMapCore

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

extension Snapshotting where Value == Venue, Format == PageImage {
    /// The phone page around a venue's map (`seatmap render VENUE`): the device, the locale, all
    /// of the map (`contain`) or a zoom, or zoomed into `section` as a tap on it does, with
    /// `selected` seats under the venue's rules. Strict by default; a failure names each changed
    /// seat by section, row and seat, as the map's does.
    public static func page(theme: Theme = .builtinDefault, device: Device = .default, locale: String? = nil, zoom: Zoom = .contain,
                            section: String? = nil, selected: [String] = [], threshold: Double = 0.1,
                            budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<SeatPage, PageImage>.png(threshold: threshold, budget: budget, locale: locale).pullback { venue in
            let theme = try theme.localized(to: locale.map { try PageLocale.named($0) })
            var request = PageRequest(venue: try VenueLayout(venue: venue, metrics: theme.metrics), theme: theme, device: device, zoom: zoom,
                                      selection: .ids(selected))
            request.zoomedSection = section
            return try request.make()
        }
    }
}
