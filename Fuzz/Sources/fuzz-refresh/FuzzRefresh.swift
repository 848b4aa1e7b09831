import SeatMapCore
import SeatMapRules

/// Arbitrary bytes as the newer snapshot of `select --refresh`: a selection on a fixed hall is
/// refreshed with the decoded hall (another showtime, other seats, other sizes). A thrown error
/// is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRefresh(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let fresh = try? HallFile.decode(bytes, file: "fresh.json"),
          let base = try? HallFile.decode(Array(baseHall.utf8), file: "base.json") else { return 0 }
    var selection = SeatSelection(hall: base)
    for (index, _) in base.allSeats.prefix(4) { _ = selection.toggle(index) }
    let (after, _) = selection.refreshed(with: fresh)
    _ = after.totalMinorUnits
    _ = after.orderDraft(source: "fuzz", requestId: "00000000-0000-0000-0000-000000000000")
    return 0
}

let baseHall = #"{"movie": {"id": "m", "title": "t"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "h"}, "price": 4500}, "rows": [[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"seatId": "1_2", "rowNo": 1, "colNo": 2, "zone": 1, "price": 4500, "status": 1}, {"seatId": "1_3", "rowNo": 1, "colNo": 3, "zone": 1, "price": 4500, "status": 1}], [{"seatId": "2_1", "rowNo": 2, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"seatId": "2_2", "rowNo": 2, "colNo": 2, "zone": 1, "price": 4500, "status": 1}]]}"#
