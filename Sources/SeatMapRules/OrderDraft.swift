import SeatMapCore

/// The order a confirmed selection becomes, with a `clientRequestId`: a snapshot of the selection at
/// the moment of confirming, for the back end to make idempotent.
public struct OrderDraft: Sendable, Equatable {
    /// The showtime's and hall's ids; null in JSON when the hall file has none.
    public var showtimeId: String?
    public var hallId: String?
    /// Seat ids in tap order.
    public var seatIds: [String]
    /// The seats as printed (`5排3号`, `A排3号`), in the same order as `seatIds`.
    public var seatLabels: [String]
    /// Each seat's kind (`"wheelchair"`, or null for an ordinary seat), in the same order; the key
    /// is written only when a seat has one.
    public var seatKinds: [SeatKind?] = []
    /// Sum of prices in minor units (fen for yuan); nil (JSON null) when none of the seats has a
    /// known price (a hall imported without ticket prices).
    public var totalAmount: Int?
    /// Places in a venue's general-admission areas, by count (the key is written only when
    /// there are some).
    public var areaPlaces: [AreaPlaces] = []
    /// The hall's ISO 4217 currency code, when the hall names one (the key is left out otherwise:
    /// yuan, as before currencies were named).
    public var currency: String?
    public var orderSource: String
    /// A UUID string; injectable so tests and golden files are deterministic.
    public var clientRequestId: String

    public init(showtimeId: String?, hallId: String?, seatIds: [String], seatLabels: [String], seatKinds: [SeatKind?] = [],
                totalAmount: Int?, currency: String?, orderSource: String, clientRequestId: String, areaPlaces: [AreaPlaces] = []) {
        self.showtimeId = showtimeId
        self.hallId = hallId
        self.seatIds = seatIds
        self.seatLabels = seatLabels
        self.seatKinds = seatKinds
        self.totalAmount = totalAmount
        self.currency = currency
        self.orderSource = orderSource
        self.clientRequestId = clientRequestId
        self.areaPlaces = areaPlaces
    }

    /// Encoded with sorted keys, as `JSONEncoder` with `.sortedKeys` would.
    public var json: JSONValue {
        .object([
            ("clientRequestId", .string(clientRequestId)),
        ] + (currency.map { [("currency", JSONValue.string($0))] } ?? []) + [
            ("hallId", hallId.map { .string($0) } ?? .null),
            ("orderSource", .string(orderSource))] + (areaPlaces.isEmpty ? [] : [("places", JSONValue.array(areaPlaces.map(\.json)))]) + [
            ("seatIds", .array(seatIds.map { .string($0) })),
            ("seatLabels", .array(seatLabels.map { .string($0) })),
        ] + (seatKinds.contains { $0 != nil } ? [("seatKinds", JSONValue.array(seatKinds.map { $0.map { .string($0.rawValue) } ?? .null }))] : []) + [
            ("showtimeId", showtimeId.map { .string($0) } ?? .null), ("totalAmount", totalAmount.map { .int($0) } ?? .null),
        ])
    }
}

/// Places bought by count in a general-admission area (a standing floor): no seat of their own.
public struct AreaPlaces: Sendable, Equatable {
    public var areaId: String
    /// The area as people read it (`Standing floor`).
    public var label: String
    public var count: Int
    /// The price of one place, minor units; nil when the venue names none.
    public var priceMinorUnits: Int?

    public init(areaId: String, label: String, count: Int, priceMinorUnits: Int?) {
        self.areaId = areaId
        self.label = label
        self.count = count
        self.priceMinorUnits = priceMinorUnits
    }

    /// `count` × the price, nil without a price.
    public var amount: Int? { priceMinorUnits.map { $0 * count } }

    /// Sorted keys: `amount`, `area`, `count`, `label`.
    var json: JSONValue {
        .object([("amount", amount.map { .int($0) } ?? .null), ("area", .string(areaId)), ("count", .int(count)), ("label", .string(label))])
    }
}

extension SeatSelection {
    /// Confirms the selection as an order draft, checking the no-single-gap rule. `seatLabel` is
    /// the theme's label template (maoyan's by default). `loneSeats` replaces the grid's rule
    /// (`orphanedSeats`) where seats are not a grid's rows (a venue's tables go round).
    public func orderDraft(source: String, requestId: String, seatLabel: String = "{row}排{col}号",
                           loneSeats: ((SeatSelection) -> [String])? = nil) -> Result<OrderDraft, RuleError> {
        guard !selected.isEmpty else { return .failure(.emptySelection) }
        guard UUIDText.isValid(requestId) else { return .failure(.invalidRequestId(requestId)) }
        if hall.companionRule {
            let lone = selected.filter { i in
                guard hall[i].kind == .companion else { return false }
                return ![-1, 1].contains { d in
                    let n = GridIndex(row: i.row, col: i.col + d)
                    return selected.contains(n) && (hall.seat(at: n)?.kind == .wheelchair || hall.seat(at: n)?.kind == .accessible)
                }
            }
            guard lone.isEmpty else { return .failure(.loneCompanion(lone.map { hall[$0].seatId })) }
        }
        let orphans = loneSeats?(self) ?? orphanedSeats.map(\.seatId)
        guard orphans.isEmpty else { return .failure(.leavesLoneSeats(orphans)) }
        return .success(OrderDraft(showtimeId: hall.showtime?.id, hallId: hall.showtime?.hall?.id, seatIds: selectedSeatIds,
                                   seatLabels: selected.map { hall[$0].label(template: seatLabel) }, seatKinds: selected.map { hall[$0].kind },
                                   totalAmount: selected.contains { hall[$0].priceMinorUnits > 0 } ? totalMinorUnits : nil,
                                   currency: hall.currency?.code, orderSource: source, clientRequestId: requestId))
    }
}

public enum UUIDText {
    /// `8-4-4-4-12` hexadecimal digits.
    public static func isValid(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return parts.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
