import Foundation
import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapText

/// A theme's font chain resolved from a library: the faces of the theme's `fontFiles` first,
/// then its `fonts` families, each found once and only when a character needs it.
///
/// Measures text as the page draws it: each character cluster goes to the first font of the
/// chain that has all of its characters, consecutive clusters of one font make a run, and each
/// run is shaped with HarfBuzz (kerning, ligatures, marks). Advances are unhinted, so they scale
/// with the size and are the same on raster and vector surfaces. One measurer per render; it
/// records which fonts drew text, for the page's `FontReport`.
final class ShapingMeasurer: TextMeasuring {
    let library: FontLibrary
    /// The page's locale: the language runs are shaped in (HarfBuzz picks `locl` forms by it).
    let language: String
    /// Whether paragraphs read right to left (a right-to-left page): runs are ordered by the
    /// bidirectional algorithm on that base.
    let rightToLeft: Bool
    private let fontFiles: [String]
    private var entries: [Entry]
    private(set) var warnings: [String] = []
    private var warned: Set<String> = []
    /// The chain position chosen for each cluster seen so far, per weight (nil: no font has it).
    private var choice: [FontWeight: [Character: Int?]] = [:]
    /// Faces that drew at least one glyph, by chain position and weight.
    private var used: Set<UsedFace> = []
    private var missing: [String] = []
    private var missingSet: Set<Character> = []
    /// How many times text was measured; tests check that fitting costs O(log n) measurements.
    private(set) var measurements = 0
    private static let namedMissingCharacters = 8

    private struct Entry {
        var name: String
        /// A locale's script font: it draws no ASCII letter or digit (spaces and punctuation
        /// inside the script's words stay in its font).
        var nonASCIIOnly = false
        var resolved: FontLibrary.ResolvedFamily??
    }

    private struct UsedFace: Hashable {
        var entry: Int
        var weight: FontWeight
    }

    /// Resolves the theme's font files now (a file that cannot be read is an error naming it);
    /// families are found when first needed.
    init(theme: Theme, library: FontLibrary = .standard) throws(RenderError) {
        self.library = library
        language = theme.locale
        rightToLeft = theme.isRightToLeft
        fontFiles = theme.fontFiles
        let names: [String]
        do {
            let chain = try library.chainEntries(theme)
            names = chain.map(\.name)
            entries = chain.map { Entry(name: $0.name, nonASCIIOnly: $0.nonASCIIOnly, resolved: nil) }
            _ = try resolved(0)
        } catch {
            // A theme's font file that cannot be used is located where the theme names it.
            if case let .font(file, reason) = error, let i = theme.fontFiles.firstIndex(of: file), i < theme.fontFileOrigins.count {
                throw .font(file: "\(theme.fontFileOrigins[i]): \(file)", reason: reason)
            }
            throw error
        }
        if try resolved(0) == nil {
            warn("font '\(names[0])' is not available (searched the theme's fontFiles, \(FontLibrary.environmentVariable), the pinned "
                 + "files and the system font folders); text falls back along the chain (\(names.joined(separator: ", ")))")
        }
    }

    private func warn(_ message: String) { if warned.insert(message).inserted { warnings.append(message) } }

    private func resolved(_ i: Int) throws(RenderError) -> FontLibrary.ResolvedFamily? {
        if let known = entries[i].resolved { return known }
        let found = try library.family(entries[i].name, fontFiles: fontFiles)
        entries[i].resolved = .some(found)
        for w in library.passedOverFaces(entries[i].name) { warn(w) }
        return found
    }

    /// Families are looked up lazily; a lookup cannot fail for a family (only a theme's font file
    /// can, and those were read in `init`), so failures here count as "not found".
    private func family(_ i: Int) -> FontLibrary.ResolvedFamily? { (try? resolved(i)) ?? nil }

    private func face(_ i: Int, _ weight: FontWeight) -> FontFace? {
        guard let f = family(i) else { return nil }
        return weight == .bold ? f.bold : f.regular
    }

