import Testing
import SeatMapTestSupport
import SeatMapCore
@testable import SeatMapRules

@Suite struct ToggleTests {
    @Test func onlyAvailableSeatsAndDeselectBeforeLimit() {
        var s = SeatSelection(hall: HallBuilder.hall(["AASL"], maxSeats: 2))
        #expect(s.toggle("1_1") == .success([GridIndex(row: 0, col: 0)]))
        #expect(s.toggle("1_3") == .failure(.notAvailable(seatId: "1_3", state: "sold")))
        #expect(s.toggle("1_4") == .failure(.notAvailable(seatId: "1_4", state: "locked")))
        #expect(s.toggle("9_9") == .failure(.unknownSeat(seatId: "9_9")))
        _ = s.toggle("1_2")
        #expect(s.selectedSeatIds == ["1_1", "1_2"])
        // At the limit, tapping a selected seat still deselects it (the check comes first).
        #expect(s.toggle("1_1") == .success([GridIndex(row: 0, col: 1)]))
        #expect(s.selectedSeatIds == ["1_2"])
    }

    @Test func limitIsTheHallsMaxSeats() {
        var s = SeatSelection(hall: HallBuilder.hall(["AAAAAAAA"]))  // default 6
        for i in 1...6 { _ = s.toggle("1_\(i)") }
        #expect(s.toggle("1_7") == .failure(.exceedLimit(seatId: "1_7", limit: 6)))
        #expect(s.selected.count == 6)
    }

    @Test func keepsTapOrderAndTotalsInFen() {
        var s = SeatSelection(hall: HallBuilder.hall(["AGA"], price: 4550))
        _ = s.toggle("1_3"); _ = s.toggle("1_1"); _ = s.toggle("1_2")
        #expect(s.selectedSeatIds == ["1_3", "1_1", "1_2"])
        #expect(s.totalMinorUnits == 4550 * 3 + 1000)
        #expect(formatYuan(s.totalMinorUnits) == "146.50")
        #expect(formatYuan(5) == "0.05")
        #expect(formatYuanShort(4500) == "45" && formatYuanShort(4550) == "45.5" && formatYuanShort(4555) == "45.55")
    }
}

@Suite struct CoupleTests {
    @Test func pairsFromTheLeftInEachRun() {
        let h = HallBuilder.hall(["CCC_CC", "ACCA"])
        #expect(h.couplePartner(of: GridIndex(row: 0, col: 0)) == GridIndex(row: 0, col: 1))
        #expect(h.couplePartner(of: GridIndex(row: 0, col: 2)) == nil)  // odd last one is single
        #expect(h.couplePartner(of: GridIndex(row: 0, col: 4)) == GridIndex(row: 0, col: 5))
        #expect(h.couplePartner(of: GridIndex(row: 1, col: 1)) == GridIndex(row: 1, col: 2))
        #expect(h.couplePartner(of: GridIndex(row: 1, col: 0)) == nil)
    }

    @Test func oneHalfSelectsAndDeselectsBoth() {
        var s = SeatSelection(hall: HallBuilder.hall(["CCAA"]))
        _ = s.toggle("1_2")
        #expect(s.selectedSeatIds == ["1_2", "1_1"])
        _ = s.toggle("1_1")
        #expect(s.selected.isEmpty)
    }

    @Test func aPairCountsTwoAndIsRefusedWhole() {
        var s = SeatSelection(hall: HallBuilder.hall(["CCAA"], maxSeats: 3))
        _ = s.toggle("1_3"); _ = s.toggle("1_4")
        #expect(s.toggle("1_1") == .failure(.exceedLimit(seatId: "1_1", limit: 3)))
        #expect(s.selectedSeatIds == ["1_3", "1_4"])
    }

    @Test func selectingAListKeepsSofasWhole() {
        var s = SeatSelection(hall: HallBuilder.hall(["CCAS"]))
        // Both halves listed: the second is already in and stays in.
        #expect(s.select(["1_1", "1_2", "1_3"]) == .success([GridIndex(row: 0, col: 0), GridIndex(row: 0, col: 1), GridIndex(row: 0, col: 2)]))
        var t = SeatSelection(hall: HallBuilder.hall(["CCAS"]))
        #expect(t.select(["1_3", "1_4", "1_1"]) == .failure(.notAvailable(seatId: "1_4", state: "sold")))
        #expect(t.selectedSeatIds == ["1_3"])
    }

