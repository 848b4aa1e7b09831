/// The server's status of one grid slot, with the hall format's raw codes.
public enum SeatStatus: Int, Sendable, CaseIterable {
    /// 已售: sold, grey, never selectable.
    case sold = 0
    /// 可售: can be selected.
    case available = 1
    /// 过道: takes a grid slot, draws nothing, is never a seat.
    case aisle = 2
    /// 锁定: someone else holds it for a few minutes.
    case locked = 3

    public var name: String {
        switch self {
        case .sold: return "sold"
        case .available: return "available"
        case .aisle: return "aisle"
        case .locked: return "locked"
        }
    }
}

/// Price zone of a seat. Only 1...3 exist in the format.
public enum SeatZone: Int, Sendable, CaseIterable, Comparable {
    case normal = 1
    case golden = 2
    /// 情侣座: pairs up into sofas, see `Hall.couplePartner(of:)`.
    case couple = 3

    public static func < (a: SeatZone, b: SeatZone) -> Bool { a.rawValue < b.rawValue }
}

/// Which half of a couple sofa a seat is, when the hall says so explicitly (Vista's
/// `SeatsInGroup`, Maoyan's `st` L/R). Rows with explicit halves pair L with the R to its right.
public enum SofaHalf: String, Sendable, Hashable, CaseIterable {
    case left = "L"
    case right = "R"
}

/// What kind of seat it is beyond its zone (hall-file key `kind`): accessible seating a venue
/// must sell by rule, and seats that differ in comfort or view. Ordinary seats have none.
public enum SeatKind: String, Sendable, Hashable, CaseIterable {
    /// A space for a wheelchair (no seat, or a removable one).
    case wheelchair
    /// A transfer seat for someone who cannot use steps (movable armrest, at a level entry).
    case accessible
    /// The seat beside a wheelchair space or accessible seat, for a companion.
    case companion
    /// A seat with a partly obstructed view of the screen.
    case restrictedView
    case recliner
    /// A motion seat (D-BOX, 4DX).
    case motion

    /// Kinds that are accessible seating: suggestions leave them alone unless asked.
    public var isAccessibleSeating: Bool { self == .wheelchair || self == .accessible || self == .companion }

    public static let expectation = "expected one of " + SeatKind.allCases.map(\.rawValue).joined(separator: ", ")
}

/// One entry of the seat matrix: a seat (or an aisle slot) with its printed labels.
public struct Seat: Sendable, Hashable {
    /// Unique id, by convention `排号_列号` such as "5_3"; empty for aisles.
    public var seatId: String
    /// Printed row label (1-based); may skip numbers.
    public var rowNo: Int
    /// Printed column label (1-based).
    public var colNo: Int
    public var zone: SeatZone
    /// Price in fen (1/100 yuan). Integer, never floating point.
    public var priceMinorUnits: Int
    public var status: SeatStatus
    /// Printed row label shown instead of `rowNo` (Vista's row "A"), when the data has one.
    public var rowLabel: String?
    /// Printed column label shown instead of `colNo`, when the data has one.
    public var colLabel: String?
    /// Explicit sofa half; nil means the positional couple rule applies to this row.
    public var pair: SofaHalf?
    /// The seat's kind (wheelchair space, companion seat…); nil for an ordinary seat.
    public var kind: SeatKind?

    public init(seatId: String, rowNo: Int, colNo: Int, zone: SeatZone = .normal, priceMinorUnits: Int, status: SeatStatus,
                rowLabel: String? = nil, colLabel: String? = nil, pair: SofaHalf? = nil, kind: SeatKind? = nil) {
        self.kind = kind
        self.seatId = seatId
        self.rowNo = rowNo
        self.colNo = colNo
        self.zone = zone
        self.priceMinorUnits = priceMinorUnits
        self.status = status
        self.rowLabel = rowLabel
        self.colLabel = colLabel
        self.pair = pair
    }

    /// The row as printed: the label when there is one, else the number.
    public var rowText: String { rowLabel ?? String(rowNo) }
    /// The column as printed: the label when there is one, else the number.
    public var colText: String { colLabel ?? String(colNo) }

    /// The seat's label from a template such as the maoyan theme's `{row}排{col}号` ("5排3号", "A排3号").
    public func label(template: String) -> String {
        SeatLabelTemplate(template).label(for: self)
    }

    /// An aisle slot: it occupies its grid position and nothing else.
    public static let aisle = Seat(seatId: "", rowNo: 0, colNo: 0, zone: .normal, priceMinorUnits: 0, status: .aisle)

    public var isAisle: Bool { status == .aisle }
}

/// A seat's place on the grid: indices into `Hall.rows`, both 0-based.
public struct GridIndex: Sendable, Hashable, Comparable {
    public var row: Int
    public var col: Int
    public init(row: Int, col: Int) { self.row = row; self.col = col }
    /// Row-major order, which is also drawing order (later is on top).
    public static func < (a: GridIndex, b: GridIndex) -> Bool { (a.row, a.col) < (b.row, b.col) }
}

extension String {
    /// Replaces every occurrence of `target` (plain text, no patterns; no Foundation needed).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
