import SeatMapCore
import SeatMapTheme

/// One element of the resolved page, in paint order, with everything a backend needs to draw it:
/// frames, paths, colours and fitted text. Backends switch over the cases; a new case that a
/// backend does not draw does not compile.
///
/// Frames are in page points (device points; the image is this times the pixel scale) unless a
/// payload says design points (those elements carry the `MapTransform` that places them).
public enum PageElement: Sendable, Equatable {
    case statusBar(Panel)
    case clock(Label)
    case battery(Battery)
    case navigation(Panel)
    case back(Chevron)
    case title(Label)
    case subtitle(Label)
    case strip(Panel)
    case chip(Chip)
    case screenHeader(Panel)
    case screen(Screen)
    /// The 银幕中央 marker where the hall's centre line enters the viewport.
    case centerLine(Pill)
    /// The seat map's viewport (a touch there that hits no seat lands on the map). Draws nothing.
    case map(Area)
    /// The dashed centre line through the map, in design points.
    case mapAxis(Axis)
    /// Every seat, in row-major order.
    case seats(SeatLayer)
    /// A venue's map in the viewport (`SeatPage.venue`): its regions, seats and texts, in design
    /// points under the viewport's transform.
    case venueMap(VenueMapLayer)
    /// A fade at the viewport's bottom edge when seats lie below the fold.
    case scrollHint(Fade)
    case rail(Pill)
    case railLabel(RailLabel)
    case minimap(Minimap)
    case legend(Panel)
    case legendItem(LegendItem)
    case priceBar(Panel)
    case hint(Label)
    case seatChip(SeatChip)
    case moreChip(MoreChip)
    case total(Total)
    case confirm(Button)
    case homeIndicator(Pill)
    /// A hairline between parts of the page.
    case separator(Panel)
    /// What the page says after a refused tap or order: a rounded box over the map's bottom,
    /// centred, at most two lines. Takes no touches.
    case toast(Toast)
    /// The page dimmed behind a dialog: a touch there is taken and does nothing.
    case scrim(Panel)
    /// A confirm dialog's card with its title and message.
    case dialog(Dialog)
    /// One of the dialog's buttons.
    case dialogButton(DialogButton)

    /// What an element is. Raw values are the `kind` strings of `seatmap layout` and `hit --page`.
    public enum Kind: String, Sendable, CaseIterable {
        case statusBar, clock, battery, navigation, back, title, subtitle
        case strip, chip
        case screenHeader, screen, centerLine
        case map, mapAxis, seats, venueMap
        case scrollHint
        case rail, railLabel, minimap
        case legend, legendItem
        case priceBar, hint, seatChip, moreChip, total, confirm, homeIndicator
        case separator
        case toast, scrim, dialog, dialogButton
        /// A venue's regions (`ResolvedVenue.Region`): a section, a general-admission area, a
        /// table, the stage, another drawn shape.
        case section, area, table, stage, shape

        /// Whether `seatmap layout` lists elements of this kind and `hit --page` can answer one:
        /// the map's own drawing (its centre line, the seat layer, reported seat by seat) and
        /// hairlines are not parts a person points at.
        public var isReported: Bool { ![.mapAxis, .seats, .venueMap, .separator].contains(self) }

        /// Whether the SVG gives elements of this kind a titled control overlay: the parts a
        /// person taps or reads. The map, the rail and the minimap lie over seats (and take no
        /// touches there); containers such as the navigation bar are covered by their parts.
        public var isControl: Bool {
            [.back, .title, .subtitle, .chip, .screen, .centerLine, .legendItem, .hint, .seatChip, .moreChip, .total, .confirm,
             .toast, .dialog, .dialogButton, .section, .area, .table, .stage].contains(self)
        }


        /// Whether a touch on an element of this kind stops there (`ResolvedPage.hit`): a toast
        /// floats over the map and lets touches through to the seats under it, as the app's do.
        public var takesTouches: Bool { self != .toast }
    }
}

