import SeatMapSnapshot
import SeatMapFlow
import Testing
import SeatMapCore
import XCTest

/// Asserts that `value` matches its reference snapshot under `__Snapshots__/<TestFile>/`,
/// recording it per `record` (or `SEATMAP_RECORD`). Works in XCTest and Swift Testing tests:
/// a failure is an `XCTFail` in the one and an `Issue` in the other, its first line the change
/// itself (`changed seats: 5_5 (available→sold) …`).
///
/// In a parameterised Swift Testing test the current case's arguments are part of the
/// reference's name (`samplePage.studio-maoyan.iphone-se.png`), so each argument has its own
/// reference. Inside an `XCTestCase` the instance method of the same name adds the class.
///
///     @Test func studioPage() throws {
///         let hall = try HallFile.load(path: "Samples/studio.json")
///         assertSnapshot(of: hall, as: .page(device: .named("iphone-se")), named: "iphone-se")
///     }
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    record mode: SnapshotMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    report(verifySnapshot(of: try value(), as: strategy, named: name, record: mode, filePath: "\(filePath)", testName: testName,
                          arguments: SnapshotCase.currentArguments),
           fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Plays `story` and asserts every frame against its own reference (`<name>.step-00.png`, …):
/// one failure per changed frame, each naming the step and its action before the change.
///
///     @Test func conflictFlow() throws {
///         assertFlowSnapshot(of: try FlowStory.load(path: "Samples/flows/conflict.json"), named: "conflict")
///     }
public func assertFlowSnapshot(
    of story: @autoclosure () throws -> FlowStory,
    overrides: FlowOverrides = FlowOverrides(),
    named name: String,
    record mode: SnapshotMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for f in flowFailures(story, overrides, name, mode, "\(filePath)", testName, scope: nil, arguments: SnapshotCase.currentArguments) {
        report(f, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A story's frames verified, or why the story could not be read: one message per failure.
private func flowFailures(_ story: () throws -> FlowStory, _ overrides: FlowOverrides, _ name: String, _ mode: SnapshotMode?,
                          _ filePath: String, _ testName: String, scope: String?, arguments: String?) -> [String] {
    do {
        return verifyFlowSnapshots(of: try story(), overrides: overrides, named: name, record: mode, filePath: filePath,
                                   testName: testName, scope: scope, arguments: arguments)
    } catch {
        return ["the story cannot be read: \(error)"]
    }
}

extension XCTestCase {
    /// `assertSnapshot` inside an XCTest class: the class is part of the reference's name
    /// (`__Snapshots__/<TestFile>/<Class>.<test>.<name>.png`), so two classes in one file keep
    /// separate references. Called as `assertSnapshot(of:as:named:)` from a test method, this
    /// method is found before the free function.
    public func assertSnapshot<Value, Format>(
        of value: @autoclosure () throws -> Value,
        as strategy: Snapshotting<Value, Format>,
        named name: String,
        record mode: SnapshotMode? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let scope = String(describing: type(of: self)).split(separator: ".").last.map(String.init)
        report(verifySnapshot(of: try value(), as: strategy, named: name, record: mode, filePath: "\(filePath)", testName: testName,
                              scope: scope),
               fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension XCTestCase {
    /// `assertFlowSnapshot` inside an XCTest class: the class is part of each reference's name
    /// (`<Class>.<test>.<name>.step-00.png`), as for `assertSnapshot`.
    public func assertFlowSnapshot(
        of story: @autoclosure () throws -> FlowStory,
        overrides: FlowOverrides = FlowOverrides(),
        named name: String,
        record mode: SnapshotMode? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let scope = String(describing: type(of: self)).split(separator: ".").last.map(String.init)
        for f in flowFailures(story, overrides, name, mode, "\(filePath)", testName, scope: scope, arguments: nil) {
            report(f, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

/// A snapshot failure as Swift Testing shows it: the headline is the failure's first line.
struct SnapshotMismatch: Error, CustomStringConvertible {
    var description: String
}

private func report(_ failure: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    guard let failure else { return }
    if Test.current != nil {
        // An issue recorded from an error shows the error as its headline; the file paths of the
        // reference, actual and diff images follow as the comment.
        let lines = failure.split(separator: "\n", maxSplits: 1).map(String.init)
        Issue.record(SnapshotMismatch(description: lines[0]), lines.count > 1 ? Comment(rawValue: lines[1]) : nil,
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}

/// The current Swift Testing case's arguments, as a reference name part.
enum SnapshotCase {
    /// `studio-maoyan` for a case called with ("studio", "maoyan"); nil outside a parameterised
    /// test. Swift Testing does not publish a case's arguments, so they are read by reflection;
    /// when a future release stores them differently, the whole case's description is used
    /// instead (still distinct per case, less readable).
    static var currentArguments: String? {
        guard let current = Test.Case.current, current.isParameterized else { return nil }
        if let values = argumentValues(current), !values.isEmpty {
            let texts = values.map(text)
            let joined = texts.joined(separator: "-")
            // ("standard-iphone", "se") and ("standard", "iphone-se") join alike: such a case
            // gets a hash of its exact arguments, so each keeps its own reference.
            guard texts.count > 1, texts.contains(where: { $0.contains("-") || $0.contains("#") }) else { return joined }
            let exact = JSONValue.array(texts.map { .string($0) }).serialized()
            return joined + "#" + String(SHA256.hex(Array(exact.utf8)).prefix(8))
        }
        return String(describing: current)
    }

    private static func argumentValues(_ testCase: Test.Case) -> [Any]? {
        guard let arguments = find("arguments", in: testCase, depth: 4) else { return nil }
        return Mirror(reflecting: arguments).children.compactMap { Mirror(reflecting: $0.value).descendant("value") }
    }

    /// The first collection labelled `label` within `depth` levels of `value` (the arguments sit
    /// inside the case's private kind enum).
    private static func find(_ label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label, Mirror(reflecting: child.value).displayStyle == .collection { return child.value }
            if let found = find(label, in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }

    private static func text(_ value: Any) -> String {
        if let s = value as? String { return s }
        // A struct argument is named as Swift Testing names it, when it says how.
        if let s = value as? any CustomTestStringConvertible { return s.testDescription }
        if let s = value as? CustomStringConvertible { return s.description }
        return String(describing: value)
    }
}
