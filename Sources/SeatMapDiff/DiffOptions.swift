import SeatMapPNG

/// pixelmatch's options (version 7.2), with its defaults, so a threshold means here what it
/// means in pixelmatch and Playwright.
public struct DiffOptions: Sendable, Hashable {
    /// Matching threshold 0…1 on the YIQ distance; smaller is more sensitive. Default 0.1.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of ignoring them.
    public var includeAA = false
    /// Opacity of the original image in the diff output. Default 0.1.
    public var alpha: Double = 0.1
    /// Colour of anti-aliased pixels in the diff output.
    public var aaColor: RGB = RGB(255, 255, 0)
    /// Colour of differing pixels in the diff output.
    public var diffColor: RGB = RGB(255, 0, 0)
    /// Colour of differing pixels that are darker in the second image; nil uses `diffColor`.
    public var diffColorAlt: RGB?
    /// Draw only the differences, over a transparent background.
    public var diffMask = false

    public init() {}

    public struct RGB: Sendable, Hashable {
        public var r: UInt8, g: UInt8, b: UInt8
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    }
}

/// Playwright's budgets: how many differing pixels still pass.
public struct DiffBudget: Sendable, Hashable {
    /// Absolute number of differing pixels allowed.
    public var maxDiffPixels: Int?
    /// Fraction 0…1 of all pixels allowed to differ.
    public var maxDiffPixelRatio: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// As Playwright: with both set, the smaller allowance wins; with neither, 0 pixels.
    public func allowedPixels(total: Int) -> Double {
        let byRatio = maxDiffPixelRatio.map { Double(total) * $0 }
        switch (maxDiffPixels, byRatio) {
        case let (p?, r?): return min(Double(p), r)
        case let (p?, nil): return Double(p)
        case let (nil, r?): return r
        case (nil, nil): return 0
        }
    }
}

/// The outcome of comparing two images.
public struct DiffResult: Sendable {
    /// Pixels that differ beyond the threshold and are not anti-aliasing.
    public var diffPixels: Int
    public var totalPixels: Int
    /// The sizes, when they differ (then nothing was compared).
    public var sizeMismatch: (a: (Int, Int), b: (Int, Int))?
    /// pixelmatch's diff image, when asked for.
    public var image: RGBAImage?

    public init(diffPixels: Int, totalPixels: Int, sizeMismatch: (a: (Int, Int), b: (Int, Int))?, image: RGBAImage?) {
        self.diffPixels = diffPixels
        self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch
        self.image = image
    }

    public var ratio: Double { totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) }

    /// Within `budget`, and of equal size.
    public func passes(_ budget: DiffBudget) -> Bool {
        sizeMismatch == nil && Double(diffPixels) <= budget.allowedPixels(total: totalPixels)
    }

    /// `size differs: 390×844 vs 393×852`, or `12 pixels differ (0.0036%)`.
    public var summary: String {
        if let m = sizeMismatch { return "size differs: \(m.a.0)×\(m.a.1) vs \(m.b.0)×\(m.b.1)" }
        if diffPixels == 0 { return "images match" }
        let pct = (ratio * 100 * 10000).rounded() / 10000
        return "\(diffPixels) pixel\(diffPixels == 1 ? "" : "s") differ (\(pct)% of \(totalPixels))"
    }
}
