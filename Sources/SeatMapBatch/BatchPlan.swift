import SeatMapTheme
import SeatMapPage
import Foundation
import SeatMapFlow
import SeatMapCore
import SeatMapRules
import SeatMapLayout

/// A page state rendered for every hall × theme × device.
public enum BatchState: Sendable, Hashable {
    /// Nothing selected (file suffix: none).
    case none
    /// The best N seats selected (`suggest` = 2; `suggestN`).
    case suggest(Int)
    /// Zone N highlighted (`zoneN`).
    case zone(SeatZone)

    /// Parses `none`, `suggest`, `suggestN` or `zoneN`.
    public init?(_ text: String) {
        if text == "none" { self = .none; return }
        if text == "suggest" { self = .suggest(2); return }
        if text.hasPrefix("suggest"), let n = Int(text.dropFirst(7)), (1...100).contains(n) { self = .suggest(n); return }
        if text.hasPrefix("zone"), let n = Int(text.dropFirst(4)), let z = SeatZone(rawValue: n) { self = .zone(z); return }
        return nil
    }

    /// The file-name suffix (`""` for none).
    public var suffix: String {
        switch self {
        case .none: return ""
        case .suggest(let n): return n == 2 ? "-suggest" : "-suggest\(n)"
        case .zone(let z): return "-zone\(z.rawValue)"
        }
    }

    public var name: String { suffix.isEmpty ? "none" : String(suffix.dropFirst()) }
}

/// How the map is viewed and what is selected, beyond the state: the `--zooms`, `--offsets`,
/// `--selected`, `--text-scales` and `--toast` axes. A nil field is the page's default (fit, centred, the state's selection)
/// and adds nothing to the file name; a set field adds `-zoom<Z>`, `-offset<X>_<Y>` or
/// `-selected<ids>` (`-offsetcentre`, `-selectednone` for the default chosen explicitly).
public struct BatchView: Sendable, Hashable {
    /// nil: the axis is not used. `.some(nil)` is not used; `centred` below says "default".
    public var zoom: Zoom?
    /// `.some(nil)`: the axis is used and this variant is centred.
    public var offset: Point??
    /// `.some([])`: the axis is used and nothing is selected.
    public var selected: [String]?
    /// The page's text scale (`--text-scales`); nil: the axis is not used.
    public var textScale: Double?
    /// A toast over the page (`--toast`); nil: none (the page as without the axis, so its
    /// file name and cache entry are the page's own).
    public var toast: String?

    public init(zoom: Zoom? = nil, offset: Point?? = nil, selected: [String]? = nil, textScale: Double? = nil, toast: String? = nil) {
        self.zoom = zoom
        self.offset = offset
        self.selected = selected
        self.textScale = textScale
        self.toast = toast
    }

    /// Longest `-selected…` part of a file name before it is shortened with a hash.
    static let maxSelectedSuffix = 60

    /// The file-name suffix (`""` when no axis is used).
    public var suffix: String {
        var out = ""
        if let zoom { out += "-zoom" + zoom.text }
        if let offset { out += "-offset" + (offset.map { "\(Self.number($0.x))_\(Self.number($0.y))" } ?? "centre") }
        if let selected {
            var part = selected.isEmpty ? "none" : selected.map { FileName.readable($0) }.joined(separator: "-")
            if part.utf8.count > Self.maxSelectedSuffix {
                part = FileName.readable(selected[0]) + "-and\(selected.count - 1)more-" + String(SHA256.hex(Array(selected.joined(separator: ",").utf8)).prefix(8))
            }
            out += "-selected" + part
        }
        if let textScale { out += "-text" + Self.number(textScale) }
        if let toast {
            var part = FileName.readable(toast)
            if part.utf8.count > Self.maxSelectedSuffix {
                // Cut at a character, then told apart by a hash of the whole text.
                var cut = ""
                for c in part where cut.utf8.count + c.utf8.count <= 24 { cut.append(c) }
                part = cut + "-" + String(SHA256.hex(Array(toast.utf8)).prefix(8))
            }
            out += "-toast" + part
        }
        return out
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : NumberText.rounded(v, places: 4)
    }
}

