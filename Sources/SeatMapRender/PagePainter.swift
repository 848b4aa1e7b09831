import SeatMapRules
import SeatMapPage
import SeatMapTheme
import SeatMapCore
import SeatMapLayout

/// Paints a `SeatPage`: a pure function of the page and the canvas transform. It paints the
/// rectangles `PageLayout` decided and never computes geometry of its own.
struct PagePainter {
    let page: SeatPage
    /// Draw each distinct seat icon once and place it per seat (SVG): the file holds one path
    /// set per icon, not per seat, so its size follows what is drawn. Raster output draws every
    /// seat directly, so its pixels do not depend on this.
    var sharesShapes = false
    /// Raster output places small seats as cached pixel icons (`RasterSeatIcons`); vector output
    /// must not (it would embed images), and tests turn it off to compare with drawing in place.
    var placesSmallSeatsAsPixels = true
    var theme: Theme { page.theme }
    var layout: PageLayout { page.layout }
    var colors: PageColors { page.theme.page }
    var strings: PageStrings { page.theme.strings }

    /// Paints everything, in page points (the caller has scaled the canvas to pixels).
    func paint(_ c: Canvas) throws(RenderError) {
        // The whole surface, not just the page rectangle: the image is the page rounded up to
        // whole pixels, and a half-covered last column would be semi-transparent.
        c.setColor(theme.background)
        c.paint()
        switch layout.mode {
        case .full:
            paintMap(c)
        case .screen:
            paintMap(c)
            try c.check("seat map")
            paintScreenHeader(c)
            paintStatusBar(c)
            paintNavigation(c)
            paintStrip(c)
            paintLegend(c)
            paintPriceBar(c)
        }
        try c.check("page")
    }

    // MARK: seat map

    /// The viewport: centre line, seats, row rail and minimap, clipped to the viewport.
    func paintMap(_ c: Canvas) {
        let vp = layout.viewport
        c.save()
        c.clip(to: vp.frame)
        // Design space → page points.
        c.save()
        c.translate(vp.frame.minX - vp.contentOffset.x, vp.frame.minY - vp.contentOffset.y)
        c.scale(vp.pointsPerDesignPoint)
        let ppd = vp.pointsPerDesignPoint
        paintCenterLine(c, designScale: ppd)
        if layout.mode == .full { paintFullScreenLabel(c) }
        paintSeats(c, pixelsPerPoint: ppd * vp.deviceScale)
        c.restore()
        paintRail(c)
        if let mini = layout.minimap { paintMinimap(c, mini) }
        c.restore()
    }

    func paintCenterLine(_ c: Canvas, designScale: Double) {
        let s = layout.seatLayout
        let x = s.centerAxisX
        c.setColor(colors.centerLine)
        c.setLineWidth(1 / designScale)
        c.setDash([4 / designScale, 3 / designScale])
        c.move(x, s.metrics.insetTop * (layout.mode == .full ? 0.85 : 0.5))
        c.line(x, s.contentSize.height - s.metrics.insetBottom * 0.5)
        c.stroke()
        c.setDash([])
    }

    /// Seats in row-major order, so a later seat is on top where frames overlap (DESIGN.md).
    func paintSeats(_ c: Canvas, pixelsPerPoint: Double) {
        let painter = SeatPainter(theme: theme, pixelsPerPoint: pixelsPerPoint, deviceScale: layout.pixelScale)
        var icons = SeatIcons(painter: painter, fonts: theme.fonts)
        var pixelIcons = RasterSeatIcons(painter: painter, fonts: theme.fonts)
        let usesPixelIcons = !sharesShapes && placesSmallSeatsAsPixels && RasterSeatIcons.pay(for: page)
        let s = layout.seatLayout
        let hall = page.hall
        let visible = layout.viewport.visibleDesignRect
        for (r, row) in hall.rows.enumerated() {
            for col in row.indices {
                let idx = GridIndex(row: r, col: col)
                let seat = row[col]
                guard !seat.isAisle else { continue }
                var frame = s.designFrame(idx)
                var halves = 1
                let state = page.state(of: idx)
                if let partner = hall.couplePartner(of: idx), page.state(of: partner) == state {
                    guard partner.col > col else { continue }  // drawn with its left half
                    frame = s.sofaFrame(idx, partner)
                    halves = 2
                }
                guard frame.intersects(visible) else { continue }
                if sharesShapes, let icon = icons.icon(state: state, zone: seat.zone, halves: halves, size: frame.size) {
                    c.paint(icon.surface, x: frame.x - icon.margin, y: frame.y - icon.margin)
                } else if usesPixelIcons, pixelIcons.draw(c, frame: frame, state: state, zone: seat.zone, halves: halves) {
                    // Placed as pixels (small seats in raster output).
                } else {
                    painter.draw(c, frame: frame, state: state, zone: seat.zone, halves: halves)
                }
                if let highlighted = page.selection.isHighlighted(idx) {
                    if highlighted {
                        c.setColor(colors.highlightRing)
                        c.setLineWidth(max(1.4, 1.2 / pixelsPerPoint * 2))
                        c.setDash([])
                        c.roundedRect(frame.insetBy(dx: -1.5, dy: -1.5), radius: theme.cornerRadius)
                        c.stroke()
                    } else {
                        c.fillRounded(frame.insetBy(dx: -0.5, dy: -0.5), radius: theme.cornerRadius, colors.dimVeil)
                    }
                }
            }
        }
    }

