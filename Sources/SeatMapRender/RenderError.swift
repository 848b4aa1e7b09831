import SeatMapDrawing

/// Errors of the render module.
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// A Cairo call failed; carries the call and Cairo's status text.
    case cairo(call: String, status: String)
    case png(String)
    /// A font file could not be opened or used; carries the file and why.
    case font(file: String, reason: String)

    public var description: String {
        switch self {
        case let .cairo(call, status): return "Cairo failed in \(call): \(status)"
        case .png(let reason): return "PNG encoding failed: \(reason)"
        case let .font(file, reason): return "\(file): \(reason)"
        }
    }
}

extension RenderError {
    /// A backend failure while painting: Cairo's status, named by the part being drawn.
    init(_ error: DrawingError) {
        switch error {
        case let .failed(part, reason): self = .cairo(call: part, status: reason)
        }
    }
}
