import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapLocale

extension FlowStory {
    /// Largest story file read, in bytes (a story is a few hundred bytes; this keeps a wrong
    /// file from being read whole).
    public static let maxFileBytes = 1 << 20
    /// Most steps a story may have: each is a rendered frame.
    public static let maxSteps = 200

    /// Reads and checks a story file.
    public static func load(path: String) throws(FlowError) -> FlowStory {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: maxFileBytes) } catch {
            // Too large is bad input data (65), as for every other file; missing is 66.
            if case .tooLarge = error { throw .invalid(file: path, line: 1, column: 1, path: "story", reason: error.reason(what: "a story")) }
            throw .unreadable(file: path, reason: error.reason(what: "story"))
        }
        let (story, problems) = try decodeCollecting(bytes, file: path)
        guard !problems.isEmpty else { return story }
        // A story with wrong steps is refused with every problem it has: the steps that read
        // are checked against the hall too (a seat, section or area it lacks), when it reads.
        var all = problems
        if let hall = try? story.loadHall() { all += story.targetProblems(in: hall) }
        throw FlowError.combined(all.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) })!
    }

    /// Decodes a story from its bytes; every problem is located (`story.json:4:13: steps[2].tap:
    /// expected a seat id (a string), found a number`), and every step's problem is said.
    public static func decode(_ bytes: [UInt8], file: String) throws(FlowError) -> FlowStory {
        let (story, problems) = try decodeCollecting(bytes, file: file)
        if let e = FlowError.combined(problems) { throw e }
        return story
    }

    /// The story with the steps that read, and every step's problem (a problem outside the
    /// steps is thrown).
    static func decodeCollecting(_ bytes: [UInt8], file: String) throws(FlowError) -> (FlowStory, [FlowError]) {
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        func invalid(_ p: JSONProblem) -> FlowError { .invalid(file: file, line: p.line, column: p.column, path: p.path, reason: p.reason) }
        let document: Document
        do { document = try JSONValueDecoder.decode(Document.self, from: root, wording: JSONValueDecoder.Wording(root: "story")) } catch {
            throw invalid(error)
        }
        var story = FlowStory(file: file, name: document.name ?? Self.stem(file), hall: document.hall, theme: document.theme, steps: document.steps)
        story.stepNumbers = document.stepProblems.isEmpty ? nil : document.stepNumbers
        (story.hallLine, story.hallColumn) = (document.hallLine, document.hallColumn)
        story.device = document.device
        story.orientation = document.orientation
        story.textScale = document.textScale
        story.locale = document.locale
        if let z = document.zoomOnTap { story.zoomOnTap = z }
        return (story, document.stepProblems.map(invalid))
    }

    /// A story file as written: its keys checked in file order, its steps each on their own (a
    /// story with three wrong steps says all three).
    struct Document: Decodable {
        static let keys = ["name", "hall", "device", "theme", "orientation", "textScale", "locale", "zoomOnTap", "steps"]

        var name: String?
        var hall: String
        var hallLine: Int
        var hallColumn: Int
        var theme: String?
        var device: Device?
        var orientation: Device.Orientation?
        var textScale: Double?
        var locale: String?
        var zoomOnTap: Bool?
        var steps: [FlowStep] = []
        var stepProblems: [JSONProblem] = []
        /// Each read step's place in the file's list, from 1.
        var stepNumbers: [Int] = []

        init(from decoder: any Decoder) throws {
            let d = try JSONValueDecoder.of(decoder)
            for (key, value) in try d.members(expected: "an object with \"hall\" and \"steps\"") where !Self.keys.contains(key) {
                let near = NearMiss.closest(to: key, among: Self.keys).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw value.problem("unknown key\(near); a story has \(Self.keys.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            func string(_ key: String) throws(JSONProblem) -> String? {
                guard let v = d.member(key) else { return nil }
                guard let s = v.json.stringValue, !s.isEmpty else { throw v.problem("expected a non-empty string, found \(v.json.typeName)") }
                return s
            }
            guard let hall = try string("hall") else { throw d.problem("missing: the hall file the story plays on (relative to the story)",
                                                                       path: "hall") }
            self.hall = hall
            (hallLine, hallColumn) = (d.json["hall"]?.line ?? 0, d.json["hall"]?.column ?? 0)
            name = try string("name")
            theme = try string("theme")
            if let v = d.member("device"), let name = try string("device") {
                do { device = try Device.named(name) } catch { throw v.problem("\(error)") }
            }
            if let v = d.member("orientation") {
                guard let s = v.json.stringValue, let o = Device.Orientation(rawValue: s) else {
                    throw v.problem("expected \(Device.Orientation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))")
                }
                orientation = o
            }
            if let v = d.member("textScale") {
                guard let s = v.json.doubleValue, PageLayout.textScaleRange.contains(s) else {
                    throw v.problem("expected a number in \(PageLayout.textScaleRange.lowerBound)…\(PageLayout.textScaleRange.upperBound)")
                }
                textScale = s
            }
            if let v = d.member("locale"), let tag = try string("locale") {
                // Checked here, so a story with a typo fails at its place before a frame is drawn.
                do { _ = try PageLocale.named(tag) } catch { throw v.problem("\(error)") }
                locale = tag
            }
            if let v = d.member("zoomOnTap") {
                guard let b = v.json.boolValue else { throw v.problem("expected true or false, found \(v.json.typeName)") }
                zoomOnTap = b
            }
            guard let stepsField = d.member("steps") else { throw d.problem("missing: the list of steps", path: "steps") }
            let steps = try stepsField.elements(expected: "an array of steps")
            guard steps.count <= FlowStory.maxSteps else {
                throw stepsField.problem("\(steps.count) steps; a story has at most \(FlowStory.maxSteps) (each is a frame)")
            }
            for (i, step) in steps.enumerated() {
                do throws(JSONProblem) {
                    self.steps.append(try step.read(FlowStep.self))
                    stepNumbers.append(i + 1)
                } catch { stepProblems.append(error) }
            }
        }
    }

    static let stepKeys = ["tap", "tapAt", "zoom", "suggest", "refresh", "confirm"]

    /// `happy` for `Samples/flows/happy.json`.
    public static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

extension FlowStep: Decodable {
    /// One step: exactly one action key (with `offset` beside a zoom), its value checked for the
    /// action, and the step's place kept for messages of its playing.
    public init(from decoder: any Decoder) throws {
        let v = try JSONValueDecoder.of(decoder)
        let stepKeys = FlowStory.stepKeys
        let members = try v.members(expected: "a step object such as {\"tap\": \"5_5\"}")
        let actions = members.filter { stepKeys.contains($0.key) }
        guard actions.count == 1, let (key, value) = actions.first else {
            // Name the keys it has instead, and the action each was probably meant to be.
            let unknown = members.map { k, _ in
                "\"\(MessageText.escaped(k))\"" + (NearMiss.closest(to: k, among: stepKeys).map { " (did you mean \"\($0)\"?)" } ?? "")
            }
            let has = unknown.isEmpty ? "" : "\(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "is not an action" : "are not actions"); "
            throw v.problem(actions.isEmpty ? "\(has)a step needs one of \(stepKeys.map { "\"\($0)\"" }.joined(separator: ", "))"
                            : "one action per step, found \(actions.map { "\"\($0.key)\"" }.joined(separator: " and "))")
        }
        let allowed = key == "zoom" ? ["zoom", "offset"] : [key]
        for (k, other) in members where !allowed.contains(k) {
            let near = NearMiss.closest(to: k, among: stepKeys + ["offset"]).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw other.problem("unknown key in a \"\(key)\" step\(near)")
        }
        func point(_ p: JSONValueDecoder) throws(JSONProblem) -> Point {
            guard let a = p.json.arrayElements, a.count == 2, let x = a[0].doubleValue, let y = a[1].doubleValue,
                  abs(x) <= 1_000_000, abs(y) <= 1_000_000 else {
                throw p.problem("expected [x, y] in page points, each -1000000…1000000")
            }
            return Point(x: x, y: y)
        }
        let action: FlowStep.Action
        switch key {
        case "tap":
            guard let id = value.json.stringValue, !id.isEmpty else { throw value.problem("expected a seat id (a string), found \(value.json.typeName)") }
            action = .tap(id)
        case "tapAt":
            action = value.json.objectMembers == nil ? .tapAt(try point(value)) : try Self.target(value, point)
        case "zoom":
            let zoom: Zoom
            if let s = value.json.stringValue, let k = Zoom(keyword: s) {
                zoom = k
            } else if let d = value.json.doubleValue, Zoom.range.contains(d) {
                zoom = .scale(d)
            } else {
                let near = value.json.stringValue.flatMap(Zoom.nearMiss).map { " (\($0))" } ?? ""
                throw value.problem("expected a zoom scale \(Zoom.range.lowerBound)…\(Zoom.range.upperBound), \"fit\" or \"contain\"\(near)")
            }
            action = .zoom(zoom, offset: try v.member("offset").map { (o: JSONValueDecoder) throws(JSONProblem) -> Point in try point(o) })
        case "suggest":
            guard let n = value.json.intValue, (1...100).contains(n) else { throw value.problem("expected a number of seats, 1…100") }
            action = .suggest(n)
        case "refresh":
            guard let p = value.json.stringValue, !p.isEmpty else { throw value.problem("expected the path of a newer hall file (relative to the story)") }
            action = .refresh(p)
        default:  // confirm
            var conflict: [String] = []
            for (k, c) in try value.members(expected: "{} or {\"conflict\": [ID…]}") {
                guard k == "conflict" else { throw c.problem("unknown key; a confirm takes only \"conflict\"") }
                guard let ids = c.json.arrayElements?.map({ $0.stringValue }), !ids.contains(nil) else {
                    throw c.problem("expected an array of seat ids the server refuses as sold meanwhile")
                }
                conflict = ids.compactMap { $0 }
            }
            action = .confirm(conflict: conflict)
        }
        self.init(action, line: v.json.line, column: v.json.column)
    }

    /// `tapAt` a target: `{"seat": ID}` or `{"element": NAME[, "index": N]}`, either with `"by": [dx, dy]`.
    static func target(_ value: JSONValueDecoder, _ point: (JSONValueDecoder) throws(JSONProblem) -> Point) throws(JSONProblem) -> Action {
        let known = ["seat", "element", "section", "area", "index", "by"]
        let kinds = #"{"seat": ID}, {"element": NAME}, {"section": ID} or {"area": ID}"#
        for (k, other) in try value.members() where !known.contains(k) {
            let near = NearMiss.closest(to: k, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw other.problem("unknown key in a tapAt target\(near); a target is \(kinds), with \"by\": [dx, dy]")
        }
        let by = try value.member("by").map { (b: JSONValueDecoder) throws(JSONProblem) -> Point in try point(b) } ?? Point(x: 0, y: 0)
        // A venue's section or area, at the centre of its outline on the page.
        for (key, make) in [("section", FlowTarget.section), ("area", FlowTarget.area)] {
            guard let v = value.member(key) else { continue }
            guard ["seat", "element", "section", "area"].filter({ value.member($0) != nil }).count == 1 else {
                throw v.problem("a target is one of \(kinds)")
            }
            guard let id = v.json.stringValue, !id.isEmpty else { throw v.problem("expected \(key == "area" ? "an area" : "a section") id (a string), found \(v.json.typeName)") }
            if let i = value.member("index") { throw i.problem("\(key == "area" ? "an area" : "a section") target takes no index") }
            return .tapOn(make(id), by: by)
        }
        switch (value.member("seat"), value.member("element")) {
        case let (seat?, nil):
            guard let id = seat.json.stringValue, !id.isEmpty else { throw seat.problem("expected a seat id (a string), found \(seat.json.typeName)") }
            if let i = value.member("index") { throw i.problem("a seat target takes no index") }
            return .tapOn(.seat(id), by: by)
        case let (nil, element?):
            guard let name = element.json.stringValue, let kind = name.split(separator: " ").first.map(String.init),
                  PageElement.Kind(rawValue: kind) != nil else {
                let text = element.json.stringValue ?? ""
                let first = text.split(separator: " ").first.map(String.init) ?? text
                let near = NearMiss.closest(to: first, among: PageElement.Kind.allCases.map(\.rawValue)).map { "did you mean \"\($0)\"? " } ?? ""
                throw element.problem("\(element.json.stringValue.map(MessageText.quoted) ?? element.json.typeName) is not a page element (\(near)elements are named as seatmap layout and a flow's hit name them: confirm, back, seatChip 5_5, dialogButton accept, …)")
            }
            var index: Int?
            if let i = value.member("index") {
                guard let n = i.json.intValue, n >= 0, n < 10_000 else { throw i.problem("expected which element of its kind, 0…9999") }
                index = n
            }
            return .tapOn(.element(name, index: index), by: by)
        default:
            throw value.problem("expected [x, y] in page points, or a target: \(kinds)")
        }
    }
}

