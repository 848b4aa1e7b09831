import Foundation
import Testing

/// ARCHITECTURE.md's list of module arrows is the package's: every target (tests aside) with
/// exactly the dependencies `swift package dump-package` reports.
@Suite struct ArchitectureTests {
    @Test func theDocumentedArrowsAreThePackages() throws {
        let root = Binary.packageRoot
        let doc = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "<!-- module-dependencies -->"))
        let end = try #require(doc.range(of: "<!-- end module-dependencies -->"))
        var documented: [String: Set<String>] = [:]
        for line in doc[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("- `") {
            let parts = line.dropFirst(2).components(separatedBy: " ← ")
            let name = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            documented[name] = parts[1] == "nothing" ? [] : Set(parts[1].components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) })
        }
        // A scratch folder of its own: the running test holds the package's build lock.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-dump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let r = try Binary.run(["swift", "package", "--scratch-path", scratch, "dump-package"], cwd: root, executable: "/usr/bin/env")
        #expect(r.code == 0, "\(r.stderr)")
        let package = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        var actual: [String: Set<String>] = [:]
        for target in try #require(package["targets"] as? [[String: Any]]) {
            guard let name = target["name"] as? String, let type = target["type"] as? String,
                  ["regular", "executable", "system"].contains(type), name != "SeatMapTestSupport" else { continue }
            let deps = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0.values.first as? [Any])?.first as? String }
            actual[name] = Set(deps)
        }
        #expect(!actual.isEmpty)
        #expect(documented == actual, "ARCHITECTURE.md: \(documented.filter { actual[$0.key] != $0.value }.keys.sorted()) differ; the package: \(actual.filter { documented[$0.key] != $0.value })")
        // Comparing pages and the pure snapshot strategies link no backend.
        func closure(_ name: String) -> Set<String> {
            var seen: Set<String> = [], todo = [name]
            while let n = todo.popLast() { for d in actual[n] ?? [] where seen.insert(d).inserted { todo.append(d) } }
            return seen
        }
        for pure in ["SeatMapDiff", "SeatMapCompare", "SeatMapSnapshotCore"] {
            #expect(closure(pure).isDisjoint(with: ["CCairo", "CHarfBuzz", "SeatMapRender", "SeatMapOutput"]), "\(pure) links a backend: \(closure(pure).sorted())")
        }
        #expect(!closure("SeatMapDiff").contains("SeatMapPage"), "SeatMapDiff depends on page types")
    }
}
