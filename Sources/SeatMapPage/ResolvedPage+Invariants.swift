import SeatMapCore
import SeatMapLayout

/// One broken promise of the page (docs/page-layout.md): what breaks it and where.
public struct PageViolation: Sendable, Equatable, CustomStringConvertible {
    /// The page's rules, one case each. Raw values are what `seatmap audit --json` reports.
    public enum Rule: String, Sendable, CaseIterable {
        /// Two of the page's panels (status bar, navigation, strip, screen band, map, legend,
        /// price bar) share area.
        case panelsOverlap
        /// A child lies (partly) outside its panel: a legend item outside the legend, a chip or
        /// the total outside the price bar, a rail label outside the rail…
        case outsidePanel
        /// Part of the page lies off the screen (only the showtime strip scrolls).
        case offScreen
        /// At `fit` or `contain`, part of a seat the map shows lies under the rail or a panel.
        case seatCovered
        /// A text is taller than its element's frame.
        case textTooTall
        /// A text runs past its element's frame (its pill, chip, button or rail).
        case textTooWide
        /// A text set under 8 pt (the screen band's label under 9 pt).
        case textTooSmall
        /// The total or a seat's price was cut or set smaller than asked.
        case moneyShortened
        /// Two rail labels overlap.
        case railLabelsOverlap
        /// A seat kind the hall has is not in the visible legend, and no warning said so.
        case kindMissingFromLegend
        /// A toast lies over the dialog's card (it would hide its title or buttons).
        case toastOverDialog
        /// The map shows neither a seat nor a section or area that takes a touch: a page
        /// scrolled past its seats, or a venue too large for its zoom. Nothing on it can be chosen.
        case emptyMap
    }

    public var rule: Rule
    /// The element (`legendItem 3`, `total`) and what it breaks, in one line.
    public var message: String

    public init(_ rule: Rule, _ message: String) {
        self.rule = rule
        self.message = message
    }

    public var description: String { "\(rule.rawValue): \(message)" }
}

extension ResolvedPage {
    /// Smallest page text, in page points (iOS's smallest caption is 11 pt; nothing on a seat
    /// page may go under 8).
    public static let minimumTextSize = 8.0
    /// Smallest screen-band label: the hall's name must stay readable.
    public static let minimumScreenLabelSize = 9.0
    /// Slack for rounding in frame comparisons, in page points.
    static let invariantTolerance = 0.01

    /// Every rule of docs/page-layout.md that this page breaks; empty for a page that keeps its
    /// promises. The checks read only the resolved elements, as an outside check of `seatmap
    /// layout` would, so they hold the resolver to what the picture really shows.
    /// `--mode full` draws only the map: only its texts are checked.
    public var invariantViolations: [PageViolation] {
        Self.violations(elements: elements, seats: seats, page: page, warnings: warnings) + emptyMapViolations
    }

    /// `emptyMap`: on the phone page, nothing in the map's viewport a person could touch — no
    /// seat drawn in view, no section or area that takes touches. A hall or venue with nothing
    /// to sell at all (no seats, no areas) is said by its own warning, not here.
    var emptyMapViolations: [PageViolation] {
        let layout = page.layout
        guard layout.mode == .screen else { return [] }
        let vp = layout.viewport
        let view = Rect(x: 0, y: 0, width: vp.frame.width, height: vp.frame.height)
        func inView(_ designFrame: Rect) -> Bool {
            let r = vp.viewportRect(fromDesign: designFrame)
            return min(r.maxX, view.maxX) - max(r.minX, view.minX) > 0 && min(r.maxY, view.maxY) - max(r.minY, view.minY) > 0
        }
        let shown: Bool
        if let layer = venueLayer {
            guard !layer.venue.seats.isEmpty || layer.venue.regions.contains(where: \.takesTouches) else { return [] }
            shown = layer.venue.seats.contains { $0.isShown && inView($0.node.designFrame) }
                || layer.venue.regions.contains { $0.takesTouches && inView($0.bounds) }
        } else {
            guard page.hall.seatCount > 0 else { return [] }
            var any = false
            page.hall.forEachSeat { index, _ in if !any && page.isVisible(index) { any = true } }
            shown = any
        }
        guard !shown else { return [] }
        let o = vp.contentOffset
        return [.init(.emptyMap, "the map shows no seat and no section at zoom \(NumberText.rounded(vp.zoom, places: 4)), offset \(NumberText.rounded(o.x, places: 1)),\(NumberText.rounded(o.y, places: 1))")]
    }

