import SeatMapCore
import SeatMapLayout
import SeatMapTheme
import SeatMapVenue

/// A venue's whole map resolved for one picture (`render --mode full` of a venue file): every
/// region (stage, shapes, sections, general-admission areas, tables), every seat with its
/// rotation and every text, in design points and in paint order, colours and fitted labels
/// decided here; backends draw its scene (`VenueScene`) and outputs read it, as for a grid page.
///
/// **Two levels**, as venue apps draw them: where a seat would be drawn under
/// `minimumSeatPixels` wide, seats inside sections are not drawn; their sections are, filled
/// by availability and labelled with what is left. Seats outside any section are always drawn
/// (nothing else would show them).
///
/// The page is the map itself: one page point is one design point, and the image has
/// `pixelsPerDesignPoint` pixels per point.
public struct ResolvedVenue: Sendable {
    public enum Level: String, Sendable { case seats, sections }

    /// A region of the map: its outline as a polygon in design points, its paint, its label.
    public struct Region: Sendable, Equatable {
        /// `section`, `area`, `table`, `stage` or `shape` (`PageElement.Kind`'s venue kinds).
        public var kind: PageElement.Kind
        public var id: String?
        /// What the region is called (a section's label, `舞台`…).
        public var label: String
        public var polygon: [Point]
        public var bounds: Rect
        public var fill: Color?
        public var stroke: Color?
        /// In design points.
        public var lineWidth: Double
        /// Its words as drawn, in design points: the label, then what is left.
        public var texts: [ResolvedText]
        /// A general-admission area's places; a section's seats.
        public var capacity: Int?
        /// Places or seats still available.
        public var left: Int?
        /// Whether a touch on it is answered with the region (`hit`): sections drawn without
        /// their seats, and areas.
        public var takesTouches: Bool
        /// An area that is a booth (`Venue.Area.isBooth`): `layout` and `hit` say so.
        public var isBooth = false
        /// Whether its label is set beside it, not inside (a section too small for its words on
        /// the page's overview).
        public var labelBeside = false
    }

    /// One seat as drawn: its node (state, frames: `designFrame` the turned seat's bounding
    /// box, the unturned shape drawn about its centre), its rotation (a couple sofa's: the
    /// sofa's) and its section.
    public struct SeatItem: Sendable, Equatable {
        public var node: SeatNode
        public var rotationDegrees: Double
        public var placement: SeatPlacement
        public var sectionId: String?
        public var rowLabel: String
        public var seatLabel: String
        /// Whether the seat is on the map as drawn: painted itself, or as the right half of a
        /// sofa its left half paints (`node.isPainted` is only the first). Hits, audits, frames
        /// and the layout's `drawn` go by this.
        public var isShown: Bool { node.isVisible }
    }

    public let theme: Theme
    public let layout: VenueLayout
    public let pixelsPerDesignPoint: Double
    public let level: Level
    public let background: Color
    /// Back to front: shapes and the stage, sections, areas, tables.
    public let regions: [Region]
    /// In `Venue.allSeats` order (drawing order).
    public let seats: [SeatItem]
    /// The venue's own texts, in design points.
    public let texts: [ResolvedText]
    /// The seats shown selected, in the order given.
    public let selectedIds: [String]
    /// What a user should know: the layout's decisions, font warnings, labels that had to give,
    /// and every broken invariant of the map (`violations()`, each `map: rule: …`).
    public private(set) var warnings: [String]
    let fontReporter: (any FontReporting)?
    public var fonts: FontReport? { fontReporter?.report }
    /// The characters of the drawn text no font has (drawn as the first font's box).
    public var missingCharacters: [String] { fontReporter?.missingCharacters ?? [] }

    /// Seats narrower than this many image pixels are not drawn inside their sections (the
    /// sections are, with what is left): 8 px is where the seat symbol becomes a bare block.
    public static let minimumSeatPixels = 8.0

    /// The size of the page, in page (= design) points.
    public var size: Size { layout.contentSize }
    public var imageWidth: Int { Int((size.width * pixelsPerDesignPoint).rounded(.up)) }
    public var imageHeight: Int { Int((size.height * pixelsPerDesignPoint).rounded(.up)) }
    public var documentTitle: String { layout.venue.name.flatMap { $0.isEmpty ? nil : $0 } ?? "SeatMap" }

