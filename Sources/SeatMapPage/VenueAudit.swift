import SeatMapCore

/// The accessibility checks of a venue map (`seatmap audit VENUE --mode full`), as `PageAudit`
/// makes them for a grid page:
///
/// - touch targets: a drawn seat's size on a screen of `screenScale` pixels per point showing
///   the map's image pixel for pixel (36 pt × `--scale` / screen scale), against WCAG 2.5.8's
///   24, Apple's 44 and Android's 48; with the `--scale` from which each passes, and the size
///   seats have where they first appear (the scale the map draws them from), which is where an
///   app's zoom must go further before a tap can pick one;
/// - labels: every drawn seat's accessibility label names its row, its seat and its state;
/// - layout: every broken invariant of the map (`ResolvedVenue.violations()`);
/// - the VoiceOver order: the drawn seats' labels in the venue's order (rows, then seats).
///
/// Colour contrast is not checked on a venue map yet: its seats wear the theme's state colours,
/// which `seatmap audit HALL --theme T` checks on a grid page (said in the report).
public struct VenueAudit: Sendable {
    public struct Target: Sendable {
        public var name: String
        /// In points.
        public var minimum: Double
        /// Drawn seats smaller than `minimum` at this scale.
        public var failing: [String]
        /// The smallest `--scale` (image pixels per design point) at which a seat is `minimum`
        /// points on this screen.
        public var scaleNeeded: Double
        public var passes: Bool { failing.isEmpty }
    }

    /// A drawn seat's shorter side on the screen, in points (nil: no seat drawn at this scale).
    public var seatSize: Double?
    public var targets: [Target]
    /// The scale seats are first drawn from, and their size on the screen there, in points.
    public var seatsAppearAt: (scale: Double, size: Double)
    /// Seats whose label lacks something, with what.
    public var incompleteLabels: [(seat: String, missing: String)]
    public var layout: [VenueViolation]
    public var voiceOverOrder: [String]
    /// What the audit does not check on a venue map yet.
    public var notChecked: [String]

    public var passes: Bool { targets.allSatisfy(\.passes) && incompleteLabels.isEmpty && layout.isEmpty }

    /// The audit of `venue` as shown on a screen of `screenScale` pixels per point.
    public init(_ venue: ResolvedVenue, screenScale: Double) {
        let m = venue.layout.metrics
        let side = min(m.seatWidth, m.seatHeight)
        let drawn = venue.seats.filter(\.isShown)
        let size = side * venue.pixelsPerDesignPoint / screenScale
        seatSize = drawn.isEmpty ? nil : size
        targets = [("WCAG 2.5.8", 24.0), ("Apple HIG", 44.0), ("Android", 48.0)].map { name, minimum in
            Target(name: name, minimum: minimum, failing: size + 1e-9 < minimum ? drawn.map(\.node.seatId) : [],
                   scaleNeeded: minimum * screenScale / side)
        }
        let appear = venue.seatsShowFromScale
        seatsAppearAt = (appear, side * appear / screenScale)
        incompleteLabels = drawn.compactMap { s in
            if s.rowLabel.isEmpty { return (s.node.seatId, "row") }
            if s.seatLabel.isEmpty { return (s.node.seatId, "seat number") }
            return nil
        }
        layout = venue.violations()
        voiceOverOrder = drawn.map { venue.accessibilityLabel(of: $0) }
        notChecked = ["colour contrast (the theme's seat colours are audited on a grid page: seatmap audit HALL --theme T)"]
    }
}