/// Places design points on the page: `page = design * scale + (translateX, translateY)`.
public struct MapTransform: Sendable, Equatable {
    public var translateX: Double
    public var translateY: Double
    public var scale: Double
}

/// A filled rectangle.
public struct Panel: Sendable, Equatable {
    public var frame: Rect
    public var fill: Color
}

/// An area that draws nothing of its own.
public struct Area: Sendable, Equatable {
    public var frame: Rect
}

/// A rounded rectangle, filled; `clip` is the part of the page it is drawn clipped to.
public struct Pill: Sendable, Equatable {
    public var frame: Rect
    public var radius: Double
    public var fill: Color
    public var clip: Rect?
    /// The words on it, when it has some.
    public var text: ResolvedText?
}

/// A line of text in its box.
public struct Label: Sendable, Equatable {
    public var frame: Rect
    public var text: ResolvedText
}

/// The status bar's battery: outline, charge and cap.
public struct Battery: Sendable, Equatable {
    public var frame: Rect
    public var outline: Rect
    public var outlineRadius: Double
    public var outlineWidth: Double
    public var outlineColor: Color
    public var charge: Rect
    public var chargeRadius: Double
    public var chargeColor: Color
    public var cap: Rect
    public var capRadius: Double
    public var capColor: Color
}

/// The back button: a chevron stroked with round caps in its touch target.
public struct Chevron: Sendable, Equatable {
    public var frame: Rect
    public var points: [Point]
    public var lineWidth: Double
    public var color: Color
}

/// A segment of a resolved path.
public enum PathSegment: Sendable, Equatable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
}

/// A showtime chip of the strip.
public struct Chip: Sendable, Equatable {
    public var frame: Rect
    public var clip: Rect
    /// Index into the hall's showtimes.
    public var index: Int
    public var isSelected: Bool
    public var radius: Double
    public var fill: Color
    public var stroke: Color
    public var lineWidth: Double
    public var time: ResolvedText
    /// Tag and price, when the showtime has either.
    public var detail: ResolvedText?
}

/// The screen band: a shallow arc (the straight top edge is the screen, the curved bottom its
/// projection) with the hall's name.
public struct Screen: Sendable, Equatable {
    /// Page points.
    public var frame: Rect
    /// In `--mode full` the band is drawn in design points, in the map's top inset: its frame
    /// there and the transform that places it. Nil on the phone page.
    public var designFrame: Rect?
    public var transform: MapTransform?
    public var clip: Rect?
    /// In the space the band is drawn in.
    public var path: [PathSegment]
    public var fill: Color
    public var label: ResolvedText
}

/// The hall's centre line, dashed, in design points.
public struct Axis: Sendable, Equatable {
    public var frame: Rect
    public var clip: Rect
    public var transform: MapTransform
    public var from: Point
    public var to: Point
    public var lineWidth: Double
    public var dash: [Double]
    public var color: Color
}

/// The seats, painted in design points.
public struct SeatLayer: Sendable, Equatable {
    /// The viewport, in page points.
    public var frame: Rect
    public var clip: Rect
    public var transform: MapTransform
    /// Detail of the seat icons: device pixels per design point.
    public var iconScale: IconScale
    public var highlightStyle: HighlightStyle
    public var nodes: [SeatNode]
}

/// A venue's map as the page's viewport shows it: `venue` resolved for the page (sizes in page
/// points, seats out of view not drawn), drawn under `transform` and clipped to the viewport.
public struct VenueMapLayer: Sendable, Equatable {
    /// The viewport, in page points.
    public var frame: Rect
    public var clip: Rect
    public var transform: MapTransform
    /// Detail of the seat icons: device pixels per design point.
    public var iconScale: IconScale
    public var venue: ResolvedVenue

    public static func == (a: VenueMapLayer, b: VenueMapLayer) -> Bool {
        a.frame == b.frame && a.clip == b.clip && a.transform == b.transform && a.iconScale == b.iconScale
            && a.venue.regions == b.venue.regions && a.venue.seats == b.venue.seats && a.venue.texts == b.venue.texts
    }
}

