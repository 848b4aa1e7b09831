import SeatMapCore

/// A venue whose seats stand at coordinates, not on a grid: theatres with curved rows, arenas
/// with rotated sections (seats.io, pretix and editors that store computed seat positions).
///
/// Coordinates are the source's own units (seats.io's chart units, a pretix plan's), y down. Rows
/// keep their order — the order the lone-seat and couple rules walk — and seats keep their order
/// within a row. A grid hall is the special case (`Venue(grid:)`).
public struct Venue: Sendable {
    public var name: String?
    public var sections: [Section]
    /// Every row of the venue, in drawing order.
    public var rows: [Row]
    /// The distance between the centres of neighbouring seats of a row, in source units, when
    /// the source says so; otherwise `VenueLayout` reads it from the seats (the most common
    /// distance between neighbours).
    public var seatPitch: Double?
    /// General-admission areas: places sold by count, not by seat.
    public var areas: [Area] = []
    /// The stage and other drawn shapes, with their labels.
    public var shapes: [Shape] = []
    /// Free texts on the map.
    public var texts: [Text] = []
    /// Where the best seats are chosen from (nearest first), when the venue names a point.
    public var focalPoint: Point?
    /// The venue's floors, when it has more than one, in the order the all-floors view draws them
    /// from the top: each element names its floor (a row in a section is on its section's).
    /// Empty: a venue of one floor (`Venue+Floors.swift`).
    public var floors: [Floor] = []
    /// Parts of the venue with their own focal point (seats.io's zones: a race track's finish
    /// line and its mid track): a section naming one has its seats' best available chosen
    /// nearest that point (`Venue+FocalZones.swift`). Empty: the venue's one focal point.
    public var focalZones: [FocalZone] = []

    public init(name: String? = nil, sections: [Section] = [], rows: [Row], seatPitch: Double? = nil) {
        self.name = name
        self.sections = sections
        self.rows = rows
        self.seatPitch = seatPitch
    }

    /// A floor of a venue (stalls, circle): its id, which elements name, and the title drawn
    /// over it.
    public struct Floor: Sendable, Equatable {
        public var id: String
        public var label: String
        public init(id: String, label: String) {
            self.id = id
            self.label = label
        }
    }

    /// A part of the venue whose seats are chosen nearest its own focal point (source units).
    public struct FocalZone: Sendable, Equatable {
        public var id: String
        public var label: String
        public var focalPoint: Point
        public init(id: String, label: String, focalPoint: Point) {
            self.id = id
            self.label = label
            self.focalPoint = focalPoint
        }
    }

    /// A region of the map in source units: a polygon, an upright-then-turned rectangle, or an
    /// ellipse.
    public enum Outline: Sendable, Equatable {
        case polygon([Point])
        case rectangle(center: Point, width: Double, height: Double, rotationDegrees: Double)
        case ellipse(center: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double)
    }

    /// A general-admission area: `capacity` places, sold by count (or all at once when
    /// `bookAsAWhole`).
    public struct Area: Sendable, Equatable {
        public var id: String
        public var label: String
        public var outline: Outline
        public var capacity: Int
        public var bookAsAWhole: Bool
        public var category: String?
        /// The price of one place, in minor units (fen); nil: the file names none.
        public var priceMinorUnits: Int?
        /// Places still to be had, when the source says; nil: all of `capacity`.
        public var left: Int?
        /// The floor it is on (`Venue.floors`), nil in a venue of one floor.
        public var floor: String?
        /// A booth (an expo stand, seats.io's booths): one place sold whole, labelled by its
        /// name alone (no count of places left) and drawn taken once it is.
        public var isBooth = false
        public init(id: String, label: String, outline: Outline, capacity: Int, bookAsAWhole: Bool = false, category: String? = nil,
                    left: Int? = nil) {
            self.left = left
            self.id = id
            self.label = label
            self.outline = outline
            self.capacity = capacity
            self.bookAsAWhole = bookAsAWhole
            self.category = category
        }
    }

