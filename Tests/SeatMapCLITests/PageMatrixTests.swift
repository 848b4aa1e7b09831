import Foundation
import Testing
import SeatMapCore
import SeatMapImport
import SeatMapLayout
import SeatMapPage
import SeatMapRender
import SeatMapRules
import SeatMapTestSupport
import SeatMapTheme

/// The page sweep (docs/page-layout.md): every hall × preset × orientation × text scale × state
/// resolved with the real fonts, each page checking its own rules. `SEATMAP_PAGE_MATRIX=all`
/// (what `scripts/page-matrix.sh` sets) runs all of it; CI runs a bounded slice: every preset
/// and orientation at text scales 1 and 2 for one wide sample, every import sample on two
/// presets, and a fixed pick of random pages.
@Suite struct PageMatrixTests {
    static let textScales = [0.85, 1, 1.3, 1.6, 2]
    static var full: Bool { ProcessInfo.processInfo.environment["SEATMAP_PAGE_MATRIX"] == "all" }

    /// `toast`: the `selected` page with a two-line toast; `dialog`: one seat selected and the
    /// dialog a suggestion opens over it (with the toast on top).
    enum State: String, CaseIterable { case plain, selected, suggested, toast, dialog }

    /// Every hall the sweep looks at: the samples, every import sample, a hall with every seat
    /// kind, and seeded random halls.
    static func halls() throws -> [(name: String, hall: Hall)] {
        let root = Binary.packageRoot.appendingPathComponent("Samples")
        var out: [(String, Hall)] = []
        for folder in ["", "import"] {
            let dir = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }.sorted()
            for name in names where !name.hasSuffix(".map.json") {
                var isDir: ObjCBool = false
                let path = dir.appendingPathComponent(name).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
                out.append(((folder.isEmpty ? "" : folder + "/") + name, try HallImport.load(path: path)))
            }
        }
        let mapped = root.appendingPathComponent("mapped")
        out.append(("mapped/list-strings.json", try HallImport.read(path: mapped.appendingPathComponent("list-strings.json").path,
                                                                    mappingFile: mapped.appendingPathComponent("list-strings.map.json").path).hall))
        // Long totals: the standard hall in currencies whose totals are long, every seat at the
        // highest price a hall may name, so the `selected` state (the largest order) writes the
        // longest total there can be (₹6,000,000.00, 600.000.000 ₫, Rp600.000.000, $6,000,000.00).
        for currency in Self.longTotalCurrencies {
            out.append(("long-total-\(currency)", try Self.longTotalHall(currency, root: root)))
        }
        var rng = SeededRandom(seed: 32)
        for i in 0..<(full ? 12 : 3) { out.append(("random-\(i)", HallBuilder.random(&rng, maxRows: 24, maxCols: 40))) }
        return out
    }

    static let longTotalCurrencies = ["INR", "VND", "IDR", "USD"]

    static func longTotalHall(_ currency: String, root: URL) throws -> Hall {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("standard.json"))) as? [String: Any])
        json["currency"] = currency
        var rows = try #require(json["rows"] as? [[[String: Any]]])
        for r in rows.indices { for c in rows[r].indices where rows[r][c]["price"] != nil { rows[r][c]["price"] = HallFile.maxPriceMinorUnits } }
        json["rows"] = rows
        return try HallFile.decode(Array(try JSONSerialization.data(withJSONObject: json)), file: "long-total-\(currency).json")
    }

    /// The seats a state shows selected: none; the first seats a user can take, up to the limit
    /// (many chips, a long total); or the best two side by side.
    static func request(_ hall: Hall, state: State) -> PageRequest.Selection {
        switch state {
        case .plain: return .ids([])
        case .suggested: return .suggest(min(2, hall.maxSeats))
        case .dialog: return .suggest(min(2, hall.maxSeats))
        case .selected, .toast:
            var selection = SeatSelection(hall: hall)
            hall.forEachSeat { index, _ in
                if selection.selected.count < hall.maxSeats { _ = selection.toggle(index) }
            }
            return .ids(selection.selectedSeatIds)
        }
    }

    struct Case: CustomStringConvertible {
        var hall: String, device: Device, textScale: Double, state: State
        var description: String { "\(hall) on \(device.name) at text scale \(textScale), \(state.rawValue)" }
    }

    static func cases(_ halls: [(name: String, hall: Hall)]) -> [Case] {
        var out: [Case] = []
        let devices = Device.presets.flatMap { [$0.oriented(.portrait), $0.oriented(.landscape)] }
        for (name, _) in halls {
            let wide = name == "imax.json", longTotal = name.hasPrefix("long-total-")
            for d in devices {
                let picked = full || wide || longTotal || ["iphone-se", "iphone-13-mini-landscape", "galaxy-s23-landscape", "ipad-pro-11"].contains(d.name)
                guard picked else { continue }
                for t in textScales where full || (longTotal ? t == 2 : t == 1 || t == 2 || (wide && t == 1.3)) {
                    for s in State.allCases where full || (longTotal ? s == .selected : (s != .suggested || wide) && (![.toast, .dialog].contains(s) || t == 2)) {
                        out.append(Case(hall: name, device: d, textScale: t, state: s))
                    }
                }
            }
        }
        return out
    }

    @Test func everyPageKeepsItsPromises() throws {
        let halls = try Self.halls()
        let byName = Dictionary(halls.map { ($0.name, $0.hall) }, uniquingKeysWith: { a, _ in a })
        var failures: [String] = []
        var checked = 0
        for c in Self.cases(halls) {
            let hall = byName[c.hall]!
            var request = PageRequest(hall: hall, theme: .builtinDefault, device: c.device, selection: Self.request(hall, state: c.state),
                                      textScale: c.textScale)
            if c.state == .suggested || c.state == .dialog, case .failure = SeatSuggester(hall: hall).suggest(count: min(2, hall.maxSeats)) {
                request.selection = .ids([])
            }
            if c.state == .toast || c.state == .dialog { request.toast = "座位已售出，请重新选择。这是一条很长的提示，用来检查两行的提示框在每台设备上都放得下" }
            if c.state == .dialog, case .suggest = request.selection {
                var one = SeatSelection(hall: hall)
                hall.forEachSeat { index, _ in if one.selected.isEmpty { _ = one.toggle(index) } }
                request.manualSelection = one.selectedSeatIds
            }
            if ProcessInfo.processInfo.environment["SWEEP_TRACE"] != nil { print("CASE \(c)") }
            let resolved = try Renderer.resolve(try request.make())
            checked += 1
            for v in resolved.invariantViolations { failures.append("\(c): \(v)") }
        }
        #expect(checked > 0)
        var byRule: [String: Int] = [:]
        for f in failures { byRule[f.split(separator: ":")[1].trimmingCharacters(in: .whitespaces), default: 0] += 1 }
        let counts = byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        #expect(failures.count == 0, "\(failures.count) violations in \(checked) pages (\(counts)); first:\n\(failures.prefix(25).joined(separator: "\n"))")
    }
}