/// What to render: the cross product of halls, themes, devices and states.
public struct BatchRequest: Sendable {
    public var hallPaths: [String]
    /// Built-in theme names or theme files.
    public var themes: [String]
    public var devices: [Device]
    public var states: [BatchState] = [.none]
    /// Zoom, offset and selection variants (`--zooms`, `--offsets`, `--selected`), crossed with
    /// the rest; `[BatchView()]` (the default) adds none.
    public var views: [BatchView] = [BatchView()]
    /// The whole screen (default) or the whole seat map, for every item.
    public var mode: RenderMode = .screen
    /// Full mode: pixels per design point (nil: as on each device).
    public var pixelsPerDesignPoint: Double?
    public var jobs: Int = 1
    /// Whether each item gets an accessibility audit (`--audit`), in the manifest and on its card.
    public var audit = false
    /// 1-based shard index and count.
    public var shard: (index: Int, count: Int) = (1, 1)
    public var baseline: String?
    public var outputDirectory: String
    /// First remove what the last batch wrote into the output folder (`BatchRunner.clean`),
    /// under the same lock as the run, so no other batch writes in between.
    public var clean = false
    /// Compare pixels only: a seat whose state changed where no pixel shows it (off screen,
    /// under a panel) is a note on the item, not a change (`--pixels-only`).
    public var pixelsOnly = false
    /// Items whose inputs an earlier render had are copied from this cache (`--cache`).
    public var cache: RenderCache?
    /// Stories whose frames are rendered as items, per theme and device (`--flows`).
    public var flows: [FlowStory] = []
    /// The locale axis (`--locales`): table tags (`PageLocale.tag`), each item drawn in each.
    /// Empty: the axis is not used, and items keep their three-part paths; used, every item's
    /// path gains its locale as a folder level (`hall/theme/device/ar.png`).
    public var locales: [String] = []

    /// Each device in each orientation (`--orientations`), in that order: a device turned to
    /// landscape is named `NAME-landscape`, so its items get their own files.
    public static func devices(_ devices: [Device], orientations: [Device.Orientation]) -> [Device] {
        guard !orientations.isEmpty else { return devices }
        var out: [Device] = []
        for d in devices {
            for o in orientations where !out.contains(d.oriented(o)) { out.append(d.oriented(o)) }
        }
        return out
    }

    public init(hallPaths: [String], themes: [String], devices: [Device], outputDirectory: String) {
        self.hallPaths = hallPaths
        self.themes = themes
        self.devices = devices
        self.outputDirectory = outputDirectory
    }
}

/// One picture to render.
public struct BatchItem: Sendable, Hashable {
    public var hallPath: String
    public var hallName: String
    public var themeSource: String
    public var themeName: String
    public var device: Device
    public var state: BatchState
    public var mode: RenderMode = .screen
    public var pixelsPerDesignPoint: Double?
    /// Path of the PNG relative to the output folder: `<hall>/<theme>/<device>[-<state>][view].png`.
    public var output: String
    public var view = BatchView()
    /// For a frame of a flow (`batch --flows`): which story and step; nil for a hall's page.
    public var flow: BatchFlowFrame?
    /// The item's locale on the `--locales` axis (a table tag); nil: the axis is not used (a
    /// story's frames then speak the story's own `locale`).
    public var locale: String?
}

/// A frame of a story rendered as a batch item: `flow-<story>/<theme>/<device>-step-NN.png`,
/// so the gallery groups a story's frames in one section, in step order.
public struct BatchFlowFrame: Sendable, Hashable {
    public var storyPath: String
    public var storyName: String
    /// 0 for the page as opened.
    public var step: Int
    /// The step as the story writes it (`tap 5_5`), `opened` for step 0.
    public var action: String
}

