import SeatMapCompare
import SeatMapDiff
import SeatMapPNG

/// How two snapshots of one format are stored and compared (swift-snapshot-testing's `Diffing`).
public struct Diffing<Format>: Sendable {
    /// Bytes written to the reference file.
    public var toData: @Sendable (Format) throws -> [UInt8]
    /// A reference file's bytes, read back.
    public var fromData: @Sendable ([UInt8]) throws -> Format
    /// nil when `reference` and `actual` match; otherwise why not, and a diff artifact (its bytes
    /// and file extension) when there is one to show.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> (message: String, artifact: [UInt8]?)?
    /// Whether a reference file's bytes are known, without decoding them, to hold exactly
    /// `actual` (a digest the reference carries, say): then the assertion passes with no
    /// `toData`, `fromData` or `diff`. It may only answer true when `diff` would pass; false
    /// means "compare as usual", never "differs". nil: always compare.
    public var matchesReference: (@Sendable (_ actual: Format, _ reference: [UInt8]) -> Bool)?

    public init(toData: @escaping @Sendable (Format) throws -> [UInt8],
                fromData: @escaping @Sendable ([UInt8]) throws -> Format,
                diff: @escaping @Sendable (Format, Format) -> (message: String, artifact: [UInt8]?)?,
                matchesReference: (@Sendable (Format, [UInt8]) -> Bool)? = nil) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.matchesReference = matchesReference
    }
}

/// A way to snapshot values of type `Value` as `Format` (swift-snapshot-testing's `Snapshotting`):
/// a value, so new strategies are made from old ones with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    /// Extension of reference files ("png", "txt").
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue`, made by turning it into a `Value` first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snap = snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snap(transform($0)) }
    }
}

extension Diffing where Format == RGBAImage {
    /// PNG files compared with pixelmatch's semantics and Playwright's budgets.
    public static func image(options: DiffOptions = DiffOptions(), budget: DiffBudget = DiffBudget()) -> Diffing {
        Diffing(
            toData: { try PNGCodec.encode($0) },
            fromData: { try PNGCodec.decode($0) },
            diff: { reference, actual in
                let comparison = PageComparison.compare(PageImage(image: reference), PageImage(image: actual), options: options)
                if comparison.passes(budget) { return nil }
                return (comparison.pixels.sizeMismatch != nil ? comparison.pixels.summary : comparison.budgetText(budget, options: options),
                        try? comparison.diffImage.map { try PNGCodec.encode($0) })
            })
    }
}

extension Diffing where Format == String {
    /// Text compared exactly; the artifact is a line diff.
    public static var lines: Diffing {
        Diffing(
            toData: { Array($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let d = LineDiff.diff(reference, actual)
                let out = d.lines
                let first = out.prefix(6).joined(separator: "\n")
                let how = d.approximate ? " (compared line by line: too large to align)" : ""
                return ("text differs in \(out.count) line(s)\(how):\n\(first)", Array(out.joined(separator: "\n").utf8))
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    public static func image(threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .image(options: options, budget: budget)) { $0 }
    }
}

extension Snapshotting where Value == String, Format == String {
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) { $0 } }
}
