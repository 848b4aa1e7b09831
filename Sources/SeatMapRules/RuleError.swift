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
    // General admission (a venue's standing areas): places by count.
    /// No general-admission area with this id (the nearest the venue has).
    case unknownArea(String, nearest: String?)
    /// More places asked of an area than it has left.
    case areaFull(areaId: String, asked: Int, left: Int)
    /// An area sold whole takes exactly its capacity.
    case areaWhole(areaId: String, asked: Int, capacity: Int)
    /// No focal zone with this id (the nearest the venue has, and whether it has any).
    case unknownFocalZone(String, nearest: String?, known: [String])

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
        case .unknownArea: return "unknownArea"
        case .areaFull: return "areaFull"
        case .areaWhole: return "areaWhole"
        case .unknownFocalZone: return "unknownZone"
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
        case let .unknownArea(id, near):
            return "no general-admission area with id \(MessageText.quoted(id)) in this venue" + (near.map { " (did you mean \(MessageText.quoted($0))?)" } ?? "")
        case let .areaFull(id, asked, left):
            return "area \(MessageText.quoted(id)) has \(left) place\(left == 1 ? "" : "s") left, \(asked) asked"
        case let .areaWhole(id, asked, capacity):
            return "area \(MessageText.quoted(id)) is sold whole: \(capacity) place\(capacity == 1 ? "" : "s"), \(asked) asked"
        case let .unknownFocalZone(id, near, known):
            guard !known.isEmpty else { return "no focal zone with id \(MessageText.quoted(id)): this venue has no focal zones (its seats are chosen nearest one focus)" }
            return "no focal zone with id \(MessageText.quoted(id)) in this venue" + (near.map { " (did you mean \(MessageText.quoted($0))?)" } ?? "")
                + "; it has \(known.map(MessageText.quoted).joined(separator: ", "))"
        }
    }
}
