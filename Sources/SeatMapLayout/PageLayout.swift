import SeatMapCore

/// Where the page's bars, the map's viewport and the rail go, in device points, for what the
/// page's words need (`Needs`, measured by the resolver). The resolver places everything inside
/// them; backends only draw the resolved page, so `seatmap layout` reports what `render` draws.
public struct PageLayout: Sendable {
    public struct Chip: Sendable, Hashable {
        /// Index into `hall.showtimes`.
        public var showtimeIndex: Int
        /// Page frame in device points, after the strip's scroll.
        public var frame: Rect
        public var isSelected: Bool
    }

    public struct Minimap: Sendable, Hashable {
        /// The thumbnail's frame on the page, in device points.
        public var frame: Rect
        /// Design points → minimap points.
        public var scale: Double
        /// The visible part of the map, inside `frame`, in page points.
        public var visibleFrame: Rect
    }

    /// What the page's words need, measured by the resolver before the page is laid out for
    /// good (docs/page-layout.md): the bars give way by these rather than by fixed heights.
    /// Widths never depend on them, so one measuring pass settles a page.
    public struct Needs: Sendable, Hashable {
        /// The rail's width for its widest label at the smallest legible size, page points: the
        /// fit and contain zooms leave this much room (and `fitRailMargin`) left of the leftmost seat.
        public var railWidth: Double
        /// The legend's height for its wrapped lines, page points; nil: one line a group.
        public var legendHeight: Double?
        /// The total does not fit beside the confirm button: it gets a line of its own above it
        /// and the price bar grows (money is never shortened).
        public var stackedTotal: Bool
        /// A confirm button narrower than its usual width (down to what its words need), so the
        /// total fits beside it; nil: the usual width.
        public var confirmWidth: Double?
        /// The total's width as it is set, page points, when it needs a line of its own: the
        /// wide page's column grows to hold it (up to 60 % of the usable width).
        public var totalWidth: Double?

        public init(railWidth: Double = PageLayout.minRailWidth, legendHeight: Double? = nil, stackedTotal: Bool = false,
                    confirmWidth: Double? = nil, totalWidth: Double? = nil) {
            self.railWidth = railWidth
            self.legendHeight = legendHeight
            self.stackedTotal = stackedTotal
            self.confirmWidth = confirmWidth
            self.totalWidth = totalWidth
        }
    }

    public let mode: RenderMode
    public let device: Device
    /// The zoom asked for: `fit` and `contain` promise that no panel and no rail covers a seat.
    public let zoom: Zoom
    /// The scroll offset asked for (nil: centred).
    public let requestedOffset: Point?
    /// The full map's pixels per design point asked for.
    public let pixelsPerDesignPoint: Double?
    /// What the bars were sized for.
    public let needs: Needs
    /// Whether the zoom is `fit` or `contain`.
    public var zoomsToFit: Bool {
        if case .scale = zoom { return false }
        return true
    }
    /// Whether the page had no room for the showtime strip (it is then left out): a phone whose
    /// map would keep under `minimumMapShare` of the screen, or a wide column too short for it.
    public let stripDropped: Bool
    /// Every page text's size factor (Dynamic Type, Android's font scale): the bars that hold
    /// text grow with it, so the map gets what is left.
    public let textScale: Double
    /// The text scales a page accepts: iOS's and Android's common range, from a smaller default
    /// to the largest non-accessibility sizes.
    public static let textScaleRange: ClosedRange<Double> = 0.85...2.0
    public let seatLayout: SeatLayout
    /// What the viewport shows: the grid of `seatLayout`, or a venue's map (`MapContent.venue`).
    public let content: MapContent
    public let viewport: Viewport
    /// The whole image in device points (the screen, or the scaled map in full mode).
    public let pageSize: Size
    /// Pixels per page point: the device scale, or in full mode with an explicit
    /// `pixelsPerDesignPoint`, that value over the screen scale (an overview of a huge hall).
    public let pixelScale: Double
    /// Image size in pixels.
    public let imageWidth: Int
    public let imageHeight: Int

