import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components 0...1.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits only, either case); nil for anything else.
    /// Signs, spaces and `0x` prefixes are refused, although `UInt8(_:radix:)` would take some.
    public init?(hex: String) {
        let s = Array(hex.utf8)
        guard s.first == UInt8(ascii: "#"), s.count == 7 || s.count == 9 else { return nil }
        func digit(_ c: UInt8) -> Int? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        var v: [Double] = []
        var i = 1
        while i < s.count {
            guard let hi = digit(s[i]), let lo = digit(s[i + 1]) else { return nil }
            v.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        self.init(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Linear blend towards `other` by `t` (0 = self, 1 = other), alpha included.
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// This colour composited over an opaque `background`.
    public func over(_ background: Color) -> Color {
        Color(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
              blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// WCAG 2.x relative luminance.
    public var relativeLuminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// WCAG contrast ratio (1...21) between two opaque colours.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    public var hex: String {
        func h(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }

    public var description: String { hex }
}

