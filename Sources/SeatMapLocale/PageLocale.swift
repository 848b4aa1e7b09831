import SeatMapCore
import SeatMapTheme

/// A market's page: the words of every string the page can show (legend, hints, chips, toasts,
/// dialog, accessibility and seat labels in the locale's own form: 5排5号, 5列5番, 5열 5번), the
/// zones' names, the fonts its script needs first, and which way it reads. Tables are
/// `Locales/*.json` (docs/locales.md), built in; `Theme.localized(to:)` applies one to a theme,
/// which keeps its colours and shapes.
public struct PageLocale: Sendable, Hashable {
    /// The table's BCP 47 tag (`zh-Hans`, `ar`).
    public var tag: String
    /// The locale's own name for itself (`العربية`).
    public var name: String
    public var isRightToLeft: Bool
    /// The locale's script (ISO 15924: `Latn`, `Arab`, `Jpan`).
    public var script: String
    /// Families for the locale's script, tried before the theme's chain (`Noto Sans CJK JP`
    /// for Japanese, so kanji take Japanese forms): empty for zh-Hans, the themes' own script.
    /// For a non-Latin script they draw every character but ASCII letters and digits: those
    /// (row numbers, seat numbers, times) come from the theme's chain in every locale, so a
    /// number is as wide on an Arabic page as on an English one and the hall does not move.
    /// For a Latin script (vi, id) they draw every character, so a word's diacritics and
    /// letters come from one font.
    public var fonts: [String]
    public var isLatin: Bool { script == "Latn" }
    /// Zone names by zone (1–3); a hall's own `zoneNames` still win.
    public var zoneNames: [SeatZone: String]
    public var strings: PageStrings

    /// The tables SeatMap ships, in the order `seatmap locales` lists them.
    public static let builtin: [PageLocale] = LocaleTable.builtinSources.map { source in
        do { return try LocaleTable.decode(source.json, file: "Locales/\(source.tag).json") } catch {
            preconditionFailure("built-in locale table \(source.tag) is invalid: \(error)")
        }
    }

    /// The default locale: the seed's page.
    public static var standard: PageLocale { builtin[0] }

    /// The table for a BCP 47 tag: matched ignoring case, by language and script (`zh-TW`,
    /// `zh-HK` and `zh-Hant-TW` are zh-Hant; `zh`, `zh-CN` zh-Hans), then by language alone
    /// (`en-GB`, `ar-AE`, `ja-JP`); the old codes `iw` and `in` are he and id. A tag with no
    /// table is an error listing the tags there are, with the nearest one.
    public static func named(_ requested: String) throws(LocaleError) -> PageLocale {
        let parts = requested.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard requested.contains("_") == false else {
            throw .unknown(requested, reason: "BCP 47 tags join their parts with \"-\" (\(requested.replacingOccurrences(of: "_", with: "-")))")
        }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
            throw .unknown(requested, reason: "not a BCP 47 tag (letters and digits joined by \"-\", such as zh-Hant or ar)")
        }
        var language = parts[0]
        language = ["iw": "he", "in": "id"][language] ?? language
        if language == "zh" {
            let hant = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) } && !parts.contains("hans")
            return builtin.first { $0.tag == (hant ? "zh-Hant" : "zh-Hans") }!
        }
        if let found = builtin.first(where: { $0.tag.lowercased() == language }) { return found }
        let near = NearMiss.closest(to: requested, among: builtin.map(\.tag)).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
        throw .unknown(requested, reason: "SeatMap has no table for it (\(near)known: \(builtin.map(\.tag).joined(separator: ", ")))")
    }
}
