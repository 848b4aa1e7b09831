import Testing
@testable import SeatMapCore

@Suite struct CurrencyTests {
    @Test func amountsAreWrittenWithEachCurrencysMinorUnitsAndGrouping() throws {
        func f(_ code: String, _ amount: Int, short: Bool = true) throws -> String { try #require(Currency.named(code)).format(amount, short: short) }
        #expect(try f("CNY", 4500) == "¥45" && f("CNY", 4550) == "¥45.50" && f("CNY", 4500, short: false) == "¥45.00")
        #expect(try f("CNY", 128_000) == "¥1280")  // no grouping, as Chinese ticketing apps write it
        #expect(try f("VND", 80_000) == "80.000 ₫" && f("VND", 1_600_000) == "1.600.000 ₫" && f("VND", 500, short: false) == "500 ₫")
        #expect(try f("THB", 14_000) == "฿140" && f("thb", 14_050) == "฿140.50")
        #expect(try f("USD", 123_456) == "$1,234.56" && f("EUR", 1250) == "12,50 €" && f("JPY", 1200) == "¥1,200")
        #expect(try f("IDR", 50_000) == "Rp50.000" && f("USD", -5) == "-$0.05" && f("USD", 0, short: false) == "$0.00")
        #expect(Currency.named("XYZ") == nil)
        #expect(try #require(Currency.named("VND")).minorPerUnit == 1 && Currency.cny.minorPerUnit == 100)
    }

    @Test func aHallNamesItsCurrency() throws {
        let seat = #"{"seatId": "1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 80000, "status": 1}"#
        let hall = try HallFile.decode(#"{"currency": "vnd", "rows": [[\#(seat)]]}"#)
        #expect(hall.currency?.code == "VND")
        #expect(try HallFile.decode(hall.json.serialized()).currency?.code == "VND")
        #expect(try HallFile.decode(#"{"rows": [[\#(seat)]]}"#).currency == nil)
        do {
            _ = try HallFile.decode(#"{"currency": "ZZZ", "rows": [[\#(seat)]]}"#, file: "h.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(#"currency: unknown currency "ZZZ" (an ISO 4217 code SeatMap writes: CNY, HKD"#), "\(error)")
        }
    }

    /// Rupees were written in Western groups (`₹100,000.00`): India groups in lakhs and crores,
    /// two digits a group above the first three; every other currency keeps groups of three.
    @Test func rupeesAreGroupedInLakhsAndCrores() throws {
        let inr = try #require(Currency.named("INR"))
        #expect(inr.format(10_000_000, short: false) == "₹1,00,000.00")
        #expect(inr.format(1_234_567_800) == "₹1,23,45,678")
        #expect(inr.format(99_900) == "₹999" && inr.format(100_000) == "₹1,000" && inr.format(1_000_000) == "₹10,000")
        #expect(inr.format(-10_000_000) == "-₹1,00,000")
        #expect(try #require(Currency.named("USD")).format(10_000_000) == "$100,000")
    }
}
