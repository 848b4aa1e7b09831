import SeatMapCore
import SeatMapLayout

extension LayoutReport {
    static func r(_ v: Double) -> String { NumberText.rounded(v, places: 2) }

    static func rect(_ f: Rect) -> String { "[\(r(f.x)), \(r(f.y)), \(r(f.width)), \(r(f.height))]" }

    /// The page's geometry as text: mode, device and image; the viewport; the bars; then a line
    /// per seat (id, grid position, zone, state, pixel frame). What the `.layout` snapshot keeps.
    public static func text(_ resolved: ResolvedPage) -> String {
        let page = resolved.page
        let l = page.layout
        var lines = [
            "mode \(l.mode.rawValue) device \(l.device.name) image \(l.imageWidth)x\(l.imageHeight)",
            "screenScale \(r(l.viewport.screenScale)) zoom \(r(l.viewport.zoom)) offset \(r(l.viewport.contentOffset.x)),\(r(l.viewport.contentOffset.y))",
            "viewport \(rect(l.viewport.frame)) content \(r(l.seatLayout.contentSize.width))x\(r(l.seatLayout.contentSize.height))",
        ]
        if l.mode == .screen {
            lines.append("navigation \(rect(l.navigationBar)) strip \(rect(l.showtimeStrip)) screen \(rect(l.screenHeader))")
            lines.append("legend \(rect(l.legend)) priceBar \(rect(l.priceBar)) rail \(rect(l.rail))")
        }
        for (idx, seat) in page.hall.allSeats {
            lines.append("\(seat.seatId) r\(idx.row) c\(idx.col) z\(seat.zone.rawValue) \(page.state(of: idx).rawValue) \(rect(l.pixelFrame(idx)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
