import SeatMapCore
import SeatMapTheme

extension Theme {
    /// The theme speaking `locale`: its strings and zone names from the locale's table (then the
    /// theme's own words for that locale, `"locales"` in the theme file), the locale's script
    /// fonts before the theme's chain (`PageLocale.fonts`: for a non-Latin script all but ASCII
    /// letters and digits, `Theme.scriptFonts`), its direction; colours, shapes and the currency sign stay
    /// the theme's. Without a locale (nil), the theme keeps its own words and takes the
    /// direction and shaping language of the locale it says they are in (`"locale"`, zh-Hans
    /// by default).
    public func localized(to locale: PageLocale?) throws(LocaleError) -> Theme {
        for tag in localeStrings.keys.sorted() {
            do { _ = try PageLocale.named(tag) } catch {
                if case let .unknown(_, reason) = error { throw .themeLocale(theme: name, tag: tag, reason: reason) }
                throw error
            }
        }
        var t = self
        guard let locale else {
            let own: PageLocale
            do { own = try PageLocale.named(self.locale) } catch {
                if case let .unknown(_, reason) = error { throw .themeLocale(theme: name, tag: self.locale, reason: "the theme's \"locale\": \(reason)") }
                throw error
            }
            t.locale = own.tag
            t.isRightToLeft = own.isRightToLeft
            return t
        }
        var strings = locale.strings
        strings.currency = self.strings.currency
        let own = localeStrings.first { (try? PageLocale.named($0.key).tag) == locale.tag }?.value ?? [:]
        for (key, path) in PageStrings.keys { if let s = own[key] { strings[keyPath: path] = s } }
        t.strings = strings
        for (zone, name) in locale.zoneNames { t.zones[zone]?.name = name }
        if locale.isLatin {
            var fonts: [String] = []
            for f in locale.fonts + self.fonts where !fonts.contains(where: { $0.lowercased() == f.lowercased() }) { fonts.append(f) }
            t.fonts = fonts
            t.scriptFonts = []
        } else {
            t.scriptFonts = locale.fonts
        }
        t.locale = locale.tag
        t.isRightToLeft = locale.isRightToLeft
        return t
    }
}
