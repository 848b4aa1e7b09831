import Foundation
import Testing
import SeatMapCore
import SeatMapLayout
@testable import SeatMapBatch

/// The variant set, its shards and the names that reach the file system, without rendering.
@Suite struct BatchPlanTests {
    func request(_ halls: [String], themes: [String] = ["maoyan", "dark"], devices: [String] = ["iphone-se", "iphone-15"]) throws -> BatchRequest {
        var r = BatchRequest(hallPaths: halls, themes: themes, devices: try devices.map { try Device.named($0) }, outputDirectory: "/tmp/x")
        r.states = [.none, .suggest(3)]
        return r
    }

    @Test func theSetIsTheCrossProductSortedByPath() throws {
        let r = try request(["a/standard.json", "b/imax.json"])
        let items = try BatchPlan.allItems(r, themeNames: r.themes)
        #expect(items.count == 2 * 2 * 2 * 2)
        #expect(items.map(\.output) == items.map(\.output).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        // Byte order: "-" sorts before ".", so a state variant comes before the plain page.
        #expect(Array(items.prefix(2).map(\.output)) == ["imax/dark/iphone-15-suggest3.png", "imax/dark/iphone-15.png"])
        #expect(Set(items.map(\.output)).count == items.count)
    }

    /// Shards are disjoint and together the whole set, for every count.
    @Test(arguments: 1...5)
    func shardsPartitionTheSet(count: Int) throws {
        let r = try request(["standard.json", "imax.json", "studio.json"])
        let all = try BatchPlan.allItems(r, themeNames: r.themes)
        let shards = (1...count).map { BatchPlan.shard(all, index: $0, count: count) }
        #expect(shards.flatMap { $0 }.map(\.output).sorted() == all.map(\.output).sorted())
        #expect(shards.map(\.count).max()! - shards.map(\.count).min()! <= 1)
    }

    /// Names reduced to safe characters cannot leave the output folder; two inputs that would
    /// write one file are refused, naming both.
    @Test func namesAreSafeAndCollisionsAreRefused() throws {
        #expect(BatchPlan.safeName("../../etc/passwd") == "_.._.._etc_passwd")
        #expect(!BatchPlan.safeName("..").hasPrefix("."))
        let r = try request(["x/seat.json", "y/seat.json"], themes: ["maoyan"], devices: ["iphone-se"])
        #expect(throws: BatchError.self) { try BatchPlan.allItems(r, themeNames: r.themes) }
        do { _ = try BatchPlan.allItems(r, themeNames: r.themes) } catch {
            #expect(error.description.contains("x/seat.json") && error.description.contains("y/seat.json"))
        }
    }

    /// Re-run commands are pasted into a shell: every argument comes through as one word.
    @Test func rerunCommandsQuoteEveryArgument() {
        #expect(ShellQuoting.quote("iphone-se") == "iphone-se")
        #expect(ShellQuoting.quote("a b") == "'a b'")
        #expect(ShellQuoting.quote("it's $(rm -rf /)") == #"'it'\''s $(rm -rf /)'"#)
        #expect(ShellQuoting.quote("") == "''")
    }
}
