import SeatMapDrawing

/// Errors of the render module.
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// A Cairo call failed; carries the call and Cairo's status text.
    case cairo(call: String, status: String)
    case png(String)
    /// A font file could not be opened or used; carries the file and why.
    case font(file: String, reason: String)
    /// A PDF of more seats than Cairo's PDF writer can hold in bounded memory.
    case pdfTooLarge(seats: Int, limit: Int)

    public var description: String {
        switch self {
        case let .cairo(call, status): return "Cairo failed in \(call): \(status)"
        case .png(let reason): return "PNG encoding failed: \(reason)"
        case let .font(file, reason): return "\(file): \(reason)"
        case let .pdfTooLarge(seats, limit):
            return "a PDF of \(seats) seats is refused: Cairo's PDF writer keeps every drawn path in memory until the file is written (about 8 KB a seat), so at most \(limit) seats are drawn into a PDF; use --format svg or png for this page"
        }
    }
}

extension RenderError {
    /// A backend failure while painting: Cairo's status, named by the part being drawn.
    init(_ error: DrawingError) {
        switch error {
        case let .failed(part, reason): self = .cairo(call: part, status: reason)
        case let .font(part, file, reason): self = .font(file: file, reason: "\(reason) (needed to draw the \(part))")
        }
    }
}
