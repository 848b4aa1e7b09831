import SeatMapCore
import SeatMapLayout
import SeatMapPage

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
        return try decode(bytes, file: path)
    }

    /// Decodes a story from its bytes; every problem is located (`story.json:4:13: steps[2].tap:
    /// expected a seat id (a string), found a number`).
    public static func decode(_ bytes: [UInt8], file: String) throws(FlowError) -> FlowStory {
        let root: JSONValue
        do { root = try JSONParser.parse(utf8: bytes) } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        func bad(_ v: JSONValue, _ path: String, _ reason: String) -> FlowError {
            .invalid(file: file, line: v.line, column: v.column, path: path, reason: reason)
        }
        guard let members = root.objectMembers else { throw bad(root, "story", "expected an object with \"hall\" and \"steps\", found \(root.typeName)") }
        let known = ["name", "hall", "device", "theme", "orientation", "textScale", "zoomOnTap", "steps"]
        for (key, value) in members where !known.contains(key) {
            let near = NearMiss.closest(to: key, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw bad(value, key, "unknown key\(near); a story has \(known.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        func string(_ key: String) throws(FlowError) -> String? {
            guard let v = root[key] else { return nil }
            guard let s = v.stringValue, !s.isEmpty else { throw bad(v, key, "expected a non-empty string, found \(v.typeName)") }
            return s
        }
        guard let hall = try string("hall") else { throw bad(root, "hall", "missing: the hall file the story plays on (relative to the story)") }
        var story = FlowStory(file: file, name: try string("name") ?? Self.stem(file), hall: hall, theme: try string("theme"), steps: [])
        (story.hallLine, story.hallColumn) = (root["hall"]?.line ?? 0, root["hall"]?.column ?? 0)
        if let v = root["device"], let name = try string("device") {
            do { story.device = try Device.named(name) } catch { throw bad(v, "device", "\(error)") }
        }
        if let v = root["orientation"] {
            guard let s = v.stringValue, let o = Device.Orientation(rawValue: s) else {
                throw bad(v, "orientation", "expected \(Device.Orientation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))")
            }
            story.orientation = o
        }
        if let v = root["textScale"] {
            guard let d = v.doubleValue, PageLayout.textScaleRange.contains(d) else {
                throw bad(v, "textScale", "expected a number in \(PageLayout.textScaleRange.lowerBound)…\(PageLayout.textScaleRange.upperBound)")
            }
            story.textScale = d
        }
        if let v = root["zoomOnTap"] {
            guard let b = v.boolValue else { throw bad(v, "zoomOnTap", "expected true or false, found \(v.typeName)") }
            story.zoomOnTap = b
        }
        guard let stepsValue = root["steps"] else { throw bad(root, "steps", "missing: the list of steps") }
        guard let steps = stepsValue.arrayElements else { throw bad(stepsValue, "steps", "expected an array of steps, found \(stepsValue.typeName)") }
        guard steps.count <= maxSteps else { throw bad(stepsValue, "steps", "\(steps.count) steps; a story has at most \(maxSteps) (each is a frame)") }
        // Every step is checked: a story with three problems says all three.
        var problems: [FlowError] = []
        for (i, s) in steps.enumerated() {
            do throws(FlowError) { story.steps.append(try step(s, path: "steps[\(i)]", bad)) } catch { problems.append(error) }
        }
        if let e = FlowError.combined(problems) { throw e }
        return story
    }

    static let stepKeys = ["tap", "tapAt", "zoom", "suggest", "refresh", "confirm"]

    static func step(_ v: JSONValue, path: String, _ bad: (JSONValue, String, String) -> FlowError) throws(FlowError) -> FlowStep {
        guard let members = v.objectMembers else { throw bad(v, path, "expected a step object such as {\"tap\": \"5_5\"}, found \(v.typeName)") }
        let actions = members.filter { stepKeys.contains($0.key) }
        guard actions.count == 1, let (key, value) = actions.first else {
            // Name the keys it has instead, and the action each was probably meant to be.
            let unknown = members.map { k, _ in
                "\"\(MessageText.escaped(k))\"" + (NearMiss.closest(to: k, among: stepKeys).map { " (did you mean \"\($0)\"?)" } ?? "")
            }
            let has = unknown.isEmpty ? "" : "\(unknown.joined(separator: ", ")) \(unknown.count == 1 ? "is not an action" : "are not actions"); "
            throw bad(v, path, actions.isEmpty ? "\(has)a step needs one of \(stepKeys.map { "\"\($0)\"" }.joined(separator: ", "))"
                      : "one action per step, found \(actions.map { "\"\($0.key)\"" }.joined(separator: " and "))")
        }
        let allowed = key == "zoom" ? ["zoom", "offset"] : [key]
        for (k, other) in members where !allowed.contains(k) {
            let near = NearMiss.closest(to: k, among: stepKeys + ["offset"]).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw bad(other, "\(path).\(k)", "unknown key in a \"\(key)\" step\(near)")
        }
        let here = "\(path).\(key)"
        func point(_ p: JSONValue, _ at: String) throws(FlowError) -> Point {
            guard let a = p.arrayElements, a.count == 2, let x = a[0].doubleValue, let y = a[1].doubleValue,
                  abs(x) <= 1_000_000, abs(y) <= 1_000_000 else {
                throw bad(p, at, "expected [x, y] in page points, each -1000000…1000000")
            }
            return Point(x: x, y: y)
        }
        let action: FlowStep.Action
        switch key {
        case "tap":
            guard let id = value.stringValue, !id.isEmpty else { throw bad(value, here, "expected a seat id (a string), found \(value.typeName)") }
            action = .tap(id)
        case "tapAt":
            if let target = value.objectMembers {
                // {"seat": ID} or {"element": NAME[, "index": N]}, either with "by": [dx, dy].
                let known = ["seat", "element", "index", "by"]
                for (k, other) in target where !known.contains(k) {
                    let near = NearMiss.closest(to: k, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
                    throw bad(other, "\(here).\(k)", "unknown key in a tapAt target\(near); a target is {\"seat\": ID} or {\"element\": NAME}, with \"by\": [dx, dy]")
                }
                let by = try value["by"].map { (b: JSONValue) throws(FlowError) -> Point in try point(b, "\(here).by") } ?? Point(x: 0, y: 0)
                switch (value["seat"], value["element"]) {
                case let (seat?, nil):
                    guard let id = seat.stringValue, !id.isEmpty else { throw bad(seat, "\(here).seat", "expected a seat id (a string), found \(seat.typeName)") }
                    if let i = value["index"] { throw bad(i, "\(here).index", "a seat target takes no index") }
                    action = .tapOn(.seat(id), by: by)
                case let (nil, element?):
                    guard let name = element.stringValue, let kind = name.split(separator: " ").first.map(String.init),
                          PageElement.Kind(rawValue: kind) != nil else {
                        let text = element.stringValue ?? ""
                        let first = text.split(separator: " ").first.map(String.init) ?? text
                        let near = NearMiss.closest(to: first, among: PageElement.Kind.allCases.map(\.rawValue)).map { "did you mean \"\($0)\"? " } ?? ""
                        throw bad(element, "\(here).element", "\(element.stringValue.map(MessageText.quoted) ?? element.typeName) is not a page element (\(near)elements are named as seatmap layout and a flow's hit name them: confirm, back, seatChip 5_5, dialogButton accept, …)")
                    }
                    var index: Int?
                    if let i = value["index"] {
                        guard let n = i.intValue, n >= 0, n < 10_000 else { throw bad(i, "\(here).index", "expected which element of its kind, 0…9999") }
                        index = n
                    }
                    action = .tapOn(.element(name, index: index), by: by)
                default:
                    throw bad(value, here, "expected [x, y] in page points, or a target: {\"seat\": ID} or {\"element\": NAME}")
                }
            } else {
                action = .tapAt(try point(value, here))
            }
        case "zoom":
            let zoom: Zoom
            if let s = value.stringValue, let k = Zoom(keyword: s) {
                zoom = k
            } else if let d = value.doubleValue, Zoom.range.contains(d) {
                zoom = .scale(d)
            } else {
                let near = value.stringValue.flatMap(Zoom.nearMiss).map { " (\($0))" } ?? ""
                throw bad(value, here, "expected a zoom scale \(Zoom.range.lowerBound)…\(Zoom.range.upperBound), \"fit\" or \"contain\"\(near)")
            }
            action = .zoom(zoom, offset: try v["offset"].map { (o: JSONValue) throws(FlowError) -> Point in try point(o, "\(path).offset") })
        case "suggest":
            guard let n = value.intValue, (1...100).contains(n) else { throw bad(value, here, "expected a number of seats, 1…100") }
            action = .suggest(n)
        case "refresh":
            guard let p = value.stringValue, !p.isEmpty else { throw bad(value, here, "expected the path of a newer hall file (relative to the story)") }
            action = .refresh(p)
        default:  // confirm
            guard let m = value.objectMembers else { throw bad(value, here, "expected {} or {\"conflict\": [ID…]}, found \(value.typeName)") }
            var conflict: [String] = []
            for (k, c) in m {
                guard k == "conflict" else { throw bad(c, "\(here).\(k)", "unknown key; a confirm takes only \"conflict\"") }
                guard let ids = c.arrayElements?.map({ $0.stringValue }), !ids.contains(nil) else {
                    throw bad(c, "\(here).conflict", "expected an array of seat ids the server refuses as sold meanwhile")
                }
                conflict = ids.compactMap { $0 }
            }
            action = .confirm(conflict: conflict)
        }
        return FlowStep(action, line: v.line, column: v.column)
    }

    /// `happy` for `Samples/flows/happy.json`.
    public static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
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
