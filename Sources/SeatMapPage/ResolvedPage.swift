import SeatMapCore
import SeatMapLayout
import SeatMapRules
import SeatMapTheme

/// The page resolved into elements, in paint order (back to front): every rectangle the picture
/// has, decided here and nowhere else. `PageLayout` gives the page's bars and the viewport; this
/// adds what depends on the hall, the theme's words and text widths: the screen band, the row
/// rail and its labels, the title, the legend items and the selected-seat chips. The Cairo
/// painter walks these elements; `seatmap layout` reports them and `seatmap hit --page` finds them.
public struct ResolvedPage: Sendable {
    public let page: SeatPage
    public let elements: [PageElement]

    public init(_ page: SeatPage, measure: some TextMeasuring) {
        self.page = page
        var b = Builder(page: page, measure: measure)
        b.resolve()
        elements = b.elements
    }

    public func first(_ kind: PageElement.Kind) -> PageElement? { elements.first { $0.kind == kind } }
    public func all(_ kind: PageElement.Kind) -> [PageElement] { elements.filter { $0.kind == kind } }
}

private struct Builder<M: TextMeasuring> {
    let page: SeatPage
    let measure: M
    var elements: [PageElement] = []

    var layout: PageLayout { page.layout }
    var strings: PageStrings { page.theme.strings }

    mutating func add(_ e: PageElement) { elements.append(e) }

    mutating func resolve() {
        let vp = layout.viewport
        add(PageElement(.map, frame: vp.frame))
        if layout.mode == .full { fullScreenBand() }
        // Paint order: the fade lies over the seats, the rail over the fade.
        if layout.mode == .screen { scrollHint() }
        rail()
        if let m = layout.minimap { add(PageElement(.minimap, frame: m.frame.insetBy(dx: -4, dy: -4), clip: vp.frame)) }
        guard layout.mode == .screen else { return }
        screenHeader()
        statusBar()
        navigation()
        strip()
        legend()
        priceBar()
    }

    /// When seats lie below the viewport's bottom edge (a `fit` map taller than the screen), a
    /// fade tells that the map scrolls; nothing when the whole map shows.
    mutating func scrollHint() {
        let vp = layout.viewport
        let s = layout.seatLayout
        let lastSeatBottom = page.hall.rows.indices.last { r in page.hall.rows[r].contains { !$0.isAisle } }
            .map { vp.pageRect(fromDesign: s.designFrame(GridIndex(row: $0, col: 0))).maxY } ?? 0
        guard lastSeatBottom > vp.frame.maxY + 1 else { return }
        add(PageElement(.scrollHint, frame: Rect(x: vp.frame.minX, y: vp.frame.maxY - 28, width: vp.frame.width, height: 28),
                        clip: vp.frame))
    }

    /// "7号IMAX厅 银幕", or the theme's word alone when the hall has no name.
    var screenLabel: String { [page.hall.hallName, strings.screen].compactMap { $0 }.joined(separator: " ") }

    /// In `--mode full` the screen band sits in the map's top inset, in design points.
    mutating func fullScreenBand() {
        let s = layout.seatLayout
        let w = min(max((s.contentSize.width - 2 * s.metrics.insetLeft) * 0.5, 140), s.contentSize.width - 20)
        let design = Rect(x: s.centerAxisX - w / 2, y: 3, width: w, height: min(30, s.metrics.insetTop * 0.7))
        add(PageElement(.screen, frame: layout.viewport.pageRect(fromDesign: design), designFrame: design, text: screenLabel,
                        clip: layout.viewport.frame))
    }