    /// The rules checked over any list of elements of `page` (tests break a rule on purpose by
    /// editing a resolved page's elements).
    public static func violations(elements: [PageElement], seats: [SeatNode], page: SeatPage, warnings: [String]) -> [PageViolation] {
        var out: [PageViolation] = []
        let layout = page.layout
        let eps = Self.invariantTolerance
        func r(_ f: Rect) -> String {
            "[\([f.minX, f.minY, f.width, f.height].map { NumberText.rounded($0, places: 1) }.joined(separator: ","))]"
        }
        func name(_ e: PageElement) -> String { e.index.map { "\(e.kind) \($0)" } ?? "\(e.kind)" }
        func inside(_ a: Rect, _ b: Rect) -> Bool {
            a.minX >= b.minX - eps && a.maxX <= b.maxX + eps && a.minY >= b.minY - eps && a.maxY <= b.maxY + eps
        }
        func overlaps(_ a: Rect, _ b: Rect) -> Bool {
            let i = a.intersection(b)
            return i.width > eps && i.height > eps
        }

        // Texts: size, width inside the frame, money never shortened.
        for e in elements where e.isReported {
            for (n, t) in e.texts.enumerated() {
                guard !t.string.isEmpty else { continue }
                let isDetail = n > 0
                let line = n == 0 ? "" : n == 1 ? " (second line)" : " (line \(n + 1))"
                if layout.mode == .screen {
                    let minimum = e.kind == .screen ? Self.minimumScreenLabelSize : Self.minimumTextSize
                    if t.size < minimum - 1e-9 {
                        out.append(.init(.textTooSmall,
                                         "\(name(e))\(line) \(MessageText.quoted(t.string)) at \(NumberText.rounded(t.size, places: 2)) pt (at least \(NumberText.rounded(minimum, places: 0)) pt)"))
                    }
                }
                let money = (e.kind == .total && !isDetail && page.totalMinorUnits > 0) || (e.kind == .seatChip && isDetail)
                if money, t.isShortened {
                    let how = t.original.map { "cut to \(MessageText.quoted(t.string)) from \(MessageText.quoted($0))" }
                        ?? "set at \(NumberText.rounded(t.size, places: 2)) pt instead of \(NumberText.rounded(t.requestedSize, places: 2))"
                    out.append(.init(.moneyShortened, "\(name(e))\(line) \(how)"))
                }
                // The words of a control (a pill, chip, button or bar label) lie inside its frame;
                // the rail's labels are checked against the rail below.
                guard layout.mode == .screen, e.kind.isControl else { continue }
                let f = e.frame
                if t.startX < f.minX - 0.25 || t.startX + t.width > f.maxX + 0.25 {
                    out.append(.init(.textTooWide,
                                     "\(name(e))\(line) \(MessageText.quoted(t.string)) spans x \(NumberText.rounded(t.startX, places: 1))–\(NumberText.rounded(t.startX + t.width, places: 1)) in \(r(f))"))
                }
                if t.size > f.height + 0.25 {
                    out.append(.init(.textTooTall,
                                     "\(name(e))\(line) \(MessageText.quoted(t.string)) at \(NumberText.rounded(t.size, places: 1)) pt in a \(NumberText.rounded(f.height, places: 1))-pt frame"))
                }
            }
        }
        guard layout.mode == .screen else { return out }

        let screen = Rect(x: 0, y: 0, width: layout.pageSize.width, height: layout.pageSize.height)
        let panelKinds: [PageElement.Kind] = [.statusBar, .navigation, .strip, .screenHeader, .map, .legend, .priceBar]
        let panels = elements.filter { panelKinds.contains($0.kind) && $0.frame.width > 0 && $0.frame.height > 0 }
        for i in panels.indices {
            for j in panels.indices where j > i && overlaps(panels[i].frame, panels[j].frame) {
                out.append(.init(.panelsOverlap, "\(panels[i].kind) \(r(panels[i].frame)) and \(panels[j].kind) \(r(panels[j].frame))"))
            }
        }
        func panel(_ k: PageElement.Kind) -> Rect? { (panels.first { $0.kind == k } ?? elements.first { $0.kind == k && k == .dialog })?.frame }
        let parent: [PageElement.Kind: PageElement.Kind] = [
            .clock: .statusBar, .battery: .statusBar, .back: .navigation, .title: .navigation, .subtitle: .navigation,
            .screen: .screenHeader, .centerLine: .screenHeader, .minimap: .screenHeader, .rail: .map, .scrollHint: .map,
            .legendItem: .legend, .hint: .priceBar, .seatChip: .priceBar, .moreChip: .priceBar, .total: .priceBar,
            .confirm: .priceBar, .dialogButton: .dialog,
        ]
        let rail = elements.first { $0.kind == .rail }
        // Over a dialog the toast may leave the map for the scrimmed page (never the card).
        let toastArea = elements.contains { $0.kind == .dialog } ? layout.floatingAreaOverDialog : layout.floatingArea
        for e in elements where e.isReported {
            guard let shown = e.visibleFrame else { continue }
            if e.kind != .chip, !inside(shown, screen) {
                out.append(.init(.offScreen,
                                 "\(name(e)) \(r(shown)) on a \(NumberText.rounded(screen.width, places: 0))×\(NumberText.rounded(screen.height, places: 0))-pt screen"))
            }
            if e.kind == .railLabel, let rail, let t = e.resolvedText {
                // The label's words lie on the pill (the row's band may reach past the rail's end).
                let centreY = t.baseline - t.size * 0.36
                let clip = e.clip ?? screen
                if t.startX < rail.frame.minX - 0.25 || t.startX + t.width > rail.frame.maxX + 0.25
                    || centreY - t.size / 2 < rail.frame.minY - eps || centreY + t.size / 2 > rail.frame.maxY + eps
                    || centreY - t.size / 2 < clip.minY - eps || centreY + t.size / 2 > clip.maxY + eps {
                    out.append(.init(.outsidePanel,
                                     "\(name(e)) \(MessageText.quoted(t.string)) x \(NumberText.rounded(t.startX, places: 1))–\(NumberText.rounded(t.startX + t.width, places: 1)) outside the rail \(r(rail.frame))"))
                }
            } else if e.kind == .toast, !inside(shown, toastArea) {
                out.append(.init(.outsidePanel,
                                 "toast \(r(shown)) outside the area it floats in \(r(toastArea)) (over the price bar or the navigation)"))
            } else if let p = parent[e.kind], let pf = panel(p), !inside(shown, pf) {
                out.append(.init(.outsidePanel, "\(name(e)) \(r(shown)) outside the \(p) \(r(pf))"))
            }
        }

        // A toast never hides the dialog it is shown with.
        if let toast = elements.first(where: { $0.kind == .toast }), let card = elements.first(where: { $0.kind == .dialog }),
           overlaps(toast.frame, card.frame) {
            out.append(.init(.toastOverDialog, "toast \(r(toast.frame)) over the dialog \(r(card.frame))"))
        }

        // Rail labels far enough apart for their size.
        let labels = elements.compactMap { e -> ResolvedText? in
            guard e.kind == .railLabel, e.visibleFrame != nil else { return nil }
            return e.resolvedText
        }
        for (a, b) in zip(labels, labels.dropFirst()) where b.baseline - a.baseline < max(a.size, b.size) * 1.05 - 1e-9 {
            out.append(.init(.railLabelsOverlap,
                             "rail labels \(MessageText.quoted(a.string)) and \(MessageText.quoted(b.string)) \(NumberText.rounded(b.baseline - a.baseline, places: 1)) pt apart at \(NumberText.rounded(max(a.size, b.size), places: 1)) pt"))
        }

        // At fit and contain, nothing covers a seat the map shows (scrolled sideways by an
        // explicit offset, the rail floats over the map as in the app: no promise there).
        let v0 = layout.viewport
        let centred = (layout.content.size.width * v0.pointsPerDesignPoint - v0.frame.width) / 2
        let unscrolled = layout.requestedOffset.map { abs($0.x - centred) < 0.5 } ?? true
        // A hall too wide for the smallest zoom cannot fit at all (a warning says so).
        if layout.zoomsToFit, unscrolled, !layout.mapOverflowsFit, let vp = panel(.map) {
            var covers: [(String, Rect)] = panels.filter { $0.kind != .map }.map { ("\($0.kind)", $0.frame) }
            if let rail, let f = rail.visibleFrame { covers.append(("rail", f)) }
            for e in elements where e.kind == .minimap { covers.append(("minimap", e.frame)) }
            var covered: [String: [String]] = [:]
            let v = layout.viewport
            for node in seats {
                // A venue seat's design frame is its turned box.
                let f = v.pageRect(fromDesign: node.halves == 0 || page.venue != nil ? node.designFrame : node.shapeFrame).intersection(vp)
                guard f.width > eps, f.height > eps else { continue }
                for (what, c) in covers where overlaps(f, c) { covered[what, default: []].append(node.seatId) }
            }
            for (what, ids) in covered.sorted(by: { $0.key < $1.key }) {
                out.append(.init(.seatCovered,
                                 "\(ids.count == 1 ? "1 seat" : "\(ids.count) seats") under the \(what) (\(ids.prefix(3).joined(separator: ", "))\(ids.count > 3 ? ", …" : ""))"))
            }
        }

        // Every seat kind the hall has shows in the legend, unless a warning says it was dropped.
        let kinds = Set(page.hall.allSeats.compactMap(\.seat.kind))
        let shownKinds = Set(elements.compactMap { e -> SeatKind? in
            guard case .legendItem(let i) = e, inside(i.frame, panel(.legend) ?? .zero) else { return nil }
            return i.look?.kind
        })
        let missing = SeatKind.allCases.filter { kinds.contains($0) && !shownKinds.contains($0) }
        if !missing.isEmpty, !warnings.contains(where: { $0.hasPrefix("legend: ") }) {
            out.append(.init(.kindMissingFromLegend, "the legend does not show \(missing.map(\.rawValue).joined(separator: ", "))"))
        }
        return out
    }
}
