import Foundation
import SeatMapCore
import SeatMapVenue
import SeatMapOutput
import SeatMapPage
import SeatMapTheme
import SeatMapImport
import SeatMapRules

/// A file that holds a venue at coordinates rather than a grid hall: SeatMap's venue file, a
/// seats.io chart or a pretix plan. `import` turns the latter two into the first, `validate`
/// checks it, and render, layout, hit and audit draw it: the phone page around its map
/// (`pageRequest`), or its whole map (`--mode full`, `request`); what a venue cannot show yet is
/// said plainly instead of failing to read it as a hall.
enum VenueInput {
    typealias Kind = VenueDocumentKind

    /// The document and its kind when the file at `path` is JSON of one of the three; nil for
    /// anything else (a hall, seat data, unreadable bytes), which the hall readers then report.
    /// Only a regular file is peeked: standard input, a pipe or `<(…)` can be read only once, by
    /// the hall readers (a venue on one is not recognised yet).
    static func peek(_ path: String) -> (root: JSONValue, kind: Kind)? {
        guard InputFile.isRegularFile(path),
              let bytes = try? InputFile.read(path, limit: HallFile.maxFileBytes), let root = try? JSONParser.parse(utf8: bytes) else { return nil }
        return Kind(root).map { (root, $0) }
    }

    /// The refusal of a page command given a venue it cannot draw (a chart to import first, or a
    /// venue file where only a hall will do).
    static func cannotDraw(_ path: String, _ kind: Kind) -> CLIError {
        kind == .venueFile
            ? .data("\(path): a SeatMap venue file (seats at coordinates); render, layout, hit and audit draw it, on the phone page or with --mode full as its whole map")
            : .data("\(path): \(kind.rawValue) (seats at coordinates): seatmap import \(path) -o VENUE.json converts it into a venue file, "
                    + "which render, layout and hit draw")
    }

    /// The venue file read, on `--floor`'s floor when one is asked for.
    static func venue(_ root: JSONValue, options o: PageOptions) throws -> Venue {
        let path = o.hallPath
        var venue: Venue
        do { venue = try VenueFile.read(root, file: path) } catch { throw CLIError.data(error.description) }
        if let id = o.floor {
            guard !venue.floors.isEmpty else { throw CLIError.usage("--floor \(MessageText.quoted(id)): \(path) is a venue of one floor; drop --floor") }
            guard let one = venue.onFloor(id) else {
                throw CLIError.usage("--floor \(MessageText.quoted(id)): \(path) has the floors \(venue.floors.map { MessageText.quoted($0.id) }.joined(separator: ", "))")
            }
            venue = one
        }
        return venue
    }

    /// `--section NAME` checked against the venue: the id of the section with that id or label,
    /// or a usage error listing the sections by id and label (the nearest name first).
    static func checkSection(_ name: String, in venue: Venue, options o: PageOptions) throws -> String {
        if let id = venue.sectionId(named: name) { return id }
        let near = venue.nearestSectionName(to: name).map { "did you mean \(MessageText.quoted($0))? " } ?? ""
        let on = o.floor.map { " on floor \(MessageText.quoted($0))" } ?? ""
        let choices = venue.sectionChoices
        throw CLIError.usage("--section \(MessageText.quoted(name)): \(o.hallPath) has no such section\(on), by id or label (\(near)\(choices.isEmpty ? "it has none" : "it has " + choices.joined(separator: ", ")))")
    }

    /// The phone page around a venue's map (`--mode screen`, the default): the device, zoom and
    /// offset, the selection under the venue's rules (`--suggest` with `--selected`: the dialog
    /// that asks to replace them), the toast, the text scale, the locale; `--section ID` zooms
    /// into the section as a tap on it does. `--highlight-zone` (a grid's price zones) is refused.
    static func pageRequest(_ root: JSONValue, options o: PageOptions) throws -> PageRequest {
        let path = o.hallPath
        if o.highlightZone != nil {
            throw CLIError.usage("--highlight-zone does not apply to a venue (\(path) is a venue file: its seats have categories, not zones); drop it")
        }
        let venue = try venue(root, options: o)
        if let id = o.section {
            guard !o.$zoom.isGiven, o.offset == nil else {
                throw CLIError.usage("--section zooms into the section as a tap does, which decides the zoom and offset; drop --zoom and --offset")
            }
            _ = try checkSection(id, in: venue, options: o)
        }
        let theme = try o.loadTheme()
        let layout: VenueLayout
        do { layout = try VenueLayout(venue: venue, metrics: theme.metrics) } catch { throw CLIError.data("\(path): \(error)") }
        // Venue apps open on the whole venue: `contain` unless --zoom says otherwise.
        var r = PageRequest(venue: layout, theme: theme, device: o.device, zoom: o.$zoom.isGiven ? o.zoom : .contain, offset: o.offset,
                            selection: try o.suggest.map { .suggest($0) } ?? .ids(o.selectedIds.resolve()), textScale: o.textScale)
        r.toast = o.toast
        r.zoomedSection = o.section
        r.areas = try o.areas.map(AreaArgument.places)
        if o.suggest != nil { r.manualSelection = try o.selectedIds.resolve() }
        return r
    }

