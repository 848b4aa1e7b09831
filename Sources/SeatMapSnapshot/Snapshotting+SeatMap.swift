import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapRender

extension Snapshotting where Value == SeatPage, Format == RGBAImage {
    /// The rendered page as a PNG, compared with a pixelmatch threshold and Playwright budgets.
    public static func png(threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.image(threshold: threshold, budget: budget).pullback { page in
            try Renderer.image(page).image
        }
    }
}

extension Snapshotting where Value == Hall, Format == RGBAImage {
    /// A hall rendered with a theme, device and mode: the strategy most golden tests want.
    public static func page(theme: Theme = .builtinDefault, device: Device = .default, mode: RenderMode = .screen,
                            zoom: Zoom = .fit, offset: Point? = nil, selected: [String] = [], highlightZone: SeatZone? = nil,
                            threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<SeatPage, RGBAImage>.png(threshold: threshold, budget: budget).pullback { hall in
            try SeatPage.make(hall: hall, theme: theme, device: device, mode: mode, zoom: zoom, offset: offset,
                              selectedIds: selected, highlightZone: highlightZone)
        }
    }
}

extension Snapshotting where Value == SeatPage, Format == String {
    /// The layout as reviewable text: one line per seat with its state and pixel frame (rounded
    /// to 1/100 px), plus the page rectangles, so a geometry change shows up in code review.
    public static var layoutDump: Snapshotting {
        Snapshotting<String, String>.lines.pullback { page in LayoutDump.text(page) }
    }
}

public enum LayoutDump {
    static func r(_ v: Double) -> String {
        let x = (v * 100).rounded() / 100
        return x == x.rounded() ? String(Int(x)) : String(x)
    }

    static func rect(_ f: Rect) -> String { "[\(r(f.x)), \(r(f.y)), \(r(f.width)), \(r(f.height))]" }

    public static func text(_ page: SeatPage) -> String {
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
