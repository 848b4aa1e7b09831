/// Output formats of a page: `seatmap render --format`, a flow's frames.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension asks for, if any.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
