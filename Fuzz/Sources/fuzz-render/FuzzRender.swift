import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapRender
import SeatMapOutput
import SeatMapTheme

/// The renderer end to end on small halls: arbitrary bytes decoded as a hall (at most 400
/// seats, to keep an input fast), laid out on a phone in portrait and landscape at text scale 2,
/// resolved and drawn into PNG, SVG and PDF. A thrown error is fine; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let hall = try? HallFile.decode(bytes, file: "fuzz.json"), hall.allSeats.count <= 400,
          let theme = try? Theme.load("maoyan") else { return 0 }
    for device in [Device.default, Device.default.oriented(.landscape)] {
        var request = PageRequest(hall: hall, theme: theme, device: device)
        request.textScale = 2
        guard let page = try? request.make() else { continue }
        for format in ImageFormat.allCases { _ = try? PageOutput.render(page, format: format) }
    }
    return 0
}
