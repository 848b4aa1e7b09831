import SeatMapCore

/// Font weight for text.
public enum FontWeight: String, Sendable { case regular, bold }

/// Horizontal alignment of text relative to its anchor x.
public enum TextAlign: String, Sendable {
    case left, center, right

    /// Where text `width` wide starts when aligned this way to `anchor`.
    public func start(width: Double, anchor: Double) -> Double {
        switch self {
        case .left: return anchor
        case .center: return anchor - width / 2
        case .right: return anchor - width
        }
    }
}

/// One run of a text that one font draws: the font's family (nil when the measurer has no
/// fonts), the characters, and their advance in units of the space the text is drawn in.
public struct TextRun: Sendable, Equatable {
    public var family: String?
    public var text: String
    public var advance: Double

    public init(family: String?, text: String, advance: Double) {
        self.family = family
        self.text = text
        self.advance = advance
    }
}

/// Measures text for resolving the page. The Cairo backend implements it with the theme's fonts
/// at the page's pixel scale, so the resolved text is exactly what the picture draws and where;
/// tests may use fixed advances.
public protocol TextMeasuring {
    /// `text` set in `size`-unit type, split into the runs one font of the chain draws, each with
    /// its advance. `spaceScale` is page points per unit of the space the text is drawn in (1 for
    /// page points; the map's zoom for text drawn in design points), because hinted advances
    /// depend on the size on screen.
    func textRuns(_ text: String, size: Double, weight: FontWeight, spaceScale: Double) -> [TextRun]
    /// Things a user should know about the fonts (a missing family, a character no font has).
    var warnings: [String] { get }
}

extension TextMeasuring {
    /// Advance width of `text` set in `size`-point type, in page points.
    public func textWidth(_ text: String, size: Double, weight: FontWeight, spaceScale: Double = 1) -> Double {
        textRuns(text, size: size, weight: weight, spaceScale: spaceScale).reduce(0) { $0 + $1.advance }
    }

    public var warnings: [String] { [] }

    /// The size and text a box of `maxWidth` holds: the largest size in half-point steps down to
    /// `minSize` at which `text` fits, else the longest prefix plus "…" that fits at `minSize`.
    ///
    /// The prefix is found by binary search over its length (widths grow with length), so a
    /// string of n characters costs O(n log n) to fit, not O(n²).
    public func fit(_ text: String, size: Double, minSize: Double, maxWidth: Double, weight: FontWeight = .regular,
                    spaceScale: Double = 1) -> (text: String, size: Double) {
        var s = size
        var width = textWidth(text, size: s, weight: weight, spaceScale: spaceScale)
        while s > minSize && width > maxWidth {
            s = max(minSize, s - 0.5)
            width = textWidth(text, size: s, weight: weight, spaceScale: spaceScale)
        }
        guard width > maxWidth else { return (text, s) }
        var chars = Array(text)
        if chars.last == "…" { chars.removeLast() }
        // Largest k in 0..<chars.count with prefix(k) + "…" fitting; 0 leaves just "…".
        var lo = 0, hi = chars.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if textWidth(String(chars[..<mid]) + "…", size: s, weight: weight, spaceScale: spaceScale) <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        return (String(chars[..<max(0, lo)]) + "…", s)
    }
}

/// Fixed advances: CJK and other wide characters one em, everything else 0.6 em. For tests and
/// for callers without fonts.
public struct FixedAdvanceMeasurer: TextMeasuring, Sendable {
    public init() {}
    public func textRuns(_ text: String, size: Double, weight: FontWeight, spaceScale: Double) -> [TextRun] {
        [TextRun(family: nil, text: text, advance: text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 1.0 : 0.6) } * size)]
    }
}
