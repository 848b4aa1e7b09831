import SeatMapCore
/// A phone or tablet screen: size in points, the pixel ratio, and the system's bars and safe
/// areas, in the orientation it is used in. Presets come from `DeviceCatalog`.
public struct Device: Sendable, Hashable {
    /// Preset name, or the `WxH@S` text it was parsed from (`-landscape` added when turned).
    public var name: String
    /// Width in device points (dp on Android).
    public var width: Double
    /// Height in device points.
    public var height: Double
    /// Pixels per point (UIScreen.scale; Android's density, dpi / 160).
    public var scale: Double
    /// Top safe-area inset in points (status bar, notch or Dynamic Island).
    public var safeTop: Double
    /// Bottom safe-area inset in points (home indicator or navigation bar).
    public var safeBottom: Double
    /// Left and right safe-area insets in points (a notch or island in landscape; a navigation
    /// bar on an Android phone's side).
    public var safeLeft: Double
    public var safeRight: Double
    public var platform: Platform
    public var form: Form
    /// The system bar at the bottom (or side) of the screen.
    public var systemBar: SystemBar
    public var orientation: Orientation
    /// Where the metrics come from (a preset's source), for `seatmap devices`.
    public var source: String
    /// The insets of the other orientation, kept so `oriented(_:)` can turn the device.
    var turned: Insets?

    public enum Platform: String, Sendable, Hashable, CaseIterable { case ios, android }
    public enum Form: String, Sendable, Hashable, CaseIterable { case phone, tablet, foldable }
    public enum SystemBar: String, Sendable, Hashable, CaseIterable {
        /// iOS's home indicator (the bottom safe area holds it).
        case homeIndicator
        /// Android's navigation bar (gesture handle or three buttons).
        case navigationBar
        /// A home button: no bar on the screen.
        case none
    }
    public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }

    /// Safe-area insets in points.
    public struct Insets: Sendable, Hashable {
        public var top: Double, bottom: Double, left: Double, right: Double
        public init(top: Double, bottom: Double, left: Double = 0, right: Double = 0) {
            self.top = top
            self.bottom = bottom
            self.left = left
            self.right = right
        }
    }

    public init(name: String, width: Double, height: Double, scale: Double, safeTop: Double? = nil, safeBottom: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        // Tall screens (19.5:9 and up) have a notch or island and a home indicator.
        let tall = max(height, width) / min(height, width) > 2
        let landscape = width > height
        self.safeTop = safeTop ?? (landscape ? 0 : tall ? 47 : 20)
        self.safeBottom = safeBottom ?? (tall ? (landscape ? 21 : 34) : 0)
        safeLeft = landscape && tall ? 47 : 0
        safeRight = landscape && tall ? 47 : 0
        platform = .ios
        form = min(width, height) >= 600 ? .tablet : .phone
        systemBar = tall ? .homeIndicator : .none
        orientation = landscape ? .landscape : .portrait
        source = "custom size; safe areas estimated from the aspect ratio (notched when longer than 2:1)"
        turned = landscape ? Insets(top: tall ? 47 : 20, bottom: tall ? 34 : 0) : Insets(top: 0, bottom: tall ? 21 : 0, left: tall ? 47 : 0,
                                                                                         right: tall ? 47 : 0)
    }

    /// A preset in portrait, with its landscape insets.
    init(preset name: String, _ width: Double, _ height: Double, scale: Double, platform: Platform, form: Form, bar: SystemBar,
         portrait: Insets, landscape: Insets, source: String) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        safeTop = portrait.top
        safeBottom = portrait.bottom
        safeLeft = portrait.left
        safeRight = portrait.right
        self.platform = platform
        self.form = form
        systemBar = bar
        orientation = .portrait
        self.source = source
        turned = landscape
    }

    /// The device held the other way when `orientation` differs: width and height swap, and the
    /// safe areas become that orientation's (a notch moves to the side). `-landscape` is added to
    /// the name of a device turned to landscape, so file names and reports say so.
    public func oriented(_ o: Orientation) -> Device {
        guard o != orientation else { return self }
        var d = self
        d.width = height
        d.height = width
        let now = Insets(top: safeTop, bottom: safeBottom, left: safeLeft, right: safeRight)
        let other = turned ?? Insets(top: 0, bottom: 0)
        (d.safeTop, d.safeBottom, d.safeLeft, d.safeRight) = (other.top, other.bottom, other.left, other.right)
        d.turned = now
        d.orientation = o
        d.name = o == .landscape ? name + "-landscape" : (name.hasSuffix("-landscape") ? String(name.dropLast(10)) : name)
        return d
    }

    /// Whether the page uses the wide layout (map beside a side column of controls): landscape,
    /// and any screen at least 600 points wide (tablets, a foldable's inner screen).
    public var isWide: Bool { width > height || width >= 600 }

    public static var presets: [Device] { DeviceCatalog.devices }

    public static var `default`: Device { DeviceCatalog.iphone15 }

    /// Limits for `WxH@S`: 100–2000 points per side, scale 1–4.
    public static let sideRange: ClosedRange<Double> = 100...2000
    public static let scaleRange: ClosedRange<Double> = 1...4

    /// A preset by name, or a custom `WxH@S` (e.g. `390x844@3`; `@S` may be omitted for 1).
    public static func named(_ text: String) throws(LayoutError) -> Device {
        let lower = text.lowercased()
        if let preset = presets.first(where: { $0.name == lower }) { return preset }
        if lower.hasSuffix("-landscape"), let preset = presets.first(where: { $0.name == String(lower.dropLast(10)) }) {
            return preset.oriented(.landscape)
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw .invalidDevice(text, reason: Device.help) }
        let dims = parts[0].lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]) else {
            if let near = nearestPreset(text) { throw .invalidDevice(text, reason: "did you mean \(near)? \(Device.help)") }
            // A family name (`ipad`, `pixel`, `galaxy`): the presets it starts.
            let family = presets.map(\.name).filter { $0.hasPrefix(text.lowercased() + "-") }
            if !family.isEmpty {
                let list = family.count == 1 ? family[0] : family.dropLast().joined(separator: ", ") + " or " + family.last!
                throw .invalidDevice(text, reason: "did you mean \(list)? \(Device.help)")
            }
            throw .invalidDevice(text, reason: Device.help)
        }
        var s = 1.0
        if parts.count == 2 {
            guard let v = Double(parts[1]) else { throw .invalidDevice(text, reason: Device.help) }
            s = v
        }
        guard w.isFinite, h.isFinite, s.isFinite, sideRange.contains(w), sideRange.contains(h) else {
            throw .invalidDevice(text, reason: "width and height must be 100 to 2000 points")
        }
        guard scaleRange.contains(s) else { throw .invalidDevice(text, reason: "scale must be 1 to 4") }
        return Device(name: text, width: w, height: h, scale: s)
    }

    /// The preset within two edits of `text` (case and punctuation ignored), for typos like
    /// `iphone15`, or of a preset turned to landscape (`iphone-se-landscap`).
    static func nearestPreset(_ text: String) -> String? {
        NearMiss.closest(to: text, among: presets.flatMap { [$0.name, $0.name + "-landscape"] })
    }

    static var help: String {
        "expected a preset (\(presets.map(\.name).joined(separator: ", "))) or WxH@S such as 390x844@3"
    }

    /// Design points to device points: device width over the 375-pt design width, so a layout
    /// made for 375 pt fills any device's width.
    public var screenScale: Double { width / 375 }

}