    /// Row numbers pinned to the viewport's left edge (Maoyan's 排号 rail): they follow the rows
    /// vertically but not horizontally. A picture only: it takes no touches.
    func paintRail(_ c: Canvas) {
        let vp = layout.viewport
        let s = layout.seatLayout
        let rows = page.hall.rows.indices.filter { r in page.hall.rows[r].contains { !$0.isAisle } }
        guard let first = rows.first, let last = rows.last else { return }
        let pitch = s.metrics.rowPitch * vp.pointsPerDesignPoint
        let fontSize = min(11, max(5, pitch * 0.62))
        func pageY(_ r: Int) -> Double { vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: Point(x: 0, y: s.rowCenterY(r)))).y }
        let top = pageY(first) - pitch * 0.5, bottom = pageY(last) + pitch * 0.5
        let width = layout.mode == .full ? min(PageLayout.railWidth, layout.rail.width * 0.7) : layout.rail.width
        let x = layout.mode == .full ? (layout.rail.width - width) / 2 : layout.rail.minX
        c.fillRounded(Rect(x: x, y: top, width: width, height: bottom - top), radius: width / 2, colors.railFill)
        // Skip labels when rows are too dense to read: every k-th row, k chosen by the pitch.
        let step = pitch >= 8 ? 1 : pitch >= 4 ? 2 : 5
        for (i, r) in rows.enumerated() where i % step == 0 {
            let label = page.hall.rows[r].first { !$0.isAisle }!.rowText
            c.fittedText(label, x: x + width / 2, y: pageY(r), size: fontSize, minSize: 4, maxWidth: width - 2,
                         weight: .bold, color: colors.railText, align: .center)
        }
    }

    func paintMinimap(_ c: Canvas, _ m: PageLayout.Minimap) {
        // An opaque backing first, so seats under the thumbnail never show through it.
        c.fillRounded(m.frame.insetBy(dx: -4, dy: -4), radius: 6, theme.background.over(.white))
        c.fillRounded(m.frame.insetBy(dx: -4, dy: -4), radius: 6, colors.minimapFill)
        let s = layout.seatLayout
        c.save()
        c.translate(m.frame.minX, m.frame.minY)
        c.scale(m.scale)
        for (idx, _) in page.hall.allSeats {
            let f = s.designFrame(idx)
            let color: Color
            switch page.state(of: idx) {
            case .available: color = Color.white.withAlpha(0.85)
            case .selected: color = theme.selected.fill
            case .sold: color = Color.white.withAlpha(0.25)
            case .locked: color = theme.locked.fill.withAlpha(0.8)
            }
            c.fill(f.insetBy(dx: f.width * 0.1, dy: f.height * 0.1), color)
        }
        c.restore()
        c.setColor(colors.minimapViewport)
        c.setLineWidth(1)
        c.rect(m.visibleFrame)
        c.stroke()
    }

    // MARK: screen

    /// The curved screen band with the hall name, centred on the hall's axis as it scrolls.
    func paintScreenHeader(_ c: Canvas) {
        let r = layout.screenHeader
        c.fill(r, theme.background)
        let vp = layout.viewport
        let axis = vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: Point(x: layout.seatLayout.centerAxisX, y: 0))).x
        let mapWidth = layout.seatLayout.contentSize.width * vp.pointsPerDesignPoint
        let w = min(max(mapWidth * 0.55, 150), min(260, r.width - 40))
        let cx = min(max(axis, r.minX + w / 2 + 8), r.maxX - w / 2 - 8)
        paintScreenBand(c, cx: cx, top: r.minY + 4, width: w, height: 22, label: screenLabel)
        // 银幕中央 marker where the centre line enters the viewport (only while the line is in view).
        let label = strings.centerLine
        let lw = c.textWidth(label, size: 9) + 10
        guard axis >= vp.frame.minX, axis <= vp.frame.maxX else { return }
        let mx = min(max(axis, vp.frame.minX + lw / 2 + 2), vp.frame.maxX - lw / 2 - 2)
        c.fillRounded(Rect(x: mx - lw / 2, y: r.maxY - 13, width: lw, height: 13), radius: 6.5, colors.centerLine.withAlpha(0.35))
        c.text(label, x: mx, y: r.maxY - 6.5, size: 9, color: colors.screenText, align: .center)
    }

    /// "7号IMAX厅 银幕", or just the theme's word when the file names no hall.
    var screenLabel: String { [page.hall.hallName, strings.screen].compactMap { $0 }.joined(separator: " ") }

    func paintScreenBand(_ c: Canvas, cx: Double, top: Double, width w: Double, height h: Double, label: String) {
        // A shallow arc: the straight top edge is the screen, the curved bottom its projection.
        c.setColor(colors.screenFill)
        c.newPath()
        c.move(cx - w / 2, top)
        c.line(cx + w / 2, top)
        c.line(cx + w / 2 - h * 0.5, top + h * 0.55)
        c.curve(cx + w * 0.2, top + h * 0.95, cx - w * 0.2, top + h * 0.95, cx - w / 2 + h * 0.5, top + h * 0.55)
        c.close()
        c.fill()
        c.fittedText(label, x: cx, y: top + h * 0.38, size: h * 0.46, minSize: 7, maxWidth: w - h * 1.4,
                     color: colors.screenText, align: .center)
    }

    /// In `--mode full` the screen label sits in the map's top inset, in design points.
    func paintFullScreenLabel(_ c: Canvas) {
        let s = layout.seatLayout
        let w = min(max((s.contentSize.width - 2 * s.metrics.insetLeft) * 0.5, 140), s.contentSize.width - 20)
        paintScreenBand(c, cx: s.centerAxisX, top: 3, width: w, height: min(30, s.metrics.insetTop * 0.7),
                        label: screenLabel)
    }

    // MARK: chrome

    func paintStatusBar(_ c: Canvas) {
        let r = layout.statusBar
        c.fill(r, colors.navigation)
        let y = r.minY + min(r.height / 2 + (r.height > 30 ? 6 : 0), r.height - 8)
        c.text("9:41", x: r.minX + (r.height > 30 ? 40 : 8), y: y, size: 14, weight: .bold, color: colors.text)
        // Battery: outline, fill, cap.
        let bx = r.maxX - (r.height > 30 ? 38 : 30), by = y - 5.5
        c.setColor(colors.text.withAlpha(0.45))
        c.setLineWidth(1)
        c.roundedRect(Rect(x: bx, y: by, width: 23, height: 11), radius: 3)
        c.stroke()
        c.fillRounded(Rect(x: bx + 2, y: by + 2, width: 17, height: 7), radius: 1.5, colors.text)
        c.fillRounded(Rect(x: bx + 24, y: by + 3.5, width: 1.6, height: 4), radius: 0.8, colors.text.withAlpha(0.45))
    }

    func paintNavigation(_ c: Canvas) {
        let r = layout.navigationBar
        c.fill(r, colors.navigation)
        // Back chevron.
        c.setColor(colors.text)
        c.setLineWidth(2)
        c.setRoundCaps()
        c.move(r.minX + 22, r.midY - 7)
        c.line(r.minX + 15, r.midY)
        c.line(r.minX + 22, r.midY + 7)
        c.stroke()
        // The movie over cinema · hall; a file without a movie moves its first name up.
        let hall = page.hall
        var names = [hall.cinemaName, hall.hallName].compactMap { $0 }
        let title = hall.movie?.title ?? (names.isEmpty ? "" : names.removeFirst())
        c.fittedText(title, x: r.midX, y: r.minY + 15, size: 16, minSize: 11, maxWidth: r.width - 100,
                     weight: .bold, color: colors.text, align: .center)
        let sub = names.joined(separator: " · ")
        c.fittedText(sub, x: r.midX, y: r.minY + 33, size: 11, minSize: 8, maxWidth: r.width - 100,
                     color: colors.secondaryText, align: .center)
        c.fill(Rect(x: r.minX, y: r.maxY - 0.5, width: r.width, height: 0.5), colors.separator)
    }

    /// The seed's chip strip: one chip per showtime, the current one selected and in view.
    func paintStrip(_ c: Canvas) {
        let r = layout.showtimeStrip
        c.fill(r, colors.strip)
        c.save()
        c.clip(to: r)
        for chip in layout.chips {
            let st = page.hall.showtimes[chip.showtimeIndex]
            let f = chip.frame
            c.setColor(chip.isSelected ? colors.chipSelectedFill : colors.chipFill)
            c.roundedRect(f, radius: 8)
            c.fillPreserve()
            c.setColor(chip.isSelected ? colors.chipSelectedStroke : colors.chipStroke)
            c.setLineWidth(chip.isSelected ? 1.2 : 0.8)
            c.stroke()
            let tc = chip.isSelected ? colors.chipSelectedText : colors.chipText
            c.text(st.clockTime, x: f.midX, y: f.minY + 15, size: 15, weight: .bold, color: tc, align: .center)
            var detail = st.tag ?? ""
            if let p = st.priceFen { detail += (detail.isEmpty ? "" : " ") + "\(strings.currency)\(formatYuanShort(p))\(strings.chipPriceSuffix)" }
            c.fittedText(detail, x: f.midX, y: f.minY + 33, size: 10, minSize: 7, maxWidth: f.width - 8,
                         color: chip.isSelected ? tc : colors.secondaryText, align: .center)
        }
        c.restore()
        c.fill(Rect(x: r.minX, y: r.maxY - 0.5, width: r.width, height: 0.5), colors.separator)
    }

    /// 可选 已售 已选 情侣座 锁定, each with its own icon, centred in the legend row.
    func paintLegend(_ c: Canvas) {
        let r = layout.legend
        c.fill(r, theme.background)
        var items: [(String, SeatState, Int)] = [
            (strings.legendAvailable, .available, 1), (strings.legendSold, .sold, 1),
            (strings.legendSelected, .selected, 1), (strings.legendLocked, .locked, 1),
        ]
        if page.hall.allSeats.contains(where: { page.hall.couplePartner(of: $0.index) != nil }) {
            items.insert((strings.legendCouple, .available, 2), at: 3)
        }
        let icon = 16.0, gap = 4.0, spacing = 14.0, fontSize = 11.0
        let widths = items.map { icon * Double($0.2) + gap + c.textWidth($0.0, size: fontSize) }
        let total = widths.reduce(0, +) + spacing * Double(items.count - 1)
        var x = r.midX - total / 2
        let painter = SeatPainter(theme: theme, pixelsPerPoint: layout.pixelScale, deviceScale: layout.pixelScale)
        for (i, item) in items.enumerated() {
            let f = Rect(x: x, y: r.midY - icon / 2, width: icon * Double(item.2), height: icon)
            painter.draw(c, frame: f, state: item.1, zone: item.2 == 2 ? .couple : .normal, halves: item.2)
            c.text(item.0, x: f.maxX + gap, y: r.midY, size: fontSize, color: colors.legendText)
            x += widths[i] + spacing
        }
    }

    /// Selected-seat chips (or the limit hint), the total in yuan, and the confirm button.
    func paintPriceBar(_ c: Canvas) {
        let r = layout.priceBar
        c.fill(r, colors.priceBar)
        c.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: 0.5), colors.separator)
        let sel = page.selection
        let limitText = strings.limitHint.replacingAll("{n}", with: "\(sel.limit)")
        let row = layout.priceChipsRow
        if sel.selected.isEmpty {
            c.text(limitText, x: row.minX + 4, y: row.midY, size: 12, color: colors.hintText)
        } else {
            paintSeatChips(c, row: row)
        }
        let t = layout.totalArea
        if sel.selected.isEmpty {
            c.text(strings.pickSeats, x: t.minX, y: t.midY, size: 15, color: colors.hintText)
        } else {
            let price = "\(strings.currency)\(formatYuan(sel.totalFen))"
            c.fittedText(price, x: t.minX, y: t.minY + 15, size: 22, minSize: 14, maxWidth: t.width, weight: .bold, color: colors.priceText)
            let count = strings.selectedCount.replacingAll("{n}", with: "\(sel.selected.count)")
            c.fittedText("\(count) · \(limitText)", x: t.minX, y: t.minY + 35, size: 10.5, minSize: 8, maxWidth: t.width,
                         color: colors.hintText)
        }
        let b = layout.confirmButton
        let enabled = !sel.selected.isEmpty
        c.fillRounded(b, radius: b.height / 2, enabled ? colors.buttonFill : colors.buttonDisabledFill)
        c.fittedText(strings.confirm, x: b.midX, y: b.midY, size: 16, minSize: 11, maxWidth: b.width - 16, weight: .bold,
                     color: enabled ? colors.buttonText : colors.buttonDisabledText, align: .center)
        if layout.device.safeBottom > 0 {
            c.fillRounded(Rect(x: r.midX - 67, y: r.maxY - 13, width: 134, height: 5), radius: 2.5, colors.text)
        }
    }

    /// One chip per selected seat (`5排3号` over `¥45`); when they do not fit, the last shows `+N`.
    func paintSeatChips(_ c: Canvas, row: Rect) {
        let sel = page.selection
        let seats = sel.selected.map { page.hall[$0] }
        let labels = seats.map { $0.label(template: strings.seatLabel) }
        let widths = zip(labels, seats).map { label, s in
            max(c.textWidth(label, size: 11.5, weight: .bold), c.textWidth("\(strings.currency)\(formatYuanShort(s.priceFen))", size: 10)) + 14
        }
        let spacing = 6.0
        var x = row.minX
        for i in seats.indices {
            let remaining = seats.count - i
            let moreWidth = 34.0
            if x + widths[i] > row.maxX || (remaining > 1 && x + widths[i] + spacing + moreWidth > row.maxX && widths[i...].reduce(0, +) + spacing * Double(remaining - 1) > row.maxX - x) {
                let f = Rect(x: x, y: row.minY, width: min(moreWidth, row.maxX - x), height: row.height)
                c.fillRounded(f, radius: 6, colors.seatChipFill)
                c.text("+\(remaining)", x: f.midX, y: f.midY, size: 12, weight: .bold, color: colors.seatChipText, align: .center)
                return
            }
            let f = Rect(x: x, y: row.minY, width: widths[i], height: row.height)
            c.fillRounded(f, radius: 6, colors.seatChipFill)
            c.text(labels[i], x: f.midX, y: f.minY + 10, size: 11.5, weight: .bold, color: colors.seatChipText, align: .center)
            // The price in the theme's price colour where it reads on the chip, else in the chip's text colour.
            let chipFill = colors.seatChipFill.over(colors.priceBar.over(.white))
            let priceColor = colors.priceText.over(chipFill).contrastRatio(with: chipFill) >= ThemeLint.nonTextMinimum
                ? colors.priceText : colors.seatChipText
            c.text("\(strings.currency)\(formatYuanShort(seats[i].priceFen))", x: f.midX, y: f.minY + 23.5, size: 10,
                   color: priceColor, align: .center)
            x += widths[i] + spacing
        }
    }
}

