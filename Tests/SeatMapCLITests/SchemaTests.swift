import Foundation
import Testing

/// The JSON Schemas in `Schemas/` accept every sample, shipped theme and import, and refuse the
/// broken files the tool refuses (scripts/check-schemas.py, Python's jsonschema; test.sh installs it).
@Suite struct SchemaTests {
    @Test func schemasAgreeWithTheTool() throws {
        let r = try Binary.run(["python3", Binary.packageRoot.appendingPathComponent("scripts/check-schemas.py").path, Binary.path],
                               executable: "/usr/bin/env")
        let text = r.stdout + r.stderr
        #expect(r.code == 0, Comment(rawValue: text))
        #expect(text.contains("15 imports, 1 mapped") && text.hasSuffix("0 failures\n"), Comment(rawValue: text))
    }
}