    // Screen mode only (zero rects in full mode).
    public let statusBar: Rect
    public let navigationBar: Rect
    public let showtimeStrip: Rect
    public let chips: [Chip]
    public let screenHeader: Rect
    public let legend: Rect
    public let priceBar: Rect
    /// Row for the selected-seat chips (or the limit hint), inside the price bar.
    public let priceChipsRow: Rect
    /// Where the total is written, inside the price bar.
    public let totalArea: Rect
    public let confirmButton: Rect
    /// The home indicator at the screen's bottom centre, on devices that have one.
    public let homeIndicator: Rect?
    /// Whether the page is the wide one (`Device.isWide`): the map on the left, a column of
    /// controls (navigation, showtimes, legend, price bar) on the right.
    public let isWide: Bool
    /// The row-number rail's column (page points): in the gap left of the leftmost seat when it
    /// fits there clear of every seat (fit and contain, as a rule), else pinned to the viewport's
    /// left edge, floating over the map as in the app while zoomed or scrolled (`railPinned`).
    /// The resolver may widen it for long row labels (`PageLayout.maxRailWidth` at most).
    public let rail: Rect
    /// Whether the rail floats over the map at the viewport's left edge instead of standing in
    /// the gap left of the seats.
    public let railPinned: Bool
    public let minimap: Minimap?
    /// The wide column had no room for the selected-seat chips: the total and button remain.
    public let dropsChipsRow: Bool

    /// Largest image side Cairo can draw (its 32,767-pixel limit).
    public static let maxImageSide = 32_767
    /// Largest image, in pixels (256 MiB of RGBA).
    public static let maxImagePixels = 64 << 20

    // Page metrics, device points.
    public static let navigationHeight = 44.0
    public static let stripHeight = 64.0
    public static let chipSize = Size(width: 88, height: 46)
    /// Chip spacing 12 pt and a 16-pt inset at both ends of the strip.
    public static let chipSpacing = 12.0
    public static let stripInset = 16.0
    public static let screenHeaderHeight = 40.0
    public static let legendHeight = 34.0
    /// A legend of two lines: the seat states, then the price zones with their prices.
    public static let tieredLegendHeight = 56.0
    public static let priceBarHeight = 104.0
    /// The screen band over a wide phone page's map (landscape gives little height).
    public static let wideScreenHeaderHeight = 32.0
    /// A wide page's legend in its column: the states, then the zones on up to two lines.
    public static let wideLegendHeight = 78.0
    public static let railWidth = 18.0
    /// Narrowest rail that stands in the gap left of the seats (a two-digit label at the
    /// smallest label size with a little room); a narrower gap pins the rail over the map.
    public static let minRailWidth = 11.0
    /// Widest rail (long row labels such as "VIP 1"); beyond it labels shrink.
    public static let maxRailWidth = 44.0
    /// Room left of a standing rail beyond which it moves next to the map.
    public static let railHugGap = 30.0
    /// A pinned rail's distance from the viewport's left edge.
    public static let pinnedRailInset = 4.0
    /// Smallest rail label, in points: the rail widens rather than shrink text below it.
    public static let minRailLabelSize = 8.0

    /// Whether the map is wider than its viewport even at the zoom that fits (a hall too wide for
    /// `Zoom.range`'s smallest zoom): its sides are cut, and fit's promises cannot hold.
    public var mapOverflowsFit: Bool {
        mode == .screen && zoomsToFit
            && content.size.width * viewport.pointsPerDesignPoint > viewport.frame.width + 0.01
    }

    /// A phone legend's height with one line a group: the states, the price zones when there is
    /// more than one, the seat kinds when there are some.
    public static func phoneLegendHeight(hall: Hall, textScale t: Double) -> Double {
        let zoneCount = Set(hall.allSeats.map(\.seat.zone)).count
        return (zoneCount > 1 ? tieredLegendHeight : legendHeight) * t + (hasKinds(hall) ? 22.0 * t : 0)
    }

