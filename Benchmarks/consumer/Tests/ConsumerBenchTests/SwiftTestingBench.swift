import SeatMapSnapshotTesting
import Testing

/// 20 unchanged and 20 changed (one seat sold) assertions through Swift Testing.
@Test func swiftTestingAssertions() throws {
    let hall = try Bench.hall(), changed = try Bench.changedHall()
    // The reference, recorded now from the unchanged hall (recording fails by design).
    withKnownIssue { assertSnapshot(of: hall, as: Bench.strategy, named: "iphone-15", record: .all) }
    let unchanged = (0..<Bench.count).map { _ in
        Bench.seconds { assertSnapshot(of: hall, as: Bench.strategy, named: "iphone-15", record: .never) }
    }
    let failing = (0..<Bench.count).map { _ in
        Bench.seconds { withKnownIssue { assertSnapshot(of: changed, as: Bench.strategy, named: "iphone-15", record: .never) } }
    }
    Bench.report("swift-testing", unchanged: unchanged, changed: failing, render: try Bench.plainRender())
}
