import SeatMapLocale

/// A `--locale` or `--locales` value: its table, or bad usage (64) naming the option, the tag
/// and the nearest tag there is — one wording for render, layout, hit, audit, flow and batch.
enum LocaleArgument {
    static func table(_ tag: String, option: String) throws -> PageLocale {
        do { return try PageLocale.named(tag) } catch { throw CLIError.usage("\(option): \(error)") }
    }
}
