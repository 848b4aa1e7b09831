import Testing
import SeatMapTheme
@testable import SeatMapRender

/// Text that does not fit is shortened by binary search over its length: the number of
/// measurements grows with log n, and the result is the longest prefix (plus "…") that fits.
@Suite struct TextFittingTests {
    func canvas(fonts: [String] = ["WenQuanYi Micro Hei", "sans-serif"]) throws -> ShapingMeasurer {
        var theme = Theme.builtinDefault
        theme.fonts = fonts
        return try ShapingMeasurer(theme: theme)
    }

    @Test(arguments: [100, 1_000, 20_000])
    func longTextIsCutWithLogarithmicMeasurements(length: Int) throws {
        let c = try canvas()
        let text = String((0..<length).map { i in Array("流浪地球Wandering Earth ")[i % 20] })
        let fitted = c.fit(text, size: 17, minSize: 12, maxWidth: 120)
        let used = c.measurements
        #expect(fitted.size == 12)
        #expect(c.textWidth(fitted.text, size: 12, weight: .regular) <= 120)
        #expect(fitted.text.hasSuffix("…"))
        let prefix = String(fitted.text.dropLast())
        #expect(text.hasPrefix(prefix))
        // One character more would not fit.
        let longer = String(text.prefix(prefix.count + 1)) + "…"
        #expect(c.textWidth(longer, size: 12, weight: .regular) > 120)
        // One measurement per size tried (17, 16.5 … 12: 11), then at most ⌈log₂ length⌉ for the cut.
        let bound = 11 + (Int.bitWidth - length.leadingZeroBitCount)
        #expect(used <= bound, "\(used) measurements for \(length) characters")
    }

    @Test func textThatFitsIsLeftAlone() throws {
        let c = try canvas()
        let fitted = c.fit("7号厅", size: 17, minSize: 12, maxWidth: 300)
        #expect(fitted.text == "7号厅")
        #expect(fitted.size == 17)
    }

    @Test func charactersNoFontHasAreNamedOnlyAFewTimes() throws {
        let c = try canvas()
        let privateUse = String((0..<1_200).map { Character(Unicode.Scalar(0xE000 + $0)!) })
        _ = c.fit(privateUse, size: 17, minSize: 12, maxWidth: 200)
        #expect(c.warnings.count <= 10)
        #expect(c.warnings.contains { $0.contains("U+E000") })
        #expect(c.warnings.contains { $0.contains("not named one by one") })
    }
}
