/// The server's status of one grid slot, with the seed's raw codes.
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

/// Price zone of a seat (the seed's `zone`). Only 1...3 exist in the format.
public enum SeatZone: Int, Sendable, CaseIterable, Comparable {
    case normal = 1
    case golden = 2
    /// 情侣座: pairs up into sofas, see `Hall.couplePartner(of:)`.
    case couple = 3

    public static func < (a: SeatZone, b: SeatZone) -> Bool { a.rawValue < b.rawValue }
}

/// One entry of the seat matrix, exactly the seed's `Seat` model.
public struct Seat: Sendable, Hashable {
    /// Unique id, by convention `排号_列号` such as "5_3"; empty for aisles.
    public var seatId: String
    /// Printed row label (1-based); may skip numbers.
    public var rowNo: Int
    /// Printed column label (1-based).
    public var colNo: Int
    public var zone: SeatZone
    /// Price in fen (1/100 yuan). Integer, never floating point.
    public var priceFen: Int
    public var status: SeatStatus

    public init(seatId: String, rowNo: Int, colNo: Int, zone: SeatZone = .normal, priceFen: Int, status: SeatStatus) {
        self.seatId = seatId
        self.rowNo = rowNo
        self.colNo = colNo
        self.zone = zone
        self.priceFen = priceFen
        self.status = status
    }

    /// An aisle slot: it occupies its grid position and nothing else.
    public static let aisle = Seat(seatId: "", rowNo: 0, colNo: 0, zone: .normal, priceFen: 0, status: .aisle)

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