extension FlowStep.Action {
    /// The step as the story writes it, for `flow.json`.
    public var json: JSONValue {
        func point(_ p: Point) -> JSONValue { (try? JSONValue.doubles([p.x, p.y])) ?? .null }
        switch self {
        case .tap(let id): return .object([("tap", .string(id))])
        case .tapAt(let p): return .object([("tapAt", point(p))])
        case let .tapOn(target, by):
            var members: [(String, JSONValue)]
            switch target {
            case .seat(let id): members = [("seat", .string(id))]
            case let .element(name, index): members = [("element", .string(name))] + (index.map { [("index", .int($0))] } ?? [])
            case .section(let id): members = [("section", .string(id))]
            case .area(let id): members = [("area", .string(id))]
            }
            if by != Point(x: 0, y: 0) { members.append(("by", point(by))) }
            return .object([("tapAt", .object(members))])
        case let .zoom(z, offset):
            let zoom: JSONValue
            if case .scale(let s) = z { zoom = (try? JSONValue.double(s)) ?? .null } else { zoom = .string(z.text) }
            return .object([("zoom", zoom)] + (offset.map { [("offset", point($0))] } ?? []))
        case .suggest(let n): return .object([("suggest", .int(n))])
        case .refresh(let p): return .object([("refresh", .string(p))])
        case .confirm(let ids): return .object([("confirm", .object(ids.isEmpty ? [] : [("conflict", .array(ids.map { .string($0) }))]))])
        }
    }

    /// One line for captions: `tap 5_5`, `tapAt 120,400`, `confirm (server: 5_6 sold)`.
    public var summary: String {
        func n(_ v: Double) -> String { NumberText.rounded(v, places: 1) }
        switch self {
        case .tap(let id): return "tap \(id)"
        case .tapAt(let p): return "tapAt \(n(p.x)),\(n(p.y))"
        case let .tapOn(target, by):
            return "tapAt \(target.summary)" + (by == Point(x: 0, y: 0) ? "" : " by \(n(by.x)),\(n(by.y))")
        case let .zoom(z, offset):
            return "zoom \(z.text)" + (offset.map { " offset \(n($0.x)),\(n($0.y))" } ?? "")
        case .suggest(let k): return "suggest \(k)"
        case .refresh(let p): return "refresh \(p)"
        case .confirm(let ids): return ids.isEmpty ? "confirm" : "confirm (server: \(ids.joined(separator: ", ")) sold)"
        }
    }
}
