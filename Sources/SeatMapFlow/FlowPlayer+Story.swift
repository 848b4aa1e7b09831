import SeatMapCore
import SeatMapImport
import SeatMapLayout
import SeatMapPage
import SeatMapOutput
import SeatMapTheme
import SeatMapLocale

/// Page options that override a story's own (`seatmap flow --device …`): a reviewer plays the
/// same story on another phone, theme or text size without editing it.
public struct FlowOverrides: Sendable, Equatable {
    public var device: Device?
    /// A built-in theme name or a theme file.
    public var theme: String?
    public var orientation: Device.Orientation?
    public var textScale: Double?
    /// A BCP 47 tag with a table (`--locale`): the story played in that market's words and direction.
    public var locale: String?

    public init(device: Device? = nil, theme: String? = nil, orientation: Device.Orientation? = nil, textScale: Double? = nil,
                locale: String? = nil) {
        self.device = device
        self.theme = theme
        self.orientation = orientation
        self.textScale = textScale
        self.locale = locale
    }
}

extension FlowPlayer {
    /// The player for `story` with its hall loaded: the story's device, theme, orientation,
    /// text scale and locale unless `overrides` names them. A theme or hall the story names by
    /// path is read relative to the story's folder. In a locale, a frame with a character no
    /// font has is an error (`FlowError.missingGlyphs`), never a box.
    public static func make(_ story: FlowStory, overrides: FlowOverrides = FlowOverrides()) throws -> (player: FlowPlayer, hall: FlowHall) {
        var device = overrides.device ?? story.device ?? .default
        if let o = overrides.orientation ?? story.orientation { device = device.oriented(o) }
        let themeName = overrides.theme ?? story.theme.map { Self.isPath($0) ? story.resolve($0) : $0 } ?? "maoyan"
        let locale = overrides.locale ?? story.locale
        let theme = try Theme.load(themeName).localized(to: locale.map { try PageLocale.named($0) })
        let hall = try story.loadHall()
        let player = FlowPlayer(story: story, theme: theme, device: device, textScale: overrides.textScale ?? story.textScale ?? 1,
                                resolve: Self.resolver(locale: locale, hallFile: story.resolve(story.hall)))
        return (player, hall)
    }

    /// Resolves a frame's page with the fonts it is drawn with; with a locale, refuses a page
    /// with characters no font has, naming the hall file whose text they are in.
    public static func resolver(locale: String?, hallFile: String) -> @Sendable (SeatPage) throws -> ResolvedPage {
        { page in
            let resolved = try PageOutput.resolve(page)
            if let locale, !resolved.missingCharacters.isEmpty {
                throw FlowError.missingGlyphs(file: hallFile, locale: locale, characters: resolved.missingCharacters)
            }
            return resolved
        }
    }

    /// What a reviewer should know before the story plays: `tapAt` points are page points of
    /// the screen the story was written for, so on another device, orientation or text scale
    /// they may land on something else (each such step's frame warns with what it touched).
    public var warnings: [String] {
        guard pointsMayMiss else { return [] }
        return ["the story's tapAt points were written for \(storyScreen); on \(device.name) at text scale \(NumberText.rounded(textScale, places: 2)) they may land on other seats or controls (each step's hit in flow.json says what they touched; a target, {\"seat\": ID}, {\"element\": NAME}, {\"section\": ID} or {\"area\": ID}, lands alike on every screen)"]
    }

    /// Whether the story has `tapAt` points and this screen is not the one they were written for.
    var pointsMayMiss: Bool {
        guard story.steps.contains(where: { if case .tapAt = $0.action { return true } else { return false } }) else { return false }
        let s = storyDevice
        let sameScreen = s.name == device.name && s.width == device.width && s.height == device.height
        return !sameScreen || (story.textScale ?? 1) != textScale
    }

    /// The device the story names (or the default), in its orientation.
    var storyDevice: Device {
        var d = story.device ?? .default
        if let o = story.orientation { d = d.oriented(o) }
        return d
    }

    /// `iphone-15 at text scale 1`: the screen the story's points are of.
    var storyScreen: String { "\(storyDevice.name) at text scale \(NumberText.rounded(story.textScale ?? 1, places: 2))" }

    /// A theme named by file rather than by a built-in name.
    static func isPath(_ s: String) -> Bool { s.contains("/") || s.hasSuffix(".json") }
}
