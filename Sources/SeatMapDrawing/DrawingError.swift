/// Why a backend could not draw a scene.
public enum DrawingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The backend failed while drawing `part`, for `reason` (its own words).
    case failed(part: String, reason: String)
    /// The font file `part` is shaped with could not be opened when it was drawn, for `reason`.
    case font(part: String, file: String, reason: String)

    public var description: String {
        switch self {
        case let .failed(part, reason): return "drawing the \(part) failed: \(reason)"
        case let .font(part, file, reason): return "\(file): \(reason) (needed to draw the \(part))"
        }
    }
}