public enum BatchError: Error, Sendable, CustomStringConvertible {
    /// Two inputs reduce to the same output path.
    case collision(output: String, first: String, second: String)
    case emptyInput(String)
    case cannotCreate(path: String, reason: String)
    case badBaseline(path: String, reason: String)
    /// Shards that cannot be merged: different variant sets, overlapping or missing shards,
    /// unsafe paths. Nothing is written.
    case badShards(String)
    /// The shards were compared with a baseline, so the merged set must be too.
    case mergeNeedsBaseline
    /// `batch accept` was given an item the run does not have (or one that failed).
    case unknownItem(String)
    /// The run folder `batch accept` reads is not a batch run.
    case badRun(path: String, reason: String)
    /// A path inside a batch folder that a batch must not follow or touch: a symbolic link on
    /// the way or where a batch file should be, a folder or a device there, a file too large.
    case unsafePath(folder: String, path: String, reason: String)
    /// Another seatmap process holds the folder's lock (`FolderLock`).
    case locked(path: String, holder: String)
    /// A folder named as input (a run, a shard, a baseline to read) does not exist.
    case missingFolder(path: String, what: String)
    /// The output folder is the baseline, holds it or lies inside it (through links too): the
    /// run would compare the baseline with itself, or write or clean inside it.
    case overlap(output: String, baseline: String, relation: String)

    public var description: String {
        switch self {
        case let .collision(output, first, second):
            return "\(first) and \(second) would both write \(output); rename one of them"
        case .emptyInput(let what): return "nothing to render: \(what)"
        case let .cannotCreate(path, reason): return "cannot create \(path): \(reason)"
        case let .badBaseline(path, reason): return "baseline \(path): \(reason)"
        case let .badShards(reason): return "cannot merge: \(reason)"
        case .mergeNeedsBaseline: return "cannot merge: the shards were compared with a baseline; merge with that baseline to compare the whole set"
        case .unknownItem(let reason): return "cannot accept: \(reason)"
        case let .badRun(path, reason): return "run \(path): \(reason)"
        case let .unsafePath(folder, path, reason): return "\(folder)/\(path): \(reason)"
        case let .locked(path, holder):
            return "\(path) is in use by \(holder); wait for it to finish (the lock is released when that process exits)"
        case let .missingFolder(path, what): return "\(path): no such folder (\(what))"
        case let .overlap(output, baseline, relation):
            return "-o \(output) \(relation) the baseline \(baseline); write the run into a folder of its own, beside the baseline"
        }
    }
}

public enum BatchPlan {
    /// A hall, theme or device name as a folder or file name: readable in any script, ASCII as
    /// before (`[A-Za-z0-9._-]`), invisible or unsafe characters replaced by `_`
    /// (`FileName.readable`), so no input can name a path outside the output folder.
    public static func safeName(_ s: String) -> String { FileName.readable(s) }

