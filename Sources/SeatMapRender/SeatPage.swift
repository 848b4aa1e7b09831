@_exported import SeatMapTheme
import SeatMapCore
@_exported import SeatMapRules
import SeatMapLayout

/// Everything one picture shows, resolved: the resolved tree of the pipeline
/// (hall file → `Hall` → `SeatLayout` → `PageLayout` → `SeatPage` → painter).
/// The painter is a pure function of a `SeatPage`.
public struct SeatPage: Sendable {
    public let theme: Theme
    public let layout: PageLayout
    public let selection: SeatSelection
    /// Zone emphasised by `--highlight-zone` (seed 6.2): others are dimmed.
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
        if case .failure(let e) = selection.select(selectedIds) { throw RenderError.selection(e) }
        let layout = try PageLayout.make(seatLayout: SeatLayout(hall: hall, metrics: theme.metrics), device: device,
                                         mode: mode, zoom: zoom, offset: offset, pixelsPerDesignPoint: pixelsPerDesignPoint)
        return SeatPage(theme: theme, layout: layout, selection: selection)
    }

    public func state(of index: GridIndex) -> SeatState { selection.state(of: index) }
}

/// Errors of the render module.
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// A seat given with `--selected` cannot be selected.
    case selection(RuleError)
    /// A Cairo call failed; carries the call and Cairo's status text.
    case cairo(call: String, status: String)
    case png(String)
    /// The output file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .selection(let e): return "--selected: \(e)"
        case let .cairo(call, status): return "Cairo failed in \(call): \(status)"
        case .png(let reason): return "PNG encoding failed: \(reason)"
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}
