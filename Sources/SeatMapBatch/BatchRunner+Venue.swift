import Foundation
import SeatMapCore
import SeatMapLocale
import SeatMapOutput
import SeatMapPage
import SeatMapPNG
import SeatMapRules
import SeatMapTheme
import SeatMapVenue

/// Why a venue file's item cannot be drawn: an axis that does not apply to a venue map, a
/// suggestion that finds no block. One line, as the item's error.
struct VenueItemError: Error, Sendable, CustomStringConvertible {
    var description: String
}

extension BatchRunner {
    /// A SeatMap venue file's item: its whole map (`render VENUE --mode full`) at `--scale` or the
    /// device's scale, in the item's theme and locale, with the state's suggestion or the view's
    /// selection; the image, its layout (the venue layout of `seatmap layout`) and the gallery's
    /// seats, compared with a baseline as a page is. What a venue map cannot show (the phone page
    /// around it, a zone highlight, a zoom, an offset, a toast, a text scale) fails the item
    /// saying so, never drawn as something else. With a cache, an item whose inputs an earlier
    /// render had is copied from it (`RenderCache.venueKey`).
    /// A venue's item on the phone page (`--mode screen`): the venue laid out in the item's
    /// theme, the page request `render VENUE` makes (all of the map, `contain`, unless the
    /// item's view zooms); the state and view are applied by the caller as for a hall, except a
    /// zone highlight, which a venue has not.
    static func venuePageRequest(_ venue: Venue, theme: Theme, item: BatchItem) throws -> PageRequest {
        if case .zone(let z) = item.state {
            throw VenueItemError(description: "\(item.hallPath): zone\(z.rawValue): a venue has no price zones to highlight (its seats have categories)")
        }
        return PageRequest(venue: try VenueLayout(venue: venue, metrics: theme.metrics), theme: theme, device: item.device)
    }

