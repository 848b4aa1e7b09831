import SeatMapCore
import SeatMapLayout
import SeatMapRules

/// Hall decoding, validation, layout, hit-testing and the selection rules on arbitrary bytes.
/// Anything but a thrown error or a normal return (a trap, a leak, a hang) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHall(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let hall = try? HallFile.decode(bytes, file: "fuzz.json") else { return 0 }
    // Layout and hit-testing on two devices, at the corners of the zoom range.
    for device in [Device.presets[0], Device.presets[2]] {
        for zoom in [Zoom.fit, .scale(Zoom.range.lowerBound), .scale(Zoom.range.upperBound)] {
            let layout = SeatLayout(hall: hall, metrics: SeatMetrics())
            guard let page = try? PageLayout.make(seatLayout: layout, device: device, mode: .screen, zoom: zoom) else { continue }
            let tester = HitTester(layout: page)
            for p in [Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: page.viewport.frame.width / 2, y: 1)] {
                _ = try? tester.seat(atViewport: p, slop: 10)
            }
        }
    }
    _ = try? PageLayout.make(seatLayout: SeatLayout(hall: hall, metrics: SeatMetrics()), device: .default, mode: .full)
    // Selection rules: tap every seat (up to a bound), suggest, and make an order draft.
    var selection = SeatSelection(hall: hall)
    for (index, _) in hall.allSeats.prefix(64) { _ = selection.toggle(index) }
    _ = selection.totalMinorUnits
    _ = selection.orderDraft(source: "fuzz", requestId: "00000000-0000-0000-0000-000000000000")
    for n in [1, 2, 4] { _ = SeatSuggester(hall: hall).suggest(count: n) }
    return 0
}
