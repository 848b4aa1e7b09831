import SeatMapCore
import SeatMapTheme

/// Where a family of a chain was found (docs/fonts.md, "How a font is found").
public enum FontSource: String, Sendable {
    case themeFile = "fontFiles", fontPath = "SEATMAP_FONT_PATH", pinned = "pinned", system = "system"
}

/// One family of a theme's chain as this host resolves it: the file of each weight, or nil when
/// no searched place has the family.
public struct FontChainEntry: Sendable {
    public struct Face: Sendable {
        public var path: String
        public var index: Int
        public var syntheticBold: Bool
        public var sha256: String
        /// Whether the file is the pinned build the built-in themes are recorded with.
        public var pinned: Bool
    }
    public var family: String
    public var source: FontSource?
    public var regular: Face?
    public var bold: Face?
}

extension FontLibrary {
    /// Every family of `theme`'s chain, in the order it is tried, as this host resolves it: what
    /// `seatmap fonts` prints. Hashes every file found (once per process).
    public func chain(for theme: Theme) throws(RenderError) -> [FontChainEntry] {
        var out: [FontChainEntry] = []
        for name in try chainNames(theme) {
            guard let f = try family(name, fontFiles: theme.fontFiles) else {
                out.append(FontChainEntry(family: name, source: nil, regular: nil, bold: nil))
                continue
            }
            func face(_ x: FontFace) -> FontChainEntry.Face {
                .init(path: x.id.path, index: x.id.index, syntheticBold: x.id.syntheticBold, sha256: x.sha256,
                      pinned: PinnedFont.isPinned(fileName: x.id.fileName, sha256: x.sha256))
            }
            out.append(FontChainEntry(family: name, source: f.source, regular: face(f.regular), bold: face(f.bold)))
        }
        return out
    }
}