    /// Where the map is drawn: as a picture of its own (`render --mode full`, sizes in image
    /// pixels), or in a phone page's viewport (sizes in page points, seats outside the part in
    /// view not drawn).
    public enum Context: Sendable, Equatable {
        case wholeMap
        /// `visible`: the part of the map in the viewport, design points; `zoom` the page's.
        case page(zoom: Double, visible: Rect)

        /// The smallest drawn seat, in the units of `pixelsPerDesignPoint`: 8 image pixels on the
        /// whole map (where the seat symbol becomes a bare block); on the page, 8 points (about
        /// 24 pixels on a 3× phone), where a person starts to tell one seat from the next.
        var minimumSeatSize: Double {
            if case .page = self { return ResolvedVenue.minimumSeatPoints }
            return ResolvedVenue.minimumSeatPixels
        }

        /// How a warning names the setting that sized the map.
        func setting(_ ppd: Double) -> String {
            switch self {
            case .wholeMap: return "at --scale \(NumberText.rounded(ppd, places: 3))"
            case .page(let zoom, _): return "at zoom \(NumberText.rounded(zoom, places: 3))"
            }
        }
    }

    /// How the map is drawn (`Context`).
    public let context: Context

    /// On the page, seats narrower than this many points are not drawn inside their sections.
    public static let minimumSeatPoints = 8.0

