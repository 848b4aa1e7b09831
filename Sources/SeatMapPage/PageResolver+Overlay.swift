import SeatMapCore
import SeatMapText
import SeatMapLayout
import SeatMapTheme

/// The page's states over the steady page (docs/page-states.md): a toast and a dialog, drawn
/// last so they lie on top of everything.
extension PageResolver {
    /// Toast sizes of the design, in page points before the text scale.
    static var toastTextSize: Double { 14 }
    static var toastLineHeight: Double { 20 }
    /// The least space between a toast and a dialog's card, in page points.
    static var toastDialogGap: Double { 12 }

    mutating func overlays() {
        let o = page.overlay
        // The toast last: it is the newest thing the page says, on top of a dialog's scrim.
        let card = o.dialog.map { self.dialog($0) }
        if let message = o.toast, !message.isEmpty { toast(message, clearOf: card) }
    }

    /// Centred over the map, its bottom 16 pt above the map's, inside `PageLayout.floatingArea`
    /// (never over the price bar); at most two lines, one when two do not fit the area; a
    /// longer message ends in "…" (warned); a map with no room for one line shows none (warned).
    /// Over a dialog it never hides the card: where its place would touch the card it moves
    /// 12 pt below the card, else 12 pt above it, anywhere under the scrim
    /// (`floatingAreaOverDialog`); with room for neither it is not drawn (warned).
    mutating func toast(_ message: String, clearOf card: Rect? = nil) {
        let area = layout.floatingArea
        let vp = layout.viewport.frame
        let padX = 16.0 * textScale, padY = 10.0 * textScale
        let lineHeight = Self.toastLineHeight * textScale
        let maxText = min(area.width - 32, 300 * textScale) - 2 * padX
        let room = Int(((area.height - 16 - 2 * padY) / lineHeight).rounded(.down))
        guard maxText > 20, room >= 1 else {
            notes.append("toast: no room for \(MessageText.quoted(message)) over the \(NumberText.rounded(area.width, places: 0))×\(NumberText.rounded(area.height, places: 0))-pt map at text scale \(NumberText.rounded(textScale, places: 2)); it is not drawn")
            return
        }
        let lines = balancedWrap(message, size: Self.toastTextSize, weight: .regular, maxWidth: maxText, maxLines: min(2, room))
        let widest = lines.map { text.width($0, size: Self.toastTextSize) }.max() ?? 0
        let width = min(widest, maxText) + 2 * padX
        let height = Double(lines.count) * lineHeight + 2 * padY
        var y = max(area.minY + 8, min(vp.maxY - 16, area.maxY - 8) - height)
        if let card, y < card.maxY + Self.toastDialogGap, y + height > card.minY - Self.toastDialogGap {
            let page = layout.floatingAreaOverDialog
            let below = card.maxY + Self.toastDialogGap, above = card.minY - Self.toastDialogGap - height
            if below + height <= page.maxY - 8 + 1e-9 {
                y = below
            } else if above >= page.minY + 8 - 1e-9 {
                y = above
            } else {
                notes.append("toast: no room for \(MessageText.quoted(message)) above or below the dialog on the \(NumberText.rounded(page.width, places: 0))×\(NumberText.rounded(page.height, places: 0))-pt page at text scale \(NumberText.rounded(textScale, places: 2)); it is not drawn")
                return
            }
        }
        let frame = Rect(x: vp.midX - width / 2, y: y, width: width, height: height)
        let set = lines.enumerated().map { i, line in
            text.set(line, x: frame.midX, centreY: frame.minY + padY + (Double(i) + 0.5) * lineHeight, size: Self.toastTextSize,
                     color: colors.toastText, align: .center, fitting: (Self.toastTextSize, maxText))
        }
        add(.toast(Toast(frame: frame, radius: 8 * textScale, fill: colors.toastFill, message: message, lines: set)))
    }