    /// The chain position that draws `cluster`, or nil when no font has it.
    private func entry(for cluster: Character, weight: FontWeight) -> Int? {
        if let known = choice[weight]?[cluster] { return known }
        var found: Int?
        for i in entries.indices {
            if entries[i].nonASCIIOnly && cluster.isASCII && (cluster.isLetter || cluster.isNumber) { continue }
            guard let f = face(i, weight) else { continue }
            switch f.coverage(cluster) {
            case .covered: found = i
            case .missing: continue
            case .damaged(let scalar):
                let code = String(scalar.value, radix: 16, uppercase: true)
                warn("font \(f.id.path) ('\(entries[i].name)') claims '\(scalar)' (U+\(code)) but its outline cannot be read (a damaged font file?); drawn with the next font of the chain")
                continue
            }
            break
        }
        choice[weight, default: [:]][cluster] = .some(found)
        return found
    }

    /// The first font of the chain that exists: draws the clusters no font has (as its box).
    private var firstAvailable: Int? { entries.indices.first { family($0) != nil } }

    private func reportMissing(_ ch: Character) {
        guard !ch.isWhitespace, missingSet.insert(ch).inserted else { return }
        missing.append(String(ch))
        let names = entries.map(\.name).joined(separator: ", ")
        if missing.count <= Self.namedMissingCharacters {
            let code = String(ch.unicodeScalars.first!.value, radix: 16, uppercase: true)
            warn("no font in the chain (\(names)) has '\(ch)' (U+\(code)); it may show as a box")
        } else if missing.count == Self.namedMissingCharacters + 1 {
            warn("more characters that no font in the chain has are not named one by one")
        }
    }

    /// The runs of `text` in visual order, left to right: the bidirectional algorithm splits it
    /// into runs of one direction (only when the page is right to left or the text has a
    /// right-to-left character), each run into pieces of one font; a right-to-left run's pieces
    /// are laid out from its right end and shaped right to left.
    func textRuns(_ text: String, size: Double, weight: FontWeight, spaceScale: Double) -> [TextRun] {
        measurements += 1
        var out: [TextRun] = []
        for direction in Bidi.visualRuns(text, baseRightToLeft: rightToLeft) {
            var pieces: [(entry: Int?, text: String)] = []
            for ch in direction.text {
                // Bidirectional controls (isolates, embeddings, marks) order the runs; they
                // are not drawn, and need no font.
                if ch.unicodeScalars.allSatisfy({ Bidi.isControl($0) }) { continue }
                var e = entry(for: ch, weight: weight)
                if e == nil { reportMissing(ch); e = firstAvailable }
                if let last = pieces.last, last.entry == e { pieces[pieces.count - 1].text.append(ch) } else { pieces.append((e, String(ch))) }
            }
            if direction.isRightToLeft { pieces.reverse() }
            for piece in pieces {
                guard let e = piece.entry, let face = face(e, weight) else {
                    // No font at all: keep the layout sane with fixed advances; nothing is drawn.
                    out.append(FixedAdvanceMeasurer().textRuns(piece.text, size: size, weight: weight, spaceScale: spaceScale)[0])
                    continue
                }
                used.insert(UsedFace(entry: e, weight: weight))
                out.append(run(piece.text, family: entries[e].name, face: face, size: size, rightToLeft: direction.isRightToLeft))
            }
        }
        return out
    }

    /// A run shaped in font units, scaled to `size`. Synthesised bold widens every glyph by
    /// FreeType's emboldening strength (1/24 em), as the glyphs Cairo draws are wider.
    private func run(_ text: String, family: String, face: FontFace, size: Double, rightToLeft: Bool) -> TextRun {
        let shaped = library.shaped(text, face: face, language: language, rightToLeft: rightToLeft)
        let scale = size / face.unitsPerEm
        let extra = face.id.syntheticBold ? size / 24 : 0
        var glyphs: [TextGlyph] = []
        glyphs.reserveCapacity(shaped.glyphs.count)
        var widened = 0.0
        for g in shaped.glyphs {
            glyphs.append(TextGlyph(id: g.id, x: g.x * scale + widened, y: g.y * scale, cluster: g.cluster))
            if g.advance != 0 { widened += extra }
        }
        return TextRun(family: family, text: text, advance: shaped.advance * scale + widened, face: face.id, glyphs: glyphs)
    }

