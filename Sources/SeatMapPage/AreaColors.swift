import SeatMapTheme

/// The colours a venue map paints its sections, general-admission areas and booths in, worked
/// out from a theme in one place: the map draws with them and the legend of a venue without
/// seats shows them as swatches, so the two cannot drift apart.
struct AreaColors: Sendable, Equatable {
    /// Whichever of the available seat's colours stands out from the page (Maoyan's white seat
    /// with a green outline tints green, high-contrast's blue seat blue).
    var available: Color
    /// An area with no places left, a booth sold: the sold seat's fill.
    var sold: Color
    /// An area or booth taken whole: the selected seat's look.
    var selected: StateStyle

    init(_ theme: Theme) {
        let availableStyle = theme.style(for: .available)
        let page = theme.background
        available = [availableStyle.fill, availableStyle.stroke ?? availableStyle.fill].max {
            $0.over(page).contrastRatio(with: page) < $1.over(page).contrastRatio(with: page)
        } ?? availableStyle.fill
        sold = theme.style(for: .sold).fill
        selected = theme.style(for: .selected)
    }

    /// An area with places left: its fill, a fifth of the tint.
    var availableFill: Color { available.withAlpha(0.2) }
}
