/// A template with named placeholders such as `{row}排{col}号` or `{label}座位，{state}，{price}`,
/// split once into text and slots, so filling it for 200,000 seats (a `layout` of a stadium) does
/// no string searching. Placeholders are replaced in one pass: a filled-in value is never
/// searched again.
public struct TextTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable { case text(String), slot(Int) }
    let parts: [Part]

    /// `names` are the placeholders (`{row}`); a value's index in `fill` is its name's index here.
    public init(_ template: String, placeholders names: [String]) {
        var parts: [Part] = []
        var text = ""
        var rest = Substring(template)
        scan: while let c = rest.first {
            for (i, name) in names.enumerated() where !name.isEmpty && rest.hasPrefix(name) {
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                parts.append(.slot(i))
                rest = rest.dropFirst(name.count)
                continue scan
            }
            text.append(c)
            rest = rest.dropFirst()
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The template with each placeholder replaced by the value at its index.
    public func fill(_ values: [String]) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let t): out += t
            case .slot(let i): out += values[i]
            }
        }
        return out
    }
}

/// A seat-label template such as the maoyan theme's `{row}排{col}号`.
public struct SeatLabelTemplate: Sendable, Hashable {
    let template: TextTemplate

    public init(_ template: String) { self.template = TextTemplate(template, placeholders: ["{row}", "{col}"]) }

    /// The label of `seat`: its `rowLabel` or `rowNo`, its `colLabel` or `colNo`, in the template.
    public func label(for seat: Seat) -> String { template.fill([seat.rowText, seat.colText]) }
}
