import SeatMapCore
import SeatMapLayout

/// The measuring pass before the page is laid out for good: what its words need from the bars.
extension PageResolver {
    func needs() -> PageLayout.Needs {
        var n = PageLayout.Needs()
        n.railWidth = railWidthNeeded()
        let lines = legendLines(width: layout.legend.width).count
        n.legendHeight = legendHeight(lines: lines)
        // The default heights stand when the lines are the default ones (one a group on a phone).
        if !layout.isWide, n.legendHeight == PageLayout.phoneLegendHeight(hall: page.hall, textScale: textScale) { n.legendHeight = nil }
        let main = totalText()
        let width = text.width(main.string, size: main.size, weight: main.weight)
        if width > layout.sideBySideTotalWidth + 1e-9 {
            // First the button narrows to what its words need; then the total gets a line of its own.
            let room = layout.priceBar.width - 40 - width
            let buttonNeeds = text.width(strings.confirm, size: 16, weight: .bold) + 24 * textScale
            if room >= buttonNeeds { n.confirmWidth = room } else { n.stackedTotal = true; n.totalWidth = width }
        }
        return n
    }

    /// The rail's width for its widest row label at the smallest legible size (bold, × the text
    /// scale) and half a point each side; at least `PageLayout.minRailWidth`.
    func railWidthNeeded() -> Double {
        var widest = 0.0
        for row in page.hall.rows {
            guard let seat = row.first(where: { !$0.isAisle }) else { continue }
            widest = max(widest, text.width(seat.rowText, size: PageLayout.minRailLabelSize, weight: .bold))
        }
        return max(PageLayout.minRailWidth, widest + 1)
    }
}
