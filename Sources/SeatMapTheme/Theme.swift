import SeatMapCore

/// Colours of one seat state.
public struct StateStyle: Sendable, Hashable {
    /// Paints the seat's body (at least a third of its frame).
    public var fill: Color
    /// Outline of the body; nil draws none.
    public var stroke: Color?
    /// Colour of the state's mark (check, cross, lock) and of the seat number on selected seats.
    public var mark: Color
}

/// Per-zone decoration. A tint recolours a seat's body, so it applies only when the theme file
/// names it: a theme with only the core keys paints each body in its state's fill.
public struct ZoneStyle: Sendable, Hashable {
    public var name: String
    /// Body colour of available seats in this zone, replacing the state's fill.
    public var tint: Color?
    /// Outline of available seats in this zone, replacing the state's stroke.
    public var stroke: Color?
}

/// Colours of everything around the seat map.
public struct PageColors: Sendable, Hashable {
    public var text: Color
    public var secondaryText: Color
    public var navigation: Color
    public var separator: Color
    public var strip: Color
    public var chipFill: Color
    public var chipStroke: Color
    public var chipText: Color
    public var chipSelectedFill: Color
    public var chipSelectedStroke: Color
    public var chipSelectedText: Color
    public var screenFill: Color
    public var screenText: Color
    public var centerLine: Color
    public var railFill: Color
    public var railText: Color
    public var legendText: Color
    public var priceBar: Color
    public var priceText: Color
    public var buttonFill: Color
    public var buttonText: Color
    public var buttonDisabledFill: Color
    public var buttonDisabledText: Color
    public var seatChipFill: Color
    public var seatChipText: Color
    public var hintText: Color
    public var minimapFill: Color
    public var minimapViewport: Color
    /// Veil laid over seats outside a highlighted zone.
    public var dimVeil: Color
    /// Ring drawn around seats of a highlighted zone.
    public var highlightRing: Color
    /// The toast (a refused tap, a conflict on confirm): its rounded box and its words.
    public var toastFill: Color
    public var toastText: Color
    /// The confirm dialog: its card, its title and message, the cancel button's word and the
    /// accepting button's word (the brand colour in the app).
    public var dialogFill: Color
    public var dialogText: Color
    public var dialogCancelText: Color
    public var dialogAccentText: Color
    /// Laid over the whole page behind the dialog.
    public var scrim: Color
}

