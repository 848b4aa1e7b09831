import SeatMapRules
import SeatMapPage
import SeatMapTheme
import SeatMapCore
import SeatMapLayout

/// Paints a `SeatPage`: a pure function of the page and the canvas transform. It walks the
/// elements of the `ResolvedPage` and the seats' frames and computes no geometry of its own:
/// what it adds is drawing inside an element (an icon's strokes, a text's baseline offset).
struct PagePainter {
    let page: SeatPage
    /// Draw each distinct seat icon once and place it per seat (SVG): the file holds one path
    /// set per icon, not per seat, so its size follows what is drawn. Raster output draws every
    /// seat directly, so its pixels do not depend on this.
    var sharesShapes = false
    /// Raster output places small seats as cached pixel icons (`RasterSeatIcons`) when the
    /// renderer found that it pays for the page; vector output must not (it would embed images).
    var placesSmallSeatsAsPixels = false
    /// Collects the seats placed as shared icons, in order (the SVG names each `<use>` after it).
    var placedSeats: PlacedSeatLog?
    var theme: Theme { page.theme }
    var layout: PageLayout { page.layout }
    var colors: PageColors { page.theme.page }
    var strings: PageStrings { page.theme.strings }

    /// Paints everything, in page points (the caller has scaled the canvas to pixels), from the
    /// page resolved with text measured at the pixel scale it draws at (`Renderer.resolve`).
    func paint(_ c: Canvas, _ resolved: ResolvedPage) throws(RenderError) {
        // The whole surface, not just the page rectangle: the image is the page rounded up to
        // whole pixels, and a half-covered last column would be semi-transparent.
        c.setColor(theme.background)
        c.paint()
        switch layout.mode {
        case .full:
            paintMap(c, resolved)
        case .screen:
            paintMap(c, resolved)
            try c.check("seat map")
            paintScreenHeader(c, resolved)
            paintStatusBar(c, resolved)
            paintNavigation(c, resolved)
            paintStrip(c, resolved)
            paintLegend(c, resolved)
            paintPriceBar(c, resolved)
        }
        try c.check("page")
    }

    // MARK: seat map

