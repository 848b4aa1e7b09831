/// A seat-label template such as the maoyan theme's `{row}排{col}号`, split once into text and
/// placeholders, so labelling 200,000 seats (a `layout` of a stadium) does no string searching.
public struct SeatLabelTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable { case text(String), row, col }
    let parts: [Part]

    public init(_ template: String) {
        var parts: [Part] = []
        var text = ""
        var rest = Substring(template)
        while let c = rest.first {
            if rest.hasPrefix("{row}") { if !text.isEmpty { parts.append(.text(text)); text = "" }; parts.append(.row); rest = rest.dropFirst(5) }
            else if rest.hasPrefix("{col}") { if !text.isEmpty { parts.append(.text(text)); text = "" }; parts.append(.col); rest = rest.dropFirst(5) }
            else { text.append(c); rest = rest.dropFirst() }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The label of `seat`: its `rowLabel` or `rowNo`, its `colLabel` or `colNo`, in the template.
    public func label(for seat: Seat) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let t): out += t
            case .row: out += seat.rowText
            case .col: out += seat.colText
            }
        }
        return out
    }
}
