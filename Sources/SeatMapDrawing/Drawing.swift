import SeatMapCore
import SeatMapPage
import SeatMapTheme

/// What a backend draws with: a current path, colour, line width, dash and cap style, a stack of
/// saved states, and a transform of translations and uniform scales (never rotated). The calls
/// and their meaning are Cairo's, so the Cairo canvas is a thin layer; the SVG backend keeps the
/// same state and writes elements.
public protocol Drawing: AnyObject {
    func save()
    func restore()
    func translate(_ x: Double, _ y: Double)
    func scale(_ s: Double)
    /// Intersects the clip with `r` (current units).
    func clip(to r: Rect)

    func setColor(_ c: Color)
    func setLineWidth(_ w: Double)
    func setDash(_ pattern: [Double])
    /// Round caps and joins from now on, or (false) Cairo's default butt caps and mitre joins.
    func setRoundCaps(_ on: Bool)

    func newPath()
    func move(_ x: Double, _ y: Double)
    func line(_ x: Double, _ y: Double)
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double)
    /// An arc from angle `a0` to `a1` (radians, clockwise on screen), joined to the current
    /// point by a line when there is one.
    func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double)
    func close()
    func rect(_ r: Rect)
    /// A rounded rectangle sub-path; the radius is clamped to half the shorter side.
    func roundedRect(_ r: Rect, radius: Double)

    func fill()
    /// Fills and keeps the path (to stroke it next).
    func fillPreserve()
    func stroke()
    /// Paints the current colour over the whole clip.
    func paint()
    func fillVerticalGradient(_ r: Rect, top: Color, bottom: Color)

    /// Draws resolved text: its runs from `startX` on its baseline.
    func text(_ t: ResolvedText)
    /// Draws one seat as `symbol` at `frame` (backends that share icons override this: pixel
    /// icons in raster output, `<symbol>`s in SVG).
    func seat(_ node: SeatNode, frame: Rect, symbol: SeatSymbol)

    /// Throws when the backend failed since the last check; `what` names the part being drawn.
    func check(_ what: String) throws(DrawingError)
}

extension Drawing {
    public func seat(_ node: SeatNode, frame: Rect, symbol: SeatSymbol) {
        symbol.draw(self, frame: frame)
    }

    public func fill(_ r: Rect, _ c: Color) { setColor(c); rect(r); fill() }
    public func fillRounded(_ r: Rect, radius: Double, _ c: Color) { setColor(c); roundedRect(r, radius: radius); fill() }
}

/// Why a backend could not draw.
public enum DrawingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The backend failed while drawing `part`, for `reason` (its own words).
    case failed(part: String, reason: String)
    /// The font file `part` is shaped with could not be opened when it was drawn, for `reason`.
    case font(part: String, file: String, reason: String)

    public var description: String {
        switch self {
        case let .failed(part, reason): return "drawing the \(part) failed: \(reason)"
        case let .font(part, file, reason): return "\(file): \(reason) (needed to draw the \(part))"
        }
    }
}
