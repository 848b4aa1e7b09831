import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// Everything around the map: screen header, status bar, navigation, showtime strip, legend and
/// price bar.
extension PageResolver {
    /// The curved band centred on the hall's axis as it scrolls (kept inside the header), and the
    /// 银幕中央 marker where the centre line enters the viewport (only while the line is in view).
    mutating func screenHeader() {
        let r = layout.screenHeader
        let vp = layout.viewport
        add(.screenHeader(Panel(frame: r, fill: theme.background)))
        let axis = vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: Point(x: layout.seatLayout.centerAxisX, y: 0))).x
        let mapWidth = layout.seatLayout.contentSize.width * vp.pointsPerDesignPoint
        // The minimap, when shown, sits at the band's left: the screen and its centre pill keep
        // right of it.
        let left = layout.minimap.map { $0.frame.maxX + 4 + 6 } ?? r.minX + 8
        let w = min(max(mapWidth * 0.55, 150), min(260, r.width - 40), r.maxX - 8 - left)
        let cx = min(max(axis, left + w / 2), r.maxX - w / 2 - 8)
        // 22 pt high in the 40-pt band (the wide page's 32-pt band gets a lower screen), clear of the pill.
        let band = Rect(x: cx - w / 2, y: r.minY + 4, width: w, height: min(22, r.height - 18))
        add(.screen(screenBand(band, page: band, transform: nil, clip: nil, spaceScale: 1)))
        guard axis >= vp.frame.minX, axis <= vp.frame.maxX else { return }
        let label = strings.centerLine
        let lw = text.width(label, size: 9, weight: .regular) + 10 * textScale
        let mx = min(max(axis, vp.frame.minX + lw / 2 + 2, left + lw / 2), vp.frame.maxX - lw / 2 - 2)
        let frame = Rect(x: mx - lw / 2, y: r.maxY - 13 * textScale, width: lw, height: 13 * textScale)
        let pill = theme.centerPill
        add(.centerLine(Pill(frame: frame, radius: frame.height / 2, fill: pill.fill, clip: nil,
                             text: text.set(label, x: mx, centreY: r.maxY - 6.5 * textScale, size: 9, color: pill.text, align: .center))))
    }

    /// The status bar's clock ("9:41", as in Apple's marketing shots) and battery, inset more
    /// on notched devices.
    mutating func statusBar() {
        let r = layout.statusBar
        add(.statusBar(Panel(frame: r, fill: colors.navigation)))
        // A phone in landscape hides its status bar.
        guard r.height >= 16 else { return }
        let y = r.minY + min(r.height / 2 + (r.height > 30 ? 6 : 0), r.height - 8)
        let x = r.minX + (r.height > 30 ? 40 : 8)
        // The system's own bar: its clock does not follow the app's text scale.
        let clock = TextSetter(measure: text.measure).set("9:41", x: x, centreY: y, size: 14, weight: .bold, color: colors.text)
        add(.clock(Label(frame: Rect(x: x, y: y - 9, width: clock.width, height: 18), text: clock)))
        let bx = r.maxX - (r.height > 30 ? 38 : 30), by = y - 5.5
        add(.battery(Battery(frame: Rect(x: bx, y: by, width: 25.6, height: 11),
                             outline: Rect(x: bx, y: by, width: 23, height: 11), outlineRadius: 3, outlineWidth: 1,
                             outlineColor: colors.text.withAlpha(0.45),
                             charge: Rect(x: bx + 2, y: by + 2, width: 17, height: 7), chargeRadius: 1.5, chargeColor: colors.text,
                             cap: Rect(x: bx + 24, y: by + 3.5, width: 1.6, height: 4), capRadius: 0.8,
                             capColor: colors.text.withAlpha(0.45))))
    }

    /// Back chevron, the movie (else the cinema or hall name) over cinema · hall, each shrunk or
    /// cut to the space between the bar's buttons.
    mutating func navigation() {
        let r = layout.navigationBar
        add(.navigation(Panel(frame: r, fill: colors.navigation)))
        let back = Rect(x: r.minX + 8, y: r.midY - 14, width: 28, height: 28)
        add(.back(Chevron(frame: back, points: [Point(x: back.minX + 14, y: back.midY - 7), Point(x: back.minX + 7, y: back.midY),
                                                Point(x: back.minX + 14, y: back.midY + 7)],
                          lineWidth: 2, color: colors.text)))
        let hall = page.hall
        var names = [hall.cinemaName, hall.hallName].compactMap { $0 }
        let title = hall.movie?.title ?? (names.isEmpty ? "" : names.removeFirst())
        let textWidth = r.width - 100
        if !title.isEmpty {
            add(.title(Label(frame: Rect(x: r.midX - textWidth / 2, y: r.minY + 5 * textScale, width: textWidth, height: 20 * textScale),
                             text: text.set(title, x: r.midX, centreY: r.minY + 15 * textScale, size: 16, weight: .bold, color: colors.text,
                                            align: .center, fitting: (11, textWidth)))))
        }
        if !names.isEmpty {
            add(.subtitle(Label(frame: Rect(x: r.midX - textWidth / 2, y: r.minY + 26 * textScale, width: textWidth, height: 14 * textScale),
                                text: text.set(names.joined(separator: " · "), x: r.midX, centreY: r.minY + 33 * textScale, size: 11,
                                               color: colors.secondaryText, align: .center, fitting: (8, textWidth)))))
        }
        add(.separator(Panel(frame: Rect(x: r.minX, y: r.maxY - 0.5, width: r.width, height: 0.5), fill: colors.separator)))
    }

    /// One chip per showtime (`PageLayout` places them), clipped to the strip: the time over its
    /// tag and price, or alone in the middle when there is neither.
    mutating func strip() {
        let r = layout.showtimeStrip
        add(.strip(Panel(frame: r, fill: colors.strip)))
        for chip in layout.chips {
            let st = page.hall.showtimes[chip.showtimeIndex]
            var detail = st.tag ?? ""
            if let p = st.priceMinorUnits, p > 0 { detail += (detail.isEmpty ? "" : " ") + page.price(p, suffix: strings.chipPriceSuffix) }
            let f = chip.frame
            guard f.intersection(r).width > 0, f.intersection(r).height > 0 else { continue }
            let selected = chip.isSelected
            let tc = selected ? colors.chipSelectedText : colors.chipText
            let time = text.set(st.clockTime, x: f.midX, centreY: detail.isEmpty ? f.midY : f.minY + 15 * textScale, size: 15, weight: .bold,
                                color: tc, align: .center)
            let detailText = detail.isEmpty ? nil
                : text.set(detail, x: f.midX, centreY: f.minY + 33 * textScale, size: 10, color: selected ? tc : colors.secondaryText,
                           align: .center, fitting: (7, f.width - 8))
            add(.chip(Chip(frame: f, clip: r, index: chip.showtimeIndex, isSelected: selected, radius: 8,
                           fill: selected ? colors.chipSelectedFill : colors.chipFill,
                           stroke: selected ? colors.chipSelectedStroke : colors.chipStroke, lineWidth: selected ? 1.2 : 0.8,
                           time: time, detail: detailText)))
        }
        add(.separator(Panel(frame: Rect(x: r.minX, y: r.maxY - 0.5, width: r.width, height: 0.5), fill: colors.separator)))
    }

    /// One legend entry: a seat icon (`halves` 2 for a sofa) and its word; or, on the page of a
    /// venue without seats, a swatch of an area in `state`.
    struct LegendEntry {
        var word: String
        var state: SeatState
        var zone: SeatZone
        var halves: Int
        var kind: SeatKind?
        var isSwatch = false
    }

    /// The legend's groups, each starting a line: 可选 已售 已选 (情侣座) 锁定; halls with more than
    /// one price zone add each zone's icon (its tint, a sofa for couples), name and price (the
    /// lowest, with the theme's "from" suffix when prices vary); halls with seat kinds add each
    /// kind with its mark on an available seat.
    func legendGroups() -> [[LegendEntry]] {
        // A venue of booths and standing floors: what its areas look like, not seat icons (no
        // seat to read them on; an area is not locked, so no 锁定).
        if let venue = page.venue, venue.layout.venue.allSeats.isEmpty {
            return [[SeatState.available, .sold, .selected].map { state in
                let word = state == .available ? strings.legendAvailable : state == .sold ? strings.legendSold : strings.legendSelected
                return LegendEntry(word: word, state: state, zone: .normal, halves: 1, isSwatch: true)
            }]
        }
        let hall = page.hall
        // One pass over the seats: each zone's price range, and whether any sofa exists.
        var range: [SeatZone: (low: Int, high: Int)] = [:]
        var hasSofas = false
        for (index, seat) in hall.allSeats {
            let r = range[seat.zone]
            range[seat.zone] = (min(r?.low ?? seat.priceMinorUnits, seat.priceMinorUnits), max(r?.high ?? seat.priceMinorUnits, seat.priceMinorUnits))
            if !hasSofas, hall.couplePartner(of: index) != nil { hasSofas = true }
        }
        let zones = range.keys.sorted()
        let present = Set(hall.allSeats.compactMap(\.seat.kind))
        let kinds = SeatKind.allCases.filter(present.contains).map {
            LegendEntry(word: strings.word(for: $0), state: .available, zone: .normal, halves: 1, kind: $0)
        }
        var states = [
            LegendEntry(word: strings.legendAvailable, state: .available, zone: .normal, halves: 1),
            LegendEntry(word: strings.legendSold, state: .sold, zone: .normal, halves: 1),
            LegendEntry(word: strings.legendSelected, state: .selected, zone: .normal, halves: 1),
            LegendEntry(word: strings.legendLocked, state: .locked, zone: .normal, halves: 1),
        ]
        var groups: [[LegendEntry]] = []
        if zones.count > 1 {
            var tiers: [LegendEntry] = []
            for zone in zones {
                guard let (low, high) = range[zone] else { continue }
                // A zone whose seats all cost 0 has no known price (imports without ticket prices): name only.
                let price = high == 0 ? "" : " " + page.price(low, suffix: high > low ? strings.chipPriceSuffix : "")
                tiers.append(LegendEntry(word: "\(page.zoneName(zone))\(price)", state: .available, zone: zone,
                                         halves: zone == .couple && hasSofas ? 2 : 1))
            }
            groups = [states, tiers]
        } else {
            if hasSofas { states.insert(LegendEntry(word: strings.legendCouple, state: .available, zone: .couple, halves: 2), at: 3) }
            groups = [states]
        }
        if !kinds.isEmpty { groups.append(kinds) }
        return groups
    }

    /// The legend's lines: each group's entries side by side, wrapping onto further lines when
    /// they are wider than the legend (at their own size: the legend never shrinks its words).
    /// An entry's width as its words need it: its icon, a gap and its word at 11 pt (× the text scale).
    func legendEntryWidth(_ entry: LegendEntry) -> Double {
        16 * textScale * Double(entry.halves) + 4 * textScale + text.width(entry.word, size: 11, weight: .regular)
    }

    func legendLines(width: Double) -> [[(entry: LegendEntry, width: Double)]] {
        let spacing = 14.0 * textScale
        var lines: [[(entry: LegendEntry, width: Double)]] = []
        for group in legendGroups() {
            var line: [(entry: LegendEntry, width: Double)] = []
            var used = 0.0
            for entry in group {
                // An entry wider than the legend itself (a long price at large text) is set to its width.
                let w = min(legendEntryWidth(entry), width)
                let add = w + (line.isEmpty ? 0 : spacing)
                if !line.isEmpty, used + add > width - 16 {
                    lines.append(line)
                    (line, used) = ([(entry, w)], w)
                } else {
                    line.append((entry, w))
                    used += add
                }
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// The legend's height for `lines` lines: 17 pt to the first line's centre, 22 pt a line,
    /// 17 pt under the last (× the text scale).
    func legendHeight(lines: Int) -> Double { (12 + 22 * Double(lines)) * textScale }

    /// The legend's lines, centred, 22 pt apart from 17 pt below its top. Lines the legend has no
    /// room for (a landscape column at large text) are left out, and a warning names them.
    mutating func legend() {
        let r = layout.legend
        add(.legend(Panel(frame: r, fill: theme.background)))
        let lines = legendLines(width: r.width)
        let fit = lines.indices.filter { r.minY + (17 + 22 * Double($0)) * textScale + 8 * textScale <= r.maxY + 1e-9 }.count
        var dropped = lines.dropFirst(fit).flatMap { $0.map(\.entry.word) }
        for n in 0..<fit {
            var line = lines[n]
            var more: (text: String, width: Double)?
            if n == fit - 1, !dropped.isEmpty {
                // The last line that shows ends with `+N` for what had no room: a visible "more".
                func label(_ count: Int) -> (String, Double) { ("+\(count)", text.width("+\(count)", size: 11, weight: .bold)) }
                more = label(dropped.count)
                while line.count > 1, line.map(\.width).reduce(0, +) + 14 * textScale * Double(line.count) + more!.width > r.width - 16 {
                    dropped.insert(line.removeLast().entry.word, at: 0)
                    more = label(dropped.count)
                }
                // `+N` alone when one item and the `+N` would overrun the legend itself.
                if line.count == 1, line[0].width + 14 * textScale + more!.width > r.width {
                    dropped.insert(line.removeLast().entry.word, at: 0)
                    more = label(dropped.count)
                }
            }
            legendItems(line, midY: r.minY + (17 + 22 * Double(n)) * textScale, in: r, more: more)
        }
        if !dropped.isEmpty {
            notes.append("legend: no room for \(dropped.count == 1 ? "1 item" : "\(dropped.count) items") (\(dropped.map { MessageText.quoted($0) }.joined(separator: ", "))) in a \(NumberText.rounded(r.height, places: 1))-pt legend on \(layout.device.name) at text scale \(NumberText.rounded(textScale, places: 2)); a smaller --text-scale or a taller device shows them")
        }
    }

    /// One line of legend items, centred at `midY`, with the `+N` of entries left out after them.
    mutating func legendItems(_ line: [(entry: LegendEntry, width: Double)], midY: Double, in r: Rect,
                              more: (text: String, width: Double)? = nil) {
        let icon = 16.0 * textScale, gap = 4.0 * textScale, spacing = 14.0 * textScale, fontSize = 11.0
        let total = line.map(\.width).reduce(0, +) + spacing * Double(line.count - 1) + (more.map { $0.width + spacing } ?? 0)
        var x = r.midX - total / 2
        defer {
            if let more {
                add(.legendItem(LegendItem(frame: Rect(x: x, y: midY - icon / 2, width: more.width, height: icon), look: nil,
                                           iconFrame: Rect(x: x, y: midY - icon / 2, width: 0, height: icon),
                                           iconScale: IconScale(pixelsPerUnit: layout.pixelScale, deviceScale: layout.pixelScale),
                                           text: text.set(more.text, x: x, centreY: midY, size: fontSize, weight: .bold,
                                                          color: colors.legendText))))
            }
        }
        for (item, width) in line {
            let iconFrame = Rect(x: x, y: midY - icon / 2, width: icon * Double(item.halves), height: icon)
            let look = item.isSwatch ? nil : SeatLook(state: item.state, zone: item.zone, halves: item.halves, width: iconFrame.width,
                                                      height: iconFrame.height, kind: item.kind)
            add(.legendItem(LegendItem(frame: Rect(x: x, y: midY - icon / 2, width: width, height: icon), look: look,
                                       swatch: item.isSwatch ? swatch(item.state, in: iconFrame) : nil,
                                       iconFrame: iconFrame,
                                       iconScale: IconScale(pixelsPerUnit: layout.pixelScale, deviceScale: layout.pixelScale),
                                       text: text.set(item.word, x: iconFrame.maxX + gap, centreY: midY, size: fontSize,
                                                      color: colors.legendText,
                                                      // Set narrower than its words (`legendLines` capped it at the legend's width).
                                                      fitting: width < legendEntryWidth(item) - 1e-9 ? (9, width - iconFrame.width - gap) : nil))))
            x += width + spacing
        }
    }

    /// An area's look in `state` as a 14-pt rounded square centred in `frame` (× the text scale):
    /// the colours `ResolvedVenue` paints areas and booths in (`AreaColors`).
    func swatch(_ state: SeatState, in frame: Rect) -> LegendSwatch {
        let c = AreaColors(theme)
        let side = 14 * textScale, f = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let (fill, stroke) = switch state {
        case .sold: (c.sold, c.available)
        case .selected: (c.selected.fill, c.selected.stroke ?? c.selected.fill)
        default: (c.availableFill, c.available)
        }
        return LegendSwatch(state: state, frame: f, radius: 2 * textScale, fill: fill, stroke: stroke, lineWidth: 1.5 * textScale)
    }

    /// Selected-seat chips (or the limit hint), the total, and the confirm button.
    mutating func priceBar() {
        let r = layout.priceBar
        add(.priceBar(Panel(frame: r, fill: colors.priceBar)))
        add(.separator(Panel(frame: Rect(x: r.minX, y: r.minY, width: r.width, height: 0.5), fill: colors.separator)))
        let sel = page.selection
        let limitText = strings.limitHint.replacingAll("{n}", with: "\(sel.limit)")
        let row = layout.priceChipsRow
        if layout.dropsChipsRow {
            notes.append("price bar: no room for the \(page.chosenCount == 0 ? "limit hint" : "selected-seat chips") on \(layout.device.name) at text scale \(NumberText.rounded(textScale, places: 2)); the total and the confirm button keep theirs")
        } else if page.chosenCount == 0 {
            add(.hint(Label(frame: row, text: text.set(limitText, x: row.minX + 4, centreY: row.midY, size: 12, color: colors.hintText,
                                                         fitting: (8, row.width - 4)))))
        } else {
            seatChips(row: row)
        }
        let t = layout.totalArea
        let main = totalText()
        let mainText = text.set(main.string, x: t.minX, centreY: page.chosenCount == 0 ? t.midY : t.minY + 15 * textScale, size: main.size,
                                weight: main.weight, color: main.color)
        if page.chosenCount == 0 {
            add(.total(Total(frame: t, amount: mainText, detail: nil)))
        } else {
            // The count is never cut: the limit after it goes first when the line is too long.
            let count = strings.selectedCount.replacingAll("{n}", with: "\(page.chosenCount)")
            let full = page.totalMinorUnits > 0 ? "\(count) · \(limitText)" : limitText
            var detail = text.set(full, x: t.minX, centreY: t.minY + 35 * textScale, size: 10.5, color: colors.hintText, fitting: (8, t.width))
            if detail.original != nil, page.totalMinorUnits > 0 {
                detail = text.set(count, x: t.minX, centreY: t.minY + 35 * textScale, size: 10.5, color: colors.hintText, fitting: (8, t.width))
                notes.append("price bar: the limit hint \(MessageText.quoted(limitText)) left out of the line under the total (no room at text scale \(NumberText.rounded(textScale, places: 2)))")
            }
            add(.total(Total(frame: t, amount: mainText, detail: detail)))
        }
        let b = layout.confirmButton
        let enabled = page.chosenCount > 0
        add(.confirm(Button(frame: b, isEnabled: enabled, radius: b.height / 2,
                            fill: enabled ? colors.buttonFill : colors.buttonDisabledFill,
                            text: text.set(strings.confirm, x: b.midX, centreY: b.midY, size: 16, weight: .bold,
                                           color: enabled ? colors.buttonText : colors.buttonDisabledText, align: .center,
                                           fitting: (11, b.width - 16)))))
        if let home = layout.homeIndicator {
            add(.homeIndicator(Pill(frame: home, radius: home.height / 2, fill: colors.text, clip: nil, text: nil)))
        }
    }

    /// What the total area says first, at its size: the prompt to pick seats, the total (a
    /// currency without minor units shows no fraction, `80.000 ₫`), or, when no selected seat has
    /// a known price, the count where the total would be. Never fitted: the layout gives it the
    /// bar's width on a line of its own when it does not fit beside the button.
    func totalText() -> (string: String, size: Double, weight: FontWeight, color: Color) {
        if page.chosenCount == 0 { return (strings.pickSeats, 15, .regular, colors.hintText) }
        if page.totalMinorUnits > 0 {
            return (page.price(page.totalMinorUnits, short: page.hall.currency.map { $0.minorUnits == 0 } ?? false), 22, .bold, colors.priceText)
        }
        return (strings.selectedCount.replacingAll("{n}", with: "\(page.chosenCount)"), 18, .bold, colors.text)
    }

    /// One chip per selected seat (`5排3号` over `¥45`) in row, then column order; when they do not fit, the
    /// last shows `+N`. The price is in the theme's price colour where it reads on the chip, else
    /// in the chip's text colour.
    mutating func seatChips(row: Rect) {
        let sel = page.selection
        let labeler = page.labeler
        // Row, then column order (as the app lists them, and so a sofa reads left half first), not
        // tap order; the order draft keeps tap order.
        let ordered = sel.selected.sorted { ($0.row, $0.col) < ($1.row, $1.col) }
        // A chip per seat, then one per general-admission area with its places (`Standing floor ×3`);
        // a booth, one place by definition, by its name alone (`A1`, not `A1 ×1`).
        let seats = ordered.map { (id: page.hall[$0].seatId, price: page.hall[$0].priceMinorUnits) }
            + page.areaPlaces.map { (id: "area:" + $0.areaId, price: $0.amount ?? 0) }
        let booths = Set(page.venue?.layout.venue.areas.filter(\.isBooth).map(\.id) ?? [])
        let labels = ordered.map { labeler.label(page.hall[$0]) }
            + page.areaPlaces.map { booths.contains($0.areaId) ? $0.label : "\($0.label) ×\($0.count)" }
        // A seat without a known price (0) shows its label alone.
        let prices = seats.map { labeler.priceText($0.price) }
        let widths = seats.indices.map { i in
            max(text.width(labels[i], size: 11.5, weight: .bold), prices[i].map { text.width($0, size: 10, weight: .regular) } ?? 0) + 14
        }
        let chipFill = colors.seatChipFill.over(colors.priceBar.over(.white))
        let priceColor = colors.priceText.over(chipFill).contrastRatio(with: chipFill) >= ThemeLint.nonTextMinimum
            ? colors.priceText : colors.seatChipText
        let spacing = 6.0
        var x = row.minX
        for i in seats.indices {
            let remaining = seats.count - i
            let moreWidth = 34.0 * textScale
            let restWidth = widths[i...].reduce(0, +) + spacing * Double(remaining - 1)
            if x + widths[i] > row.maxX || (remaining > 1 && x + widths[i] + spacing + moreWidth > row.maxX && restWidth > row.maxX - x) {
                let f = Rect(x: x, y: row.minY, width: min(moreWidth, row.maxX - x), height: row.height)
                add(.moreChip(MoreChip(frame: f, index: i, radius: 6, fill: colors.seatChipFill,
                                       text: text.set("+\(remaining)", x: f.midX, centreY: f.midY, size: 12, weight: .bold,
                                                      color: colors.seatChipText, align: .center))))
                return
            }
            let f = Rect(x: x, y: row.minY, width: widths[i], height: row.height)
            add(.seatChip(SeatChip(frame: f, seatId: seats[i].id, index: i, radius: 6, fill: colors.seatChipFill,
                                   label: text.set(labels[i], x: f.midX, centreY: prices[i] == nil ? f.midY : f.minY + 10 * textScale, size: 11.5,
                                                   weight: .bold, color: colors.seatChipText, align: .center),
                                   price: prices[i].map { text.set($0, x: f.midX, centreY: f.minY + 23.5 * textScale, size: 10, color: priceColor,
                                                                  align: .center) })))
            x += widths[i] + spacing
        }
    }
}
