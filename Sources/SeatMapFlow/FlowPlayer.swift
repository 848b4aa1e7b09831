import SeatMapCore
import SeatMapImport
import SeatMapLayout
import SeatMapPage
import SeatMapRules
import SeatMapTheme
import SeatMapVenue

/// Plays a story through the page (docs/flow-format.md): each step acts on the state the last
/// frame shows — a tap through the selection rules, a touch through the hit-tester of the page
/// as drawn, a confirm through the order rules and the server's answer — and yields the next
/// frame. A pure function of the story, the hall and `resolve`: the same inputs give the same
/// frames.
public struct FlowPlayer: Sendable {
    public let story: FlowStory
    public let theme: Theme
    public let device: Device
    public let textScale: Double
    /// Resolves a page with the text metrics it is drawn with (`PageOutput.resolve`): hit-tests
    /// need the frames the picture has.
    public let resolve: @Sendable (SeatPage) throws -> ResolvedPage

    /// The zoom a tap at the overview zooms in to, as the app does: at 0.75 a 36-pt design seat
    /// is 27 pt wide on a 375-pt screen, about a fingertip. Applied only when the map shows a
    /// smaller zoom (`fit` or `contain` of a wide hall) and the story's `zoomOnTap` is true.
    public static let tapZoom = 0.75

    public init(story: FlowStory, theme: Theme, device: Device, textScale: Double = 1,
                resolve: @escaping @Sendable (SeatPage) throws -> ResolvedPage) {
        self.story = story
        self.theme = theme
        self.device = device
        self.textScale = textScale
        self.resolve = resolve
    }

    /// What the page is between frames.
    struct State {
        var hall: Hall
        var selection: SeatSelection
        var zoom: Zoom = .fit
        var offset: Point?
        var dialog: PageDialog?
        /// A venue's page: its map, rules and rule hall (`hall`).
        var venue: VenueOnPage?
        /// The venue as read (floors not yet stacked), for a page redrawn with seats sold.
        var venueSource: Venue?
        /// Places chosen in a venue's general-admission areas and booths, in the order first
        /// chosen (checked by `VenueRules.areaPlaces` with the seats at every change).
        var areas: [(areaId: String, count: Int)] = []
    }

    /// Plays the story on what it names: a hall's page, or a venue's (`play(venue:)`).
    public func play(hall: FlowHall) throws -> [FlowFrame] {
        switch hall {
        case .grid(let h): return try play(hall: h)
        case .venue(let v): return try play(venue: v)
        }
    }

    /// Plays the story on a venue's phone page: all of the map in view first; a tap on a section
    /// drawn without its seats zooms into it (`VenueOnPage.zoomTarget`), then a seat is tapped as
    /// on a hall's page, under the venue's rules (a table sold whole taken whole, lone seats round
    /// tables at the order); `suggest` is the venue's best available, `confirm` its order draft,
    /// a confirm conflict marks the seats sold on the map. `refresh` takes hall snapshots and is
    /// refused on a venue, at its step.
    public func play(venue: Venue) throws -> [FlowFrame] {
        let layout: VenueLayout
        do { layout = try VenueLayout(venue: venue, metrics: theme.metrics) } catch {
            throw FlowError.invalid(file: story.file, line: story.hallLine, column: story.hallColumn, path: "hall", reason: "\(story.resolve(story.hall)): \(error)")
        }
        let page = VenueOnPage(layout: layout, rules: VenueRules(layout))
        return try play(hall: page.rules.hall, venue: page, source: venue)
    }

    /// Frame 0 (the page as opened) and one frame per step. Throws only for a story that cannot
    /// go on (a refresh file that cannot be read or is another showtime's, a confirm conflict
    /// naming no seat of the hall); a refused tap is an outcome, not an error.
    /// Most seat-frames a story plays (its frames × the hall's seats). Every frame keeps its
    /// resolved page until the recording is written, about 600 bytes a seat: at this bound a
    /// story stays under 512 MiB — a 2,000-seat hall plays all 200 steps, a 200,000-seat one the
    /// page as opened and one step (docs/limits.md).
    public static let maxSeatFrames = 400_000

    public func play(hall: Hall) throws -> [FlowFrame] { try play(hall: hall, venue: nil, source: nil) }

