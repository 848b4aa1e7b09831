import SeatMapCore

extension PageLayout {
    /// Where a toast may float, in page points: over the map's column, from under the
    /// navigation bar to above the price bar (on the wide page, the map's own height), so it
    /// never covers the total or the confirm button it is about.
    public var floatingArea: Rect {
        let top = navigationBar.maxY
        let bottom = isWide ? viewport.frame.maxY : priceBar.minY
        let vp = viewport.frame
        return Rect(x: vp.minX, y: top, width: vp.width, height: max(0, bottom - top))
    }

    /// Where a toast may float while a dialog is open: the whole page under its scrim, from
    /// under the status bar to above the home indicator (the total and the confirm button are
    /// dimmed then, and the card must stay readable).
    public var floatingAreaOverDialog: Rect {
        let top = statusBar.maxY
        let bottom = homeIndicator?.minY ?? pageSize.height
        return Rect(x: 0, y: top, width: pageSize.width, height: max(0, bottom - top))
    }
}
