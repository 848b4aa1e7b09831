import SeatMapPage
import SeatMapCore
import SeatMapDrawing

/// Small seats in raster output, drawn once per look and placed as pixels.
///
/// A seat is eight or so filled and stroked paths; a 100,000-seat overview spends two thirds of
/// its time in Cairo building and filling them (perf, `Benchmarks/compare.sh` stadium row). Seats
/// of one state, zone, size and sub-pixel phase rasterise to the same pixels, so each such icon is
/// drawn once into a small transparent image and composited at whole-pixel offsets. The phase
/// (where the seat's corner falls inside its pixel, in Cairo's 1/256-pixel fixed point) is part
/// of the key, so edges are antialiased exactly as when drawn in place; the only difference is
/// that the icon's own layers are blended before, not on, the page (±1–2 of 255 at antialiased
/// edges; the goldens pass unchanged at their default threshold). Bands of rows place icons at the
/// same phases, so 1 and 2 bands still give the same pixels.
struct RasterSeatIcons {
    /// Seats at most this many device pixels tall use icons; bigger ones are drawn directly
    /// (few enough per page that drawing is cheap, and close-ups stay exact).
    static let maxSeatPixels = 32.0
    /// Distinct icons kept per page; beyond it seats are drawn directly.
    static let maxIcons = 1_024

    /// A look at a sub-pixel phase: where the frame's corner falls inside its pixel, in 1/256 px.
    struct Key: Hashable {
        let look: SeatLook
        let phaseX: Int
        let phaseY: Int
        /// The painter's detail scale (one per page's seat layer).
        let pixelsPerPoint: Double
        /// A venue seat's turn about its frame's centre, degrees clockwise (0 on grid pages).
        var rotationDegrees: Double = 0
    }

    struct Icon {
        let surface: CairoSurface
        /// Pixels of transparent margin around the frame's corner (strokes reach outside it).
        let margin: Int
        let width: Int
        let height: Int
    }

    let fonts: FontLibrary
    private var cache: [Key: Icon] = [:]

    /// Whether icons pay for this page: only when the visible small seats share few looks, i.e.
    /// there are at least `minSeatsPerIcon` of them per distinct (state, zone, size, phase). At a
    /// fit zoom the seat pitch is a fraction of a pixel and nearly every seat has its own phase,
    /// so making icons would cost more than drawing. Decided from the layout alone, so every band
    /// of rows decides the same way.
    static func pay(for resolved: ResolvedPage) -> Bool {
        var looks = Set<Key>()
        var seats = 0
        var pays = true
        resolved.forEachVisibleSeat { s in
            let f = s.pixelFrame
            guard f.height <= maxSeatPixels else { pays = false; return false }
            seats += 1
            let phaseX = Int(((f.minX - f.minX.rounded(.down)) * 256).rounded()), phaseY = Int(((f.minY - f.minY.rounded(.down)) * 256).rounded())
            looks.insert(Key(look: SeatLook(state: s.state, zone: s.seat.zone, halves: 1, width: f.width, height: f.height, kind: s.seat.kind),
                             phaseX: phaseX, phaseY: phaseY, pixelsPerPoint: 0))
            if looks.count > maxIcons { pays = false; return false }
            return true
        }
        guard pays else { return false }
        return seats >= minSeatsPerIcon * looks.count
    }

    /// Whether icons pay for a venue map: as for a page, at least `minSeatsPerIcon` seats per
    /// distinct (look, phase, turn). A curved row gives nearly every seat a turn of its own, so
    /// a theatre draws in place while an arena's straight stands share a few icons.
    static func pay(for resolved: ResolvedVenue) -> Bool {
        let ppd = resolved.pixelsPerDesignPoint
        guard resolved.layout.metrics.seatHeight * ppd <= maxSeatPixels else { return false }
        var looks = Set<Key>()
        var seats = 0
        for item in resolved.seats where item.node.isPainted {
            let f = item.placement.frame
            let x = f.minX * ppd, y = f.minY * ppd
            seats += 1
            looks.insert(Key(look: SeatLook(state: item.node.state, zone: .normal, halves: 1, width: f.width * ppd, height: f.height * ppd, kind: nil),
                             phaseX: Int(((x - x.rounded(.down)) * 256).rounded()), phaseY: Int(((y - y.rounded(.down)) * 256).rounded()),
                             pixelsPerPoint: 0, rotationDegrees: item.rotationDegrees))
            if looks.count > maxIcons { return false }
        }
        return seats >= minSeatsPerIcon * looks.count
    }

