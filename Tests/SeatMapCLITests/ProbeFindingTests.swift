import Foundation
import Testing
import SeatMapTestSupport

/// The smaller findings of the reliability probe, each as the behaviour it now has.
@Suite struct ProbeFindingTests {
    /// The GBK sample with one byte pair damaged near its end (a lead byte followed by a space).
    func damagedGBK() throws -> (path: String, line: Int) {
        var b = [UInt8](try Data(contentsOf: Binary.packageRoot.appendingPathComponent("Samples/import/seats-gbk.csv")))
        let at = try #require(b.indices.dropLast().last { b[$0] >= 0x81 && b[$0 - 1] < 0x80 })
        b[at + 1] = 0x20
        let line = b[..<at].filter { $0 == 0x0A }.count + 1
        let path = try Binary.tempDir().appendingPathComponent("gbk.csv").path
        try Data(b).write(to: URL(fileURLWithPath: path))
        return (path, line)
    }

    @Test func aDamagedGBKFileIsNamedAsGBKWithThePlace() throws {
        let (path, line) = try damagedGBK()
        let r = try Binary.run(["import", path])
        #expect(r.code == 65 && r.stderr.contains("reads as GB18030 (GBK) up to byte 0x") && r.stderr.contains("at line \(line), column "), "\(r.stderr)")
        #expect(!r.stderr.contains("WINDOWS-1252"))
        let declared = try Binary.run(["import", path, "--encoding", "gb18030"])
        #expect(declared.code == 65 && declared.stderr.contains("not valid GB18030 text (byte 0x") && declared.stderr.contains("at line \(line)"), "\(declared.stderr)")
    }

    @Test func aFailedStdoutWriteSaysNothingWasWritten() throws {
        let r = try Binary.run(["-c", "\"$0\" render \"$1\" -o - > /dev/full", Binary.path, Binary.sample("studio")], executable: "/bin/sh")
        #expect(r.code == 74 && r.stderr == "error: cannot write the output to stdout: No space left on device\n", "\(r.stderr)")
        let ok = try Binary.run(["-c", "\"$0\" render \"$1\" -o - > /dev/null", Binary.path, Binary.sample("studio")], executable: "/bin/sh")
        #expect(ok.code == 0 && ok.stderr.hasPrefix("wrote stdout (png, "), "\(ok.stderr)")
    }
}
