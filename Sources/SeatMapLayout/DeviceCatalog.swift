/// The device presets, as data: every screen a ticketing team commonly checks, in points (dp on
/// Android) with its density, safe areas in both orientations and system bar, and where the
/// numbers come from.
///
/// iOS sizes and insets are UIKit's (`UIScreen.bounds`, `scale`, `safeAreaInsets` in the
/// simulator, as tabulated in Apple's Human Interface Guidelines, "Layout"). Android sizes are
/// the panel's pixels over the density (dpi / 160); the status bar is 24 dp and the navigation
/// bar 48 dp (three buttons) or 24 dp (gesture handle), Android's defaults; in landscape a phone's
/// three-button bar moves to the right edge.
public enum DeviceCatalog {
    typealias I = Device.Insets

    static let hig = "Apple HIG Layout: UIScreen bounds, scale and safe-area insets"

    static let iphone15 = Device(preset: "iphone-15", 393, 852, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
                                 portrait: I(top: 59, bottom: 34), landscape: I(top: 0, bottom: 21, left: 59, right: 59), source: hig)

    public static let devices: [Device] = [
        // iPhones, small to large. The SE has a home button: a 20-pt status bar, no bottom inset.
        Device(preset: "iphone-se", 375, 667, scale: 2, platform: .ios, form: .phone, bar: .none,
               portrait: I(top: 20, bottom: 0), landscape: I(top: 0, bottom: 0), source: hig + " (iPhone SE 2nd/3rd gen, 8)"),
        Device(preset: "iphone-13-mini", 375, 812, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
               portrait: I(top: 50, bottom: 34), landscape: I(top: 0, bottom: 21, left: 50, right: 50), source: hig),
        Device(preset: "iphone-14", 390, 844, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
               portrait: I(top: 47, bottom: 34), landscape: I(top: 0, bottom: 21, left: 47, right: 47), source: hig + " (also 13, 12)"),
        iphone15,
        Device(preset: "iphone-15-plus", 430, 932, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
               portrait: I(top: 59, bottom: 34), landscape: I(top: 0, bottom: 21, left: 59, right: 59), source: hig + " (also 14 Pro Max)"),
        Device(preset: "iphone-15-pro-max", 430, 932, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
               portrait: I(top: 59, bottom: 34), landscape: I(top: 0, bottom: 21, left: 59, right: 59), source: hig),
        Device(preset: "iphone-16-pro", 402, 874, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
               portrait: I(top: 62, bottom: 34), landscape: I(top: 0, bottom: 21, left: 62, right: 62), source: hig),
        Device(preset: "iphone-16-pro-max", 440, 956, scale: 3, platform: .ios, form: .phone, bar: .homeIndicator,
               portrait: I(top: 62, bottom: 34), landscape: I(top: 0, bottom: 21, left: 62, right: 62), source: hig),
        // iPads: a 24-pt status bar in both orientations, a 20-pt home indicator inset.
        Device(preset: "ipad-mini", 744, 1133, scale: 2, platform: .ios, form: .tablet, bar: .homeIndicator,
               portrait: I(top: 24, bottom: 20), landscape: I(top: 24, bottom: 20), source: hig + " (iPad mini 6th gen)"),
        Device(preset: "ipad-air-11", 820, 1180, scale: 2, platform: .ios, form: .tablet, bar: .homeIndicator,
               portrait: I(top: 24, bottom: 20), landscape: I(top: 24, bottom: 20), source: hig + " (iPad Air 11-inch, iPad 10th gen)"),
        Device(preset: "ipad-pro-11", 834, 1194, scale: 2, platform: .ios, form: .tablet, bar: .homeIndicator,
               portrait: I(top: 24, bottom: 20), landscape: I(top: 24, bottom: 20), source: hig),
        Device(preset: "ipad-pro-13", 1024, 1366, scale: 2, platform: .ios, form: .tablet, bar: .homeIndicator,
               portrait: I(top: 24, bottom: 20), landscape: I(top: 24, bottom: 20), source: hig + " (12.9-inch)"),
        // Android phones, dp at their density.
        Device(preset: "android-360x640", 360, 640, scale: 3, platform: .android, form: .phone, bar: .navigationBar,
               portrait: I(top: 24, bottom: 48), landscape: I(top: 24, bottom: 0, right: 48),
               source: "Android's baseline phone (1080×1920 px at 480 dpi), 24-dp status bar, 48-dp three-button navigation"),
        Device(preset: "pixel-7", 412, 915, scale: 2.625, platform: .android, form: .phone, bar: .navigationBar,
               portrait: I(top: 24, bottom: 24), landscape: I(top: 24, bottom: 24),
               source: "Pixel 7: 1080×2400 px at 420 dpi; gesture navigation (24 dp)"),
        Device(preset: "pixel-8-pro", 448, 998, scale: 3, platform: .android, form: .phone, bar: .navigationBar,
               portrait: I(top: 24, bottom: 24), landscape: I(top: 24, bottom: 24),
               source: "Pixel 8 Pro: 1344×2992 px at 480 dpi; gesture navigation (24 dp)"),
        Device(preset: "galaxy-s23", 360, 780, scale: 3, platform: .android, form: .phone, bar: .navigationBar,
               portrait: I(top: 24, bottom: 48), landscape: I(top: 24, bottom: 0, right: 48),
               source: "Galaxy S23: 1080×2340 px at 480 dpi; One UI's default three-button navigation (48 dp)"),
        Device(preset: "galaxy-s24-ultra", 384, 832, scale: 3.75, platform: .android, form: .phone, bar: .navigationBar,
               portrait: I(top: 24, bottom: 48), landscape: I(top: 24, bottom: 0, right: 48),
               source: "Galaxy S24 Ultra: 1440×3120 px at 600 dpi; three-button navigation (48 dp)"),
        Device(preset: "xiaomi-14", 400, 890, scale: 3, platform: .android, form: .phone, bar: .navigationBar,
               portrait: I(top: 24, bottom: 24), landscape: I(top: 24, bottom: 24),
               source: "Xiaomi 14: 1200×2670 px at density 3; gesture navigation (24 dp)"),
        // A foldable's inner screen and Android tablets.
        Device(preset: "galaxy-z-fold5-inner", 690, 829, scale: 2.625, platform: .android, form: .foldable, bar: .navigationBar,
               portrait: I(top: 24, bottom: 48), landscape: I(top: 24, bottom: 48),
               source: "Galaxy Z Fold5 inner screen: 1812×2176 px at 420 dpi; taskbar/navigation 48 dp"),
        Device(preset: "galaxy-tab-s9", 800, 1280, scale: 2, platform: .android, form: .tablet, bar: .navigationBar,
               portrait: I(top: 24, bottom: 48), landscape: I(top: 24, bottom: 48),
               source: "Galaxy Tab S9: 1600×2560 px at 320 dpi; 48-dp navigation"),
        Device(preset: "pixel-tablet", 800, 1280, scale: 2, platform: .android, form: .tablet, bar: .navigationBar,
               portrait: I(top: 24, bottom: 48), landscape: I(top: 24, bottom: 48),
               source: "Pixel Tablet: 1600×2560 px at 320 dpi; 48-dp taskbar/navigation"),
    ]
}
