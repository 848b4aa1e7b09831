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
/// fonts), the characters, and their advance in units of the space the text is drawn in; with
/// a shaping measurer also the face and its positioned glyphs, so a backend draws exactly what
/// was measured.
public struct TextRun: Sendable, Equatable {
    public var family: String?
    public var text: String
    public var advance: Double
    /// The face the glyphs belong to; nil for measurers without fonts.
    public var face: FontFaceID?
    /// The shaped glyphs, positioned from the run's start in units of the text's space.
    public var glyphs: [TextGlyph]

    public init(family: String?, text: String, advance: Double, face: FontFaceID? = nil, glyphs: [TextGlyph] = []) {
        self.family = family
        self.text = text
        self.advance = advance
        self.face = face
        self.glyphs = glyphs
    }
}

/// One face of one font file: which file, which face in a collection, and whether bold is
/// synthesised (the file has no bold face).
public struct FontFaceID: Sendable, Hashable {
    /// Absolute path of the font file.
    public var path: String
    /// Face index in a collection (`.ttc`); 0 for a single-face file.
    public var index: Int
    public var syntheticBold: Bool

    /// The file's name, without its folder (what reports name).
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    public init(path: String, index: Int, syntheticBold: Bool) {
        self.path = path
        self.index = index
        self.syntheticBold = syntheticBold
    }
}

/// A shaped glyph: its index in the face, its origin relative to the run's start (x to the
/// right, y up from the baseline, in units of the text's space) and the UTF-8 offset in the
/// run's text of the cluster it belongs to.
public struct TextGlyph: Sendable, Equatable {
    public var id: UInt32
    public var x: Double
    public var y: Double
    public var cluster: Int

    public init(id: UInt32, x: Double, y: Double, cluster: Int) {
        self.id = id
        self.x = x
        self.y = y
        self.cluster = cluster
    }
}

/// What a page's text was drawn with: every font file that drew a glyph (in the order of the
/// chain), the characters no font had, and the versions of the libraries that shape and
/// rasterise. Two renders with equal reports drew their text from the same bytes.
public struct FontReport: Sendable, Equatable {
    public struct Font: Sendable, Equatable {
        /// The family name the chain asked for (as the theme spells it).
        public var family: String
        /// The font file's name (the last path component).
        public var file: String
        public var index: Int
        public var weight: FontWeight
        public var syntheticBold: Bool
        /// SHA-256 of the whole font file, 64 lowercase hex digits.
        public var sha256: String
        /// Whether the file is the pinned build SeatMap's built-in themes are recorded with.
        public var pinned: Bool

        public init(family: String, file: String, index: Int, weight: FontWeight, syntheticBold: Bool, sha256: String, pinned: Bool) {
            self.family = family
            self.file = file
            self.index = index
            self.weight = weight
            self.syntheticBold = syntheticBold
            self.sha256 = sha256
            self.pinned = pinned
        }
    }

    public var fonts: [Font]
    /// Characters that no font of the chain has (drawn as the first font's missing-glyph box), in
    /// order of first use.
    public var missingCharacters: [String]
    /// Library versions, e.g. `["cairo": "1.16.0", "freetype": "2.12.1", "harfbuzz": "6.0.0"]`.
    public var libraries: [String: String]

    public init(fonts: [Font], missingCharacters: [String], libraries: [String: String]) {
        self.fonts = fonts
        self.missingCharacters = missingCharacters
        self.libraries = libraries
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
    /// The fonts the measured text used, for reports and references; nil without real fonts.
    var fontReporter: (any FontReporting)? { get }
}

/// Makes a page's `FontReport` when first asked: hashing megabytes of font files is left to
/// the callers that report fonts (layout files, manifests, references), not every render.
public protocol FontReporting: Sendable {
    var report: FontReport { get }
    /// The characters no font of the chain has, without hashing any font file.
    var missingCharacters: [String] { get }
}

extension FontReporting {
    public var missingCharacters: [String] { report.missingCharacters }
}

extension TextMeasuring {
    /// Advance width of `text` set in `size`-point type, in page points.
    public func textWidth(_ text: String, size: Double, weight: FontWeight, spaceScale: Double = 1) -> Double {
        textRuns(text, size: size, weight: weight, spaceScale: spaceScale).reduce(0) { $0 + $1.advance }
    }

    public var warnings: [String] { [] }
    public var fontReporter: (any FontReporting)? { nil }

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
