/// Which text every output can hold. SVG is XML 1.0, which has no way to write C0 control
/// characters other than tab, line feed and carriage return, nor the noncharacters U+FFFE and
/// U+FFFF; Cairo refuses noncharacters as "not valid UTF-8" (so PNG and PDF would fail late,
/// naming no field), and PDF metadata takes what Cairo takes. Such text is refused where it is
/// read (a hall's or a theme's strings), with its place, so every backend can write every
/// accepted page.
public enum WritableText {
    /// The first scalar of `s` that some output cannot write, or nil.
    public static func firstUnwritable(_ s: String) -> Unicode.Scalar? {
        s.unicodeScalars.first(where: isUnwritable)
    }

    public static func isUnwritable(_ c: Unicode.Scalar) -> Bool {
        if c.value < 0x20 { return c.value != 0x09 && c.value != 0x0A && c.value != 0x0D }
        return c.properties.isNoncharacterCodePoint
    }

    /// Why `c` is refused, for a message: `U+FFFF, a noncharacter`.
    public static func describe(_ c: Unicode.Scalar) -> String {
        let code = "U+" + String(c.value, radix: 16, uppercase: true).leftPadded(to: 4)
        return c.value < 0x20 ? "\(code), a control character" : "\(code), a noncharacter"
    }

    /// The problem text for a string holding `c`.
    public static func reason(_ c: Unicode.Scalar) -> String {
        "contains \(describe(c)), which SVG, PDF and the page's text cannot hold"
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