    /// A drawn shape: the stage, a bar, a pillar.
    public struct Shape: Sendable, Equatable {
        public var label: String
        public var isStage: Bool
        public var outline: Outline
        /// The floor it is on (`Venue.floors`), nil in a venue of one floor.
        public var floor: String?
        public init(label: String, isStage: Bool, outline: Outline) {
            self.label = label
            self.isStage = isStage
            self.outline = outline
        }
    }

    /// A text placed on the map.
    public struct Text: Sendable, Equatable {
        public var text: String
        public var position: Point
        public var rotationDegrees: Double
        /// The floor it is on (`Venue.floors`), nil in a venue of one floor.
        public var floor: String?
        /// A title (a floor's in the all-floors view): drawn bold at 20 design points, at least
        /// 11 px where the map is drawn small, at most 2.6 seat pitches (its band: the layout
        /// keeps 1.5 pitches free above and below it), where a plain text stays 13 px.
        public var isTitle = false
        public init(text: String, position: Point, rotationDegrees: Double = 0) {
            self.text = text
            self.position = position
            self.rotationDegrees = rotationDegrees
        }
    }

    /// A table its seats sit around (a row whose order goes round the table).
    public struct Table: Sendable, Equatable {
        public var outline: Outline
        /// Whether the table is sold whole, not seat by seat.
        public var bookAsAWhole: Bool
        public init(outline: Outline, bookAsAWhole: Bool = false) {
            self.outline = outline
            self.bookAsAWhole = bookAsAWhole
        }
    }

    /// A section: an outline (a polygon in source units) and its label, grouping rows.
    public struct Section: Sendable, Equatable {
        public var id: String
        public var label: String
        public var outline: [Point]
        /// The floor it is on (`Venue.floors`), nil in a venue of one floor.
        public var floor: String?
        /// The price of its seats, in minor units (fen), unless a seat names its own; nil: none.
        public var priceMinorUnits: Int?
        /// The focal zone (`Venue.focalZones`) its seats are chosen in, nil: the venue's focus.
        public var focalZone: String?
        public init(id: String, label: String, outline: [Point]) {
            self.id = id
            self.label = label
            self.outline = outline
        }
    }

    /// A row: its label, its section (nil outside any), its seats in order; for the seats
    /// around a table, the table (the order then goes round it).
    public struct Row: Sendable, Equatable {
        public var label: String
        public var sectionId: String?
        public var seats: [Seat]
        public var table: Table?
        /// The floor it is on (`Venue.floors`), nil in a venue of one floor (a row: its section's).
        public var floor: String?
        public init(label: String, sectionId: String? = nil, seats: [Seat], table: Table? = nil) {
            self.label = label
            self.sectionId = sectionId
            self.seats = seats
            self.table = table
        }
    }

    /// A seat at a position (its centre, in source units), turned by `rotationDegrees`
    /// clockwise (the direction of its row).
    public struct Seat: Sendable, Equatable {
        public var seatId: String
        public var label: String
        public var position: Point
        public var rotationDegrees: Double
        public var status: SeatStatus
        /// The source's price category (seats.io's category label), when it names one.
        public var category: String?
        /// The price of one place, in minor units (fen); nil: the file names none.
        public var priceMinorUnits: Int?
        /// Its half of a couple sofa (情侣座): an `L` seat and the `R` seat after it in its row
        /// are one sofa, tapped, suggested and drawn together (`Venue+Couples.swift`).
        public var pair: SofaHalf?
        public init(seatId: String, label: String, position: Point, rotationDegrees: Double = 0, status: SeatStatus = .available,
                    category: String? = nil) {
            self.seatId = seatId
            self.label = label
            self.position = position
            self.rotationDegrees = rotationDegrees
            self.status = status
            self.category = category
        }
    }

    /// A turn worked out with trigonometry, whole degrees made exact (0, not 1e-15; 90, not
    /// 89.99999999999999): the same turn gives the same pixels and the same `layout` numbers
    /// whichever way it was computed.
    public static func exactTurn(_ degrees: Double) -> Double {
        abs(degrees - degrees.rounded()) < 1e-9 ? degrees.rounded() : degrees
    }

    /// Every seat in drawing order (rows in order, seats in order): the index `VenueLayout` and
    /// `VenueHitIndex` name seats by.
    public var allSeats: [Seat] { rows.flatMap(\.seats) }
}

