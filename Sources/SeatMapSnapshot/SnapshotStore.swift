import SeatMapDiff
import Foundation
import SeatMapCore
import SeatMapPNG

/// When references are (re)written. From `SEATMAP_RECORD` (all, missing, failed, never) or a
/// parameter; default `missing`.
public enum SnapshotMode: String, Sendable, CaseIterable {
    /// Record every snapshot, overwriting references; every assertion fails saying it recorded.
    case all
    /// Record only references that do not exist yet (and fail saying so); compare the rest.
    case missing
    /// Compare; when a comparison fails, write the new reference (and still fail).
    case failed
    /// Never write references: a missing reference is a failure. Use on CI.
    case never

    /// The mode from `SEATMAP_RECORD`, or `missing`. An unknown value is reported, not ignored.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Result<SnapshotMode, SnapshotError> {
        guard let v = env["SEATMAP_RECORD"], !v.isEmpty else { return .success(.missing) }
        guard let mode = SnapshotMode(rawValue: v) else { return .failure(.badRecordMode(v)) }
        return .success(mode)
    }
}

public enum SnapshotError: Error, Sendable, CustomStringConvertible {
    case badRecordMode(String)
    public var description: String {
        switch self {
        case .badRecordMode(let v): return "SEATMAP_RECORD=\(v) is not a record mode (all, missing, failed, never)"
        }
    }
}

/// Where a test's snapshots live and where failure artifacts go.
public struct SnapshotLocation: Sendable {
    /// `…/__Snapshots__/<TestFile>/<test>.<name>.<ext>` beside the test file.
    public var referencePath: String
    /// Folder for reference/actual/diff copies of a failure.
    public var artifactsDirectory: String
    public var baseName: String

    public init(filePath: String, testName: String, name: String, pathExtension: String,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let test = Self.sanitize(testName)
        baseName = "\(test).\(Self.sanitize(name)).\(pathExtension)"
        referencePath = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile).appendingPathComponent(baseName).path
        let root = environment["SEATMAP_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("seatmap-snapshots").path
        artifactsDirectory = URL(fileURLWithPath: root).appendingPathComponent(testFile).path
    }

    /// `testFoo()` → `testFoo`; anything outside `[A-Za-z0-9._-]` becomes `-` (`FileName.safe`).
    static func sanitize(_ s: String) -> String {
        var t = s
        if let paren = t.firstIndex(of: "(") { t = String(t[..<paren]) }
        return FileName.safe(t, replacement: "-", empty: "snapshot")
    }
}

/// Compares a value with its reference, recording per `mode`. Returns nil on success, or the
/// failure message (which names the files written). Test-framework free: `assertSnapshot` in
/// SeatMapSnapshotTesting reports the message through XCTest or Swift Testing.
public func verifySnapshot<Value, Format>(of value: @autoclosure () throws -> Value,
                                          as strategy: Snapshotting<Value, Format>,
                                          named name: String, record mode: SnapshotMode? = nil,
                                          filePath: String, testName: String,
                                          environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let recordMode: SnapshotMode
    if let mode { recordMode = mode } else {
        switch SnapshotMode.fromEnvironment(environment) {
        case .success(let m): recordMode = m
        case .failure(let e): return e.description
        }
    }
    let loc = SnapshotLocation(filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension,
                               environment: environment)
    let fm = FileManager.default
    do {
        let actual = try strategy.snapshot(value())
        let actualData = try strategy.diffing.toData(actual)
        func record(_ why: String) throws -> String {
            try fm.createDirectory(atPath: URL(fileURLWithPath: loc.referencePath).deletingLastPathComponent().path,
                                   withIntermediateDirectories: true)
            try Data(actualData).write(to: URL(fileURLWithPath: loc.referencePath), options: .atomic)
            return "\(why): recorded snapshot at \(loc.referencePath); re-run the test to compare against it"
        }
        let exists = fm.fileExists(atPath: loc.referencePath)
        if recordMode == .all { return try record("record mode all") }
        guard exists else {
            if recordMode == .never { return "no reference at \(loc.referencePath) and SEATMAP_RECORD=never" }
            return try record("no reference")
        }
        let refData: [UInt8]
        do throws(InputFile.Failure) { refData = try InputFile.read(loc.referencePath, limit: PNGCodec.maxFileBytes) } catch {
            return "cannot read \(loc.referencePath): \(error.reason(what: "a snapshot"))"
        }
        let reference = try strategy.diffing.fromData(refData)
        guard let (message, artifact) = strategy.diffing.diff(reference, actual) else { return nil }
        // Write reference, actual and diff side by side for the failure report.
        try fm.createDirectory(atPath: loc.artifactsDirectory, withIntermediateDirectories: true)
        let stem = URL(fileURLWithPath: loc.artifactsDirectory).appendingPathComponent(loc.baseName).deletingPathExtension().path
        let ext = strategy.pathExtension
        let refOut = "\(stem).reference.\(ext)", actOut = "\(stem).actual.\(ext)", diffOut = "\(stem).diff.\(ext)"
        try Data(refData).write(to: URL(fileURLWithPath: refOut))
        try Data(actualData).write(to: URL(fileURLWithPath: actOut))
        var lines = ["snapshot \(loc.baseName) does not match its reference: \(message)",
                     "  reference: \(refOut)", "  actual:    \(actOut)"]
        if let artifact {
            try Data(artifact).write(to: URL(fileURLWithPath: diffOut))
            lines.append("  diff:      \(diffOut)")
        }
        if recordMode == .failed { lines.append(try record("record mode failed")) }
        return lines.joined(separator: "\n")
    } catch {
        return "snapshot \(loc.baseName) could not be made: \(error)"
    }
}
