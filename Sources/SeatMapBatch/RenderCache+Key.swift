import SeatMapCore
import SeatMapPage
import SeatMapTheme
import SeatMapVenue
import SeatMapOutput

extension RenderCache {
    /// The key of one item (64 hex digits): SHA-256 over what decides its bytes and nothing else,
    /// so only a change to the picture re-renders it.
    ///
    /// - the page as asked for (`request`'s device, mode, scale, zoom, offset, selection, zone,
    ///   text scale, toast, selection under a dialog) — the item's name is not in it: a text
    ///   scale of 1 named `-text1` by `--text-scales 1,1.3` is the page without the axis, and
    ///   the seats script's one line naming the item is written on a hit;
    /// - the hall as read (`hallContentSHA256`, of its canonical JSON) and the theme as read
    ///   (`themeContent`), not their files' bytes: re-indenting either keeps its items;
    /// - the fonts by content (`fontFingerprint`: each face's file name, index and SHA-256, and
    ///   the libraries' versions), so a byte-identical copy under another folder is the same font.
    /// - the code that draws (`codeIdentity`, `SeatMapVersion.codeIdentity()`): another build of
    ///   the same release is another key.
    static func key(request: PageRequest, hallContentSHA256: String, themeContent: String, fontFingerprint: String, audit: Bool,
                    codeIdentity: String) -> String {
        let page = [
            "device " + String(reflecting: request.device),
            "mode \(request.mode.rawValue) scale \(request.pixelsPerDesignPoint.map { String($0) } ?? "device")",
            "zoom " + String(reflecting: request.zoom), "offset " + String(reflecting: request.offset),
            "selection " + String(reflecting: request.selection), "under a dialog " + String(reflecting: request.manualSelection),
            "zone " + String(reflecting: request.highlightZone), "text scale " + String(request.textScale),
            "toast " + String(reflecting: request.toast),
        ]
        let parts = [format, "seatmap \(SeatMapVersion.current)", "code \(codeIdentity)", "hall " + hallContentSHA256,
                     "theme " + SHA256.hex(Array(themeContent.utf8))] + page + ["audit \(audit)", "fonts\n" + fontFingerprint]
        return SHA256.hex(Array(parts.joined(separator: "\n").utf8))
    }

    /// The key of a venue file's item (its whole map): as `key`, with the venue as read in place
    /// of the hall and what decides a venue map's picture in place of the page — its scale and
    /// its selected seats (the state's suggestion, or the view's selection) — and the screen
    /// scale the audit measures touch sizes on.
    static func venueKey(request: VenueRequest, venueContentSHA256: String, themeContent: String, fontFingerprint: String, audit: Bool,
                         screenScale: Double, codeIdentity: String) -> String {
        let parts = [format, "seatmap \(SeatMapVersion.current)", "code \(codeIdentity)", "venue " + venueContentSHA256,
                     "theme " + SHA256.hex(Array(themeContent.utf8)), "scale \(request.pixelsPerDesignPoint)",
                     "selected " + String(reflecting: request.selectedIds), "audit \(audit) on a screen of scale \(screenScale)",
                     "fonts\n" + fontFingerprint]
        return SHA256.hex(Array(parts.joined(separator: "\n").utf8))
    }

    /// The SHA-256 of a venue as read: every field, as `themeContent` writes a theme.
    static func contentHash(_ venue: Venue) -> String { SHA256.hex(Array(CanonicalText.of(venue).utf8)) }

    /// The SHA-256 of a hall as read (its canonical JSON), computed once a run: the text of a
    /// 200,000-seat hall with long ids is 84 MB, kept for the key it would be held all run.
    static func contentHash(_ hall: Hall) -> String {
        var text = hall.json.serialized()
        return SHA256.hex(digest: text.withUTF8 { SHA256.digest(UnsafeRawBufferPointer($0)) })
    }

    /// A theme as read, as text that is the same for the same theme however its file is
    /// written (indentation, key order, a colour as `#FFF` or `#ffffff`): every field, dictionaries
    /// in key order. Where its font files are and where the file names them are left out — the
    /// fonts are keyed by content (`fontFingerprint`).
    static func themeContent(_ theme: Theme) -> String {
        var t = theme
        t.fontFiles = []
        t.fontFileOrigins = []
        return CanonicalText.of(t)
    }
}

/// A value's fields as text, dictionaries sorted by their keys' text, so two equal values give
/// the same text in every process (a `Dictionary`'s own order is seeded per process).
enum CanonicalText {
    static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?:
            let entries = mirror.children.map { pair -> String in
                let kv = Array(Mirror(reflecting: pair.value).children)
                return kv.count == 2 ? "\(of(kv[0].value)): \(of(kv[1].value))" : of(pair.value)
            }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set?:
            return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "}"
        case .struct?, .class?, .tuple?, .collection?, .optional?:
            guard !mirror.children.isEmpty else { return mirror.displayStyle == .optional ? "nil" : "\(mirror.subjectType)()" }
            let fields = mirror.children.map { ($0.label.map { "\($0): " } ?? "") + of($0.value) }
            return "\(mirror.subjectType)(" + fields.joined(separator: ", ") + ")"
        case .enum?:
            guard let payload = mirror.children.first else { return String(reflecting: value) }
            return "\(mirror.subjectType).\(payload.label ?? "")(\(of(payload.value)))"
        default:
            return String(reflecting: value)
        }
    }
}
