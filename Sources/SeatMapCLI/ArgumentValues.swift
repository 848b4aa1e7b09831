import SeatMapCore
import SeatMapArguments
import SeatMapBatch
import SeatMapLayout
import SeatMapDiff

/// The option value types of the command line, each parsed and validated here once.

/// `iphone-se`, `iphone-15`, `iphone-15-pro-max` or `WxH@S`.
enum DeviceArgument: ArgumentValue {
    static func parse(_ text: String, key: String) throws(UsageError) -> Device {
        do { return try Device.named(text) } catch { throw UsageError("\(key): \(error)") }
    }
}

/// `fit`, `contain` or a zoom scale in `Zoom.range`.
enum ZoomArgument: ArgumentValue {
    static func parse(_ text: String, key: String) throws(UsageError) -> Zoom {
        if let keyword = Zoom(keyword: text) { return keyword }
        // A mistyped keyword (`fitt`) is named as one; anything else is read as a number.
        if let near = Zoom.nearMiss(text) {
            throw UsageError("\(key): expected fit, contain or a zoom scale \(Zoom.range.lowerBound)…\(Zoom.range.upperBound), found '\(text)' (\(near))")
        }
        return .scale(try ParsedArguments.parseDouble(text, key: key, range: Zoom.range))
    }
}

/// `X,Y` in points, each within ±1,000,000 (`PageOptions.coordinateRange`).
enum PointArgument: ArgumentValue {
    static func parse(_ text: String, key: String) throws(UsageError) -> Point {
        let (x, y) = try ParsedArguments.parsePair(text, key: key, range: PageOptions.coordinateRange)
        return Point(x: x, y: y)
    }
}

/// `R,G,B`, each 0…255 (the diff's colours).
enum ColorArgument: ArgumentValue {
    static func parse(_ text: String, key: String) throws(UsageError) -> DiffOptions.RGB {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { UInt8($0) }
        guard parts.count == 3, values.count == 3 else { throw UsageError("\(key): expected R,G,B with each 0…255, found '\(text)'") }
        return DiffOptions.RGB(values[0], values[1], values[2])
    }
}

/// A batch state: `none`, `suggest`, `suggestN`, `zoneN`.
enum BatchStateArgument: ArgumentValue {
    static func parse(_ text: String, key: String) throws(UsageError) -> BatchState {
        guard let st = BatchState(text) else {
            // A zone out of SeatMap's range is refused as --highlight-zone refuses it; one of
            // them the hall lacks is a warning on the item, as on a page (one rule, one wording).
            let lower = text.lowercased()
            if lower.hasPrefix("zone"), let n = Int(lower.dropFirst(4)) {
                throw UsageError("\(key): \(text): a zone must be 1 to \(SeatZone.allCases.count), found \(n) (a zone of these the hall lacks is a warning on its items, as --highlight-zone's is on its page)")
            }
            throw UsageError("\(key): unknown state '\(text)' (none, suggest, suggestN, zone1 to zone\(SeatZone.allCases.count))")
        }
        return st
    }
}