    /// The curved band centred on the hall's axis as it scrolls (kept inside the header), and the
    /// 银幕中央 marker where the centre line enters the viewport.
    mutating func screenHeader() {
        let r = layout.screenHeader
        let vp = layout.viewport
        add(PageElement(.screenHeader, frame: r))
        let axis = vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: Point(x: layout.seatLayout.centerAxisX, y: 0))).x
        let mapWidth = layout.seatLayout.contentSize.width * vp.pointsPerDesignPoint
        let w = min(max(mapWidth * 0.55, 150), min(260, r.width - 40))
        let cx = min(max(axis, r.minX + w / 2 + 8), r.maxX - w / 2 - 8)
        add(PageElement(.screen, frame: Rect(x: cx - w / 2, y: r.minY + 4, width: w, height: 22), text: screenLabel))
        guard axis >= vp.frame.minX, axis <= vp.frame.maxX else { return }
        let label = strings.centerLine
        let lw = measure.textWidth(label, size: 9, weight: .regular) + 10
        let mx = min(max(axis, vp.frame.minX + lw / 2 + 2), vp.frame.maxX - lw / 2 - 2)
        add(PageElement(.centerLine, frame: Rect(x: mx - lw / 2, y: r.maxY - 13, width: lw, height: 13), text: label,
                        fontSize: 9, textAnchor: Point(x: mx, y: r.maxY - 6.5)))
    }

    /// The row rail pinned to the viewport's left edge, following the rows vertically; labels on
    /// every row, or every 2nd or 5th when rows are too dense to read.
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
        add(PageElement(.rail, frame: Rect(x: x, y: top, width: width, height: bottom - top), clip: vp.frame))
        let step = pitch >= 8 ? 1 : pitch >= 4 ? 2 : 5
        // One size for every label: the row pitch's, shrunk until the widest label fits the rail.
        let labels = rows.enumerated().filter { $0.offset % step == 0 }.map { page.hall.rows[$0.element].first { !$0.isAisle }!.rowText }
        var fontSize = min(11, max(5, pitch * 0.62))
        let base = fontSize
        if let widest = labels.map({ (label: $0, width: measure.textWidth($0, size: base, weight: .bold)) }).max(by: { $0.width < $1.width })?.label {
            while fontSize > 3.5, measure.textWidth(widest, size: fontSize, weight: .bold) > width - 1 { fontSize -= 0.25 }
        }
        for (i, r) in rows.enumerated() where i % step == 0 {
            let y = pageY(r)
            add(PageElement(.railLabel, frame: Rect(x: x, y: y - pitch / 2, width: width, height: pitch),
                            text: page.hall.rows[r].first { !$0.isAisle }!.rowText, index: r, fontSize: fontSize,
                            textAnchor: Point(x: x + width / 2, y: y), clip: vp.frame))
        }
    }

    /// The status bar's clock ("9:41", as in Apple's marketing shots) and battery, inset more
    /// on notched devices.
    mutating func statusBar() {
        let r = layout.statusBar
        add(PageElement(.statusBar, frame: r))
        let y = r.minY + min(r.height / 2 + (r.height > 30 ? 6 : 0), r.height - 8)
        let x = r.minX + (r.height > 30 ? 40 : 8)
        let clock = "9:41"
        add(PageElement(.clock, frame: Rect(x: x, y: y - 9, width: measure.textWidth(clock, size: 14, weight: .bold), height: 18),
                        text: clock, fontSize: 14, textAnchor: Point(x: x, y: y)))
        add(PageElement(.battery, frame: Rect(x: r.maxX - (r.height > 30 ? 38 : 30), y: y - 5.5, width: 25.6, height: 11)))
    }

    /// Back chevron, the movie (else the cinema or hall name) over cinema · hall.
    mutating func navigation() {
        let r = layout.navigationBar
        add(PageElement(.navigation, frame: r))
        add(PageElement(.back, frame: Rect(x: r.minX + 8, y: r.midY - 14, width: 28, height: 28)))
        let hall = page.hall
        var names = [hall.cinemaName, hall.hallName].compactMap { $0 }
        let title = hall.movie?.title ?? (names.isEmpty ? "" : names.removeFirst())
        let textWidth = r.width - 100
        if !title.isEmpty {
            add(PageElement(.title, frame: Rect(x: r.midX - textWidth / 2, y: r.minY + 5, width: textWidth, height: 20), text: title,
                            fontSize: 16, textAnchor: Point(x: r.midX, y: r.minY + 15)))
        }
        if !names.isEmpty {
            add(PageElement(.subtitle, frame: Rect(x: r.midX - textWidth / 2, y: r.minY + 26, width: textWidth, height: 14),
                            text: names.joined(separator: " · "), fontSize: 11, textAnchor: Point(x: r.midX, y: r.minY + 33)))
        }
    }

    /// One chip per showtime (`PageLayout` places them), clipped to the strip.
    mutating func strip() {
        add(PageElement(.strip, frame: layout.showtimeStrip))
        for chip in layout.chips {
            let st = page.hall.showtimes[chip.showtimeIndex]
            var detail = st.tag ?? ""
            if let p = st.priceFen { detail += (detail.isEmpty ? "" : " ") + "\(strings.price(p))\(strings.chipPriceSuffix)" }
            // The time over its detail line, or alone in the middle when there is no detail.
            let f = chip.frame
            let e = PageElement(.chip, frame: f, text: st.clockTime, index: chip.showtimeIndex, isSelected: chip.isSelected,
                                detail: detail, textAnchor: Point(x: f.midX, y: detail.isEmpty ? f.midY : f.minY + 15),
                                clip: layout.showtimeStrip)
            if e.visibleFrame != nil { add(e) }
        }
    }

    /// 可选 已售 已选 (情侣座) 锁定, each an icon and its word, centred in the legend row. Halls
    /// with more than one price zone get a second line: each zone's icon (its tint, a sofa for
    /// couples), name and price (the lowest, with the theme's "from" suffix when prices vary).
    mutating func legend() {
        let r = layout.legend
        add(PageElement(.legend, frame: r))
        let hall = page.hall
        // One pass over the seats: each zone's price range, and whether any sofa exists.
        var range: [SeatZone: (low: Int, high: Int)] = [:]
        var hasSofas = false
        for (index, seat) in hall.allSeats {
            let r = range[seat.zone]
            range[seat.zone] = (min(r?.low ?? seat.priceFen, seat.priceFen), max(r?.high ?? seat.priceFen, seat.priceFen))
            if !hasSofas, hall.couplePartner(of: index) != nil { hasSofas = true }
        }
        let zones = range.keys.sorted()
        var states: [(String, SeatState, SeatZone, Int)] = [
            (strings.legendAvailable, .available, .normal, 1), (strings.legendSold, .sold, .normal, 1),
            (strings.legendSelected, .selected, .normal, 1), (strings.legendLocked, .locked, .normal, 1),
        ]
        guard zones.count > 1 else {
            if hasSofas { states.insert((strings.legendCouple, .available, .couple, 2), at: 3) }
            legendLine(states, midY: r.midY, in: r)
            return
        }
        legendLine(states, midY: r.minY + 17, in: r)
        var tiers: [(String, SeatState, SeatZone, Int)] = []
        for zone in zones {
            guard let (low, high) = range[zone] else { continue }
            // A zone whose seats all cost 0 has no known price (imports without ticket prices): name only.
            let price = high == 0 ? "" : " " + strings.price(low) + (high > low ? strings.chipPriceSuffix : "")
            tiers.append(("\(page.theme.zoneStyle(zone).name)\(price)", .available, zone, zone == .couple && hasSofas ? 2 : 1))
        }
        legendLine(tiers, midY: r.minY + 39, in: r)
    }

    mutating func legendLine(_ items: [(String, SeatState, SeatZone, Int)], midY: Double, in r: Rect) {
        let icon = 16.0, gap = 4.0, spacing = 14.0, fontSize = 11.0
        let widths = items.map { icon * Double($0.3) + gap + measure.textWidth($0.0, size: fontSize, weight: .regular) }
        let total = widths.reduce(0, +) + spacing * Double(items.count - 1)
        var x = r.midX - total / 2
        for (i, item) in items.enumerated() {
            let iconFrame = Rect(x: x, y: midY - icon / 2, width: icon * Double(item.3), height: icon)
            var e = PageElement(.legendItem, frame: Rect(x: x, y: midY - icon / 2, width: widths[i], height: icon), text: item.0,
                                state: item.1, index: item.3, fontSize: fontSize, iconFrame: iconFrame,
                                textAnchor: Point(x: iconFrame.maxX + gap, y: midY))
            e.zone = item.2
            add(e)
            x += widths[i] + spacing
        }
    }

    /// Selected-seat chips (or the limit hint), the total, and the confirm button.
    mutating func priceBar() {
        let r = layout.priceBar
        add(PageElement(.priceBar, frame: r))
        let sel = page.selection
        let limitText = strings.limitHint.replacingAll("{n}", with: "\(sel.limit)")
        let row = layout.priceChipsRow
        if sel.selected.isEmpty {
            add(PageElement(.hint, frame: row, text: limitText, fontSize: 12, textAnchor: Point(x: row.minX + 4, y: row.midY)))
        } else {
            seatChips(row: row)
        }
        let t = layout.totalArea
        if sel.selected.isEmpty {
            add(PageElement(.total, frame: t, text: strings.pickSeats, fontSize: 15, textAnchor: Point(x: t.minX, y: t.midY)))
        } else {
            let count = strings.selectedCount.replacingAll("{n}", with: "\(sel.selected.count)")
            add(PageElement(.total, frame: t, text: strings.price(sel.totalFen, short: false), fontSize: 22,
                            detail: "\(count) · \(limitText)", textAnchor: Point(x: t.minX, y: t.minY + 15)))
        }
        add(PageElement(.confirm, frame: layout.confirmButton, text: strings.confirm, isSelected: !sel.selected.isEmpty, fontSize: 16))
        if layout.device.safeBottom > 0 {
            add(PageElement(.homeIndicator, frame: Rect(x: r.midX - 67, y: r.maxY - 13, width: 134, height: 5)))
        }
    }

    /// One chip per selected seat (`5排3号` over `¥45`) in tap order; when they do not fit, the
    /// last shows `+N`.
    mutating func seatChips(row: Rect) {
        let sel = page.selection
        let template = SeatLabelTemplate(strings.seatLabel)
        let seats = sel.selected.map { (index: $0, seat: page.hall[$0]) }
        let labels = seats.map { template.label(for: $0.seat) }
        let prices = seats.map { strings.price($0.seat.priceFen) }
        let widths = seats.indices.map { i in
            max(measure.textWidth(labels[i], size: 11.5, weight: .bold), measure.textWidth(prices[i], size: 10, weight: .regular)) + 14
        }
        let spacing = 6.0
        var x = row.minX
        for i in seats.indices {
            let remaining = seats.count - i
            let moreWidth = 34.0
            if x + widths[i] > row.maxX || (remaining > 1 && x + widths[i] + spacing + moreWidth > row.maxX && widths[i...].reduce(0, +) + spacing * Double(remaining - 1) > row.maxX - x) {
                add(PageElement(.moreChip, frame: Rect(x: x, y: row.minY, width: min(moreWidth, row.maxX - x), height: row.height),
                                text: "+\(remaining)", index: i, fontSize: 12))
                return
            }
            add(PageElement(.seatChip, frame: Rect(x: x, y: row.minY, width: widths[i], height: row.height), text: labels[i],
                            state: .selected, seatId: seats[i].seat.seatId, index: i, fontSize: 11.5, detail: prices[i]))
            x += widths[i] + spacing
        }
    }
}
