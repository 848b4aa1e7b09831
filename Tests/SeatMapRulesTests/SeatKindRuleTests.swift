import Testing
@testable import SeatMapCore
@testable import SeatMapRules

/// Accessible seating: companion seats go only with the wheelchair space or accessible seat
/// beside them, and suggestions keep accessible seating for those who ask for it.
@Suite struct SeatKindRuleTests {
    /// One row: W C . . C A, all available (W wheelchair, C companion, A accessible).
    static func hall(companionRule: Bool = true) throws -> Hall {
        let kinds: [String?] = ["wheelchair", "companion", nil, nil, "companion", "accessible", nil, nil]
        let seats = kinds.enumerated().map { i, k in
            #"{"seatId": "s\#(i + 1)", "rowNo": 1, "colNo": \#(i + 1), "zone": 1, "price": 4500, "status": 1\#(k.map { #", "kind": "\#($0)""# } ?? "")}"#
        }
        return try HallFile.decode(#"{"maxSeats": 8, \#(companionRule ? "" : #""companionRule": false, "#)"rows": [[\#(seats.joined(separator: ", "))]]}"#)
    }

    func order(_ hall: Hall, _ ids: [String]) -> Result<OrderDraft, RuleError> {
        var sel = SeatSelection(hall: hall)
        _ = sel.select(ids)
        return sel.orderDraft(source: "t", requestId: "6F9619FF-8B86-D011-B42D-00C04FC964FF")
    }

    @Test func aLoneCompanionSeatIsRefusedAndAcceptedBesideAWheelchairSpace() throws {
        let hall = try Self.hall()
        guard case .failure(let e) = order(hall, ["s2", "s3"]) else { Issue.record("a lone companion seat was sold"); return }
        #expect(e == .loneCompanion(["s2"]) && e.code == "loneCompanion")
        #expect(e.description.contains("can only be bought with the wheelchair space or accessible seat beside it"))
        let ok = try order(hall, ["s1", "s2"]).get()
        #expect(ok.seatKinds == [.wheelchair, .companion] && ok.json.serialized().contains(#""seatKinds": ["wheelchair", "companion"]"#))
        #expect((try? order(hall, ["s5", "s6"]).get()) != nil)  // beside an accessible seat
        // A venue that turns the rule off sells it alone.
        #expect((try? order(hall, ["s4", "s5"]).get()) == nil)
        #expect((try? order(try Self.hall(companionRule: false), ["s4", "s5"]).get()) != nil)
        #expect(try HallFile.decode(Self.hall(companionRule: false).json.serialized()).companionRule == false)
    }

    @Test func suggestionsKeepAccessibleSeatingForThoseWhoAsk() throws {
        let hall = try Self.hall()
        let plain = try SeatSuggester(hall: hall).suggest(count: 2).get().map { hall[$0].seatId }
        #expect(plain.allSatisfy { hall.seat(id: $0)?.kind == nil }, "\(plain)")
        let accessible = try SeatSuggester(hall: hall, accessible: true).suggest(count: 2).get().map { hall[$0].seatId }
        #expect(accessible.contains { [.wheelchair, .accessible].contains(hall.seat(id: $0)?.kind) }, "\(accessible)")
        #expect(throws: Never.self) { try SeatSuggester(hall: hall).suggest(count: 2).get() }
        // Four ordinary seats side by side do not exist: a plain 3 takes no accessible seating.
        if case .success(let s) = SeatSuggester(hall: hall).suggest(count: 3) { Issue.record("took \(s)") }
    }

    @Test func kindsRoundTripAndUnknownOnesAreLocated() throws {
        let hall = try Self.hall()
        #expect(try HallFile.decode(hall.json.serialized()).seat(id: "s1")?.kind == .wheelchair)
        do {
            _ = try HallFile.decode(#"{"rows": [[{"seatId": "a", "rowNo": 1, "colNo": 1, "zone": 1, "price": 1, "status": 1, "kind": "throne"}]]}"#, file: "k.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(#"rows[0][0].kind: unknown seat kind "throne" (expected one of wheelchair, accessible, companion, restrictedView, recliner, motion)"#), "\(error)")
        }
    }
}
