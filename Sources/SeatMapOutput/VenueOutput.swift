import SeatMapCore
import SeatMapPage
import SeatMapPNG
import SeatMapRender
import SeatMapSVG
import SeatMapTheme
import SeatMapVenue

/// What decides one picture of a venue's whole map (`render VENUE --mode full`).
public struct VenueRequest: Sendable {
    public var venue: Venue
    public var theme: Theme
    /// Image pixels per design point.
    public var pixelsPerDesignPoint: Double
    public var selectedIds: [String]

    public init(venue: Venue, theme: Theme = .builtinDefault, pixelsPerDesignPoint: Double, selectedIds: [String] = []) {
        self.venue = venue
        self.theme = theme
        self.pixelsPerDesignPoint = pixelsPerDesignPoint
        self.selectedIds = selectedIds
    }
}

/// The one place a venue map becomes outputs, as `PageOutput` is for pages.
public enum VenueOutput {
    /// The venue laid out with the theme's metrics and resolved with the fonts it is drawn with.
    public static func resolve(_ request: VenueRequest) throws -> ResolvedVenue {
        let layout = try VenueLayout(venue: request.venue, metrics: request.theme.metrics)
        return try Renderer.resolve(layout, theme: request.theme, pixelsPerDesignPoint: request.pixelsPerDesignPoint,
                                    selectedIds: request.selectedIds)
    }

    public static func render(_ resolved: ResolvedVenue, format: ImageFormat, png settings: PNGCodec.Settings = .default) throws -> PageOutput.Rendered {
        switch format {
        case .png:
            let out = try Renderer.png(resolved, settings: settings)
            return PageOutput.Rendered(bytes: out.bytes, warnings: out.warnings)
        case .pdf:
            let out = try Renderer.pdf(resolved)
            return PageOutput.Rendered(bytes: out.bytes, warnings: out.warnings)
        case .svg:
            return PageOutput.Rendered(bytes: try SVGDocument.bytes(resolved), warnings: resolved.warnings)
        }
    }

    /// The map's premultiplied pixels (snapshots digest them without conversion).
    public static func premultipliedImage(_ resolved: ResolvedVenue) throws -> PremultipliedImage { try Renderer.premultipliedImage(resolved) }

    /// The map's pixels (tests, comparisons).
    public static func image(_ resolved: ResolvedVenue) throws -> RGBAImage { try Renderer.image(resolved) }
}
