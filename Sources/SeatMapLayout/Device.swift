import SeatMapCore
/// A phone screen: size in points and the pixel ratio.
public struct Device: Sendable, Hashable {
    /// Preset name, or the `WxH@S` text it was parsed from.
    public var name: String
    /// Width in device points.
    public var width: Double
    /// Height in device points.
    public var height: Double
    /// Pixels per point (UIScreen.scale).
    public var scale: Double
    /// Top safe-area inset in points (status bar / Dynamic Island).
    public var safeTop: Double
    /// Bottom safe-area inset in points (home indicator).
    public var safeBottom: Double

    public init(name: String, width: Double, height: Double, scale: Double, safeTop: Double? = nil, safeBottom: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        // Tall screens (19.5:9 and up) have a notch or island and a home indicator.
        let tall = height / width > 2
        self.safeTop = safeTop ?? (tall ? 47 : 20)
        self.safeBottom = safeBottom ?? (tall ? 34 : 0)
    }

    public static let presets: [Device] = [
        Device(name: "iphone-se", width: 375, height: 667, scale: 2, safeTop: 20, safeBottom: 0),
        Device(name: "iphone-15", width: 393, height: 852, scale: 3, safeTop: 59, safeBottom: 34),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, safeTop: 59, safeBottom: 34),
    ]

    public static let `default` = presets[1]

    /// Limits for `WxH@S`: 100–2000 points per side, scale 1–4.
    public static let sideRange: ClosedRange<Double> = 100...2000
    public static let scaleRange: ClosedRange<Double> = 1...4

    /// A preset by name, or a custom `WxH@S` (e.g. `390x844@3`; `@S` may be omitted for 1).
    public static func named(_ text: String) throws(LayoutError) -> Device {
        if let preset = presets.first(where: { $0.name == text.lowercased() }) { return preset }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw .invalidDevice(text, reason: Device.help) }
        let dims = parts[0].lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]) else {
            if let near = nearestPreset(text) { throw .invalidDevice(text, reason: "did you mean \(near)? \(Device.help)") }
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

    /// The preset within two edits of `text` (case and punctuation ignored), for typos like `iphone15`.
    static func nearestPreset(_ text: String) -> String? { NearMiss.closest(to: text, among: presets.map(\.name)) }

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
        case let .imageTooLarge(w, h, limit, fit):
            return Self.tooLarge(width: w, height: h, limit: limit, advice: "use a scale of at most \(fit) pixels per design point, or the screen mode")
        }
    }
}
