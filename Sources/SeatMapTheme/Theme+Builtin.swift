import SeatMapCore

extension Theme {
    /// The default theme (`maoyan`), which every other theme falls back to.
    public static let builtinDefault: Theme = {
        // maoyan.json names every key, so the skeleton's values never show (a test checks this).
        guard let json = builtinSources.first(where: { $0.name == "maoyan" })?.json,
              let theme = try? decode(Array(json.utf8), file: "Themes/maoyan.json", base: skeleton(.black)) else {
            fatalError("the built-in maoyan theme does not decode")
        }
        return theme
    }()

    /// Built-in themes in listing order.
    public static let builtins: [Theme] = builtinSources.map { source in
        guard let theme = try? decode(Array(source.json.utf8), file: "Themes/\(source.name).json") else {
            fatalError("the built-in theme \(source.name) does not decode")
        }
        return theme
    }

    public static var builtinNames: [String] { builtinSources.map(\.name) }

    /// A built-in theme by name, ignoring case (`Dark` is `dark`, as device names are).
    public static func builtin(named name: String) -> Theme? { builtins.first(where: { $0.name == name.lowercased() }) }

    /// A theme with every colour set to `color`: the base that `maoyan.json` is decoded over.
    static func skeleton(_ color: Color) -> Theme {
        let style = StateStyle(fill: color, stroke: color, mark: color)
        let page = PageColors(text: color, secondaryText: color, navigation: color, separator: color, strip: color,
                              chipFill: color, chipStroke: color, chipText: color, chipSelectedFill: color,
                              chipSelectedStroke: color, chipSelectedText: color, screenFill: color, screenText: color,
                              centerLine: color, railFill: color, railText: color, legendText: color, priceBar: color,
                              priceText: color, buttonFill: color, buttonText: color, buttonDisabledFill: color,
                              buttonDisabledText: color, seatChipFill: color, seatChipText: color, hintText: color,
                              minimapFill: color, minimapViewport: color, dimVeil: color, highlightRing: color,
                              toastFill: color, toastText: color, dialogFill: color, dialogText: color,
                              dialogCancelText: color, dialogAccentText: color, scrim: color)
        return Theme(name: "skeleton", background: color, metrics: SeatMetrics(), cornerRadius: 0,
                     states: Dictionary(uniqueKeysWithValues: SeatState.allCases.map { ($0, style) }), zones: [:], fonts: ["sans-serif"], page: page,
                     strings: PageStrings())
    }
}
