import SeatMapCore

/// Why a rule refused a tap, a suggestion or an order: the one error type of this module. `code` is the machine-readable name the
/// commands print (`notAvailable`, `exceedLimit`, `unknownSeat`, …; README, `select`).
public enum RuleError: Error, Sendable, Equatable, CustomStringConvertible {
    // Taps: why a seat cannot be selected.
    /// The seat is sold or locked (or an aisle); carries its state.
    case notAvailable(seatId: String, state: String)
    /// Selecting would exceed the order limit; carries the limit.
    case exceedLimit(seatId: String, limit: Int)
    case unknownSeat(seatId: String)
    // Suggestions.
    case invalidCount(Int)
    case exceedsLimit(count: Int, limit: Int)
    case noBlock(count: Int)
    // Orders.
    case emptySelection
    /// The selection strands lone seats (named) where another choice would not.
    case leavesLoneSeats([String])
    case invalidRequestId(String)
    /// Companion seats (named) in an order without a wheelchair space or accessible seat beside them.
    case loneCompanion([String])

    public var code: String {
        switch self {
        case .notAvailable: return "notAvailable"
        case .exceedLimit, .exceedsLimit: return "exceedLimit"
        case .unknownSeat: return "unknownSeat"
        case .invalidCount: return "invalidCount"
        case .noBlock: return "noBlock"
        case .emptySelection: return "emptySelection"
        case .leavesLoneSeats: return "leavesLoneSeat"
        case .invalidRequestId: return "invalidRequestId"
        case .loneCompanion: return "loneCompanion"
        }
    }

    public var description: String {
        switch self {
        case let .notAvailable(id, state): return "seat \(id) is \(state), not available"
        case let .exceedLimit(id, limit): return "selecting \(id) would exceed the limit of \(limit) seat\(limit == 1 ? "" : "s") per order"
        case let .unknownSeat(id): return "no seat with id \(id.count > MessageText.maxQuotedCharacters ? MessageText.quoted(id) : MessageText.escaped(id)) in this hall"
        case .invalidCount(let n): return "count must be at least 1, found \(n)"
        case let .exceedsLimit(n, limit): return "\(n) seats exceed this hall's limit of \(limit) per order"
        case .noBlock(let n): return "no row has \(n) available seats side by side (without an aisle or a split couple sofa)"
        case .emptySelection: return "no seat is selected"
        case .leavesLoneSeats(let ids):
            return "the selection leaves \(ids.count == 1 ? "a lone seat" : "lone seats") \(ids.joined(separator: ", ")) empty; choose seats that leave no single gap"
        case .invalidRequestId(let s): return "request id '\(s)' is not a UUID (8-4-4-4-12 hex digits)"
        case .loneCompanion(let ids):
            return "companion seat\(ids.count == 1 ? "" : "s") \(ids.joined(separator: ", ")) can only be bought with the wheelchair space or accessible seat beside \(ids.count == 1 ? "it" : "them") in the same order"
        }
    }
}
