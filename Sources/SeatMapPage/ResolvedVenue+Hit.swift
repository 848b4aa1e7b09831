import SeatMapCore
import SeatMapVenue

/// What a touch on a venue map lands on.
public enum VenueHit: Sendable, Equatable {
    /// A drawn seat (its index in `ResolvedVenue.seats`).
    case seat(Int)
    /// A section drawn without its seats, or a general-admission area (a tap there zooms into
    /// the section, or asks how many places).
    case region(ResolvedVenue.Region)
    case nothing
}

extension ResolvedVenue {
    /// The spatial index of the drawn map's seats: built once, asked per touch.
    public func hitIndex() -> VenueHitIndex { VenueHitIndex(layout) }

    /// What a touch at `p` (page points, which on the whole map are design points) lands on:
    /// the topmost drawn seat whose turned shape holds it, else the topmost region that takes
    /// touches and holds it, else a section whose label beside it holds it, else nothing.
    public func hit(_ p: Point, index: VenueHitIndex) -> VenueHit {
        if let i = index.seat(at: p), seats[i].isShown { return .seat(i) }
        if level == .sections, let i = index.seat(at: p), !seats[i].isShown, let s = seats[i].sectionId,
           let r = regions.last(where: { $0.kind == .section && $0.id == s }) {
            // A seat's own spot inside its (seat-less) section is the section's.
            return .region(r)
        }
        for r in regions.reversed() where r.takesTouches && r.bounds.contains(p) && Polygon.contains(r.polygon, p) { return .region(r) }
        // A label set beside its section (a race track's stand, a few points wide at overview)
        // takes the touch for it, as venue apps' labels do: the stand alone is a small target.
        for r in regions.reversed() where r.takesTouches && r.labelBeside && r.texts.contains(where: { Self.box($0).contains(p) }) {
            return .region(r)
        }
        return .nothing
    }
}
