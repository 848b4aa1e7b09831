import Dispatch
import Foundation
import SeatMapCore
import SeatMapLayout
import SeatMapOutput
import SeatMapPage
import SeatMapSnapshot

/// What every framework's benchmark asserts: the standard sample on an iPhone 15 (the page the
/// issue measured), and the same hall with one seat sold (5_5) for the changed assertions.
enum Bench {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..").standardized
    static let count = 20

    static func hall() throws -> Hall { try HallFile.load(path: root.appendingPathComponent("Samples/standard.json").path) }
    static func changedHall() throws -> Hall { try hall().settingStatus(.sold, of: ["5_5"]) }
    static let device = try! Device.named("iphone-15")
    static var strategy: Snapshotting<Hall, PageImage> { .page(device: device) }

    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
    }

    /// A plain render of the same page (page, resolve, PNG bytes): what an assertion is measured against.
    static func plainRender() throws -> Double {
        let hall = try hall()
        _ = try PageOutput.render(try SeatPage.make(hall: hall, device: device), format: .png)
        return try (0..<count).map { _ in
            try seconds { _ = try PageOutput.render(try SeatPage.make(hall: hall, device: device), format: .png) }
        }.sorted()[count / 2]
    }

    /// `seatmap-consumer-bench <framework> <build> unchanged=… changed=… render=…` (medians, ms):
    /// the line `Benchmarks/consumer.sh` reads.
    static func report(_ framework: String, unchanged: [Double], changed: [Double], render: Double) {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] * 1000 }
        print(String(format: "seatmap-consumer-bench %@ %@ unchanged=%.1f changed=%.1f render=%.1f total-unchanged=%.0f total-changed=%.0f",
                     framework, build, median(unchanged), median(changed), render * 1000,
                     unchanged.reduce(0, +) * 1000, changed.reduce(0, +) * 1000))
    }
}
