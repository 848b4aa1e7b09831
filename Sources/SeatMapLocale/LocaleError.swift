/// What stops a locale from being used: a tag with no table, a table that breaks the format
/// (a missing string, a placeholder the translation lost), a theme's words for an unknown locale.
public enum LocaleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--locale` (or a theme's `locale`) names no table.
    case unknown(String, reason: String)
    /// A locale table that breaks the format, located in its file.
    case table(file: String, problem: String)
    /// A theme's `locales` names a locale SeatMap has no table for.
    case themeLocale(theme: String, tag: String, reason: String)

    public var description: String {
        switch self {
        case let .unknown(tag, reason): return "locale \"\(tag)\": \(reason)"
        case let .table(file, problem): return "\(file): \(problem)"
        case let .themeLocale(theme, tag, reason): return "theme \(theme): locales.\(tag): \(reason)"
        }
    }
}
