import SeatMapCore
/// The scroll view's zoom: a number, or `fit` (content width fills the viewport width).
public enum Zoom: Sendable, Hashable {
    /// The map's width fills the viewport (it may run below the fold).
    case fit
    /// The whole map, width and height, inside the viewport.
    case contain
    case scale(Double)

    /// Zoom scales are clamped to this range, like UIScrollView's minimum and maximum zoom scale.
    public static let range: ClosedRange<Double> = 0.05...8
    /// The smallest zoom `fit` and `contain` reach on a map that needs an overview below
    /// `range`'s floor (a venue whose stands lie tens of thousands of points apart): venue apps
    /// open on the whole map however small it is drawn. A typed `--zoom` stays within `range`.
    public static let overviewFloor = 0.0001
}

/// How much of the page is drawn.
public enum RenderMode: String, Sendable, Hashable, CaseIterable {
    /// The whole phone screen: navigation, strip, screen, seat map viewport, legend, price bar.
    case screen
    /// Only the seat map, all of it, at zoom 1 with no offset.
    case full
}

/// The transform from design space to the screen:
///
///     screenScale   = deviceWidth / 375
///     viewportPoint = designPoint * screenScale * zoom - contentOffset
///     pagePoint     = viewportOrigin + viewportPoint          (device points)
///     pixel         = pagePoint * deviceScale
///
/// Every mapping is a pure function with an exact inverse.
public struct Viewport: Sendable, Hashable {
    /// Device width / 375.
    public var screenScale: Double
    /// The scroll view's zoom scale, already resolved from `fit` and clamped.
    public var zoom: Double
    /// The scroll view's content offset, in device points.
    public var contentOffset: Point
    /// The viewport's frame on the page, in device points.
    public var frame: Rect
    /// Pixels per device point.
    public var deviceScale: Double

    public init(screenScale: Double, zoom: Double, contentOffset: Point, frame: Rect, deviceScale: Double) {
        self.screenScale = screenScale
        self.zoom = zoom
        self.contentOffset = contentOffset
        self.frame = frame
        self.deviceScale = deviceScale
    }

    /// Resolves zoom and offset for a viewport showing content of `contentSize` design points.
    ///
    /// - `zoom == .fit`: `viewport width / (content width × screenScale)`, or
    ///   `fitPointsPerDesignPoint / screenScale` when the page gives one (a fit that leaves the
    ///   rail its room, `PageLayout.fitPointsPerDesignPoint`); any zoom is then clamped to `Zoom.range`
    ///   — or, with `overview`, a `fit` or `contain` zoom only to `Zoom.overviewFloor` below it, so
    ///   the whole map is in view however large it is.
    /// - `offset == nil`: centred horizontally (`(scaled width − viewport width) / 2`, negative when
    ///   the content is narrower), top-aligned vertically. A given offset is used as-is, like a
    ///   programmatic `setContentOffset`.
    public static func resolve(contentSize: Size, frame: Rect, screenScale: Double, deviceScale: Double,
                               zoom: Zoom, offset: Point?, fitPointsPerDesignPoint: Double? = nil,
                               overview: Bool = false) throws(LayoutError) -> Viewport {
        let z: Double
        let fit = fitPointsPerDesignPoint.map { $0 / screenScale } ?? frame.width / (contentSize.width * screenScale)
        switch zoom {
        case .fit: z = fit
        case .contain: z = min(fit, frame.height / (contentSize.height * screenScale))
        case .scale(let v):
            guard v.isFinite else { throw .nonFinite(what: "zoom") }
            guard v > 0 else { throw .invalidZoom("must be greater than 0, found \(v)") }
            z = v
        }
        let floor: Double
        if case .scale = zoom { floor = Zoom.range.lowerBound } else { floor = overview ? Zoom.overviewFloor : Zoom.range.lowerBound }
        let clamped = min(max(z, min(floor, Zoom.range.lowerBound)), Zoom.range.upperBound)
        let off: Point
        if let offset {
            guard offset.isFinite else { throw .nonFinite(what: "offset") }
            off = offset
        } else {
            off = Point(x: (contentSize.width * screenScale * clamped - frame.width) / 2, y: 0)
        }
        return Viewport(screenScale: screenScale, zoom: clamped, contentOffset: off, frame: frame, deviceScale: deviceScale)
    }

    /// Design points per viewport point, inverted: viewport points per design point.
    public var pointsPerDesignPoint: Double { screenScale * zoom }

    /// Design point → viewport point (device points, origin at the viewport's top-left).
    public func viewportPoint(fromDesign p: Point) -> Point {
        Point(x: p.x * pointsPerDesignPoint - contentOffset.x, y: p.y * pointsPerDesignPoint - contentOffset.y)
    }

    /// Viewport point → design point (inverse of `viewportPoint(fromDesign:)`).
    public func designPoint(fromViewport p: Point) -> Point {
        Point(x: (p.x + contentOffset.x) / pointsPerDesignPoint, y: (p.y + contentOffset.y) / pointsPerDesignPoint)
    }

    /// Viewport point → page point (device points, origin at the screen's top-left).
    public func pagePoint(fromViewport p: Point) -> Point { Point(x: frame.x + p.x, y: frame.y + p.y) }

    /// Page point → viewport point.
    public func viewportPoint(fromPage p: Point) -> Point { Point(x: p.x - frame.x, y: p.y - frame.y) }

    /// Page point (device points) → pixel.
    public func pixel(fromPage p: Point) -> Point { Point(x: p.x * deviceScale, y: p.y * deviceScale) }

    /// Pixel → page point (device points).
    public func pagePoint(fromPixel p: Point) -> Point { Point(x: p.x / deviceScale, y: p.y / deviceScale) }

    /// Design rect → viewport rect (device points).
    public func viewportRect(fromDesign r: Rect) -> Rect {
        let o = viewportPoint(fromDesign: Point(x: r.x, y: r.y))
        return Rect(x: o.x, y: o.y, width: r.width * pointsPerDesignPoint, height: r.height * pointsPerDesignPoint)
    }

    /// Design rect → page rect (device points).
    public func pageRect(fromDesign r: Rect) -> Rect {
        let v = viewportRect(fromDesign: r)
        return Rect(x: frame.x + v.x, y: frame.y + v.y, width: v.width, height: v.height)
    }

    /// Page rect (device points) → pixel rect in the rendered image.
    public func pixelRect(fromPage r: Rect) -> Rect {
        Rect(x: r.x * deviceScale, y: r.y * deviceScale, width: r.width * deviceScale, height: r.height * deviceScale)
    }

    /// Design rect → pixel rect in the rendered image.
    public func pixelRect(fromDesign r: Rect) -> Rect {
        let p = pageRect(fromDesign: r)
        return Rect(x: p.x * deviceScale, y: p.y * deviceScale, width: p.width * deviceScale, height: p.height * deviceScale)
    }

    /// The part of design space the viewport shows, in design points.
    public var visibleDesignRect: Rect {
        let o = designPoint(fromViewport: .zero)
        return Rect(x: o.x, y: o.y, width: frame.width / pointsPerDesignPoint, height: frame.height / pointsPerDesignPoint)
    }
}
