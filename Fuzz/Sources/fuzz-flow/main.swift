import SeatMapCore
import SeatMapFlow
import SeatMapLayout
import SeatMapPage
import SeatMapTheme

/// Arbitrary bytes as a story (`seatmap flow`): decoded, and when it decodes, played on a fixed
/// small hall with fixed-advance text (every tap, touch, zoom, suggestion and confirm; refresh
/// steps, which read files, are left out). A thrown error is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlow(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard var story = try? FlowStory.decode(bytes, file: "story.json"),
          let hall = try? HallFile.decode(Array(baseHall.utf8), file: "hall.json") else { return 0 }
    story.steps = story.steps.filter { if case .refresh = $0.action { return false } else { return true } }
    let player = FlowPlayer(story: story, theme: .builtinDefault, device: story.device ?? .default, textScale: story.textScale ?? 1,
                            resolve: { page in ResolvedPage(page, measure: FixedAdvanceMeasurer()) })
    guard let frames = try? player.play(hall: hall) else { return 0 }
    for f in frames { _ = FlowRecording.caption(f) }
    return 0
}

let baseHall = #"{"movie": {"id": "m", "title": "t"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "h"}, "price": 4500}, "maxSeats": 3, "rows": [[{"seatId": "1_1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"seatId": "1_2", "rowNo": 1, "colNo": 2, "zone": 1, "price": 4500, "status": 1}, {"seatId": "1_3", "rowNo": 1, "colNo": 3, "zone": 1, "price": 4500, "status": 0}, {"seatId": "1_4", "rowNo": 1, "colNo": 4, "zone": 3, "price": 9000, "status": 1}, {"seatId": "1_5", "rowNo": 1, "colNo": 5, "zone": 3, "price": 9000, "status": 1}], [{"seatId": "2_1", "rowNo": 2, "colNo": 1, "zone": 1, "price": 4500, "status": 3}, {"seatId": "2_2", "rowNo": 2, "colNo": 2, "zone": 2, "price": 5500, "status": 1}]]}"#
