import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// The seat map: its viewport, centre line, seats, fade, rail and minimap, all clipped to the
/// viewport.
extension PageResolver {
    var mapTransform: MapTransform {
        let vp = layout.viewport
        return MapTransform(translateX: vp.frame.minX - vp.contentOffset.x, translateY: vp.frame.minY - vp.contentOffset.y,
                            scale: vp.pointsPerDesignPoint)
    }

    mutating func map() {
        let vp = layout.viewport
        add(.map(Area(frame: vp.frame)))
        axis()
        if layout.mode == .full { fullScreenBand() }
        seats()
        // Paint order: the fade lies over the seats, the rail over the fade.
        if layout.mode == .screen { scrollHint() }
        rail()
        minimap()
    }

    /// The dashed centre line of the hall, from below the screen to the last row, one page point
    /// wide whatever the zoom.
    mutating func axis() {
        let s = layout.seatLayout
        let ppd = layout.viewport.pointsPerDesignPoint
        let x = s.centerAxisX
        add(.mapAxis(Axis(frame: layout.viewport.frame, clip: layout.viewport.frame, transform: mapTransform,
                          from: Point(x: x, y: s.metrics.insetTop * (layout.mode == .full ? 0.85 : 0.5)),
                          to: Point(x: x, y: s.contentSize.height - s.metrics.insetBottom * 0.5),
                          lineWidth: 1 / ppd, dash: [4 / ppd, 3 / ppd], color: colors.centerLine)))
    }

    /// Seats in row-major order. A couple sofa whose halves share a state is one shape, drawn
    /// with its left half; halves in different states (one sold) are drawn as two seats.
    mutating func seats() {
        let vp = layout.viewport
        let s = layout.seatLayout
        let hall = page.hall
        let visible = vp.visibleDesignRect
        let pixelsPerPoint = vp.pointsPerDesignPoint * vp.deviceScale
        var nodes: [SeatNode] = []
        nodes.reserveCapacity(hall.seatCount)
        for (r, row) in hall.rows.enumerated() {
            for col in row.indices {
                let idx = GridIndex(row: r, col: col)
                let seat = row[col]
                guard !seat.isAisle else { continue }
                let own = s.designFrame(idx)
                var frame = own
                var halves: UInt8 = 1
                var partnerIndex: GridIndex?
                let state = page.state(of: idx)
                if let partner = hall.couplePartner(of: idx), page.state(of: partner) == state {
                    if partner.col > col {
                        frame = s.sofaFrame(idx, partner)
                        halves = 2
                        partnerIndex = partner
                    } else {
                        halves = 0  // drawn with its left half
                    }
                }
                let highlight = page.selection.isHighlighted(idx).map { $0 ? SeatHighlight.ring : .veil }
                nodes.append(SeatNode(index: idx, seatId: seat.seatId, state: state, zone: seat.zone, designFrame: own, shapeFrame: frame,
                                      halves: halves, partner: partnerIndex, isVisible: frame.intersects(visible), highlight: highlight))
            }
        }
        let style = HighlightStyle(ringOutset: 1.5, ringRadius: theme.cornerRadius, ringLineWidth: max(1.4, 1.2 / pixelsPerPoint * 2),
                                   ringColor: colors.highlightRing, veilOutset: 0.5, veilRadius: theme.cornerRadius,
                                   veilColor: colors.dimVeil)
        add(.seats(SeatLayer(frame: vp.frame, clip: vp.frame, transform: mapTransform,
                             iconScale: IconScale(pixelsPerUnit: pixelsPerPoint, deviceScale: layout.pixelScale),
                             highlightStyle: style, nodes: nodes)))
    }

    /// When seats lie below the viewport's bottom edge (a `fit` map taller than the screen), the
    /// page background fades in over the last seats in view: the map goes on below. Nothing when
    /// the whole map shows.
    mutating func scrollHint() {
        let vp = layout.viewport
        let s = layout.seatLayout
        let lastSeatBottom = page.hall.rows.indices.last { r in page.hall.rows[r].contains { !$0.isAisle } }
            .map { vp.pageRect(fromDesign: s.designFrame(GridIndex(row: $0, col: 0))).maxY } ?? 0
        guard lastSeatBottom > vp.frame.maxY + 1 else { return }
        add(.scrollHint(Fade(frame: Rect(x: vp.frame.minX, y: vp.frame.maxY - 28, width: vp.frame.width, height: 28), clip: vp.frame,
                             top: theme.background.withAlpha(0), bottom: theme.background.withAlpha(0.92))))
    }

    /// In `--mode full` the screen band sits in the map's top inset, in design points.
    mutating func fullScreenBand() {
        let s = layout.seatLayout
        let w = min(max((s.contentSize.width - 2 * s.metrics.insetLeft) * 0.5, 140), s.contentSize.width - 20)
        let design = Rect(x: s.centerAxisX - w / 2, y: 3, width: w, height: min(30, s.metrics.insetTop * 0.7))
        add(.screen(screenBand(design, page: layout.viewport.pageRect(fromDesign: design), transform: mapTransform,
                               clip: layout.viewport.frame, spaceScale: layout.viewport.pointsPerDesignPoint)))
    }