    static func hasKinds(_ hall: Hall) -> Bool { hall.allSeats.contains { $0.seat.kind != nil } }

    /// The total's width beside the confirm button (the layout without `Needs.stackedTotal`).
    public var sideBySideTotalWidth: Double {
        priceBar.width - 40 - Self.usualConfirmWidth(barWidth: priceBar.width, wide: isWide, textScale: textScale)
    }

    /// The confirm button's usual width: 128 pt (112 in the wide column) × the text scale, at
    /// most half the bar.
    public static func usualConfirmWidth(barWidth: Double, wide: Bool, textScale t: Double) -> Double {
        min((wide ? 112.0 : 128) * t, barWidth * 0.5)
    }

    /// A phone page keeps at least this share of the screen's height for the map: below it the
    /// showtime strip is left out.
    public static let minimumMapShare = 0.2

    /// The price bar's height without the home indicator's inset: chips, then the total beside
    /// the confirm button (104 pt), or the total on a line of its own over the button; the wide
    /// column may drop the chips' row (`dropsChips`) to keep the bar on a landscape screen.
    static func priceBarContentHeight(needs: Needs, textScale t: Double, dropsChips: Bool) -> Double {
        let chips = dropsChips ? 8.0 : 52
        return (needs.stackedTotal ? chips + 44 + 4 + 44 + 8 : chips + 44 + 8) * t
    }

    /// Points per design point at `fit` for a map `width` points wide: the content's width fills
    /// it, unless the rail would not fit left of the leftmost seat; then the map shrinks just
    /// enough, kept centred, for a rail `railWidth` wide and `fitRailMargin` around it.
    /// Nil when the content's width fills it (`Viewport.resolve`'s own formula).
    public static func fitPointsPerDesignPoint(width: Double, seatLayout: SeatLayout, railWidth: Double) -> Double? {
        fitPointsPerDesignPoint(width: width, content: .grid(seatLayout), railWidth: railWidth)
    }

    /// The fit of `content`: a map without a rail (a venue's) simply fills the width.
    static func fitPointsPerDesignPoint(width: Double, content: MapContent, railWidth: Double) -> Double? {
        guard let lx = content.leftmostSeatX else { return nil }
        let cw = content.size.width
        let filling = width / cw
        let need = railWidth + fitRailMargin
        guard lx * filling < need, cw / 2 > lx, width / 2 > need else { return nil }
        return min(filling, (width / 2 - need) / (cw / 2 - lx))
    }

    /// Room the fit zoom leaves around the rail: 2 pt from the map's edge and from the first seat
    /// and a little more, in page points.
    public static let fitRailMargin = 4.5

    /// Accepted `pixelsPerDesignPoint` for full mode: from a 100,000-seat overview (a seat a few
    /// pixels wide) to print resolution.
    public static let pixelsPerDesignPointRange: ClosedRange<Double> = 0.01...16

    /// - Parameter pixelsPerDesignPoint: full mode only; pixels per design point of the image
    ///   (default: screen scale × device scale, as on the device).
    public static func make(seatLayout: SeatLayout, device: Device, mode: RenderMode,
                            zoom: Zoom = .fit, offset: Point? = nil,
                            pixelsPerDesignPoint: Double? = nil, textScale: Double = 1, needs: Needs = Needs()) throws(LayoutError) -> PageLayout {
        try PageLayout(seatLayout: seatLayout, content: .grid(seatLayout), device: device, mode: mode, zoom: zoom, offset: offset,
                       pixelsPerDesignPoint: pixelsPerDesignPoint, textScale: textScale, needs: needs)
    }

