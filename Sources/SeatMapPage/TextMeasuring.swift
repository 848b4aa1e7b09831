/// Font weight for text.
public enum FontWeight: Sendable { case regular, bold }

/// Measures text for the page's layout. The Cairo backend implements it with the theme's fonts at
/// the page's pixel scale (so the resolved frames are exactly where the picture puts the text);
/// tests may use fixed advances.
public protocol TextMeasuring {
    /// Advance width of `text` set in `size`-point type, in page points.
    func textWidth(_ text: String, size: Double, weight: FontWeight) -> Double
}

/// Fixed advances: CJK and other wide characters one em, everything else 0.6 em. For tests and
/// for callers without fonts.
public struct FixedAdvanceMeasurer: TextMeasuring, Sendable {
    public init() {}
    public func textWidth(_ text: String, size: Double, weight: FontWeight) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 1.0 : 0.6) } * size
    }
}
