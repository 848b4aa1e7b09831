import SeatMapCore
import SeatMapLayout
import SeatMapRules

/// What a seat icon looks like: everything `SeatPainter.draw` takes except where. Seats of one
/// look draw the same shape, so both icon caches key on it.
struct SeatLook: Hashable {
    let state: SeatState
    let zone: SeatZone
    let halves: Int
    /// The frame's size, in the units the seat is drawn in (design points).
    let width: Double
    let height: Double

    /// Draws the look with its frame's corner at `origin`, on a fresh context of `surface` that
    /// `setUp` has transformed (a recording keeps the transform, so vector icons use `origin`);
    /// false when Cairo fails.
    func draw(on surface: CairoSurface, painter: SeatPainter, fonts: [String], at origin: Point = Point(x: 0, y: 0),
              setUp: (Canvas) -> Void = { _ in }) -> Bool {
        guard let context = try? CairoContext(surface) else { return false }
        let canvas = Canvas(context: context, fonts: fonts)
        setUp(canvas)
        painter.draw(canvas, frame: Rect(x: origin.x, y: origin.y, width: width, height: height), state: state, zone: zone, halves: halves)
        return (try? canvas.check("seat icon")) != nil
    }
}

/// Seat icons recorded once per look for vector output.
struct SeatIcons {
    let painter: SeatPainter
    let fonts: [String]
    private var cache: [SeatLook: (surface: CairoSurface, margin: Double)] = [:]

    init(painter: SeatPainter, fonts: [String]) {
        self.painter = painter
        self.fonts = fonts
    }

    /// The icon, its frame at (margin, margin) inside a recording that starts at the origin
    /// (Cairo's SVG backend misplaces recordings whose extents start elsewhere); nil when Cairo
    /// cannot record one (the caller then draws the seat directly).
    mutating func icon(state: SeatState, zone: SeatZone, halves: Int, size: Size) -> (surface: CairoSurface, margin: Double)? {
        let look = SeatLook(state: state, zone: zone, halves: halves, width: size.width, height: size.height)
        if let known = cache[look] { return known }
        // Strokes reach a little outside the frame: record a margin around it.
        let m = max(size.width, size.height) * 0.25
        guard let surface = try? CairoSurface(.recording(extents: Rect(x: 0, y: 0, width: size.width + 2 * m, height: size.height + 2 * m))),
              look.draw(on: surface, painter: painter, fonts: fonts, at: Point(x: m, y: m)) else { return nil }
        cache[look] = (surface, m)
        return (surface, m)
    }
}

/// The seats a painter placed as shared icons, in order.
final class PlacedSeatLog {
    var seats: [SVGDocument.PlacedSeat] = []
}