    /// The phone page around a venue's map (`content`, `MapContent.venue`): the bars are laid
    /// out for `chromeHall` (the venue's rule hall: its name, no showtimes, states only), the
    /// viewport for the venue's map, with no row rail (a venue's rows curve and turn).
    public static func make(venue content: MapContent, chromeHall: SeatLayout, device: Device, zoom: Zoom = .fit, offset: Point? = nil,
                            textScale: Double = 1, needs: Needs = Needs()) throws(LayoutError) -> PageLayout {
        try PageLayout(seatLayout: chromeHall, content: content, device: device, mode: .screen, zoom: zoom, offset: offset,
                       pixelsPerDesignPoint: nil, textScale: textScale, needs: needs)
    }

    /// The same page laid out for what its words need.
    public func relaidOut(for needs: Needs) throws(LayoutError) -> PageLayout {
        try PageLayout(seatLayout: seatLayout, content: content, device: device, mode: mode, zoom: zoom, offset: requestedOffset,
                       pixelsPerDesignPoint: pixelsPerDesignPoint, textScale: textScale, needs: needs)
    }

    init(seatLayout: SeatLayout, content map: MapContent, device: Device, mode: RenderMode, zoom: Zoom, offset: Point?,
         pixelsPerDesignPoint: Double?, textScale t: Double, needs: Needs) throws(LayoutError) {
        self.zoom = zoom
        requestedOffset = offset
        self.pixelsPerDesignPoint = pixelsPerDesignPoint
        self.needs = needs
        var stripDropped = false
        if let p = seatLayout.metrics.problem { throw .invalidMetrics(p) }
        guard t.isFinite, Self.textScaleRange.contains(t) else {
            throw .invalidTextScale("must be \(Self.textScaleRange.lowerBound) to \(Self.textScaleRange.upperBound), found \(t)")
        }
        textScale = t
        if let s = pixelsPerDesignPoint {
            guard mode == .full else { throw .invalidScale("a pixel scale applies only to the full map; the screen uses the device scale") }
            guard s.isFinite, Self.pixelsPerDesignPointRange.contains(s) else {
                throw .invalidScale("must be \(Self.pixelsPerDesignPointRange.lowerBound) to \(Self.pixelsPerDesignPointRange.upperBound) pixels per design point, found \(s)")
            }
        }
        let pixelScale = pixelsPerDesignPoint.map { $0 / device.screenScale } ?? device.scale
        self.pixelScale = pixelScale
        self.mode = mode
        self.device = device
        self.seatLayout = seatLayout
        self.content = map
        let screenScale = device.screenScale
        let content = map.size
        let hall = seatLayout.hall
        switch mode {
        case .full:
            pageSize = Size(width: content.width * screenScale, height: content.height * screenScale)
            viewport = Viewport(screenScale: screenScale, zoom: 1, contentOffset: .zero,
                                frame: Rect(x: 0, y: 0, width: pageSize.width, height: pageSize.height),
                                deviceScale: pixelScale)
            (statusBar, navigationBar, showtimeStrip, screenHeader, legend, priceBar) = (.zero, .zero, .zero, .zero, .zero, .zero)
            (priceChipsRow, totalArea, confirmButton) = (.zero, .zero, .zero)
            homeIndicator = nil
            isWide = false
            dropsChipsRow = false
            chips = []
            rail = Rect(x: 0, y: 0, width: seatLayout.metrics.insetLeft * screenScale, height: pageSize.height)
            railPinned = false
            minimap = nil
        case .screen:
            let w = device.width, h = device.height
            pageSize = Size(width: w, height: h)
            isWide = device.isWide
            statusBar = Rect(x: 0, y: 0, width: w, height: device.safeTop)
            let zoneCount = Set(hall.allSeats.map(\.seat.zone)).count
            // A hall with seat kinds (wheelchair spaces…) lists them on one more legend line.
            let kindLine = Self.hasKinds(hall) ? 22.0 * t : 0
            let vpFrame: Rect
            if isWide {
                // The map left (inside the side safe areas), a column of controls right: the map
                // keeps most of the screen (at least 45 % of it in landscape).
                let usable = w - device.safeLeft - device.safeRight
                // A total too wide for the column on its own line widens the column (up to 60 % of
                // the usable width: money is never shortened, and the map keeps the rest).
                let usualSide = min(device.form == .phone ? 280 : 320, max(220, usable * 0.34))
                let side = needs.totalWidth.map { min(max(usualSide, $0 + 32 + 1), usable * 0.6) } ?? usualSide
                let x0 = w - device.safeRight - side
                let top = device.safeTop, bottom = h - device.safeBottom
                navigationBar = Rect(x: x0, y: top, width: side, height: Self.navigationHeight * t)
                let headerHeight = (device.form == .phone ? Self.wideScreenHeaderHeight : Self.screenHeaderHeight) * min(t, 1.5)
                // The column from the navigation bar down: the price bar first (money and the
                // confirm button are never dropped), then the strip and the legend; when both do
                // not fit, the strip stays if one legend line still fits under it, else it goes, and
                // the legend shows the lines that fit (the resolver says what it dropped).
                let barHeight = Self.priceBarContentHeight(needs: needs, textScale: t, dropsChips: false)
                let compactBar = Self.priceBarContentHeight(needs: needs, textScale: t, dropsChips: true)
                var room = bottom - navigationBar.maxY - barHeight
                let stripWanted = hall.showtimes.isEmpty ? 0 : Self.stripHeight * t
                let legendWanted = needs.legendHeight ?? ((zoneCount > 1 ? Self.wideLegendHeight : Self.tieredLegendHeight) * t + kindLine)
                let oneLine = Self.legendHeight * t
                var pbHeight = barHeight
                if room < oneLine, needs.stackedTotal, barHeight > compactBar {
                    pbHeight = compactBar
                    room = bottom - navigationBar.maxY - pbHeight
                }
                dropsChipsRow = pbHeight < barHeight
                stripDropped = stripWanted > 0 && room - stripWanted < min(oneLine, legendWanted)
                showtimeStrip = Rect(x: x0, y: navigationBar.maxY, width: side, height: stripDropped ? 0 : stripWanted)
                // A map shorter than its column (a wide hall on a tall tablet) is centred in it
                // with its screen band, rather than leaving one large empty band below.
                let mapWidth = x0 - device.safeLeft, mapRoom = bottom - top - headerHeight
                let fit = Self.fitPointsPerDesignPoint(width: mapWidth, content: map, railWidth: needs.railWidth)
                    ?? mapWidth / content.width
                let ppd: Double
                switch zoom {
                case .fit: ppd = fit
                case .contain: ppd = min(fit, mapRoom / content.height)
                case .scale(let z): ppd = screenScale * min(max(z, Zoom.range.lowerBound), Zoom.range.upperBound)
                }
                let mapHeight = content.height * ppd
                let blockTop = offset == nil && mapHeight.isFinite && mapHeight < mapRoom ? top + (mapRoom - mapHeight) / 2 : top
                screenHeader = Rect(x: device.safeLeft, y: blockTop, width: mapWidth, height: headerHeight)
                priceBar = Rect(x: x0, y: bottom - pbHeight, width: side, height: pbHeight)
                // States, then the zones and kinds, each line wrapping to the column's width: the
                // legend takes the column down to the price bar (at least its lines' height when
                // there is room), since its wrapped lines depend on the words.
                let legendTop = max(showtimeStrip.maxY, min(priceBar.minY - legendWanted, showtimeStrip.maxY + 12))
                legend = Rect(x: x0, y: legendTop, width: side, height: max(0, priceBar.minY - legendTop))
                vpFrame = Rect(x: device.safeLeft, y: screenHeader.maxY, width: mapWidth,
                               height: blockTop > top ? mapHeight : max(0, bottom - screenHeader.maxY))
            } else {
                navigationBar = Rect(x: 0, y: statusBar.maxY, width: w, height: Self.navigationHeight * t)
                // No showtimes (a hall file with only a seat map): no empty strip, the map moves up.
                // Large text on a short phone: the strip goes when the map would keep less than
                // `minimumMapShare` of the screen (the resolver says so).
                let stripWanted = hall.showtimes.isEmpty ? 0 : Self.stripHeight * t
                let headerHeight = Self.screenHeaderHeight * min(t, 1.5)
                let pbHeight = Self.priceBarContentHeight(needs: needs, textScale: t, dropsChips: false) + device.safeBottom
                // Halls with more than one price zone list the zones and their prices on a second
                // line; long words wrap onto more lines (the resolver measures them).
                let legendHeight = needs.legendHeight ?? Self.phoneLegendHeight(hall: hall, textScale: t)
                let mapWithStrip = h - pbHeight - legendHeight - headerHeight - stripWanted - navigationBar.maxY
                stripDropped = stripWanted > 0 && mapWithStrip < h * Self.minimumMapShare
                showtimeStrip = Rect(x: 0, y: navigationBar.maxY, width: w, height: stripDropped ? 0 : stripWanted)
                screenHeader = Rect(x: 0, y: showtimeStrip.maxY, width: w, height: headerHeight)
                priceBar = Rect(x: 0, y: h - pbHeight, width: w, height: pbHeight)
                // The map keeps its share: a legend taller than what is left shows the lines that fit.
                let legendRoom = max(0, priceBar.minY - screenHeader.maxY - h * Self.minimumMapShare)
                legend = Rect(x: 0, y: priceBar.minY - min(legendHeight, legendRoom), width: w, height: min(legendHeight, legendRoom))
                dropsChipsRow = false
                vpFrame = Rect(x: 0, y: screenHeader.maxY, width: w, height: max(0, legend.minY - screenHeader.maxY))
            }
            viewport = try Viewport.resolve(contentSize: content, frame: vpFrame, screenScale: screenScale,
                                            deviceScale: device.scale, zoom: zoom, offset: offset,
                                            fitPointsPerDesignPoint: Self.fitPointsPerDesignPoint(width: vpFrame.width, content: map,
                                                                                                 railWidth: needs.railWidth),
                                            overview: map.allowsOverview)
            let pb = priceBar
            let confirmWidth = needs.confirmWidth ?? Self.usualConfirmWidth(barWidth: pb.width, wide: isWide, textScale: t)
            // The chips' row, then the total and the confirm button side by side; a total too
            // wide for that gets the bar's width on a line of its own, the button under it.
            let chipsHeight = dropsChipsRow ? 0 : 42 * t
            priceChipsRow = Rect(x: pb.minX + 12, y: pb.minY + 10 * t, width: pb.width - 24, height: dropsChipsRow ? 0 : 32 * t)
            let totalTop = pb.minY + (dropsChipsRow ? 8 * t : chipsHeight + 10 * t)
            if needs.stackedTotal {
                totalArea = Rect(x: pb.minX + 16, y: totalTop, width: pb.width - 32, height: 44 * t)
                confirmButton = Rect(x: pb.minX + 12, y: totalArea.maxY + 4 * t, width: pb.width - 24, height: 44 * t)
            } else {
                confirmButton = Rect(x: pb.maxX - 12 - confirmWidth, y: totalTop, width: confirmWidth, height: 44 * t)
                totalArea = Rect(x: pb.minX + 16, y: totalTop, width: confirmButton.minX - pb.minX - 28, height: 44 * t)
            }
            homeIndicator = device.systemBar == .homeIndicator && device.safeBottom > 0
                ? Rect(x: w / 2 - 67, y: h - 13, width: 134, height: 5) : nil
            chips = showtimeStrip.height > 0 ? Self.chipFrames(strip: showtimeStrip, hall: hall, textScale: t) : []
            // In the gap left of the leftmost seat, at most 18 pt wide with at least 0.5 pt clear on
            // each side, so it never covers a seat where the map starts: 4 pt from the viewport's
            // edge, or, in a gap wider than `railHugGap` beside it (`contain` on a wide page), 4 pt
            // from the first seat rather than far from the map. A gap narrower than
            // `minRailWidth` (zoomed in, scrolled, or a wide hall on a small phone) would make it
            // unreadable: it is pinned to the viewport's left edge instead, over the map.
            // A venue's map has no rail: its rows curve and turn, and its seats say their row.
            let gap = (map.leftmostSeatX ?? 0) * viewport.pointsPerDesignPoint - viewport.contentOffset.x
            let fullRail = max(Self.railWidth, needs.railWidth)
            var railWidth = min(fullRail, gap - 1)
            // A gap narrower than the full rail: the narrowest rail its labels allow, with room
            // from the screen's edge as well as from the seats.
            let narrowest = max(Self.minRailWidth, needs.railWidth)
            if railWidth < fullRail, railWidth >= narrowest { railWidth = max(narrowest, min(railWidth, gap - Self.fitRailMargin)) }
            railPinned = map.leftmostSeatX != nil && railWidth < narrowest - 1e-9
            rail = map.leftmostSeatX == nil ? Rect(x: vpFrame.minX, y: vpFrame.minY, width: 0, height: vpFrame.height) : railPinned
                ? Rect(x: vpFrame.minX + Self.pinnedRailInset, y: vpFrame.minY, width: fullRail, height: vpFrame.height)
                : Rect(x: vpFrame.minX + (gap - railWidth > Self.railHugGap ? gap - railWidth - 4 : max(0.5, min(4, (gap - railWidth) / 2))),
                       y: vpFrame.minY, width: railWidth, height: vpFrame.height)
            minimap = Self.minimap(viewport: viewport, content: content, band: screenHeader)
        }
        self.stripDropped = stripDropped
        imageWidth = Int((pageSize.width * pixelScale).rounded(.up))
        imageHeight = Int((pageSize.height * pixelScale).rounded(.up))
        let tooWide = imageWidth > Self.maxImageSide || imageHeight > Self.maxImageSide
        if tooWide || imageWidth * imageHeight > Self.maxImagePixels {
            let limit = tooWide ? "Cairo draws at most \(Self.maxImageSide) px per side"
                                : "over the \(Self.maxImagePixels / (1 << 20)) Mpx memory budget"
            let fit = Self.largestPixelsPerDesignPoint(content: map.size)
            throw .imageTooLarge(width: imageWidth, height: imageHeight, limit: limit, largestScale: fit)
        }
    }