/// Every word the page shows, so a theme can be Chinese or English.
public struct PageStrings: Sendable, Hashable {
    public var legendAvailable = "可选"
    public var legendSold = "已售"
    public var legendSelected = "已选"
    public var legendCouple = "情侣座"
    public var legendLocked = "锁定"
    public var screen = "银幕"
    public var centerLine = "银幕中央"
    public var confirm = "确认选座"
    /// `{n}` is replaced by the hall's limit.
    public var limitHint = "最多可选{n}个座位"
    /// `{row}` and `{col}` are replaced by the printed labels.
    public var seatLabel = "{row}排{col}号"
    public var currency = "¥"
    public var chipPriceSuffix = "起"
    public var pickSeats = "请先选座"
    /// `{n}` is replaced by the number of selected seats.
    public var selectedCount = "已选{n}座"
    /// A seat's accessibility label (VoiceOver, SVG `<title>`): `{label}` the seat label,
    /// `{state}` its state's legend word, `{price}` the price with the currency sign.
    public var seatAccessibility = "{label}座位，{state}，{price}"
    /// How a price is written: `{currency}` the sign, `{amount}` the number (`¥45`; `{amount} ₫`
    /// for a currency written after the number).
    public var priceFormat = "{currency}{amount}"
    /// Words for the seat kinds (legend, accessibility labels).
    public var kindWheelchair = "轮椅位"
    public var kindAccessible = "无障碍座"
    public var kindCompanion = "陪同座"
    public var kindRestrictedView = "视线受限"
    public var kindRecliner = "躺椅座"
    public var kindMotion = "动感座椅"
    /// Toasts: what the page says when a rule refuses a tap or an order (`{n}`: the limit or
    /// the count asked for), and after a confirm the server refused (`toastConflict`).
    public var toastSold = "该座位已售出"
    public var toastLocked = "该座位已被锁定"
    public var toastUnavailable = "该座位不可选"
    public var toastLimit = "一次最多可选{n}个座位"
    public var toastLoneSeat = "座位旁边不要留下单个空座"
    public var toastLoneCompanion = "陪同座需与轮椅位或无障碍座一起购买"
    public var toastNoBlock = "没有{n}个相连的空座"
    public var toastConflict = "座位已售出，请重新选择"
    /// After a refresh dropped selected seats, per reason: locked by someone else, no longer in
    /// the hall, or for more than one reason (a refresh that dropped sold seats only says
    /// `toastConflict`).
    public var toastConflictLocked = "座位已被他人锁定，请重新选择"
    public var toastConflictMissing = "座位已不存在，请重新选择"
    public var toastConflictMixed = "部分座位已不可选，请重新选择"
    public var toastSubmitted = "订单已提交，请尽快支付"
    /// The dialog a suggestion opens over a manual selection: `{m}` the seats selected, `{n}`
    /// the seats suggested.
    public var dialogReplaceTitle = "替换已选座位"
    public var dialogReplaceMessage = "已选{m}个座位，是否替换为推荐的{n}个座位？"
    public var dialogCancel = "取消"
    public var dialogReplace = "替换"
    /// A venue's stage when the venue names it not (`render` of a venue file).
    public var stage = "舞台"
    /// What a section or general-admission area drawn without its seats says is left: `{n}`
    /// the seats or places still available.
    public var venueLeft = "余{n}"
    /// A venue seat at a table as people read it: `{table}` the table's label, `{col}` the
    /// seat's (`5桌 1号`, not the row template's `5桌排1号`; the space keeps a table named `12`
    /// from running into its seat: `12 3号`).
    public var tableSeatLabel = "{table} {col}号"

    /// The seed's Chinese words (the maoyan theme's, but its fuller limit hint).
    public init() {}

    /// `venueLeft` for `n`.
    public func leftCount(_ n: Int) -> String { venueLeft.replacingOccurrences(of: "{n}", with: "\(n)") }

    /// The legend's word for a state (what accessibility labels say).
    public func stateWord(_ state: SeatState) -> String {
        switch state {
        case .available: return legendAvailable
        case .sold: return legendSold
        case .locked: return legendLocked
        case .selected: return legendSelected
        }
    }

    /// The theme's word for a seat kind.
    public func word(for kind: SeatKind) -> String {
        switch kind {
        case .wheelchair: return kindWheelchair
        case .accessible: return kindAccessible
        case .companion: return kindCompanion
        case .restrictedView: return kindRestrictedView
        case .recliner: return kindRecliner
        case .motion: return kindMotion
        }
    }

    /// A price in fen as the page writes it; `short` drops a zero fraction (`¥45`, `¥45.50`).
    /// With a hall's `currency`, the currency's own format (`80.000 ₫`) replaces the theme's.
    /// `suffix` is written after the amount, inside a right-to-left page's isolate (`PriceTemplate.text`).
    public func price(_ fen: Int, short: Bool = true, currency: Currency? = nil, isolated: Bool = false, suffix: String = "") -> String {
        PriceTemplate(self, currency: currency, isolated: isolated).text(fen, short: short, suffix: suffix)
    }
}

/// A theme's `priceFormat` with its currency, split once (`PageStrings.price` for one price, this
/// for many: a label per seat of a 200,000-seat layout).
public struct PriceTemplate: Sendable {
    let format: TextTemplate
    let currency: String
    /// A hall's named currency: its format wins over the theme's sign and `priceFormat`, which
    /// are for yuan halls that name none.
    let named: Currency?

    /// Whether the price is wrapped in a left-to-right isolate (U+2066 … U+2069): inside Arabic
    /// words the bidirectional algorithm would otherwise read `¥45` as an Arabic number with a
    /// sign after it (`45¥`); isolated it stays one left-to-right unit, as Android's
    /// BidiFormatter wraps it. The marks are never drawn.
    let isolated: Bool

