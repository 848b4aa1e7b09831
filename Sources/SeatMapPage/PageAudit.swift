import Foundation
import SeatMapCore
import SeatMapLayout
import SeatMapTheme

/// An accessibility audit of one page (`seatmap audit`): what a designer checks by hand, as
/// numbers with the element or seat that fails.
///
/// - touch targets: each visible seat's on-screen size in points against WCAG 2.5.8's 24 CSS px,
///   Apple's 44 pt and Android's 48 dp (points and dp are the same unit here), and the smallest
///   zoom at which every seat passes each;
/// - colour: seat fills against the map background and available against every other state
///   (non-text 3:1), each state's mark against its fill, under normal vision and simulated
///   protanopia, deuteranopia, tritanopia (Machado et al. 2009, severity 1) and greyscale; every
///   text and background pair the page draws (`ThemeLint`'s text pairs, 4.5:1);
/// - labels: every seat's accessibility label names its row and seat, state, kind and price;
/// - text: every string that had to be shortened;
/// - the VoiceOver order: seats row by row from the screen, left to right.
public struct PageAudit: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var minimum: Double
        /// Seats smaller than `minimum` on this page.
        public var failing: [String]
        /// The smallest zoom at which every seat is at least `minimum` points.
        public var zoomNeeded: Double
        public var passes: Bool { failing.isEmpty }
    }

    public struct ColourCheck: Sendable {
        public var vision: ColourVision
        public var name: String
        public var ratio: Double
        public var required: Double
        /// The two colours compared, as the theme writes them (`#22B573`), before any vision
        /// simulation: what a designer changes.
        public var foreground: String = ""
        public var background: String = ""
        /// The theme keys that set them (`states.available.stroke`, `background`).
        public var keys: [String] = []
        public var passes: Bool { ratio + 1e-9 >= required }
    }

    /// One failing colour pair with every vision it fails under (the worst ratio first): one
    /// line a pair, not one a vision.
    public struct ColourFinding: Sendable {
        public var name: String
        public var visions: [ColourVision]
        public var worstRatio: Double
        public var required: Double
        public var foreground: String
        public var background: String
        public var keys: [String]
    }

    /// The failing colour checks grouped by pair, in the order the checks first fail.
    public var colourFindings: [ColourFinding] {
        var out: [ColourFinding] = []
        for c in colours where !c.passes {
            if let i = out.firstIndex(where: { $0.name == c.name }) {
                out[i].visions.append(c.vision)
                out[i].worstRatio = min(out[i].worstRatio, c.ratio)
            } else {
                out.append(ColourFinding(name: c.name, visions: [c.vision], worstRatio: c.ratio, required: c.required,
                                         foreground: c.foreground, background: c.background, keys: c.keys))
            }
        }
        return out
    }

    /// The smallest seat side on screen, in points.
    public var smallestSeat: Double
    /// A venue page drawn as sections: no seat is drawn to touch (a tap picks a section).
    public var seatsNotDrawn = false
    public var targets: [Target]
    public var colours: [ColourCheck]
    /// Seats whose accessibility label misses a part, with what it misses.
    public var incompleteLabels: [(seat: String, missing: String)]
    /// Texts the page shortened: element kind, text as drawn, full text, size drawn and asked for.
    public var shortened: [(element: String, text: String, full: String, size: Double, requested: Double)]
    /// Accessibility labels in VoiceOver order.
    public var voiceOverOrder: [String]
    /// Companion seats with no wheelchair space or accessible seat beside them, while the hall's
    /// companion rule holds: no order can ever include them.
    public var loneCompanions: [String]
    /// The page's own rules (docs/page-layout.md) it breaks: panels overlapping, seats covered at
    /// fit, text too small, money shortened…
    public var layout: [PageViolation]

    public var passes: Bool {
        targets.allSatisfy(\.passes) && colours.allSatisfy(\.passes) && incompleteLabels.isEmpty && layout.isEmpty && loneCompanions.isEmpty
    }

    /// How colours are seen: normal vision, the three dichromacies, and greyscale (print, a
    /// screen's grey mode). Their raw values are what reports print.
    public enum ColourVision: String, Sendable, CaseIterable {
        case normal, protanopia, deuteranopia, tritanopia, greyscale
    }

    public static let visions = ColourVision.allCases

    public init(_ resolved: ResolvedPage) {
        let page = resolved.page
        self.layout = resolved.invariantViolations
        let layout = page.layout, vp = layout.viewport
        let m = layout.seatLayout.metrics
        let ppd = vp.pointsPerDesignPoint
        let smallest = min(m.seatWidth, m.seatHeight) * ppd
        smallestSeat = smallest
        // The seats a person can touch: in view (a venue's, where the page draws them: not
        // inside a section shown without its seats, where the section takes the touch).
        let drawn = resolved.venueLayer.map { Set($0.venue.seats.filter(\.isShown).map(\.node.index)) }
        let visible = page.hall.allSeats.filter { drawn?.contains($0.index) ?? page.isVisible($0.index) }
        seatsNotDrawn = drawn?.isEmpty == true
        targets = [("WCAG 2.5.8", 24.0), ("Apple HIG", 44.0), ("Android", 48.0)].map { name, minimum in
            let small = smallest + 1e-9 < minimum
            return Target(name: name, minimum: minimum, failing: small ? visible.map(\.seat.seatId) : [],
                          zoomNeeded: minimum / (min(m.seatWidth, m.seatHeight) * vp.screenScale))
        }
        colours = Self.colourChecks(page.theme, hall: page.hall)
        loneCompanions = page.hall.loneCompanionSeats.map { page.hall[$0].seatId }
        let labeler = page.labeler
        var incomplete: [(String, String)] = []
        var order: [String] = []
        for (index, seat) in page.hall.allSeats {
            let label = labeler.accessibilityLabel(seat, state: page.state(of: index))
            order.append(label)
            var missing: [String] = []
            if !label.contains(labeler.label(seat)) { missing.append("row and seat") }
            if !label.contains(labeler.word(page.state(of: index))) { missing.append("state") }
            if let k = seat.kind, !label.contains(page.theme.strings.word(for: k)) { missing.append("kind") }
            if let price = labeler.priceText(seat.priceMinorUnits), !label.contains(price) { missing.append("price") }
            if !missing.isEmpty { incomplete.append((seat.seatId, missing.joined(separator: ", "))) }
        }
        incompleteLabels = incomplete
        voiceOverOrder = order
        shortened = resolved.elements.flatMap { e in
            e.texts.filter(\.isShortened).map {
                ("\(e.kind)", $0.string, $0.original ?? $0.string, $0.size, $0.requestedSize)
            }
        }
    }

    /// Non-text contrast under each vision of every colour pair a seat is drawn with — each state
    /// against the map and against available, each state's mark on its body, the zone tints the
    /// hall's available seats wear (golden, couple) and each seat kind's mark on its seat — and
    /// the theme's text pairs. Each check names the two colours and the theme keys that set them.
    static func colourChecks(_ t: Theme, hall: Hall? = nil) -> [ColourCheck] {
        let bg = t.background.over(.white)
        var out: [ColourCheck] = []
        let states = [SeatState.available, .sold, .selected, .locked]
        let zones = hall.map { h in Set(h.allSeats.map(\.seat.zone)).sorted().filter { $0 != .normal } } ?? []
        /// A seat's body, outline and mark colours with the keys that set them: the painter's own.
        struct Look {
            var name: String
            var fill: (Color, String)
            var stroke: (Color, String)?
            var mark: (Color, String)
        }
        func look(_ s: SeatState, zone: SeatZone = .normal) -> Look {
            let p = SeatPaint(theme: t, state: s, zone: zone)
            return Look(name: p.name, fill: (p.fill.color, p.fill.key), stroke: p.stroke.map { ($0.color, $0.key) }, mark: (p.mark.color, p.mark.key))
        }
        let kinds = hall.map { h in SeatKind.allCases.filter { k in h.allSeats.contains { $0.seat.kind == k } } } ?? []
        for vision in visions {
            func v(_ c: Color) -> Color { simulate(c, vision) }
            let back = v(bg)
            func check(_ name: String, _ a: (Color, String), on b: (Color, String), backing: Color) {
                let fg = a.0.over(backing), base = b.0.over(backing)
                out.append(ColourCheck(vision: vision, name: name, ratio: v(fg).contrastRatio(with: v(base)), required: ThemeLint.nonTextMinimum,
                                       foreground: a.0.hex, background: b.0.hex, keys: [a.1, b.1]))
            }
            // A seat is told by its body or, where it has one, its outline (maoyan's white seats
            // are green outlines): the better of the two counts, as WCAG's non-text contrast
            // asks of the part that identifies a component; the check names the one that counts.
            func bodyOrOutline(_ l: Look) -> (Color, String) {
                guard let s = l.stroke else { return l.fill }
                return v(s.0.over(bg)).contrastRatio(with: back) > v(l.fill.0.over(bg)).contrastRatio(with: back) ? s : l.fill
            }
            let looks = states.map { look($0) } + zones.map { look(.available, zone: $0) }
            // Seat kinds are drawn in the mark colour of their seat: one check covers the state's
            // mark and every kind mark the hall has on that seat, and says so.
            let kindMarks = kinds.isEmpty ? "" : " and the \(kinds.map(\.rawValue).joined(separator: ", ")) mark\(kinds.count == 1 ? "" : "s")"
            for l in looks {
                check("\(l.name) seat vs map background", bodyOrOutline(l), on: (t.background, "background"), backing: bg)
                check("\(l.name) mark\(kindMarks) vs \(l.name) seat", l.mark, on: l.fill, backing: l.fill.0.over(bg))
            }
            // Two seats differ by their bodies, or by their outlines when both have one.
            let available = look(.available)
            for s in states.dropFirst() {
                let other = look(s)
                let bodies = v(available.fill.0.over(bg)).contrastRatio(with: v(other.fill.0.over(bg)))
                if let a = available.stroke, let b = other.stroke, v(a.0.over(bg)).contrastRatio(with: v(b.0.over(bg))) > bodies {
                    check("available seat vs \(s.rawValue) seat", a, on: b, backing: bg)
                } else {
                    check("available seat vs \(s.rawValue) seat", available.fill, on: other.fill, backing: bg)
                }
            }
        }
        for c in ThemeLint.checks(t) where !c.name.hasPrefix("states.") {
            out.append(ColourCheck(vision: .normal, name: c.name, ratio: c.ratio, required: c.required, foreground: c.foreground,
                                   background: c.background, keys: c.keys))
        }
        return out
    }

    /// A colour as seen with a colour-vision deficiency (Machado, Oliveira and Fernandes 2009,
    /// severity 1.0, applied to linear RGB) or in greyscale (its relative luminance).
    public static func simulate(_ c: Color, _ vision: ColourVision) -> Color {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4) }
        func gam(_ v: Double) -> Double { let x = min(max(v, 0), 1); return x <= 0.0031308 ? x * 12.92 : 1.055 * Foundation.pow(x, 1 / 2.4) - 0.055 }
        let r = lin(c.red), g = lin(c.green), b = lin(c.blue)
        let m: [[Double]]
        switch vision {
        case .protanopia: m = [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia: m = [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia: m = [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        case .greyscale:
            let y = gam(0.2126 * r + 0.7152 * g + 0.0722 * b)
            return Color(red: y, green: y, blue: y, alpha: c.alpha)
        case .normal: return c
        }
        return Color(red: gam(m[0][0] * r + m[0][1] * g + m[0][2] * b), green: gam(m[1][0] * r + m[1][1] * g + m[1][2] * b),
                     blue: gam(m[2][0] * r + m[2][1] * g + m[2][2] * b), alpha: c.alpha)
    }
}
