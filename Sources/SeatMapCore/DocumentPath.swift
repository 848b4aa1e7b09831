/// A mapping's path to a place in a JSON document: dot-separated keys, where a step may be an
/// array index (`shapes.0`, `shapes[0]`) or every element of an array (`shapes[*]`), so an
/// export that keeps its seats in nested arrays (`shapes[*].makeData.rows[*][*]`) is reached
/// without a script. A path without `[*]` names one value; with it, every value it reaches, in
/// document order, each with its own path (`shapes[1].makeData.rows[0][3]`).
public struct DocumentPath: Sendable, Equatable {
    enum Step: Sendable, Equatable {
        case key(String)
        case index(Int)
        case every
    }

    let steps: [Step]
    /// The path as written.
    public let text: String

    /// Why a path cannot be read (`shapes[2`: unclosed bracket), or cannot be followed in a
    /// document (no key "makeData" at `shapes[0]`): the value where it stopped, its path, why.
    public struct Failure: Error, Sendable {
        public var node: JSONValue
        public var path: String
        public var reason: String
    }

    /// Why a text is not a path.
    public struct SyntaxError: Error, Sendable { public var reason: String }

    /// Parses `text`; the reason when it is not a path.
    public static func parse(_ text: String) -> Result<DocumentPath, SyntaxError> {
        var steps: [Step] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let name = rest.prefix { $0 != "[" }
            rest = rest.dropFirst(name.count)
            if !name.isEmpty {
                if let n = Int(name), n >= 0, name.allSatisfy(\.isASCII) { steps.append(.index(n)) } else { steps.append(.key(String(name))) }
            } else if rest.isEmpty {
                if text.isEmpty { break }
                return .failure(SyntaxError(reason: "an empty step in \(MessageText.quoted(text)) (two dots, or a dot at an end)"))
            }
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]") else {
                    return .failure(SyntaxError(reason: "\(MessageText.quoted(String(part))): a step's brackets hold an index or * (\"rows[*]\", \"rows[0]\")"))
                }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                if inside == "*" { steps.append(.every) } else if let n = Int(inside), n >= 0 { steps.append(.index(n)) } else {
                    return .failure(SyntaxError(reason: "\(MessageText.quoted(String(part))): [\(inside)] is not an index or *"))
                }
                rest = rest[rest.index(after: close)...]
            }
        }
        return .success(DocumentPath(steps: steps, text: text))
    }

    /// The document's top-level key the path starts at (`shapes` for `shapes[0].rows`); nil
    /// when it starts at an index or is empty.
    public var firstKey: String? {
        if case .key(let k) = steps.first { return k }
        return nil
    }

    /// Whether the path can reach more than one value.
    public var fansOut: Bool { steps.contains(.every) }

    /// The values the path reaches in `root`, each with its path (`data.seats`,
    /// `shapes[1].rows[0][3]`); a step the document does not have fails where it stops, its
    /// reason ending with `context` in brackets (default: the path as written).
    public func resolve(in root: JSONValue, context: String? = nil) -> Result<[(node: JSONValue, path: String)], Failure> {
        let context = context ?? "the mapping's path is \(MessageText.quoted(text))"
        var current: [(node: JSONValue, path: String)] = [(root, "")]
        for step in steps {
            var next: [(node: JSONValue, path: String)] = []
            for (node, path) in current {
                switch step {
                case .key(let k):
                    guard let v = node[k] else {
                        return .failure(Failure(node: node, path: path.isEmpty ? k : "\(path).\(k)",
                                                reason: "no key \(MessageText.quoted(k)) here (\(context))"))
                    }
                    next.append((v, path.isEmpty ? k : "\(path).\(k)"))
                case .index(let i):
                    if let list = node.arrayElements {
                        guard i < list.count else {
                            return .failure(Failure(node: node, path: "\(path)[\(i)]", reason: "no element \(i) here: the array has \(list.count) (\(context))"))
                        }
                        next.append((list[i], "\(path)[\(i)]"))
                    } else if let v = node[String(i)] {
                        next.append((v, path.isEmpty ? String(i) : "\(path).\(i)"))  // an object keyed "0"
                    } else {
                        return .failure(Failure(node: node, path: "\(path)[\(i)]", reason: "expected an array to take element \(i) of, found \(node.typeName) (\(context))"))
                    }
                case .every:
                    guard let list = node.arrayElements else {
                        return .failure(Failure(node: node, path: "\(path)[*]", reason: "expected an array for [*], found \(node.typeName) (\(context))"))
                    }
                    for (i, v) in list.enumerated() { next.append((v, "\(path)[\(i)]")) }
                }
            }
            current = next
        }
        return .success(current)
    }
}