    /// The band's shape in `f` (the space it is drawn in) with the label fitted inside the arc.
    func screenBand(_ f: Rect, page: Rect, transform: MapTransform?, clip: Rect?, spaceScale: Double) -> Screen {
        let cx = f.midX, top = f.minY, w = f.width, h = f.height
        let path: [PathSegment] = [
            .move(Point(x: cx - w / 2, y: top)),
            .line(Point(x: cx + w / 2, y: top)),
            .line(Point(x: cx + w / 2 - h * 0.5, y: top + h * 0.55)),
            .curve(Point(x: cx + w * 0.2, y: top + h * 0.95), Point(x: cx - w * 0.2, y: top + h * 0.95),
                   Point(x: cx - w / 2 + h * 0.5, y: top + h * 0.55)),
            .close,
        ]
        let label = text.set(screenLabel, x: cx, centreY: top + h * 0.38, size: h * 0.46, color: colors.screenText, align: .center,
                             fitting: (7, w - h * 1.4), spaceScale: spaceScale)
        return Screen(frame: page, designFrame: transform == nil ? nil : f, transform: transform, clip: clip, path: path,
                      fill: colors.screenFill, label: label)
    }

    /// The row rail pinned to the viewport's left edge, following the rows vertically; labels on
    /// every row, or every 2nd or 5th when rows are too dense to read. A picture only: it takes
    /// no touches.
    mutating func rail() {
        let vp = layout.viewport
        let s = layout.seatLayout
        let rows = page.hall.rows.indices.filter { r in page.hall.rows[r].contains { !$0.isAisle } }
        guard let first = rows.first, let last = rows.last, layout.rail.width > 0 else { return }
        let pitch = s.metrics.rowPitch * vp.pointsPerDesignPoint
        func pageY(_ r: Int) -> Double { vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: Point(x: 0, y: s.rowCenterY(r)))).y }
        let top = pageY(first) - pitch * 0.5, bottom = pageY(last) + pitch * 0.5
        let width = layout.mode == .full ? min(PageLayout.railWidth, layout.rail.width * 0.7) : layout.rail.width
        let x = layout.mode == .full ? (layout.rail.width - width) / 2 : layout.rail.minX
        let railFrame = Rect(x: x, y: top, width: width, height: bottom - top)
        add(.rail(Pill(frame: railFrame, radius: railFrame.width / 2, fill: colors.railFill, clip: vp.frame)))
        let step = pitch >= 8 ? 1 : pitch >= 4 ? 2 : 5
        // One size for every label: the row pitch's, shrunk until the widest label fits the rail.
        let labels = rows.enumerated().filter { $0.offset % step == 0 }.map { page.hall.rows[$0.element].first { !$0.isAisle }!.rowText }
        let measure = text.measure
        var fontSize = min(11, max(5, pitch * 0.62))
        let base = fontSize
        if let widest = labels.map({ (label: $0, width: measure.textWidth($0, size: base, weight: .bold)) }).max(by: { $0.width < $1.width })?.label {
            while fontSize > 3.5, measure.textWidth(widest, size: fontSize, weight: .bold) > width - 1 { fontSize -= 0.25 }
        }
        for (i, r) in rows.enumerated() where i % step == 0 {
            let y = pageY(r)
            let label = text.set(page.hall.rows[r].first { !$0.isAisle }!.rowText, x: x + width / 2, centreY: y, size: fontSize,
                                 weight: .bold, color: colors.railText, align: .center, fitting: (min(4, fontSize), width - 1))
            add(.railLabel(RailLabel(frame: Rect(x: x, y: y - pitch / 2, width: width, height: pitch), clip: vp.frame, row: r,
                                     text: label)))
        }
    }

    /// A thumbnail of the whole map while zoomed in: every seat a dot in its state's colour, the
    /// visible part outlined.
    mutating func minimap() {
        guard let m = layout.minimap else { return }
        let s = layout.seatLayout
        var dots: [Minimap.Dot] = []
        for (idx, _) in page.hall.allSeats {
            let f = s.designFrame(idx)
            let color: Color
            switch page.state(of: idx) {
            case .available: color = Color.white.withAlpha(0.85)
            case .selected: color = theme.style(for: .selected).fill
            case .sold: color = Color.white.withAlpha(0.25)
            case .locked: color = theme.style(for: .locked).fill.withAlpha(0.8)
            }
            dots.append(Minimap.Dot(frame: f.insetBy(dx: f.width * 0.1, dy: f.height * 0.1), color: color))
        }
        add(.minimap(Minimap(frame: m.frame.insetBy(dx: -4, dy: -4), clip: layout.viewport.frame, radius: 6,
                             fills: [theme.background.over(.white), colors.minimapFill],
                             transform: MapTransform(translateX: m.frame.minX, translateY: m.frame.minY, scale: m.scale),
                             dots: dots, visibleFrame: m.visibleFrame, visibleLineWidth: 1, visibleColor: colors.minimapViewport)))
    }
}
