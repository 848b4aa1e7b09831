import Foundation
import Testing
import SeatMapTestSupport

/// The README's gallery shows what its commands make: each image is the byte-for-byte output of
/// the command printed under it. (Regenerate by running those commands.)
@Suite struct ReadmeGalleryTests {
    @Test func everyGalleryImageIsItsCommandsOutput() throws {
        let readme = try String(contentsOfFile: Binary.packageRoot.appendingPathComponent("README.md").path, encoding: .utf8)
        let lines = readme.split(separator: "\n").map(String.init)
        let imageRow = try #require(lines.firstIndex { $0.hasPrefix("| ![") })
        let images = lines[imageRow].split(separator: "|").compactMap { cell -> String? in
            guard let open = cell.range(of: "]("), let close = cell.range(of: ")", range: open.upperBound..<cell.endIndex) else { return nil }
            return String(cell[open.upperBound..<close.lowerBound])
        }
        let commands = lines[imageRow + 1].split(separator: "|").compactMap { cell -> String? in
            let t = cell.trimmingCharacters(in: .whitespaces)
            return t.hasPrefix("`seatmap ") ? String(t.dropFirst().dropLast()) : nil
        }
        #expect(images.count == 4 && commands.count == images.count, "\(images) \(commands)")
        let dir = try Binary.tempDir()
        for (image, command) in zip(images, commands) {
            var words = command.split(separator: " ").map(String.init).dropFirst()  // "seatmap"
            let o = try #require(words.firstIndex(of: "-o"))
            #expect(words[o + 1] == image, "\(command) writes \(words[o + 1]), the README shows \(image)")
            let out = dir.appendingPathComponent(URL(fileURLWithPath: image).lastPathComponent).path
            words[o + 1] = out
            let r = try Binary.run(Array(words), cwd: Binary.packageRoot)
            #expect(r.code == 0, "\(command): \(r.stderr)")
            let shown = try Data(contentsOf: Binary.packageRoot.appendingPathComponent(image))
            #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == shown, "\(image) is not what `\(command)` makes")
        }
    }

    /// The flow shown under the gallery is its command's contact sheet and animation.
    @Test func theFlowsContactSheetAndAnimationAreItsCommandsOutput() throws {
        let readme = try String(contentsOfFile: Binary.packageRoot.appendingPathComponent("README.md").path, encoding: .utf8)
        let command = "seatmap flow Samples/flows/conflict.json --device 375x667@1 -o out/flows/conflict"
        #expect(readme.contains("`\(command)`"))
        #expect(readme.contains("![conflict flow](docs/gallery/flow-conflict-contact.png)"))
        let dir = try Binary.tempDir()
        var words = command.split(separator: " ").map(String.init).dropFirst()
        words[words.index(before: words.endIndex)] = dir.path
        let r = try Binary.run(Array(words), cwd: Binary.packageRoot)
        #expect(r.code == 0, "\(r.stderr)")
        for (made, shown) in [("contact.png", "flow-conflict-contact.png"), ("flow.png", "flow-conflict.png")] {
            let expected = try Data(contentsOf: Binary.packageRoot.appendingPathComponent("docs/gallery/\(shown)"))
            #expect(try Data(contentsOf: dir.appendingPathComponent(made)) == expected, "docs/gallery/\(shown) is not the flow's \(made)")
        }
    }
}
