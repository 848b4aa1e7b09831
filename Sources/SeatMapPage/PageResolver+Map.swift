import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// The seat map: its viewport, centre line, seats, fade and rail, all clipped to the viewport;
/// and the minimap, which sits in the screen band above it.
extension PageResolver {
    var mapTransform: MapTransform {
        let vp = layout.viewport
        return MapTransform(translateX: vp.frame.minX - vp.contentOffset.x, translateY: vp.frame.minY - vp.contentOffset.y,
                            scale: vp.pointsPerDesignPoint)
    }

    mutating func map() {
        if let venue = page.venue { return venueMap(venue) }
        let vp = layout.viewport
        add(.map(Area(frame: vp.frame)))
        axis()
        if layout.mode == .full { fullScreenBand() }
        seats()
        // Paint order: the fade lies over the seats, the rail over the fade.
        if layout.mode == .screen { scrollHint() }
        rail()
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
        var zoneBounds: Rect?
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
                let highlighted = page.selection.isHighlighted(idx)
                let highlight: SeatHighlight? = highlighted == false ? .veil : nil
                if highlighted == true, halves > 0 { zoneBounds = zoneBounds.map { $0.union(frame) } ?? frame }
                var node = SeatNode(index: idx, seatId: seat.seatId, state: state, zone: seat.zone, designFrame: own, shapeFrame: frame,
                                    halves: halves, partner: partnerIndex, isVisible: frame.intersects(visible), highlight: highlight)
                node.kind = seat.kind
                nodes.append(node)
            }
        }
        let outset = s.metrics.hGap / 2
        let style = HighlightStyle(zoneOutline: zoneBounds?.insetBy(dx: -outset, dy: -outset), ringRadius: theme.cornerRadius + outset,
                                   ringLineWidth: max(1.4, 1.2 / pixelsPerPoint * 2),
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
        // On the page the label is never under `ResolvedPage.minimumScreenLabelSize` (the wide
        // phone's low band would make it 6.4 pt); the full map's band scales with the map.
        let least = transform == nil ? ResolvedPage.minimumScreenLabelSize / textScale : 0
        let label = text.set(screenLabel, x: cx, centreY: top + h * 0.38, size: max(least, h * 0.46), color: colors.screenText, align: .center,
                             fitting: (max(least, 7), w - h * 1.4), spaceScale: spaceScale)
        return Screen(frame: page, designFrame: transform == nil ? nil : f, transform: transform, clip: clip, path: path,
                      fill: colors.screenFill, label: label)
    }

    /// The row rail: a pill following the rows vertically, with each row's label at its centre.
    /// Labels are never smaller than `PageLayout.minRailLabelSize` (the row pitch's size up to
    /// 11 pt); when rows are too dense for that, every 2nd, 5th or 10th row is labelled, and the
    /// pill widens (to `maxRailWidth`) rather than shrink a long label. A rail in the gap left of
    /// the seats that would have to widen into them floats pinned at the viewport's edge instead.
    /// Only rows whose centre is in the viewport get a label. A picture only: it takes no touches.
    mutating func rail() {
        let vp = layout.viewport
        let s = layout.seatLayout
        let rows = page.hall.rows.indices.filter { r in page.hall.rows[r].contains { !$0.isAisle } }
        guard let first = rows.first, let last = rows.last, layout.rail.width > 0 else { return }
        let pitch = s.metrics.rowPitch * vp.pointsPerDesignPoint
        func pageY(_ r: Int) -> Double { vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: Point(x: 0, y: s.rowCenterY(r)))).y }
        let minSize = PageLayout.minRailLabelSize
        // Sizes here are before the text scale (`text` applies it): the drawn label is the row
        // pitch's 62 %, from 8 to 11 pt × the scale.
        var fontSize = min(11, max(minSize, pitch * 0.62 / textScale))
        // Every row when a label (as drawn) fits its pitch, else every 2nd, 5th, 10th… row, as an
        // axis labels its ticks.
        let step = [1, 2, 5, 10, 20, 50, 100].first { pitch * Double($0) >= text.scaled(fontSize) * 1.15 } ?? 100
        let labelled = rows.enumerated().filter { $0.offset % step == 0 }.map(\.element)
        func rowText(_ r: Int) -> String { page.hall.rows[r].first { !$0.isAisle }!.rowText }
        func widest(_ size: Double) -> Double { labelled.map { text.width(rowText($0), size: size, weight: .bold) }.max() ?? 0 }

        var railX = layout.rail.minX, width = layout.rail.width
        if layout.mode == .full {
            width = min(PageLayout.railWidth, layout.rail.width * 0.7)
            railX = (layout.rail.width - width) / 2
        } else {
            if !layout.railPinned {
                // In the gap: labels shrink to fit it, down to the smallest legible size.
                while fontSize > minSize, widest(fontSize) + 1 > width { fontSize = max(minSize, fontSize - 0.25) }
            }
            if layout.railPinned || widest(fontSize) + 1 > width {
                // Pinned, or too narrow a gap for legible labels: over the map at the viewport's
                // edge, widened for long labels.
                railX = vp.frame.minX + PageLayout.pinnedRailInset
                width = max(PageLayout.railWidth, min(PageLayout.maxRailWidth, widest(fontSize) + 5))
            }
        }
        // The pill runs from the first row's top to the last row's bottom, and further where a
        // label is taller than its row (rows denser than the labels): the words stay on the pill.
        let half = text.scaled(fontSize) / 2 + 1
        let top = min(pageY(first) - pitch * 0.5, pageY(first) - half)
        let bottom = max(pageY(last) + pitch * 0.5, labelled.last.map { pageY($0) + half } ?? -.infinity)
        let railFrame = Rect(x: railX, y: top, width: width, height: bottom - top)
        // Over the map the theme's (translucent) rail colour would let seat outlines through the
        // labels: it is laid on the map background first, and kept nearly opaque.
        let pinned = layout.mode == .screen && railX == vp.frame.minX + PageLayout.pinnedRailInset
        let fill = pinned ? colors.railFill.over(theme.background).withAlpha(0.92) : colors.railFill
        add(.rail(Pill(frame: railFrame, radius: min(railFrame.width, railFrame.height) / 2, fill: fill, clip: vp.frame)))
        for r in labelled {
            let y = pageY(r)
            // On the page a label shows only whole: its words inside the map, not cut by its edge.
            let half = text.scaled(fontSize) / 2
            guard layout.mode == .full || (y - half >= vp.frame.minY && y + half <= vp.frame.maxY) else { continue }
            let label = text.set(rowText(r), x: railX + width / 2, centreY: y, size: fontSize,
                                 weight: .bold, color: colors.railText, align: .center, fitting: (minSize, width - 1))
            add(.railLabel(RailLabel(frame: Rect(x: railX, y: y - pitch * Double(step) / 2, width: width, height: pitch * Double(step)),
                                     clip: vp.frame, row: r, text: label)))
        }
    }

    /// A seat's dot on the minimap.
    func minimapColor(_ state: SeatState) -> Color {
        switch state {
        case .available: return Color.white.withAlpha(0.85)
        case .selected: return theme.style(for: .selected).fill
        case .sold: return Color.white.withAlpha(0.25)
        case .locked: return theme.style(for: .locked).fill.withAlpha(0.8)
        }
    }

    /// A thumbnail of the whole map while zoomed in: every seat a dot in its state's colour, the
    /// visible part outlined.
    mutating func minimap() {
        guard let m = layout.minimap else { return }
        let s = layout.seatLayout
        var dots: [Minimap.Dot] = []
        if let venue = page.venue {
            dots = venueMinimapDots(venue)
        } else {
            for (idx, _) in page.hall.allSeats {
                let f = s.designFrame(idx)
                dots.append(Minimap.Dot(frame: f.insetBy(dx: f.width * 0.1, dy: f.height * 0.1), color: minimapColor(page.state(of: idx))))
            }
        }
        add(.minimap(Minimap(frame: m.frame.insetBy(dx: -4, dy: -4), clip: layout.screenHeader, radius: 5,
                             fills: [theme.background.over(.white), colors.minimapFill],
                             transform: MapTransform(translateX: m.frame.minX, translateY: m.frame.minY, scale: m.scale),
                             dots: dots, visibleFrame: m.visibleFrame, visibleLineWidth: 1, visibleColor: colors.minimapViewport)))
    }
}