    @Test func aSofaWithATakenHalfIsNotAvailable() {
        var s = SeatSelection(hall: HallBuilder.hall(["Cc"]))
        #expect(s.toggle("1_1") == .failure(.notAvailable(seatId: "1_1", state: "sold (its couple partner 1_2)")))
    }
}

@Suite struct GapRuleTests {
    func orphans(_ rows: [String], _ taps: [String]) -> [String] {
        var s = SeatSelection(hall: HallBuilder.hall(rows))
        for t in taps { _ = s.toggle(t) }
        return s.orphanedSeats.map(\.seatId)
    }

    @Test func loneSeatBesideSoldSeat() { #expect(orphans(["SAAAAA"], ["1_3"]) == ["1_2"]) }
    @Test func loneSeatBesideAisle() { #expect(orphans(["AAAA_A"], ["1_3"]) == ["1_4"]) }
    @Test func loneSeatAtRowEdge() { #expect(orphans(["AAAAA"], ["1_2"]) == ["1_1"]) }
    @Test func loneSeatBetweenTwoSelected() { #expect(orphans(["AAAAAA"], ["1_2", "1_4"]) == ["1_1", "1_3"]) }
    @Test func loneSeatBesideLocked() { #expect(orphans(["LAAAAA"], ["1_3", "1_4"]) == ["1_2"]) }
    @Test func noGapNoComplaint() { #expect(orphans(["SAAAAA"], ["1_2", "1_3"]).isEmpty) }
    @Test func twoEmptySeatsAreFine() { #expect(orphans(["AAAAAA"], ["1_3", "1_4"]).isEmpty) }

    @Test func relaxedWhereEveryAlternativeLeavesOne() {
        // Row of three available seats between sold ones; any two leave one lone seat: relaxed.
        #expect(orphans(["SAAAS"], ["1_2", "1_3"]).isEmpty)
        // But with room for an orphan-free choice, the rule holds.
        #expect(orphans(["SAAAAS"], ["1_3", "1_4"]) == ["1_2", "1_5"])
    }

    @Test func tapsMayPassThroughOrphanStatesButOrderChecks() {
        var s = SeatSelection(hall: HallBuilder.hall(["AAAAA"]))
        #expect(s.toggle("1_2") == .success([GridIndex(row: 0, col: 1)]))
        #expect(s.orderDraft(source: "t", requestId: "00000000-0000-0000-0000-000000000001")
                == .failure(.leavesLoneSeats(["1_1"])))
        _ = s.toggle("1_1")
        #expect((try? s.orderDraft(source: "t", requestId: "00000000-0000-0000-0000-000000000001").get()) != nil)
    }
}

@Suite struct SuggestTests {
    @Test func centreRowThenCentreAxis() {
        let h = HallBuilder.hall(["AAAAAAA", "AAAAAAA", "AAAAAAA", "AAAAAAA"])
        // Centre row index 4/2 = 2; centre axis between columns 2 and 4 for 2 seats: (2,3) and (3,4) tie → leftmost.
        #expect(SeatSuggester(hall: h).suggest(count: 2) == .success([GridIndex(row: 2, col: 2), GridIndex(row: 2, col: 3)]))
        #expect(SeatSuggester(hall: h).suggest(count: 3) == .success([GridIndex(row: 2, col: 2), GridIndex(row: 2, col: 3), GridIndex(row: 2, col: 4)]))
    }

    @Test func rowBehindTheCentreFirstOnATie() {
        let h = HallBuilder.hall(["AAA", "AAA", "SSS", "AAA", "AAA"])
        #expect(SeatSuggester(hall: h).suggest(count: 3).map { $0.map(\.row) } == .success([3, 3, 3]))
    }

    @Test func searchesEveryRowBeforeGivingUp() {
        let h = HallBuilder.hall(["AAAA", "SSSS", "SSSS", "SSSS", "SSSS", "SSSS", "SSSS", "SSSS", "SSSS"])
        #expect(SeatSuggester(hall: h).suggest(count: 4) == .success((0..<4).map { GridIndex(row: 0, col: $0) }))
    }

    @Test func noAisleInsideAndCouplesWhole() {
        let h = HallBuilder.hall(["AA_AA", "ACCA"])
        let s = SeatSuggester(hall: h)
        #expect(s.suggest(count: 3).map { $0.map(\.row) } == .success([1, 1, 1]))
        // Both blocks of row 1 keep the sofa (cols 1-2) whole; the hall's axis is at column 2
        // (its longest row has 5 slots), so cols 1-3 are nearer the centre.
        #expect(s.suggest(count: 3) == .success([GridIndex(row: 1, col: 1), GridIndex(row: 1, col: 2), GridIndex(row: 1, col: 3)]))
        #expect(s.suggest(count: 1).map { $0.count } == .success(1))
        let blocked = HallBuilder.hall(["CCA"])
        // A block of 1 or 2 may not split the sofa: only [2] alone or [0,1] together.
        #expect(SeatSuggester(hall: blocked).suggest(count: 2) == .success([GridIndex(row: 0, col: 0), GridIndex(row: 0, col: 1)]))
    }

    @Test func avoidsLeavingALoneSeat() {
        // Centre row 1: AAAAS → 2 seats at the centre (1,2) would strand col 0 …; the suggester picks a block with no orphan.
        let h = HallBuilder.hall(["SSSSS", "SAAAS", "SSSSS"])
        // In row 1 every pair leaves a lone seat, so the best pair by position is chosen anyway.
        #expect(SeatSuggester(hall: h).suggest(count: 2) == .success([GridIndex(row: 1, col: 1), GridIndex(row: 1, col: 2)]))
        let h2 = HallBuilder.hall(["AAAA", "SAAAS", "SSSSS"])
        // Row 1 (centre) leaves an orphan for any pair; row 0 has an orphan-free pair: it wins.
        #expect(SeatSuggester(hall: h2).suggest(count: 2).map { $0.map(\.row) } == .success([0, 0]))
    }

    @Test func failuresCarryReasons() {
        let h = HallBuilder.hall(["ASA", "SAS"], maxSeats: 4)
        #expect(SeatSuggester(hall: h).suggest(count: 2) == .failure(.noBlock(count: 2)))
        #expect(SeatSuggester(hall: h).suggest(count: 5) == .failure(.exceedsLimit(count: 5, limit: 4)))
        #expect(SeatSuggester(hall: h).suggest(count: 0) == .failure(.invalidCount(0)))
    }

    /// Property test: suggestions are valid, and brute force over every block finds none better.
    @Test func randomHallsAgreeWithBruteForce() {
        var rng = SeededRandom(seed: 42)
        var found = 0
        for _ in 0..<400 {
            let hall = HallBuilder.random(&rng, maxRows: 6, maxCols: 9)
            let n = Int.random(in: 1...4, using: &rng)
            let suggester = SeatSuggester(hall: hall)
            // Brute force: every contiguous run of n slots in every row, checked from first principles.
            var all: [(SeatSuggester.Rank, [GridIndex])] = []
            for (r, row) in hall.rows.enumerated() where row.count >= n {
                for start in 0...(row.count - n) {
                    let cols = Array(start..<(start + n))
                    guard cols.allSatisfy({ row[$0].status == .available }) else { continue }
                    let idx = cols.map { GridIndex(row: r, col: $0) }
                    guard idx.allSatisfy({ hall.couplePartner(of: $0).map(idx.contains) ?? true }) else { continue }
                    all.append((suggester.rank(row: r, block: start...(start + n - 1)), idx))
                }
            }
            switch suggester.suggest(count: n) {
            case .success(let seats):
                found += 1
                #expect(seats.count == n)
                #expect(Set(seats.map(\.row)).count == 1)
                #expect(seats.allSatisfy { hall[$0].status == .available && !hall[$0].isAisle })
                #expect(zip(seats, seats.dropFirst()).allSatisfy { $1.col == $0.col + 1 })
                let best = all.map(\.0).min()!
                #expect(suggester.rank(row: seats[0].row, block: seats[0].col...seats.last!.col) == best)
                // Selecting the suggestion is always allowed by the toggle rules.
                var sel = SeatSelection(hall: hall)
                for s in seats where !sel.isSelected(s) { #expect((try? sel.toggle(s).get()) != nil) }
                #expect(Set(sel.selected) == Set(seats))
            case .failure(let f):
                #expect(all.isEmpty, "\(f)")
            }
        }
        #expect(found > 150)
    }
}

@Suite struct OrderAndRefreshTests {
    let id = "6F9619FF-8B86-D011-B42D-00C04FC964FF"

    @Test func draftHasEveryFieldWithSortedKeys() throws {
        var s = SeatSelection(hall: HallBuilder.hall(["AAAG"]))
        _ = s.toggle("1_3"); _ = s.toggle("1_4")
        let draft = try s.orderDraft(source: "ios_seat_demo", requestId: id).get()
        #expect(draft.json.serialized(sortedKeys: true)
                == #"{"clientRequestId": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "hallId": "h1", "orderSource": "ios_seat_demo", "seatIds": ["1_3", "1_4"], "seatLabels": ["1排3号", "1排4号"], "showtimeId": "s1", "totalAmount": 10000}"#)
    }

    @Test func draftOfAMinimalHallHasNullIdsAndPrintedLabels() throws {
        let hall = try HallFile.decode(#"{"rows": [[{"seatId": "A1", "rowNo": 1, "colNo": 1, "rowLabel": "A", "zone": 1, "price": 4500, "status": 1}, {"seatId": "A2", "rowNo": 1, "colNo": 2, "rowLabel": "A", "colLabel": "2L", "zone": 1, "price": 4500, "status": 1}]]}"#)
        var s = SeatSelection(hall: hall)
        _ = s.toggle("A2"); _ = s.toggle("A1")
        let draft = try s.orderDraft(source: "web", requestId: id, seatLabel: "Row {row} Seat {col}").get()
        #expect(draft.seatLabels == ["Row A Seat 2L", "Row A Seat 1"])
        #expect(draft.showtimeId == nil && draft.hallId == nil)
        #expect(draft.json.serialized(sortedKeys: true).contains(#""hallId": null"#))
    }

    @Test func emptyAndBadRequestIdAreRefused() {
        let s = SeatSelection(hall: HallBuilder.hall(["AA"]))
        #expect(s.orderDraft(source: "x", requestId: id) == .failure(.emptySelection))
        var t = s
        _ = t.toggle("1_1"); _ = t.toggle("1_2")
        #expect(t.orderDraft(source: "x", requestId: "not-a-uuid") == .failure(.invalidRequestId("not-a-uuid")))
    }

    @Test func refreshDropsTakenSeatsAndKeepsTheRest() {
        var s = SeatSelection(hall: HallBuilder.hall(["AAAACC"]))
        _ = s.toggle("1_1"); _ = s.toggle("1_2"); _ = s.toggle("1_5")
        let fresh = HallBuilder.hall(["ASAAcC"])
        let (next, report) = s.refreshed(with: fresh)
        #expect(next.selectedSeatIds == ["1_1"])
        #expect(report.dropped == [.init(seatId: "1_2", nowState: "sold"), .init(seatId: "1_5", nowState: "sold"),
                                   .init(seatId: "1_6", nowState: "sold (couple partner 1_5)")])
        #expect(report.kept == ["1_1"])
        #expect(report.changedElsewhere == 2)
    }
}

@Suite struct HighlightTests {
    @Test func highlightIsVisualStateOnly() {
        var s = SeatSelection(hall: HallBuilder.hall(["AGGA"]))
        #expect(s.isHighlighted(GridIndex(row: 0, col: 1)) == nil)
        s.highlightZone = .golden
        #expect(s.isHighlighted(GridIndex(row: 0, col: 1)) == true)
        #expect(s.isHighlighted(GridIndex(row: 0, col: 0)) == false)
        // It never changes what can be selected.
        #expect(s.toggle("1_1") == .success([GridIndex(row: 0, col: 0)]))
    }
}

@Suite struct SuggestCostTests {
    /// The O(1) stranded-seat check used for ranking agrees with the full-row scan on every block
    /// of random halls.
    @Test func localOrphanCheckMatchesTheRowScan() {
        var rng = SeededRandom(seed: 17)
        for _ in 0..<300 {
            let hall = HallBuilder.random(&rng)
            for r in hall.rows.indices {
                for n in 1...4 {
                    for block in SeatSelection.contiguousBlocks(in: hall, row: r, count: n) {
                        let chosen = Set(block.map { GridIndex(row: r, col: $0) })
                        let scan = !SeatSelection.orphans(in: hall, row: r, chosen: chosen).isEmpty
                        #expect(SeatSuggester.leavesOrphan(in: hall, row: r, block: block) == scan)
                    }
                }
            }
        }
    }
}

@Suite struct SuggestedIdTests {
    @Test func suggestionsAnswerSeatIdsInOrder() throws {
        let hall = HallBuilder.hall(["AAAAAAA", "AAAAAAA"])
        let s = SeatSuggester(hall: hall)
        let indices = try s.suggest(count: 3).get()
        #expect(try s.suggestIds(count: 3).get() == indices.map { hall[$0].seatId })
        #expect(try s.suggestIds(count: 3).get().count == 3)
        guard case .failure = s.suggestIds(count: 99) else { Issue.record("expected a refusal"); return }
    }
}