    /// The largest pixels per design point, rounded down to 1/100, at which the whole map of
    /// `content` design points fits the image limits.
    public static func largestPixelsPerDesignPoint(content: Size) -> Double {
        guard content.width > 0, content.height > 0 else { return pixelsPerDesignPointRange.upperBound }
        let bySide = Double(maxImageSide) / max(content.width, content.height)
        let byArea = (Double(maxImagePixels) / (content.width * content.height)).squareRoot()
        var s = (min(bySide, byArea) * 100).rounded(.down) / 100
        // Rounding the image size up can add a pixel per side; step down until it fits.
        while s > 0.01 {
            let w = Int((content.width * s).rounded(.up)) + 1, h = Int((content.height * s).rounded(.up)) + 1
            if w <= maxImageSide && h <= maxImageSide && w * h <= maxImagePixels { break }
            s -= 0.01
        }
        return min(max(0.01, (s * 100).rounded() / 100), pixelsPerDesignPointRange.upperBound)
    }

    /// A horizontal flow: chips in one line, the current showtime scrolled to the
    /// middle of the strip (clamped so the strip never shows space before the first chip or after
    /// the last).
    static func chipFrames(strip: Rect, hall: Hall, textScale t: Double = 1) -> [Chip] {
        let n = hall.showtimes.count
        let chipSize = Size(width: Self.chipSize.width * t, height: Self.chipSize.height * t)
        let contentWidth = 2 * stripInset + Double(n) * chipSize.width + Double(max(0, n - 1)) * chipSpacing
        // With no current showtime among the chips, none is selected and the strip starts at the first.
        let current = hall.currentShowtimeIndex ?? -1
        let currentMid = stripInset + Double(max(current, 0)) * (chipSize.width + chipSpacing) + chipSize.width / 2
        // One chip sits in the middle of the strip (a flow layout centres a lone item).
        let scroll = n == 1 ? -(strip.width - contentWidth) / 2
            : min(max(currentMid - strip.width / 2, 0), max(0, contentWidth - strip.width))
        let y = strip.minY + (strip.height - chipSize.height) / 2
        return (0..<n).map { i in
            Chip(showtimeIndex: i,
                 frame: Rect(x: strip.minX + stripInset + Double(i) * (chipSize.width + chipSpacing) - scroll, y: y,
                             width: chipSize.width, height: chipSize.height),
                 isSelected: i == current)
        }
    }

