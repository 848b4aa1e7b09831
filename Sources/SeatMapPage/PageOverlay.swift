import SeatMapCore
import SeatMapRules
import SeatMapTheme

/// What the page shows over itself at one moment (docs/page-states.md): a toast after a refused
/// tap or a refused order, and the dialog a suggestion opens over a manual selection. The steady
/// page has neither; `seatmap flow` sets them step by step, `render --toast` and
/// `render --selected … --suggest N` show them on one page.
public struct PageOverlay: Sendable, Equatable {
    /// The toast's words, as the page says them (at most two lines are drawn).
    public var toast: String?
    public var dialog: PageDialog?

    public init(toast: String? = nil, dialog: PageDialog? = nil) {
        self.toast = toast
        self.dialog = dialog
    }

    public static let none = PageOverlay()
    public var isEmpty: Bool { toast == nil && dialog == nil }
}

/// A confirm dialog: a title, a message, and two buttons (`cancel` on the left, `accept` on
/// the right), each a control a tap answers.
public struct PageDialog: Sendable, Equatable {
    public var title: String
    public var message: String
    public var cancel: String
    public var accept: String
    /// What the dialog asks about: the seats the accepting button would select.
    public var suggested: [String]

    public init(title: String, message: String, cancel: String, accept: String, suggested: [String] = []) {
        self.title = title
        self.message = message
        self.cancel = cancel
        self.accept = accept
        self.suggested = suggested
    }

    /// The seed's prompt: suggesting replaces a manual selection, "并弹确认提示", so the user's
    /// choice is never dropped in silence.
    public static func replaceSelection(selected m: Int, suggested ids: [String], strings: PageStrings) -> PageDialog {
        PageDialog(title: strings.dialogReplaceTitle,
                   message: strings.dialogReplaceMessage.replacingAll("{m}", with: "\(m)").replacingAll("{n}", with: "\(ids.count)"),
                   cancel: strings.dialogCancel, accept: strings.dialogReplace, suggested: ids)
    }
}

extension PageStrings {
    /// The toast the page shows when a rule refuses a tap, a suggestion or an order, in the
    /// theme's words.
    public func toast(for error: RuleError) -> String {
        switch error {
        case .notAvailable(_, let state):
            // The state of the seat, or of its sofa partner ("sold (its couple partner 5_6)").
            if state.hasPrefix(SeatState.sold.rawValue) { return toastSold }
            if state.hasPrefix(SeatState.locked.rawValue) { return toastLocked }
            return toastUnavailable
        case .exceedLimit(_, let limit), .exceedsLimit(_, let limit): return toastLimit.replacingAll("{n}", with: "\(limit)")
        case .noBlock(let n), .invalidCount(let n): return toastNoBlock.replacingAll("{n}", with: "\(n)")
        case .leavesLoneSeats: return toastLoneSeat
        case .loneCompanion: return toastLoneCompanion
        case .emptySelection: return pickSeats
        case .unknownSeat, .invalidRequestId, .unknownArea, .areaFull, .areaWhole, .unknownFocalZone: return toastUnavailable
        }
    }
}
