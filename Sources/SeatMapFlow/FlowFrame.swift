import SeatMapCore
import SeatMapPage
import SeatMapRules

/// A rule's refusal as `flow.json` writes it: `select`'s names (`notAvailable`, `exceedLimit`,
/// `leavesLoneSeat`, …), `seatConflict` for a server that refused an order, `dialogOpen` for a
/// tap the dialog's scrim took.
public struct FlowRefusal: Sendable, Equatable {
    public var rule: String
    public var message: String

    public init(rule: String, message: String) {
        self.rule = rule
        self.message = message
    }

    init(_ e: RuleError) { self.init(rule: e.code, message: e.description) }
}

/// The page after one step (frame 0: as opened), with what the step did.
public struct FlowFrame: Sendable {
    /// 0 for the page as opened, then 1… for the story's steps.
    public var index: Int
    /// The step played; nil for frame 0.
    public var step: FlowStep?
    /// What happened, in one line (`flow.json`'s `outcome`; seats as `4_7 (4排7号)`).
    public var outcome: String
    /// The outcome as a contact sheet says it, seats by their labels alone (`4排7号`); nil: `outcome`.
    public var shortOutcome: String?
    /// What a caption shows of the outcome.
    public var captionOutcome: String { shortOutcome ?? outcome }
    public var refused: FlowRefusal?
    /// What a `tapAt` landed on: `seat 5_5`, `dialogButton accept`, `confirm`, `nothing`.
    public var hit: String?
    /// The order a confirm placed.
    public var order: OrderDraft?
    /// Seats the server refused (they are drawn sold from this frame on).
    public var conflict: [String] = []
    /// Seats a refresh dropped from the selection.
    public var dropped: [RefreshReport.Change] = []
    /// What a reviewer must know about this step on this screen: a `tapAt` point written for
    /// another screen, a target the page does not show. `seatmap flow` and `batch --flows` say
    /// them (stderr, the manifest, the gallery).
    public var warnings: [String] = []
    /// The page as drawn: its selection, toast and dialog.
    public var resolved: ResolvedPage

    public var selected: [String] { resolved.selectedSeatIds }
    /// Places chosen in a venue's areas and booths: `Floor ×2`.
    public var places: [String] { resolved.areaPlaces.map { "\($0.label) ×\($0.count)" } }
    public var toast: String? { resolved.toast }
    public var dialog: PageDialog? { resolved.dialog }
    /// The step as a caption line: `2 · tap 5_5`, `0 · opened`.
    public var actionSummary: String { step?.action.summary ?? "opened" }

    /// A seat as people read it on this frame's page (`5排1号`, in the theme's words), else its
    /// id: what a contact sheet's few characters show (an id such as `1401110102#05#01` is cut).
    public func seatLabel(_ id: String) -> String {
        guard let index = resolved.hall.index(of: id) else { return id }
        let label = resolved.label(of: resolved.seat(at: index))
        return label.isEmpty ? id : label
    }

    /// The step as a contact sheet says it: seats by their labels (`tap 5排5号`,
    /// `confirm (server: 4排7号 sold)`), the rest as `actionSummary`.
    public var captionSummary: String {
        switch step?.action {
        case .tap(let id)?: return "tap \(seatLabel(id))"
        case let .tapOn(.seat(id), by)?:
            return "tapAt \(seatLabel(id))" + (by == Point(x: 0,
                                                           y: 0) ? "" : " by \(NumberText.rounded(by.x, places: 1)),\(NumberText.rounded(by.y, places: 1))")
        case .confirm(let ids)? where !ids.isEmpty: return "confirm (server: \(ids.map(seatLabel).joined(separator: ", ")) sold)"
        default: return actionSummary
        }
    }
}