    /// The venue map the page options ask for. Only what a venue map can show is accepted: the
    /// whole map (`--mode full`, at `--scale` or the device's scale), the theme and selected
    /// seats; an option that would be ignored is a usage error, never dropped in silence.
    static func request(_ root: JSONValue, options o: PageOptions) throws -> VenueRequest {
        let path = o.hallPath
        precondition(o.mode == .full, "the phone page of a venue is a PageRequest (pageRequest)")
        let ignored: [(Bool, String)] = [(o.highlightZone != nil, "--highlight-zone"), (o.toast != nil, "--toast"),
                                         (o.textScale != 1, "--text-scale"), (!o.areas.isEmpty, "--area")]
        if let (_, name) = ignored.first(where: { $0.0 }) {
            throw CLIError.usage("\(name) applies to the phone page, not a venue's whole map (\(path) is a venue file with --mode full); drop it or --mode full")
        }
        var venue = try venue(root, options: o)
        if let name = o.section {
            venue = venue.onSection(try checkSection(name, in: venue, options: o))!
        }
        var selected = try o.selectedIds.resolve()
        if let n = o.suggest {
            // The dialog that asks to replace a selection is part of the phone page, not the map.
            guard selected.isEmpty else {
                throw CLIError.usage("--suggest with --selected asks to replace a selection in a dialog, which is part of the phone page, not the whole map (\(path)); drop --mode full, or use one of them")
            }
            let rules: VenueRules
            do { rules = VenueRules(try VenueLayout(venue: venue, metrics: try Theme.load(o.theme).metrics)) } catch let e as VenueError {
                throw CLIError.data("\(path): \(e)")
            }
            switch rules.suggest(count: n) {
            case .success(let ids): selected = ids
            case .failure(let e): throw CLIError.data("\(path): --suggest \(n): \(e)")
            }
        }
        return VenueRequest(venue: venue, theme: try o.loadTheme(), pixelsPerDesignPoint: o.pixelsPerDesignPoint ?? o.device.scale,
                            selectedIds: selected)
    }

    /// The venue file at `path` as its selection rules (`select`, `suggest`, `order`), once the
    /// hall readers refused it with `error`; anything else that is no hall rethrows `error`.
    static func rules(_ path: String, after error: any Error) throws -> VenueRules {
        guard let peeked = peek(path), peeked.kind == .venueFile else { throw error }
        let venue: Venue
        do { venue = try VenueFile.read(peeked.root, file: path) } catch { throw CLIError.data(error.description) }
        do { return VenueRules(try VenueLayout(venue: venue)) } catch { throw CLIError.data("\(path): \(error)") }
    }

    /// The rule engine's hall of the file at `path` — the hall itself, or a venue file's rows —
    /// and, for a venue file, its rules (`select` and `order` then take tables sold whole and
    /// lone seats round tables as the venue's rules do). The hall readers go first, so a hall is
    /// parsed once; the venue check runs only once they refuse the file.
    static func ruleSource(_ path: String) throws -> (hall: Hall, venue: VenueRules?) {
        do { return (try HallImport.load(path: path), nil) } catch {
            let rules = try rules(path, after: error)
            return (rules.hall, rules)
        }
    }

    /// The rule engine's hall of the file at `path`: the hall itself, or a venue file's rows.
    static func ruleHall(_ path: String) throws -> Hall { try ruleSource(path).hall }

    /// The request resolved, its refusals (a selected seat the venue has not, an image too
    /// large) named with the file.
    static func resolve(_ request: VenueRequest, path: String) throws -> ResolvedVenue {
        do { return try VenueOutput.resolve(request) } catch let e as VenuePageError {
            throw CLIError.data("\(path): \(e)")
        } catch let e as VenueError {
            throw CLIError.data("\(path): \(e)")
        }
    }
}