    static func renderVenueItem(_ venue: Venue, theme: Theme, item: BatchItem, request: BatchRequest, inputs: LoadedInputs,
                                into result: inout BatchItemResult, folder: ContainedFolder, stem: String, root: URL,
                                baselineLayouts: [String: BaselineLayout], baselineFonts: [String: FontReport]) throws {
        precondition(item.mode == .full, "a venue's phone page is a page item (venuePageRequest)")
        let view = item.view
        let unsupported: [(Bool, String)] = [(view.zoom != nil, "--zooms"), (view.offset != nil, "--offsets"),
                                             (view.textScale.map { $0 != 1 } ?? false, "--text-scales"), (view.toast != nil, "--toast")]
        if let (_, name) = unsupported.first(where: { $0.0 }) {
            throw VenueItemError(description: "\(item.hallPath): \(name) does not apply to a venue map (it is drawn whole)")
        }
        var selected = view.selected ?? []
        switch item.state {
        case .none: break
        case .zone(let z):
            throw VenueItemError(description: "\(item.hallPath): zone\(z.rawValue): a venue map has no zone highlight yet")
        case .suggest(let n):
            guard selected.isEmpty else {
                throw VenueItemError(description: "\(item.hallPath): suggest\(n) over a selection asks to replace it, which a venue map cannot show yet")
            }
            switch VenueRules(try VenueLayout(venue: venue, metrics: theme.metrics)).suggest(count: n) {
            case .success(let ids): selected = ids
            case .failure(let e): throw VenueItemError(description: "suggest \(n): \(e)")
            }
        }
        let venueRequest = VenueRequest(venue: venue, theme: theme, pixelsPerDesignPoint: item.pixelsPerDesignPoint ?? item.device.scale,
                                        selectedIds: selected)
        var cacheKey: String?
        let themeKey = LoadedInputs.themeKey(item.themeSource, item.locale)
        if let cache = request.cache, let venueHash = inputs.venueContentHashes[item.hallPath], let fonts = inputs.fontFingerprints[themeKey],
           let themeContent = inputs.themeContents[themeKey], let code = inputs.codeIdentity {
            let key = RenderCache.venueKey(request: venueRequest, venueContentSHA256: venueHash, themeContent: themeContent, fontFingerprint: fonts,
                                           audit: request.audit, screenScale: item.device.scale, codeIdentity: code)
            switch cache.load(key) {
            case .hit(let e):
                try restore(e, item: item, folder: folder, stem: stem, into: &result)
                if let baseline = request.baseline {
                    try compare(&result, item: item, seats: venue.allSeats.count, inputs: inputs, png: e.png, layout: .bytes(e.layout),
                                image: { try PNGCodec.decode(e.png) }, frames: { try SeatFrames(layoutBytes: e.layout) }, request: request,
                                baseline: baseline, root: root, baselineLayouts: baselineLayouts, baselineFonts: baselineFonts)
                }
                return
            case .corrupt(let why):
                let note = "cache: the entry for this item was damaged (\(why)); rendered again and replaced"
                result.said.append(note)
                result.warnings.append(note)
            case .miss: break
            }
            cacheKey = key
            result.cached = false
        }
        let resolved = try VenueOutput.resolve(venueRequest)
        try LocaleError.requireGlyphs(resolved.missingCharacters, locale: item.locale)
        // The bytes `render VENUE --mode full` writes for the same request.
        let rendered = try VenueOutput.render(resolved, format: .png)
        let png = rendered.bytes
        try folder.write(item.output, png)
        result.imageSize = (resolved.imageWidth, resolved.imageHeight)
        result.pngSHA256 = SHA256.hex(png)
        let layoutBytes = Array((try VenueLayoutReport.json(resolved).serialized(lineDepth: 2) + "\n").utf8)
        try folder.write(stem + ".layout.json", layoutBytes)
        result.layoutFile = stem + ".layout.json"
        let seats = venueSeatsScript(resolved)
        try writeSeatsScript(seats, output: item.output, folder: folder, stem: stem)
        result.seatsScript = stem + ".seats.js"
        let notes = result.warnings
        result.warnings = rendered.warnings
        result.fonts = resolved.fonts
        if request.audit {
            let a = VenueAudit(resolved, screenScale: item.device.scale)
            let failures = a.targets.filter { !$0.passes }.map {
                "touch target \($0.name) (\(NumberText.rounded($0.minimum, places: 0)) pt): seats are \(NumberText.rounded(a.seatSize ?? 0, places: 2)) pt; --scale \(NumberText.rounded($0.scaleNeeded, places: 3)) passes"
            } + a.incompleteLabels.map { "label of \($0.seat): no \($0.missing)" } + a.layout.map { "layout: \($0)" }
            result.audit = (failures.isEmpty, failures)
        }
        if let cache = request.cache, let cacheKey {
            // Stored as rendered, before any note of this run joins the warnings.
            let entry = RenderCache.Entry(png: png, layout: layoutBytes, seats: Array(seats.utf8), imageSize: (resolved.imageWidth, resolved.imageHeight),
                                          pngSHA256: result.pngSHA256 ?? SHA256.hex(png), warnings: result.warnings, fonts: result.fonts,
                                          audit: result.audit)
            do { try cache.store(cacheKey, entry) } catch {
                result.warnings.append("cache: could not store this item (\(error)); the next run renders it again")
            }
        }
        result.warnings += notes
        if let baseline = request.baseline {
            try compare(&result, item: item, seats: resolved.seats.count, inputs: inputs, png: png, layout: .file(stem + ".layout.json"),
                        image: { try PNGCodec.decode(png) }, frames: { SeatFrames(resolved) }, request: request, baseline: baseline,
                        root: root, baselineLayouts: baselineLayouts, baselineFonts: baselineFonts)
        }
    }

    /// The gallery's hover data of a venue map: each drawn seat's id, state and frame in pixels;
    /// the price is empty (unknown), as a venue seat has a price category, not a price.
    static func venueSeatsScript(_ resolved: ResolvedVenue) -> String {
        let ppd = resolved.pixelsPerDesignPoint
        var out = "["
        var first = true
        for s in resolved.seats where s.isShown {
            let f = s.node.designFrame
            out += first ? "\n" : ",\n"
            first = false
            let entry = JSONValue.object([("id", .string(s.node.seatId)), ("state", .string(s.node.state.rawValue)),
                                          ("price", .string("")),
                                          ("frame", .array([f.x, f.y, f.width, f.height].map { JSONValue.finiteOrNull(($0 * ppd * 10).rounded() / 10) }))])
            out += HTMLEscape.scriptJSON(entry.serialized())
        }
        return out + (first ? "]);\n" : "\n]);\n")
    }
}
