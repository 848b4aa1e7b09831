import Foundation
import Testing
import SeatMapCore
import SeatMapRules
@testable import SeatMapVenue

/// General admission: places by count within what is left, an area sold whole taken whole,
/// places and seats within one order's limit, the order's total adding each area's price.
@Suite struct VenueAreaRulesTests {
    static func venue(left: Int? = 5, whole: Bool = false) -> VenueRules {
        var v = Venue(rows: [VenueRulesTests.row("A", "AAAAAA", y: 0)], seatPitch: 20)
        var area = Venue.Area(id: "floor", label: "Floor", outline: .rectangle(center: Point(x: 50, y: 100), width: 80, height: 40, rotationDegrees: 0),
                              capacity: 8, bookAsAWhole: whole, left: left)
        area.priceMinorUnits = 28000
        v.areas = [area]
        return VenueRules(venue: v, pitch: 20)
    }

    @Test func placesAreCountedWithinWhatIsLeft() {
        let r = Self.venue()
        #expect(r.areaPlaces([("floor", 3)]) == .success([AreaPlaces(areaId: "floor", label: "Floor", count: 3, priceMinorUnits: 28000)]))
        // The same area twice is added up, and checked as one.
        #expect(r.areaPlaces([("floor", 3), ("floor", 2)]).map { $0.map(\.count) } == .success([5]))
        #expect(r.areaPlaces([("floor", 3), ("floor", 3)]) == .failure(.areaFull(areaId: "floor", asked: 6, left: 5)))
        // Without `left`, the whole capacity is to be had; the order's limit (6) still holds.
        #expect(Self.venue(left: nil).areaPlaces([("floor", 6)]).map { $0.map(\.count) } == .success([6]))
        #expect(Self.venue(left: nil).areaPlaces([("floor", 4)], seats: 3) == .failure(.exceedsLimit(count: 7, limit: 6)))
        #expect(r.areaPlaces([("flor", 1)]) == .failure(.unknownArea("flor", nearest: "floor")))
        #expect(r.areaPlaces([("floor", 0)]) == .failure(.invalidCount(0)))
        #expect(RuleError.areaFull(areaId: "floor", asked: 6, left: 5).description == "area \"floor\" has 5 places left, 6 asked")
    }

    @Test func anAreaSoldWholeIsTakenWhole() {
        let r = Self.venue(left: nil, whole: true)
        #expect(r.areaPlaces([("floor", 3)]) == .failure(.areaWhole(areaId: "floor", asked: 3, capacity: 8)))
        // Its capacity (8) is over the order's limit of 6: such an area cannot be ordered with
        // this limit, and the rules say which.
        #expect(r.areaPlaces([("floor", 8)]) == .failure(.exceedsLimit(count: 8, limit: 6)))
    }

    @Test func theOrderAddsThePlacesToTheSeats() throws {
        let r = Self.venue()
        let id = "00000000-0000-0000-0000-000000000001"
        let draft = try r.orderDraft(["A-3", "A-4"], areas: [("floor", 2)], source: "t", requestId: id).get()
        #expect(draft.seatIds == ["A-3", "A-4"] && draft.areaPlaces.map(\.count) == [2])
        // The row's seats have no price: the total is the places' alone.
        #expect(draft.totalAmount == 56000)
        #expect(draft.json.serialized(sortedKeys: true).contains(#""places": [{"amount": 56000, "area": "floor", "count": 2, "label": "Floor"}]"#))
        // Places alone are an order; seats' rules still hold with places.
        let alone = try r.orderDraft([], areas: [("floor", 1)], source: "t", requestId: id).get()
        #expect(alone.seatIds.isEmpty && alone.totalAmount == 28000)
        #expect(r.orderDraft(["A-2"], areas: [("floor", 1)], source: "t", requestId: id) == .failure(.leavesLoneSeats(["A-1"])))
    }

    /// seats.io's last step: no N side by side in any row → the N available seats nearest the
    /// focus, apart, said as `nextToEachOther: false`; a block when there is one; `noBlock` when
    /// fewer seats than N are free.
    @Test func bestAvailableFallsBackToTheNearestApart() throws {
        // Row A: every other seat sold, so no two side by side; row B further from the focus.
        let r = VenueRulesTests.rules([VenueRulesTests.row("A", "ASASAS", y: 0), VenueRulesTests.row("B", "SASASA", y: 40)], focal: Point(x: 0, y: -100))
        #expect(r.suggest(count: 2) == .failure(.noBlock(count: 2)))
        let apart = try r.bestAvailable(count: 2).get()
        #expect(apart.nextToEachOther == false)
        #expect(apart.ids == ["A-1", "A-3"], "\(apart.ids)")
        #expect(try r.bestAvailable(count: 1).get().nextToEachOther == true)
        #expect(r.bestAvailable(count: 7).map(\.ids) == .failure(.exceedsLimit(count: 7, limit: 6)))
        let few = VenueRulesTests.rules([VenueRulesTests.row("A", "ASAS", y: 0)])
        #expect(few.bestAvailable(count: 3).map(\.ids) == .failure(.noBlock(count: 3)))
    }
}