    /// A card centred on the page over a scrim: the title, the message (at most three lines) and
    /// two buttons under a hairline, cancel on the left, accept on the right (iOS's alert).
    @discardableResult
    mutating func dialog(_ d: PageDialog) -> Rect {
        let size = layout.pageSize
        add(.scrim(Panel(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), fill: colors.scrim)))
        let width = min(size.width - 48, 270 * textScale)
        let pad = 16.0 * textScale
        let maxText = width - 2 * pad
        let lines = balancedWrap(d.message, size: 13, weight: .regular, maxWidth: maxText, maxLines: 3)
        let titleHeight = 22.0 * textScale, lineHeight = 18.0 * textScale, buttonHeight = 44.0 * textScale
        let height = 20 * textScale + titleHeight + 6 * textScale + Double(lines.count) * lineHeight + 20 * textScale + buttonHeight
        let frame = Rect(x: (size.width - width) / 2, y: max(layout.statusBar.maxY, (size.height - height) / 2), width: width, height: height)
        let title = text.set(d.title, x: frame.midX, centreY: frame.minY + 20 * textScale + titleHeight / 2, size: 17, weight: .bold,
                             color: colors.dialogText, align: .center, fitting: (12, maxText))
        let top = frame.minY + 20 * textScale + titleHeight + 6 * textScale
        let set = lines.enumerated().map { i, line in
            text.set(line, x: frame.midX, centreY: top + (Double(i) + 0.5) * lineHeight, size: 13, color: colors.dialogText,
                     align: .center, fitting: (13, maxText))
        }
        let buttonsY = frame.maxY - buttonHeight
        let hairline = 0.5
        let separators = [Rect(x: frame.minX, y: buttonsY, width: width, height: hairline),
                          Rect(x: frame.midX - hairline / 2, y: buttonsY, width: hairline, height: buttonHeight)]
        add(.dialog(Dialog(frame: frame, radius: 14, fill: colors.dialogFill, title: title, message: d.message, lines: set,
                           separators: separators, separatorColor: colors.separator)))
        let half = width / 2
        for (role, word, color, x) in [(DialogButton.Role.cancel, d.cancel, colors.dialogCancelText, frame.minX),
                                       (.accept, d.accept, colors.dialogAccentText, frame.midX)] {
            let f = Rect(x: x, y: buttonsY + hairline, width: half, height: buttonHeight - hairline)
            add(.dialogButton(DialogButton(frame: f, role: role,
                                           text: text.set(word, x: f.midX, centreY: f.midY, size: 17, weight: role == .accept ? .bold : .regular,
                                                          color: color, align: .center, fitting: (12, half - 16)))))
        }
        return frame
    }

    /// `wrap` at the narrowest width that needs no more lines than `maxWidth` does, so two lines
    /// share the words evenly instead of leaving one character on the last (`…推荐的3个座` / `位？`).
    func balancedWrap(_ message: String, size: Double, weight: FontWeight, maxWidth: Double, maxLines: Int) -> [String] {
        let widest = wrap(message, size: size, weight: weight, maxWidth: maxWidth, maxLines: maxLines)
        guard widest.count > 1, text.width(message, size: size, weight: weight) <= maxWidth * Double(maxLines) else { return widest }
        var lo = maxWidth / Double(widest.count), hi = maxWidth
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            if wrap(message, size: size, weight: weight, maxWidth: mid, maxLines: maxLines + 1).count <= widest.count { hi = mid } else { lo = mid }
        }
        return wrap(message, size: size, weight: weight, maxWidth: hi, maxLines: maxLines)
    }

    /// Breaks `message` into at most `maxLines` lines no wider than `maxWidth` (at the page's
    /// text scale), at the line-break opportunities of UAX #14 in the page's locale (ICU, with
    /// its dictionaries: between Thai words, which have no spaces; between CJK characters but
    /// never before closing punctuation (，。？！); at spaces in words). Of those that fit, the
    /// last is taken — or, when a clause ending in ，、；： fills at least half of the line, the
    /// end of that clause (`已选2个座位，` / `是否替换…`). A word wider than the line is broken
    /// between characters. What does not fit the last line stays on it, to be cut with "…"
    /// when it is set (and warned about).
    func wrap(_ message: String, size: Double, weight: FontWeight, maxWidth: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var rest = message
        func fits(_ s: Substring) -> Bool { text.width(String(s).trimmingTrailingSpaces, size: size, weight: weight) <= maxWidth }
        while !rest.isEmpty {
            if lines.count == maxLines - 1 || text.width(rest, size: size, weight: weight) <= maxWidth {
                lines.append(rest)
                break
            }
            let breaks = LineBreaks.opportunities(rest, locale: theme.locale).filter { $0 < rest.endIndex }
            var end: String.Index?
            for b in breaks {
                if fits(rest[..<b]) { end = b } else { break }
            }
            if let e = end {
                // A clause that fills at least half of the line ends it.
                let n = rest.distance(from: rest.startIndex, to: e)
                if let clause = breaks.last(where: { b in
                    b <= e && b > rest.startIndex && "，、；：".contains(rest[rest.index(before: b)])
                }), rest.distance(from: rest.startIndex, to: clause) >= (n + 1) / 2 {
                    end = clause
                }
            } else {
                // No opportunity fits: the longest prefix of characters that does, at least one.
                var e = rest.index(after: rest.startIndex)
                while e < rest.endIndex, fits(rest[..<rest.index(after: e)]) { e = rest.index(after: e) }
                end = e
            }
            lines.append(String(rest[..<end!]).trimmingTrailingSpaces)
            rest = String(rest[end!...].drop { $0 == " " })
        }
        return lines
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
