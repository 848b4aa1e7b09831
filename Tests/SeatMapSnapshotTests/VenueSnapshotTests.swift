import Foundation
import Testing
import SeatMapCore
import SeatMapPNG
import SeatMapVenue
@testable import SeatMapSnapshot
@testable import SeatMapSnapshotCore

/// A venue map is a snapshot like a page: recorded, then compared strictly, and a failure names
/// the changed seat as people read it (section, row, seat), not by its id.
@Suite struct VenueSnapshotTests {
    /// Two rows of four in a section, seats 44 source units apart (one unit is one point).
    static func venue(soldIds: Set<String> = []) -> Venue {
        let rows = ["1", "2"].enumerated().map { r, label in
            Venue.Row(label: label, sectionId: "mid", seats: (1...4).map { n in
                let id = "M-\(label)-\(n)"
                return Venue.Seat(seatId: id, label: "\(n)", position: Point(x: 100 + 44 * Double(n), y: 100 + 44 * Double(r)),
                                  rotationDegrees: 0, status: soldIds.contains(id) ? .sold : .available)
            })
        }
        return Venue(name: "Snapshot venue", sections: [Venue.Section(id: "mid", label: "中区", outline: [
            Point(x: 110, y: 70), Point(x: 310, y: 70), Point(x: 310, y: 178), Point(x: 110, y: 178)])], rows: rows, seatPitch: 44)
    }

    @Test func aSoldSeatFailsTheMapAndIsNamedBySectionRowAndSeat() throws {
        let (dir, testFile, env) = try SeatChangeTests.snapshotFolder("venue-snapshot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let strategy = Snapshotting<Venue, PageImage>.map(pixelsPerDesignPoint: 2)
        #expect(verifySnapshot(of: Self.venue(), as: strategy, named: "map", record: .missing, filePath: testFile,
                               testName: "venue()", environment: env)?.contains("recorded snapshot") == true)
        // The reference is the map `render --mode full` draws: 2 px per point.
        let reference = try PNGCodec.decode([UInt8](try Data(contentsOf: dir.appendingPathComponent("__Snapshots__/HallTests/venue.map.png"))))
        #expect(reference.width > 400 && reference.height > 200)
        #expect(verifySnapshot(of: Self.venue(), as: strategy, named: "map", record: .never, filePath: testFile,
                               testName: "venue()", environment: env) == nil)

        let message = try #require(verifySnapshot(of: Self.venue(soldIds: ["M-2-3"]), as: strategy, named: "map", record: .never,
                                                  filePath: testFile, testName: "venue()", environment: env))
        #expect(message.hasPrefix("changed seats: M-2-3 (available→sold) 中区 2排3号; "), "\(message)")
        // Selecting a seat is a change too, named the same way.
        let selected = Snapshotting<Venue, PageImage>.map(pixelsPerDesignPoint: 2, selected: ["M-1-1"])
        let chosen = try #require(verifySnapshot(of: Self.venue(), as: selected, named: "map", record: .never,
                                                 filePath: testFile, testName: "venue()", environment: env))
        #expect(chosen.hasPrefix("changed seats: M-1-1 (available→selected) 中区 1排1号; "), "\(chosen)")
    }

    /// The library reads venue files as the command line does, and says why it cannot.
    @Test func venueFilesLoadWithLocatedRefusals() throws {
        let theatre = try VenueFile.load(path: SeatChangeTests.sample("venues/theatre"))
        #expect(theatre.allSeats.count == 257)
        #expect(throws: VenueReadError.self) { try VenueFile.load(path: "/nonexistent/venue.json") }
        do { _ = try VenueFile.load(path: "/nonexistent/venue.json") } catch { #expect(error.description == "/nonexistent/venue.json: no such file") }
        let hall = SeatChangeTests.sample("standard")
        do { _ = try VenueFile.load(path: hall); Issue.record("a hall read as a venue") } catch {
            #expect(error.description.hasPrefix("\(hall):1:1: format: not a SeatMap venue file"), "\(error)")
        }
    }
}
