import SeatMapCore
import SeatMapLayout

/// What is under a point of the page.
public enum PageHit: Sendable, Equatable {
    /// A seat in the viewport (the rail and the minimap are pictures over it and take no touches).
    case seat(GridIndex)
    /// The topmost page element there, when no seat is.
    case element(PageElement)
    /// On a venue's page: a section drawn without its seats, or a general-admission area (a
    /// tap on a section zooms into it: `VenueOnPage.zoomTarget`).
    case region(ResolvedVenue.Region)
    /// Outside the page.
    case nothing
}

extension ResolvedPage {
    /// What a touch at `point` (page points: what a person reads off a screenshot, divided by the
    /// device scale) lands on: a seat (the topmost whose frame holds it, or the nearest within `slop` device points), else the
    /// topmost element whose visible part contains the point (a toast lets touches through; a
    /// dialog's scrim takes every touch outside the dialog). On a venue's page a seat is hit by
    /// its turned shape and `slop` is not used (the nearest-seat search is the grid's; the
    /// command line refuses `--slop` there).
    public func hit(page point: Point, slop: Double = 0) throws -> PageHit {
        let vp = page.layout.viewport
        // A dialog's scrim covers the whole page: no seat takes a touch while it is up.
        let covered = elements.contains { $0.kind == .scrim }
        if page.venue != nil {
            if !covered, vp.frame.contains(point) {
                let hit = venueHit(design: vp.designPoint(fromViewport: vp.viewportPoint(fromPage: point)))
                if hit != .nothing { return hit }
            }
        } else if !covered, vp.frame.contains(point), let idx = try HitTester(layout: page.layout).seat(atViewport: vp.viewportPoint(fromPage: point),
                                                                                                 slop: slop) {
            return .seat(idx)
        }
        for e in elements.reversed() {
            if e.isReported, e.kind.takesTouches, let f = e.visibleFrame, f.contains(point) { return .element(e) }
        }
        return .nothing
    }
}

extension ResolvedPage {
    /// The venue map's layer (a venue's page has one).
    public var venueLayer: VenueMapLayer? {
        for case .venueMap(let layer) in elements { return layer }
        return nil
    }

    /// What a touch at `p` (design points) on a venue page's map lands on: a drawn seat (as the
    /// rule hall's grid index), a region that takes touches, or nothing.
    func venueHit(design p: Point) -> PageHit {
        guard let venue = page.venue, let layer = venueLayer else { return .nothing }
        switch layer.venue.hit(p, index: venue.hitIndex) {
        case .seat(let i): return .seat(venue.gridIndex[i])
        case .region(let r): return .region(r)
        case .nothing: return .nothing
        }
    }
}
