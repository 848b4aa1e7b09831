import SeatMapCore
import SeatMapLayout
import SeatMapTheme
import SeatMapVenue

/// The map of a venue page (`SeatPage.venue`): the venue's own drawing in the viewport, a fade
/// where it runs below, and the minimap of its seats; no screen band, centre line or row rail
/// (the stage is on the map; rows curve and turn, and each seat says its row).
extension PageResolver {
    mutating func venueMap(_ venue: VenueOnPage) {
        let vp = layout.viewport
        add(.map(Area(frame: vp.frame)))
        let ppd = vp.pointsPerDesignPoint
        do {
            let resolved = try ResolvedVenue(venue.layout, theme: theme, pixelsPerDesignPoint: ppd, selectedIds: page.selection.selectedSeatIds,
                                             measure: text.measure, context: .page(zoom: vp.zoom, visible: vp.visibleDesignRect),
                                             gridIndices: venue.gridIndex, chosenAreas: Set(page.areaPlaces.map(\.areaId)))
            notes += resolved.warnings
            add(.venueMap(VenueMapLayer(frame: vp.frame, clip: vp.frame, transform: mapTransform,
                                        iconScale: IconScale(pixelsPerUnit: ppd * vp.deviceScale, deviceScale: layout.pixelScale),
                                        venue: resolved)))
        } catch {
            // The page checked its selection under the venue's rules and a page scale is always
            // valid: reaching here is a defect, said rather than drawn as an empty map.
            notes.append("map: the venue's map could not be drawn (\(error))")
        }
        // The fade where the map goes on below the viewport.
        let bottom = venue.layout.placements.reduce(-Double.infinity) { max($0, $1.boundingBox.maxY) }
        if vp.pageRect(fromDesign: Rect(x: 0, y: bottom, width: 0, height: 0)).minY > vp.frame.maxY + 1 {
            add(.scrollHint(Fade(frame: Rect(x: vp.frame.minX, y: vp.frame.maxY - 28, width: vp.frame.width, height: 28), clip: vp.frame,
                                 top: theme.background.withAlpha(0), bottom: theme.background.withAlpha(0.92))))
        }
    }

    /// The band above a venue's map: only the background, and the minimap while zoomed in.
    mutating func venueHeader() {
        add(.screenHeader(Panel(frame: layout.screenHeader, fill: theme.background)))
    }

    /// The venue's seats as the minimap's dots, each in its state's colour.
    func venueMinimapDots(_ venue: VenueOnPage) -> [Minimap.Dot] {
        var dots: [Minimap.Dot] = []
        dots.reserveCapacity(venue.layout.placements.count)
        for (index, i) in venue.seatIndex.sorted(by: { $0.value < $1.value }) {
            let f = venue.layout.placements[i].boundingBox
            dots.append(Minimap.Dot(frame: f.insetBy(dx: f.width * 0.1, dy: f.height * 0.1), color: minimapColor(page.state(of: index))))
        }
        return dots
    }
}
