import Foundation
import Testing

/// One page, one set of warnings: every command that resolves a page says the same about it.
@Suite struct PageWarningParityTests {
    @Test func renderLayoutHitAndAuditWarnAlike() throws {
        let dir = try Binary.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var hall = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Binary.sample("studio")))) as? [String: Any])
        var movie = try #require(hall["movie"] as? [String: Any])
        movie["title"] = "Movie \u{E000} Title"  // a private-use character no font has
        hall["movie"] = movie
        let file = dir.appendingPathComponent("pua.json")
        try JSONSerialization.data(withJSONObject: hall).write(to: file)
        let page = [file.path, "--highlight-zone", "3", "--device", "iphone-se"]  // zone 3: a warning about the input
        func warnings(_ args: [String]) throws -> [String] {
            let r = try Binary.run(args)
            #expect(r.code == 0 || (args[0] == "audit" && r.code == 1), "\(args): \(r.stderr)")  // an audit that finds problems exits 1
            return r.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning: ") }
        }
        let render = try warnings(["render"] + page + ["-o", dir.appendingPathComponent("x.png").path])
        #expect(render.count == 2 && render.contains { $0.contains("U+E000") } && render.contains { $0.hasPrefix("warning: \(file.path): ") }, "\(render)")
        #expect(try warnings(["layout"] + page) == render)
        #expect(try warnings(["hit"] + page + ["--point", "100,100"]) == render)
        #expect(try warnings(["audit"] + page) == render)
    }
}