/// Errors of the layout module, each naming the value at fault.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidDevice(String, reason: String)
    case invalidZoom(String)
    case invalidSlop(String)
    case invalidScale(String)
    case nonFinite(what: String)
    case invalidMetrics(String)
    case invalidTextScale(String)
    /// The image would exceed Cairo's side limit or the memory budget (`limit` says which);
    /// `largestScale` is the most pixels per design point at which the whole map fits.
    case imageTooLarge(width: Int, height: Int, limit: String, largestScale: Double)

    /// The words of `imageTooLarge`, with the advice a caller can give in its own terms (the
    /// command line names its flags).
    public static func tooLarge(width: Int, height: Int, limit: String, advice: String) -> String {
        "image of \(width)×\(height) px is too large: \(limit); \(advice)"
    }

    public var description: String {
        switch self {
        case let .invalidDevice(text, reason): return "unknown device '\(text)': \(reason)"
        case let .invalidZoom(reason): return "invalid zoom: \(reason)"
        case let .invalidSlop(reason): return "invalid slop: \(reason)"
        case let .invalidScale(reason): return "invalid scale: \(reason)"
        case let .nonFinite(what): return "\(what) must be a finite number"
        case let .invalidMetrics(reason): return "invalid seat metrics: \(reason)"
        case let .invalidTextScale(reason): return "invalid text scale: \(reason)"
        case let .imageTooLarge(w, h, limit, fit):
            return Self.tooLarge(width: w, height: h, limit: limit,
                                 advice: "use a scale of at most \(fit) pixels per design point, or the screen mode")
        }
    }
}
