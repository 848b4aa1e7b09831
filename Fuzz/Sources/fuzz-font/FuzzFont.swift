import Foundation
import SeatMapCore
import SeatMapLayout
import SeatMapPage
import SeatMapRender
import SeatMapSVG
import SeatMapTheme

/// Arbitrary bytes as a theme's font file: FreeType's catalogue, the damaged-face probe, HarfBuzz
/// shaping of the page's text (CJK, digits, ¥) and Cairo drawing it, in a fresh font library per
/// input (so no cache hides a path). A thrown error (the file is no font) is fine; a crash, leak
/// or hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = NSTemporaryDirectory() + "seatmap-fuzz-font-\(getpid()).ttf"
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return 0 }
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard var theme = try? Theme.load("maoyan-en"), let hall = try? HallFile.decode(Array(smallHall.utf8), file: "small.json") else { return 0 }
    theme.fontFiles = [path]
    theme.fontFileOrigins = ["fuzz-theme.json:1:1: fontFiles[0]"]
    let library = FontLibrary(folders: [], systemFolders: [])
    _ = try? library.chain(for: theme)
    guard let page = try? PageRequest(hall: hall, theme: theme, device: .default).make() else { return 0 }
    if let resolved = try? Renderer.resolve(page, fonts: library) {
        _ = try? Renderer.png(resolved, fonts: library)
        _ = try? SVGDocument.bytes(resolved)
    }
    return 0
}

let smallHall = #"{"movie": {"id": "m", "title": "流浪地球 ¥45 Ångström 🎬"}, "showtime": {"id": "s", "startsAt": "2026-11-29T19:30:00+08:00", "hall": {"id": "h", "name": "1号厅"}, "price": 4500}, "rows": [[{"seatId": "1", "rowNo": 1, "colNo": 1, "zone": 1, "price": 4500, "status": 1}, {"seatId": "2", "rowNo": 1, "colNo": 2, "zone": 1, "price": 4500, "status": 0}]]}"#
