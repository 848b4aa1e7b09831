import Testing
import SeatMapSnapshot

/// `Diffing.lines` aligns the two texts: one inserted line is one `+` line, however many follow.
@Suite struct LineDiffTests {
    @Test func oneInsertedSeatIsOneLine() {
        let reference = (1...200).map { "seat \($0) available" }.joined(separator: "\n")
        var lines = reference.split(separator: "\n").map(String.init)
        lines.insert("seat 50b sold", at: 50)
        lines[150] = "seat 150 sold"
        let d = LineDiff.diff(reference, lines.joined(separator: "\n"))
        #expect(d.lines == ["+51: seat 50b sold", "-150: seat 150 available", "+151: seat 150 sold"])
        #expect(!d.approximate)
        let message = Diffing<String>.lines.diff(reference, lines.joined(separator: "\n"))?.message
        #expect(message?.hasPrefix("text differs in 3 line(s):\n+51: seat 50b sold") == true, "\(message ?? "")")
    }

    @Test func removalsAndTheEnds() {
        #expect(LineDiff.diff("a\nb\nc", "b\nc").lines == ["-1: a"])
        #expect(LineDiff.diff("a\nb\nc", "a\nb").lines == ["-3: c"])
        #expect(LineDiff.diff("", "x").lines == ["-1: ", "+1: x"])
        #expect(LineDiff.diff("same\ntext", "same\ntext").lines.isEmpty)
    }

    @Test func hugeUnrelatedTextsAreComparedLineByLineAndSaySo() {
        let a = (0..<2_100).map { "a\($0)" }.joined(separator: "\n"), b = (0..<2_100).map { "b\($0)" }.joined(separator: "\n")
        let d = LineDiff.diff(a, b)
        #expect(d.approximate && d.lines.count == 4_200 && d.lines[0] == "-1: a0" && d.lines[1] == "+1: b0")
    }
}
