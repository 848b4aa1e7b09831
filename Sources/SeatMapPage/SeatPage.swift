import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// Everything one picture shows, resolved: the resolved tree of the pipeline
/// (hall file → `Hall` → `SeatLayout` → `PageLayout` → `SeatPage` → painter).
/// The painter is a pure function of a `SeatPage`.
public struct SeatPage: Sendable {
    public let theme: Theme
    public let layout: PageLayout
    public let selection: SeatSelection
    /// Zone emphasised (a price zone the user asked to see): seats of other zones are dimmed.
    public var highlightZone: SeatZone? { selection.highlightZone }

    public var hall: Hall { selection.hall }

    public init(theme: Theme, layout: PageLayout, selection: SeatSelection) {
        self.theme = theme
        self.layout = layout
        self.selection = selection
    }

    /// Lays out `hall` with the theme's metrics for a device and applies the taps in `selectedIds`.
    public static func make(hall: Hall, theme: Theme = .builtinDefault, device: Device = .default,
                            mode: RenderMode = .screen, zoom: Zoom = .fit, offset: Point? = nil,
                            selectedIds: [String] = [], highlightZone: SeatZone? = nil,
                            pixelsPerDesignPoint: Double? = nil) throws -> SeatPage {
        var selection = SeatSelection(hall: hall, highlightZone: highlightZone)
        if case .failure(let e) = selection.select(selectedIds) { throw PageError.selection(e) }
        let layout = try PageLayout.make(seatLayout: SeatLayout(hall: hall, metrics: theme.metrics), device: device,
                                         mode: mode, zoom: zoom, offset: offset, pixelsPerDesignPoint: pixelsPerDesignPoint)
        return SeatPage(theme: theme, layout: layout, selection: selection)
    }

    public func state(of index: GridIndex) -> SeatState { selection.state(of: index) }
}

/// Why a page cannot be made.
public enum PageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A seat asked to be shown selected cannot be selected (sold, locked, an aisle, over the limit…).
    case selection(RuleError)
    /// No N seats side by side to suggest.
    case suggestion(count: Int, RuleError)

    public var description: String {
        switch self {
        case .selection(let e): return "selected seats: \(e)"
        case let .suggestion(n, e): return "suggesting \(n) seats: \(e)"
        }
    }
}