    /// - Parameter pixelsPerDesignPoint: image pixels per design point (`.wholeMap`), or page
    ///   points per design point (`.page`): label sizes and line widths are set in its units.
    /// - Parameter gridIndices: each seat's index in the hall its page is made of (a venue
    ///   page's rule hall, `VenueOnPage.gridIndex`), for its node; by default its row and its
    ///   place in the row.
    /// - Parameter chosenAreas: general-admission areas with places chosen (a page's order).
    public init(_ layout: VenueLayout, theme: Theme, pixelsPerDesignPoint: Double, selectedIds: [String] = [],
                measure: some TextMeasuring, context: Context = .wholeMap, gridIndices: [GridIndex]? = nil,
                chosenAreas: Set<String> = []) throws(VenuePageError) {
        guard pixelsPerDesignPoint.isFinite, pixelsPerDesignPoint > 0 else { throw .badScale(pixelsPerDesignPoint) }
        let venue = layout.venue
        let ppd = pixelsPerDesignPoint
        self.layout = layout
        self.theme = theme
        self.pixelsPerDesignPoint = ppd
        self.context = context
        background = theme.background
        let w = layout.contentSize.width * ppd, h = layout.contentSize.height * ppd
        // On the page only the viewport is drawn, whatever the zoom.
        // One limit for every picture (docs/limits.md): the page's, checked before drawing, the
        // largest scale that fits named.
        if context == .wholeMap {
            let iw = (w.rounded(.up)), ih = (h.rounded(.up))
            let side = Double(PageLayout.maxImageSide), area = Double(PageLayout.maxImagePixels)
            if iw > side || ih > side || iw * ih > area {
                throw .tooManyPixels(width: w, height: h, limit: iw > side || ih > side
                                     ? "Cairo draws at most \(PageLayout.maxImageSide) px per side"
                                     : "over the \(PageLayout.maxImagePixels / (1 << 20)) Mpx memory budget",
                                     largestScale: PageLayout.largestPixelsPerDesignPoint(content: layout.contentSize))
            }
        }
        let visible: Rect? = if case .page(_, let v) = context { v } else { nil }

        // The selection: every id a seat of the venue, each available, none twice.
        var indexById: [String: Int] = [:]
        let all = venue.allSeats
        for (i, s) in all.enumerated() { indexById[s.seatId] = i }
        var selected = Set<Int>()
        for id in selectedIds {
            guard let i = indexById[id] else {
                throw .unknownSeat(id, nearest: NearMiss.closest(to: id, among: all.map(\.seatId)))
            }
            guard all[i].status == .available else { throw .notAvailable(id, all[i].status.name) }
            guard selected.insert(i).inserted else { throw .selectedTwice(id) }
        }
        self.selectedIds = selectedIds

        // Only sections with seats stand in for them; an expo's halls of booths have none to hide
        // (their booths are drawn at every scale, as every area is).
        let seated = Set(venue.rows.compactMap { $0.seats.isEmpty ? nil : $0.sectionId })
        let hasSections = venue.sections.contains { seated.contains($0.id) }
        level = hasSections && layout.metrics.seatWidth * ppd < context.minimumSeatSize ? .sections : .seats
        let colors = theme.page
        let areaColors = AreaColors(theme)
        let available = areaColors.available, sold = areaColors.sold
        let hairline = 1 / ppd
        var notes = layout.warnings
        let setter = TextSetter(measure: measure, minimumSize: 0)
        let strings = theme.strings

        // Seats, and each section's count of seats and of those left.
        var items: [SeatItem] = []
        items.reserveCapacity(all.count)
        var counts: [String: (seats: Int, left: Int, chosen: Int)] = [:]
        var k = 0
        for (r, row) in venue.rows.enumerated() {
            for (c, seat) in row.seats.enumerated() {
                let p = layout.placements[k]
                let state = SeatState(status: seat.status, isSelected: selected.contains(k))
                // On the page, seats out of view are not drawn (nor counted as drawn by hit-tests).
                let seen = (level == .seats || row.sectionId == nil)
                var drawn = seen && visible.map { p.boundingBox.intersects($0) } ?? true
                // A couple sofa whose halves share a state is one shape, turned to its row and
                // drawn with its left half (the right half draws nothing); halves in different
                // states are two couple seats, as on a grid hall.
                var shape = p.frame, halves: UInt8 = 1, partner: GridIndex?, turn = p.rotationDegrees
                if seat.pair == .left, c + 1 < row.seats.count {
                    let q = layout.placements[k + 1]
                    if SeatState(status: row.seats[c + 1].status, isSelected: selected.contains(k + 1)) == state {
                        (shape, turn) = Self.sofa(p, q)
                        halves = 2
                        partner = gridIndices?[k + 1] ?? GridIndex(row: r, col: c + 1)
                        drawn = seen && visible.map { p.boundingBox.union(q.boundingBox).intersects($0) } ?? true
                    }
                } else if seat.pair == .right, c > 0,
                          SeatState(status: row.seats[c - 1].status, isSelected: selected.contains(k - 1)) == state {
                    halves = 0
                }
                var node = SeatNode(index: gridIndices?[k] ?? GridIndex(row: r, col: c), seatId: seat.seatId, state: state,
                                    zone: seat.pair == nil ? .normal : .couple, designFrame: p.boundingBox,
                                    shapeFrame: shape, halves: halves, partner: partner, isVisible: drawn, highlight: nil)
                node.kind = nil
                items.append(SeatItem(node: node, rotationDegrees: turn, placement: p, sectionId: row.sectionId,
                                      rowLabel: row.label, seatLabel: seat.label))
                if let s = row.sectionId {
                    var n = counts[s] ?? (0, 0, 0)
                    n.seats += 1
                    if state == .available { n.left += 1 }
                    if state == .selected { n.chosen += 1 }
                    counts[s] = n
                }
                k += 1
            }
        }
        seats = items

        func design(_ points: [Point]) -> [Point] { points.map(layout.designPoint(fromSource:)) }
        /// Label lines centred at `centre` inside `polygon`: a size legible in the image (13 px),
        /// at most a third of the region's height a line, cut to fit its width, then shrunk
        /// (down to 7 px; on the page, the page's smallest text, 8 pt) until every line lies inside the outline, not only its box (a round
        /// table, a curved section). Where even that does not fit, the last line (what is left)
        /// gives way first, then the name; each said in a warning.
        // The smallest label: 7 image pixels on the whole map; on the page, the page's smallest
        // text (8 pt).
        let smallest = context == .wholeMap ? 7 : ResolvedPage.minimumTextSize
        func label(_ lines: [String], centre: Point, polygon: [Point], bounds: Rect, color: Color, kind: PageElement.Kind,
                   beside: ((Rect) -> [ResolvedText]?)? = nil) -> [ResolvedText] {
            var lines = lines.filter { !$0.isEmpty }
            guard !lines.isEmpty else { return [] }
            // Where the whole label does not fit inside, a label set beside the region (`beside`)
            // is tried before any line gives way.
            let notesBefore = notes.count
            func set(_ size: Double) -> [ResolvedText] {
                let least = min(size, smallest / ppd)
                let gap = size * 1.25
                let top = centre.y - gap * Double(lines.count - 1) / 2
                return lines.enumerated().map { i, line in
                    setter.set(line, x: centre.x, centreY: top + gap * Double(i), size: i == 0 ? size : size * 0.85, weight: i == 0 ? .bold : .regular,
                               color: color, align: .center, fitting: (i == 0 ? least : least * 0.85, bounds.width * 0.9), spaceScale: ppd)
                }
            }
            func inside(_ texts: [ResolvedText]) -> Bool {
                // A label cut down to its ellipsis says nothing, and one cut to under half its
                // characters misleads (`1…` for table 10): it does not fit.
                texts.allSatisfy { t in
                    guard t.string != "…" else { return false }
                    if let whole = t.original, (t.string.count - 1) * 2 < whole.count { return false }
                    let b = Self.box(t).insetBy(dx: 0.25, dy: 0.25)
                    return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
                        .allSatisfy { Polygon.contains(polygon, $0) }
                }
            }
            func noted(_ texts: [ResolvedText]) -> [ResolvedText] {
                for (t, line) in zip(texts, lines) where t.original != nil {
                    notes.append("text shortened to fit (\(kind)): cut to \(MessageText.quoted(t.string)) from \(MessageText.quoted(line))")
                }
                return texts
            }
            let first = min(13 / ppd, bounds.height / (Double(lines.count) * 1.6))
            while true {
                var size = first
                // A region of no height (a section outlined by two points) has no size to try:
                // 0 × 0.9 is 0, and the loop would never end.
                // On the page never below the smallest page text: a region too small for it (a
                // stand on a race track's overview) has its label beside it or goes without,
                // rather than specks. The whole map keeps its labels down to the size the region
                // allows (a review picture, read zoomed in).
                let floor = context == .wholeMap ? min(first, smallest / ppd) : smallest / ppd
                while size > 1e-9, size >= floor - 1e-9 {
                    let texts = set(size)
                    if inside(texts) {
                        if notes.count > notesBefore, let beside, let texts = beside(bounds) {
                            notes.removeSubrange(notesBefore...)
                            return texts
                        }
                        return noted(texts)
                    }
                    size *= 0.9
                }
                guard lines.count > 1 else { break }
                notes.append("\(kind) \(MessageText.quoted(lines[0])): no room for \(MessageText.quoted(lines.removeLast())) inside it \(context.setting(ppd))")
            }
            if let beside, let texts = beside(bounds) {
                notes.removeSubrange(notesBefore...)
                return texts
            }
            // Not even the name fits at the smallest size: the region is drawn without words, and said so.
            notes.append("\(kind) \(MessageText.quoted(lines[0])): no room for its label inside it \(context.setting(ppd)); drawn without it")
            return []
        }
        /// Where a region's label goes: its centroid when that is inside it, else the middle of
        /// its bounds.
        func labelCentre(_ polygon: [Point], _ bounds: Rect) -> Point {
            if let c = Polygon.centroid(polygon), Polygon.contains(polygon, c) { return c }
            return Point(x: bounds.midX, y: bounds.midY)
        }

        let map = Rect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height)
        // The map sets every text upright, legible however the phone map is turned: a text the
        // venue turns is said, not quietly set straight.
        for t in venue.texts where !t.isTitle && t.rotationDegrees.truncatingRemainder(dividingBy: 360) != 0 {
            notes.append("text \(MessageText.quoted(t.text)): drawn upright (its rotation of \(NumberText.rounded(t.rotationDegrees, places: 2))° is kept in the venue, not drawn)")
        }
        var set = venue.texts.map { t in
            let p = layout.designPoint(fromSource: t.position)
            // A title grows with the map, 11 px at least where the map is drawn small, and never
            // past its band (1.5 pitches free each side, `VenueLayout.titleBands`).
            if t.isTitle {
                let size = min(max(20, 11 / ppd), 2.6 * layout.metrics.columnPitch)
                return setter.set(t.text, x: p.x, centreY: p.y, size: size, weight: .bold, color: colors.text, align: .center, spaceScale: ppd)
            }
            return setter.set(t.text, x: p.x, centreY: p.y, size: 13 / ppd, color: colors.secondaryText, align: .center, spaceScale: ppd)
        }
        // The layout holds a text's anchor, not its words, whose size follows the scale the map
        // is drawn at: a text at the map's edge ("Entrance" under the last row) is moved inside,
        // and said; one wider than the map stays, and the map's invariants say so.
        for i in set.indices where !set[i].string.isEmpty {
            let b = Self.box(set[i])
            func shift(_ lo: Double, _ hi: Double, _ min: Double, _ max: Double) -> Double {
                guard hi - lo <= max - min else { return 0 }
                return lo < min ? min - lo : hi > max ? max - hi : 0
            }
            let dx = shift(b.minX, b.maxX, map.minX, map.maxX), dy = shift(b.minY, b.maxY, map.minY, map.maxY)
            guard abs(dx) > 1e-9 || abs(dy) > 1e-9 else { continue }
            set[i].startX += dx
            set[i].anchorX += dx
            set[i].baseline += dy
            notes.append("text \(MessageText.quoted(set[i].string)): moved \(NumberText.rounded((dx * dx + dy * dy).squareRoot(), places: 1)) pt inside the map (it reached past the map's edge)")
        }
        texts = set
        // On the page, a section or stage too small for its label (a race track's stand, a few
        // points wide at fit; a cinema's screen band) has it set beside it instead: at the page's
        // label sizes, just outside the outline — above or below, the side away from the map's
        // middle first, then right or left — where the viewport shows it, clear of every other
        // region, label and drawn seat. Where no side has room, it goes without (said).
        // Shapes (a track, a dance floor) may lie under such a label; their own labels may not
        // (`regions`' texts so far), nor may another section, area or table.
        let regionBoxes = venue.sections.compactMap { Polygon.bounds(design($0.outline)) }
            + venue.areas.compactMap { Polygon.bounds(design($0.outline.polygon)) }
            + venue.rows.compactMap { $0.table.flatMap { Polygon.bounds(design($0.outline.polygon)) } }
        var besideBoxes: [Rect] = [], besideCount = 0
        var regions: [Region] = []
        func besideLabel(_ lines: [String], color: Color) -> (Rect) -> [ResolvedText]? {
            // The whole label, else its name alone.
            { bounds in placeBeside(lines, color: color, bounds: bounds) ?? (lines.count > 1 ? placeBeside([lines[0]], color: color, bounds: bounds) : nil) }
        }
        func placeBeside(_ lines: [String], color: Color, bounds: Rect) -> [ResolvedText]? {
            // Anywhere the viewport shows: on a wide map letterboxed in a tall phone, the
            // room above and below the map is where such labels read best.
            guard case .page(_, let view) = context else { return nil }
            let room = view.union(map)
            let size = 10 / ppd, gap = 3 / ppd
            let sizes = lines.indices.map { $0 == 0 ? size : max(smallest / ppd, size * 0.85) }
            // Set centred on the region, then moved beside it.
            var y = bounds.midY
            let texts = lines.enumerated().map { i, line in
                if i > 0 { y += sizes[i - 1] * 0.5 + sizes[i] * 0.75 }
                return setter.set(line, x: bounds.midX, centreY: y, size: sizes[i], weight: i == 0 ? .bold : .regular,
                                  color: color, align: .center, spaceScale: ppd)
            }
            let box = texts.dropFirst().reduce(Self.box(texts[0])) { $0.union(Self.box($1)) }
            // Above or below (away from the map's middle first, where a stand's outer side is
            // open), then right or left of it.
            let down = bounds.maxY + gap - box.minY, up = bounds.minY - gap - box.maxY
            let right = bounds.maxX + gap - box.minX, left = bounds.minX - gap - box.maxX
            let vertical = bounds.midY < map.midY ? [up, down] : [down, up]
            let sideways = bounds.midX < map.midX ? [right, left] : [left, right]
            let moves = vertical.map { (0.0, $0) } + sideways.map { ($0, 0.0) }
            for (mx, my) in moves {
                var b = Rect(x: box.x + mx, y: box.y + my, width: box.width, height: box.height)
                // Kept inside the map sideways (a stand at the map's edge).
                let inset = min(gap, room.width / 4)
                let dx = my == 0 ? 0 : b.minX < room.minX + inset ? room.minX + inset - b.minX
                    : b.maxX > room.maxX - inset ? room.maxX - inset - b.maxX : 0
                b = Rect(x: b.x + dx, y: b.y, width: b.width, height: b.height)
                let clear = b.minX >= room.minX && b.maxX <= room.maxX && b.minY >= room.minY && b.maxY <= room.maxY
                    && !regionBoxes.contains { $0 != bounds && $0.intersects(b) }
                    && !besideBoxes.contains { $0.intersects(b) }
                && !set.contains { !$0.string.isEmpty && Self.box($0).intersects(b) }
                    && !regions.contains { $0.texts.contains { Self.box($0).intersects(b) } }
                    && !items.contains { $0.isShown && $0.placement.boundingBox.intersects(b) }
                guard clear else { continue }
                besideBoxes.append(b)
                return texts.map { t in
                    var t = t
                    t.startX += mx + dx
                    t.anchorX += mx + dx
                    t.baseline += my
                    return t
                }
            }
            return nil
        }
        for shape in venue.shapes {
            let poly = design(shape.outline.polygon)
            guard let b = Polygon.bounds(poly) else { continue }
            let fill = shape.isStage ? colors.screenFill : colors.separator
            let words = [shape.label.isEmpty && shape.isStage ? strings.stage : shape.label]
            let color = shape.isStage ? colors.screenText : colors.secondaryText
            let text = label(words, centre: labelCentre(poly, b), polygon: poly, bounds: b, color: color, kind: shape.isStage ? .stage : .shape,
                             beside: besideLabel(words, color: color))
            var region = Region(kind: shape.isStage ? .stage : .shape, id: nil, label: shape.isStage && shape.label.isEmpty ? strings.stage : shape.label,
                                polygon: poly, bounds: b, fill: fill, stroke: nil, lineWidth: 0, texts: text, capacity: nil, left: nil,
                                takesTouches: false)
            region.labelBeside = besideCount < besideBoxes.count
            besideCount = besideBoxes.count
            regions.append(region)
        }
        for section in venue.sections {
            let poly = design(section.outline)
            guard let b = Polygon.bounds(poly) else {
                notes.append("section \(MessageText.quoted(section.label)): no outline, so it is not drawn (its seats are)")
                continue
            }
            let n = counts[section.id] ?? (0, 0, 0)
            // A section without seats is outlined at either level: no count of seats to show.
            let shown = level == .sections && seated.contains(section.id)
            // Drawn without its seats, a section that holds chosen seats is outlined in the
            // selected colour: the choice stays in sight on the overview.
            let holdsChoice = shown && n.chosen > 0
            let fill: Color? = shown ? (n.left == 0 ? sold : available.withAlpha(0.12 + 0.33 * Double(n.left) / Double(max(1, n.seats)))) : nil
            let lines = [section.label, strings.leftCount(n.left)], color = n.left == 0 ? colors.secondaryText : colors.text
            let text = shown ? label(lines, centre: labelCentre(poly, b), polygon: poly, bounds: b, color: color, kind: .section,
                                     beside: besideLabel(lines, color: color)) : []
            var region = Region(kind: .section, id: section.id, label: section.label, polygon: poly, bounds: b, fill: fill,
                                stroke: holdsChoice ? areaColors.selected.fill : available.withAlpha(shown ? 0.9 : 0.45),
                                lineWidth: max(hairline, holdsChoice ? 2.5 / ppd : shown ? 1.5 / ppd : 1 / ppd),
                                texts: text, capacity: n.seats, left: n.left, takesTouches: shown)
            region.labelBeside = besideCount < besideBoxes.count
            besideCount = besideBoxes.count
            regions.append(region)
        }
        for area in venue.areas {
            let poly = design(area.outline.polygon)
            guard let b = Polygon.bounds(poly) else { continue }
            let left = area.left ?? area.capacity
            // An area with places chosen is outlined in the selected colour, as a section is; one
            // taken whole (a booth, a box sold whole) is filled in it and its name set in the
            // selected mark's colour, as a selected seat is: an outline alone did not read as
            // chosen beside its neighbours.
            let chosen = chosenAreas.contains(area.id)
            let takenWhole = chosen && area.bookAsAWhole
            let selected = areaColors.selected
            // A booth is named, not counted: taken, it is drawn sold.
            let text = label(area.isBooth ? [area.label] : [area.label, strings.leftCount(left)], centre: labelCentre(poly, b), polygon: poly, bounds: b,
                             color: takenWhole ? selected.mark : left == 0 ? colors.secondaryText : colors.text, kind: .area)
            regions.append(Region(kind: .area, id: area.id, label: area.label, polygon: poly, bounds: b,
                                  fill: takenWhole ? selected.fill : left == 0 ? sold : areaColors.availableFill,
                                  stroke: chosen ? (takenWhole ? selected.stroke ?? selected.fill : selected.fill) : available,
                                  lineWidth: max(hairline, (chosen ? 2.5 : 1.5) / ppd),
                                  texts: text, capacity: area.capacity, left: left, takesTouches: true, isBooth: area.isBooth))
        }
        for (r, row) in venue.rows.enumerated() {
            guard let table = row.table else { continue }
            let poly = design(table.outline.polygon)
            guard let b = Polygon.bounds(poly) else { continue }
            let text = label([row.label], centre: labelCentre(poly, b), polygon: poly, bounds: b, color: colors.secondaryText, kind: .table)
            regions.append(Region(kind: .table, id: "\(r)", label: row.label, polygon: poly, bounds: b, fill: colors.strip,
                                  stroke: colors.separator, lineWidth: hairline, texts: text, capacity: row.seats.count,
                                  left: row.seats.filter { $0.status == .available }.count, takesTouches: false))
        }
        self.regions = regions
        if level == .sections, case .page(let zoom, _) = context {
            let from = Self.minimumSeatPoints / (layout.metrics.seatWidth * ppd / zoom)
            notes.append("map: seats are \(NumberText.rounded(layout.metrics.seatWidth * ppd, places: 2)) pt wide at zoom \(NumberText.rounded(zoom, places: 3)), under the \(NumberText.rounded(Self.minimumSeatPoints, places: 0)) pt a seat is drawn at on the page: sections are shown with what is left; a tap on one (hit names its zoom and offset), or a --zoom of \(NumberText.rounded((from * 1000).rounded(.up) / 1000, places: 3)) or more, draws the seats")
        } else if level == .sections {
            notes.append("map: seats are \(NumberText.rounded(layout.metrics.seatWidth * ppd, places: 2)) px wide at --scale \(NumberText.rounded(ppd, places: 3)), under the \(NumberText.rounded(Self.minimumSeatPixels, places: 0)) px a seat is drawn at: sections are shown with what is left; a --scale of \(NumberText.rounded(Self.seatsShowFromScale(seatWidth: layout.metrics.seatWidth), places: 3)) or more draws the seats")
        }
        // On the page, the page reports its measurer's warnings once, for all its words.
        warnings = context == .wholeMap ? notes + measure.warnings : notes
        fontReporter = measure.fontReporter
        // Checked in code on every map drawn, and said: never a picture judged only by eye.
        warnings += Self.warningLines(violations())
    }

    /// The smallest `--scale` (pixels per design point) at which seats are drawn, rounded up to
    /// a thousandth: where seats reach `minimumSeatPixels`.
    public var seatsShowFromScale: Double { Self.seatsShowFromScale(seatWidth: layout.metrics.seatWidth) }
    static func seatsShowFromScale(seatWidth: Double) -> Double { (minimumSeatPixels / seatWidth * 1000).rounded(.up) / 1000 }

    /// A couple sofa over its halves' placements `a` (left) and `b`: the upright frame centred
    /// between them, as long as both seats and the gap between their centres, and its turn (the
    /// mean of the halves' turns, so a sofa on a curve follows the curve).
    static func sofa(_ a: SeatPlacement, _ b: SeatPlacement) -> (frame: Rect, rotationDegrees: Double) {
        let dx = b.center.x - a.center.x, dy = b.center.y - a.center.y
        let length = (dx * dx + dy * dy).squareRoot() + a.size.width
        let c = Point(x: (a.center.x + b.center.x) / 2, y: (a.center.y + b.center.y) / 2)
        let ra = a.rotationDegrees * .pi / 180, rb = b.rotationDegrees * .pi / 180
        let mean = atan2(sin(ra) + sin(rb), cos(ra) + cos(rb)) * 180 / .pi
        return (Rect(x: c.x - length / 2, y: c.y - a.size.height / 2, width: length, height: a.size.height), Venue.exactTurn(mean))
    }

    /// The seat as people read it: its section's label, then the theme's seat label with the
    /// row's and the seat's (`中区 1排2号`; `A排1号` outside any section).
    public func label(of item: SeatItem) -> String {
        // A table's seat reads by the table (`5桌 1号`), a row's by the row (`1排2号`).
        let atTable = item.node.index.row < layout.venue.rows.count && layout.venue.rows[item.node.index.row].table != nil
        let seat = atTable
            ? TextTemplate(theme.strings.tableSeatLabel, placeholders: ["{table}", "{col}"]).fill([item.rowLabel, item.seatLabel])
            : theme.strings.seatLabel.replacingOccurrences(of: "{row}", with: item.rowLabel).replacingOccurrences(of: "{col}", with: item.seatLabel)
        guard let id = item.sectionId, let section = layout.venue.sections.first(where: { $0.id == id }) else { return seat }
        return "\(section.label) \(seat)"
    }

    /// What a screen reader says for a seat, in the theme's (or locale's) `seatAccessibility`
    /// words as on a grid page: `中区 1排2号座位，可选`, `الصف 1 المقعد 2، متاح`. A venue seat has
    /// a price category, not a price, so the label ends at the state (the separator before the
    /// empty price dropped, as for a grid seat of unknown price).
    public func accessibilityLabel(of item: SeatItem) -> String {
        var text = TextTemplate(theme.strings.seatAccessibility, placeholders: ["{label}", "{state}", "{price}", "{kind}"])
            .fill([label(of: item), theme.strings.stateWord(item.node.state), "", ""])
        while let last = text.unicodeScalars.last, SeatLabeler.trailingSeparators.contains(last) { text.unicodeScalars.removeLast() }
        return text
    }
}

