import SeatMapCore
import SeatMapLayout
import SeatMapRules

/// One element of the resolved page: what it is, where (page points), and what it says.
public struct PageElement: Sendable, Equatable {
    /// What an element is. Raw values are the `kind` strings of `seatmap layout` and `hit --page`.
    public enum Kind: String, Sendable, CaseIterable {
        case statusBar, clock, battery, navigation, back, title, subtitle
        case strip, chip
        case screenHeader, screen, centerLine
        /// The seat map's viewport (a touch there that hits no seat lands on the map).
        case map
        /// A fade at the viewport's bottom edge when seats lie below the fold.
        case scrollHint
        case rail, railLabel, minimap
        case legend, legendItem
        case priceBar, hint, seatChip, moreChip, total, confirm, homeIndicator
    }

    public var kind: Kind
    /// In page points (device points; the image is this times the pixel scale).
    public var frame: Rect
    /// For elements drawn in the map's design space (the screen band of `--mode full`): the
    /// same frame in design points.
    public var designFrame: Rect?
    /// The words shown, when the element shows some.
    public var text: String?
    /// A legend item's seat state, or a seat chip's seat.
    public var state: SeatState?
    /// A legend item's price zone (its icon's tint and sofa shape).
    public var zone: SeatZone?
    public var seatId: String?
    /// Position among its kind: the showtime index of a chip, the seat index of a seat chip,
    /// the row index of a rail label.
    public var index: Int?
    /// A chip that is the current showtime; a confirm button that can be pressed.
    public var isSelected: Bool?
    /// Type size of the element's text, in page points.
    public var fontSize: Double?
    /// A second line (a seat chip's price).
    public var detail: String?
    /// The seat icon inside a legend item.
    public var iconFrame: Rect?
    /// Where the element's text is anchored (its baseline centre or left end, as the painter
    /// aligns it), when the element is more than its text.
    public var textAnchor: Point?
    /// The part of the page the element is drawn clipped to (the map's viewport for the rail and
    /// the minimap, the strip for chips); `visibleFrame` is what shows.
    public var clip: Rect?

    /// The part of `frame` that shows on the page.
    public var visibleFrame: Rect? {
        guard let clip else { return frame }
        let r = frame.intersection(clip)
        return r.width > 0 && r.height > 0 ? r : nil
    }

    public init(_ kind: Kind, frame: Rect, designFrame: Rect? = nil, text: String? = nil, state: SeatState? = nil,
                seatId: String? = nil, index: Int? = nil, isSelected: Bool? = nil, fontSize: Double? = nil,
                detail: String? = nil, iconFrame: Rect? = nil, textAnchor: Point? = nil, clip: Rect? = nil) {
        self.kind = kind
        self.frame = frame
        self.designFrame = designFrame
        self.text = text
        self.state = state
        self.seatId = seatId
        self.index = index
        self.isSelected = isSelected
        self.fontSize = fontSize
        self.detail = detail
        self.iconFrame = iconFrame
        self.textAnchor = textAnchor
        self.clip = clip
    }
}
