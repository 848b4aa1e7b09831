import Foundation
import Testing

/// The JSON Schemas in `Schemas/` accept every sample, shipped theme and import, and refuse the
/// broken files the tool refuses (scripts/check-schemas.py, Python's jsonschema; test.sh installs it).
@Suite struct SchemaTests {
    @Test func schemasAgreeWithTheTool() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", Binary.packageRoot.appendingPathComponent("scripts/check-schemas.py").path, Binary.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, Comment(rawValue: text))
        #expect(text.contains("12 imports, 1 mapped") && text.hasSuffix("0 failures\n"), Comment(rawValue: text))
    }
}