    public init(_ strings: PageStrings, currency: Currency? = nil, isolated: Bool = false) {
        format = TextTemplate(strings.priceFormat, placeholders: ["{currency}", "{amount}"])
        self.currency = strings.currency
        named = currency
        self.isolated = isolated
    }

    /// `suffix` (a "from" price's `+`, `起`, `〜`) belongs to the price: on a right-to-left page it
    /// stands inside the isolate, so `₹300+` is never drawn `+₹300`.
    public func text(_ fen: Int, short: Bool = true, suffix: String = "") -> String {
        let text = (named?.format(fen, short: short) ?? format.fill([currency, short ? formatYuanShort(fen) : formatYuan(fen)])) + suffix
        return isolated ? "\u{2066}" + text + "\u{2069}" : text
    }
}

/// A complete, resolved theme. Built by `Theme.decode` from a theme file layered over the
/// built-in default; every field is set.
public struct Theme: Sendable, Hashable {
    public var name: String
    public var background: Color
    public var metrics: SeatMetrics
    /// Corner radius of seat bodies, in design points.
    public var cornerRadius: Double
    /// Colours of every seat state, keyed by state: a theme names the states it changes and the
    /// rest come from the built-in default, so every state has an entry.
    public var states: [SeatState: StateStyle]
    public var zones: [SeatZone: ZoneStyle]
    /// Font families, tried in order for each character (CJK fallback chain).
    public var fonts: [String]
    /// Font files the theme brings (absolute paths, resolved from the theme file's folder): tried
    /// before `fonts`, in this order, so a team's brand font is used wherever it has the character.
    public var fontFiles: [String] = []
    /// Where each of `fontFiles` is named (`theme.json:7:5: fontFiles[0]`), so an error opening
    /// the font later is located in the theme, not only by the font's path.
    public var fontFileOrigins: [String] = []
    public var page: PageColors
    public var strings: PageStrings
    /// The locale `strings` are written in (a BCP 47 tag, `zh-Hans` unless the theme file says
    /// `"locale"`): the language text is shaped in and the page says it is in when no
    /// `--locale` is given (`SeatMapLocale` checks the tag when it localises the theme).
    public var locale = "zh-Hans"
    /// Whether the page reads right to left: its chrome mirrors (never the hall) and text runs
    /// start from the right. Set by localising the theme to a right-to-left locale.
    public var isRightToLeft = false
    /// A locale's script fonts (`Noto Sans Arabic`), tried before `fonts` for every character but
    /// ASCII letters and digits: those keep the theme's fonts in every locale, so numbers
    /// (row, seat, time) are the same width on every page and the hall never moves.
    public var scriptFonts: [String] = []
    /// Strings the theme sets for one locale over that locale's table (`"locales": {"ja":
    /// {"confirm": "…"}}`): locale tag → string key → string, so a brand keeps its own words in
    /// every market while the tables bring the rest.
    public var localeStrings: [String: [String: String]] = [:]

    public func style(for state: SeatState) -> StateStyle {
        states[state] ?? Self.missingStateStyle
    }

    /// What a state without an entry would be painted in (decoding over the default gives every
    /// state one, so it shows only if that invariant breaks): impossible to miss in a review.
    static let missingStateStyle = StateStyle(fill: Color(red: 1, green: 0, blue: 1), stroke: nil, mark: .black)

    /// The 银幕中央 pill's fill (the centre line's colour at 35 % on the background) and its text:
    /// the screen's text colour, or the page's text colour where that reads better on the pill
    /// (a white screen text on a light pill would not). `themes lint` checks this pair.
    public var centerPill: (fill: Color, text: Color) {
        let fill = page.centerLine.withAlpha(0.35 * page.centerLine.alpha)
        let solidFill = fill.over(background.over(.white))
        let text = page.screenText.over(solidFill).contrastRatio(with: solidFill) >= page.text.over(solidFill).contrastRatio(with: solidFill)
            ? page.screenText : page.text
        return (fill, text)
    }

    public func zoneStyle(_ zone: SeatZone) -> ZoneStyle {
        zones[zone] ?? ZoneStyle(name: ["", "普通区", "黄金区", "情侣座"][zone.rawValue], tint: nil, stroke: nil)
    }
}