    /// A thumbnail of the whole map when the map is larger than the viewport (as Maoyan shows
    /// while zoomed in); nil when everything is visible. It sits at the left of the screen band
    /// above the map (`band`, where the band shows only the screen's edge), at most 64 × 30 pt,
    /// so it never covers a seat or the row rail.
    static func minimap(viewport: Viewport, content: Size, band: Rect) -> Minimap? {
        let scaled = Size(width: content.width * viewport.pointsPerDesignPoint, height: content.height * viewport.pointsPerDesignPoint)
        let visible = viewport.visibleDesignRect
        // Only when zoomed in beyond the width (or scrolled sideways off it): a map that merely
        // runs past the bottom at its fitting zoom needs no thumbnail, as in the app.
        let clipped = visible.minX > 0.5 || visible.maxX < content.width - 0.5
        guard clipped, scaled.width > 0, band.height >= 30 else { return nil }
        let maxHeight = min(30, band.height - 10)
        let s = min(64 / content.width, maxHeight / content.height)
        let frame = Rect(x: band.minX + 12, y: band.minY + (band.height - content.height * s) / 2,
                         width: content.width * s, height: content.height * s)
        let x0 = max(0, visible.minX), y0 = max(0, visible.minY)
        let x1 = min(content.width, visible.maxX), y1 = min(content.height, visible.maxY)
        let vis = Rect(x: frame.minX + x0 * s, y: frame.minY + y0 * s, width: max(0, x1 - x0) * s, height: max(0, y1 - y0) * s)
        return Minimap(frame: frame, scale: s, visibleFrame: vis)
    }

