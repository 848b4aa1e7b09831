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

/// The smaller findings of the review of issue 35, each as the behaviour it now has.
@Suite struct ReviewFindingTests {
    @Test func aDeviceFamilyNameSuggestsItsPresets() throws {
        let r = try Binary.run(["render", Binary.sample("studio"), "--device", "ipad", "-o", "/tmp/never.png"])
        #expect(r.code == 64 && r.stderr.contains("unknown device 'ipad': did you mean ipad-mini, ipad-air-11, ipad-pro-11 or ipad-pro-13?"), "\(r.stderr)")
    }

    @Test func aPageScrolledPastEverySeatSaysSo() throws {
        let out = try Binary.tempDir().appendingPathComponent("x.png").path
        let r = try Binary.run(["render", Binary.sample("studio"), "--zoom", "1", "--offset", "5000,5000", "-o", out])
        #expect(r.code == 0 && r.stderr.contains("no seat is in view at offset 5000,5000: the map shows nothing"), "\(r.stderr)")
        let plain = try Binary.run(["render", Binary.sample("studio"), "-o", out])
        #expect(!plain.stderr.contains("no seat is in view"))
    }

    @Test func aLimitOfOneSeatIsSingular() throws {
        var hall = try String(contentsOfFile: Binary.sample("studio"), encoding: .utf8)
        hall = hall.replacingOccurrences(of: "\"maxSeats\": 4", with: "\"maxSeats\": 1")
        let path = try Binary.tempDir().appendingPathComponent("one.json").path
        try hall.write(toFile: path, atomically: true, encoding: .utf8)
        let ids = try #require((try JSONSerialization.jsonObject(with: Data(hall.utf8)) as? [String: Any]).flatMap { j -> [String]? in
            (j["rows"] as? [[[String: Any]]])?.flatMap { $0 }.filter { $0["status"] as? Int == 1 }.compactMap { $0["seatId"] as? String }
        })
        let r = try Binary.run(["select", path, "--tap", ids[0], "--tap", ids[1]])
        #expect(r.code == 1 && r.stdout.contains("the limit of 1 seat per order"), "\(r.stdout)\(r.stderr)")
    }

    @Test func galleryCommandsWrapOnlyAtSpaces() throws {
        let out = try Binary.tempDir().appendingPathComponent("g").path
        #expect(try Binary.run(["batch", "--halls", Binary.sample("studio"), "--devices", "iphone-se", "-o", out]).code == 0)
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(!html.contains("break-all") && html.contains(".accept code{user-select:all;word-break:normal;overflow-wrap:normal}"))
    }
}
