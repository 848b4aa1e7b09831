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
///
/// `…/__Snapshots__/<TestFile>/[<Class>.]<test>[.<arguments>].<name>.<ext>` beside the test file:
/// an XCTest class and the arguments of a parameterised Swift Testing test are part of the name,
/// so two classes in one file, or two arguments of one test, never share a reference.
public struct SnapshotLocation: Sendable {
    public var referencePath: String
    /// Where references were kept before classes and arguments were part of the name
    /// (`<test>.<name>.<ext>`): read when `referencePath` does not exist yet, never written.
    public var legacyReferencePath: String
    /// Where a parameterised case's reference was kept while arguments were reduced to ASCII
    /// (`cjk.---.p.png`): read when `referencePath` does not exist yet, never written.
    public var asciiArgumentsReferencePath: String
    /// Folder for reference/actual/diff copies of a failure.
    public var artifactsDirectory: String
    public var baseName: String

    /// `scope` is the XCTest class (nil in Swift Testing); `arguments` describes the current
    /// case of a parameterised test (nil otherwise).
    public init(filePath: String, testName: String, name: String, pathExtension: String, scope: String? = nil,
                arguments: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let test = Self.sanitize(testName)
        let prefix = scope.map { Self.sanitize($0) + "." } ?? ""
        let args = arguments.map { "." + Self.argumentPart($0) } ?? ""
        baseName = "\(prefix)\(test)\(args).\(Self.sanitize(name)).\(pathExtension)"
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
        referencePath = folder.appendingPathComponent(baseName).path
        legacyReferencePath = folder.appendingPathComponent("\(test).\(Self.sanitize(name)).\(pathExtension)").path
        // References recorded before arguments kept their script (every 标 was `-`): read when
        // the new name has none yet, so existing references keep passing (docs/snapshots.md).
        let oldArgs = arguments.map { "." + Self.asciiArgumentPart(Self.withoutDisambiguation($0)) } ?? ""
        asciiArgumentsReferencePath = folder.appendingPathComponent("\(prefix)\(test)\(oldArgs).\(Self.sanitize(name)).\(pathExtension)").path
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

    /// Arguments as a file-name part, readable in any script (`标准厅-iphone-se`, CJK kept, NFC:
    /// `FileName.readable`, as batch names are) and always distinct: an argument text the name
    /// cannot hold exactly (a `/`, a space, a leading dot) or a long one gets a short hash of the
    /// whole text, so two cases never share a reference.
    static func argumentPart(_ s: String) -> String {
        let base = withoutDisambiguation(s)
        // A case told apart by the caller (`a-b#1f2e3d4c`) keeps that hash.
        var hash = base.count < s.count ? String(s[s.index(after: s.lastIndex(of: "#")!)...]) : nil
        // `@` is kept (`375x667@1`, a device's scale): every file system takes it.
        let readable = base.split(separator: "@", omittingEmptySubsequences: false)
            .map { FileName.readable(String($0), empty: "") }.joined(separator: "@")
        if readable != base || readable.count > 48 { hash = hash ?? String(SHA256.hex(Array(s.utf8)).prefix(8)) }
        let head = readable.isEmpty ? "args" : readable.count > 48 ? String(readable.prefix(40)) : readable
        return hash.map { head + "-" + FileName.readable($0) } ?? head
    }

    /// The name part before arguments kept their script: ASCII only.
    static func asciiArgumentPart(_ s: String) -> String {
        let readable = FileName.safe(s, replacement: "-", empty: "args")
        guard readable.count > 48 else { return readable }
        return String(readable.prefix(40)) + "-" + String(SHA256.hex(Array(s.utf8)).prefix(8))
    }

    /// `a-b#1f2e3d4c` → `a-b`: the arguments as they were joined before a case that could be
    /// confused with another got its `#hash`.
    static func withoutDisambiguation(_ s: String) -> String {
        guard let hash = s.lastIndex(of: "#") else { return s }
        return String(s[..<hash])
    }
}

/// Compares a value with its reference, recording per `mode`. Returns nil on success, or the
/// failure message (which names the files written). Test-framework free: `assertSnapshot` in
/// SeatMapSnapshotTesting reports the message through XCTest or Swift Testing.
public func verifySnapshot<Value, Format>(of value: @autoclosure () throws -> Value,
                                          as strategy: Snapshotting<Value, Format>,
                                          named name: String, record mode: SnapshotMode? = nil,
                                          filePath: String, testName: String, scope: String? = nil, arguments: String? = nil,
                                          environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let recordMode: SnapshotMode
    if let mode { recordMode = mode } else {
        switch SnapshotMode.fromEnvironment(environment) {
        case .success(let m): recordMode = m
        case .failure(let e): return e.description
        }
    }
    let loc = SnapshotLocation(filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension,
                               scope: scope, arguments: arguments, environment: environment)
    let fm = FileManager.default
    do {
        let actual = try strategy.snapshot(value())
        // Encoded only when it is written (a record, a failure's artifact) or compared as bytes.
        var encoded: [UInt8]?
        func actualData() throws -> [UInt8] {
            if let encoded { return encoded }
            let bytes = try strategy.diffing.toData(actual)
            encoded = bytes
            return bytes
        }
        func record(_ why: String) throws -> String {
            try fm.createDirectory(atPath: URL(fileURLWithPath: loc.referencePath).deletingLastPathComponent().path,
                                   withIntermediateDirectories: true)
            try Data(try actualData()).write(to: URL(fileURLWithPath: loc.referencePath), options: .atomic)
            return "\(why): recorded snapshot at \(loc.referencePath); re-run the test to compare against it"
        }
        // References recorded before classes and arguments were in the name are still read
        // (docs: "Reference names"); recording always writes the new name.
        let referencePath = fm.fileExists(atPath: loc.referencePath) ? loc.referencePath
            : fm.fileExists(atPath: loc.asciiArgumentsReferencePath) ? loc.asciiArgumentsReferencePath
            : fm.fileExists(atPath: loc.legacyReferencePath) ? loc.legacyReferencePath : loc.referencePath
        let exists = fm.fileExists(atPath: referencePath)
        let stem = URL(fileURLWithPath: loc.artifactsDirectory).appendingPathComponent(loc.baseName).deletingPathExtension().path
        let ext = strategy.pathExtension
        let refOut = "\(stem).reference.\(ext)", actOut = "\(stem).actual.\(ext)", diffOut = "\(stem).diff.\(ext)"
        if recordMode == .all { return try record("record mode all") }
        guard exists else {
            if recordMode == .never { return "no reference at \(loc.referencePath) and SEATMAP_RECORD=never" }
            return try record("no reference")
        }
        let refData: [UInt8]
        do throws(InputFile.Failure) { refData = try InputFile.read(referencePath, limit: PNGCodec.maxFileBytes) } catch {
            return "cannot read \(referencePath): \(error.reason(what: "a snapshot"))"
        }
        // A pass removes what an earlier failure of this assertion left behind.
        func passed() -> String? {
            for stale in [refOut, actOut, diffOut] where fm.fileExists(atPath: stale) { try? fm.removeItem(atPath: stale) }
            return nil
        }
        // Unchanged is decided without per-pixel work where it can be: the reference proves it
        // holds this very value (a page's pixel digest), or its bytes are the actual's own.
        if let matches = strategy.diffing.matchesReference {
            if matches(actual, refData) { return passed() }
        } else if Bytes.equal(try actualData(), refData) {
            return passed()
        }
        let reference = try strategy.diffing.fromData(refData)
        guard let (message, artifact) = strategy.diffing.diff(reference, actual) else { return passed() }
        // Write reference, actual and diff side by side for the failure report.
        try fm.createDirectory(atPath: loc.artifactsDirectory, withIntermediateDirectories: true)
        try Data(refData).write(to: URL(fileURLWithPath: refOut))
        try Data(try actualData()).write(to: URL(fileURLWithPath: actOut))
        try? fm.removeItem(atPath: diffOut)
        // The first line is the change itself (a test runner shows it as the headline).
        var lines = ["\(message) (snapshot \(loc.baseName))",
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