/// Why a venue's picture cannot be made.
public enum VenuePageError: Error, Sendable, Equatable, CustomStringConvertible {
    case badScale(Double)
    /// The whole map would be larger than any picture may be (`PageLayout.maxImageSide`,
    /// `maxImagePixels`); `largestScale` is the most pixels per design point that fits.
    case tooManyPixels(width: Double, height: Double, limit: String, largestScale: Double)
    case unknownSeat(String, nearest: String?)
    case notAvailable(String, String)
    case selectedTwice(String)

    public var description: String {
        switch self {
        case .badScale(let s): return "--scale \(NumberText.rounded(s, places: 3)) is not a number of pixels per point above 0"
        case let .tooManyPixels(w, h, limit, fit):
            return LayoutError.tooLarge(width: Int(w.rounded(.up)), height: Int(h.rounded(.up)), limit: limit,
                                        advice: "use a scale of at most \(fit) pixels per design point (--scale \(fit)); sections show where seats would be too small")
        case let .unknownSeat(id, near):
            return "selected seats: the venue has no seat \(MessageText.quoted(id))" + (near.map { " (did you mean \(MessageText.quoted($0))?)" } ?? "")
        case let .notAvailable(id, state): return "selected seats: seat \(MessageText.quoted(id)) is \(state), it cannot be selected"
        case .selectedTwice(let id): return "selected seats: seat \(MessageText.quoted(id)) is given twice"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