/// A vertical fade from `top` to `bottom`.
public struct Fade: Sendable, Equatable {
    public var frame: Rect
    public var clip: Rect
    public var top: Color
    public var bottom: Color
}

/// A row's label on the rail.
public struct RailLabel: Sendable, Equatable {
    public var frame: Rect
    public var clip: Rect
    /// The row's index in the hall.
    public var row: Int
    public var text: ResolvedText
}

/// A thumbnail of the whole map with the visible part outlined.
public struct Minimap: Sendable, Equatable {
    public struct Dot: Sendable, Equatable {
        /// In design points (the minimap's transform places them).
        public var frame: Rect
        public var color: Color
    }

    /// The backing, in page points.
    public var frame: Rect
    public var clip: Rect
    public var radius: Double
    /// Painted in order: an opaque backing first, so seats under the thumbnail never show
    /// through it, then the theme's minimap fill.
    public var fills: [Color]
    public var transform: MapTransform
    public var dots: [Dot]
    public var visibleFrame: Rect
    public var visibleLineWidth: Double
    public var visibleColor: Color
}

/// A legend entry: a seat icon and its word; on the page of a venue without seats (an expo's
/// booths, standing floors), a swatch of how its areas are drawn and its word; or, with neither,
/// the `+N` that stands for the entries a full legend had no room for.
public struct LegendItem: Sendable, Equatable {
    public var frame: Rect
    public var look: SeatLook?
    public var swatch: LegendSwatch? = nil
    public var iconFrame: Rect
    public var iconScale: IconScale
    public var text: ResolvedText
}

/// A legend swatch: a rounded square painted as the map paints an area in `state` (available:
/// the tint at a fifth with its outline; sold: the sold fill; selected: the selected fill).
public struct LegendSwatch: Sendable, Equatable {
    public var state: SeatState
    public var frame: Rect
    public var radius: Double
    public var fill: Color
    public var stroke: Color
    public var lineWidth: Double
}

/// A selected seat's chip: its label over its price.
public struct SeatChip: Sendable, Equatable {
    public var frame: Rect
    public var seatId: String
    /// Position among the selected seats.
    public var index: Int
    public var radius: Double
    public var fill: Color
    public var label: ResolvedText
    /// The seat's price, or nil when it is not known (price 0).
    public var price: ResolvedText?
}

/// `+N`: the selected seats whose chips do not fit.
public struct MoreChip: Sendable, Equatable {
    public var frame: Rect
    /// Position of the first seat it stands for.
    public var index: Int
    public var radius: Double
    public var fill: Color
    public var text: ResolvedText
}

/// The total (or the prompt to pick seats) and the line under it.
public struct Total: Sendable, Equatable {
    public var frame: Rect
    public var amount: ResolvedText
    public var detail: ResolvedText?
}

/// The confirm button.
public struct Button: Sendable, Equatable {
    public var frame: Rect
    public var isEnabled: Bool
    public var radius: Double
    public var fill: Color
    public var text: ResolvedText
}

/// A toast: its box and its lines of words.
public struct Toast: Sendable, Equatable {
    public var frame: Rect
    public var radius: Double
    public var fill: Color
    /// All of its words, before they were broken into lines.
    public var message: String
    /// One or two lines, as drawn.
    public var lines: [ResolvedText]
}

/// A dialog's card: title, message lines and the hairlines above and between its buttons.
public struct Dialog: Sendable, Equatable {
    public var frame: Rect
    public var radius: Double
    public var fill: Color
    public var title: ResolvedText
    /// All of the message, before it was broken into lines.
    public var message: String
    public var lines: [ResolvedText]
    public var separators: [Rect]
    public var separatorColor: Color
}

/// A dialog button: a control a tap answers.
public struct DialogButton: Sendable, Equatable {
    public enum Role: String, Sendable, Equatable, CaseIterable {
        /// Closes the dialog and keeps the page as it was.
        case cancel
        /// Does what the dialog asks (replaces the selection with the suggestion).
        case accept
    }

    public var frame: Rect
    public var role: Role
    public var text: ResolvedText
}
