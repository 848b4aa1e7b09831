import Foundation

/// File names made from user text, so no input can name a path outside its folder: `safe` keeps
/// only `[A-Za-z0-9._-]` (snapshot files named after test functions); `readable` keeps every
/// script (batch folders named after halls, themes and devices).
public enum FileName {
    /// `s` with every other character replaced by `replacement`; a leading dot gets the
    /// replacement before it (no `.` or `..`, no hidden files); empty text becomes `empty`.
    public static func safe(_ s: String, replacement: Character = "_", empty: String = "_") -> String {
        var out = String(s.unicodeScalars.map { isSafeASCII($0) ? Character($0) : replacement })
        if out.isEmpty { out = empty }
        if out.hasPrefix(".") { out = String(replacement) + out }
        return out
    }

    /// `[A-Za-z0-9._-]`: what `safe` keeps, and all the ASCII `readable` keeps.
    static func isSafeASCII(_ c: Unicode.Scalar) -> Bool {
        (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || c == "." || c == "_" || c == "-"
    }
}

extension FileName {
    /// Longest readable name, in UTF-8 bytes (file systems allow 255; room is left for suffixes).
    public static let maxReadableBytes = 200

    /// A file name that keeps user text readable in any script: `一号厅` stays `一号厅` and
    /// `7号厅 (IMAX)` becomes `7号厅__IMAX_`. ASCII is treated exactly as `safe` does (only
    /// `[A-Za-z0-9._-]` is kept), so every name an earlier version wrote for ASCII text is
    /// unchanged and existing baselines still match; other characters are kept unless they are
    /// unsafe or invisible: whitespace, control and format characters (a right-to-left override
    /// could disguise a name), private use and unassigned code points become `_`. The text is
    /// NFC-normalised first, so a name typed on macOS (decomposed) and on Linux gives the same
    /// file; a leading dot gets `_` before it (no `.`, `..` or hidden files); names are cut to
    /// `maxReadableBytes` at a character boundary.
    public static func readable(_ s: String, empty: String = "_") -> String {
        var out = ""
        for c in s.precomposedStringWithCanonicalMapping.unicodeScalars {
            let keep: Bool
            if c.isASCII {
                keep = isSafeASCII(c)
            } else {
                switch c.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
                    keep = false
                default:
                    keep = !c.properties.isNoncharacterCodePoint
                }
            }
            out.unicodeScalars.append(keep ? c : "_")
        }
        if out.isEmpty { out = empty }
        if out.hasPrefix(".") { out = "_" + out }
        while out.utf8.count > maxReadableBytes { out.removeLast() }
        return out
    }
}