    /// The viewport: centre line, seats, row rail and minimap, clipped to the viewport.
    func paintMap(_ c: Canvas, _ resolved: ResolvedPage) {
        let vp = layout.viewport
        c.save()
        c.clip(to: vp.frame)
        // Design space → page points.
        c.save()
        c.translate(vp.frame.minX - vp.contentOffset.x, vp.frame.minY - vp.contentOffset.y)
        c.scale(vp.pointsPerDesignPoint)
        let ppd = vp.pointsPerDesignPoint
        paintCenterLine(c, designScale: ppd)
        if layout.mode == .full, let band = resolved.first(.screen), let design = band.designFrame {
            paintScreenBand(c, frame: design, label: band.text ?? "")
        }
        paintSeats(c, pixelsPerPoint: ppd * vp.deviceScale)
        c.restore()
        if let hint = resolved.first(.scrollHint) {
            // The page background fading in over the last seats in view: the map goes on below.
            c.fillVerticalGradient(hint.frame, top: theme.background.withAlpha(0), bottom: theme.background.withAlpha(0.92))
        }
        paintRail(c, resolved)
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
        let usesPixelIcons = !sharesShapes && placesSmallSeatsAsPixels
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
                    placedSeats?.seats.append(SVGDocument.PlacedSeat(index: idx, partner: halves == 2 ? hall.couplePartner(of: idx) : nil))
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
    func paintRail(_ c: Canvas, _ resolved: ResolvedPage) {
        guard let rail = resolved.first(.rail) else { return }
        c.fillRounded(rail.frame, radius: rail.frame.width / 2, colors.railFill)
        for label in resolved.all(.railLabel) {
            guard let text = label.text, let at = label.textAnchor, let size = label.fontSize else { continue }
            c.fittedText(text, x: at.x, y: at.y, size: size, minSize: min(4, size), maxWidth: label.frame.width - 1,
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
    func paintScreenHeader(_ c: Canvas, _ resolved: ResolvedPage) {
        guard let header = resolved.first(.screenHeader), let band = resolved.first(.screen) else { return }
        c.fill(header.frame, theme.background)
        paintScreenBand(c, frame: band.frame, label: band.text ?? "")
        // 银幕中央 marker where the centre line enters the viewport (only while the line is in view).
        guard let marker = resolved.first(.centerLine), let at = marker.textAnchor else { return }
        c.fillRounded(marker.frame, radius: marker.frame.height / 2, colors.centerLine.withAlpha(0.35))
        c.text(marker.text ?? "", x: at.x, y: at.y, size: marker.fontSize ?? 9, color: colors.screenText, align: .center)
    }

    func paintScreenBand(_ c: Canvas, frame f: Rect, label: String) {
        let cx = f.midX, top = f.minY, w = f.width, h = f.height
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



    // MARK: chrome

    func paintStatusBar(_ c: Canvas, _ resolved: ResolvedPage) {
        c.fill(layout.statusBar, colors.navigation)
        if let clock = resolved.first(.clock), let at = clock.textAnchor {
            c.text(clock.text ?? "", x: at.x, y: at.y, size: clock.fontSize ?? 14, weight: .bold, color: colors.text)
        }
        // Battery icon: outline, fill, cap, inside its element.
        guard let battery = resolved.first(.battery) else { return }
        let bx = battery.frame.minX, by = battery.frame.minY
        c.setColor(colors.text.withAlpha(0.45))
        c.setLineWidth(1)
        c.roundedRect(Rect(x: bx, y: by, width: 23, height: 11), radius: 3)
        c.stroke()
        c.fillRounded(Rect(x: bx + 2, y: by + 2, width: 17, height: 7), radius: 1.5, colors.text)
        c.fillRounded(Rect(x: bx + 24, y: by + 3.5, width: 1.6, height: 4), radius: 0.8, colors.text.withAlpha(0.45))
    }

    func paintNavigation(_ c: Canvas, _ resolved: ResolvedPage) {
        let r = layout.navigationBar
        c.fill(r, colors.navigation)
        // Back chevron, in its 28-pt touch target.
        if let back = resolved.first(.back) {
            let f = back.frame
            c.setColor(colors.text)
            c.setLineWidth(2)
            c.setRoundCaps()
            c.move(f.minX + 14, f.midY - 7)
            c.line(f.minX + 7, f.midY)
            c.line(f.minX + 14, f.midY + 7)
            c.stroke()
        }
        if let title = resolved.first(.title), let at = title.textAnchor {
            c.fittedText(title.text ?? "", x: at.x, y: at.y, size: title.fontSize ?? 16, minSize: 11, maxWidth: title.frame.width,
                         weight: .bold, color: colors.text, align: .center)
        }
        if let sub = resolved.first(.subtitle), let at = sub.textAnchor {
            c.fittedText(sub.text ?? "", x: at.x, y: at.y, size: sub.fontSize ?? 11, minSize: 8, maxWidth: sub.frame.width,
                         color: colors.secondaryText, align: .center)
        }
        c.fill(Rect(x: r.minX, y: r.maxY - 0.5, width: r.width, height: 0.5), colors.separator)
    }

    /// The showtime strip: one chip per showtime, the current one selected and in view.
    func paintStrip(_ c: Canvas, _ resolved: ResolvedPage) {
        let r = layout.showtimeStrip
        c.fill(r, colors.strip)
        c.save()
        c.clip(to: r)
        for chip in resolved.all(.chip) {
            let f = chip.frame
            let selected = chip.isSelected == true
            c.setColor(selected ? colors.chipSelectedFill : colors.chipFill)
            c.roundedRect(f, radius: 8)
            c.fillPreserve()
            c.setColor(selected ? colors.chipSelectedStroke : colors.chipStroke)
            c.setLineWidth(selected ? 1.2 : 0.8)
            c.stroke()
            let tc = selected ? colors.chipSelectedText : colors.chipText
            let at = chip.textAnchor ?? Point(x: f.midX, y: f.minY + 15)
            c.text(chip.text ?? "", x: at.x, y: at.y, size: 15, weight: .bold, color: tc, align: .center)
            if let detail = chip.detail, !detail.isEmpty {
                c.fittedText(detail, x: f.midX, y: f.minY + 33, size: 10, minSize: 7, maxWidth: f.width - 8,
                             color: selected ? tc : colors.secondaryText, align: .center)
            }
        }
        c.restore()
        c.fill(Rect(x: r.minX, y: r.maxY - 0.5, width: r.width, height: 0.5), colors.separator)
    }

    /// 可选 已售 已选 情侣座 锁定, each with its own icon, centred in the legend row.
    func paintLegend(_ c: Canvas, _ resolved: ResolvedPage) {
        c.fill(layout.legend, theme.background)
        let painter = SeatPainter(theme: theme, pixelsPerPoint: layout.pixelScale, deviceScale: layout.pixelScale)
        for item in resolved.all(.legendItem) {
            guard let icon = item.iconFrame, let state = item.state, let at = item.textAnchor else { continue }
            let halves = item.index ?? 1
            painter.draw(c, frame: icon, state: state, zone: item.zone ?? (halves == 2 ? .couple : .normal), halves: halves)
            c.text(item.text ?? "", x: at.x, y: at.y, size: item.fontSize ?? 11, color: colors.legendText)
        }
    }

    /// Selected-seat chips (or the limit hint), the total in yuan, and the confirm button.
    func paintPriceBar(_ c: Canvas, _ resolved: ResolvedPage) {
        let r = layout.priceBar
        c.fill(r, colors.priceBar)
        c.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: 0.5), colors.separator)
        if let hint = resolved.first(.hint), let at = hint.textAnchor {
            c.text(hint.text ?? "", x: at.x, y: at.y, size: hint.fontSize ?? 12, color: colors.hintText)
        }
        paintSeatChips(c, resolved)
        if let total = resolved.first(.total), let at = total.textAnchor {
            let t = total.frame
            if let detail = total.detail {
                c.fittedText(total.text ?? "", x: at.x, y: at.y, size: total.fontSize ?? 22, minSize: 14, maxWidth: t.width,
                             weight: .bold, color: colors.priceText)
                c.fittedText(detail, x: t.minX, y: t.minY + 35, size: 10.5, minSize: 8, maxWidth: t.width, color: colors.hintText)
            } else {
                c.text(total.text ?? "", x: at.x, y: at.y, size: total.fontSize ?? 15, color: colors.hintText)
            }
        }
        if let confirm = resolved.first(.confirm) {
            let b = confirm.frame
            let enabled = confirm.isSelected == true
            c.fillRounded(b, radius: b.height / 2, enabled ? colors.buttonFill : colors.buttonDisabledFill)
            c.fittedText(confirm.text ?? "", x: b.midX, y: b.midY, size: confirm.fontSize ?? 16, minSize: 11, maxWidth: b.width - 16,
                         weight: .bold, color: enabled ? colors.buttonText : colors.buttonDisabledText, align: .center)
        }
        if let home = resolved.first(.homeIndicator) {
            c.fillRounded(home.frame, radius: home.frame.height / 2, colors.text)
        }
    }

    /// One chip per selected seat (`5排3号` over `¥45`); when they do not fit, the last shows `+N`.
    func paintSeatChips(_ c: Canvas, _ resolved: ResolvedPage) {
        for chip in resolved.elements where chip.kind == .seatChip || chip.kind == .moreChip {
            let f = chip.frame
            c.fillRounded(f, radius: 6, colors.seatChipFill)
            if chip.kind == .moreChip {
                c.text(chip.text ?? "", x: f.midX, y: f.midY, size: chip.fontSize ?? 12, weight: .bold, color: colors.seatChipText, align: .center)
                continue
            }
            c.text(chip.text ?? "", x: f.midX, y: f.minY + 10, size: chip.fontSize ?? 11.5, weight: .bold, color: colors.seatChipText, align: .center)
            // The price in the theme's price colour where it reads on the chip, else in the chip's text colour.
            let chipFill = colors.seatChipFill.over(colors.priceBar.over(.white))
            let priceColor = colors.priceText.over(chipFill).contrastRatio(with: chipFill) >= ThemeLint.nonTextMinimum
                ? colors.priceText : colors.seatChipText
            c.text(chip.detail ?? "", x: f.midX, y: f.minY + 23.5, size: 10, color: priceColor, align: .center)
        }
    }
}
