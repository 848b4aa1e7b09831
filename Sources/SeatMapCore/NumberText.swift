/// Numbers as people read them in reports: rounded to a number of decimals, whole numbers without
/// ".0" (`12`, `0.55`, `88.425`). One formatter for the layout dump, the SVG's added attributes
/// and the contrast table.
public enum NumberText {
    public static func rounded(_ v: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<max(0, places) { scale *= 10 }
        let r = (v * scale).rounded() / scale
        guard r.isFinite else { return "\(v)" }
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}
