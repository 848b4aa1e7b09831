/// What stops a locale from being used: a tag with no table, a table that breaks the format
/// (a missing string, a placeholder the translation lost), a theme's words for an unknown locale.
public enum LocaleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--locale` (or a theme's `locale`) names no table.
    case unknown(String, reason: String)
    /// A locale table that breaks the format, located in its file.
    case table(file: String, problem: String)
    /// A theme's `locales` names a locale SeatMap has no table for.
    case themeLocale(theme: String, tag: String, reason: String)
    /// A page in an asked-for locale has characters no font of its chain has.
    case missingGlyphs(locale: String, characters: [String])

    public var description: String {
        switch self {
        case let .unknown(tag, reason): return "locale \"\(tag)\": \(reason)"
        case let .table(file, problem): return "\(file): \(problem)"
        case let .themeLocale(theme, tag, reason): return "theme \(theme): locales.\(tag): \(reason)"
        case let .missingGlyphs(locale, characters): return "locale \(locale): " + Self.noFontText(characters)
        }
    }

    /// In an asked-for locale (`locale` not nil), characters no font has are an error, never a
    /// box on a page reviewed in that language; without one they stay the warning they were.
    public static func requireGlyphs(_ missing: [String], locale: String?) throws(LocaleError) {
        if let locale, !missing.isEmpty { throw .missingGlyphs(locale: locale, characters: missing) }
    }

    /// `no font has '𓀀' (U+13000); install …`: the one wording of a character without a glyph,
    /// for the command line (after `--locale TAG:`) and the snapshot strategies alike.
    public static func noFontText(_ characters: [String]) -> String {
        let named = characters.prefix(8).map { "'\($0)' (U+\(String($0.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)))" }
        return "no font has \(named.joined(separator: ", "))\(characters.count > 8 ? " and \(characters.count - 8) more" : ""); "
            + "install the locale's fonts (docs/locales.md) or add their folder to SEATMAP_FONT_PATH"
    }
}