    /// Whether a path a manifest names could have been written by a batch: relative, every part
    /// one `safeName` leaves as it is (no `/`, no `.` or `..`, nothing unsafe). A crafted
    /// manifest cannot make a merge or an accept read or write elsewhere.
    public static func isSafeOutputPath(_ p: String) -> Bool {
        !p.hasPrefix("/") && p.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && safeName(String($0)) == $0 }
    }

    /// Whether `p` is an item image a batch writes: a safe path of three parts
    /// (`hall/theme/device….png`), or four on the locale axis (`hall/theme/device/ar….png`),
    /// never `_baseline/…`, ending in `.png`, not a diff image.
    public static func isItemOutput(_ p: String) -> Bool {
        isSafeOutputPath(p) && p.hasSuffix(".png") && !p.hasSuffix(".diff.png") && (3...4).contains(p.split(separator: "/").count)
            && !p.hasPrefix("_baseline/")
    }

    /// The locales an item is drawn in: `[nil]` when the axis is not used.
    static func localeAxis(_ request: BatchRequest) -> [String?] {
        request.locales.isEmpty ? [nil] : request.locales.map { $0 }
    }

    /// `iphone-15` or, on the locale axis, `iphone-15/ar`: the item's device part of its path.
    static func devicePart(_ device: Device, locale: String?) -> String {
        safeName(device.name) + (locale.map { "/" + safeName($0) } ?? "")
    }

    /// Every item of the full set, sorted by output path (the order shards are cut from).
    /// Theme names come from loading each theme; a theme that fails to load keeps its argument
    /// as its name so its items can fail with the error.
    public static func allItems(_ request: BatchRequest, themeNames: [String]) throws(BatchError) -> [BatchItem] {
        guard !request.hallPaths.isEmpty || !request.flows.isEmpty else { throw .emptyInput("no halls (or flows) given") }
        guard !request.themes.isEmpty else { throw .emptyInput("no themes given") }
        guard !request.devices.isEmpty else { throw .emptyInput("no devices given") }
        guard !request.views.isEmpty else { throw .emptyInput("no views given") }
        var items: [BatchItem] = []
        var owner: [String: String] = [:]
        let hallNames = Self.hallNames(request.hallPaths)
        for hallPath in request.hallPaths {
            let hallName = hallNames[hallPath] ?? safeName(hallPath)  // hallNames names every path
            for (t, themeSource) in request.themes.enumerated() {
                let themeName = safeName(themeNames[t])
                for device in request.devices {
                  for locale in localeAxis(request) {
                    for state in request.states {
                      for view in request.views {
                        let output = "\(hallName)/\(themeName)/\(devicePart(device, locale: locale))\(state.suffix)\(view.suffix).png"
                        let who = "\(hallPath) with theme \(themeSource)"
                        if let first = owner[output], first != who { throw .collision(output: output, first: first, second: who) }
                        if owner[output] != nil { continue }  // the same hall, theme, device and state named twice
                        owner[output] = who
                        items.append(BatchItem(hallPath: hallPath, hallName: hallName, themeSource: themeSource, themeName: themeName,
                                               device: device, state: state, mode: request.mode,
                                               pixelsPerDesignPoint: request.pixelsPerDesignPoint, output: output, view: view, locale: locale))
                      }
                    }
                  }
                }
            }
        }
        for story in request.flows {
            let group = "flow-" + safeName(FlowStory.stem(story.file))
            for (t, themeSource) in request.themes.enumerated() {
                let themeName = safeName(themeNames[t])
                for device in request.devices {
                  for locale in localeAxis(request) {
                    for step in 0...story.steps.count {
                        let output = "\(group)/\(themeName)/\(devicePart(device, locale: locale))-\(FlowRecording.stepName(step)).png"
                        let who = "story \(story.file) with theme \(themeSource)"
                        if let first = owner[output], first != who { throw .collision(output: output, first: first, second: who) }
                        if owner[output] != nil { continue }
                        owner[output] = who
                        var item = BatchItem(hallPath: story.resolve(story.hall), hallName: group, themeSource: themeSource, themeName: themeName,
                                             device: device, state: .none, output: output)
                        item.flow = BatchFlowFrame(storyPath: story.file, storyName: story.name, step: step,
                                                   action: step == 0 ? "opened" : story.steps[step - 1].action.summary)
                        item.locale = locale
                        items.append(item)
                    }
                  }
                }
            }
        }
        return items.sorted { Array($0.output.utf8).lexicographicallyPrecedes(Array($1.output.utf8)) }
    }

    /// Each hall file's item name: its base name without extension (`safeName`), and for files
    /// with the same name in different folders, as many parent folders as make them distinct,
    /// joined by `-` (`a/seat.json`, `b/seat.json` → `a-seat`, `b-seat`). Names that still
    /// collide are refused when the items are made, naming both files.
    static func hallNames(_ paths: [String]) -> [String: String] {
        func parts(_ path: String) -> [String] {
            URL(fileURLWithPath: path).standardizedFileURL.deletingPathExtension().pathComponents.filter { $0 != "/" }
        }
        var byBase: [String: [String]] = [:]
        for p in paths {
            let base = safeName(parts(p).last ?? p)
            if byBase[base]?.contains(p) != true { byBase[base, default: []].append(p) }
        }
        var names: [String: String] = [:]
        for (base, group) in byBase {
            let distinct = Set(group.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
            guard distinct.count > 1 else { for p in group { names[p] = base }; continue }
            let split = group.map(parts)
            let depth = split.map(\.count).max() ?? 1
            // The fewest parent folders that tell the files apart; none when they share a folder
            // (then only their reduced names collide, and that is refused).
            let k = (2...max(2, depth)).first { k in Set(split.map { safeName($0.suffix(k).joined(separator: "-")) }).count == distinct.count } ?? 1
            for (p, comps) in zip(group, split) { names[p] = k == 1 ? base : safeName(comps.suffix(k).joined(separator: "-")) }
        }
        return names
    }

    /// Shard `index` of `count` (1-based): every count-th item of the sorted set, starting at
    /// index − 1. The shards are disjoint and together are the full set.
    public static func shard(_ items: [BatchItem], index: Int, count: Int) -> [BatchItem] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