import SeatMapFlow

extension PageMatrixTests {
    /// Flows on every screen: the sample stories played on every preset in both orientations
    /// (and, in the full sweep, at every text scale), every frame checking the page's rules. A
    /// story written with targets (`Samples/flows/every-device.json`) does the same everywhere:
    /// no frame warns, and every frame selects what it selects on the story's own device; so does
    /// the venue story (`arena.json`: a tap on a stand, then its seats), which opens on the
    /// stands' overview on a phone and on their seats on a tablet.
    @Test func everyStoryPlaysOnEveryScreen() throws {
        let root = Binary.packageRoot.appendingPathComponent("Samples/flows")
        let stories = try ["every-device", "happy", "refusal", "conflict", "arena", "expo"].map { try FlowStory.load(path: root.appendingPathComponent("\($0).json").path) }
        let devices = Device.presets.flatMap { [$0.oriented(.portrait), $0.oriented(.landscape)] }
        var failures: [String] = []
        var checked = 0
        for story in stories {
            let targets = story.steps.allSatisfy { if case .tapAt = $0.action { return false } else { return true } }
            let hall = try story.loadHall()
            let home = try FlowPlayer(story: story, theme: .builtinDefault, device: story.device ?? .default, resolve: { try Renderer.resolve($0) }).play(hall: hall)
            for d in devices {
                for t in Self.full ? Self.textScales : [1.0] {
                    // Stories with points are swept on a few screens only in the bounded slice.
                    guard Self.full || targets || ["iphone-se", "galaxy-s23-landscape"].contains(d.name) else { continue }
                    let frames = try FlowPlayer(story: story, theme: .builtinDefault, device: d, textScale: t, resolve: { try Renderer.resolve($0) }).play(hall: hall)
                    for f in frames {
                        checked += 1
                        for v in f.resolved.invariantViolations { failures.append("\(story.name) on \(d.name) ×\(t) frame \(f.index): \(v)") }
                    }
                    guard targets else { continue }
                    for (f, h) in zip(frames, home) {
                        if !f.warnings.isEmpty { failures.append("\(story.name) on \(d.name) ×\(t) frame \(f.index) warns: \(f.warnings)") }
                        if f.selected != h.selected { failures.append("\(story.name) on \(d.name) ×\(t) frame \(f.index): selected \(f.selected), on \(h.resolved.deviceName) \(h.selected)") }
                    }
                }
            }
        }
        #expect(checked > 0)
        #expect(failures.count == 0, "\(failures.count) failures in \(checked) frames; first:\n\(failures.prefix(25).joined(separator: "\n"))")
    }
}