    /// Seats per distinct icon needed to use icons. Making an icon costs more than drawing one
    /// seat: 32 fit-zoom sample pages, where nearly every seat has a phase of its own, took 2.9 s
    /// with icons and 1.8 s without; 8 leaves a wide margin.
    static let minSeatsPerIcon = 8

    init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// Draws the seat through an icon; false when the seat is too big for one or the page's
    /// icons are all made (the caller then draws it directly). An icon Cairo could not make
    /// fails the page (`Canvas.fail`), never a quiet fallback.
    mutating func draw(_ c: Canvas, frame: Rect, symbol: SeatSymbol, rotationDegrees: Double = 0) -> Bool {
        let scale = c.deviceScale
        guard frame.height * scale <= Self.maxSeatPixels, scale > 0 else { return false }
        let corner = c.deviceCoordinates(frame.minX, frame.minY)
        guard corner.x.isFinite, corner.y.isFinite, abs(corner.x) < 1e6, abs(corner.y) < 1e6 else { return false }
        var px = corner.x.rounded(.down), py = corner.y.rounded(.down)
        var phaseX = Int(((corner.x - px) * 256).rounded()), phaseY = Int(((corner.y - py) * 256).rounded())
        if phaseX == 256 { phaseX = 0; px += 1 }
        if phaseY == 256 { phaseY = 0; py += 1 }
        let key = Key(look: symbol.look, phaseX: phaseX, phaseY: phaseY, pixelsPerPoint: symbol.pixelsPerUnit, rotationDegrees: rotationDegrees)
        guard let icon = icon(key, scale: scale, symbol: symbol, page: c) else { return false }
        c.blit(icon.surface, deviceX: Int(px) - icon.margin, deviceY: Int(py) - icon.margin, width: icon.width, height: icon.height)
        return true
    }

    /// An icon made or found; nil when the cache is full (the seat is then drawn in place, as
    /// documented above) or Cairo could not make it (said through `page`'s failure, which fails
    /// the render at its next check).
    private mutating func icon(_ key: Key, scale: Double, symbol: SeatSymbol, page: Canvas) -> Icon? {
        if let known = cache[key] { return known }
        guard cache.count < Self.maxIcons else { return nil }
        let look = key.look
        // A turned seat reaches up to half its diagonal from its centre: a wider margin.
        let margin = Int((max(look.width, look.height) * scale * (key.rotationDegrees == 0 ? 0.25 : 0.5)).rounded(.up)) + 1
        let width = Int((look.width * scale).rounded(.up)) + 2 * margin + 1
        let height = Int((look.height * scale).rounded(.up)) + 2 * margin + 1
        let surface: CairoSurface, context: CairoContext
        do {
            surface = try CairoSurface(.image(width: width, height: height))
            context = try CairoContext(surface)
        } catch {
            page.fail("seat icon", error.description)
            return nil
        }
        let canvas = Canvas(context: context, fonts: fonts)
        canvas.translate(Double(margin) + Double(key.phaseX) / 256, Double(margin) + Double(key.phaseY) / 256)
        canvas.scale(scale)
        if key.rotationDegrees != 0 {
            canvas.translate(look.width / 2, look.height / 2)
            canvas.rotate(degrees: key.rotationDegrees)
            canvas.translate(-look.width / 2, -look.height / 2)
        }
        canvas.draw(symbol, at: Rect(x: 0, y: 0, width: look.width, height: look.height))
        do { try canvas.check("seat icon") } catch {
            page.fail("seat icon", error.description)
            return nil
        }
        let icon = Icon(surface: surface, margin: margin, width: width, height: height)
        cache[key] = icon
        return icon
    }
}