    func play(hall: Hall, venue: VenueOnPage?, source: Venue?) throws -> [FlowFrame] {
        let frameCount = story.steps.count + 1
        if hall.seatCount * frameCount > Self.maxSeatFrames, let first = story.steps.first {
            let most = max(0, Self.maxSeatFrames / max(1, hall.seatCount) - 1)
            throw located(first, 1,
                          "\(story.steps.count) steps on a hall of \(hall.seatCount) seats: \(frameCount) frames of \(hall.seatCount) seats; a story plays at most \(Self.maxSeatFrames) seat-frames (each frame keeps its page), so at most \(most) step\(most == 1 ? "" : "s") on this hall")
        }
        // A seat, section or area the hall does not have is a typo in the story, found before
        // anything plays (a refused tap is for seats that exist): every such step, located.
        if let e = FlowError.combined(story.targetProblems(seatIds: hall.allSeats.map(\.seat.seatId), venue: source)) { throw e }
        var state = State(hall: hall, selection: SeatSelection(hall: hall), zoom: venue == nil ? .fit : .contain, venue: venue, venueSource: source)
        let areas = venue?.layout.venue.areas ?? []
        let places = areas.isEmpty ? "" : ", \(areas.count) area\(areas.count == 1 ? "" : "s") with \(areas.reduce(0) { $0 + ($1.left ?? $1.capacity) }) places left"
        var frames = [try frame(0, nil, state, toast: nil,
                                outcome: "\(hall.seatCount) seats, \(hall.allSeats.filter { $0.seat.status == .available }.count) available\(places)")]
        for (i, step) in story.steps.enumerated() {
            frames.append(try play(step, index: i + 1, state: &state, current: frames[frames.count - 1]))
        }
        return frames
    }

    func frame(_ index: Int, _ step: FlowStep?, _ state: State, toast: String?, outcome: String, refused: FlowRefusal? = nil,
               hit: String? = nil) throws -> FlowFrame {
        let overlay = PageOverlay(toast: toast, dialog: state.dialog)
        var page: SeatPage
        if let venue = state.venue {
            page = try SeatPage.make(venue: venue, theme: theme, device: device, zoom: state.zoom, offset: state.offset, selection: state.selection,
                                     overlay: overlay, textScale: textScale)
            // Checked at every change: places the rules refused never reach the state.
            if case .success(let places) = venue.rules.areaPlaces(state.areas, seats: state.selection.selected.count) { page.areaPlaces = places }
        } else {
            let layout = try PageLayout.make(seatLayout: SeatLayout(hall: state.hall, metrics: theme.metrics), device: device, mode: .screen,
                                             zoom: state.zoom, offset: state.offset, textScale: textScale)
            page = SeatPage(theme: theme, layout: layout, selection: state.selection, overlay: overlay)
        }
        return FlowFrame(index: index, step: step, outcome: outcome, refused: refused, hit: hit, resolved: try resolve(page))
    }

    func located(_ step: FlowStep, _ index: Int, _ reason: String) -> FlowError {
        .step(file: story.file, line: step.line, column: step.column, index: index, reason: reason)
    }

    /// `4_7 (4排7号)`: the id and the seat as the page labels it (a venue's table seat `5桌 1号`).
    func label(_ state: State, _ id: String) -> String {
        state.hall.seat(id: id).map { "\(id) (\(labeler(state).label($0)))" } ?? id
    }

    /// The page's seat labels (a venue's tables by their `tableSeatLabel`).
    func labeler(_ state: State) -> SeatLabeler { SeatLabeler(strings: theme.strings, tableRows: state.venue?.tableRows ?? []) }

