import SeatMapCore
import SeatMapTheme

/// A line of text exactly as the page draws it: the string after fitting (shrunk or cut with
/// "…"), its size, colour, baseline and runs. Backends draw it as given; `seatmap layout`
/// reports it.
public struct ResolvedText: Sendable, Equatable {
    /// What is drawn.
    public var string: String
    /// The text before it was cut to fit, when it was cut; nil when `string` is all of it.
    public var original: String?
    /// Type size, in units of the space the text is drawn in (page points, or design points for
    /// the full map's screen label).
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var align: TextAlign
    /// The x the text is aligned to: its left end, centre or right end.
    public var anchorX: Double
    /// Where the first run starts (the left end of the text).
    public var startX: Double
    /// The baseline's y.
    public var baseline: Double
    /// The runs in order, each in one font, with their advances.
    public var runs: [TextRun]
    /// The size the page asked for (after the text scale), before fitting shrank it.
    public var requestedSize: Double = 0

    /// Whether the text had to be shortened to fit: cut (`original`) or set smaller than asked.
    public var isShortened: Bool { original != nil || size < requestedSize - 1e-9 }

    /// Advance width of the whole text.
    public var width: Double { runs.reduce(0) { $0 + $1.advance } }
}

/// Sets text as the page does: fitted to a width when given one, aligned to an anchor, its
/// vertical centre on a line.
struct TextSetter<M: TextMeasuring> {
    let measure: M
    /// The page's text scale: every size (and every fitting's smallest size) is multiplied by it.
    var scale: Double = 1
    /// No page text is set smaller (`ResolvedPage.minimumTextSize`), whatever the text scale;
    /// text drawn in design points (the full map's band) scales with the map instead.
    var minimumSize = ResolvedPage.minimumTextSize

    /// A size of the page's design at this text scale, in page points.
    func scaled(_ size: Double) -> Double { max(minimumSize, size * scale) }

    /// A text's advance at a page size (scaled like `set`).
    func width(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        measure.textWidth(text, size: scaled(size), weight: weight)
    }

    /// CJK fonts put the ideographic body about 0.36 em above the baseline: a baseline this far
    /// below a line centres the text's body on it.
    static var bodyCentre: Double { 0.36 }

    func set(_ text: String, x: Double, centreY y: Double, size: Double, weight: FontWeight = .regular, color: Color,
             align: TextAlign = .left, fitting: (minSize: Double, maxWidth: Double)? = nil, spaceScale: Double = 1) -> ResolvedText {
        let page = spaceScale == 1
        let size = page ? scaled(size) : size * scale
        var string = text, s = size
        if let fitting {
            let least = page ? scaled(fitting.minSize) : fitting.minSize * scale
            (string, s) = measure.fit(text, size: size, minSize: min(size, least), maxWidth: fitting.maxWidth, weight: weight,
                                      spaceScale: spaceScale)
        }
        let runs = measure.textRuns(string, size: s, weight: weight, spaceScale: spaceScale)
        let width = runs.reduce(0) { $0 + $1.advance }
        return ResolvedText(string: string, original: string == text ? nil : text, size: s, weight: weight, color: color,
                            align: align, anchorX: x, startX: align.start(width: width, anchor: x), baseline: y + s * Self.bodyCentre,
                            runs: runs, requestedSize: size)
    }
}

extension ResolvedText {
    /// One line set as the page sets its words (shrunk to at least 80 % of `size`, then cut with
    /// "…" to fit `maxWidth`), for pictures made around pages: a flow's contact-sheet captions.
    public static func line(_ text: String, measure: some TextMeasuring, x: Double, centreY: Double, size: Double,
                            weight: FontWeight = .regular, color: Color, maxWidth: Double) -> ResolvedText {
        TextSetter(measure: measure, minimumSize: 0).set(text, x: x, centreY: centreY, size: size, weight: weight, color: color,
                                                         fitting: (size * 0.8, maxWidth))
    }
}
