import SeatMapCompare
import Foundation
import SeatMapDiff
import SeatMapFlow
import SeatMapPage
import SeatMapOutput

extension Snapshotting where Value == FlowFrame, Format == PageImage {
    /// One frame of a played story: the page the step hit-tested, drawn, with its seats and
    /// fonts, compared as `.png` compares a page (strict by default).
    public static func frame(threshold: Double = 0.1, budget: DiffBudget = DiffBudget()) -> Snapshotting {
        var options = DiffOptions()
        options.threshold = threshold
        return Snapshotting(pathExtension: "png", diffing: .page(options: options, budget: budget)) { frame in
            try PageImage.rendered(frame.resolved)
        }
    }
}

/// Plays `story` and compares every frame with its own reference (`<name>.step-00.png`, …):
/// the failures, each naming its step and action before the change (`step 04 (confirm
/// (server: 4_7 sold)): changed seats: 4_7 (selected→sold) …`). A story that cannot be played
/// is one failure. Test-framework free, like `verifySnapshot`.
public func verifyFlowSnapshots(of story: FlowStory, overrides: FlowOverrides = FlowOverrides(), named name: String,
                                threshold: Double = 0.1, budget: DiffBudget = DiffBudget(), record mode: SnapshotMode? = nil,
                                filePath: String, testName: String, scope: String? = nil, arguments: String? = nil,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    let frames: [FlowFrame]
    do {
        let (player, hall) = try FlowPlayer.make(story, overrides: overrides)
        frames = try player.play(hall: hall)
    } catch {
        return ["\(story.file): the story cannot be played: \(error)"]
    }
    let strategy = Snapshotting<FlowFrame, PageImage>.frame(threshold: threshold, budget: budget)
    var failures: [String] = []
    for f in frames {
        let step = FlowRecording.stepName(f.index)
        if let failure = verifySnapshot(of: f, as: strategy, named: "\(name).\(step)", record: mode, filePath: filePath, testName: testName,
                                        scope: scope, arguments: arguments, environment: environment) {
            failures.append("step \(step.dropFirst(5)) (\(f.actionSummary)): \(failure)")
        }
    }
    return failures
}