/// Seat icons recorded once per (state, zone, halves, size) for vector output.
struct SeatIcons {
    struct Key: Hashable {
        let state: SeatState
        let zone: SeatZone
        let halves: Int
        let width: Double
        let height: Double
    }

    let painter: SeatPainter
    let fonts: [String]
    private var cache: [Key: (surface: CairoSurface, margin: Double)] = [:]

    init(painter: SeatPainter, fonts: [String]) {
        self.painter = painter
        self.fonts = fonts
    }

    /// The icon, its frame at (margin, margin) inside a recording that starts at the origin
    /// (Cairo's SVG backend misplaces recordings whose extents start elsewhere); nil when Cairo
    /// cannot record one (the caller then draws the seat directly).
    mutating func icon(state: SeatState, zone: SeatZone, halves: Int, size: Size) -> (surface: CairoSurface, margin: Double)? {
        let key = Key(state: state, zone: zone, halves: halves, width: size.width, height: size.height)
        if let known = cache[key] { return known }
        // Strokes reach a little outside the frame: record a margin around it.
        let m = max(size.width, size.height) * 0.25
        guard let surface = try? CairoSurface(.recording(extents: Rect(x: 0, y: 0, width: size.width + 2 * m, height: size.height + 2 * m))),
              let context = try? CairoContext(surface) else { return nil }
        let canvas = Canvas(context: context, fonts: fonts)
        painter.draw(canvas, frame: Rect(x: m, y: m, width: size.width, height: size.height), state: state, zone: zone, halves: halves)
        guard (try? canvas.check("seat icon")) != nil else { return nil }
        cache[key] = (surface, m)
        return (surface, m)
    }
}
