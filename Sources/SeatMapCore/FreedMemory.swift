import CMemory

/// Gives the heap pages that freed values held back to the system.
public enum FreedMemory {
    /// Inputs at least this large return their parse tree's pages after decoding.
    public static let largeInputBytes = 1 << 20

    /// Call after a large value is freed (a hall file's JSON tree once the hall is built): the
    /// next large allocation — a page's pixel buffer, mapped fresh — then does not stack on top
    /// of pages nothing uses. Measured on the 100,000-seat overview in docs/limits.md.
    public static func returnToSystem() { sm_return_free_pages() }
}