/// Why a venue cannot be laid out. Each message names the seat or section at fault.
public enum VenueError: Error, Sendable, Equatable, CustomStringConvertible {
    case noSeats
    case duplicateSeatId(String)
    case nonFinite(seatId: String, what: String)
    case badPitch(Double)
    case outOfRange(seatId: String)
    case tooLarge(width: Double, height: Double)
    case unknownSection(row: String, section: String)
    /// An element names a floor the venue does not list (`floor` nil: the venue has floors and
    /// the element names none).
    case unknownFloor(element: String, floor: String?)
    /// A row names a floor other than its section's.
    case floorDiffersFromSection(row: String, floor: String, section: String)
    /// Two floors share an id.
    case duplicateFloorId(String)
    /// A sofa half without its other half beside it in its row (an `L` not followed by an
    /// `R`, an `R` not after an `L`), or a half at a table.
    case unpairedHalf(seatId: String, reason: String)
    /// A sofa whose halves stand further apart than a gap in a row (1.5 seat pitches).
    case sofaApart(left: String, right: String)
    /// An outline or a text lies beyond ±`VenueLayout.maxCoordinate` source units (or is not finite).
    case outlineOutOfRange(element: String)
    /// A section names a focal zone the venue does not list.
    case unknownFocalZone(section: String, zone: String)
    /// Two focal zones share an id.
    case duplicateFocalZoneId(String)

    public var description: String {
        switch self {
        case .noSeats: return "the venue has no seats (nor a general-admission area): nothing to sell"
        case .duplicateSeatId(let id): return "seat id \(MessageText.quoted(id)) is used twice; every seat needs its own"
        case let .nonFinite(id, what): return "seat \(MessageText.quoted(id)): its \(what) is not a finite number"
        case .outOfRange(let id):
            return "seat \(MessageText.quoted(id)): its position is beyond ±\(NumberText.rounded(VenueLayout.maxCoordinate, places: 0)) source units"
        case let .tooLarge(w, h):
            let size = w.isFinite && h.isFinite ? "\(NumberText.rounded(w, places: 0)) × \(NumberText.rounded(h, places: 0))" : "an unbounded"
            return "at 44 pt between neighbouring seats the map would be \(size) design points, beyond the \(NumberText.rounded(VenueLayout.maxCoordinate, places: 0)) "
                + "a map may reach: check seatPitch and the seats' positions"
        case .badPitch(let p): return "seatPitch \(NumberText.rounded(p, places: 3)) is not a distance: give the centre-to-centre distance of neighbouring seats, above 0"
        case let .unknownSection(row, section): return "row \(MessageText.quoted(row)) names the section \(MessageText.quoted(section)), which the venue does not have"
        case let .unknownFloor(element, floor?): return "\(element) is on the floor \(MessageText.quoted(floor)), which the venue's floors do not list"
        case let .unknownFloor(element, nil): return "\(element) names no floor; in a venue with floors every element names its floor"
        case let .floorDiffersFromSection(row, floor, section):
            return "row \(MessageText.quoted(row)) is on the floor \(MessageText.quoted(floor)) but its section \(MessageText.quoted(section)) is not; drop the row's floor"
        case .duplicateFloorId(let id): return "the floor id \(MessageText.quoted(id)) is used twice; every floor needs its own"
        case let .unpairedHalf(id, reason): return "seat \(MessageText.quoted(id)) is half of a couple sofa but \(reason)"
        case let .sofaApart(left, right):
            return "the couple sofa \(MessageText.quoted(left)) + \(MessageText.quoted(right)) stands further apart than a gap in a row (1.5 seat pitches); a sofa's halves sit side by side"
        case .outlineOutOfRange(let element):
            return "\(element): its outline reaches beyond ±\(NumberText.rounded(VenueLayout.maxCoordinate, places: 0)) source units (or is not a finite number)"
        case let .unknownFocalZone(section, zone):
            return "section \(MessageText.quoted(section)) is in the focal zone \(MessageText.quoted(zone)), which the venue's focalZones do not list"
        case .duplicateFocalZoneId(let id): return "the focal zone id \(MessageText.quoted(id)) is used twice; every focal zone needs its own"
        }
    }
}
