/// SeatMap's release: `seatmap --version` prints it, and a render cache keys on it (another
/// release may draw the same page differently).
public enum SeatMapVersion {
    public static let current = "0.7.0"
}