    var fontReporter: (any FontReporting)? {
        let faces = used.sorted { ($0.entry, $0.weight == .bold ? 1 : 0) < ($1.entry, $1.weight == .bold ? 1 : 0) }
            .compactMap { u -> FontUsage.Use? in face(u.entry,
                                                      u.weight).map { FontUsage.Use(family: entries[u.entry].name, weight: u.weight, face: $0) } }
        return FontUsage(uses: faces, missing: missing)
    }
}

/// The faces a page's text used; its report hashes their files when first asked.
final class FontUsage: FontReporting, @unchecked Sendable {
    struct Use {
        var family: String
        var weight: FontWeight
        var face: FontFace
    }
    let uses: [Use]
    let missing: [String]
    var missingCharacters: [String] { missing }
    private let lock = NSLock()
    private var made: FontReport?

    init(uses: [Use], missing: [String]) {
        self.uses = uses
        self.missing = missing
    }

    var report: FontReport {
        lock.withLock {
            if let made { return made }
            let fonts = uses.map { u in
                let hash = u.face.sha256
                return FontReport.Font(family: u.family, file: u.face.id.fileName, index: u.face.id.index, weight: u.weight,
                                       syntheticBold: u.face.id.syntheticBold, sha256: hash,
                                       pinned: PinnedFont.isPinned(fileName: u.face.id.fileName, sha256: hash))
            }
            let report = FontReport(fonts: fonts, missingCharacters: missing, libraries: FontLibrary.libraryVersions)
            made = report
            return report
        }
    }
}

extension FontLibrary {
    /// The chain of a theme, in the order families are tried: the families of its `fontFiles`
    /// faces, then its `fonts` (generic names expanded), each once.
    func chainNames(_ theme: Theme) throws(RenderError) -> [String] {
        var names: [String] = []
        for e in try chainEntries(theme) where !names.contains(where: { $0.lowercased() == e.name.lowercased() }) { names.append(e.name) }
        return names
    }

    /// The chain as the measurer tries it: the theme's script fonts (a locale's, for characters
    /// outside ASCII only), then `themeChainNames`.
    func chainEntries(_ theme: Theme) throws(RenderError) -> [(name: String, nonASCIIOnly: Bool)] {
        var script: [String] = []
        for f in theme.scriptFonts where !script.contains(where: { $0.lowercased() == f.lowercased() }) { script.append(f) }
        return script.map { ($0, true) } + (try themeChainNames(theme)).map { ($0, false) }
    }

    /// The theme's own chain: the families of its `fontFiles` faces, then its `fonts` (generic
    /// names expanded), each once.
    func themeChainNames(_ theme: Theme) throws(RenderError) -> [String] {
        var names: [String] = []
        func add(_ family: String) {
            if !names.contains(where: { $0.lowercased() == family.lowercased() }) { names.append(family) }
        }
        for file in theme.fontFiles { for family in try familyNames(ofFile: file) { add(family) } }
        for name in theme.fonts.isEmpty ? ["sans-serif"] : theme.fonts {
            for family in PinnedFont.generic[name.lowercased()] ?? [name] { add(family) }
        }
        return names
    }

    /// The family names of the faces of a font file a theme names, in face order.
    func familyNames(ofFile path: String) throws(RenderError) -> [String] {
        var names: [String] = []
        for r in try recordsOfFile(path) where !r.familyName.isEmpty && !names.contains(r.familyName) { names.append(r.familyName) }
        if names.isEmpty { throw .font(file: path, reason: "the font has no family name") }
        return names
    }
}