    /// A frame whose outcome names seats: `flow.json` gets `4_7 (4排7号)`, the contact sheet
    /// `4排7号` (`text` builds the outcome from a seat namer).
    func framed(_ index: Int, _ step: FlowStep?, _ state: State, toast: String?, refused: FlowRefusal? = nil, hit: String? = nil,
                _ text: (_ name: (String) -> String) -> String) throws -> FlowFrame {
        var f = try frame(index, step, state, toast: toast, outcome: text { label(state, $0) }, refused: refused, hit: hit)
        let labels = labeler(state)
        f.shortOutcome = text { id in state.hall.seat(id: id).map { labels.label($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? id }
        return f
    }

    func play(_ step: FlowStep, index: Int, state: inout State, current: FlowFrame) throws -> FlowFrame {
        let strings = theme.strings
        func refusedFrame(_ e: RuleError, _ what: String, hit: String? = nil) throws -> FlowFrame {
            try frame(index, step, state, toast: strings.toast(for: e), outcome: "\(what): refused, \(e)", refused: FlowRefusal(e), hit: hit)
        }
        func scrimTook(_ what: String) throws -> FlowFrame {
            try frame(index, step, state, toast: nil, outcome: "\(what): the dialog is open; answer it first",
                      refused: FlowRefusal(rule: "dialogOpen",
                                           message: "the dialog \(MessageText.quoted(state.dialog?.title ?? "")) takes every touch outside its buttons"),
                      hit: "scrim")
        }
        /// A seat tapped: toggled through the rules, zooming in around it from the overview.
        func tapSeat(_ id: String, hit: String?) throws -> FlowFrame {
            let was = state.selection.selectedSeatIds
            var next = state.selection
            var tapped = state.venue.map { $0.rules.toggle(&next, id) } ?? next.toggle(id)
            // Places in areas count towards the order's limit with the seats, however many a
            // tap takes (a sofa, a table sold whole): the rules that check an order check it.
            if case .success = tapped, let venue = state.venue, !state.areas.isEmpty,
               case .failure(let e) = venue.rules.areaPlaces(state.areas, seats: next.selected.count) {
                tapped = .failure(e)
            }
            if case .success = tapped { state.selection = next }
            switch tapped {
            case .failure(let e): return try refusedFrame(e, "tap \(label(state, id))", hit: hit)
            case .success:
                let added = state.selection.selectedSeatIds.count > was.count
                var zoomNote = ""
                if added, story.zoomOnTap, let idx = state.hall.index(of: id),
                   let zoomed = zoomedIn(on: idx, current.resolved.layout, venue: state.venue) {
                    (state.zoom, state.offset) = (.scale(Self.tapZoom), zoomed)
                    zoomNote = "; zoomed in to \(NumberText.rounded(Self.tapZoom, places: 2)) around it"
                }
                return try framed(index, step, state, toast: nil, hit: hit) { name in "\(name(id)) \(added ? "selected" : "deselected")\(zoomNote)" }
            }
        }
        /// The page's section or area `id` (`kind`); a step naming one the page has not is an
        /// error at the step, naming those it has.
        func region(_ kind: PageElement.Kind, _ id: String) throws -> ResolvedVenue.Region {
            let ofKind = current.resolved.venueLayer?.venue.regions.filter { $0.kind == kind } ?? []
            // A section by its id or its label (`Venue.sectionId(named:)`, as `--section` takes it).
            let wanted = kind == .section ? state.venue?.layout.venue.sectionId(named: id) ?? id : id
            if let region = ofKind.first(where: { $0.id == wanted }) { return region }
            let plural = kind == .area ? "areas" : "sections"
            let has = ofKind.compactMap { r in
                r.id.map { kind != .section || r.label.isEmpty || r.label == $0 ? MessageText.quoted($0) : "\(MessageText.quoted($0)) (\(MessageText.escaped(r.label)))" }
            }
            throw located(step, index, "tapAt.\(kind.rawValue): no \(kind.rawValue) \(MessageText.escaped(id)) on this page"
                          + (has.isEmpty ? " (the story's hall is not a venue with \(plural))" : " (it has \(has.joined(separator: ", ")))"))
        }
        /// A touch at the centre of a section's or area's outline (where its label sits) as the
        /// page shows it, moved by `by`; nothing when it is outside the map's view.
        func touchCentre(of region: ResolvedVenue.Region, by: Point) throws -> FlowFrame {
            let vp = current.resolved.layout.viewport
            let c = Polygon.centroid(region.polygon).flatMap { Polygon.contains(region.polygon, $0) ? $0 : nil }
                ?? Point(x: region.bounds.midX, y: region.bounds.midY)
            let centre = vp.pagePoint(fromViewport: vp.viewportPoint(fromDesign: c))
            guard vp.frame.contains(centre) else {
                let what = "\(region.kind.rawValue) \(MessageText.quoted(region.label))"
                var out = try frame(index, step, state, toast: nil, outcome: "\(what) is outside the map's view on this screen: nothing touched", hit: "nothing")
                out.warnings.append("\(step.action.summary): \(what) is outside the map's view on \(device.name): nothing touched")
                return out
            }
            return try touch(Point(x: centre.x + by.x, y: centre.y + by.y))
        }
        /// A general-admission area or booth tapped: one sold whole (a booth) is taken whole or
        /// given back; one sold by count takes one more place, within what is left and the
        /// order's limit (the app's `+`; its chip gives the places back).
        func tapArea(_ area: Venue.Area, venue: VenueOnPage, hit: String) throws -> FlowFrame {
            let what = area.isBooth ? "booth" : "area"
            let had = state.areas.first { $0.areaId == area.id }?.count ?? 0
            if area.bookAsAWhole, had > 0 {
                state.areas.removeAll { $0.areaId == area.id }
                return try frame(index, step, state, toast: nil, outcome: "\(what) \(MessageText.quoted(area.label)) given back", hit: hit)
            }
            var next = state.areas
            let count = area.bookAsAWhole ? area.capacity : had + 1
            if let i = next.firstIndex(where: { $0.areaId == area.id }) { next[i].count = count } else { next.append((area.id, count)) }
            switch venue.rules.areaPlaces(next, seats: state.selection.selected.count) {
            case .failure(let e): return try refusedFrame(e, "\(what) \(MessageText.quoted(area.label))", hit: hit)
            case .success:
                state.areas = next
                let left = (area.left ?? area.capacity) - count
                return try frame(index, step, state, toast: nil,
                                 outcome: area.bookAsAWhole ? "\(what) \(MessageText.quoted(area.label)) taken whole (\(count) place\(count == 1 ? "" : "s"))"
                                     : "a place in \(MessageText.quoted(area.label)) taken: \(count) chosen, \(left) left", hit: hit)
            }
        }
        func confirm(conflict: [String], hit: String?) throws -> FlowFrame {
            for id in conflict where state.hall.index(of: id) == nil {
                throw located(step, index, "confirm.conflict: no seat with id \(MessageText.escaped(id)) in the hall")
            }
            let requestId = Self.requestId(story: story.name, step: index)
            let drafted = state.venue.map { $0.rules.orderDraft(state.selection.selectedSeatIds, areas: state.areas, source: "seatmap_flow", requestId: requestId) }
                ?? state.selection.orderDraft(source: "seatmap_flow", requestId: requestId, seatLabel: strings.seatLabel)
            switch drafted {
            case .failure(let e): return try refusedFrame(e, "confirm", hit: hit)
            case .success(let draft):
                guard !conflict.isEmpty else {
                    var f = try framed(index, step, state, toast: strings.toastSubmitted, hit: hit) { name in
                        "order placed: " + (draft.seatIds.map(name) + draft.areaPlaces.map { "\($0.label) ×\($0.count)" }).joined(separator: ", ")
                    }
                    f.order = draft
                    return f
                }
                // The server's answer: those seats are sold; the page refreshes its seats and the
                // selection keeps the rest (seed: 提示「座位已售出」并刷新本地状态).
                let fresh = state.hall.settingStatus(.sold, of: Set(conflict))
                let (next, report) = state.selection.refreshed(with: fresh)
                state.hall = fresh
                state.selection = next
                if let source = state.venueSource {
                    state.venueSource = Self.selling(Set(conflict), in: source)
                    let layout = try VenueLayout(venue: state.venueSource!, metrics: theme.metrics)
                    state.venue = VenueOnPage(layout: layout, rules: VenueRules(layout))
                }
                let dropped = report.dropped.map(\.seatId)
                var f = try framed(index, step, state, toast: strings.toastConflict,
                                   refused: FlowRefusal(rule: "seatConflict",
                                                        message: "\(conflict.joined(separator: ", ")) \(conflict.count == 1 ? "was" : "were") sold meanwhile"),
                                   hit: hit) { name in
                    "the server refused the order: \(conflict.map(name).joined(separator: ", ")) sold meanwhile; \(dropped.isEmpty ? "no selected seat was dropped" : "dropped \(dropped.map(name).joined(separator: ", "))"), kept \(next.selected.count)"
                }
                f.conflict = conflict
                f.dropped = report.dropped
                return f
            }
        }

        /// A touch at page point `p` of the page the previous frame shows, through its hit-tester.
        func touch(_ p: Point, on page: ResolvedPage? = nil) throws -> FlowFrame {
            switch try (page ?? current.resolved).hit(page: p) {
            case .seat(let idx):
                let id = state.hall[idx].seatId
                return try tapSeat(id, hit: "seat \(id)")
            case .element(let e):
                let hit = e.kind.rawValue + {
                    if case .dialogButton(let b) = e { return " \(b.role.rawValue)" }
                    if let id = e.seatId { return " \(id)" }
                    return ""
                }()
                switch e {
                case .dialogButton(let b):
                    let dialog = state.dialog
                    state.dialog = nil
                    guard b.role == .accept, let dialog else {
                        return try frame(index, step, state, toast: nil, outcome: "dialog cancelled; the selection is kept", hit: hit)
                    }
                    let indices = dialog.suggested.compactMap { state.hall.index(of: $0) }
                    state.selection.replace(with: indices)
                    return try framed(index, step, state, toast: nil, hit: hit) { name in
                        "selection replaced by the suggestion \(dialog.suggested.map(name).joined(separator: ", "))"
                    }
                case .scrim:
                    return try scrimTook("tapAt \(NumberText.rounded(p.x, places: 1)),\(NumberText.rounded(p.y, places: 1))")
                case .seatChip(let c) where c.seatId.hasPrefix("area:"):
                    // An area's chip gives its places back.
                    let id = String(c.seatId.dropFirst(5))
                    let label = state.venue?.layout.venue.areas.first { $0.id == id }?.label ?? id
                    state.areas.removeAll { $0.areaId == id }
                    return try frame(index, step, state, toast: nil, outcome: "the places in \(MessageText.quoted(label)) given back from their chip", hit: hit)
                case .seatChip(let c):
                    // A selected seat's chip gives the seat back, as in the app.
                    _ = state.selection.toggle(c.seatId)
                    return try framed(index, step, state, toast: nil, hit: hit) { name in "\(name(c.seatId)) deselected from its chip" }
                case .confirm(let b):
                    guard b.isEnabled else { return try frame(index, step, state, toast: nil,
                                                              outcome: "the confirm button is disabled (no seat selected)", hit: hit) }
                    return try confirm(conflict: [], hit: hit)
                default:
                    return try frame(index, step, state, toast: nil, outcome: "touched the \(e.kind.rawValue): nothing happens", hit: hit)
                }
            case .region(let r):
                let hit = "\(r.kind.rawValue) \(r.id ?? r.label)"
                let left = r.left.map { " (\($0) left)" } ?? ""
                // A tap on a section drawn without its seats zooms into it, as venue apps do.
                if r.kind == .section, let id = r.id, let venue = state.venue, let target = venue.zoomTarget(section: id, on: current.resolved.layout) {
                    (state.zoom, state.offset) = (.scale(target.zoom), target.offset)
                    return try frame(index, step, state, toast: nil,
                                     outcome: "zoomed into section \(MessageText.quoted(r.label))\(left) at zoom \(NumberText.rounded(target.zoom, places: 3)); its seats are drawn",
                                     hit: hit)
                }
                if r.kind == .area, let id = r.id, let venue = state.venue, let area = venue.layout.venue.areas.first(where: { $0.id == id }) {
                    return try tapArea(area, venue: venue, hit: hit)
                }
                return try frame(index, step, state, toast: nil, outcome: "touched the \(r.kind.rawValue) \(MessageText.quoted(r.label)): nothing happens", hit: hit)
            case .nothing:
                return try frame(index, step, state, toast: nil, outcome: "touched outside the page: nothing happens", hit: "nothing")
            }
        }

        switch step.action {
        case .tap(let id):
            if state.dialog != nil { return try scrimTook("tap \(id)") }
            return try tapSeat(id, hit: nil)
        case .tapAt(let p):
            var f = try touch(p)
            if pointsMayMiss {
                let on = "\(device.name) at text scale \(NumberText.rounded(textScale, places: 2))"
                f.warnings.append("\(step.action.summary) is a page point of \(storyScreen); on \(on) it touched \(f.hit ?? "nothing"): \(f.outcome) (a target, {\"seat\": ID}, {\"element\": NAME}, {\"section\": ID} or {\"area\": ID}, lands alike on every screen)")
            }
            return f
        case let .tapOn(target, by):
            let r = current.resolved
            switch target {
            case .seat(let id):
                guard let idx = state.hall.index(of: id) else { throw located(step, index,
                                                                              "tapAt.seat: no seat with id \(MessageText.escaped(id)) in the hall") }
                let f = r.seat(at: idx).pixelFrame
                let centre = Point(x: f.midX / r.pixelScale, y: f.midY / r.pixelScale)
                // Out of view, the map is scrolled the least that shows the seat with a seat's
                // room around it, as a person drags it into view, then the seat is touched: one
                // story does the same on every screen (docs/flow-format.md).
                if !r.layout.viewport.frame.contains(centre), state.dialog == nil,
                   let offset = scrolledIntoView(idx, r.layout, venue: state.venue) {
                    (state.zoom, state.offset) = (.scale(r.layout.viewport.zoom), offset)
                    let scrolled = try frame(index, step, state, toast: nil, outcome: "", hit: nil).resolved
                    let g = scrolled.seat(at: idx).pixelFrame
                    var out = try touch(Point(x: g.midX / scrolled.pixelScale + by.x, y: g.midY / scrolled.pixelScale + by.y), on: scrolled)
                    let note = "scrolled to offset \(NumberText.rounded(offset.x, places: 1)),\(NumberText.rounded(offset.y, places: 1)) to bring \(label(state, id)) into view; "
                    out.outcome = note + out.outcome
                    out.shortOutcome = out.shortOutcome.map { note + $0 }
                    return out
                }
                guard r.layout.viewport.frame.contains(centre) else {
                    var out = try frame(index, step, state, toast: nil,
                                        outcome: "\(label(state, id)) is outside the map's view on this screen: nothing touched", hit: "nothing")
                    out.warnings.append("\(step.action.summary): \(label(state, id)) is outside the map's view on \(device.name) (scroll or zoom to it first): nothing touched")
                    return out
                }
                return try touch(Point(x: centre.x + by.x, y: centre.y + by.y))
            case .area(let id):
                // The centre of the area's outline (where its label sits), on the page.
                return try touchCentre(of: region(.area, id), by: by)
            case .section(let name):
                // The centre of the section's outline (where its label sits), on the page.
                let region = try region(.section, name)
                let id = region.id ?? name
                // Where the section's seats are drawn already (a tablet's overview), the step
                // zooms into it as a tap from the overview would, touching no seat: a story
                // means the same on every screen.
                if !region.takesTouches, let venue = state.venue, let target = venue.zoomTarget(section: id, on: r.layout) {
                    (state.zoom, state.offset) = (.scale(target.zoom), target.offset)
                    return try frame(index, step, state, toast: nil,
                                     outcome: "zoomed into section \(MessageText.quoted(region.label))\(region.left.map { " (\($0) left)" } ?? "") at zoom \(NumberText.rounded(target.zoom, places: 3)); its seats are drawn",
                                     hit: "section \(id)")
                }
                return try touchCentre(of: region, by: by)
            case let .element(name, which):
                let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
                let kind = PageElement.Kind(rawValue: parts[0])
                let ofKind = r.elements.filter { $0.kind == kind }
                var candidates = ofKind
                if parts.count == 2 {
                    candidates = ofKind.filter { e in
                        if case .dialogButton(let b) = e { return b.role.rawValue == parts[1] }
                        return e.seatId == parts[1]
                    }
                }
                // One answer for an element's index: where `layout` and `hit` report one (chips,
                // seat chips, the `+N` chip, rail labels), that one; else the place among its kind.
                if let which {
                    if candidates.contains(where: { $0.index != nil }) { candidates = candidates.filter { $0.index == which } }
                    else { candidates = which < candidates.count ? [candidates[which]] : [] }
                }
                guard let e = candidates.first, let frame = e.visibleFrame else {
                    let shown = ofKind.isEmpty ? "none" : "\(ofKind.count)"
                    var out = try self.frame(index, step, state, toast: nil,
                                             outcome: "no \(target.summary) on this page (\(parts[0]) elements: \(shown)): nothing touched", hit: "nothing")
                    out.warnings.append("\(step.action.summary): no \(target.summary) on the page of \(device.name) (\(parts[0]) elements: \(shown)): nothing touched")
                    return out
                }
                return try touch(Point(x: frame.midX + by.x, y: frame.midY + by.y))
            }
        case let .zoom(z, offset):
            if state.dialog != nil { return try scrimTook("zoom") }
            (state.zoom, state.offset) = (z, offset)
            let f = try frame(index, step, state, toast: nil, outcome: "")
            var out = f
            let v = f.resolved.layout.viewport
            out.outcome = "zoom \(NumberText.rounded(v.zoom, places: 3)), offset \(NumberText.rounded(v.contentOffset.x, places: 1)),\(NumberText.rounded(v.contentOffset.y, places: 1))"
            return out
        case .suggest(let n):
            if state.dialog != nil { return try scrimTook("suggest \(n)") }
            // A venue's best available is nearest its focal point (`VenueRules.bestAvailable`),
            // else the nearest seats apart, as seats.io's last step: the frame says so.
            var apart = false
            let suggested: Result<[GridIndex], RuleError> = state.venue.map { v in
                v.rules.bestAvailable(count: n).map { found in
                    apart = !found.nextToEachOther
                    return found.ids.compactMap { state.hall.index(of: $0) }
                }
            } ?? SeatSuggester(hall: state.hall).suggest(count: n)
            var f: FlowFrame
            switch suggested {
            case .failure(let e): return try refusedFrame(e, "suggest \(n)")
            case .success(let seats):
                let ids = seats.map { state.hall[$0].seatId }
                let how = apart ? " (apart: no row has \(n) side by side)" : ""
                if state.selection.selected.isEmpty {
                    state.selection.replace(with: seats)
                    f = try framed(index, step, state, toast: nil) { name in "suggested and selected \(ids.map(name).joined(separator: ", "))\(how)" }
                } else if Set(state.selection.selected.map { state.hall[$0].seatId }) == Set(ids) {
                    // Replacing a selection with itself is no question to ask.
                    f = try framed(index, step, state,
                                   toast: nil) { name in "suggested \(ids.map(name).joined(separator: ", "))\(how): the seats already selected, no dialog" }
                } else {
                    state.dialog = PageDialog.replaceSelection(selected: state.selection.selected.count, suggested: ids, strings: strings)
                    f = try framed(index, step, state, toast: nil) { name in
                        "suggested \(ids.map(name).joined(separator: ", "))\(how); a dialog asks before replacing the \(state.selection.selected.count) selected"
                    }
                }
            }
            if apart, let v = state.venue { f.warnings.append("suggest \(n): " + v.rules.apartWarning(count: n)) }
            return f
        case .refresh(let path):
            let file = story.resolve(path)
            let fresh: Hall
            // A venue is refreshed from a newer venue file of it (its seats' and areas' states).
            var newer: (venue: Venue, page: VenueOnPage)?
            if state.venue != nil {
                do {
                    let v = try VenueFile.load(path: file)
                    let layout = try VenueLayout(venue: v, metrics: theme.metrics)
                    newer = (v, VenueOnPage(layout: layout, rules: VenueRules(layout)))
                } catch { throw located(step, index, "refresh: \(file): \(error) (a venue is refreshed from a newer venue file of it)") }
                fresh = newer!.page.rules.hall
            } else {
                do { fresh = try HallImport.load(path: file) } catch { throw located(step, index, "refresh: \(error)") }
            }
            if let mismatch = Hall.otherShowtime(state.hall, fresh) {
                throw located(step, index, "refresh: \(file): \(mismatch): not a snapshot of this \(state.venue == nil ? "showtime" : "venue")")
            }
            let (next, report) = state.selection.refreshed(with: fresh)
            state.hall = fresh
            state.selection = next
            var placesNote = ""
            if let newer {
                (state.venueSource, state.venue) = (newer.venue, newer.page)
                // Places are kept where the area still has them; the rest are given back.
                var gone: [String] = []
                state.areas = state.areas.compactMap { chosen in
                    guard let a = newer.venue.areas.first(where: { $0.id == chosen.areaId }) else { gone.append("\(chosen.areaId) is gone"); return nil }
                    let left = a.left ?? a.capacity
                    guard chosen.count > left else { return chosen }
                    gone.append("\(MessageText.quoted(a.label)) has \(left) left of the \(chosen.count) chosen")
                    return nil
                }
                if !gone.isEmpty { placesNote = "; places given back: " + gone.joined(separator: "; ") }
            }
            if report.dropped.isEmpty, placesNote.isEmpty {
                return try frame(index, step, state, toast: nil,
                                 outcome: "refreshed: every selected seat is still available (\(report.changedElsewhere) seats changed)")
            }
            var f = try framed(index, step, state, toast: report.dropped.isEmpty ? strings.toastConflictMixed : Self.refreshToast(report.dropped, strings)) { name in
                "refreshed: " + (report.dropped.isEmpty ? "every selected seat is still available"
                                 : "\(report.dropped.map { "\(name($0.seatId)) is now \($0.nowState)" }.joined(separator: "; ")); dropped from the selection") + placesNote
            }
            f.dropped = report.dropped
            return f
        case .confirm(let conflict):
            if state.dialog != nil { return try scrimTook("confirm") }
            return try confirm(conflict: conflict, hit: nil)
        }
    }

    /// What the toast says after a refresh dropped `dropped`: each reason its own words (sold,
    /// locked by someone else, gone from the hall), one general text for several reasons.
    static func refreshToast(_ dropped: [RefreshReport.Change], _ strings: PageStrings) -> String {
        // `locked (couple partner 5_6)` is dropped for its partner's state.
        let reasons = Set(dropped.map { $0.nowState.split(separator: " ").first.map(String.init) ?? $0.nowState })
        guard reasons.count == 1, let reason = reasons.first else { return strings.toastConflictMixed }
        switch reason {
        case SeatState.locked.rawValue: return strings.toastConflictLocked
        case "missing": return strings.toastConflictMissing
        default: return strings.toastConflict
        }
    }

    /// The offset that centres a seat at `tapZoom`, kept inside the content as a scroll view
    /// clamps it; nil when the map already shows `tapZoom` or more.
    func zoomedIn(on index: GridIndex, _ l: PageLayout, venue: VenueOnPage? = nil) -> Point? {
        guard l.zoomsToFit, l.viewport.zoom < Self.tapZoom - 1e-9 else { return nil }
        let pp = l.viewport.screenScale * Self.tapZoom
        guard let f = venue.map({ $0.designFrame(index) }) ?? l.seatLayout.designFrame(index) else { return nil }
        let content = l.content.size
        let vp = l.viewport.frame
        func clamp(_ v: Double, _ extent: Double, _ view: Double) -> Double {
            let maxOffset = extent * pp - view
            return maxOffset <= 0 ? maxOffset / 2 : min(max(v, 0), maxOffset)
        }
        let x = clamp(f.midX * pp - vp.width / 2, content.width, vp.width)
        let y = clamp(f.midY * pp - vp.height / 2, content.height, vp.height)
        return Point(x: (x * 1000).rounded() / 1000, y: (y * 1000).rounded() / 1000)
    }

    /// The content offset (device points) that scrolls the map the least at its zoom so seat
    /// `index`'s frame, with a seat's width of room on each side, lies inside the viewport,
    /// clamped as a scroll view clamps it; nil where the map cannot scroll to it (an overview
    /// below the scroll view's smallest zoom shows the whole map already) or it needs no scroll.
    func scrolledIntoView(_ index: GridIndex, _ l: PageLayout, venue: VenueOnPage? = nil) -> Point? {
        let zoom = l.viewport.zoom
        guard Zoom.range.contains(zoom) else { return nil }
        let pp = l.viewport.screenScale * zoom
        guard let f = venue.map({ $0.designFrame(index) }) ?? l.seatLayout.designFrame(index) else { return nil }
        let content = l.content.size, vp = l.viewport.frame, o = l.viewport.contentOffset
        let room = f.width * pp
        func scroll(_ lo: Double, _ hi: Double, _ offset: Double, _ view: Double, _ extent: Double) -> Double {
            var v = offset
            if hi + room > v + view { v = hi + room - view }
            if lo - room < v { v = lo - room }
            let maxOffset = extent * pp - view
            return maxOffset <= 0 ? maxOffset / 2 : min(max(v, 0), maxOffset)
        }
        let x = scroll(f.minX * pp, f.maxX * pp, o.x, vp.width, content.width)
        let y = scroll(f.minY * pp, f.maxY * pp, o.y, vp.height, content.height)
        let p = Point(x: (x * 1000).rounded() / 1000, y: (y * 1000).rounded() / 1000)
        return abs(p.x - o.x) < 1e-6 && abs(p.y - o.y) < 1e-6 ? nil : p
    }

    /// A UUID made from the story's name and the step, so a replayed story writes the same
    /// order (`clientRequestId` is the idempotency key the back end sees).
    static func requestId(story: String, step: Int) -> String {
        let h = Array(SHA256.hex(Array("seatmap-flow:\(story):\(step)".utf8)).prefix(32))
        let s = String(h)
        func part(_ a: Int, _ b: Int) -> Substring { s.dropFirst(a).prefix(b - a) }
        return "\(part(0, 8))-\(part(8, 12))-\(part(12, 16))-\(part(16, 20))-\(part(20, 32))"
    }
}

extension FlowPlayer {
    /// `venue` with `ids` sold (a confirm the server refused).
    static func selling(_ ids: Set<String>, in venue: Venue) -> Venue {
        var v = venue
        for r in v.rows.indices {
            for s in v.rows[r].seats.indices where ids.contains(v.rows[r].seats[s].seatId) { v.rows[r].seats[s].status = .sold }
        }
        return v
    }
}
