import SeatMapCore

/// The keys of each kind of object that were not read, with how often.
struct UnreadKeys {
    var byKind: [(kind: String, keys: [(key: String, count: Int)])] = []

    mutating func note(_ kind: String, _ object: JSONValueDecoder, read: Set<String>) {
        let members = object.json.objectMembers ?? []
        let kindIndex = byKind.firstIndex { $0.kind == kind } ?? { byKind.append((kind, [])); return byKind.count - 1 }()
        for m in members where !read.contains(m.key) {
            if let k = byKind[kindIndex].keys.firstIndex(where: { $0.key == m.key }) { byKind[kindIndex].keys[k].count += 1 } else {
                byKind[kindIndex].keys.append((m.key, 1))
            }
        }
    }

    func notes(file: String) -> [String] {
        byKind.filter { !$0.keys.isEmpty }.map { kind in
            let keys = kind.keys.map { $0.count > 1 ? "\($0.key) (×\($0.count))" : $0.key }.joined(separator: ", ")
            return "\(file): not read in the \(kind.kind): \(keys)"
        }
    }
}
