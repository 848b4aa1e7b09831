import SeatMapCompare
import SeatMapDiff
import SeatMapRules
import SeatMapTheme
import SeatMapPage
import SeatMapCore
import SeatMapLayout
import SeatMapPNG
import SeatMapOutput
import SeatMapLocale
@_exported import SeatMapSnapshotCore
import Foundation

extension PageImage {
    /// The page rendered as a snapshot's actual side (the strategies `.png`, `.page` and `.frame`).
    static func rendered(_ resolved: ResolvedPage) throws -> PageImage {
        PageImage(rendered: try PageOutput.premultipliedImage(resolved).image, seats: SeatFrames(resolved), fonts: resolved.fonts)
    }
}

extension Snapshotting where Value == SeatPage, Format == PageImage {
    /// The rendered page as a PNG, compared with a pixelmatch threshold and Playwright budgets.
    /// The default budget is 0 differing pixels: any seat whose state changes fails, named.
    public static func png(threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .page(options: options, budget: budget)) { page in
            try PageImage.rendered(try PageOutput.resolve(page))
        }
    }
}

extension Snapshotting where Value == SeatPage, Format == PageImage {
    /// `png`, failing instead of drawing a box when the page is in an asked-for locale and a
    /// character of it has no font (`LocaleError.missingGlyphs`).
    static func png(threshold: Double, budget: DiffBudget, locale: String?) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .page(options: options, budget: budget)) { page in
            let resolved = try PageOutput.resolve(page)
            try LocaleError.requireGlyphs(resolved.missingCharacters, locale: locale)
            return try PageImage.rendered(resolved)
        }
    }
}

extension Snapshotting where Value == Hall, Format == PageImage {
    /// A hall rendered with a theme (default maoyan), device and mode: the strategy most golden
    /// tests want. Strict by default: 0 differing pixels at pixelmatch threshold 0.1.
    /// `locale` (a BCP 47 tag, as `--locale`) draws the page in that locale's words, fonts and
    /// direction (docs/locales.md); a tag with no table, or a character no font has, fails the
    /// assertion with the reason.
    public static func page(theme: Theme = .builtinDefault, device: Device = .default, locale: String? = nil, mode: RenderMode = .screen,
                            zoom: Zoom = .fit, offset: Point? = nil, selected: [String] = [], highlightZone: SeatZone? = nil,
                            threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<SeatPage, PageImage>.png(threshold: threshold, budget: budget, locale: locale).pullback { hall in
            try PageRequest(hall: hall, theme: try theme.localized(to: locale.map { try PageLocale.named($0) }), device: device, mode: mode,
                            zoom: zoom, offset: offset, selection: .ids(selected), highlightZone: highlightZone).make()
        }
    }

    /// A hall with the best `count` seats suggested and selected, as `seatmap render --suggest`.
    public static func page(suggesting count: Int, theme: Theme = .builtinDefault, device: Device = .default, locale: String? = nil,
                            threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        Snapshotting<SeatPage, PageImage>.png(threshold: threshold, budget: budget, locale: locale).pullback { hall in
            try PageRequest(hall: hall, theme: try theme.localized(to: locale.map { try PageLocale.named($0) }), device: device,
                            selection: .suggest(count)).make()
        }
    }
}

extension Snapshotting where Value == SeatPage, Format == String {
    /// The layout as reviewable text: one line per seat with its state and pixel frame (rounded
    /// to 1/100 px), plus the page rectangles, so a geometry change shows up in code review.
    public static var layoutDump: Snapshotting {
        // Resolved first: the page's words decide its bars and the fit zoom, as in the render.
        Snapshotting<String, String>.lines.pullback { page in LayoutDump.text(try PageOutput.resolve(page)) }
    }
}

/// The page's geometry as reviewable text, a line per bar and per seat (the `.layout` strategy).
public enum LayoutDump {
    public static func text(_ resolved: ResolvedPage) -> String { LayoutReport.text(resolved) }
}
