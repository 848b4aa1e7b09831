import SeatMapCore

extension Zoom {
    /// The one spelling of a zoom — on the command line, in batch file names and manifests, in
    /// stories and their captions: `fit`, `contain`, or the scale (`1`, `0.6`, at most four
    /// decimals).
    public var text: String {
        switch self {
        case .fit: return "fit"
        case .contain: return "contain"
        case .scale(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : NumberText.rounded(v, places: 4)
        }
    }

    /// `fit` or `contain`; nil for anything else (a scale is a number its reader checks against
    /// `Zoom.range` with its own words).
    public init?(keyword: String) {
        switch keyword {
        case "fit": self = .fit
        case "contain": self = .contain
        default: return nil
        }
    }

    /// The keywords a zoom may be spelt as.
    public static let keywords = ["fit", "contain"]

    /// `did you mean fit?` for a mistyped keyword (`fitt`, `Fit`, `contian`), nil for anything
    /// that looks like a number or nothing like a keyword.
    public static func nearMiss(_ text: String) -> String? {
        guard !text.contains(where: \.isNumber) else { return nil }
        return NearMiss.closest(to: text, among: keywords).map { "did you mean \($0)?" }
    }

    /// What `text` writes: `fit`, `contain` or a finite scale within `Zoom.range`.
    public init?(text: String) {
        if let k = Zoom(keyword: text) { self = k; return }
        guard let v = Double(text), v.isFinite, Zoom.range.contains(v) else { return nil }
        self = .scale(v)
    }
}