    /// A seat's frame in the rendered image, in pixels.
    public func pixelFrame(_ index: GridIndex) -> Rect { viewport.pixelRect(fromDesign: seatLayout.designFrame(index)) }

    /// Whether any part of the seat at `index` shows inside the viewport.
    public func isVisible(_ index: GridIndex) -> Bool {
        let r = viewport.viewportRect(fromDesign: seatLayout.designFrame(index))
        return r.intersects(Rect(x: 0, y: 0, width: viewport.frame.width, height: viewport.frame.height))
    }
}

/// What a page's viewport shows, as far as the bars and the zoom need to know: its size and
/// where its leftmost seat starts (the rail's room), in design points.
public struct MapContent: Sendable, Hashable {
    /// Width and height of the whole map, insets included, in design points.
    public var size: Size
    /// Left edge of the leftmost seat, in design points; nil for a map without a row rail.
    public var leftmostSeatX: Double?
    /// Whether `fit` and `contain` may zoom below `Zoom.range` to show the whole map
    /// (`Zoom.overviewFloor`): a venue's map, which has no seat-sized floor — it shows sections
    /// when seats would be too small. A grid keeps the scroll view's floor (its sides are cut).
    public var allowsOverview: Bool = false

    /// A grid hall's map: its layout's size, with the rail left of its first seat.
    public static func grid(_ layout: SeatLayout) -> MapContent { MapContent(size: layout.contentSize, leftmostSeatX: layout.leftmostSeatX) }

    /// A venue's map of `size` design points: no rail (rows curve and turn; seats say their row).
    public static func venue(size: Size) -> MapContent { MapContent(size: size, leftmostSeatX: nil, allowsOverview: true) }
}
